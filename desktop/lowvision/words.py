"""The tactile code in words, as the legend speaks it: "Red: a circle", "7: a bar and two dots"."""
from __future__ import annotations

from itertools import groupby

from desktop.narration.words import join
from desktop.qt import QT_TRANSLATE_NOOP, translate

SHAPE_NAMES = {
    "circle": QT_TRANSLATE_NOOP("tactile", "a circle"),
    "triangle": QT_TRANSLATE_NOOP("tactile", "a triangle"),
    "square": QT_TRANSLATE_NOOP("tactile", "a square"),
    "diamond": QT_TRANSLATE_NOOP("tactile", "a diamond"),
    "cross": QT_TRANSLATE_NOOP("tactile", "a cross"),
    "heart": QT_TRANSLATE_NOOP("tactile", "a heart"),
    "hexagon": QT_TRANSLATE_NOOP("tactile", "a hexagon"),
    "star": QT_TRANSLATE_NOOP("tactile", "a star"),
    "pentagon": QT_TRANSLATE_NOOP("tactile", "a pentagon"),
    "spade": QT_TRANSLATE_NOOP("tactile", "a spade"),
    "suit_heart": QT_TRANSLATE_NOOP("tactile", "a playing-card heart"),
    "suit_diamond": QT_TRANSLATE_NOOP("tactile", "a playing-card diamond"),
    "club": QT_TRANSLATE_NOOP("tactile", "a club"),
    "arc": QT_TRANSLATE_NOOP("tactile", "an arch"),
    "crescent": QT_TRANSLATE_NOOP("tactile", "a crescent moon"),
    "arrows": QT_TRANSLATE_NOOP("tactile", "two opposite arrows"),
    "flip": QT_TRANSLATE_NOOP("tactile", "a card half filled"),
    "orbit": QT_TRANSLATE_NOOP("tactile", "an atom with its rings"),
    "bolt": QT_TRANSLATE_NOOP("tactile", "a lightning bolt"),
}

MARK_COUNTS = {
    ("bar", 1): QT_TRANSLATE_NOOP("tactile", "a bar"),
    ("bar", 2): QT_TRANSLATE_NOOP("tactile", "two bars"),
    ("bar", 3): QT_TRANSLATE_NOOP("tactile", "three bars"),
    ("dot", 1): QT_TRANSLATE_NOOP("tactile", "a dot"),
    ("dot", 2): QT_TRANSLATE_NOOP("tactile", "two dots"),
    ("dot", 3): QT_TRANSLATE_NOOP("tactile", "three dots"),
    ("dot", 4): QT_TRANSLATE_NOOP("tactile", "four dots"),
    ("ring", 1): QT_TRANSLATE_NOOP("tactile", "a ring"),
    ("ring", 2): QT_TRANSLATE_NOOP("tactile", "two rings"),
}
MARK_MANY = {
    "bar": QT_TRANSLATE_NOOP("tactile", "{n} bars"),
    "dot": QT_TRANSLATE_NOOP("tactile", "{n} dots"),
    "ring": QT_TRANSLATE_NOOP("tactile", "{n} rings"),
}
#: One word per mark, for typing a pattern; both languages are always understood.
MARK_WORDS = {
    "bar": QT_TRANSLATE_NOOP("tactile", "bar"),
    "dot": QT_TRANSLATE_NOOP("tactile", "dot"),
    "ring": QT_TRANSLATE_NOOP("tactile", "ring"),
}
TYPED = {"bar": "bar", "bars": "bar", "barre": "bar", "barres": "bar", "b": "bar", "|": "bar",
         "dot": "dot", "dots": "dot", "point": "dot", "points": "dot", "p": "dot", "d": "dot", ".": "dot",
         "ring": "ring", "rings": "ring", "anneau": "ring", "anneaux": "ring", "o": "ring", "r": "ring",
         "a": "ring", "0": "ring"}


def shape_name(shape: str) -> str:
    return translate("tactile", SHAPE_NAMES[shape]) if shape in SHAPE_NAMES else shape


def pattern_text(marks: tuple[str, ...] | list[str]) -> str:
    """("bar", "dot", "dot") -> "a bar and two dots", in the current language."""
    parts = []
    for mark, run in groupby(marks):
        n = len(list(run))
        if (mark, n) in MARK_COUNTS:
            parts.append(translate("tactile", MARK_COUNTS[(mark, n)]))
        else:
            parts.append(translate("tactile", MARK_MANY.get(mark, "{n} " + mark)).format(n=n))
    return join(parts)


def pattern_words(marks: tuple[str, ...] | list[str]) -> str:
    """("bar", "dot", "dot") -> "bar dot dot" (the form the settings page edits)."""
    return " ".join(translate("tactile", MARK_WORDS[m]) for m in marks)


def parse_pattern(text: str) -> tuple[str, ...]:
    """Typed marks ("bar dot dot", "barre, point", "| . .") -> marks; ValueError names the bad word."""
    spaced = text.replace(",", " ").replace(";", " ").replace("|", " | ").replace(".", " . ")
    marks = []
    local = {translate("tactile", w).lower(): m for m, w in MARK_WORDS.items()}
    for word in spaced.lower().split():
        mark = local.get(word) or TYPED.get(word)
        if mark is None:
            raise ValueError(word)
        marks.append(mark)
    if not marks:
        raise ValueError("")
    return tuple(marks)


def colour_line(name: str, shape: str) -> str:
    return translate("tactile", "{colour}: {shape}").format(colour=name[:1].upper() + name[1:],
                                                             shape=shape_name(shape))


def value_line(value: int, marks: tuple[str, ...]) -> str:
    return translate("tactile", "{value}: {pattern}").format(value=value, pattern=pattern_text(marks))
