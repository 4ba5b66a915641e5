"""The claim window (ruling numwin 5): instant recovery as a timed, fair race.

After every discard of a claimable card (any card but an action card) every seat,
the discarder included, answers once: `Claim(seat, position, elapsed_ms)` naming
the card it says matches the discard, or `Pass`. Timed mode is simultaneous
(the session owns the clock and stamps each claim with the milliseconds since the
window opened); untimed mode asks one seat at a time, clockwise from the
discarder, and the first claim ends the window. The earliest claim wins; equal
times go to the nearest seat clockwise from the discarder (the discarder itself
first). Only the winning claim is resolved. Claims are offered on every
unprotected card of every player, so the legal list never tells a seat which
cards really match: a wrong claim is legal and penalised.
"""
from __future__ import annotations

from engine.core.model import Action, Event, IllegalAction, evolve

from .actions import Claim, Pass
from .cards import Card, pairs
from .events import CardSeen, ClaimDecided, ClaimResolved, ClaimWindowClosed, ClaimWindowOpened, PenaltyCard
from .flow import after_play
from .state import CLAIM, ClaimChoice, State
from .table import draw_card, everyone, new_slot, set_at, set_hand, unprotected

Events = tuple[Event, ...]


def open_window(state: State, discarder: int, card: Card) -> tuple[State, Events]:
    state = evolve(state, phase=CLAIM, discarder=discarder, claims=(None,) * state.players)
    return state, (ClaimWindowOpened(discarder, card, state.claim_ms),)


def order_from(state: State, seat: int) -> int:
    return (seat - state.discarder) % state.players


def claim_movers(state: State) -> frozenset[int]:
    waiting = [s for s in range(state.players) if state.claims[s] is None]
    if state.claim_ms:
        return frozenset(waiting)
    return frozenset(sorted(waiting, key=lambda s: order_from(state, s))[:1])


def claim_actions(state: State, seat: int) -> tuple[Action, ...]:
    if seat not in claim_movers(state):
        return ()
    targets = tuple(Claim(owner, p) for owner in range(state.players) for p in unprotected(state.hands[owner]))
    return targets + (Pass(),)


def answer(state: State, seat: int, action: Action) -> tuple[State, Events]:
    if seat not in claim_movers(state):
        raise IllegalAction("not_your_answer" if state.claims[seat] is None else "already_answered", seat=seat)
    if isinstance(action, Pass):
        choice = ClaimChoice(-1)
    elif isinstance(action, Claim):
        choice = _checked(state, action)
    else:
        raise IllegalAction("expected_claim_or_pass")
    state = evolve(state, claims=set_at(state.claims, seat, choice))
    events: Events = (ClaimDecided(seat),)
    untimed_claim = not state.claim_ms and not choice.passed
    if untimed_claim or all(c is not None for c in state.claims):
        return close(state, events)
    return state, events


def _checked(state: State, action: Claim) -> ClaimChoice:
    if not 0 <= action.seat < state.players:
        raise IllegalAction("no_such_seat", seat=action.seat)
    hand = state.hands[action.seat]
    if not 0 <= action.position < len(hand):
        raise IllegalAction("no_such_position", seat=action.seat, position=action.position, size=len(hand))
    if hand[action.position].paired:
        raise IllegalAction("card_protected", seat=action.seat, position=action.position)
    ms = action.elapsed_ms
    if not isinstance(ms, int) or ms < 0:
        raise IllegalAction("bad_claim_time", elapsed_ms=ms)
    if state.claim_ms and ms > state.claim_ms:
        raise IllegalAction("claim_too_late", elapsed_ms=ms, limit_ms=state.claim_ms)
    return ClaimChoice(action.seat, action.position, ms if state.claim_ms else 0)


def close(state: State, events: Events) -> tuple[State, Events]:
    card = state.discard[-1]
    made = [(s, c) for s, c in enumerate(state.claims) if c is not None and not c.passed]
    claimants = tuple(sorted(((s, c.elapsed_ms) for s, c in made), key=lambda p: (p[1], order_from(state, p[0]))))
    winner = claimants[0][0] if claimants else -1
    events += (ClaimWindowClosed(card, claimants, winner),)
    choice = state.claims[winner] if winner >= 0 else None
    state = evolve(state, claims=())
    if choice is None:
        return after_play(state, events, None)
    return resolve(state, winner, choice.target, choice.position, events)


def resolve(state: State, claimer: int, owner: int, position: int, events: Events) -> tuple[State, Events]:
    card = state.discard[-1]
    target = state.hands[owner][position]
    relation = "own" if owner == claimer else ("partner" if owner == state.partner(claimer) else "opponent")
    if not pairs(card, target.card):
        return _error(state, claimer, owner, position, relation, events)
    state = evolve(state, discard=state.discard[:-1])
    state, joined = new_slot(state, card, everyone(state), up=True, paired=True)
    shown = evolve(target, up=True, paired=True)
    moved_up, joined_at = 0, len(state.hands[claimer])  # what joins the claimer goes at the end
    if relation == "opponent":
        hand = state.hands[owner]
        moved_up = len(hand) - position - 1
        state = set_hand(state, owner, hand[:position] + hand[position + 1:])
        state = set_hand(state, claimer, state.hands[claimer] + (shown, joined))
    else:
        state = set_hand(state, owner, set_at(state.hands[owner], position, shown))
        state = set_hand(state, claimer, state.hands[claimer] + (joined,))
    events += (ClaimResolved(claimer, owner, position, card, target.card, f"{relation}_pair", moved_up, joined_at),)
    # Ruling 7: out of turn, only a right snap of another player's card (an
    # opponent's, or the partner's in the team variant) opens a Num Win call.
    return after_play(state, events, claimer if relation != "own" else None)


def _error(state: State, claimer: int, owner: int, position: int, relation: str,
           events: Events) -> tuple[State, Events]:
    """Own card: the discard stays, a penalty card seen by the claimer, no call this
    turn. Another player's card: nothing moves, a penalty card seen by nobody."""
    card = state.discard[-1]
    events += (ClaimResolved(claimer, owner, position, card, None, f"{relation}_error"),)
    seen = relation == "own"
    if seen:
        state = evolve(state, barred=state.barred | {claimer})
    state, drawn, rebuilt = draw_card(state)
    events += rebuilt
    if drawn is not None:
        state, slot = new_slot(state, drawn, frozenset({claimer}) if seen else frozenset())
        state = set_hand(state, claimer, state.hands[claimer] + (slot,))
        at = len(state.hands[claimer]) - 1
        events += (PenaltyCard(claimer, at, seen),)
        if seen:
            events += (CardSeen(claimer, claimer, at, drawn, "penalty", visible_to=frozenset({claimer})),)
    return after_play(state, events, None)
