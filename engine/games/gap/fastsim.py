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

from collections.abc import Sequence
from functools import cache

from engine.core.model import Action
from engine.core.rng import Rng

from . import cards as deck
from .actions import Play, Take
from .cards import Card
from .state import CHOOSE, OVER, State
from .view import View

MIDDLE_SIZE = deck.middle_size()
NO_TAKE = -0.05   # a card laid in the middle (ai._Collection.gain with nothing taken)
LOW = {v: deck.neighbours(v)[0] for v in deck.values()}
HIGH = {v: deck.neighbours(v)[1] for v in deck.values()}
Taken = tuple[int, ...]


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


def gain(counts: list[int], base: int, card: int, taken: Taken) -> float:
    """ai._Collection.gain for a take (the same float arithmetic)."""
    after = counts[:]
    for c in taken:
        after[c & 7] += 1
    after[card & 7] += 1
    return score(after) - base + 0.01 * len(taken)


def take_choices(middle: list[int], card: int) -> list[Taken]:
    """rules._take_choices on integers, in the same order (sorted lows x sorted highs)."""
    low, high = LOW[card >> 3], HIGH[card >> 3]
    lows = sorted(c for c in middle if c >> 3 == low)
    highs = sorted(c for c in middle if c >> 3 == high)
    if not lows:
        return [(h,) for h in highs] or [()]
    if not highs:
        return [(lo,) for lo in lows]
    return [(lo, h) for lo in lows for h in highs]


def best_choice(counts: list[int], base: int, card: int, choices: list[Taken]) -> tuple[float, Taken]:
    """The first choice with the best gain (max keeps the first among equals)."""
    best_gain, best = gain(counts, base, card, choices[0]), choices[0]
    for choice in choices[1:]:
        g = gain(counts, base, card, choice)
        if g > best_gain:
            best_gain, best = g, choice
    return best_gain, best


@cache
def _score_of(counts: tuple[int, ...]) -> int:
    return score(list(counts))


def greedy_card(counts: list[int], base: int, middle: list[int], hand: list[int]) -> int:
    """The first card of the sorted hand with the best gain (ai.greedy in the play phase,
    ai._best_take's gains), from the middle's colours by value and cached scores: a gain
    is the best score after the take, minus `base`, plus 0.01 per card taken."""
    by_value: dict[int, list[int]] = {}
    for c in middle:
        by_value.setdefault(c >> 3, []).append(c & 7)
    best, best_gain = hand[0], 0.0
    for k, card in enumerate(hand):
        value, colour = card >> 3, card & 7
        after = counts[:]
        after[colour] += 1
        same = by_value.get(value)
        if same:
            for c in same:
                after[c] += 1
            g = _score_of(tuple(after)) - base + 0.01 * len(same)
        else:
            g = _neighbour_gain(after, base, by_value.get(LOW[value]), by_value.get(HIGH[value]))
        if k == 0 or g > best_gain:
            best, best_gain = card, g
    return best


def _neighbour_gain(after: list[int], base: int, lows: list[int] | None, highs: list[int] | None) -> float:
    """The best gain of a take of one low and one high neighbour (by colour), or of the
    one side present; NO_TAKE when neither is in the middle."""
    if not lows and not highs:
        return NO_TAKE
    scores = []
    for low in lows or (-1,):
        for high in highs or (-1,):
            trial = after[:]
            if low >= 0:
                trial[low] += 1
            if high >= 0:
                trial[high] += 1
            scores.append(_score_of(tuple(trial)))
    return max(scores) - base + 0.01 * (2 if lows and highs else 1)


@cache
def codes(colours: tuple[str, ...]) -> tuple[dict[Card, int], dict[str, int]]:
    """Each card's integer and each colour's rank, for the colours in play."""
    rank = {colour: i for i, colour in enumerate(sorted(colours))}
    return {c: c.value * 8 + rank[c.colour] for c in deck.deck(colours)}, rank


