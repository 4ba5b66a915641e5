"""One sticker per physical card of a game's deck (or per die face), read from the engine.

GAP 50 cards, 2 Win 108, Vingt-deux 52, Num Win 80, Qwinto: 3 dice x 6 faces.
Decks come from each game's card module (resources/decks/<game>.json).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from desktop.cards import CardFace
from engine.games import GAME_IDS

GAMES = GAME_IDS  # every game has sheets (tests/desktop/test_registry.py)


@dataclass(frozen=True)
class Sticker:
    face: CardFace | None = None     # a card
    die_value: int | None = None     # or a die face
    die_colour: str | None = None

    @property
    def is_die(self) -> bool:
        return self.face is None


def _cards(game_id: str):
    return importlib.import_module(f"engine.games.{game_id}.cards")


def _gap() -> list[Sticker]:
    cards = _cards("gap")
    return [Sticker(CardFace(str(c.value), c.value, c.colour, label=str(c))) for c in cards.deck(cards.colours())]


def _twowin() -> list[Sticker]:
    return [Sticker(CardFace(str(c.digit), c.digit, c.colour, stars=c.stars, label=str(c)))
            for c in _cards("twowin").deck()]


def _vingtdeux() -> list[Sticker]:
    cards = _cards("vingtdeux")
    return [Sticker(CardFace(cards.rank_label(c.rank), c.rank, c.suit, label=str(c))) for c in cards.deck()]


def _numwin() -> list[Sticker]:
    cards = _cards("numwin")
    out = []
    for c in cards.deck():
        if c.kind == cards.CLASSIC:
            out.append(Sticker(CardFace(str(c.value), c.value, c.colour, label=str(c))))
        elif c.is_action:
            out.append(Sticker(CardFace(c.kind.capitalize(), None, None, special=c.kind, label=str(c))))
        else:  # rainbow, shadow: a value and a special mark
            out.append(Sticker(CardFace(str(c.value), c.value, None, special=c.kind, label=str(c))))
    return out


def _qwinto() -> list[Sticker]:
    from engine.core.data import load_json
    data = load_json("decks", "qwinto.json")
    return [Sticker(die_value=v, die_colour=colour) for colour in data["dice"] for v in range(1, data["faces"] + 1)]


def stickers_for(game_id: str) -> list[Sticker]:
    """Every sticker of a game, in deck order."""
    return {"gap": _gap, "twowin": _twowin, "vingtdeux": _vingtdeux, "numwin": _numwin,
            "qwinto": _qwinto}[game_id]()
