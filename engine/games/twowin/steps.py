"""The flow of a round: starting each step (with its forced abandons), the two
reveals, and the end of the game (rulings twowin 3, 4, 5 and 7)."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.core.model import Event, evolve

from .actions import Compose, Pass
from .cards import Number
from .compose import can_compose
from .draws import award, serve
from .events import Abandoned, CardPassed, CardsDrawn, DrawsAwarded, GameOver, NumbersRevealed, Revealed, RoundStarted, StepStarted
from .state import COMPOSE, IN, OUT, OVER, PASS, PassRecord, State

Events = tuple[Event, ...]


def pass_targets(state: State) -> tuple[tuple[int, int], ...]:
    """Each player still in gives to the next player still in on the left (clockwise)."""
    seats = state.in_seats()
    return tuple((s, seats[(i + 1) % len(seats)]) for i, s in enumerate(seats))


def start_round(state: State, events: Events) -> tuple[State, Events]:
    """New round: players with no card abandon; the only player holding cards wins."""
    state = evolve(state, round=state.round + 1, step=PASS, pending=(None,) * state.players)
    events += (RoundStarted(state.round, state.in_seats()),)
    empty = [s for s in state.in_seats() if not state.hands[s]]
    state, events = _abandon(state, events, empty, PASS, "no_card")
    if len(state.in_seats()) <= 1:
        return _finish(state, events, empty, "last_with_cards")
    return state, events + (StepStarted(state.round, PASS, state.in_seats(), pass_targets(state)),)


def start_compose(state: State, events: Events) -> tuple[State, Events]:
    """Compose step: players who cannot beat their own last number abandon now."""
    state = evolve(state, step=COMPOSE, pending=(None,) * state.players)
    stuck = [s for s in state.in_seats() if not can_compose(state.hands[s], state.last[s])]
    state, events = _abandon(state, events, stuck, COMPOSE, "no_number")
    if len(state.in_seats()) <= 1:
        return _finish(state, events, stuck, "last_in")
    minimums = tuple((s, state.last[s] or 0) for s in state.in_seats())
    return state, events + (StepStarted(state.round, COMPOSE, state.in_seats(), minimums=minimums),)


def _abandon(state: State, events: Events, seats: Sequence[int], step: str, reason: str) -> tuple[State, Events]:
    if not seats:
        return state, events
    status = list(state.status)
    for s in seats:
        status[s] = OUT
        events += (Abandoned(s, step, reason, len(state.hands[s]), state.last[s]),)
    return evolve(state, status=tuple(status)), events


def _finish(state: State, events: Events, abandoned_now: Iterable[int], alone_reason: str) -> tuple[State, Events]:
    """One player left: they win. Nobody left: the ones who just abandoned together
    compare most cards in hand, then smallest last number, else share the win."""
    left = state.in_seats()
    contenders = tuple(sorted(set(left) | set(abandoned_now)))
    if left:
        winners, decided_by = left, alone_reason
    else:
        winners, decided_by = tie_break(state, contenders)
    state = evolve(state, step=OVER, winners=tuple(winners), decided_by=decided_by,
                   pending=(None,) * state.players)
    sizes = tuple(len(h) for h in state.hands)
    return state, events + (GameOver(tuple(winners), decided_by, contenders, sizes, state.last),)


def tie_break(state: State, contenders: Sequence[int]) -> tuple[tuple[int, ...], str]:
    most = max(len(state.hands[s]) for s in contenders)
    tied = [s for s in contenders if len(state.hands[s]) == most]
    if len(tied) == 1:
        return tuple(tied), "most_cards"
    lowest = min(_last(state, s) for s in tied)
    tied = [s for s in tied if _last(state, s) == lowest]
    if len(tied) == 1:
        return tuple(tied), "smallest_last_number"
    return tuple(tied), "shared"


def _last(state: State, seat: int) -> int:
    last = state.last[seat]
    return last if last is not None else 100


def reveal_passes(state: State) -> tuple[State, Events]:
    """Every chosen card moves to its receiver at once."""
    hands = [list(h) for h in state.hands]
    events: Events = ()
    records = []
    for giver, receiver in pass_targets(state):
        choice = state.pending[giver]
        assert isinstance(choice, Pass)  # every giver has chosen when passes are revealed
        card = choice.card
        hands[giver].remove(card)
        hands[receiver].append(card)
        records.append(PassRecord(state.round, giver, receiver, card))
        events += (CardPassed(state.round, giver, receiver, card,
                              visible_to=frozenset({giver, receiver})),)
    state = evolve(state, hands=tuple(tuple(sorted(h)) for h in hands),
                   passes=state.passes + tuple(records))
    return start_compose(state, events)


def reveal_numbers(state: State) -> tuple[State, Events]:
    """All numbers at once, then the draws, then the next round."""
    hands, numbers = list(state.hands), list(state.numbers)
    last, composed = list(state.last), list(state.composed)
    laid: dict[int, Number] = {}
    revealed = []
    for seat in state.in_seats():
        choice = state.pending[seat]
        assert isinstance(choice, Compose)  # every seat in has chosen when numbers are revealed
        number = Number(choice.tens, choice.units)
        hand = list(hands[seat])
        hand.remove(choice.tens)
        hand.remove(choice.units)
        hands[seat] = tuple(hand)
        numbers[seat] = numbers[seat] + (number,)
        revealed.append(Revealed(seat, number, number.value, number.stars, last[seat]))
        last[seat] = number.value
        composed[seat] += 1
        laid[seat] = number
    awards, runs, top_number, top_stars = award(laid, state.runs)
    state = evolve(state, hands=tuple(hands), numbers=tuple(numbers), last=tuple(last),
                   composed=tuple(composed), runs=runs, pending=(None,) * state.players)
    events: Events = (NumbersRevealed(state.round, tuple(revealed)),
                      DrawsAwarded(state.round, awards, top_number, top_stars))
    state, drawn, lost, rebuilt = serve(state, {a.seat: a.count for a in awards})
    if rebuilt is not None:
        events += (rebuilt,)
    for a in awards:
        if a.count:
            cards = tuple(drawn.get(a.seat, ()))
            events += (CardsDrawn(a.seat, len(cards), lost.get(a.seat, 0), len(state.hands[a.seat]),
                                  len(state.pile), cards, visible_to=frozenset({a.seat})),)
    return start_round(state, events)


__all__ = ["IN", "pass_targets", "reveal_numbers", "reveal_passes", "start_compose", "start_round",
           "tie_break"]