class Round:
    """The round in progress, mutable: hands (sorted), middle, pile, colour counts."""

    def __init__(self, players: int, hands: list[list[int]], middle: list[int], pile: list[int],
                 counts: list[list[int]], current: int) -> None:
        self.players = players
        self.hands = hands
        self.middle = middle
        self.pile = pile
        self.counts = counts
        self.scores = [score(c) for c in counts]
        self.current = current

    def copy(self) -> Round:
        return Round(self.players, [h[:] for h in self.hands], self.middle[:], self.pile[:],
                     [c[:] for c in self.counts], self.current)

    @classmethod
    def of(cls, state: State) -> Round:
        code, rank = codes(state.colours)
        return cls(state.players, [sorted(code[c] for c in set(h)) for h in state.hands],
                   [code[c] for c in state.middle], [code[c] for c in state.pile],
                   colour_counts(state.collections, rank), state.current)

    def collect(self, seat: int, card: int, taken: Taken) -> None:
        counts = self.counts[seat]
        for c in taken:
            self.middle.remove(c)
            counts[c & 7] += 1
        counts[card & 7] += 1
        self.scores[seat] = _score_of(tuple(counts))

    def choose(self, seat: int, card: int) -> None:
        """The greedy take once `card` is played with several copies to choose from."""
        choices = take_choices(self.middle, card)
        self.collect(seat, card, best_choice(self.counts[seat], self.scores[seat], card, choices)[1])

    def play(self, seat: int, card: int | None = None) -> None:
        """`card` (by default the greedy one) as rules._play plays it; several copies to
        choose from: the greedy take, as the playout's next decision would."""
        hand = self.hands[seat]
        if card is None:
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

    def finish(self) -> list[int]:
        """Greedy turns to the round's end; each seat's round score."""
        while self.end_turn():
            self.play(self.current)
        return self.scores


def colour_counts(collections: tuple[tuple[Card, ...], ...], rank: dict[str, int]) -> list[list[int]]:
    out = []
    for collection in collections:
        counts = [0] * len(rank)
        for c in collection:
            counts[rank[c.colour]] += 1
        out.append(counts)
    return out


def round_end_totals(state: State) -> tuple[int, ...]:
    """Each seat's total once the current round is played out greedily and scored."""
    if state.phase == OVER:
        return state.totals()
    play = Round.of(state)
    if state.phase == CHOOSE:
        assert state.played is not None  # the CHOOSE phase follows a played card
        play.choose(state.current, codes(state.colours)[0][state.played])
    elif any(play.hands):
        play.play(play.current)
    else:
        return state.totals()
    return tuple(t + s for t, s in zip(state.totals(), play.finish()))


class Sampler:
    """The search's samples of one view, on integers: ai.sample_state's deal (the same
    shuffle of the same unseen cards), then the tried move and the greedy playout."""

    def __init__(self, view: View) -> None:
        self.view = view
        code, rank = codes(view.colours)
        self.code = code
        seen = set(view.hand) | set(view.middle) | {c for col in view.collections for c in col}
        if view.played:
            seen.add(view.played)
        self.unseen = [code[c] for c in deck.deck(view.colours) if c not in seen]
        self.hand = [code[c] for c in view.hand]
        self.middle = [code[c] for c in view.middle]
        self.counts = colour_counts(view.collections, rank)
        self.totals = view.totals()

    def deal(self, rng: Rng) -> Round:
        view = self.view
        shuffled, _ = rng.shuffle(self.unseen)  # the permutation ai.sample_state draws
        hands, at = [], 0
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat:
                hands.append(self.hand[:])
            else:
                hands.append(sorted(shuffled[at:at + size]))
                at += size
        return Round(view.players, hands, self.middle[:], list(shuffled[at:]), [c[:] for c in self.counts],
                     view.current)

    def totals_after(self, action: Action, rng: Rng) -> list[int]:
        """The totals at the round's end after `action` on the sample drawn with `rng`."""
        return self.played_out(self.deal(rng), action)

    def totals_after_each(self, legal: Sequence[Action], rng: Rng) -> list[list[int]]:
        """totals_after for every move on one deal (the moves compared on the same cards)."""
        dealt = self.deal(rng)
        return [self.played_out(dealt.copy(), action) for action in legal]

    def played_out(self, play: Round, action: Action) -> list[int]:
        seat = self.view.seat
        if isinstance(action, Play):
            play.play(seat, self.code[action.card])
        else:
            assert isinstance(action, Take) and self.view.played is not None  # the CHOOSE phase
            play.collect(seat, self.code[self.view.played], tuple(self.code[c] for c in action.cards))
        return [t + s for t, s in zip(self.totals, play.finish())]
