"""The Num Win tutorial played by keys from its first step to its last, in both languages.

Its deal is fixed by the script (every action card, a claim of one's own card and of
another player's, the call); at each step the test checks that the step's own text
was spoken with the player's key names, then answers with keys only. A wrong key
and a wrong move are explained and the step repeats; a claim step's window waits
for a slow player (the tutor holds the claim clock) while windows between steps
close on their own clock.
"""
from __future__ import annotations

import time

import pytest

from desktop.qt import Qt, QtCore, QtWidgets
from desktop.settings import CONFIRM_COSTLY as CONFIRM
from desktop.tutorials import script as scripts
from engine.games.numwin import actions as A
from engine.games.numwin.actions import Claim, Pass

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
SIMPLE = {A.DrawPile: (Qt.Key.Key_D, CTRL), A.TakeDiscard: (Qt.Key.Key_T, CTRL), A.Discard: (Qt.Key.Key_X, CTRL),
          A.Add: (Qt.Key.Key_I, CTRL), A.CallNumWin: (Qt.Key.Key_W, CTRL), A.Pass: (Qt.Key.Key_F12, SHIFT)}
KEYS = {"review_hand": (Qt.Key.Key_F4, None), "review_score_details": (Qt.Key.Key_F3, SHIFT)}
WINDOW_MS = 300  # the claim delay setting: windows between steps close quickly


def _wait_step(app, index):
    tutor = app.window.tutor
    try:
        app.qtbot.waitUntil(lambda: tutor.index == index and tutor._announced, timeout=20000)
    except Exception:
        raise AssertionError((tutor.index, tutor._announced, app.window.session.view(0).phase,
                              app.spoken()[-4:])) from None
    said = tutor.text(tutor.step().say)
    app.qtbot.waitUntil(lambda: said in app.spoken(), timeout=2000)
    assert "{" not in said
    return said


def _choose(app, widget, data):
    """Arrows in a list until the row holding `data` is current, then Enter."""
    app.qtbot.waitUntil(lambda: app.focus is widget, timeout=3000)
    app.key(Qt.Key.Key_Home)
    for _ in range(widget.count()):
        if widget.current_data() == data:
            break
        app.key(Qt.Key.Key_Down)
    assert widget.current_data() == data, (data, widget.current_data())
    app.key(Qt.Key.Key_Return)


def _move(app, move):
    table = app.window.table
    if isinstance(move, A.CallNumWin) and app.window.settings.get(CONFIRM):  # the text: the key again confirms
        QtCore.QTimer.singleShot(300, lambda: _confirm_with(app, Qt.Key.Key_W))
    if type(move) in SIMPLE:
        app.key(*SIMPLE[type(move)])
    elif isinstance(move, A.Claim):
        app.key(Qt.Key.Key_F12)
        _choose(app, table.moves, ("claim", move))
    elif isinstance(move, A.UseSwipe):
        _choose(app, table.moves, ("own", move.own))
        _choose(app, table.moves, ("act", move))
    elif isinstance(move, A.Exchange):
        app.qtbot.waitUntil(lambda: app.focus is table.moves, timeout=3000)
        app.key(Qt.Key.Key_F6)  # to Your combination
        _choose(app, table.combination, move.position)
    else:
        _choose(app, table.moves, ("act", move))


CONFIRMED = []


def _confirm_with(app, key):
    box = QtWidgets.QApplication.activeModalWidget()
    CONFIRMED.append(box is not None)
    if box is not None:
        app.qtbot.keyClick(box, key, CTRL)


def _until_the_round_changes(app, index):
    tutor, session = app.window.tutor, app.window.session
    while tutor.index == index:
        app.qtbot.waitUntil(lambda: tutor.index != index or A.Pass() in session.legal(0), timeout=20000)
        if tutor.index == index:
            app.key(Qt.Key.Key_F12, SHIFT)


def _wrong_move_is_taken_back(app, step, said):
    tutor, before = app.window.tutor, list(app.window.session.moves)
    _choose(app, app.window.table.moves, ("act", A.UseQuantum(1, 1)))  # Paul's position 2, not 1
    app.qtbot.waitUntil(lambda: app.spoken()[-1] == tutor.text(step.wrong) + " " + said, timeout=3000)
    assert app.window.session.moves == before and tutor.step() is step


