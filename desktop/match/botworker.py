"""The app's side of the bot worker process (engine/ai/worker.py).

One worker serves every match of the app; it starts with the first match, so its
imports run while the player reads the table. A bot thread of the session sends
its request and waits on the pipe, holding no GIL, so the GUI keeps its pace.
When the worker cannot start or dies, `choose` raises `WorkerUnavailable` and the
session lets the bot think in-process as before: slower for the GUI, never lost.
"""
from __future__ import annotations

import atexit
import itertools
import logging
import os
import subprocess
import sys
import threading
from pathlib import Path

from engine.ai.worker import read_frame, rebuild_error, write_frame

log = logging.getLogger("tablee")
MAX_STARTS = 3  # a worker that keeps dying is given up for the rest of the run


class WorkerUnavailable(Exception):
    pass


def enabled() -> bool:
    """TABLEE_BOT_WORKER=off keeps bots in the app (a fallback to compare with)."""
    return os.environ.get("TABLEE_BOT_WORKER", "on").lower() not in ("off", "0", "no")


def worker_command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, "--bot-worker"]  # packaging/tablee_main.py dispatches it
    return [sys.executable, "-m", "engine.ai.worker"]


class BotWorker:
    def __init__(self, command: list[str] | None = None):
        self._command = command or worker_command()
        self._lock = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self._starts = 0
        self._ids = itertools.count(1)
        self.answered = 0  # requests the worker answered (tests, benchmarks)

    def start(self) -> bool:
        """Start the worker now if it is not running (safe to call often); False when
        it cannot run (then each bot thinks in the app). Never waits for a request in
        progress: the GUI thread calls it."""
        if not self._lock.acquire(blocking=False):
            return True  # a bot is thinking in it right now
        try:
            self._ensure_started()
        except WorkerUnavailable:
            return False
        finally:
            self._lock.release()
        return True

    def choose(self, game_id: str, level: str, seat: int, seed: int, view, legal):
        """The bot's action, computed in the worker; raises the bot's own error, or
        WorkerUnavailable when the worker is gone (the caller thinks in-process)."""
        with self._lock:
            proc = self._ensure_started()
            assert proc.stdin is not None and proc.stdout is not None  # Popen(stdin=PIPE, stdout=PIPE)
            job_id = next(self._ids)
            try:
                write_frame(proc.stdin, ("choose", job_id, game_id, level, seat, seed, view, tuple(legal)))
                answer_id, action, error = read_frame(proc.stdout)
            except (OSError, EOFError, ValueError) as exc:
                self._discard(f"the bot worker stopped answering: {exc!r}")
                raise WorkerUnavailable(str(exc)) from exc
            if answer_id != job_id:
                self._discard(f"the bot worker answered {answer_id} to request {job_id}")
                raise WorkerUnavailable("out of step")
            self.answered += 1
        if error is not None:
            raise rebuild_error(error)
        return action

    def stop(self) -> None:
        with self._lock:
            proc, self._proc = self._proc, None
        if proc is not None:
            _close(proc)

    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    # ---- inside the lock ----------------------------------------------------------
    def _ensure_started(self) -> subprocess.Popen:
        if self._proc is not None and self._proc.poll() is None:
            return self._proc
        if self._proc is not None:
            self._discard(f"the bot worker ended ({self._proc.returncode})")
        if self._starts >= MAX_STARTS:
            raise WorkerUnavailable("the bot worker failed too often")
        self._starts += 1
        try:
            self._proc = subprocess.Popen(self._command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          env=_child_env(), creationflags=_no_window())
        except OSError as exc:
            log.warning("bot worker could not start: %s", exc)
            raise WorkerUnavailable(str(exc)) from exc
        return self._proc

    def _discard(self, why: str) -> None:
        log.warning("%s; bots think in the app for now", why)
        proc, self._proc = self._proc, None
        if proc is not None:
            _close(proc)


def _close(proc: subprocess.Popen) -> None:
    for stream in (proc.stdin, proc.stdout):
        try:
            if stream is not None:
                stream.close()
        except OSError:
            pass
    try:
        proc.wait(timeout=1)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _child_env() -> dict:
    """The app's environment (data overrides included), with the project importable."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        return env
    root = str(Path(__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    return env


def _no_window() -> int:
    return getattr(subprocess, "CREATE_NO_WINDOW", 0)  # Windows: no console flashes up


_shared: BotWorker | None = None


def shared() -> BotWorker:
    """The app's one worker (started on first use, stopped at exit)."""
    global _shared
    if _shared is None:
        _shared = BotWorker()
        atexit.register(_shared.stop)
    return _shared
