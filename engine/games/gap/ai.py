"""GAP bots. easy: any legal card at random; normal: greedy on the round score;
strong: determinised Monte Carlo search (hidden hands sampled from the view,
greedy playouts to the round's end on fastsim.py), every legal move tried on the
same deals; the budget is a count of playouts (p95 well under 250 ms)."""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from engine.ai.bots import PolicyBot, random_policy
from engine.ai.search import best_index
from engine.core.model import Action
from engine.core.rng import Rng

from . import cards as deck
from .cards import Card
from .fastsim import Sampler
from .fastsim import score as fastsim_score
from .rules import _take_choices, legal_actions
from .state import PLAY, State
from .view import View

STRONG_ITERATIONS = 120


class _Collection:
    """Colour counts of one collection, scored once; candidates are scored by difference."""

    def __init__(self, collection: Iterable[Card]) -> None:
        self.counts: dict[str, int] = {}
        for card in collection:
            self.counts[card.colour] = self.counts.get(card.colour, 0) + 1
        self.score = _score(self.counts.values())

    def gain(self, card: Card, taken: tuple[Card, ...] | None) -> float:
        """How much the round score moves if `card` and `taken` join the collection."""
        if taken is None:
            return -0.05  # the card feeds the middle for the next players
        counts = dict(self.counts)
        for c in (*taken, card):
            counts[c.colour] = counts.get(c.colour, 0) + 1
        return _score(counts.values()) - self.score + 0.01 * len(taken)


def _score(counts: Iterable[int]) -> int:
    """round_score from colour counts: the playouts' own scoring (fastsim.score)."""
    return fastsim_score(list(counts))


def _best_take(mine: _Collection, middle: tuple[Card, ...], card: Card) -> tuple[float, tuple[Card, ...] | None]:
    same = tuple(c for c in middle if c.value == card.value)
    if same:
        return mine.gain(card, same), same
    choices = _take_choices(middle, card)
    if choices == ((),):
        return mine.gain(card, None), None
    return max(((mine.gain(card, ch), ch) for ch in choices), key=lambda p: p[0])


def greedy(hand: tuple[Card, ...], collection: tuple[Card, ...], colours: tuple[str, ...], middle: tuple[Card, ...],
           phase: str, played: Card | None, legal: tuple[Any, ...]) -> Action:
    """The legal move with the best immediate gain (Plays, or Takes after a play)."""
    mine = _Collection(collection)
    if phase == PLAY:
        best: Action = max(legal, key=lambda a: (_best_take(mine, middle, a.card)[0], -legal.index(a)))
        return best
    assert played is not None  # choosing what to take follows a play
    best = max(legal, key=lambda a: (mine.gain(played, a.cards), -legal.index(a)))
    return best


def greedy_policy(view: View, legal: Sequence[Action], rng: Rng) -> Action:
    return greedy(view.hand, view.collections[view.seat], view.colours, view.middle,
                  view.phase, view.played, tuple(legal))


def rollout_policy(state: State, seat: int, rng: Rng) -> Action:
    legal = legal_actions(state, seat)
    return greedy(state.hands[seat], state.collections[seat], state.colours, state.middle,
                  state.phase, state.played, legal)


def sample_state(view: View, rng: Rng) -> State:
    """A full state consistent with the view: unseen cards dealt at random."""
    seen = set(view.hand) | set(view.middle) | {c for col in view.collections for c in col}
    if view.played:
        seen.add(view.played)
    unseen = [c for c in deck.deck(view.colours) if c not in seen]
    shuffled, rng = rng.shuffle(unseen)
    hands, at = [], 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(view.hand)
        else:
            hands.append(tuple(sorted(shuffled[at:at + size])))
            at += size
    return State(view.players, view.target, view.rounds, view.colours, view.removed, tuple(hands),
                 view.middle, tuple(shuffled[at:]), view.collections, view.round_scores, view.round,
                 view.round_first, view.current, view.phase, view.played, rng)


def _round_over(start: State, state: State) -> bool:
    return state.round != start.round


def _value(state: State, seat: int) -> float:
    return _standing(state.totals(), seat)


def _standing(totals: Sequence[int], seat: int) -> float:
    """A value in (0, 1): the lead over the best other total, squashed."""
    best_other = max(t for s, t in enumerate(totals) if s != seat)
    return 1.0 / (1.0 + math.exp(-(totals[seat] - best_other) / 4.0))


def search_stats(view: View, legal: Sequence[Action], rng: Rng,
                 iterations: int = STRONG_ITERATIONS) -> tuple[list[float], list[int]]:
    """Each legal move's summed value and playout count (the hints read the means).

    Paired: deal k (ai.sample_state's deal drawn with rng.split(k)) is played out
    after every move, greedily to the round's end (a move that ends the round is
    judged there), so moves are compared on the same cards; `iterations` playouts in
    all. Against UCB1 on independent deals (before) it halves the value lost to the
    best move at the same budget (issue 17's plateau note)."""
    samples = Sampler(view)
    deals = max(2, iterations // len(legal))
    totals = [0.0] * len(legal)
    for k in range(deals):
        for index, end in enumerate(samples.totals_after_each(legal, rng.split(k))):
            totals[index] += _standing(end, view.seat)
    return totals, [deals] * len(legal)


class SearchBot(PolicyBot):
    def __init__(self, level: str, seat: int, seed: int, iterations: int):
        super().__init__(level, seat, seed, self._search)
        self.iterations = iterations

    def _search(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        legal = tuple(legal)
        return legal[best_index(*search_stats(view, legal, rng, self.iterations))]


BOTS = {
    "easy": lambda seat, seed: PolicyBot("easy", seat, seed, random_policy),
    "normal": lambda seat, seed: PolicyBot("normal", seat, seed, greedy_policy),
    "strong": lambda seat, seed: SearchBot("strong", seat, seed, STRONG_ITERATIONS),
}
