"""The Ctrl key pressed and released alone stops speech, as in NVDA and Orca.

An application-wide event filter: Ctrl down, then Ctrl up with no other key in
between, calls `stop()`. Ctrl combinations (Ctrl+S...) are left alone.
"""
from __future__ import annotations

from desktop import qt
from desktop.qt import QtCore, QtGui


class CtrlAloneFilter(QtCore.QObject):
    def __init__(self, stop, parent=None):
        super().__init__(parent)
        self._stop = stop
        self._armed = False

    def eventFilter(self, obj, event) -> bool:
        if not isinstance(event, QtGui.QKeyEvent):  # cheap: every event of the app passes here
            return False
        kind = event.type()
        if kind == QtCore.QEvent.Type.ShortcutOverride and event.key() != qt.Qt.Key.Key_Control:
            self._armed = False  # Ctrl+K etc. reach a shortcut without a KeyPress: not "Ctrl alone"
        elif kind == QtCore.QEvent.Type.KeyPress:
            self._armed = event.key() == qt.Qt.Key.Key_Control and not event.isAutoRepeat()
        elif kind == QtCore.QEvent.Type.KeyRelease and event.key() == qt.Qt.Key.Key_Control:
            if self._armed and not event.isAutoRepeat():
                self._armed = False
                self._stop()
        return False
