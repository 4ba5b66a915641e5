"""GAP's state: immutable, with its randomness inside."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.rng import Rng

from .cards import Card

PLAY, CHOOSE, OVER = "play", "choose", "over"


@serializable("gap.State")
@dataclass(frozen=True)
class State:
    players: int
    target: int
    rounds: int                      # 0: play to the target; else a fixed number of rounds
    colours: tuple[str, ...]         # in play, in deck order
    removed: tuple[str, ...]
    hands: tuple[tuple[Card, ...], ...]
    middle: tuple[Card, ...]
    pile: tuple[Card, ...]
    collections: tuple[tuple[Card, ...], ...]
    round_scores: tuple[tuple[int, ...], ...]   # per seat, one entry per finished round
    round: int                       # 1-based
    round_first: int
    current: int
    phase: str
    played: Card | None              # the card waiting for its take choice
    rng: Rng

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(rs) for rs in self.round_scores)
