"""Num Win's cards, the deck data (resources/decks/numwin.json) and who pairs with whom.

A card is a kind and a printed value: "classic" cards have a colour and a value
0-16; a "rainbow" and a "shadow" carry their printed value (10 and 14 by default);
action cards ("swipe", "flip", "quantum", "flash") have value 0 and score the
data's action points. Pairing (ruling numwin 4) is the one relation every rule
uses: claims, end-of-round pairs and the bots' reasoning.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core.codec import serializable
from engine.core.data import load_json

CLASSIC, RAINBOW, SHADOW = "classic", "rainbow", "shadow"
SWIPE, FLIP, QUANTUM, FLASH = "swipe", "flip", "quantum", "flash"
ACTIONS = (SWIPE, FLIP, QUANTUM, FLASH)


@serializable("numwin.Card")
@dataclass(frozen=True, order=True)
class Card:
    kind: str
    value: int = 0
    colour: str = ""

    @property
    def is_action(self) -> bool:
        return self.kind in ACTIONS

    def __str__(self) -> str:
        if self.kind == CLASSIC:
            return f"{self.value} {self.colour}"
        return self.kind


def deck_data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("decks", "numwin.json")
    return data


@cache
def deck() -> tuple[Card, ...]:
    data = deck_data()
    cards = [Card(CLASSIC, v, c) for c in data["colours"] for v in data["values"] for _ in range(data["copies"])]
    cards += [Card(RAINBOW, data["rainbow"]["value"])] * data["rainbow"]["count"]
    cards += [Card(SHADOW, data["shadow"]["value"])] * data["shadow"]["count"]
    for name in ACTIONS:
        cards += [Card(name)] * data["actions"].get(name, 0)
    return tuple(cards)


@cache
def action_points() -> int:
    return int(deck_data()["action_points"])


@cache
def start_cards() -> int:
    return int(deck_data()["start_cards"])


@cache
def combination_size() -> int:
    return int(deck_data()["combination_size"])


@cache
def call_penalty() -> int:
    return int(deck_data()["call_penalty"])


def points(card: Card) -> int:
    """Face points of a lone card (a lone Rainbow's 0 is decided by scoring, not here)."""
    return action_points() if card.is_action else card.value


def pairs(a: Card, b: Card) -> bool:
    """ruling numwin 4: same classic value; Rainbow with anything but an action
    card (another Rainbow and a Shadow included); Shadow only with a Rainbow."""
    if a.is_action or b.is_action:
        return False
    if a.kind == RAINBOW or b.kind == RAINBOW:
        return True
    if a.kind == SHADOW or b.kind == SHADOW:
        return False
    return a.value == b.value
