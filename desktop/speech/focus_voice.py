"""With the built-in voice and no screen reader, the voice reads what gets the focus.

Players without a screen reader heard the tables (their lists speak their rows), the
help, the legend and the history, but nothing of the home screen, the dialogs or a
confirmation: Tab on the home screen was silent and a Ctrl+M confirmation asked its
question to no one. This reads, as a screen reader would: a new window's title (a
message box's question), then the focused control's name, kind and value, then each
change of a check box, a spin box or a list's current row while it has the focus.
Combo boxes say their own new value (desktop/widgets/combo.py); lists that speak
their rows themselves (an ItemList someone listens to) are left to them.
"""
from __future__ import annotations

import time
from collections.abc import Callable

from desktop import qt
from desktop.narration.words import key_name
from desktop.qt import translate
from desktop.speech.typing_echo import TypingEcho
from desktop.widgets.lineedit import LineEdit
from desktop.widgets.lists import ItemList

QtCore, QtWidgets = qt.QtCore, qt.QtWidgets
_FOCUSED_TEXT = QtCore.SIGNAL("focusedText(QString)")
KEY_MS = 500  # a focus change this soon after a key press is the player's doing


def self_voiced(widget: QtWidgets.QWidget) -> bool:
    """A list whose rows its screen already speaks (tables, the legend, a replay)."""
    return isinstance(widget, ItemList) and widget.receivers(_FOCUSED_TEXT) > 0


def checked_text(checked: bool) -> str:
    """A check box's state ("cochée": a "case à cocher" in French)."""
    return translate("focus", "checked") if checked else translate("focus", "not checked")


def _name(widget: QtWidgets.QWidget) -> str:
    name = widget.accessibleName()
    if not name and isinstance(widget, QtWidgets.QAbstractButton):
        name = widget.text().replace("&", "")
    return name


def _current_row(widget: QtWidgets.QListWidget) -> str:
    item = widget.currentItem()
    return item.text() if item is not None else translate("focus", "empty")


def describe(widget: QtWidgets.QWidget) -> str:
    """"Start the game, button"; "Number of players, spin box, 3"; "Seat 2 name, edit, Paul"."""
    name = _name(widget)
    if isinstance(widget, QtWidgets.QCheckBox):  # Tablée has no radio buttons
        parts = [name, translate("focus", "check box"), checked_text(widget.isChecked())]
    elif isinstance(widget, QtWidgets.QAbstractButton):
        parts = [name, translate("focus", "button")]
    elif isinstance(widget, QtWidgets.QComboBox):
        parts = [name, translate("focus", "combo box"), widget.currentText()]
    elif isinstance(widget, QtWidgets.QAbstractSpinBox):
        parts = [name, translate("focus", "spin box"), widget.text()]
    elif isinstance(widget, QtWidgets.QPlainTextEdit):
        parts = [name, translate("focus", "edit"), widget.toPlainText() or translate("focus", "blank")]
        if widget.toPlainText() and widget.textCursor().selectedText() == widget.toPlainText():
            parts.append(translate("focus", "selected"))  # Tab selects it: typing replaces it
    elif isinstance(widget, QtWidgets.QListWidget):
        parts = [name, translate("focus", "list"), _current_row(widget)]
    else:
        parts = [name]
    if not widget.isEnabled():
        parts.append(translate("focus", "unavailable"))
    description = widget.accessibleDescription()
    if description and description != name:
        parts.append(description)
    said = ", ".join(p for p in parts if p)
    return said if not said or said.endswith((".", "!", "?", "…")) else said + "."


def window_words(window: QtWidgets.QWidget) -> str:
    """What a newly active dialog says first: a message box its question, another its title."""
    if isinstance(window, QtWidgets.QMessageBox):
        return window.text()
    if isinstance(window, QtWidgets.QDialog):
        return window.windowTitle()
    return ""


