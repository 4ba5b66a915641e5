"""The draw step (rulings twowin 5 and 6): the four criteria, the colour runs,
serving the draws one card at a time and rebuilding an empty pile."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.core.model import evolve

from . import cards as deck
from .cards import Card, Number
from .events import Award, PileRebuilt
from .heuristics import Runs as SeatRuns
from .state import IN, State

Run = tuple[str, int]


def advance_run(run: Run, colour: str) -> tuple[Run, bool]:
    """The column's run after one more card, and whether that card completed a run.

    A run completes at 3 cards of one colour; the counter then restarts, so a 4th
    card of the same colour is the first of a new run ([clar] ruling twowin 5)."""
    current, length = run
    if current == colour and length < deck.run_length():
        length += 1
        return (colour, length), length == deck.run_length()
    return (colour, 1), deck.run_length() == 1


def award(numbers: Mapping[int, Number], runs: Sequence[SeatRuns]) -> tuple[tuple[Award, ...], tuple[SeatRuns, ...], int, int]:
    """Awards for the numbers composed this round, the new runs, top number and top stars."""
    top_number = max(n.value for n in numbers.values())
    top_stars = max(n.stars for n in numbers.values())
    new_runs = list(runs)
    awards = []
    for seat in sorted(numbers):
        number = numbers[seat]
        reasons: list[str] = []
        if number.value == top_number:
            reasons.append("highest")
        if top_stars > 0 and number.stars == top_stars:
            reasons.append("most_stars")
        if number.double:
            reasons.append("double")
        tens_run, tens_done = advance_run(runs[seat][0], number.tens.colour)
        units_run, units_done = advance_run(runs[seat][1], number.units.colour)
        if tens_done:
            reasons.append("tens_run")
        if units_done:
            reasons.append("units_run")
        new_runs[seat] = (tens_run, units_run)
        awards.append(Award(seat, tuple(reasons), len(reasons),
                            number.tens.colour if tens_done else "",
                            number.units.colour if units_done else ""))
    return tuple(awards), tuple(new_runs), top_number, top_stars


def rebuild(state: State) -> tuple[State, PileRebuilt]:
    """Abandoned players' cards (hands and numbers), then every number of the players
    still in except their last five, shuffled (seeded) into a new pile."""
    keep = deck.numbers_kept()
    gathered: list[Card] = list(state.pile)
    hands, numbers = list(state.hands), list(state.numbers)
    from_abandoned = from_numbers = 0
    for seat in range(state.players):
        if state.status[seat] != IN:
            cards = list(hands[seat]) + [c for n in numbers[seat] for c in n.cards()]
            from_abandoned += len(cards)
            gathered += cards
            hands[seat], numbers[seat] = (), ()
    for seat in range(state.players):
        if state.status[seat] == IN and len(numbers[seat]) > keep:
            old = numbers[seat][:-keep]
            gathered += [c for n in old for c in n.cards()]
            from_numbers += 2 * len(old)
            numbers[seat] = numbers[seat][-keep:]
    pile, rng = state.rng.shuffle(gathered)
    state = evolve(state, hands=tuple(hands), numbers=tuple(numbers), pile=pile, rng=rng)
    return state, PileRebuilt(from_abandoned, from_numbers, len(pile))


def serve(state: State, owed: Mapping[int, int]) -> tuple[State, dict[int, list[Card]], dict[int, int], PileRebuilt | None]:
    """Deal the owed cards one at a time, clockwise from seat 0 among the seats owed
    cards; rebuild the pile once if it runs out; draws it cannot serve are lost.

    Returns (state, drawn per seat, lost per seat, the PileRebuilt event or None)."""
    remaining = {s: n for s, n in owed.items() if n > 0}
    drawn: dict[int, list[Card]] = {s: [] for s in remaining}
    pile = list(state.pile)
    rebuilt: PileRebuilt | None = None
    while remaining:
        for seat in sorted(remaining):
            if not pile and rebuilt is None:
                state, rebuilt = rebuild(evolve(state, pile=()))
                pile = list(state.pile)
            if not pile:
                lost = dict(remaining)
                hands = _with_drawn(state.hands, drawn)
                return evolve(state, hands=hands, pile=()), drawn, lost, rebuilt
            drawn[seat].append(pile.pop(0))
            remaining[seat] -= 1
            if remaining[seat] == 0:
                del remaining[seat]
    hands = _with_drawn(state.hands, drawn)
    return evolve(state, hands=hands, pile=tuple(pile)), drawn, {}, rebuilt


def _with_drawn(hands: tuple[tuple[Card, ...], ...], drawn: Mapping[int, list[Card]]) -> tuple[tuple[Card, ...], ...]:
    out = list(hands)
    for seat, cards in drawn.items():
        if cards:
            out[seat] = tuple(sorted(out[seat] + tuple(cards)))
    return tuple(out)
