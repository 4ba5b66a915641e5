"""A widget keeps one accessible identity while it is on screen, in every game.

The guard (`stable_accessible_identity`, tests/desktop/conftest.py, which says why:
Orca named the window between two regions of a table) runs under every test of the
real window; the keyboard tests play whole matches by the voice path, this one takes
the screen reader's path through every game (focus moves wait for the message:
TableScreen._focus_after_speech).
"""
from __future__ import annotations

import pytest

from desktop.match.session import SeatConfig
from desktop.qt import Qt
from engine import games


@pytest.fixture
def reader_window(screen_reader_window):
    window, _reader = screen_reader_window
    assert window.speech.screen_reader_in_use()
    return window


def play_turns(qtbot, window, turns: int) -> int:
    """The human seat plays its first legal action `turns` times (or to the end), and
    moves between regions (Tab, F6) after each as a player reading the table would."""
    played = 0
    for _ in range(turns):
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end or 0 in window.session.humans_to_move(),
                        timeout=20000)
        session = window.session
        if window.stack.currentWidget() is window.end:
            break
        assert session.play(0, session.legal(0)[0])
        played += 1
        qtbot.wait(250)  # past the focus's wait for the message (FOCUS_AFTER_SPEECH_MS)
        for key in (Qt.Key.Key_Tab, Qt.Key.Key_F6, Qt.Key.Key_F6):
            qtbot.keyClick(window.focusWidget() or window, key)
    return played


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_every_widget_keeps_its_accessible_identity_through_two_matches(qtbot, reader_window, game):
    window = reader_window
    from desktop import settings as S
    window.settings.set(S.CLAIM_DELAY_MS, 1000)  # Num Win: 1 s claim windows (5 s made this test 32 s)
    for seed in (3, 4):  # the second match reuses the end and home screens
        window.start_match(game, [SeatConfig("Ann", True), SeatConfig("Bea", False, "easy")], {}, seed)
        assert play_turns(qtbot, window, 8) >= 3
        window.show_home()
        qtbot.wait(50)
