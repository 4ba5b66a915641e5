"""The decks' colours and a few sample cards of each deck, for the card tests."""
from __future__ import annotations

import json
from pathlib import Path

from desktop.cards import CardFace

DECKS = Path(__file__).resolve().parents[3] / "resources" / "decks"


def deck(name: str) -> dict:
    return json.loads((DECKS / f"{name}.json").read_text(encoding="utf-8"))


def deck_colours() -> dict[str, list[str]]:
    """Game id -> the colour (or suit) keys its cards or dice use."""
    return {
        "gap": deck("gap")["colours"],
        "twowin": deck("twowin")["colours"],
        "numwin": deck("numwin")["colours"],
        "qwinto": deck("qwinto")["dice"],
        "vingtdeux": deck("vingtdeux")["suits"],
    }


def sample_faces() -> dict[str, list[CardFace]]:
    """A few cards of every deck (dice are drawn by paint_die)."""
    vd = deck("vingtdeux")["rank_labels"]
    return {
        "gap": [CardFace(str(v), v, c, label=f"{v} {c}") for c, v in zip(deck("gap")["colours"], (0, 5, 7, 9, 3))],
        "twowin": [CardFace(str(v), v, c, stars=s, label=f"{v} {c}")
                   for c, v, s in zip(deck("twowin")["colours"], (1, 7, 9), (0, 1, 2))],
        "vingtdeux": [CardFace(vd[str(r)], r, s, label=vd[str(r)])
                      for s, r in zip(deck("vingtdeux")["suits"], (2, 10, 12, 14))],
        "numwin": [CardFace("16", 16, "jaune", label="16 jaune"), CardFace("0", 0, "rouge", label="0 rouge"),
                   CardFace("10", 10, special="rainbow", label="Rainbow"),
                   CardFace("14", 14, special="shadow", label="Shadow")]
                  + [CardFace(a.capitalize(), None, special=a, label=a) for a in deck("numwin")["actions"]],
    }
