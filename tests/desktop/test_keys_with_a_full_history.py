"""A long match fills the message history (it keeps the last 1000 messages of every
seat together): from then on each new message drops the oldest, so a seat's history
no longer grows. Play by keys must go on, and the tests' "was my key answered" wait
must not read the history's length (it did, and the long keyboard matches of
tests/desktop/test_net_local_seats.py timed out at a choose step about 1 run in 3).
"""
from __future__ import annotations

from desktop.match.session import SeatConfig
from desktop.speech.history import SpeechHistory
from tests.desktop.test_net_local_seats import _play_by_enter


def test_two_players_play_gap_to_the_end_by_keys_with_the_history_full(make_app):
    app = make_app("--lang", "en")
    window = app.window
    window.speech.history = SpeechHistory(capacity=30)  # full after a turn or two, as after ~200 moves
    window.start_match("gap", [SeatConfig("Ann", True), SeatConfig("Bea", True), SeatConfig("Bot", False, "easy")],
                       {}, 7)
    handed = _play_by_enter(app, lambda: window.stack.currentWidget() is window.end)
    assert {0, 1} <= set(handed)
    assert len(window.speech.history) == 30
    for seat in (0, 1):  # the newest messages are still each seat's own
        assert any("Game over." in t for t in app.history(seat)), app.history(seat)
