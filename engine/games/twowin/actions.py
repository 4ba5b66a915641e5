"""2 Win's two secret choices: the card to pass, then the number to compose.

Both are commitments: once chosen they stay hidden from every other seat until
all players still in have chosen (ruling twowin 8).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action

from .cards import Card


@serializable("twowin.Pass")
@dataclass(frozen=True)
class Pass(Action):
    """Give `card` to the next player still in on the left (clockwise)."""
    kind = "pass"
    card: Card


@serializable("twowin.Compose")
@dataclass(frozen=True)
class Compose(Action):
    """Lay `tens` on the left and `units` on the right: the number tens*10 + units."""
    kind = "compose"
    tens: Card
    units: Card

    @property
    def value(self) -> int:
        return self.tens.digit * 10 + self.units.digit
