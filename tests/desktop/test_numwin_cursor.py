"""Num Win by the screen reader's path: where the cursor goes in Your moves when the
turn comes, and what the screen reader is told of it."""
from __future__ import annotations

import pytest

from desktop import qt
from desktop.match.session import SeatConfig
from desktop.qt import Qt
from engine.games.numwin.state import CLAIM


@pytest.mark.parametrize("claim_seconds", [0, 5])  # untimed: asked in turn; timed: the clock runs
def test_passing_on_the_second_row_then_your_turn_reads_the_first_move(qtbot, screen_reader_window, monkeypatch,
                                                                        claim_seconds):
    """On "Nothing to claim" (the second row) Enter passes and your turn comes: the rows
    become "Draw", "Take" and the cursor goes to the first. Orca held the second row's
    item, still alive: without a read, its "where am I" named "Take" while Enter would
    draw, and Down onto it was silent. The first move is read, after the turn's words."""
    window, _reader = screen_reader_window
    posted: list[int] = []
    original = qt.QAccessible.updateAccessibility

    def record(event) -> None:
        if event.type() == qt.QAccessible.Event.Focus and event.object() is window.table.moves:
            posted.append(event.child())
        original(event)
    monkeypatch.setattr(qt.QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(qt.QAccessible, "updateAccessibility", record)
    window.start_match("numwin", [SeatConfig("Ann", True), SeatConfig("Bea", False, "easy")],
                       {"claim_seconds": claim_seconds, "rounds": 1}, 4)
    table = window.table
    checked = 0
    for _ in range(40):
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end or table.my_turn(), timeout=20000)
        if window.stack.currentWidget() is window.end:
            break
        qtbot.waitUntil(lambda: window.focusWidget() is table.moves, timeout=3000)
        v = table.view()
        if v.phase == CLAIM and table.moves.count() == 2:
            qtbot.keyClick(table.moves, Qt.Key.Key_Down)  # "Nothing to claim": Qt reports the row
            assert table.moves.currentRow() == 1
            posted.clear()
            qtbot.keyClick(table.moves, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: table.my_turn() or window.stack.currentWidget() is window.end, timeout=20000)
            if table.my_turn() and table.view().phase != CLAIM:
                assert table.moves.currentRow() == 0
                assert posted == [0], "the first move was not reported to the screen reader"
                assert not table.moves.strayed()
                checked += 1
                if checked == 2:
                    break
            continue
        session = window.session
        session.play(table.viewer, session.legal(table.viewer)[0])
        qtbot.wait(300)
    assert checked >= 1
