"""The home screen: the game's options come before "Start the game" in the Tab order,
and each option's value is said as Up/Down changes it (issue 15, item 9)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _tab_order(app) -> list:
    seen = []
    for _ in range(30):
        app.key(Qt.Key.Key_Tab)
        if app.focus in seen:
            break
        seen.append(app.focus)
    return seen


def test_options_come_before_the_start_button_for_every_game(make_app):
    app = make_app("--lang", "en")
    home = app.window.home
    for game in ("twowin", "vingtdeux", "qwinto", "numwin"):  # options rebuilt at each game
        app.choose_game(game)
        order = _tab_order(app)
        start = order.index(home.start_button)
        for box in home.option_widgets.values():
            assert order.index(box) < start, (game, box.accessibleName())
        app.window.home.games.setFocus()
    assert home.option_widgets  # Num Win has options


def test_an_option_value_is_said_when_it_changes(make_app):
    app = make_app("--lang", "en")
    home = app.window.home
    app.choose_game("gap")
    box = next(iter(home.option_widgets.values()))
    app.tab_to(box)
    before = len(app.spoken())
    app.key(Qt.Key.Key_Down)
    assert app.spoken()[before:] == [box.currentText()], app.spoken()[before:]


def test_enter_on_a_game_of_the_home_list_starts_it(make_app):
    """By ear: Enter on "2 Win" in the game list did nothing and said nothing."""
    app = make_app("--lang", "en")
    home = app.window.home
    app.qtbot.waitUntil(lambda: QApplication.focusWidget() is home.games, timeout=2000)
    app.key(Qt.Key.Key_Down)
    game = home.game_id()
    app.key(Qt.Key.Key_Return)
    app.qtbot.waitUntil(lambda: app.window.session is not None, timeout=3000)
    assert app.window.session.game.id == game == "twowin"
