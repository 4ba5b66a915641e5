"""A rank-only simulator of the rest of a hand, for the strong bot's playouts.

Suits never matter to the rules, so a playout can run on sorted lists of ranks
with the normal heuristic for every seat, tens of times faster than the full
engine (no events, no frozen states, no validation: every move it makes is
legal by construction). `Table` is built once per decision from the view;
`sample` deals the unseen ranks consistently with the floors of knowledge.py;
`value` plays the hand out and scores it for one seat.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from . import cards as deck
from .heuristics import EX_HIGH, EX_LOW
from .knowledge import floors, shown_cards
from .state import EXCHANGE
from .view import View

POINTS = [0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11]


def _exchange(hand: list[int], stock: list[int]) -> None:
    middling = sorted((r for r in hand if EX_LOW <= r <= EX_HIGH), key=lambda r: abs(r - 8))
    k = min(len(middling), len(stock))
    if k:
        for r in middling[:k]:
            hand.remove(r)
        hand.extend(stock[:k])
        del stock[:k]
        hand.sort()


def _lead(hand: list[int]) -> list[int]:
    top = hand[-1]
    n = 1
    while n < len(hand) - 1 and hand[-1 - n] == top:
        n += 1
    cards = hand[-n:]
    del hand[-n:]
    return cards


def _reaches(cards: Sequence[int], best: Sequence[int]) -> bool:
    for a, b in zip(cards, best):
        if a < b:
            return False
    return True


def _follow(hand: list[int], best: list[int]) -> tuple[list[int], bool]:
    n = len(best)
    if n == 1:
        if hand[-1] >= best[0]:
            return [hand.pop()], True
        return [hand.pop(0)], False
    top = hand[-n:]
    if _reaches(top, best):
        del hand[-n:]
        return top, True
    low = hand[:n]
    del hand[:n]
    return low, False


class Table:
    """The public facts of a decision, and the unseen ranks to deal."""

    def __init__(self, v: View) -> None:
        self.v = v
        self.players = v.players
        self.seat = v.seat
        self.active = [s for s in range(v.players) if v.active[s]]
        self.floors = floors(v.players, v.history, v.trick)
        seen = shown_cards(v)
        self.pool = [c.rank for c in deck.deck() if c not in seen]
        self.others = sorted((s for s in range(v.players) if s != v.seat and v.hand_sizes[s]),
                             key=lambda s: -self.floors[s])
        self.discarded = sum(v.discard_counts[s] for s in range(v.players) if s != v.seat)
        self.scores = list(v.scores())
        n = v.players
        self._rotations = [[s for s in ((seat + k) % n for k in range(n)) if v.active[s]]
                           for seat in range(n)]

    def rotation(self, seat: int) -> list[int]:
        """Active seats clockwise from `seat` (or the next active seat)."""
        return self._rotations[seat]

    def sample(self, rnd: random.Random) -> tuple[list[list[int]], list[int]]:
        """(hands as sorted rank lists, stock) — a random deal consistent with the view."""
        draw = rnd.random
        pool = sorted(self.pool, key=lambda _: draw())  # a shuffle, faster than rnd.shuffle
        hands: list[list[int]] = [[] for _ in range(self.players)]
        hands[self.seat] = sorted(c.rank for c in self.v.hand)
        for s in self.others:
            size, low = self.v.hand_sizes[s], self.floors[s]
            if low > 2:
                pick = [r for r in pool if r >= low][:size]
                for r in pick:
                    pool.remove(r)
            else:
                pick, pool = pool[:size], pool[size:]
            hands[s] = sorted(pick)
        return hands, pool[self.discarded:]

    def value(self, hands: list[list[int]], stock: list[int], move: tuple[str, tuple[int, ...]], seat: int) -> float:
        """Play `move` (ranks, "exchange" or "play") for the seat to move, then the
        hand out with the heuristic; the seat's value at the end of the hand."""
        v = self.v
        order = list(v.order)
        kind, ranks = move
        if v.phase == EXCHANGE:
            mine = hands[seat]
            for r in ranks:
                mine.remove(r)
            mine.extend(stock[:len(ranks)])
            del stock[:len(ranks)]
            mine.sort()
            for s in order[1:]:
                _exchange(hands[s], stock)
            rot = self.rotation((v.dealer + 1) % self.players)
            return self._tricks(hands, rot, [], -1, seat)
        mine = hands[seat]
        for r in ranks:
            mine.remove(r)
        best, taker = [c.rank for c in v.best], v.taker
        if not best or _reaches(ranks, best):
            best, taker = list(ranks), seat
        return self._tricks(hands, order[1:], best, taker, seat)

    def _tricks(self, hands: list[list[int]], order: list[int], best: list[int], taker: int, seat: int) -> float:
        while True:
            if best:
                for s in order:
                    cards, ok = _follow(hands[s], best)
                    if ok:
                        best, taker = cards, s
                rot = self.rotation(taker)
            else:
                rot = order  # a trick led from the start of `order`
            if len(hands[rot[0]]) <= 1:
                return self._last(hands, rot, seat)
            best, taker, order = _lead(hands[rot[0]]), rot[0], rot[1:]

    def _last(self, hands: list[list[int]], rot: list[int], seat: int) -> float:
        high = max(hands[s][0] for s in rot)
        scores = self.scores[:]
        for s in rot:
            if hands[s][0] == high:
                scores[s] += POINTS[high]
        alive = [s for s in self.active if scores[s] < 22]
        if not alive:
            low = min(scores[s] for s in self.active)
            tied = [s for s in self.active if scores[s] == low]
            return 1.0 / len(tied) if seat in tied else 0.0
        if seat not in alive:
            return 0.0
        if len(alive) == 1:
            return 1.0
        share: float = (22 - scores[seat]) / sum(22 - scores[s] for s in alive)
        return share
