"""Vingt-deux's two moves: exchange some cards (possibly none), and play a set."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action

from .cards import Card


@serializable("vingtdeux.Exchange")
@dataclass(frozen=True)
class Exchange(Action):
    """Discard these cards and draw as many from the stock; () keeps the whole hand."""
    kind = "exchange"
    cards: tuple[Card, ...] = ()


@serializable("vingtdeux.Play")
@dataclass(frozen=True)
class Play(Action):
    """Lead or follow with these cards ("play my lowest cards" is Play(lowest_cards(hand, n)))."""
    kind = "play"
    cards: tuple[Card, ...]
