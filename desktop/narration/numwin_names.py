"""Num Win's card names as players hear them ("7 red", "Rainbow (10)"), shared by the
narration, the claim narration and the table's rows."""
from __future__ import annotations

from desktop.qt import QT_TRANSLATE_NOOP, translate
from engine.games.numwin.cards import CLASSIC, Card

from .words import colour, decimal, join

SPECIAL = {
    "rainbow": QT_TRANSLATE_NOOP("numwin", "Rainbow"),
    "shadow": QT_TRANSLATE_NOOP("numwin", "Shadow"),
    "swipe": QT_TRANSLATE_NOOP("numwin", "Swipe"),
    "flip": QT_TRANSLATE_NOOP("numwin", "Flip"),
    "quantum": QT_TRANSLATE_NOOP("numwin", "Quantum"),
    "flash": QT_TRANSLATE_NOOP("numwin", "Flash"),
}


def card_name(card: Card | None) -> str:
    if card is None:
        return translate("numwin", "a hidden card")
    if card.kind == CLASSIC:
        return translate("numwin", "{value} {colour}").format(value=card.value, colour=colour(card.colour))
    name = translate("numwin", SPECIAL.get(card.kind, card.kind))
    if card.kind in ("rainbow", "shadow"):
        return translate("numwin", "{name} ({value})").format(name=name, value=card.value)
    return name


def cards_text(cards) -> str:
    return join([card_name(c) for c in cards])


def seconds(ms: int) -> str:
    return translate("numwin", "{s} s").format(s=decimal(ms / 1000))