class FocusVoice(qt.QObject):
    """Installed by the main window; silent while a screen reader is in use."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window_ = window
        self._watched: QtWidgets.QWidget | None = None
        self._connection: QtCore.QMetaObject.Connection | None = None  # to the watched widget
        self._echo: TypingEcho | None = None  # the focused text field's
        self._answered_at = 0.0  # when the app last said something other than the focus
        window.speech.messageAdded.connect(self._on_message)
        app = qt.application()
        assert app is not None
        app.focusChanged.connect(self._on_focus)
        focused = QtWidgets.QApplication.focusWidget()
        if focused is not None and not self_voiced(focused):
            self._watch(focused)  # the game list has the focus from the start: its arrows speak
        bar = window.menuBar()  # menus take no focus: their items are read as they are reached
        for menu in [bar, *bar.findChildren(QtWidgets.QMenu)]:
            menu.hovered.connect(self._on_menu_item)

    def _active(self) -> bool:
        speech = self.window_.speech
        return bool(speech.outputs()) and not speech.screen_reader_in_use()

    def _by_key(self) -> bool:
        keys = getattr(self.window_, "_ctrl_filter", None)
        return keys is not None and time.monotonic() - keys.last_key_at < KEY_MS / 1000

    def _key_answered(self) -> bool:
        """The last key has had words of its own (a tutorial left, a confirmed move): the
        focus it then moved is read after them, not over them."""
        keys = getattr(self.window_, "_ctrl_filter", None)
        return keys is not None and self._answered_at >= keys.last_key_at

    @qt.Slot(object)
    def _on_message(self, message) -> None:
        if message.category != "focus":
            self._answered_at = time.monotonic()

    def _say(self, text: str) -> None:
        """Cutting what the voice says when the player's key moved the focus (as a screen
        reader does), unless that key had words of its own; after it when the app moved the
        focus (a match's end, a handover: their own words first)."""
        from desktop.speech import Message, Priority
        speech = self.window_.speech
        cut = self._by_key() and not self._key_answered()
        speech.say(Message(text, None, Priority.OWN if cut else Priority.NORMAL, "focus", speech.current_seat, False))

    def _say_typed(self, text: str) -> None:
        if self._active():
            self._say(text)

    @qt.Slot(QtWidgets.QWidget, QtWidgets.QWidget)
    def _on_focus(self, old, new) -> None:
        self._unwatch()
        if new is None or not self._active() or self_voiced(new):
            return
        window = new.window()
        first = window_words(window) if old is None or old.window() is not window else ""
        said = " ".join(p for p in (first, describe(new)) if p)
        if said:
            self._say(said)
        self._watch(new)

    def _watch(self, widget: QtWidgets.QWidget) -> None:
        slot: Callable[..., None]
        if isinstance(widget, LineEdit) and not widget.isReadOnly():
            self._echo = TypingEcho(widget, self._say_typed, self._by_key)
            return
        if isinstance(widget, QtWidgets.QAbstractButton) and widget.isCheckable():
            signal, slot = widget.toggled, self._on_toggled
        elif isinstance(widget, (QtWidgets.QSpinBox, QtWidgets.QDoubleSpinBox)):
            signal, slot = widget.textChanged, self._on_text
        elif isinstance(widget, QtWidgets.QListWidget):
            signal, slot = widget.currentRowChanged, self._on_row
        else:
            return
        self._watched, self._connection = widget, signal.connect(slot)

    def _unwatch(self) -> None:
        """By the connection's handle: a widget losing the focus as its dialog is destroyed
        cannot be disconnected by signal (libpyside warned "Failed to disconnect")."""
        connection, echo = self._connection, self._echo
        self._watched = self._connection = self._echo = None
        if connection is not None:
            QtCore.QObject.disconnect(connection)  # False when Qt already dropped it
        if echo is not None:
            echo.stop()

    @qt.Slot(bool)
    def _on_toggled(self, checked: bool) -> None:
        if self._active():
            self._say(checked_text(checked) + ".")

    @qt.Slot(str)
    def _on_text(self, text: str) -> None:
        if self._active():
            self._say(text + ".")

    @qt.Slot(qt.QtGui.QAction)
    def _on_menu_item(self, action) -> None:
        """"Settings…, Ctrl+,"; "Pause the computer players, check box, not checked"."""
        if not self._active() or action.isSeparator():
            return
        parts = [action.text().replace("&", "")]
        if action.isCheckable():
            parts += [translate("focus", "check box"), checked_text(action.isChecked())]
        shortcut = key_name(action.shortcut()) if not action.shortcut().isEmpty() else ""
        if shortcut:
            parts.append(shortcut)
        if not action.isEnabled():
            parts.append(translate("focus", "unavailable"))
        self._say(", ".join(p for p in parts if p) + ".")

    @qt.Slot(int)
    def _on_row(self, _row: int) -> None:
        if self._active() and isinstance(self._watched, QtWidgets.QListWidget):
            self._say(_current_row(self._watched) + ".")
