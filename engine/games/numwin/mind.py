"""What a bot believes, built from its View alone: remembered cards, the unseen
pool and score estimates.

Imperfect memory (easy, normal): a face-down card the seat has seen is forgotten
with a probability that grows with the card's age (how many cards entered play
since, read from the public `uid`s) up to the level's rate. The draw is a hash of
the bot's seed and the card's uid, so it is stable from one decision to the next,
replays exactly and survives a save without the bot carrying any memory of its own.
Face-up cards (Quantum, claimed pairs) are never forgotten.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import cards as deck
from .cards import RAINBOW, Card, pairs, points
from .scoring import fast_points
from .view import View

MASK = (1 << 64) - 1


def _mix(seed: int, uid: int) -> float:
    """splitmix64 of (seed, uid) as a float in [0, 1)."""
    z = (seed * 0x9E3779B97F4A7C15 + (uid + 1) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return ((z ^ (z >> 31)) & MASK) / float(1 << 64)


@dataclass
class Mind:
    view: View
    known: dict[tuple[int, int], Card]   # (owner, position) -> remembered card
    pool: list[Card]                     # cards not seen anywhere
    unknown_mean: float

    @property
    def me(self) -> int:
        return self.view.seat

    def hand_cards(self, seat: int) -> tuple[list[Card], int, int]:
        """(known free cards, unknown free count, size) of a combination."""
        known, unknown = [], 0
        for p, slot in enumerate(self.view.hands[seat]):
            if slot.paired:
                continue
            card = self.known.get((seat, p))
            if card is None:
                unknown += 1
            else:
                known.append(card)
        return known, unknown, len(self.view.hands[seat])

    def estimate(self, known: list[Card], unknown: int, size: int, unknown_mean: float | None = None) -> float:
        """Expected points: known cards paired at best, unknown ones at the pool mean,
        and the cards still missing to 5 (they will be completed blind)."""
        mean = self.unknown_mean if unknown_mean is None else unknown_mean
        missing = max(0, deck.combination_size() - size)
        return fast_points(known) + (unknown + missing) * mean

    def my_estimate(self) -> float:
        return self.estimate(*self.hand_cards(self.me))

    def matches(self, card: Card) -> list[tuple[int, int]]:
        """Remembered unprotected cards that pair with `card`."""
        return [(s, p) for (s, p), c in self.known.items()
                if not self.view.hands[s][p].paired and pairs(card, c)]


def lone_points(card: Card) -> float:
    return 0.0 if card.kind == RAINBOW else float(points(card))


def build_mind(view: View, seed: int, forget: float) -> Mind:
    hands = view.hands
    newest = max((slot.uid for hand in hands for slot in hand), default=0)
    known: dict[tuple[int, int], Card] = {}
    visible: list[Card] = list(view.discard) + ([view.drawn] if view.drawn is not None else [])
    for s, hand in enumerate(hands):
        for p, slot in enumerate(hand):
            if slot.card is None:
                continue
            visible.append(slot.card)
            if forget and not (slot.up or slot.paired):
                age = newest - slot.uid
                if _mix(seed, slot.uid) < forget * min(1.0, age / 10.0):
                    continue
            known[(s, p)] = slot.card
    pool = list(deck.deck())
    for card in visible:
        if card in pool:
            pool.remove(card)
    mean = sum(lone_points(c) for c in pool) / len(pool) if pool else 7.0
    return Mind(view, known, pool, mean)
