"""What the built-in voice says while the player types in a text field, as a screen reader would.

FocusVoice reads a field when the focus reaches it ("Seat 2 name, edit, Paul, selected");
without a screen reader, nothing then said what was typed, erased or passed over, so a
name or a join code was typed blind. TypingEcho follows one field (desktop.widgets.
lineedit.LineEdit) while it has the focus: a typed character or a paste is said, an
erased one too; an arrow says the character now under the cursor ("blank" at the end of
the text), a jump of several characters (Ctrl+arrows) the word there, Shift+arrows what
became selected or unselected. Only changes that follow a key are said: a text the app
sets is not an echo.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from desktop import qt
from desktop.qt import QT_TRANSLATE_NOOP, translate

QtWidgets = qt.QtWidgets

# characters a voice may pass over in silence (espeak-ng says no punctuation by default)
SYMBOLS = {
    " ": QT_TRANSLATE_NOOP("focus", "space"),
    "-": QT_TRANSLATE_NOOP("focus", "hyphen"),
    "'": QT_TRANSLATE_NOOP("focus", "apostrophe"),
    ".": QT_TRANSLATE_NOOP("focus", "dot"),
    ",": QT_TRANSLATE_NOOP("focus", "comma"),
    ":": QT_TRANSLATE_NOOP("focus", "colon"),
    "_": QT_TRANSLATE_NOOP("focus", "underscore"),
    "@": QT_TRANSLATE_NOOP("focus", "at sign"),
}
_WORD = re.compile(r"\S+|\s+")


def spoken_text(text: str) -> str:
    """One character by its name where a voice would skip it; more, as written."""
    if len(text) == 1:
        return translate("focus", SYMBOLS[text]) if text in SYMBOLS else text
    return text if text.strip() else translate("focus", "space")


def difference(before: str, after: str) -> tuple[str, str]:
    """(inserted, erased) between two texts: what differs between their common start and end."""
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    end = 0
    while end < min(len(before), len(after)) - start and before[-1 - end] == after[-1 - end]:
        end += 1
    return after[start:len(after) - end], before[start:len(before) - end]


class TypingEcho(qt.QObject):
    """Says a field's edits and cursor moves through `say`, when `by_key()` says a key made them."""

    def __init__(self, field: QtWidgets.QPlainTextEdit, say: Callable[[str], None],
                 by_key: Callable[[], bool]) -> None:
        super().__init__()  # no parent: FocusVoice holds it while the field has the focus
        self._field, self._say, self._by_key = field, say, by_key
        self._text, self._selection = field.toPlainText(), self._cursor_span()
        self._connections = [field.textChanged.connect(self._on_text),
                             field.cursorPositionChanged.connect(self._on_cursor),
                             field.selectionChanged.connect(self._on_cursor)]

    def stop(self) -> None:
        """By the connections' handles (the field may be in its dialog's destruction)."""
        for connection in self._connections:
            qt.QtCore.QObject.disconnect(connection)
        self._connections = []

    def _cursor_span(self) -> tuple[int, int]:
        cursor = self._field.textCursor()
        return cursor.anchor(), cursor.position()

    @qt.Slot()
    def _on_text(self) -> None:
        before, self._text = self._text, self._field.toPlainText()
        self._selection = self._cursor_span()
        if before == self._text or not self._by_key():
            return
        inserted, erased = difference(before, self._text)
        if inserted or erased:
            self._say(spoken_text(inserted or erased))

    @qt.Slot()
    def _on_cursor(self) -> None:
        if self._field.toPlainText() != self._text:
            return  # an edit: _on_text says it
        (old_anchor, old_position), (anchor, position) = self._selection, self._cursor_span()
        if (anchor, position) == (old_anchor, old_position):
            return
        self._selection = (anchor, position)
        if not self._by_key():
            return
        text = self._text
        if anchor != position or old_anchor != old_position:
            self._say_selection(abs(old_position - old_anchor), abs(position - anchor), old_position, position)
        elif position >= len(text):
            self._say(translate("focus", "blank"))
        elif abs(position - old_position) == 1 or position == 0:
            self._say(spoken_text(text[position]))
        else:
            word = _WORD.match(text, position)
            self._say(spoken_text(word.group(0) if word else text[position]))

    def _say_selection(self, old_length: int, length: int, old_position: int, position: int) -> None:
        """Shift+arrows: what was added to the selection, or taken from it."""
        if old_position == position:  # select all, or a click: the whole selection
            passed = self._text[min(self._selection):max(self._selection)]
        else:
            passed = self._text[min(old_position, position):max(old_position, position)]
        if not passed:
            return
        template = translate("focus", "{text} selected") if length > old_length else \
            translate("focus", "{text} deselected")
        self._say(template.format(text=spoken_text(passed)))
