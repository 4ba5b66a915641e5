"""The strong bot's playout, without the rules engine: greedy play to the round's end.

`round_end_totals(state)` plays every seat's greedy move (ai.greedy: the best
immediate gain, the first in legal order among equals, and the best copy to take)
until the hands are empty, on plain lists of small integers (value * 8 + colour
rank, which sorts as Card does) and colour counts instead of immutable states,
events and legal-action tuples, and returns each seat's total once the
round is scored. It decides exactly what engine.ai.search.playout with
ai.rollout_policy decides (tests/engine/test_gap_fastsim.py checks it on
thousands of positions), about ten times faster, so that the search can afford
more playouts within its 250 ms.
"""
from __future__ import annotations

from functools import cache

from . import cards as deck
from .cards import Card
from .state import CHOOSE, OVER, State

MIDDLE_SIZE = deck.middle_size()
NO_TAKE = -0.05   # a card laid in the middle (ai._Collection.gain with nothing taken)
LOW = {v: deck.neighbours(v)[0] for v in deck.values()}
HIGH = {v: deck.neighbours(v)[1] for v in deck.values()}
Take = tuple[int, ...]


def score(counts: list[int]) -> int:
    """scoring.round_score from colour counts (colours with no card never count)."""
    values = [n for n in counts if n]
    if not values:
        return 0
    most = max(values)
    positive = most * values.count(most)
    rest = [n for n in values if n != most]
    if not rest:
        return positive
    least = min(rest)
    return positive - least * rest.count(least)


def gain(counts: list[int], base: int, card: int, taken: Take) -> float:
    """ai._Collection.gain for a take (the same float arithmetic)."""
    after = counts[:]
    for c in taken:
        after[c & 7] += 1
    after[card & 7] += 1
    return score(after) - base + 0.01 * len(taken)


def take_choices(middle: list[int], card: int) -> list[Take]:
    """rules._take_choices on integers, in the same order (sorted lows x sorted highs)."""
    low, high = LOW[card >> 3], HIGH[card >> 3]
    lows = sorted(c for c in middle if c >> 3 == low)
    highs = sorted(c for c in middle if c >> 3 == high)
    if not lows:
        return [(h,) for h in highs] or [()]
    if not highs:
        return [(lo,) for lo in lows]
    return [(lo, h) for lo in lows for h in highs]


def best_choice(counts: list[int], base: int, card: int, choices: list[Take]) -> tuple[float, Take]:
    """The first choice with the best gain (max keeps the first among equals)."""
    best_gain, best = gain(counts, base, card, choices[0]), choices[0]
    for choice in choices[1:]:
        g = gain(counts, base, card, choice)
        if g > best_gain:
            best_gain, best = g, choice
    return best_gain, best


def card_gain(counts: list[int], base: int, middle: list[int], card: int) -> float:
    """ai._best_take's gain for playing `card` now."""
    value = card >> 3
    same = tuple(c for c in middle if c >> 3 == value)
    if same:
        return gain(counts, base, card, same)
    choices = take_choices(middle, card)
    if choices == [()]:
        return NO_TAKE
    return best_choice(counts, base, card, choices)[0]


def greedy_card(counts: list[int], base: int, middle: list[int], hand: list[int]) -> int:
    """The first card of the sorted hand with the best gain (ai.greedy in the play phase)."""
    best, best_gain = hand[0], card_gain(counts, base, middle, hand[0])
    for card in hand[1:]:
        g = card_gain(counts, base, middle, card)
        if g > best_gain:
            best, best_gain = card, g
    return best


@cache
def codes(colours: tuple[str, ...]) -> tuple[dict[Card, int], dict[str, int]]:
    """Each card's integer and each colour's rank, for the colours in play."""
    rank = {colour: i for i, colour in enumerate(sorted(colours))}
    return {c: c.value * 8 + rank[c.colour] for c in deck.deck(colours)}, rank


class Round:
    """The round in progress, mutable: hands (sorted), middle, pile, colour counts."""

    def __init__(self, state: State) -> None:
        self.code, rank = codes(state.colours)
        self.players = state.players
        self.hands = [sorted(self.code[c] for c in set(h)) for h in state.hands]
        self.middle = [self.code[c] for c in state.middle]
        self.pile = [self.code[c] for c in state.pile]
        self.counts = []
        for collection in state.collections:
            counts = [0] * len(rank)
            for c in collection:
                counts[rank[c.colour]] += 1
            self.counts.append(counts)
        self.scores = [score(c) for c in self.counts]
        self.current = state.current

    def collect(self, seat: int, card: int, taken: Take) -> None:
        counts = self.counts[seat]
        for c in taken:
            self.middle.remove(c)
            counts[c & 7] += 1
        counts[card & 7] += 1
        self.scores[seat] = score(counts)

    def choose(self, seat: int, card: int) -> None:
        """The greedy take once `card` is played with several copies to choose from."""
        choices = take_choices(self.middle, card)
        self.collect(seat, card, best_choice(self.counts[seat], self.scores[seat], card, choices)[1])

    def play(self, seat: int) -> None:
        hand = self.hands[seat]
        card = greedy_card(self.counts[seat], self.scores[seat], self.middle, hand)
        hand.remove(card)
        value = card >> 3
        same = tuple(c for c in self.middle if c >> 3 == value)
        if same:
            self.collect(seat, card, same)
            return
        choices = take_choices(self.middle, card)
        if choices == [()]:
            self.middle.append(card)
        elif len(choices) == 1:
            self.collect(seat, card, choices[0])
        else:
            self.choose(seat, card)

    def end_turn(self) -> bool:
        """Refill the middle; False once every hand is empty (the round is over)."""
        missing = MIDDLE_SIZE - len(self.middle)
        if missing > 0 and self.pile:
            self.middle += self.pile[:missing]
            del self.pile[:missing]
        if any(self.hands):
            self.current = (self.current + 1) % self.players
            return True
        return False


def round_end_totals(state: State) -> tuple[int, ...]:
    """Each seat's total once the current round is played out greedily and scored."""
    if state.phase == OVER:
        return state.totals()
    play = Round(state)
    if state.phase == CHOOSE:
        assert state.played is not None  # the CHOOSE phase follows a played card
        play.choose(state.current, play.code[state.played])
        going = play.end_turn()
    else:
        going = any(play.hands)
    while going:
        play.play(play.current)
        going = play.end_turn()
    return tuple(t + s for t, s in zip(state.totals(), play.scores))
