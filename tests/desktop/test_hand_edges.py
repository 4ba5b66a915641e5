"""By ear (issue 15), GAP and Vingt-deux: a key that moves nothing in a hand still answers.
End on the last card, Down there, Home on the first, or the value of the card already
focused said nothing (the focus did not move, so the screen reader read nothing)."""
from __future__ import annotations

import pytest

from desktop.match.session import SeatConfig
from desktop.qt import Qt


def _table(app, game: str):
    app.window.start_match(game, [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy")], {}, 3)
    table = app.window.table
    app.qtbot.waitUntil(lambda: app.focus is table.hand and table.hand.count() > 1, timeout=5000)
    return table


@pytest.mark.parametrize("game", ["gap", "vingtdeux"])
def test_the_edges_of_the_hand_say_the_card_again(make_app, game):
    app = make_app("--lang", "en")
    table = _table(app, game)
    hand = table.hand
    app.key(Qt.Key.Key_End)
    last = hand.item(hand.count() - 1).text()
    for key in (Qt.Key.Key_End, Qt.Key.Key_Down, Qt.Key.Key_Right):
        before = len(app.spoken())
        app.key(key)
        assert hand.currentRow() == hand.count() - 1
        assert app.spoken()[before:] == [last], (key, app.spoken()[before:])
    app.key(Qt.Key.Key_Home)
    for key in (Qt.Key.Key_Home, Qt.Key.Key_Up):
        before = len(app.spoken())
        app.key(key)
        assert app.spoken()[before:] == [hand.item(0).text()], (key, app.spoken()[before:])
    before = len(app.spoken())
    app.key(Qt.Key.Key_Right)  # a move that moves says the card only, as before
    assert app.spoken()[before:] == [hand.item(1).text()], app.spoken()[before:]


def test_gap_the_value_of_the_focused_card_says_it_again(make_app):
    app = make_app("--lang", "en")
    table = _table(app, "gap")
    values = [str(card.value) for card in table.view().hand]
    row = next(i for i, v in enumerate(values) if values.count(v) == 1)
    table.hand.setCurrentRow(row)
    before = len(app.spoken())
    app.key(getattr(Qt.Key, f"Key_{values[row]}"))
    assert app.spoken()[before:] == [table.hand.item(row).text()], app.spoken()[before:]


def test_gap_the_choice_lands_on_a_real_choice(make_app, tmp_path):
    """By ear: with one neighbour value's only copy and two copies of the other, the cursor
    landed on the only copy, and Enter there asked for the real choice only then."""
    from desktop.qt import QtCore
    from engine.games.gap.actions import Take
    from tests.a11y.by_ear_saves import write_gap_forced_save
    card = write_gap_forced_save(tmp_path / "data")
    app = make_app("--lang", "en")
    app.window.continue_saved()
    table = app.window.table
    app.qtbot.waitUntil(lambda: table is not None and table.my_turn(), timeout=5000)
    table.hand.setFocus()
    table._play(card)
    app.qtbot.waitUntil(lambda: app.focus is table.middle, timeout=5000)
    takes = [set(a.cards) for a in table.session.legal(table.viewer) if isinstance(a, Take)]
    focused = table.middle.current_data()
    assert focused in set().union(*takes) and focused not in set.intersection(*takes), (focused, takes)
    app.key(QtCore.Qt.Key.Key_Return)
    assert any(t.startswith("You take") for t in app.history()[-3:]), app.history()[-3:]
