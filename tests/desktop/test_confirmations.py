"""Confirmations: asked once, No by default, the action's key again says Yes; none for
the only legal move; the focus comes back after the box closes (issue 15, items 4 and 7)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.match.session import SeatConfig
from desktop.qt import QtCore


def _qwinto(app):
    app.window.start_match("qwinto", [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy")], {}, 5)
    app.qtbot.waitUntil(lambda: app.focus is not None, timeout=2000)
    return app.window.table


def _answer_when_open(app, answer) -> list:
    """Answer the message box once it is open; what it looked like."""
    seen: list = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QtCore.QTimer.singleShot(20, look)
            return
        no_default = box.defaultButton() is box.button(QMessageBox.StandardButton.No)
        seen.append((box.text(), box.accessibleDescription(), no_default))
        QtCore.QTimer.singleShot(1500, lambda: _close(box))  # never hang the suite
        answer(box)
    QtCore.QTimer.singleShot(20, look)
    return seen


def _close(box) -> None:
    try:
        if box.isVisible():
            box.done(0)
    except RuntimeError:  # already gone: answered
        pass


def _press_the_action_key(box) -> None:
    """What Ctrl+M reaches in the box: its shortcut for the action's own key (the offscreen
    platform activates no window, so the key itself cannot be sent through the shortcut map)."""
    from PySide6.QtGui import QKeySequence, QShortcut
    shortcut = next(s for s in box.findChildren(QShortcut) if s.key() == QKeySequence("Ctrl+M"))
    shortcut.activated.emit()


def test_the_same_key_again_confirms_and_the_question_is_read_once(make_app):
    app = make_app("--lang", "en")
    table = _qwinto(app)
    before = app.focus
    seen = _answer_when_open(app, _press_the_action_key)
    assert table.confirm("Write nothing?", "qwinto_pass") is True
    assert seen and seen[0][0] == "Write nothing?" and seen[0][1] == "" and seen[0][2], seen
    app.qtbot.waitUntil(lambda: app.focus is before, timeout=1000)


def test_return_on_the_default_answers_no_and_the_focus_comes_back(make_app):
    app = make_app("--lang", "en")
    table = _qwinto(app)
    before = app.focus
    _answer_when_open(app, lambda box: app.qtbot.keyClick(box, Qt.Key.Key_Return))
    assert table.confirm("Write nothing?", "qwinto_pass") is False
    app.qtbot.waitUntil(lambda: app.focus is before, timeout=1000)


def test_playing_the_lowest_cards_when_it_is_the_only_move_asks_nothing(make_app, monkeypatch):
    from engine.games.vingtdeux.actions import Play
    app = make_app("--lang", "en")
    app.window.start_match("vingtdeux", [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy")], {}, 5)
    table = app.window.table
    asked = []
    monkeypatch.setattr(table, "confirm", lambda text, *_: asked.append(text) or False)
    played = []
    monkeypatch.setattr(table, "_send", played.append)
    from engine.games.vingtdeux.cards import Card
    c1, c2, other_seven = Card(7, "pique"), Card(9, "coeur"), Card(7, "trefle")
    monkeypatch.setattr("desktop.tables.vingtdeux.my_lowest", lambda v: (c1,))
    monkeypatch.setattr("desktop.tables.vingtdeux.play_effect", lambda v, cards: "loses")
    monkeypatch.setattr("desktop.tables.vingtdeux.cards_text", lambda cards: "7")
    monkeypatch.setattr(table, "_not_now", lambda phase: False)
    monkeypatch.setattr(table.session, "legal", lambda seat: (Play((c1,)),))
    table._play_lowest()
    assert asked == [] and played == [Play((c1,))]
    # by ear: two 7s are one choice, asked about although nothing was to weigh
    monkeypatch.setattr(table.session, "legal", lambda seat: (Play((c1,)), Play((other_seven,))))
    table._play_lowest()
    assert asked == [] and len(played) == 2
    monkeypatch.setattr(table.session, "legal", lambda seat: (Play((c1,)), Play((c2,))))
    table._play_lowest()
    assert len(asked) == 1 and len(played) == 2


def test_a_confirmed_move_is_said_after_the_box_goes_and_before_the_focus_returns(screen_reader_window, qtbot,
                                                                                 monkeypatch):
    """The move's words go out once the box is hidden (Orca cuts its speech as a window goes:
    kept up, the box cut them as it closed) and before the focus is given back to the window
    (its return raced them: by ear, the French Qwinto tutorial said the frame and the sheet
    first)."""
    import desktop.dialogs.focus as focus
    window, reader = screen_reader_window
    window.start_match("qwinto", [SeatConfig("Ann", True)], {}, 5)
    for action in ("qwinto_roll", "qwinto_keep"):
        qtbot.waitUntil(lambda: window.table.my_turn(), timeout=3000)
        window.qactions[action].trigger()
    qtbot.waitUntil(lambda: window.table.session.legal(0) and window.table.my_turn(), timeout=3000)
    qtbot.wait(200)
    order: list[str] = []
    restore = focus.restore_focus
    monkeypatch.setattr(focus, "restore_focus", lambda *a: (order.append("focus back"), restore(*a)))

    def heard(event) -> None:
        if "misthrow 1 of 4" in event.message():
            box_up = any(b.isVisible() for b in window.findChildren(QMessageBox))
            order.append("words, box up" if box_up else "words")
    reader.anchor, reader.notifier = window, window.notifier  # as the app's own screen-reader output has them
    reader.post_hook = heard
    _answer_when_open(None, lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    window.qactions["qwinto_pass"].trigger()
    qtbot.waitUntil(lambda: "focus back" in order, timeout=3000)
    assert order == ["words", "focus back"], order
