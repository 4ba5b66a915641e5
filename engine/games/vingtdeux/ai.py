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

import math
import random

from engine.ai.bots import PolicyBot, random_policy
from engine.core.rng import Rng

from .actions import Exchange, Play
from .fastsim import Table
from .heuristics import heuristic, heuristic_exchange
from .state import EXCHANGE
from .tricks import lowest_cards, ranks

STRONG_ITERATIONS = 1000
MAX_CANDIDATES = 14
EXPLORATION = 0.5
# Rank windows the strong bot considers swapping in the exchange (besides keep all
# and the heuristic's swap).
EXCHANGE_WINDOWS = ((2, 14), (9, 14), (11, 14), (6, 10), (5, 9), (7, 12), (2, 5), (2, 7), (8, 14), (12, 14))


def normal_policy(view, legal, rng: Rng):
    action = heuristic(view.hand, view.best, view.phase, view.stock_size)
    return action if action in legal else legal[0]


def exchange_candidates(hand, stock: int) -> list:
    """Keep all, the heuristic's swap, and swaps of the cards in a rank window."""
    hand = sorted(hand)
    out = [(), heuristic_exchange(hand, stock)]
    for low, high in EXCHANGE_WINDOWS:
        window = sorted((c for c in hand if low <= c.rank <= high),
                        key=lambda c: (abs(c.rank - (low + high) / 2), c))
        out.append(tuple(sorted(window[:stock])))
    return [Exchange(cards) for cards in out]


def candidates(view, legal) -> list:
    """Rank-distinct moves (suits never matter), at most MAX_CANDIDATES, always
    including the heuristic's choice and the lowest cards."""
    first = [heuristic(view.hand, view.best, view.phase, view.stock_size)]
    if view.phase == EXCHANGE:
        pool = exchange_candidates(view.hand, view.stock_size)
    else:
        pool = list(legal)
        if view.best:
            first.append(Play(lowest_cards(view.hand, len(view.best))))
    picked, seen = [], set()
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


def mc_search(view, moves: list, iterations: int, rng: Rng):
    """UCB1 over `moves`, each iteration a fresh consistent deal and a playout."""
    if len(moves) == 1:
        return moves[0]
    totals, counts = mc_stats(view, moves, iterations, rng)
    best = max(range(len(moves)), key=lambda j: (totals[j] / counts[j] if counts[j] else -1.0, -j))
    return moves[best]


def mc_stats(view, moves: list, iterations: int, rng: Rng) -> tuple[list[float], list[int]]:
    """Each move's summed end-of-hand value and playout count (the hints read the means)."""
    table = Table(view)
    rnd = random.Random(rng.split("search").seed)
    keyed = [("exchange" if isinstance(m, Exchange) else "play", ranks(m.cards)) for m in moves]
    totals = [0.0] * len(moves)
    counts = [0] * len(moves)
    for i in range(iterations):
        if i < len(moves):
            k = i
        else:
            log_n = math.log(i)
            k = max(range(len(moves)), key=lambda j: totals[j] / counts[j]
                    + EXPLORATION * math.sqrt(log_n / counts[j]))
        hands, stock = table.sample(rnd)
        totals[k] += table.value(hands, stock, keyed[k], view.seat)
        counts[k] += 1
    return totals, counts


class SearchBot(PolicyBot):
    def __init__(self, level: str, seat: int, seed: int, iterations: int):
        super().__init__(level, seat, seed, self._search)
        self.iterations = iterations

    def _search(self, view, legal, rng: Rng):
        return mc_search(view, candidates(view, legal), self.iterations, rng)


BOTS = {
    "easy": lambda seat, seed: PolicyBot("easy", seat, seed, random_policy),
    "normal": lambda seat, seed: PolicyBot("normal", seat, seed, normal_policy),
    "strong": lambda seat, seed: SearchBot("strong", seat, seed, STRONG_ITERATIONS),
}
