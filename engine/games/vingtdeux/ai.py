"""Vingt-deux bots, all on the view only.

easy: any legal move at random. normal: the heuristic of heuristics.py.
strong: determinised Monte Carlo search. Each iteration deals the unseen cards
consistently with the play so far (cards shown, and the floors proven by
lowest-cards plays: knowledge.py), plays one rank-distinct candidate move and
the rest of the hand with the normal heuristic on the rank-only simulator
(fastsim.py), and scores the end of the hand (eliminations, then each seat's
distance to 22). Candidates are chosen by UCB1. The budget is a count of
iterations, sized for a decision p95 under 250 ms on a shared 2-core machine.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from engine.ai.bots import PolicyBot, random_policy
from engine.ai.search import best_index, ucb1_stats
from engine.core.model import Action
from engine.core.rng import Rng

from .actions import Exchange, Play
from .cards import Card
from .fastsim import Table
from .heuristics import heuristic, heuristic_exchange
from .state import EXCHANGE
from .tricks import lowest_cards, ranks
from .view import View

Move = Exchange | Play
STRONG_ITERATIONS = 1000
MAX_CANDIDATES = 14
EXPLORATION = 0.5
# Rank windows the strong bot considers swapping in the exchange (besides keep all
# and the heuristic's swap).
EXCHANGE_WINDOWS = ((2, 14), (9, 14), (11, 14), (6, 10), (5, 9), (7, 12), (2, 5), (2, 7), (8, 14), (12, 14))


def normal_policy(view: View, legal: Sequence[Action], rng: Rng) -> Action:
    action = heuristic(view.hand, view.best, view.phase, view.stock_size)
    return action if action in legal else legal[0]


def exchange_candidates(cards: Iterable[Card], stock: int) -> list[Move]:
    """Keep all, the heuristic's swap, and swaps of the cards in a rank window."""
    hand = sorted(cards)
    out: list[tuple[Card, ...]] = [(), heuristic_exchange(hand, stock)]
    for low, high in EXCHANGE_WINDOWS:
        window = sorted((c for c in hand if low <= c.rank <= high),
                        key=lambda c: (abs(c.rank - (low + high) / 2), c))
        out.append(tuple(sorted(window[:stock])))
    return [Exchange(cards) for cards in out]


def candidates(view: View, legal: Sequence[Action]) -> list[Move]:
    """Rank-distinct moves (suits never matter), at most MAX_CANDIDATES, always
    including the heuristic's choice and the lowest cards."""
    first: list[Move] = [heuristic(view.hand, view.best, view.phase, view.stock_size)]
    if view.phase == EXCHANGE:
        pool = exchange_candidates(view.hand, view.stock_size)
    else:
        pool = [a for a in legal if isinstance(a, Play)]  # all of them, after the exchange
        if view.best:
            first.append(Play(lowest_cards(view.hand, len(view.best))))
    picked: list[Move] = []
    seen: set[tuple[int, ...]] = set()
    for action in first + pool:
        sig = ranks(action.cards)
        if sig not in seen:
            seen.add(sig)
            picked.append(action)
    if len(picked) > MAX_CANDIDATES:
        head = picked[:len(first)]
        rest = sorted(picked[len(first):], key=lambda a: -sum(c.rank for c in a.cards))
        step = len(rest) / (MAX_CANDIDATES - len(head))
        picked = head + [rest[int(i * step)] for i in range(MAX_CANDIDATES - len(head))]
    return picked


def mc_search(view: View, moves: Sequence[Move], iterations: int, rng: Rng) -> Move:
    """UCB1 over `moves` (engine/ai/search.py), each try a fresh consistent deal
    played out on the rank-only simulator."""
    if len(moves) == 1:
        return moves[0]
    return moves[best_index(*mc_stats(view, moves, iterations, rng))]


def mc_stats(view: View, moves: Sequence[Move], iterations: int, rng: Rng) -> tuple[list[float], list[int]]:
    """Each move's summed end-of-hand value and playout count (the hints read the means)."""
    table = Table(view)
    rnd = random.Random(rng.split("search").seed)
    keyed = [("exchange" if isinstance(m, Exchange) else "play", ranks(m.cards)) for m in moves]

    def trial(_: int, k: int) -> float:
        hands, stock = table.sample(rnd)
        return table.value(hands, stock, keyed[k], view.seat)
    return ucb1_stats(moves, iterations, trial, EXPLORATION)


class SearchBot(PolicyBot):
    def __init__(self, level: str, seat: int, seed: int, iterations: int):
        super().__init__(level, seat, seed, self._search)
        self.iterations = iterations

    def _search(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        return mc_search(view, candidates(view, legal), self.iterations, rng)


BOTS = {
    "easy": lambda seat, seed: PolicyBot("easy", seat, seed, random_policy),
    "normal": lambda seat, seed: PolicyBot("normal", seat, seed, normal_policy),
    "strong": lambda seat, seed: SearchBot("strong", seat, seed, STRONG_ITERATIONS),
}
