"""The flow of a round: turn starts, the Num Win call, last turns, blind completion,
the reveal and scoring, the next deal (rulings numwin 7 and 10)."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core.model import Event, evolve

from . import cards as deck
from .events import (
    BlindCompletion,
    CallChance,
    CardsDealt,
    CardSeen,
    GameOver,
    NumWinCalled,
    RoundBlocked,
    RoundScored,
    RoundStarted,
    TurnSkipped,
    TurnStarted,
)
from .scoring import score_round, winners
from .state import CALL, DRAW, OVER, Slot, State
from .table import can_draw, draw_card, everyone, set_hand, unprotected

Events = tuple[Event, ...]


Arrange = Callable[[Sequence[deck.Card]], Sequence[deck.Card]]


def deal_round(state: State, dealer: int, arrange: Arrange | None = None) -> tuple[State, Events]:
    """Shuffle all cards, deal 2 face down (each seen by its owner, and in the team
    variant the first one by the partner), turn up the first discard. `arrange`
    reorders the shuffled deck (a tutorial's fixed deal: stacked.py)."""
    cards, rng = state.rng.shuffle(deck.deck())
    if arrange is not None:
        cards = tuple(arrange(cards))
    n, size = state.players, deck.start_cards()
    hands: list[tuple[Slot, ...]] = []
    events: list[Event] = []
    uid = state.next_uid
    for seat in range(n):
        slots = []
        for i in range(size):
            seen = {seat}
            if state.teams and i == 0:
                seen.add((seat + 2) % 4)
            slots.append(Slot(cards[seat * size + i], uid, frozenset(seen)))
            uid += 1
        hands.append(tuple(slots))
    rest = cards[n * size:]
    state = evolve(state, hands=tuple(hands), pile=rest[1:], discard=rest[:1], drawn=None, drawn_from="",
                   pending="", discarder=-1, claims=(), call_queue=(), caller=-1, last_queue=(),
                   last_turn=False, barred=frozenset(), skipped=0, next_uid=uid, round=state.round + 1,
                   dealer=dealer, current=dealer, rng=rng)
    events.append(RoundStarted(state.round, state.rounds, dealer, rest[0], len(state.pile)))
    for seat in range(n):
        events.append(CardsDealt(seat, size))
        for i, slot in enumerate(hands[seat]):
            for seer in sorted(slot.seen):
                reason = "deal" if seer == seat else "partner"
                events.append(CardSeen(seer, seat, i, slot.card, reason, visible_to=frozenset({seer})))
    state, started = start_turn(state, dealer, False)
    return state, tuple(events) + started


def start_turn(state: State, seat: int, last_turn: bool) -> tuple[State, Events]:
    # A failed snap of one's own card bars the call until that seat's next turn.
    state = evolve(state, current=seat, phase=DRAW, last_turn=last_turn, barred=state.barred - {seat},
                   drawn=None, drawn_from="", pending="", call_queue=())
    events: Events = (TurnStarted(seat, last_turn),)
    if can_draw(state) or can_take_discard(state, seat):
        return evolve(state, skipped=0), events
    state = evolve(state, skipped=state.skipped + 1)
    events += (TurnSkipped(seat, "no_card"),)
    if state.skipped >= state.players:
        return end_round(state, events + (RoundBlocked(),))
    return after_play(state, events, None)


def can_take_discard(state: State, seat: int) -> bool:
    """The discard may be taken when it could then be exchanged or added."""
    hand = state.hands[seat]
    return bool(state.discard) and (len(hand) < deck.combination_size() or bool(unprotected(hand)))


def may_call(state: State, seat: int) -> bool:
    return (state.caller < 0 and seat not in state.barred
            and len(state.hands[seat]) >= deck.combination_size())


def after_play(state: State, events: Events, claimer: int | None) -> tuple[State, Events]:
    """The turn's play is over: offer the call to a right claimer (text: "you may
    then announce Num Win"), then to the current player; else end the turn."""
    queue = []
    if claimer is not None and claimer != state.current and may_call(state, claimer):
        queue.append(claimer)
    if may_call(state, state.current):
        queue.append(state.current)
    if queue:
        state = evolve(state, phase=CALL, call_queue=tuple(queue))
        return state, events + (CallChance(queue[0]),)
    return end_turn(state, events)


def call(state: State, seat: int) -> tuple[State, Events]:
    """Every other seat plays one last turn, starting left of the current player."""
    n = state.players
    order = tuple(s for s in ((state.current + k) % n for k in range(1, n + 1)) if s != seat)
    state = evolve(state, caller=seat, last_queue=order, call_queue=())
    return end_turn(state, (NumWinCalled(seat, len(state.hands[seat]), order),))


def decline(state: State, seat: int) -> tuple[State, Events]:
    queue = state.call_queue[1:]
    queue = tuple(s for s in queue if may_call(state, s))
    if queue:
        return evolve(state, call_queue=queue), (CallChance(queue[0]),)
    return end_turn(evolve(state, call_queue=()), ())


def end_turn(state: State, events: Events) -> tuple[State, Events]:
    if state.last_turn:
        state, completed = complete_blind(state, state.current)
        events += completed
    if state.caller < 0:
        state, started = start_turn(state, (state.current + 1) % state.players, False)
        return state, events + started
    if not state.last_queue:
        return end_round(state, events)
    nxt, rest = state.last_queue[0], state.last_queue[1:]
    state, started = start_turn(evolve(state, last_queue=rest), nxt, True)
    return state, events + started


def complete_blind(state: State, seat: int) -> tuple[State, Events]:
    """ruling numwin 7: fewer than 5 cards after the last turn: draw the missing
    cards face down, unseen even by their owner."""
    missing = deck.combination_size() - len(state.hands[seat])
    events: Events = ()
    added = 0
    for _ in range(max(0, missing)):
        state, card, rebuilt = draw_card(state)
        events += rebuilt
        if card is None:
            break
        slot = Slot(card, state.next_uid, frozenset())
        state = set_hand(evolve(state, next_uid=state.next_uid + 1), seat, state.hands[seat] + (slot,))
        added += 1
    return state, events + ((BlindCompletion(seat, added),) if added else ())


def end_round(state: State, events: Events) -> tuple[State, Events]:
    totals = state.totals()
    seats, sides, penalised = score_round(state.hands, state.teams, state.caller, state.tie_penalised, totals)
    per_seat = [0] * state.players
    for side in sides:
        for s in side.seats:
            per_seat[s] = side.round_score
    round_scores = tuple(rs + (per_seat[s],) for s, rs in enumerate(state.round_scores))
    state = evolve(state, round_scores=round_scores, call_queue=(), claims=())
    events += (RoundScored(state.round, state.caller, seats, sides, penalised),)
    if state.round >= state.rounds:
        totals = state.totals()
        return evolve(state, phase=OVER), events + (GameOver(winners(totals), totals),)
    state, dealt = deal_round(state, (state.dealer + 1) % state.players)
    return state, events + dealt


__all__ = ["deal_round", "start_turn", "after_play", "call", "decline", "end_turn", "end_round",
           "can_take_discard", "may_call", "everyone"]
