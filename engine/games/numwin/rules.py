"""Num Win's rules (numwin.fr.txt with the rulings for "numwin"): the protocol entry points.

Phases: DRAW -> PLACE -> (TARGET after a drawn action card) -> CLAIM after a
claimable discard -> CALL when someone may call Num Win -> next turn. The rule
areas live in turn.py, powers.py, claims.py, flow.py and scoring.py.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core.codec import state_codec
from engine.core.model import Action, Event, IllegalAction, Result, evolve, resolve_options
from engine.core.rng import Rng

from . import claims, flow, powers, turn
from .actions import CallNumWin, EndTurn
from .cards import Card
from .options import OPTIONS, player_counts
from .scoring import winners
from .state import CALL, CLAIM, DRAW, OVER, PLACE, TARGET, ClaimChoice, State


def new_state(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    return start(players, seed, options)[0]


def start(players: int, seed: int, options: Mapping[str, Any] | None = None,
          arrange: flow.Arrange | None = None) -> tuple[State, tuple[Event, ...]]:
    """The first state and the first deal's events; the first dealer is random.
    `arrange` fixes the first deal's order (a tutorial: stacked.py)."""
    opts = resolve_options(OPTIONS, options)
    if players not in player_counts(opts):
        raise IllegalAction("bad_player_count", players=players, allowed=player_counts(opts))
    rng = Rng(seed)
    dealer, rng = rng.randint(0, players - 1)
    empty = tuple(() for _ in range(players))
    state = State(players=players, teams=opts["teams"], tie_penalised=opts["tie_penalised"],
                  claim_ms=opts["claim_seconds"] * 1000, rounds=opts["rounds"] or players, round=0,
                  dealer=dealer, current=dealer, phase=DRAW, hands=empty, pile=(), discard=(), drawn=None,
                  drawn_from="", pending="", discarder=-1, claims=(), call_queue=(), caller=-1,
                  last_queue=(), last_turn=False, barred=frozenset(), skipped=0, next_uid=0,
                  round_scores=empty, rng=rng)
    return flow.deal_round(state, dealer, arrange)


def to_move(state: State) -> frozenset[int]:
    if state.phase == OVER:
        return frozenset()
    if state.phase == CLAIM:
        return claims.claim_movers(state)
    if state.phase == CALL:
        return frozenset(state.call_queue[:1])
    return frozenset({state.current})


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    if seat not in to_move(state):
        return ()
    if state.phase == CLAIM:
        return claims.claim_actions(state, seat)
    if state.phase == CALL:
        return (CallNumWin(), EndTurn())
    if state.phase == DRAW:
        return turn.draw_actions(state, seat)
    if state.phase == PLACE:
        return turn.place_actions(state, seat)
    return powers.targets(state, seat, state.pending)


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction("game_over")
    if not 0 <= seat < state.players:
        raise IllegalAction("no_such_seat", seat=seat)
    if state.phase == CLAIM:
        return claims.answer(state, seat, action)
    if seat not in to_move(state):
        raise IllegalAction("not_your_turn", seat=seat, current=min(to_move(state)))
    if state.phase == CALL:
        if isinstance(action, CallNumWin):
            return flow.call(state, seat)
        if isinstance(action, EndTurn):
            return flow.decline(state, seat)
        raise IllegalAction("expected_call_or_end_turn")
    if state.phase == DRAW:
        return turn.draw(state, seat, action)
    if state.phase == PLACE:
        return turn.place(state, seat, action)
    assert state.phase == TARGET
    return powers.use(state, seat, action)


def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    totals = state.totals()
    return Result(frozenset(winners(totals)), tuple(float(t) for t in totals), low_score_wins=True)


to_json, from_json = state_codec(State, "Num Win")


def components(state: State) -> Counter[Card]:
    held = [slot.card for hand in state.hands for slot in hand]
    drawn = [state.drawn] if state.drawn is not None else []
    return Counter(held + list(state.pile) + list(state.discard) + drawn)


def resample_hidden(state: State, seat: int, rng: Rng) -> State:
    """Re-deal every card `seat` does not know (face-down cards it has not seen,
    the pile, another player's drawn card) among those places, and forget the other
    seats' pending claim answers (the view shows only that they answered)."""
    places = [(s, p) for s, hand in enumerate(state.hands) for p, slot in enumerate(hand)
              if not slot.known_to(seat)]
    hidden_drawn = state.drawn is not None and state.drawn_from == "pile" and seat != state.current
    pool = [state.hands[s][p].card for s, p in places] + list(state.pile)
    pool += [state.drawn] if hidden_drawn and state.drawn is not None else []
    shuffled, _ = rng.shuffle(pool)
    hands = [list(h) for h in state.hands]
    for (s, p), card in zip(places, shuffled):
        hands[s][p] = evolve(hands[s][p], card=card)
    rest = shuffled[len(places):]
    drawn = state.drawn
    if hidden_drawn:
        drawn, rest = rest[-1], rest[:-1]
    claims_ = tuple(c if c is None or s == seat else ClaimChoice(-1) for s, c in enumerate(state.claims))
    return evolve(state, hands=tuple(tuple(h) for h in hands), pile=tuple(rest), drawn=drawn, claims=claims_)
