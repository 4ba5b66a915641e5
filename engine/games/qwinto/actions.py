"""Qwinto's moves. The active player: `Roll` (choose dice), then `Keep` or `Reroll`
once; then everyone who may write: `Write` (a box, by row colour and grid column)
or `Pass` (for the active player, a pass is a misthrow)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action


@serializable("qwinto.Roll")
@dataclass(frozen=True)
class Roll(Action):
    """The dice to roll, as colours in sheet order (orange, yellow, purple)."""
    kind = "roll"
    dice: tuple[str, ...]


@serializable("qwinto.Keep")
@dataclass(frozen=True)
class Keep(Action):
    kind = "keep"


@serializable("qwinto.Reroll")
@dataclass(frozen=True)
class Reroll(Action):
    """Roll the same dice once more; the second result is final."""
    kind = "reroll"


@serializable("qwinto.Write")
@dataclass(frozen=True)
class Write(Action):
    """Write the announced sum in `row` at grid `column` (0-11, see layout.py)."""
    kind = "write"
    row: str
    column: int


@serializable("qwinto.Pass")
@dataclass(frozen=True)
class Pass(Action):
    """Write nothing this roll; for the active player this marks a misthrow."""
    kind = "pass"
