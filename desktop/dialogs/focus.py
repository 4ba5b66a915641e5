"""Dialogs give the focus back where it was when they close.

Without this, after a dialog (help, settings, a new key, a confirmation) the
window manager could activate nothing or another window: keys went nowhere and
Orca said "Could not find current location" (issue 15, item 4). The window is
activated and the widget focused again at once and once more shortly after,
when the window manager has answered the activation request.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from desktop import qt

QtWidgets = qt.QtWidgets
QAccessible = qt.QAccessible
T = TypeVar("T")
AGAIN_MS = 120


def built_quietly(build: Callable[[], T]) -> T:
    """build() with accessibility events held back: filling a dialog's widgets (each
    combo box's items and choice, each spin box's value, each name) sent Orca over a
    hundred events it had to query the app about one by one, and the Settings dialog
    was announced 5-9 s after its key (issue 15). Nothing is shown yet, so a screen
    reader loses nothing: it reads the dialog when it appears."""
    was_active = QAccessible.isActive()
    if was_active:
        QAccessible.setActive(False)
    try:
        return build()
    finally:
        if was_active:
            QAccessible.setActive(True)


def run_dialog(dialog) -> int:
    """exec() a dialog, then give the focus back to the widget that had it."""
    before = QtWidgets.QApplication.focusWidget()
    window: QtWidgets.QWidget | None
    if before is not None:
        window = before.window()  # e.g. the Settings dialog, for a key asked from it
    else:
        window = dialog.parentWidget().window() if dialog.parentWidget() is not None else None
    result = dialog.exec()
    restore_focus(window, before)
    return result


def restore_focus(window, widget) -> None:
    """Activate the window and focus the widget again now, and once more when the window
    manager has answered if the focus is still lost (a move made meanwhile may have put
    it somewhere on purpose: that stays)."""
    def back() -> None:
        if window is not None and _alive(window) and not window.isActiveWindow():
            window.activateWindow()
        if widget is not None and _alive(widget) and widget.isVisible():
            widget.setFocus(qt.Qt.FocusReason.ActiveWindowFocusReason)

    def if_lost() -> None:
        focused = QtWidgets.QApplication.focusWidget()
        if focused is None or (window is not None and _alive(window) and focused.window() is not window):
            back()
    back()
    qt.QTimer.singleShot(AGAIN_MS, if_lost)


def _alive(widget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:
        return False
    return True


class AnsweredFirstBox(QtWidgets.QMessageBox):
    """A question whose answer is acted on while the box is still up (`ask`).

    A confirmed move's words used to race the window manager: the box closed, the window
    came back and the move was played in the same instant, and whichever reached Orca
    first was said first. In the French Qwinto tutorial the window won (heard twice:
    "Tablée frame. Votre fiche. List with 27 items. case 1 ..." and only then "Vous cochez
    le coup manqué 1 sur 4"). The box now closes when the event loop next runs, after the
    caller has played and its words are out."""

    answered = qt.Signal(int)  # open_answered_first(): the button's code, the box still up

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._loop: qt.QtCore.QEventLoop | None = None
        self._answer: int | None = None
        self._deferred = False

    def done(self, result: int) -> None:
        if self._loop is not None:  # answered: ask() returns, the box stays up a moment
            self._answer = int(result)
            self._loop.quit()
            return
        if self._deferred:  # answered: whoever listens acts now, the box goes on the next loop turn
            self._deferred = False
            self.answered.emit(int(result))
            qt.QTimer.singleShot(0, lambda: super(AnsweredFirstBox, self).done(result) if _alive(self) else None)
            return
        super().done(result)

    def open_answered_first(self) -> None:
        """ask() without waiting: `answered` comes while the box is still up (the tutorial's
        end box, whose Yes starts a match: its first words before the window's return)."""
        self._deferred = True
        self.open()

    def ask(self) -> int:
        """The button's code, as exec() gives it; the box closes, and the focus returns where
        it was, once the caller has acted (a 0 ms timer)."""
        before = QtWidgets.QApplication.focusWidget()
        parent = before if before is not None else self.parentWidget()
        window = parent.window() if parent is not None else None
        self._loop = qt.QtCore.QEventLoop()
        self.setWindowModality(qt.Qt.WindowModality.ApplicationModal)
        self.show()
        self._loop.exec()
        self._loop = None
        answer = self._answer if self._answer is not None else int(QtWidgets.QMessageBox.StandardButton.No.value)

        def close() -> None:
            if _alive(self):
                super(AnsweredFirstBox, self).done(answer)
            # the caller's move may have put the focus somewhere on purpose (its table's next step)
            moved = window is not None and _alive(window) and window.focusWidget() not in (None, before)
            restore_focus(window, None if moved else before)
        qt.QTimer.singleShot(0, close)
        return answer
