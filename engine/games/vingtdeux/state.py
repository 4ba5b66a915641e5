"""Vingt-deux's state: immutable, with its randomness inside."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.rng import Rng

from .cards import Card, total

EXCHANGE, PLAY, OVER = "exchange", "play", "over"


@serializable("vingtdeux.TrickPlay")
@dataclass(frozen=True)
class TrickPlay:
    """One seat's cards in a trick and what they did: lead, beats, equals or lowest."""
    seat: int
    cards: tuple[Card, ...]
    effect: str


@serializable("vingtdeux.State")
@dataclass(frozen=True)
class State:
    players: int
    active: tuple[bool, ...]               # False once eliminated
    hand_no: int                           # 1-based
    dealer: int
    hand_size: int                         # cards dealt to each player this hand
    phase: str
    order: tuple[int, ...]                 # seats still to act in this step; order[0] moves
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    discards: tuple[tuple[Card, ...], ...]  # face down, out until the next deal
    trick: tuple[TrickPlay, ...]           # the trick in progress
    best: tuple[Card, ...]                 # the best set so far in this trick
    taker: int                             # the last seat that equalled or beat (-1: none)
    history: tuple[tuple[TrickPlay, ...], ...]  # completed tricks of this hand
    scoring: tuple[tuple[Card, ...], ...]  # each seat's scoring cards
    winners: tuple[int, ...]               # set when the game is over
    rng: Rng

    @property
    def current(self) -> int:
        return self.order[0] if self.order else -1

    def scores(self) -> tuple[int, ...]:
        return tuple(total(pile) for pile in self.scoring)
