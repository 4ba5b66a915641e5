"""Each tutorial played by keys from its first step to its last, in both languages.

At each step the test checks that the step's own text was spoken (with the
player's own key names), then answers with keys only; a wrong key and a wrong
move are each explained and the step repeats; F9 repeats a step; a tutorial left
in the middle resumes at the step reached; the end offers a real match.
"""
from __future__ import annotations

import pytest

from desktop.match import practice
from desktop.qt import Qt, QtWidgets
from desktop.tutorials import script as scripts
from engine import games

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
KEYS = {"review_hand": Qt.Key.Key_F4, "review_table": Qt.Key.Key_F5, "review_turn": Qt.Key.Key_F2,
        "review_scores": Qt.Key.Key_F3, "review_since_turn": Qt.Key.Key_F8}


def _tutor(app):
    return app.window.tutor


def _wait_step(app, index):
    """The tutor is at step `index` and has said it."""
    tutor = _tutor(app)
    try:
        app.qtbot.waitUntil(lambda: tutor.index == index and tutor._announced, timeout=20000)
    except Exception:
        view = app.window.session.view(0)
        raise AssertionError((tutor.index, tutor._announced, tutor._round, view, app.spoken()[-5:])) from None
    said = tutor.text(tutor.step().say)
    app.qtbot.waitUntil(lambda: said in app.spoken(), timeout=2000)
    assert "{" not in said  # every key named
    return said


def _play_card(app, card):
    """In the hand: Right until the card is under the focus, then Enter."""
    table = app.window.table
    app.qtbot.waitUntil(lambda: app.focus is table.hand, timeout=3000)
    app.key(Qt.Key.Key_Home)
    for _ in range(table.hand.count()):
        if table.hand.currentItem().data(Qt.ItemDataRole.UserRole) == card:
            break
        app.key(Qt.Key.Key_Right)
    assert table.hand.currentItem().data(Qt.ItemDataRole.UserRole) == card
    app.key(Qt.Key.Key_Return)


def _other_card(app, card):
    hand = app.window.session.view(0).hand
    return next(c for c in hand if c != card)


def _select(app, cards):
    """Vingt-deux: Space on each card of the set."""
    table = app.window.table
    app.qtbot.waitUntil(lambda: app.focus is table.hand, timeout=3000)
    for card in cards:
        app.key(Qt.Key.Key_Home)
        for _ in range(table.hand.count()):
            if table.hand.currentItem().data(Qt.ItemDataRole.UserRole) == card:
                break
            app.key(Qt.Key.Key_Right)
        app.key(Qt.Key.Key_Space)


def _gap_move(app, step, index):
    if step.moves[0].kind == "play":
        _play_card(app, step.moves[0].card)
    else:  # choosing the copy: the focus is in the middle, Enter takes the card under it
        app.qtbot.waitUntil(lambda: app.focus is app.window.table.middle, timeout=3000)
        app.key(Qt.Key.Key_Return)


def _gap_any(app):
    app.key(Qt.Key.Key_Return)


def _vingtdeux_move(app, step, index):
    move = step.moves[0]
    if move.kind == "exchange":
        _select(app, move.cards)
        app.key(Qt.Key.Key_E, CTRL)
    elif step.id == "lowest":
        app.key(Qt.Key.Key_B, CTRL)
    else:
        _play_card(app, move.cards[0])


def _vingtdeux_any(app):
    view = app.window.session.view(0)
    if view.phase == "exchange":
        app.key(Qt.Key.Key_K, CTRL)
    elif view.best:
        app.key(Qt.Key.Key_B, CTRL)  # the lowest cards: always allowed
    else:
        app.key(Qt.Key.Key_Return)  # lead the card under the focus


def _wrong_gap(app, step):
    _play_card(app, _other_card(app, step.moves[0].card))


def _wrong_vingtdeux(app, step):
    app.key(Qt.Key.Key_B, CTRL)  # the lowest card, not the king asked for


def _qwinto_move(app, step, index):
    move, table = step.moves[0], app.window.table
    if move.kind == "roll":
        table.dice.setFocus()
        app.qtbot.waitUntil(lambda: app.focus is table.dice, timeout=3000)
        for die, letter in (("orange", Qt.Key.Key_O), ("yellow", Qt.Key.Key_J), ("purple", Qt.Key.Key_V)):
            if (die in table.chosen) != (die in move.dice):
                app.key(letter)
        assert table.chosen == set(move.dice)
        app.key(Qt.Key.Key_D, CTRL)
    elif move.kind == "write":
        app.qtbot.waitUntil(lambda: app.focus is table.sheet, timeout=3000)
        app.key(Qt.Key.Key_Home, CTRL)
        for _ in range(40):
            row, column = table.sheet.current_box()
            if (row, column) == (move.row, move.column):
                break
            app.key(Qt.Key.Key_Down if row != move.row else Qt.Key.Key_Right)
        app.key(Qt.Key.Key_Return)
    else:
        app.key({"keep": Qt.Key.Key_K, "reroll": Qt.Key.Key_R, "pass": Qt.Key.Key_M}[move.kind], CTRL)


