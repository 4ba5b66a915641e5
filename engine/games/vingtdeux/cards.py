"""Vingt-deux's cards and the deck data (resources/decks/vingtdeux.json).

A standard 52-card deck; ranks 2 (low) … 14 = ace (high); suits play no part in
the rules but keep the 52 cards distinct (conservation, the GUI's card painter).
The point value of a card is also the hand size of the next deal (ruling vingtdeux 2).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core.codec import serializable
from engine.core.data import load_json


@serializable("vingtdeux.Card")
@dataclass(frozen=True, order=True)
class Card:
    rank: int
    suit: str

    def __str__(self) -> str:
        return f"{rank_label(self.rank)} {self.suit}"


def deck_data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("decks", "vingtdeux.json")
    return data


@cache
def deck() -> tuple[Card, ...]:
    data = deck_data()
    return tuple(Card(r, s) for s in data["suits"] for r in data["ranks"])


@cache
def _points() -> dict[int, int]:
    return {int(k): v for k, v in deck_data()["points"].items()}


def points(card: Card) -> int:
    """Scoring value: 2–10 face value, J/Q/K 10, ace 11."""
    return _points()[card.rank]


def total(cards: Iterable[Card]) -> int:
    table = _points()
    return sum(table[c.rank] for c in cards)


def rank_label(rank: int) -> str:
    return str(deck_data()["rank_labels"][str(rank)])


def first_hand_size() -> int:
    return int(deck_data()["first_hand_size"])


def elimination_score() -> int:
    return int(deck_data()["elimination_score"])
