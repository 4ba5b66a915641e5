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
QUIET_BACK_MS = 500


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


def run_question(dialog) -> int:
    """run_dialog() for a question whose Yes plays a move: the window's reactivation and
    the focus coming back happen without telling the screen reader, and the focused
    widget is reported once the caller has played and said the move (the next turn of
    the event loop). Orca read "Tablée frame. Your moves. List with 3 items..." when the
    box closed, before the move's own result (issue 15, item 4); now it says the result,
    then where the focus is."""
    before = QtWidgets.QApplication.focusWidget()
    window = before.window() if before is not None else (
        dialog.parentWidget().window() if dialog.parentWidget() is not None else None)
    result = dialog.exec()
    quiet = QAccessible.isActive() and qt.QtGui.QGuiApplication.platformName() != "offscreen"
    if quiet:
        QAccessible.setActive(False)
    try:
        restore_focus(window, before)
        if quiet:
            _wait_until_active(window)
    finally:
        if quiet:
            QAccessible.setActive(True)
    if quiet:
        qt.QTimer.singleShot(0, report_focus)
    return result


def _wait_until_active(window, limit_ms: int = QUIET_BACK_MS) -> None:
    """Let the window manager give the window back (a few events, at most limit_ms)."""
    timer = qt.QtCore.QElapsedTimer()
    timer.start()
    while timer.elapsed() < limit_ms:
        if window is None or not _alive(window) or (
                window.isActiveWindow() and QtWidgets.QApplication.focusWidget() is not None):
            return
        QtWidgets.QApplication.processEvents(qt.QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 20)


def report_focus() -> None:
    """Tell the screen reader where the focus is (the current row of a list), as Qt does
    when the focus moves: after a quiet return it has heard nothing of it."""
    widget = QtWidgets.QApplication.focusWidget()
    if widget is None or not QAccessible.isActive():
        return
    event = qt.QtGui.QAccessibleEvent(widget, QAccessible.Event.Focus)
    if isinstance(widget, QtWidgets.QAbstractItemView) and widget.currentIndex().isValid():
        event.setChild(widget.currentIndex().row())
    QAccessible.updateAccessibility(event)


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