def _qwinto_any(app):
    phase = app.window.session.view(0).phase
    app.key({"choose_dice": Qt.Key.Key_D, "keep_or_reroll": Qt.Key.Key_K}.get(phase, Qt.Key.Key_M), CTRL)


def _wrong_qwinto(app, step):
    app.key(Qt.Key.Key_M, CTRL)  # writing nothing, not orange box 5


def _twowin_rows(app, cards):
    """Enter on each card in turn, never twice on the same row (two equal cards are two rows)."""
    table, used = app.window.table, set()
    app.qtbot.waitUntil(lambda: app.focus is table.hand, timeout=3000)
    for card in cards:
        app.key(Qt.Key.Key_Home)
        for _ in range(table.hand.count()):
            index, here = table.hand.currentItem().data(Qt.ItemDataRole.UserRole)
            if here == card and index not in used:
                break
            app.key(Qt.Key.Key_Right)
        used.add(index)
        app.key(Qt.Key.Key_Return)


def _twowin_move(app, step, index):
    move = step.moves[0]
    if move.kind == "pass":
        _twowin_rows(app, [move.card])
    else:
        _twowin_rows(app, [move.tens, move.units])
        app.key(Qt.Key.Key_Return, CTRL)


def _wrong_twowin(app, step):
    hand = app.window.session.view(0).hand
    _twowin_rows(app, [next(c for c in hand if c != step.moves[0].card)])


DRIVERS = {  # game: (a move step by keys, any legal move by keys, the step where a wrong move is tried)
    "gap": (_gap_move, _gap_any, "same", _wrong_gap),
    "vingtdeux": (_vingtdeux_move, _vingtdeux_any, "equal", _wrong_vingtdeux),
    "qwinto": (_qwinto_move, _qwinto_any, "write", _wrong_qwinto),
    "twowin": (_twowin_move, None, "pass2", _wrong_twowin),
}
KEYS["review_score_details"] = (Qt.Key.Key_F3, SHIFT)


def _press(app, action_id):
    key = KEYS[action_id]
    app.key(*key) if isinstance(key, tuple) else app.key(key)


@pytest.mark.parametrize("game_id", sorted(DRIVERS))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_tutorial_by_keys_first_to_last_step(make_app, game_id, language):
    from desktop import settings as S
    app = make_app("--lang", language)
    app.window.settings.set(S.CONFIRM_COSTLY, False)
    move, any_move, wrong_at, wrong_move = DRIVERS[game_id]
    app.window.learn(game_id)
    tutor = _tutor(app)
    for index, step in enumerate(tutor.script.steps):
        said = _wait_step(app, index)
        if index == 0:  # a wrong key is explained, and the step is said again
            app.key(Qt.Key.Key_F5)
            assert app.spoken()[-1] == tutor.text(step.wrong) + " " + said
            assert tutor.index == 0
            app.key(Qt.Key.Key_F9)  # F9 repeats the step
            assert app.spoken()[-1] == said
        if step.id == wrong_at:  # a wrong move is refused before it is played, explained, and the step repeats
            before = list(app.window.session.moves)
            played: list = []
            app.window.session.updated.connect(lambda update, played=played: played.append(update) if update.seat == 0
                                               else None)
            wrong_move(app, step)
            app.qtbot.waitUntil(lambda step=step, said=said: app.spoken()[-1] == tutor.text(step.wrong) + " " + said,
                                timeout=3000)
            assert tutor.index == index and app.window.session.moves == before
            assert played == []  # nothing of it was applied, so nothing of it was narrated
        if step.key:
            _press(app, step.key)
        elif step.until:
            while tutor.index == index:
                app.qtbot.waitUntil(lambda index=index: tutor.index != index or app.window.table.my_turn() and not
                                    app.window.session.bots_busy(), timeout=20000)
                if tutor.index == index:
                    any_move(app)
        else:
            move(app, step, index)
    app.qtbot.waitUntil(lambda: getattr(tutor, "end_box", None) is not None, timeout=5000)
    assert scripts.progress(game_id)[2] is True  # finished
    box = tutor.end_box
    assert box.isVisible() and box.text() == tutor.script.end
    box.button(QtWidgets.QMessageBox.StandardButton.Yes).setFocus()  # offscreen, the box is not activated by itself
    app.qtbot.waitUntil(lambda: app.spoken()[-1].startswith(tutor.script.end), timeout=2000)  # the voice reads it once
    assert sum(tutor.script.end in said for said in app.spoken()) == 1
    box.button(QtWidgets.QMessageBox.StandardButton.Yes).click()
    app.qtbot.waitUntil(lambda: app.window.session is not None and app.window.session is not tutor.session,
                        timeout=3000)
    assert app.window.tutor is None and app.window.session.game.id == game_id