def _do_step(app, step, index) -> None:
    """What the step asks, by keys: its key, moves until the round changes, or its move."""
    if step.key:
        app.key(*(k for k in KEYS[step.key] if k is not None))
    elif step.until:
        _until_the_round_changes(app, index)
    else:
        _move(app, step.moves[0])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_numwin_tutorial_by_keys_first_to_last_step(make_app, language):
    from desktop import settings as S
    CONFIRMED.clear()
    app = make_app("--lang", language)
    app.window.settings.set(S.CONFIRM_COSTLY, language == "en")  # the call confirmed by its key, or not asked
    app.window.settings.set(S.CLAIM_DELAY_MS, WINDOW_MS)
    app.window.learn("numwin")
    tutor = app.window.tutor
    assert app.window.table.game_id == "numwin"
    deal = {"en": "You deal and play first.", "fr": "Vous distribuez et commencez."}[language]
    app.qtbot.waitUntil(lambda: any(deal in t for t in app.spoken()), timeout=3000)  # the player, as "you"
    for index, step in enumerate(tutor.script.steps):
        said = _wait_step(app, index)
        if index == 0:  # a wrong key is explained, and the step is said again; F9 repeats it
            app.key(Qt.Key.Key_F5)
            assert app.spoken()[-1] == tutor.text(step.wrong) + " " + said
            app.key(Qt.Key.Key_F9)
            assert app.spoken()[-1] == said
        if step.id == "quantum":
            _wrong_move_is_taken_back(app, step, said)
        if step.id == "claim_own":  # a slow listener: the window waits well past its delay
            deadline = time.monotonic() + 3 * WINDOW_MS / 1000
            app.qtbot.waitUntil(lambda deadline=deadline: time.monotonic() > deadline, timeout=5000)
            assert app.window.session.view(0).phase == "claim" and step.moves[0] in app.window.session.legal(0)
        _do_step(app, step, index)
    app.qtbot.waitUntil(lambda: getattr(tutor, "end_box", None) is not None, timeout=5000)
    assert tutor.end_box.text() == tutor.script.end  # read from the box (the voice: desktop/speech/focus_voice.py)
    assert scripts.progress("numwin")[2] is True
    assert CONFIRMED == ([True] if language == "en" else [])
    view = app.window.session.view(0)
    assert view.round == 2 and view.round_scores[0][0] < view.round_scores[1][0]  # the call was right
    box = tutor.end_box
    assert box.isVisible()
    box.button(QtWidgets.QMessageBox.StandardButton.Yes).click()
    app.qtbot.waitUntil(lambda: app.window.session is not None and app.window.session is not tutor.session,
                        timeout=3000)
    assert app.window.tutor is None and app.window.session.game.id == "numwin"


def test_left_in_a_claim_window_it_resumes_there_and_a_skip_makes_the_claim(make_app):
    from desktop import settings as S
    from desktop.match import practice
    app = make_app("--lang", "en")
    app.window.settings.set(S.CLAIM_DELAY_MS, WINDOW_MS)
    app.window.learn("numwin")
    tutor = app.window.tutor
    _wait_step(app, 0)
    app.key(Qt.Key.Key_F4)
    _wait_step(app, 1)
    app.key(Qt.Key.Key_T, CTRL)
    _wait_step(app, 2)
    app.key(Qt.Key.Key_I, CTRL)
    _wait_step(app, 3)  # the claim of 13 yellow, its window held open
    app.key(Qt.Key.Key_N, CTRL)  # leave for the home screen
    step, moves, done = scripts.progress("numwin")
    assert (step, done) == (3, False)
    app.window.learn("numwin")
    again = app.window.tutor
    assert again is not tutor and again.index == 3
    assert again.session.state == practice.replay(again.script.match_game(), 2, again.script.seed, {}, moves)
    _wait_step(app, 3)
    assert again.session.view(0).phase == "claim"
    app.key(Qt.Key.Key_F9, SHIFT)  # skip: the claim is made for the player
    _wait_step(app, 4)
    assert again.session.view(0).hands[0][0].paired
    app.key(Qt.Key.Key_D, CTRL)
    _wait_step(app, 5)


def test_a_held_claim_clock_stands_still_then_runs_on_when_released(qtbot):
    """The hook the tutor uses: while held no bot claim fires and no deadline passes;
    a claim pressed meanwhile is stamped at the time the window had reached."""
    from tests.desktop.test_numwin_claims import make_clock
    clock, session, _ = make_clock({2: Claim(1, 0, 150), 3: Pass()})
    clock.hold(True)
    clock.begin(400, None)
    qtbot.wait(700)
    assert session.played == [] and clock.elapsed() == 0
    clock.hold(False)
    qtbot.waitUntil(lambda: len(session.played) == 4, timeout=2000)
    assert {seat: action for seat, action, _ in session.played}[2] == Claim(1, 0)


def test_a_claim_pressed_in_a_held_window_wins_at_time_zero(qtbot):
    from tests.desktop.test_numwin_claims import make_clock
    clock, session, _ = make_clock({2: Claim(1, 0, 150), 3: Pass()})
    clock.hold(True)
    clock.begin(400, None)
    qtbot.wait(300)
    assert clock.press()
    clock.pick(0, 1)
    answers = {seat: action for seat, action, _ in session.played}
    assert answers[0] == Claim(0, 1) and answers[0].elapsed_ms == 0 and answers[2] == Pass()


def test_a_wrong_answer_in_a_claim_step_is_refused_and_the_window_stays_open(make_app):
    """The tutor refuses a wrong move before it is played (Session.refuses). In a claim
    window the player's Pass went last, after Paul's answer had been sent: the window
    was closed for good and the step could not be done."""
    from desktop import settings as S
    app = make_app("--lang", "en")
    app.window.settings.set(S.CONFIRM_COSTLY, False)
    app.window.settings.set(S.CLAIM_DELAY_MS, WINDOW_MS)
    app.window.learn("numwin")
    tutor = app.window.tutor
    for index, step in enumerate(tutor.script.steps):
        said = _wait_step(app, index)
        if step.id == "claim_own":
            before = list(app.window.session.moves)
            app.key(Qt.Key.Key_F12, SHIFT)  # nothing to claim: not the step's answer
            app.qtbot.waitUntil(lambda step=step, said=said: app.spoken()[-1] == tutor.text(step.wrong) + " " + said,
                                timeout=3000)
            assert app.window.session.moves == before and app.window.table.clock.state in ("announcing", "open")
            _move(app, step.moves[0])
            app.qtbot.waitUntil(lambda index=index: tutor.index == index + 1, timeout=5000)
            assert (0, step.moves[0]) in app.window.session.moves[len(before):]
            return
        _do_step(app, step, index)
    raise AssertionError("no claim step")
