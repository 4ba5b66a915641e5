"""Words every game shares: colour names, joined lists, counted nouns, reason codes.

Colour ids in the engine are the French names of the rule texts ("rouge"); what a
player hears is translated here.

Plurals follow each language's rule on |n| (French singular for |n| <= 1: "0 carte",
"-1 point"; English singular for |n| = 1 only). Qt's numerus forms are not used:
Qt picks the first form and leaves %n unreplaced for a negative n, and scores are
often negative, so the number is formatted here.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from desktop.qt import QT_TRANSLATE_NOOP, QtCore, QtGui, translate

COLOURS = {
    "rouge": QT_TRANSLATE_NOOP("colour", "red"),
    "jaune": QT_TRANSLATE_NOOP("colour", "yellow"),
    "bleu": QT_TRANSLATE_NOOP("colour", "blue"),
    "vert": QT_TRANSLATE_NOOP("colour", "green"),
    "violet": QT_TRANSLATE_NOOP("colour", "purple"),
    "rose": QT_TRANSLATE_NOOP("colour", "pink"),
    "orange": QT_TRANSLATE_NOOP("colour", "orange"),
}


#: The colour as an adjective of "card" (French: feminine, singular and plural), for counts of
#: cards of a colour: "3 red" would be heard as a card's name in GAP (value 3, red).
CARD_COLOURS = {
    "rouge": (QT_TRANSLATE_NOOP("colour of one card", "red"), QT_TRANSLATE_NOOP("colour of cards", "red")),
    "jaune": (QT_TRANSLATE_NOOP("colour of one card", "yellow"), QT_TRANSLATE_NOOP("colour of cards", "yellow")),
    "bleu": (QT_TRANSLATE_NOOP("colour of one card", "blue"), QT_TRANSLATE_NOOP("colour of cards", "blue")),
    "vert": (QT_TRANSLATE_NOOP("colour of one card", "green"), QT_TRANSLATE_NOOP("colour of cards", "green")),
    "violet": (QT_TRANSLATE_NOOP("colour of one card", "purple"), QT_TRANSLATE_NOOP("colour of cards", "purple")),
    "rose": (QT_TRANSLATE_NOOP("colour of one card", "pink"), QT_TRANSLATE_NOOP("colour of cards", "pink")),
    "orange": (QT_TRANSLATE_NOOP("colour of one card", "orange"), QT_TRANSLATE_NOOP("colour of cards", "orange")),
}


def colour(colour_id: str) -> str:
    return translate("colour", COLOURS[colour_id]) if colour_id in COLOURS else colour_id


def colour_cards(n: int, colour_id: str) -> str:
    """How many cards of a colour: '1 red card', '3 red cards' / '1 carte bleue', '3 cartes
    bleues' (the French colour agrees with "carte")."""
    if colour_id not in CARD_COLOURS:
        return f"{n} {colour_id}"
    one, many = CARD_COLOURS[colour_id]
    if singular(n):
        return translate("words", "{n} {colour} card").format(n=n, colour=translate("colour of one card", one))
    return translate("words", "{n} {colour} cards").format(n=n, colour=translate("colour of cards", many))


def language() -> str:
    """The interface's language ("fr", "en"): desktop.i18n sets the default QLocale."""
    return "fr" if QtCore.QLocale().language() == QtCore.QLocale.Language.French else "en"


#: French "de"/"que" before a name that starts with a vowel: "d'Ann", "qu'Inès". Only a
#: capital starts it: the fixed words of the translations are written elided already, so a
#: capital after "de " is a name put in (players' names; never H, which may be aspirated).
_ELIDED = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUYÀÂÄÆÉÈÊËÎÏÔÖŒÙÛÜ])")


def elide(text: str) -> str:
    """A finished French sentence with "de Ann" made "d'Ann" (templates such as "Au tour de
    {player}." cannot know the name); unchanged in English."""
    if language() != "fr" or " " not in text:
        return text
    return _ELIDED.sub(lambda m: m.group(1)[:-1] + "'", text)


def singular(n: int) -> bool:
    """Whether n takes the singular in the current language."""
    return abs(n) <= 1 if language() == "fr" else abs(n) == 1


def join(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' in the current language."""
    items = [i for i in items if i]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return translate("words", "{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def separator() -> str:
    """Between the parts of a long list: "; " in English, " ; " in French (a space before
    the semicolon, as every French text of the app writes it)."""
    return translate("words", "; ")


def labelled(label: str, text: str) -> str:
    """'F2: whose turn' in English, 'F2 : à qui le tour' in French (a space before the
    colon, as in every French sentence of the app); for lines a program builds from parts."""
    return translate("words", "{label}: {text}").format(label=label, text=text)


def join_parts(parts: Iterable[str]) -> str:
    """Parts that hold commas themselves ("you: total 7, rounds -2, 0"), joined with
    separator() so that the list cannot be heard as one."""
    return separator().join(p for p in parts if p)


def count(n: int, one: str, many: str) -> str:
    """A count with its noun, where the caller passes both translated forms ({n} in each)."""
    return (one if singular(n) else many).format(n=n)


def points(n: int) -> str:
    """'1 point', '-5 points', '0 point' (French) / '0 points' (English)."""
    return count(n, translate("words", "{n} point"), translate("words", "{n} points"))


def cards(n: int) -> str:
    return count(n, translate("words", "{n} card"), translate("words", "{n} cards"))


def decimal_points(value: float) -> str:
    """'1,5 point' / '2,5 points' (French: singular below 2), '1.5 points' (English)."""
    text = decimal(value)
    one = language() == "fr" and abs(value) < 2
    return (translate("words", "{n} point") if one else translate("words", "{n} points")).format(n=text)


def decimal(value: float, places: int = 1) -> str:
    """A decimal number as the language writes it ("1,2" in French)."""
    text = f"{value:.{places}f}"
    return text.replace(".", ",") if language() == "fr" else text


def people(seats: Iterable[int], viewer: int | None, name: Callable[[int], str]) -> tuple[str, bool]:
    """Players as one subject, the viewer last ("Marie, Léa and you") and whether it includes the viewer.

    A subject list with "vous" takes the second person plural in French ("Marie, Léa et
    vous gardez chacun votre carte"): the caller picks that template when the flag is set.
    """
    seats = list(seats)
    others = [name(s) for s in seats if s != viewer]
    with_you = viewer is not None and viewer in seats
    return join(others + ([translate("narration", "you")] if with_you else [])), with_you


# Qt's names of the main Enter key ("Return", French "Retour"); the help and the keyboards say Enter.
_RETURN = ("Return", "Retour")


def key_name(sequence: QtGui.QKeySequence | str) -> str:
    """A key as the help writes it ("Ctrl+Entrée", not Qt's "Ctrl+Retour")."""
    if isinstance(sequence, str):
        sequence = QtGui.QKeySequence(sequence)
    text = sequence.toString(QtGui.QKeySequence.SequenceFormat.NativeText)
    if text == "+":
        return text
    enter = translate("keys", "Enter")
    return "+".join(enter if part in _RETURN else part for part in text.split("+"))
