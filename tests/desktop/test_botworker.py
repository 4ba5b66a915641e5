"""The bot worker process: same choices as in the app, errors handed back, never orphaned."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

from desktop.match import botworker
from desktop.match.botworker import BotWorker, WorkerUnavailable
from engine import games
from engine.ai.bots import make_bot

GAMES = games.GAME_IDS


@pytest.fixture
def worker():
    w = BotWorker()
    yield w
    w.stop()


def _decisions(game, count: int, seed: int):
    """(seat, view, legal) of the first `count` decisions of a random match."""
    state, rng, out = game.begin(3, seed, {})[0], random.Random(seed), []
    while len(out) < count and game.result(state) is None:
        seat = min(s for s in game.to_move(state))
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            out.append((seat, game.view(state, seat), legal))
        state = game.apply(state, seat, rng.choice(legal))[0]
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_worker_chooses_what_the_bot_chooses_in_the_app(worker, game_id):
    game = games.get(game_id)
    for seat, view, legal in _decisions(game, 6, seed=3):
        for level in ("easy", "strong"):
            local = make_bot(game, level, seat, 3000 + seat).choose(view, legal)
            assert worker.choose(game_id, level, seat, 3000 + seat, view, legal) == local
    assert worker.answered >= 12


def test_a_bot_error_comes_back_as_the_error(worker):
    game = games.get("gap")
    seat, view, legal = _decisions(game, 1, seed=1)[0]
    with pytest.raises(ValueError, match="no bot level"):
        worker.choose("gap", "grandmaster", seat, 1, view, legal)
    assert worker.choose("gap", "easy", seat, 1, view, legal) in legal  # still serving


def test_a_dead_worker_is_replaced_and_then_given_up(worker):
    game = games.get("qwinto")
    seat, view, legal = _decisions(game, 1, seed=2)[0]
    pids = set()
    for _ in range(botworker.MAX_STARTS):
        assert worker.choose("qwinto", "normal", seat, 5, view, legal) in legal
        pids.add(worker.pid())
        os.kill(worker.pid(), signal.SIGKILL)
        worker._proc.wait()
    assert len(pids) == botworker.MAX_STARTS  # each death brought a new worker
    with pytest.raises(WorkerUnavailable, match="too often"):
        worker.choose("qwinto", "normal", seat, 5, view, legal)


def test_a_worker_dying_during_a_request_is_reported_as_unavailable(worker):
    game = games.get("gap")
    seat, view, legal = _decisions(game, 1, seed=2)[0]
    worker.start()
    os.kill(worker.pid(), signal.SIGSTOP)  # it reads nothing more...
    stopped = worker._proc
    threading.Timer(0.3, lambda: os.kill(stopped.pid, signal.SIGKILL)).start()  # ...then dies
    with pytest.raises(WorkerUnavailable):
        worker.choose("gap", "strong", seat, 5, view, legal)
    assert worker.choose("gap", "strong", seat, 5, view, legal) in legal  # a new one serves


def test_the_worker_ends_when_the_app_is_killed(tmp_path):
    """An app killed by SIGKILL closes the worker's input: the worker must leave too."""
    parent = subprocess.Popen([sys.executable, "-c", textwrap.dedent("""
        import sys, time
        from desktop.match.botworker import BotWorker
        w = BotWorker(); w.start(); print(w.pid(), flush=True); time.sleep(60)
    """)], stdout=subprocess.PIPE, text=True, cwd=os.getcwd())
    child_pid = int(parent.stdout.readline())
    assert _alive(child_pid)
    parent.kill()
    parent.wait()
    deadline = time.monotonic() + 10
    while _alive(child_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child_pid), "the bot worker outlived the app"


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[1][0] != "Z"  # a zombie has exited
    except FileNotFoundError:
        return False


def test_a_session_lets_its_bots_think_in_the_worker(qtbot, tmp_path):
    from desktop import paths
    from desktop.match.session import SeatConfig, Session
    paths.set_data_dir(tmp_path)
    seats = [SeatConfig("Bot A", False, "strong"), SeatConfig("Bot B", False, "normal")]
    session = Session(games.get("gap"), seats, 11, bot_pause_ms=0, autosave=False)
    assert session.worker is botworker.shared()
    before = session.worker.answered
    moves = []
    session.updated.connect(moves.append)
    session.start()
    qtbot.waitUntil(lambda: session.worker.answered - before >= 5, timeout=20000)
    qtbot.waitUntil(lambda: sum(u.seat is not None for u in moves) >= 4, timeout=5000)


def test_without_a_worker_the_bots_still_play(qtbot, tmp_path, monkeypatch):
    from desktop import paths
    from desktop.match.session import SeatConfig, Session
    paths.set_data_dir(tmp_path)
    monkeypatch.setattr(botworker, "worker_command", lambda: ["/nonexistent/tablee-worker"])
    monkeypatch.setattr(botworker, "_shared", None)
    seats = [SeatConfig("Bot A", False, "easy"), SeatConfig("Bot B", False, "easy")]
    session = Session(games.get("twowin"), seats, 4, bot_pause_ms=0, autosave=False)
    moves = []
    session.updated.connect(moves.append)
    session.start()
    qtbot.waitUntil(lambda: len(moves) >= 4, timeout=20000)
    assert session.worker.answered == 0
    botworker.shared().stop()
