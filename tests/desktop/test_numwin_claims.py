"""The timed claim window's clock: bots at their times, the pause while choosing,
Pass for everyone else when it closes, the viewer answering last."""
from __future__ import annotations

import time

from desktop import qt
from desktop.tables.numwin_claims import ClaimClock
from engine.games.numwin.actions import Claim, Pass


class FakeSpeech(qt.QtCore.QObject):
    spoken = qt.Signal(object, str)

    def __init__(self):
        super().__init__()
        self.busy = False

    def output_names(self):
        return ["log"]

    def screen_reader_in_use(self):
        return False

    def is_speaking(self):
        return self.busy


class FakeBot:
    def __init__(self, action):
        self.action = action

    def choose(self, view, legal):
        return self.action


class FakeSession:
    """Seats 0 (the viewer, human), 1 (human), 2 and 3 (bots)."""

    def __init__(self, bot_actions):
        self.bots = {seat: FakeBot(a) for seat, a in bot_actions.items()}
        self.waiting = {0, 1, 2, 3}
        self.played: list[tuple[int, object, float]] = []
        self.held = []

    def hold_bots(self, held):
        self.held.append(held)

    def legal(self, seat):
        return (Pass(),) if seat in self.waiting else ()

    def view(self, seat):
        return None

    def to_move(self):
        return frozenset(self.waiting)

    def play(self, seat, action):
        self.played.append((seat, action, time.monotonic()))
        self.waiting.discard(seat)
        return True


def make_clock(bot_actions, limit=400):
    session, speech = FakeSession(bot_actions), FakeSpeech()
    clock = ClaimClock(session, speech, lambda: 0)
    return clock, session, speech


def test_a_bot_claims_at_its_time_and_everyone_else_passes(qtbot):
    clock, session, _ = make_clock({2: Claim(1, 0, 150), 3: Pass()})
    began = time.monotonic()
    clock.begin(400, None)
    assert session.held == [True]
    qtbot.waitUntil(lambda: len(session.played) == 4, timeout=2000)
    answers = {seat: action for seat, action, _ in session.played}
    assert answers[2] == Claim(1, 0) and answers[2].elapsed_ms == 150
    assert answers[0] == answers[1] == answers[3] == Pass()
    assert session.played[-1][0] == 0, "the viewer answers last (no handover mid-window)"
    assert session.played[0][2] - began >= 0.14
    clock.finish()
    assert session.held == [True, False]


def test_nobody_claims_the_window_closes_at_the_limit(qtbot):
    clock, session, _ = make_clock({2: Claim(1, 0, 900), 3: Pass()})
    began = time.monotonic()
    clock.begin(200, None)   # the bot's time is beyond this window: it misses it
    qtbot.waitUntil(lambda: len(session.played) == 4, timeout=2000)
    assert all(action == Pass() for _, action, _ in session.played)
    assert session.played[0][2] - began >= 0.19


def test_the_clock_stops_while_the_player_chooses(qtbot):
    clock, session, _ = make_clock({2: Claim(1, 0, 150)})
    clock.begin(1000, None)
    qtbot.waitUntil(lambda: clock.state == "open", timeout=1000)
    assert clock.press()
    stamp = clock.elapsed()
    qtbot.wait(300)
    assert session.played == [] and clock.elapsed() == stamp   # paused: the bot's 150 ms has not come
    clock.cancel()
    qtbot.waitUntil(lambda: len(session.played) == 4, timeout=2000)
    assert dict((s, a) for s, a, _ in session.played)[2] == Claim(1, 0)


def test_the_player_claim_carries_the_time_of_the_key_press(qtbot):
    clock, session, _ = make_clock({2: Claim(1, 0, 800)})
    clock.begin(1000, None)
    qtbot.waitUntil(lambda: clock.state == "open", timeout=1000)
    qtbot.wait(50)
    assert clock.press()
    qtbot.wait(200)
    clock.pick(3, 1)
    answers = {seat: action for seat, action, _ in session.played}
    assert answers[0] == Claim(3, 1) and 40 <= answers[0].elapsed_ms < 200
    assert answers[2] == Pass(), "a later bot claim cannot win: it is not sent"


def test_the_window_opens_when_the_announcement_has_been_heard(qtbot):
    from desktop.speech import Message
    clock, session, speech = make_clock({})
    clock.begin(1000, "7 red discarded: claim now with F12.")
    qtbot.wait(100)
    assert clock.state == "announcing"
    speech.busy = True
    speech.spoken.emit(Message("7 red discarded: claim now with F12."), "7 red discarded: claim now with F12.")
    qtbot.wait(150)
    assert clock.state == "announcing", "the voice is still speaking"
    speech.busy = False
    qtbot.waitUntil(lambda: clock.state == "open", timeout=1000)


def test_passing_early_lets_the_known_bot_claims_decide_at_once(qtbot):
    clock, session, _ = make_clock({2: Claim(1, 0, 700), 3: Claim(0, 1, 500)})
    clock.begin(1000, None)
    qtbot.waitUntil(lambda: clock.state == "open", timeout=1000)
    clock.pass_now()
    answers = {seat: action for seat, action, _ in session.played}
    assert answers[2].elapsed_ms == 700 and answers[3].elapsed_ms == 500 and answers[0] == Pass()
