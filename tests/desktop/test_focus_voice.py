"""With the built-in voice and no screen reader, the voice reads the focus (desktop/speech/
focus_voice.py): the home screen by Tab and arrows, a confirmation's question, in both
languages; with a screen reader it stays silent (the screen reader reads the focus)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.match.session import SeatConfig
from desktop.qt import QtCore, QtWidgets

HOME = {
    "en": ["Number of players, spin box, 2.", "Seat 1 name, edit, blank, Player 1.", "Seat 1 player, combo box, Human.",
           "Seat 2 name, edit, Paul, selected.", "Seat 2 player, combo box, Computer, normal.",
           "Practice match: hints and undo, check box, checked.", "Start the game, button."],
    "fr": ["Nombre de joueurs, champ numérique, 2.", "Nom de la place 1, champ de saisie, vide, Joueur 1.",
           "Joueur de la place 1, liste déroulante, Humain.", "Nom de la place 2, champ de saisie, Paul, sélectionné.",
           "Joueur de la place 2, liste déroulante, Ordinateur, normal.",
           "Partie d'entraînement : conseils et annulation, case à cocher, cochée.", "Lancer la partie, bouton."],
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_home_screen_is_read_by_tab_and_arrows(make_app, language):
    app = make_app("--lang", language)
    home = app.window.home
    app.qtbot.waitUntil(lambda: QApplication.focusWidget() is home.games, timeout=2000)
    mark = len(app.spoken())
    app.key(Qt.Key.Key_Down)  # the list had the focus from the start: its arrows speak too
    assert app.spoken()[mark:] == [home.games.currentItem().text() + "."]
    for _ in range(len(HOME[language])):
        app.key(Qt.Key.Key_Tab)
    said = app.spoken()[mark + 1:]
    assert said == HOME[language], said
    home.practice.setFocus()
    mark = len(app.spoken())
    app.key(Qt.Key.Key_Space)
    assert app.spoken()[mark:] == [{"en": "not checked.", "fr": "non cochée."}[language]]


def test_a_confirmation_asks_its_question_aloud(make_app):
    app = make_app("--lang", "en")
    window = app.window
    window.start_match("qwinto", [SeatConfig("Ann", True)], {}, 5)
    for action in ("qwinto_roll", "qwinto_keep"):
        app.qtbot.waitUntil(lambda: window.table.my_turn(), timeout=3000)
        window.qactions[action].trigger()
    app.qtbot.wait(300)
    mark = len(app.spoken())
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QtCore.QTimer.singleShot(20, answer)
            return
        box.button(QMessageBox.StandardButton.No).setFocus()  # offscreen: no window is activated by itself
        seen.extend(app.spoken()[mark:])
        box.button(QMessageBox.StandardButton.No).click()
    QtCore.QTimer.singleShot(20, answer)
    window.qactions["qwinto_pass"].trigger()
    assert seen and seen[0].startswith("Write nothing? As the active player you mark misthrow 1 of 4") \
        and seen[0].endswith("No, button."), seen


def test_with_a_screen_reader_the_voice_says_nothing_of_the_focus(screen_reader_window, qtbot):
    window, reader = screen_reader_window
    reader.anchor, reader.notifier = window, window.notifier
    window.home.players.setFocus()
    window.home.start_button.setFocus()
    qtbot.wait(300)
    assert not [text for text, _ in reader.sent if "button" in text or "spin box" in text], reader.sent


def test_menu_items_and_a_number_are_read(make_app):
    app = make_app("--lang", "en")
    window = app.window
    window.home.players.setFocus()
    mark = len(app.spoken())
    app.key(Qt.Key.Key_Up)
    assert app.spoken()[mark:] == ["3."]
    menu = window.help_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    app.qtbot.waitUntil(menu.isVisible, timeout=1000)
    mark = len(app.spoken())
    app.qtbot.keyClick(menu, Qt.Key.Key_Down)
    action = menu.activeAction()
    assert action is not None and app.spoken()[mark:] and \
        app.spoken()[mark].startswith(action.text().replace("&", "") + ","), (app.spoken()[mark:], action.text())
    menu.close()


def test_a_focus_the_app_moves_waits_for_what_is_being_said(make_app, monkeypatch):
    """A key's focus change cuts the voice, as a screen reader does; the app's own (the end
    screen's list after "Game over", a handover's button after its prompt) comes after."""
    from desktop.speech import Priority
    app = make_app("--lang", "en")
    home, said = app.window.home, []
    original = app.window.speech.say
    monkeypatch.setattr(app.window.speech, "say", lambda m: (said.append((m.text, m.priority)), original(m)))
    home.players.setFocus()
    app.key(Qt.Key.Key_Tab)
    app.qtbot.wait(600)  # past the key's moment
    home.start_button.setFocus()
    focus = [(text, priority) for text, priority in said if text.endswith(("button.", "Player 1."))]
    assert focus == [("Seat 1 name, edit, blank, Player 1.", Priority.OWN), ("Start the game, button.", Priority.NORMAL)]


def _typed(app, keys) -> list[str]:
    """What the voice said for each key of `keys` ((key, text, modifier) triples), in order."""
    said = []
    for key, text, modifier in keys:
        mark = len(app.spoken())
        target = QApplication.focusWidget()
        app.qtbot.keyClick(target, key, modifier or Qt.KeyboardModifier.NoModifier) if not text else \
            app.qtbot.keyClicks(target, text)
        said.append(" / ".join(app.spoken()[mark:]))
    return said


@pytest.mark.parametrize("language", ["en", "fr"])
def test_typing_in_a_name_field_says_each_character_erased_and_passed_over(make_app, language):
    app = make_app("--lang", language)
    home = app.window.home
    name = home.rows[1].name
    name.setFocus()
    app.key(Qt.Key.Key_Tab)
    app.key(Qt.Key.Key_Backtab)  # Tab selects the name: the voice says so, typing replaces it
    assert app.spoken()[-1] == {"en": "Seat 2 name, edit, Paul, selected.",
                                "fr": "Nom de la place 2, champ de saisie, Paul, sélectionné."}[language]
    no = Qt.KeyboardModifier.NoModifier
    said = _typed(app, [(None, "J", None), (None, "o", None), (None, "-", None), (None, "e", None),
                        (Qt.Key.Key_Backspace, "", no), (Qt.Key.Key_Left, "", no), (Qt.Key.Key_Home, "", no),
                        (Qt.Key.Key_Right, "", no), (Qt.Key.Key_End, "", no),
                        (Qt.Key.Key_Left, "", Qt.KeyboardModifier.ShiftModifier)])
    assert name.text() == "Jo-"
    expected = {"en": ["J", "o", "hyphen", "e", "e", "hyphen", "J", "o", "blank", "hyphen selected"],
                "fr": ["J", "o", "tiret", "e", "e", "tiret", "J", "o", "vide", "tiret sélectionné"]}[language]
    assert said == expected, said


def test_a_text_the_app_sets_is_not_echoed_and_a_screen_reader_hears_no_echo(make_app, screen_reader_window, qtbot):
    app = make_app("--lang", "en")
    name = app.window.home.rows[1].name
    name.setFocus()
    app.qtbot.wait(600)  # past the last key's moment
    mark = len(app.spoken())
    name.setText("Zoé")
    assert app.spoken()[mark:] == []
    window, reader = screen_reader_window
    reader.anchor, reader.notifier = window, window.notifier
    field = window.home.rows[1].name
    field.setFocus()
    qtbot.keyClicks(field, "Ab")
    qtbot.wait(200)
    assert not [text for text, _ in reader.sent if text in ("A", "b")], reader.sent


def test_a_menu_item_s_key_is_named_as_the_help_names_it(make_app):
    """"Ctrl+Entrée", as the help and the narration say it, not Qt's "Ctrl+Retour"."""
    app = make_app("--lang", "fr")
    window = app.window
    window.start_match("vingtdeux", [SeatConfig("Ann", True), SeatConfig("Paul", False)], {}, 3)
    action = window.qactions["vingtdeux_play"]
    menu = next(m for m in window.menuBar().findChildren(QtWidgets.QMenu) if action in m.actions())
    menu.popup(window.mapToGlobal(window.rect().center()))
    app.qtbot.waitUntil(menu.isVisible, timeout=1000)
    mark = len(app.spoken())
    menu.setActiveAction(action)
    said = app.spoken()[mark:]
    menu.close()
    assert said and said[-1].startswith(action.text().replace("&", "")) and "Ctrl+Entrée" in said[-1], said


def test_a_description_s_own_full_stop_is_not_doubled(make_app):
    app = make_app("--lang", "en")
    games = app.window.home.games
    games.setCurrentRow(3)
    app.window.home.start_button.setFocus()
    games.setFocus()
    said = app.spoken()[-1]
    assert said.startswith("Game, list, Qwinto, ") and said.endswith(".") and not said.endswith(".."), said