def test_a_tutorial_left_midway_resumes_at_the_step_reached(make_app):
    app = make_app("--lang", "en")
    app.window.learn("gap")
    tutor = _tutor(app)
    _wait_step(app, 0)
    app.key(Qt.Key.Key_F4)
    _wait_step(app, 1)
    app.key(Qt.Key.Key_F9, SHIFT)  # skip
    _wait_step(app, 2)
    _play_card(app, tutor.script.steps[2].moves[0].card)
    _wait_step(app, 3)
    app.window.home.choose_game("qwinto")  # another game chosen on the home screen meanwhile
    mark = len(app.spoken())
    app.key(Qt.Key.Key_N, CTRL)  # leave for the home screen
    assert app.window.session is None
    # said where it stopped, and the focus is where Enter takes it up (by ear: only the game list was heard)
    assert "Tutorial left at step 4 of 9; the Learn GAP button takes it up there." in \
        app.spoken()[mark:], app.spoken()[mark:]
    home = app.window.home
    assert home.game_id() == "gap" and QtWidgets.QApplication.focusWidget() is home.learn_button
    assert app.spoken()[mark:][-1] == "Learn GAP: a guided tutorial, button."
    assert not app.voice.utterances[-1].interrupt  # the voice reads the focus after those words, not over them
    assert app.window.tutor is None
    step, moves, done = scripts.progress("gap")
    assert (step, done) == (3, False) and [a for s, a in moves if s == 0] == [tutor.script.steps[2].moves[0]]
    app.window.learn("gap")
    again = _tutor(app)
    assert again is not tutor and again.index == 3
    assert again.session.state == practice.replay(games.get("gap"), 2, again.script.seed, {}, moves)
    app.qtbot.waitUntil(lambda: "The GAP tutorial resumes at step 4 of 9." in app.spoken(), timeout=3000)
    _wait_step(app, 3)


def test_every_game_has_a_tutorial_and_a_missing_one_is_said_clearly(make_app, monkeypatch):
    assert all(scripts.available(g) for g in games.GAME_IDS)
    app = make_app("--lang", "en")
    from desktop.tutorials.tutor import learn
    monkeypatch.setattr(scripts, "available", lambda game_id: False)
    assert learn(app.window, "numwin") is False
    assert app.spoken()[-1] == "There is no tutorial for Num Win yet."


@pytest.mark.parametrize("game_id, name", [("qwinto", "Qwinto"), ("numwin", "Num Win")])
def test_the_home_screens_learn_button_starts_the_chosen_games_tutorial(make_app, game_id, name):
    app = make_app("--lang", "en")
    app.choose_game(game_id)
    home = app.window.home
    assert home.learn_button.isVisible() and home.learn_button.text() == f"&Learn {name}: a guided tutorial"
    app.tab_to(home.learn_button)
    app.key(Qt.Key.Key_Return)
    assert app.window.tutor is not None and app.window.table.game_id == game_id


def test_the_help_menus_learn_this_game_starts_the_tutorial_of_the_game_chosen(make_app):
    app = make_app("--lang", "en")
    app.choose_game("numwin")
    action = app.window.qactions["tutorial"]
    assert action in app.window.help_menu.actions() and action.isEnabled()
    action.trigger()
    assert app.window.tutor is not None and app.window.table.game_id == "numwin"


