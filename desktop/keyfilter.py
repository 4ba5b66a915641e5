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

The same late KeyPress made Qt's menu bar take Alt+Up (review an older message)
for "Alt alone" and open the menus: Orca then read "Game" and the next arrow
went there (item 10). The Alt release of an Alt combination is kept from the
menu bar (whose Alt filter, installed when Alt goes down, this filter then
precedes again); Alt alone still reaches it.

The filter sits on the widget that has the keyboard focus (`KeyWatch` moves it
with the focus), and on the application only while Alt is held: an application-wide Python filter is
called for every event of the process, AT-SPI's D-Bus traffic included, and
made each call of a screen reader cost ~2.5 times the floor's
(tests/bench/orca_latency.py, figure 8a). Key events reach the focus widget
first (the window when nothing has the focus), where this filter sees them.
"""
from __future__ import annotations

import time
from collections.abc import Callable

from desktop import qt
from desktop.qt import QtCore, QtGui

_DOWN = (QtCore.QEvent.Type.ShortcutOverride, QtCore.QEvent.Type.KeyPress)


class CtrlAloneFilter(QtCore.QObject):
    def __init__(self, stop, parent=None):
        super().__init__(parent)
        self._stop = stop
        self._armed = False
        self._ctrl_down = False  # between the first sign of a Ctrl press and its release
        self._alt_down = False
        self._alt_combined = False  # another key came while Alt was down
        self.last_key_at = 0.0  # time.monotonic() of the last key down (the focus voice asks)

    #: Called with True when Alt goes down, False when it is up again (KeyWatch).
    on_held: Callable[[bool], None] | None = None

    def eventFilter(self, obj, event) -> bool:
        if not isinstance(event, QtGui.QKeyEvent):  # cheap: every event of the app passes here
            return False
        held = self._alt_down
        kept = self._key(event)
        if self.on_held is not None and self._alt_down != held:
            self.on_held(not held)
        return kept

    def forget_held(self) -> None:
        """Ctrl and Alt were released outside the app: nothing is held any more."""
        self._ctrl_down = self._armed = self._alt_down = self._alt_combined = False

    def _key(self, event) -> bool:
        kind, key = event.type(), event.key()
        if kind in _DOWN:
            self.last_key_at = time.monotonic()
            return self._down(key, event.isAutoRepeat())
        if kind == QtCore.QEvent.Type.KeyRelease and not event.isAutoRepeat():
            if key == qt.Qt.Key.Key_Control:
                armed, self._armed, self._ctrl_down = self._armed, False, False
                if armed:
                    self._stop()
            elif key == qt.Qt.Key.Key_Alt:
                combination, self._alt_down, self._alt_combined = self._alt_combined, False, False
                return combination  # kept from the menu bar: Alt+Up is no "Alt alone"
        return False

    def _down(self, key: int, repeat: bool) -> bool:
        """Track a key going down; True keeps the event from the menu bar."""
        if key == qt.Qt.Key.Key_Control:
            if not self._ctrl_down and not repeat:
                self._ctrl_down = self._armed = True
        elif key == qt.Qt.Key.Key_Alt:
            if not self._alt_down and not repeat:
                self._alt_down, self._alt_combined = True, False
            return self._alt_combined  # the late Alt press of Alt+Up must not arm the menu bar
        else:
            self._armed = False  # Ctrl+K etc. (its ShortcutOverride, or a plain key press)
            if self._alt_down and not self._alt_combined:
                self._alt_combined = True
                _disarm_menu_bars()
        return False


class KeyWatch(QtCore.QObject):
    """Keeps a key filter on the focus widget (the active window when nothing has the
    focus) and on the given menus, which take the keys while they are open; while Alt
    is held, on the whole application as well, as the Alt handling above needs (the
    late Alt press and release reach the menu bar's own application filter). Ctrl
    stays with the focus widget: seen twice there, Ctrl+D's release stopped its own
    answer (test_orca_by_ear)."""

    def __init__(self, key_filter: CtrlAloneFilter, parent=None):
        super().__init__(parent)
        self._filter = key_filter
        self._watched: QtCore.QObject | None = None
        self._app_wide = False
        app = qt.QtWidgets.QApplication.instance()
        assert isinstance(app, qt.QtWidgets.QApplication)
        self._app = app
        key_filter.on_held = self._held
        app.focusChanged.connect(self._on_focus)
        self._on_focus(None, app.focusWidget())

    def _held(self, held: bool) -> None:
        if held and not self._app_wide:
            self._app.installEventFilter(self._filter)
        elif not held and self._app_wide:
            self._app.removeEventFilter(self._filter)
        self._app_wide = held

    def watch_menus(self, menus) -> None:
        for menu in menus:
            menu.installEventFilter(self._filter)

    def _on_focus(self, _old, new) -> None:
        target = new or qt.QtWidgets.QApplication.activeWindow()
        if target is None and self._app_wide:  # the app lost the keyboard (Alt+Tab): keys come up elsewhere
            self._filter.forget_held()
            self._held(False)
        if target is self._watched:
            return
        if self._watched is not None:
            try:
                self._watched.removeEventFilter(self._filter)
            except RuntimeError:  # deleted with its screen
                pass
        self._watched = target
        if target is not None:
            target.installEventFilter(self._filter)


def _disarm_menu_bars() -> None:
    """Tell each menu bar that a key other than Alt came (it only watches key presses,
    and the shortcut took this one before any press): Alt+Up is not Alt alone."""
    other = QtGui.QKeyEvent(QtCore.QEvent.Type.KeyPress, qt.Qt.Key.Key_unknown, qt.Qt.KeyboardModifier.AltModifier)
    app = QtCore.QCoreApplication.instance()
    if app is None:
        return
    for window in qt.QtWidgets.QApplication.topLevelWidgets():
        for bar in window.findChildren(qt.QtWidgets.QMenuBar):
            bar.eventFilter(app, other)
