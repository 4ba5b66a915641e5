"""Your own move's words before anything the move redraws (issue 15, items 1 and 4):
the words are sent to the screen reader at once (before the event loop runs again:
after a confirmation's box has closed, before the window comes back), then the rows
redrawn, then the row under the cursor reported if it changed."""
from __future__ import annotations

from desktop import qt
from desktop import settings as S
from desktop.match.session import SeatConfig
from engine.games.numwin.actions import DrawPile, Exchange

QAccessible = qt.QAccessible


def _numwin(app):
    window = app.window
    window.settings.set(S.CLAIM_DELAY_MS, 0)
    window.start_match("numwin", [SeatConfig("Ann", True), SeatConfig("Bot", False, "easy")], {"rounds": 1}, 1)
    app.qtbot.waitUntil(lambda: window.table is not None and window.table.my_turn(), timeout=5000)
    table = window.table
    app.qtbot.waitUntil(lambda: app.focus is table.moves, timeout=2000)
    return table


def test_your_move_is_sent_then_redrawn_then_the_row_under_the_cursor_reported(make_app, monkeypatch):
    app = make_app("--lang", "en")
    table = _numwin(app)
    order: list[str] = []
    flush = table.speech.flush
    monkeypatch.setattr(table.speech, "flush", lambda: (order.append("sent"), flush()))
    refresh = table.refresh
    monkeypatch.setattr(table, "refresh", lambda: (order.append("redrawn"), refresh()))
    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: order.append(
        f"row {event.child()}") if event.type() == QAccessible.Event.Focus else None)
    table.session.play(0, DrawPile())
    assert order == ["sent", "redrawn", "row 0"], order  # "Discard 4 blue (Ctrl+X)" after the draw
    order.clear()
    table.moves.setCurrentRow(2)  # the player went down to an exchange
    table.session.play(0, Exchange(1))
    assert order[:2] == ["sent", "redrawn"] and order[2:] == ["row 0"], order
    assert table.moves.currentRow() == 0  # back on the first move, reported after the words


def test_another_players_move_keeps_the_settle_delay_and_reads_no_row(make_app, monkeypatch):
    app = make_app("--lang", "en")
    table = _numwin(app)
    sent: list[str] = []
    monkeypatch.setattr(table.speech, "flush", lambda: sent.append("sent"))
    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    reported: list[int] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: reported.append(event.child())
                        if event.type() == QAccessible.Event.Focus else None)
    from desktop.match.session import Update
    table.on_update(Update(1, None, (), False))
    assert sent == [] and reported == []
