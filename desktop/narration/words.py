"""Words every game shares: colour names, joined lists, reason codes of the engine.

Colour ids in the engine are the French names of the rule texts ("rouge"); what a
player hears is translated here.
"""
from __future__ import annotations

from desktop.qt import QT_TRANSLATE_NOOP, translate

COLOURS = {
    "rouge": QT_TRANSLATE_NOOP("colour", "red"),
    "jaune": QT_TRANSLATE_NOOP("colour", "yellow"),
    "bleu": QT_TRANSLATE_NOOP("colour", "blue"),
    "vert": QT_TRANSLATE_NOOP("colour", "green"),
    "violet": QT_TRANSLATE_NOOP("colour", "purple"),
    "rose": QT_TRANSLATE_NOOP("colour", "pink"),
    "orange": QT_TRANSLATE_NOOP("colour", "orange"),
}


def colour(colour_id: str) -> str:
    return translate("colour", COLOURS[colour_id]) if colour_id in COLOURS else colour_id


def join(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' in the current language."""
    items = [i for i in items if i]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return translate("words", "{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def count(n: int, one: str, many: str) -> str:
    """A count with its noun, where the caller passes both translated forms."""
    return (one if n == 1 else many).format(n=n)
