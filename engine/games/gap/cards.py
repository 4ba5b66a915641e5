"""GAP's cards and the deck data (resources/decks/gap.json)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core.codec import serializable
from engine.core.data import load_json


@serializable("gap.Card")
@dataclass(frozen=True, order=True)
class Card:
    value: int
    colour: str

    def __str__(self) -> str:
        return f"{self.value} {self.colour}"


def deck_data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("decks", "gap.json")
    return data


def colours() -> tuple[str, ...]:
    return tuple(deck_data()["colours"])


def values() -> tuple[int, ...]:
    return tuple(deck_data()["values"])


@cache
def deck(in_play: tuple[str, ...]) -> tuple[Card, ...]:
    data = deck_data()
    return tuple(Card(v, c) for c in in_play for v in data["values"] for _ in range(data["copies"]))


@cache
def neighbours(value: int) -> tuple[int, int]:
    """Circular neighbours: those of 0 are 9 and 1; of 9, 8 and 0."""
    vals = values()
    i = vals.index(value)
    return vals[(i - 1) % len(vals)], vals[(i + 1) % len(vals)]


def hand_size(players: int) -> int:
    return int(deck_data()["hand_size_by_players"][str(players)])


def removed_count(players: int) -> int:
    return int(deck_data()["removed_colours_by_players"].get(str(players), 0))


def middle_size() -> int:
    return int(deck_data()["middle_size"])
