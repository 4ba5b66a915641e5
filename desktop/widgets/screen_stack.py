"""The main window's stack of screens (home, table, end, handover), shown to screen
readers as a plain unnamed pane instead of a "layered pane".

Why: Orca 43 reads every ancestor that is not mere layout when the focus comes back
from a dialog or enters a screen; a QStackedWidget is a layered pane, which it never
skips, so "Tablée frame. layered pane. Dice. List with 3 items…" was heard after
every dialog (issue 15). An unnamed pane is layout only: Orca skips it, and so do
other screen readers.
"""
from __future__ import annotations

from desktop import qt

QAccessible = qt.QAccessible
_installed = False


class ScreenStack(qt.QtWidgets.QStackedWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        _install_factory()


def _factory(key: str, obj):
    if isinstance(obj, ScreenStack):
        return qt.QtWidgets.QAccessibleWidget(obj, QAccessible.Role.Pane)
    return None


def _install_factory() -> None:
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
