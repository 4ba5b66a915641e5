"""GAP's two moves: play a card, then (only when several copies qualify) choose which to take."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action

from .cards import Card


@serializable("gap.Play")
@dataclass(frozen=True)
class Play(Action):
    kind = "play"
    card: Card


@serializable("gap.Take")
@dataclass(frozen=True)
class Take(Action):
    """The copies chosen among the neighbour values (one per value at most)."""
    kind = "take"
    cards: tuple[Card, ...]
