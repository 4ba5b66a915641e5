"""The GAP tutorial played by keys from its first step to its last, in both languages.

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
        "review_scores": Qt.Key.Key_F3}


def _tutor(app):
    return app.window.tutor


def _wait_step(app, index):
    """The tutor is at step `index` and has said it."""
    tutor = _tutor(app)
    app.qtbot.waitUntil(lambda: tutor.index == index and tutor._announced, timeout=20000)
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


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_gap_tutorial_by_keys_first_to_last_step(make_app, language):
    app = make_app("--lang", language)
    app.window.learn("gap")
    tutor = _tutor(app)
    steps = tutor.script.steps
    for index, step in enumerate(steps):
        said = _wait_step(app, index)
        if index == 0:  # a wrong key is explained, and the step is said again
            app.key(Qt.Key.Key_F5)
            assert app.spoken()[-1] == tutor.text(step.wrong) + " " + said
            assert tutor.index == 0
            app.key(Qt.Key.Key_F9)  # F9 repeats the step
            assert app.spoken()[-1] == said
        if step.key:
            app.key(KEYS[step.key])
        elif step.until:
            while tutor.index == index:
                app.qtbot.waitUntil(lambda: tutor.index != index or app.window.table.my_turn() and not
                                    app.window.session.bots_busy(), timeout=20000)
                if tutor.index == index:
                    app.key(Qt.Key.Key_Return)
        elif step.moves[0].kind == "play":
            if step.id == "same":  # a wrong move is taken back, explained, and the step repeats
                wrong = _other_card(app, step.moves[0].card)
                _play_card(app, wrong)
                app.qtbot.waitUntil(lambda: app.spoken()[-1] == tutor.text(step.wrong) + " " + said, timeout=3000)
                assert tutor.index == index and not [m for m in app.window.session.moves if m[0] == 0]
            _play_card(app, step.moves[0].card)
        else:  # choosing the copy: the focus is in the middle, Enter takes the card under it
            app.qtbot.waitUntil(lambda: app.focus is app.window.table.middle, timeout=3000)
            app.key(Qt.Key.Key_Return)
    app.qtbot.waitUntil(lambda: tutor.script.end in app.spoken(), timeout=5000)
    assert scripts.progress("gap")[2] is True  # finished
    box = tutor.end_box
    assert box.isVisible()
    box.button(QtWidgets.QMessageBox.StandardButton.Yes).click()
    app.qtbot.waitUntil(lambda: app.window.session is not None and app.window.session is not tutor.session,
                        timeout=3000)
    assert app.window.tutor is None and app.window.session.game.id == "gap"


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
    app.key(Qt.Key.Key_N, CTRL)  # leave for the home screen
    assert app.window.session is None
    step, moves, done = scripts.progress("gap")
    assert (step, done) == (3, False) and [a for s, a in moves if s == 0] == [tutor.script.steps[2].moves[0]]
    app.window.learn("gap")
    again = _tutor(app)
    assert again is not tutor and again.index == 3
    assert again.session.state == practice.replay(games.get("gap"), 2, again.script.seed, {}, moves)
    app.qtbot.waitUntil(lambda: "The GAP tutorial resumes at step 4 of 9." in app.spoken(), timeout=3000)
    _wait_step(app, 3)


def test_no_tutorial_is_said_clearly(make_app):
    app = make_app("--lang", "en")
    from desktop.tutorials.tutor import learn
    assert learn(app.window, "numwin") is False
    assert app.spoken()[-1] == "There is no tutorial for Num Win yet."
