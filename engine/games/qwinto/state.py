"""Qwinto's state: every sheet, the dice of the current turn, the pending commitments."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action
from engine.core.rng import Rng

from .sheet import Sheet

CHOOSE, KEEP, WRITE, OVER = "choose_dice", "keep_or_reroll", "write", "over"


@serializable("qwinto.State")
@dataclass(frozen=True)
class State:
    players: int
    sheets: tuple[Sheet, ...]
    first: int                       # the seat drawn to roll first
    current: int                     # the active player (who rolls)
    turn: int                        # 1-based
    phase: str
    dice: tuple[str, ...]            # the colours rolled this turn (sheet order)
    faces: tuple[int, ...]           # their values, same order (empty before the roll)
    rolls: int                       # attempts used this turn: 0, 1 or 2
    writers: tuple[int, ...]         # seats deciding in this writing step
    pending: tuple[Action | None, ...]  # per seat, the committed Write/Pass (secret until all decided)
    end_reason: str                  # "" while playing; "two_rows" or "misthrows"
    rng: Rng

    @property
    def total(self) -> int:
        return sum(self.faces)
