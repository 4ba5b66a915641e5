"""The Qwinto sheet grid: boxes only, no wrapping, every cell named with its row,
position, content, pentagon, column and — when a sum waits — whether it fits and why."""
from __future__ import annotations

import pytest

from desktop.match.session import SeatConfig
from desktop.qt import QAccessible, Qt
from engine.core.model import evolve
from engine.games.qwinto.layout import layout
from engine.games.qwinto.sheet import Sheet, write
from engine.games.qwinto.state import WRITE

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def table(make_app):
    """A solo game waiting for the sum 8 (orange and yellow), with 9 in orange box 2 and 8 in purple box 5."""
    app = make_app("--lang", "en")
    app.window.start_match("qwinto", [SeatConfig("Ann", True)], {}, 11)
    table = app.window.table
    sheet = write(write(Sheet.empty(), 0, 1, 9), 2, 4, 8)
    state = evolve(table.session.state, sheets=(sheet,), phase=WRITE, dice=("orange", "yellow"), faces=(5, 3),
                   rolls=1, writers=(0,), pending=(None,), current=0)
    table.session.state = state
    table.refresh()
    table.focus_for_turn()
    app.qtbot.waitUntil(lambda: table.sheet.hasFocus(), timeout=2000)
    table.app = app
    return table


def name_of(table, row: str, column: int) -> str:
    item = table.sheet.cell(layout().row_index(row), column)
    return item.data(Qt.ItemDataRole.AccessibleTextRole)


def test_boxes_are_list_items_named_for_a_screen_reader(table):
    """A list, not a table: Orca reads a table's whole row on Up/Down (issue 15, item 8)."""
    QAccessible.setActive(True)
    iface = QAccessible.queryAccessibleInterface(table.sheet)
    assert iface.role() == QAccessible.Role.List
    lay = layout()
    focusable = 0
    for i in range(iface.childCount()):
        item = iface.child(i)
        if item.role() != QAccessible.Role.ListItem:
            continue
        if item.state().focusable:
            focusable += 1
            assert item.text(QAccessible.Text.Name).strip(), i
    assert focusable == sum(len(b) for b in lay.boxes)
    assert name_of(table, "orange", 3) == (
        "orange box 2 of 9: 9, pentagon. Bonus column 2, with yellow box 3: empty and purple box 4: empty.")


def test_an_arrow_at_the_edge_says_so(table):
    app = table.app
    app.key(Qt.Key.Key_Home, CTRL)
    before = len(app.spoken())
    app.key(Qt.Key.Key_Left)
    app.key(Qt.Key.Key_Up)
    assert app.spoken()[before:] == ["Start of the row.", "Top row."], app.spoken()[before:]


def test_descriptions_say_whether_the_sum_fits_and_why(table):
    assert "8 cannot go here: 8 must be more than 9 on its left" in name_of(table, "orange", 4)
    assert "8 cannot go here: 8 must be less than 9 on its right" not in name_of(table, "orange", 2)
    assert "8 can go here" in name_of(table, "orange", 2)
    assert "8 cannot go here: the purple die was not rolled" in name_of(table, "purple", 0)
    # yellow box 5 (column 5) shares its column with purple box 5, which holds 8
    assert "8 cannot go here: 8 is already in this column, in purple box 5" in name_of(table, "yellow", 5)
    assert "Same column as purple box 5: 8." in name_of(table, "yellow", 5)
    assert "Alone in its column" in name_of(table, "orange", 11)


def test_arrows_skip_gaps_and_never_wrap(table):
    app, sheet = table.app, table.sheet
    app.key(Qt.Key.Key_Home, CTRL)
    assert sheet.current_box() == ("orange", 2)
    app.key(Qt.Key.Key_Left)
    assert sheet.current_box() == ("orange", 2)          # no wrapping
    app.key(Qt.Key.Key_Up)
    assert sheet.current_box() == ("orange", 2)
    app.key(Qt.Key.Key_Right)
    app.key(Qt.Key.Key_Right)
    app.key(Qt.Key.Key_Right)
    assert sheet.current_box() == ("orange", 6)          # the gap at column 5 is skipped
    app.key(Qt.Key.Key_End)
    assert sheet.current_box() == ("orange", 11)
    app.key(Qt.Key.Key_Right)
    assert sheet.current_box() == ("orange", 11)
    app.key(Qt.Key.Key_Down)
    assert sheet.current_box() == ("yellow", 10)         # nearest box of the next row
    app.key(Qt.Key.Key_Home)
    assert sheet.current_box() == ("yellow", 1)
    app.key(Qt.Key.Key_End, CTRL)
    assert sheet.current_box() == ("purple", 9)
    app.key(Qt.Key.Key_Down)
    assert sheet.current_box() == ("purple", 9)


def test_enter_on_a_refused_box_says_why_and_enter_on_a_good_one_writes(table):
    app, sheet = table.app, table.sheet
    sheet.go_to("orange", 4)
    app.key(Qt.Key.Key_Return)
    assert app.history()[-1] == "Not there: 8 must be more than 9 on its left."
    sheet.go_to("orange", 2)
    app.key(Qt.Key.Key_Return)
    assert "You write 8 in orange box 1." in app.history()
    assert table.session.state.sheets[0].rows[0][0] == 8


def test_writing_nothing_as_the_active_player_asks_first(table, monkeypatch):
    asked = []
    monkeypatch.setattr(table, "confirm", lambda text, *_: asked.append(text) or False)
    table.app.key(Qt.Key.Key_M, CTRL)
    assert asked and "misthrow 1 of 4" in asked[0]
    assert table.session.state.sheets[0].misthrows == 0
    monkeypatch.setattr(table, "confirm", lambda text, *_: True)
    table.app.key(Qt.Key.Key_M, CTRL)
    assert table.session.state.sheets[0].misthrows == 1
    assert any(t.startswith("You mark misthrow 1 of 4") for t in table.app.history())


def test_review_keys_describe_the_turn_the_sheet_and_the_dice(table):
    app = table.app
    app.key(Qt.Key.Key_F2)
    assert app.spoken()[-1] == ("Write 8 in the orange or yellow row (9 boxes possible), or write nothing. "
                                "Writing nothing is a misthrow for you.")
    app.key(Qt.Key.Key_F4)
    assert app.spoken()[-1].startswith("Orange row, 1 of 9: 9 in box 2. Yellow row, 0 of 9: empty. "
                                       "Purple row, 1 of 9: 8 in box 5. No misthrow.")
    app.key(Qt.Key.Key_F5)
    assert app.spoken()[-1] == "Turn 1, you, first throw: orange 5 and yellow 3: sum 8."
    app.key(Qt.Key.Key_F3)
    assert app.spoken()[-1] == "Scores: you 2."
    app.key(Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert app.spoken()[-1].startswith("You: 2 points: orange 1 (1 of 9 numbers)")
