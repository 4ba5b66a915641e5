"""The Ctrl key pressed and released alone stops speech, as in NVDA and Orca.

An application-wide event filter: Ctrl down, then Ctrl up with no other key in
between, calls `stop()`. Ctrl combinations (Ctrl+S...) are left alone.

With a screen reader, Qt's AT-SPI bridge hands every KeyPress to the screen
reader first and delivers it only after the reply, while shortcuts fire at once on
their ShortcutOverride. Ctrl+D then arrives as: ShortcutOverride Ctrl,
ShortcutOverride D (the action runs and speaks), KeyPress Ctrl (late), KeyRelease
Ctrl. So the first sign of Ctrl going down arms, a later (delayed) KeyPress of the
same press does not re-arm, and any other key seen meanwhile disarms; otherwise
the Ctrl release stopped the action's own answer (issue 15, item 1).
"""
from __future__ import annotations

from desktop import qt

QtCore, QtGui = qt.QtCore, qt.QtGui
_DOWN = (QtCore.QEvent.Type.ShortcutOverride, QtCore.QEvent.Type.KeyPress)


class CtrlAloneFilter(QtCore.QObject):
    def __init__(self, stop, parent=None):
        super().__init__(parent)
        self._stop = stop
        self._armed = False
        self._ctrl_down = False  # between the first sign of a Ctrl press and its release

    def eventFilter(self, obj, event) -> bool:
        if not isinstance(event, QtGui.QKeyEvent):  # cheap: every event of the app passes here
            return False
        kind, is_ctrl = event.type(), event.key() == qt.Qt.Key.Key_Control
        if kind in _DOWN:
            if not is_ctrl:
                self._armed = False  # Ctrl+K etc. (its ShortcutOverride, or a plain key press)
            elif not self._ctrl_down and not event.isAutoRepeat():
                self._ctrl_down = self._armed = True
        elif kind == QtCore.QEvent.Type.KeyRelease and is_ctrl and not event.isAutoRepeat():
            armed, self._armed, self._ctrl_down = self._armed, False, False
            if armed:
                self._stop()
        return False
