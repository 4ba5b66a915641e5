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


def run_dialog(dialog, answer_first: bool = False) -> int:
    """exec() a dialog, then give the focus back to the widget that had it.

    answer_first: the caller acts on the answer (a confirmed move) before the focus
    returns, on the next loop turn. Given back at once, the window's return ("Tablée
    frame", the focused row) raced the move's words and won in the French Qwinto
    tutorial (heard twice: "Votre fiche. List with 27 items..." before "Vous cochez le
    coup manqué 1 sur 4"). The box itself is hidden first: Orca cuts its speech as a
    window goes, and a box kept up until the words were out cut them
    (test_orca_by_ear_gap_vingtdeux)."""
    before = QtWidgets.QApplication.focusWidget()
    window: QtWidgets.QWidget | None
    if before is not None:
        window = before.window()  # e.g. the Settings dialog, for a key asked from it
    else:
        window = dialog.parentWidget().window() if dialog.parentWidget() is not None else None
    result = dialog.exec()
    if not answer_first:
        restore_focus(window, before)
        return result
    speech = speech_of(window)
    if speech is not None:
        speech.send_at_once()  # the caller's words, said before the loop runs, beat the window's return

    def back() -> None:
        # the caller's move may have put the focus somewhere on purpose (its table's next step)
        moved = window is not None and _alive(window) and window.focusWidget() not in (None, before)
        restore_focus(window, None if moved else before)
    qt.QTimer.singleShot(0, back)
    return result


def speech_of(widget):
    """The speech service of the main window that `widget` is in or belongs to."""
    while widget is not None and _alive(widget):
        speech = getattr(widget, "speech", None)
        if speech is not None:
            return speech
        widget = widget.parentWidget()
    return None


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
