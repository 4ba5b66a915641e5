"""Every focusable widget on every screen has an accessible name and a fitting role."""
from __future__ import annotations

import pytest

from desktop.qt import QAccessible, Qt, QtWidgets
from desktop.widgets.lineedit import LineEdit
from engine import games

ROLES_OK = {
    QtWidgets.QListWidget: {QAccessible.Role.List},
    QtWidgets.QPushButton: {QAccessible.Role.Button},
    QtWidgets.QComboBox: {QAccessible.Role.ComboBox},
    QtWidgets.QSpinBox: {QAccessible.Role.SpinBox},
    QtWidgets.QLineEdit: {QAccessible.Role.EditableText},
    LineEdit: {QAccessible.Role.EditableText},
    QtWidgets.QCheckBox: {QAccessible.Role.CheckBox},
}


def focusable_widgets(root):
    for widget in root.findChildren(QtWidgets.QWidget):
        if widget.isVisibleTo(root) and widget.focusPolicy() != Qt.FocusPolicy.NoFocus and widget.isEnabled():
            if isinstance(widget.parent(), (QtWidgets.QAbstractSpinBox, QtWidgets.QComboBox)):
                continue  # the editor inside a spin box: the spin box itself is named
            if isinstance(widget, (QtWidgets.QScrollBar, QtWidgets.QAbstractScrollArea)) and \
                    not isinstance(widget, (QtWidgets.QAbstractItemView, QtWidgets.QTextEdit, QtWidgets.QPlainTextEdit)):
                continue
            yield widget


def problems_in(root) -> list[str]:
    QAccessible.setActive(True)
    found = []
    for widget in focusable_widgets(root):
        iface = QAccessible.queryAccessibleInterface(widget)
        name = iface.text(QAccessible.Text.Name) if iface else ""
        if not name.strip():
            found.append(f"{type(widget).__name__} {widget.objectName()!r} has no accessible name")
        for kind, roles in ROLES_OK.items():
            if type(widget) is kind and iface is not None and iface.role() not in roles:
                found.append(f"{type(widget).__name__} has role {iface.role()}")
    return found


def test_home_screen_names(make_app):
    app = make_app("--lang", "en")
    assert problems_in(app.window) == []


@pytest.mark.parametrize("game_id", games.GAME_IDS)  # every game has a table (test_registry.py)
def test_table_names(make_app, game_id):
    app = make_app("--lang", "en")
    from desktop.match.session import SeatConfig
    game = games.get(game_id)
    players = game.allowed_player_counts({})[0]
    seats = [SeatConfig("Ann", True)] + [SeatConfig(f"Bot{i}", False, "easy") for i in range(1, players)]
    app.window.start_match(game_id, seats, {}, 7)
    assert app.window.table is not None
    assert problems_in(app.window) == []
    regions = [QAccessible.queryAccessibleInterface(r).text(QAccessible.Text.Name) for r in app.window.table.regions]
    assert all(regions) and len(set(regions)) == len(regions)
    assert regions == [r.title() for r in app.window.table.regions]  # a region's name is its title


def test_handover_and_end_screens_names(make_app):
    app = make_app("--lang", "en")
    window = app.window
    window.handover.show_for(1, "Marie")
    window.stack.setCurrentWidget(window.handover)
    assert problems_in(window) == []
    window.end.show_result(["Game over.", "Scores: you 31"])
    window.stack.setCurrentWidget(window.end)
    assert problems_in(window) == []


def test_settings_dialog_names(make_app):
    app = make_app("--lang", "en")
    from desktop.dialogs.settings import SettingsDialog
    dialog = SettingsDialog(app.window.ctx, app.window)
    dialog.show()
    assert problems_in(dialog) == []
    dialog.close()