@pytest.mark.parametrize("game_id", ["gap", "numwin"])
def test_tablee_tutorial_starts_a_tutorial_from_the_command_line(tmp_path, game_id):
    import os
    import subprocess
    import sys
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLEE_BOT_WORKER="off")
    done = subprocess.run([sys.executable, "-m", "desktop.app", "--data-dir", str(tmp_path), "--speech", "off",
                           "--tutorial", game_id, "--smoke"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "tablee smoke" in done.stdout
    log = (tmp_path / "tablee.log").read_text(encoding="utf-8")
    assert f"tutorial {game_id} started at step 1" in log and "uncaught exception" not in log


def test_a_tutorial_never_touches_the_players_autosaved_match(make_app):
    from desktop import paths
    app = make_app("--lang", "en")
    saved = paths.autosave_file()
    saved.write_text("the player's own match", encoding="utf-8")
    app.window.learn("qwinto")
    _wait_step(app, 0)
    app.key(Qt.Key.Key_F4)
    _wait_step(app, 1)
    app.window._show_end()  # as when a tutorial's match ends
    assert saved.read_text(encoding="utf-8") == "the player's own match"


def test_a_damaged_tutorial_file_or_progress_is_said_and_loses_nothing(make_app, tmp_path, monkeypatch):
    from desktop.tutorials.tutor import learn
    app = make_app("--lang", "en")
    overrides = tmp_path / "overrides"
    (overrides / "tutorials").mkdir(parents=True)
    (overrides / "tutorials" / "gap.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setenv("TABLEE_DATA_OVERRIDES", str(overrides))
    assert learn(app.window, "gap") is False
    assert app.spoken()[-1] == "The tutorial for GAP could not be read: its file is damaged."
    assert app.window.session is None
    monkeypatch.delenv("TABLEE_DATA_OVERRIDES")
    scripts._progress_file().write_text("[broken", encoding="utf-8")  # a damaged progress file
    assert learn(app.window, "gap") and _tutor(app).index == 0  # starts afresh
    _wait_step(app, 0)


def test_a_tutorial_names_the_enter_key_as_the_help_does(make_app):
    """By ear, in French: "Appuyez sur Entrée ..., puis sur Ctrl+Retour pour confirmer":
    Qt's name for the Return key ("Retour") beside "Entrée" for the same key."""
    app = make_app("--lang", "fr")
    app.window.learn("twowin")
    tutor = _tutor(app)
    said = tutor.text("{key:twowin_confirm}")
    assert said == "Ctrl+Entrée"


def _twowin_tutorial_at(make_app, step: int):
    """The English 2 Win tutorial, its steps done by keys up to `step` (said)."""
    app = make_app("--lang", "en")
    app.window.learn("twowin")
    tutor = _tutor(app)
    _wait_step(app, 0)
    app.key(Qt.Key.Key_F4)
    for index in range(1, step):
        _wait_step(app, index)
        _twowin_move(app, tutor.script.steps[index], index)
    _wait_step(app, step)
    return app, tutor


def test_the_2_win_tutorial_s_f8_step_hears_the_round_s_draws(make_app):
    """By ear: the step says "Hear what happened since your last turn: press F8", and F8
    said "Your turn. Paul has chosen." and the step's own text again, not the draws."""
    app, tutor = _twowin_tutorial_at(make_app, 3)
    assert tutor.step().key == "review_since_turn"
    app.key(Qt.Key.Key_F8)
    said = app.spoken()[-1]
    assert "Numbers: you 11 and Paul 22. Draws: you 1 and Paul 3." in said, said
    assert "You draw 5 blue" in said and tutor.text(tutor.step().say) not in said, said


def test_a_number_the_2_win_tutorial_refuses_leaves_no_card_chosen(make_app):
    """The refused number is not played, so no update redraws the hand: its rows said
    "1 blue, chosen as tens" until the next move."""
    app, tutor = _twowin_tutorial_at(make_app, 2)
    hand = app.window.session.view(0).hand
    wrong = next(card for card in hand if card != tutor.script.steps[2].moves[0].units)
    _twowin_rows(app, [tutor.script.steps[2].moves[0].tens, wrong])
    app.key(Qt.Key.Key_Return, CTRL)
    rows = [app.window.table.hand.item(i).text() for i in range(app.window.table.hand.count())]
    assert tutor.index == 2 and app.window.table.tens is None
    assert not any("chosen as" in row for row in rows), rows


def test_a_tutorial_s_first_words_come_before_the_bots_moves(make_app):
    """By ear (2 Win): Paul chooses his card at once and "Paul has chosen; still to
    choose: you." was said before the tutorial's welcome."""
    app = make_app("--lang", "en")
    app.window.learn("twowin")
    welcome = _wait_step(app, 0)
    app.qtbot.waitUntil(lambda: any("Paul has chosen" in t for t in app.spoken()), timeout=5000)  # let go after
    said = app.spoken()
    chosen = next(i for i, t in enumerate(said) if "Paul has chosen" in t)
    assert said.index(welcome) < chosen, said
