"""Whole Qwinto games played with key presses only: solo, and 3 players against bots.

From the home screen (arrows to the game, Page Down on the players spin box for
solo, Tab to Start, Enter) to the end screen: die letters and Enter in the Dice
region, Ctrl+K / Ctrl+R to keep or reroll, arrows and Enter on the sheet,
Ctrl+M to write nothing; every step asserts on what was said.
"""
from __future__ import annotations

from desktop.qt import Qt

CTRL = Qt.KeyboardModifier.ControlModifier


def start_from_home(app, players: int):
    app.choose_game("qwinto")
    app.set_players(players)
    return app.start_game("qwinto")


def focus_settled(app, table) -> bool:
    """The viewer's turn, with the focus where they act: the dice, or the sheet to write."""
    if not table.my_turn():
        return False
    return app.focus is (table.sheet if table.view().phase == "write" else table.dice)


def heard(app, before):
    """What the seat at the table heard since `before` (its own history, in hot-seat too)."""
    return app.history(app.window.table.viewer)[before:]


def go_to_best_box(app, table, v) -> None:
    """Walk with arrows to the legal box where the sum fits its place best (Ctrl+Home, Down, Right)."""
    from engine.games.qwinto.layout import layout
    lay = layout()
    legal = table._legal_boxes()
    row, column = min(legal, key=lambda b: abs(v.total - (2 + lay.box_at[lay.row_index(b[0])][b[1]] * 15 / 8)))
    app.key(Qt.Key.Key_Home, CTRL)
    for _ in range(lay.row_index(row)):
        app.key(Qt.Key.Key_Down)
    app.key(Qt.Key.Key_Home)
    while table.sheet.current_box() != (row, column):
        before = table.sheet.current_box()
        app.key(Qt.Key.Key_Right)
        assert table.sheet.current_box() != before, "Right must reach every box of the row"
    text = table.sheet.currentItem().data(Qt.ItemDataRole.AccessibleTextRole)
    assert f"{v.total} can go here" in text, text


def play_turn_step(app, table, step: int) -> str:
    """One decision by keys; returns the phase it acted in."""
    v = table.view()
    before = len(app.history(table.viewer))
    if v.phase == "choose_dice":
        assert app.focus is table.dice
        if v.turn % 3 == 1:
            app.key(Qt.Key.Key_O)  # drop orange: roll yellow and purple
            assert "Orange not chosen" in heard(app, before)[-1] or "orange" in heard(app, before)[-1].lower()
        app.key(Qt.Key.Key_Return)
        said = heard(app, before)
        assert any(t.startswith("You roll ") and "sum" in t for t in said), said
        if v.turn % 3 == 1:
            app.key(Qt.Key.Key_O)  # orange back for the next turns
    elif v.phase == "keep_or_reroll":
        assert app.focus is table.dice
        if step % 4 == 0:
            app.key(Qt.Key.Key_R, CTRL)
            assert any(t.startswith("You reroll ") for t in heard(app, before)), heard(app, before)
        else:
            app.key(Qt.Key.Key_K, CTRL)
            assert any(t.startswith("You keep ") for t in heard(app, before)), heard(app, before)
    else:
        assert app.focus is table.sheet
        if not table._legal_boxes():
            app.key(Qt.Key.Key_M, CTRL)
            said = heard(app, before)
            assert any("misthrow" in t or t.startswith("Your choice: write nothing") for t in said), said
        else:
            go_to_best_box(app, table, v)
            app.key(Qt.Key.Key_Return)
            said = heard(app, before)
            assert any(t.startswith("You write ") or t.startswith("Your choice: ") for t in said), said
    return v.phase


def play_to_end(app, table, limit=600) -> int:
    window = app.window
    steps = 0
    for _ in range(limit):
        app.qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end or
                            focus_settled(app, table), timeout=20000)
        if window.stack.currentWidget() is window.end:
            return steps
        play_turn_step(app, table, steps)
        steps += 1
    raise AssertionError("the game did not end")


