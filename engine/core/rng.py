"""Seeded randomness carried inside the game state as a plain value.

A `Rng` is a seed and a draw counter: it compares by value, survives the JSON
round-trip, and a seed plus a list of actions replays a match exactly. Every
draw returns the result together with the advanced `Rng`.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from .codec import serializable

T = TypeVar("T")


@serializable("core.Rng")
@dataclass(frozen=True)
class Rng:
    seed: int
    counter: int = 0

    def _source(self) -> random.Random:
        # String seeds are hashed with SHA-512: stable across runs and platforms.
        return random.Random(f"tablee:{self.seed}:{self.counter}")

    def _next(self) -> Rng:
        return Rng(self.seed, self.counter + 1)

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        shuffled = list(items)
        self._source().shuffle(shuffled)
        return tuple(shuffled), self._next()

    def randint(self, low: int, high: int) -> tuple[int, Rng]:
        """An integer in [low, high], both included."""
        return self._source().randint(low, high), self._next()

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        return items[self._source().randrange(len(items))], self._next()

    def random(self) -> tuple[float, Rng]:
        return self._source().random(), self._next()

    def split(self, salt: int | str) -> Rng:
        """An independent stream for a sub-purpose (a bot, a sample)."""
        return Rng(random.Random(f"split:{self.seed}:{self.counter}:{salt}").getrandbits(62))
