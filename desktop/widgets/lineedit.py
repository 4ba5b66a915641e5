"""A one-line text field that screen readers read whole.

Not a QLineEdit: Qt reports a QLineEdit's text attributes as empty runs (each offset's
run starts and ends at that offset), and Orca 43, which cuts the line it reads into
runs of one language, then drops the last character. Tabbing to "Paul" said "Pau"; a
one-digit join code said nothing; an address lost its last digit (heard by ear,
tests/a11y/test_orca_by_ear.py). Qt's text edits report real runs, so this field is a
QPlainTextEdit kept to one line, with the part of QLineEdit's interface Tablée uses:
text()/setText(), a maximum length, textEdited (typed, not set), returnPressed and
editingFinished, the whole text selected when Tab reaches it, and the text Backspace or
Delete erased told to the screen reader (_report_erased).
"""
from __future__ import annotations

from desktop import qt
from desktop.dialogs.focus import built_quietly

QtCore, QtGui, QtWidgets = qt.QtCore, qt.QtGui, qt.QtWidgets

SCROLL_BAR_ALWAYS_OFF = 1  # Qt.ScrollBarPolicy: a number, as the home screen's first paint does without Qt's enums


class LineEdit(QtWidgets.QPlainTextEdit):
    textEdited = qt.Signal(str)   # the user changed the text (setText() does not emit it)
    returnPressed = qt.Signal()
    editingFinished = qt.Signal()  # Return pressed, or the focus left after a change

    def __init__(self, text: str | QtWidgets.QWidget = "", parent=None):
        if isinstance(text, QtWidgets.QWidget):  # LineEdit(parent), as QLineEdit(parent)
            text, parent = "", text
        super().__init__(parent)
        self._max_length = 32767
        self._setting = False
        self._changed_since_focus = False
        self._placeholder_describes = False
        self._in_key = False
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QtWidgets.QPlainTextEdit.LineWrapMode.NoWrap)
        self.setWordWrapMode(QtGui.QTextOption.WrapMode.NoWrap)
        self.setProperty("horizontalScrollBarPolicy", SCROLL_BAR_ALWAYS_OFF)
        self.setProperty("verticalScrollBarPolicy", SCROLL_BAR_ALWAYS_OFF)
        self.document().setDocumentMargin(2)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Fixed)
        self.textChanged.connect(self._on_text_changed)
        if text:
            self.setText(text)

    # QLineEdit's interface, as far as Tablée uses it

    def text(self) -> str:
        return self.toPlainText()

    def setText(self, text: str) -> None:
        self._setting = True
        try:
            self.setPlainText(_one_line(text)[:self._max_length])
            self.moveCursor(QtGui.QTextCursor.MoveOperation.End)
        finally:
            self._setting = False

    def selectedText(self) -> str:
        return self.textCursor().selectedText()

    def setMaxLength(self, length: int) -> None:
        self._max_length = length
        if len(self.text()) > length:
            self.setText(self.text())

    def maxLength(self) -> int:
        return self._max_length

    def setPlaceholderText(self, text: str) -> None:
        """Also the accessible description while the field is empty, as Qt gives a
        QLineEdit's placeholder: Orca says it after the field's name. Only while empty:
        Orca says a description whatever the text ("Marie selected. Host." named the
        default beside the name typed, heard by ear)."""
        super().setPlaceholderText(text)
        self._placeholder_describes = True
        self._describe()

    def setAccessibleDescription(self, text: str) -> None:
        """A description of its own (an example) is said whatever the text."""
        self._placeholder_describes = False
        super().setAccessibleDescription(text)

    def _describe(self) -> None:
        wanted = "" if self.toPlainText() else self.placeholderText()
        if self._placeholder_describes and wanted != self.accessibleDescription():
            QtWidgets.QPlainTextEdit.setAccessibleDescription(self, wanted)

    # one line high, like a QLineEdit

    def sizeHint(self) -> QtCore.QSize:
        hint = super().sizeHint()
        return QtCore.QSize(hint.width(), self._line_height())

    def minimumSizeHint(self) -> QtCore.QSize:
        hint = super().minimumSizeHint()
        return QtCore.QSize(hint.width(), self._line_height())

    def _line_height(self) -> int:
        margins = self.contentsMargins()
        document = int(2 * self.document().documentMargin())
        return self.fontMetrics().height() + document + margins.top() + margins.bottom()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.StyleChange):
            self.updateGeometry()  # the zoom and the theme change the line's height

    # keys, pasting, focus

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() in (qt.Qt.Key.Key_Return, qt.Qt.Key.Key_Enter):
            self.returnPressed.emit()
            self._finish()
            event.ignore()  # on to the dialog, whose default button answers Enter, as for a QLineEdit
            return
        before = self.text()
        self._in_key = True
        try:
            super().keyPressEvent(event)
        finally:
            self._in_key = False
        if event.key() in (qt.Qt.Key.Key_Backspace, qt.Qt.Key.Key_Delete):
            self._report_erased(before)
        self._describe()  # after the key's own echo: "M", then the placeholder of the emptied field

    def _report_erased(self, before: str) -> None:
        """Qt reports the text a text edit lost as spaces (it no longer has it), and Orca 43
        echoes Backspace by that text: it said nothing for the character, the word
        (Ctrl+Backspace) or the selection erased. The text goes to the screen reader once
        more, as a QLineEdit reports it."""
        after = self.text()
        if not qt.QAccessible.isActive() or len(after) >= len(before):
            return
        start = 0
        while start < len(after) and after[start] == before[start]:
            start += 1
        erased = before[start:start + len(before) - len(after)]
        if before[:start] + before[start + len(erased):] == after and not erased.isspace():
            event = QtGui.QAccessibleTextRemoveEvent(self, start, erased)
            qt.QAccessible.updateAccessibility(event)

    def insertFromMimeData(self, source: QtCore.QMimeData) -> None:
        if source.hasText():
            self.insertPlainText(_one_line(source.text()))

    def canInsertFromMimeData(self, source: QtCore.QMimeData) -> bool:
        return source.hasText()

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:
        super().focusInEvent(event)
        self._changed_since_focus = False
        reasons = qt.Qt.FocusReason
        if event.reason() in (reasons.TabFocusReason, reasons.BacktabFocusReason, reasons.ShortcutFocusReason) \
                and not self.isReadOnly():
            # typing replaces the text, as in every line edit; quietly: Qt sent the selection
            # before the focus, and Orca said "Paul selected" before the field and again with it
            built_quietly(self.selectAll)

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:
        # Deselected as a QLineEdit is: a selection left behind is read with the next
        # field's ("Paul 4 selected": Orca 43's "where am I" gathers the selected text of
        # neighbouring objects).
        # Quietly: Orca 43 said "Text unselected." of it at every Tab out of a field Tab had
        # selected, whichever object has the focus by then (heard by ear).
        cursor = self.textCursor()
        reasons = qt.Qt.FocusReason
        if cursor.hasSelection() and event.reason() not in (reasons.ActiveWindowFocusReason, reasons.PopupFocusReason):
            cursor.clearSelection()
            built_quietly(lambda: self.setTextCursor(cursor))
        super().focusOutEvent(event)
        if self._changed_since_focus:
            self._finish()

    def _finish(self) -> None:
        self._changed_since_focus = False
        self.editingFinished.emit()

    def _on_text_changed(self) -> None:
        if not self._in_key:
            self._describe()
        text = self.toPlainText()
        if "\n" in text or len(text) > self._max_length:  # typed past the limit, or a newline got in
            cursor = self.textCursor().position()
            self.setText(text)
            moved = self.textCursor()
            moved.setPosition(min(cursor, len(self.text())))
            self.setTextCursor(moved)
            return
        if not self._setting:
            self._changed_since_focus = True
            self.textEdited.emit(text)


def _one_line(text: str) -> str:
    return " ".join(text.splitlines()) if "\n" in text or "\r" in text else text