def test_solo_qwinto_by_keyboard_to_the_end_screen(make_app):
    app = make_app("--lang", "en")
    table = start_from_home(app, 1)
    assert len(table.session.seats) == 1
    assert not table.r_others.isVisible()
    steps = play_to_end(app, table)
    assert steps >= 20
    history = " ".join(app.history())
    assert "Your turn: choose your dice and roll." in " ".join(app.spoken())
    assert "Game over: " in history and "Your final score:" in history
    assert "Final scores. You: " in history
    summary = app.window.end.summary
    assert summary.count() >= 2
    shown = " ".join(summary.item(i).text() for i in range(summary.count()))
    assert shown.count(table.describe_scores(True)) == 1, shown  # the breakdown once, not twice


def test_three_player_qwinto_by_keyboard_to_the_end_screen(make_app):
    app = make_app("--lang", "en")
    table = start_from_home(app, 3)
    assert len(table.session.seats) == 3
    steps = play_to_end(app, table)
    assert steps >= 10
    history = app.history()
    joined = " ".join(history)
    others = [s.name for s in table.session.seats[1:]]
    assert any(t.startswith(f"{others[0]} rolls ") for t in history)
    assert any(t.startswith(f"{n} writes ") for n in others for t in history)
    assert "Game over: " in joined and "Final scores." in joined


def test_hot_seat_choices_stay_secret_until_the_reveal(make_app):
    """Two humans at one computer: each writes after the handover; neither hears the other's box early."""
    from desktop.match.session import SeatConfig
    app = make_app("--lang", "en")
    window = app.window
    window.start_match("qwinto", [SeatConfig("Ann", True), SeatConfig("Bob", True)], {}, 5)
    table = window.table
    reveals = 0
    for step in range(40):
        app.qtbot.waitUntil(lambda: window.stack.currentWidget() in (window.handover, window.end) or
                            focus_settled(app, table), timeout=5000)
        if window.stack.currentWidget() is window.handover:
            app.key(Qt.Key.Key_Return)
            continue
        v = table.view()
        if v.phase == "write" and any(d for d in v.decided):
            other = 1 - table.viewer
            assert f"{table.session.seats[other].name} has decided." in app.history(table.viewer)
            assert not any(t.startswith("Your choice") for t in app.history(table.viewer)[-3:])
            reveals += 1
        play_turn_step(app, table, step)
    assert reveals >= 3


def test_no_box_for_the_sum_is_said_once_when_the_sheet_is_entered(make_app, monkeypatch):
    """By ear (issue 15): after your reroll, "No box can take 13…" came again when the
    other player decided (the focus is set again then)."""
    from desktop.match.session import SeatConfig
    from engine.games.qwinto.actions import Keep, Roll
    from engine.games.qwinto.state import WRITE
    app = make_app("--lang", "en")
    app.window.start_match("qwinto", [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy")], {}, 5)
    table = app.window.table
    app.qtbot.waitUntil(lambda: table.my_turn(), timeout=5000)
    assert table.session.play(0, Roll(("orange", "yellow", "purple")))
    assert table.session.play(0, Keep())
    assert table.view().phase == WRITE
    monkeypatch.setattr(table, "_legal_boxes", lambda: set())
    table.dice.setFocus()
    table.focus_for_turn()  # your keep moves the focus into the sheet
    table.focus_for_turn()  # the other player decides: the focus is set again
    hints = [t for t in app.history() if t.startswith("No box can take")]
    assert len(hints) == 1, hints


def test_a_die_letter_toggles_its_die_and_leaves_the_cursor_where_it_is(make_app):
    """The letter answers with the die's message; the cursor stays on the die the screen
    reader has as its focus (a quiet move left Orca's "where am I" on the old die)."""
    app = make_app("--lang", "en")
    table = start_from_home(app, 1)
    app.qtbot.waitUntil(lambda: focus_settled(app, table), timeout=5000)
    dice = table.dice
    row = dice.currentRow()
    texts = [dice.item(i).text() for i in range(dice.count())]
    purple = next(i for i, text in enumerate(texts) if text.startswith("purple"))
    assert purple != row, texts
    before = len(app.history(table.viewer))
    app.key(Qt.Key.Key_V)
    assert heard(app, before)[-1].startswith("Purple not chosen. You will roll")
    assert dice.currentRow() == row and dice.item(purple).text() == "purple die, not chosen"
