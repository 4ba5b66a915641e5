"""A match the window lets go of ends on the GUI thread, never in a bot's thread.

A bot thinks in a thread of its own; if that thread held the last reference to the
session, the QObject was destroyed there, while Qt still had a queued call for it on
the GUI thread (the bot's answer): the likeliest cause of the segmentation fault CI saw
in the bot-worker tests, which leave their sessions playing; a player leaving a match
while a bot thinks could do the same in the app."""
from __future__ import annotations

import gc
import threading
import time
import weakref

from desktop import paths
from desktop.match.session import SeatConfig, Session
from engine import games


def _thinking_bots(monkeypatch, thinking) -> None:
    """Bots in the app (no worker process) that think until `thinking()` returns."""
    monkeypatch.setenv("TABLEE_BOT_WORKER", "off")
    from desktop.match import session as session_module
    real = session_module.make_bot

    def make_bot(game, level, seat, seed):
        bot = real(game, level, seat, seed)
        choose = bot.choose

        def slowly(view, legal):
            thinking()
            return choose(view, legal)
        bot.choose = slowly
        return bot
    monkeypatch.setattr(session_module, "make_bot", make_bot)


def _bots_match() -> Session:
    seats = [SeatConfig("Bot A", False, "easy"), SeatConfig("Bot B", False, "easy")]
    return Session(games.get("twowin"), seats, 4, bot_pause_ms=0, autosave=False)


def test_a_session_dropped_while_a_bot_thinks_is_destroyed_on_the_gui_thread(qtbot, tmp_path, monkeypatch):
    paths.set_data_dir(tmp_path)
    answer = threading.Event()
    _thinking_bots(monkeypatch, lambda: answer.wait(5))
    session = _bots_match()
    destroyed_on: list[bool] = []
    session.destroyed.connect(lambda *_: destroyed_on.append(threading.current_thread() is threading.main_thread()))
    session.start()
    assert session.bots_busy()  # a bot thinks now, on its thread
    alive = weakref.ref(session)
    del session
    gc.collect()
    assert alive() is None, "the bot's thread keeps the session alive"
    assert destroyed_on == [True]
    answer.set()  # the bot answers a session that is gone: nothing happens
    qtbot.wait(100)


def test_a_closed_session_plays_no_more_and_is_let_go(qtbot, tmp_path, monkeypatch):
    """The window closes the match it leaves: even paused, nothing keeps it alive."""
    paths.set_data_dir(tmp_path)
    _thinking_bots(monkeypatch, lambda: time.sleep(0.1))
    session = _bots_match()
    moves = []
    session.updated.connect(moves.append)
    session.start()
    qtbot.waitUntil(lambda: len(moves) >= 3, timeout=5000)
    session.set_paused(True)
    session.close()
    played = len(moves)
    destroyed = []
    session.destroyed.connect(lambda *_: destroyed.append(True))
    del session
    qtbot.wait(400)  # longer than a bot's thought and the pause's 100 ms retry
    gc.collect()
    qtbot.waitUntil(lambda: bool(destroyed), timeout=3000)
    assert len(moves) == played


def test_closing_a_match_ends_its_autosave_thread(qtbot, tmp_path):
    """One autosave thread per match: closed with it, after its last save is written."""
    paths.set_data_dir(tmp_path)
    seats = [SeatConfig("Ann", True), SeatConfig("Bot B", False, "easy")]
    session = Session(games.get("twowin"), seats, 4, bot_pause_ms=0)
    session.set_paused(True)
    session.start()
    saver = session._saver
    assert saver is not None and saver._thread.is_alive()
    session.close()
    assert session.flush_saves()
    saver._thread.join(2)
    assert not saver._thread.is_alive()
    assert paths.autosave_file().exists()
