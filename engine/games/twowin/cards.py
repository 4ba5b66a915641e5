"""2 Win's cards, the numbers they make, and the deck data (resources/decks/twowin.json).

The deck is data ([data] ruling twowin 1): colours, digits and the stars carried by
each copy come from the JSON file so that a corrected star distribution needs no code.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core.codec import serializable
from engine.core.data import load_json


@serializable("twowin.Card")
@dataclass(frozen=True, order=True)
class Card:
    digit: int
    colour: str
    stars: int

    def __str__(self) -> str:
        return f"{self.digit} {self.colour}" + (f" {'*' * self.stars}" if self.stars else "")


@serializable("twowin.Number")
@dataclass(frozen=True)
class Number:
    """Two cards laid side by side: `tens` on the left, `units` on the right."""
    tens: Card
    units: Card

    @property
    def value(self) -> int:
        return self.tens.digit * 10 + self.units.digit

    @property
    def stars(self) -> int:
        return self.tens.stars + self.units.stars

    @property
    def double(self) -> bool:
        return self.tens.digit == self.units.digit

    def cards(self) -> tuple[Card, Card]:
        return self.tens, self.units


def deck_data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("decks", "twowin.json")
    return data


def colours() -> tuple[str, ...]:
    return tuple(deck_data()["colours"])


@cache
def deck() -> tuple[Card, ...]:
    data = deck_data()
    return tuple(Card(d, c, s) for c in data["colours"] for d in data["digits"]
                 for s in data["stars_by_copy"])


def hand_size() -> int:
    return int(deck_data()["hand_size"])


@cache
def run_length() -> int:
    """Cached: the draw step asks for it at every card (clear with `run_length.cache_clear()`)."""
    return int(deck_data()["run_length"])


def numbers_kept() -> int:
    return int(deck_data()["numbers_kept_on_rebuild"])


def player_range() -> tuple[int, int]:
    data = deck_data()
    return data["min_players"], data["max_players"]
