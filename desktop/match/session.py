"""A match in progress: applies actions, runs bots off the GUI thread, autosaves.

Widgets never change game state: they call `session.play(seat, action) -> bool`
(the seat: hot-seat tables and simultaneous steps have several). The session
applies it and emits `updated(Update)` with the events, or `refused(seat,
IllegalAction)` and returns False; then it schedules the bots. Bots think in the bot worker process (desktop/match/botworker.py; on a thread of
the app when the worker is unavailable), seeing only an immutable view, and their
move is applied on the GUI thread once the configured pause has passed, so that
each move can be heard. After every applied action the match is saved
atomically, so a crash loses at most the action in progress.

A session lives and dies on the GUI thread: a bot's thread holds it only weakly, and
hands its answer over with the one reference that keeps it alive until the answer is
read there. (A thread that held the last reference destroyed the QObject on itself,
with Qt's queued call for it still pending: the likeliest cause of a segmentation
fault seen in CI.) The window
closes the match it leaves (`close`): no bot plays in it again.
"""
from __future__ import annotations

import threading
import time
import uuid
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from desktop import paths, qt
from desktop.match import botworker
from desktop.match.saver import Saver
from engine.ai.bots import make_bot
from engine.core import saves
from engine.core.model import Action, Event, IllegalAction


@dataclass(frozen=True)
class SeatConfig:
    name: str
    human: bool
    level: str = "normal"

    def to_json(self) -> dict:
        return {"name": self.name, "human": self.human, "level": self.level}

    @staticmethod
    def from_json(data: dict) -> SeatConfig:
        return SeatConfig(str(data["name"]), bool(data["human"]), str(data.get("level", "normal")))


@dataclass(frozen=True)
class Update:
    """What changed: the events of one applied action (unredacted; narrate with seen_by)."""
    seat: int | None
    action: Action | None
    events: tuple[Event, ...]
    over: bool = False


class GuidedRefusal(IllegalAction):
    """A legal move the match's guide refuses before it is applied (a tutorial step that
    asks for another move), with the guide's own words."""

    def __init__(self, words: str):
        super().__init__("guided")
        self.words = words


@dataclass
class _BotJob:
    seat: int
    started: float
    action: Action | None = None
    error: BaseException | None = None
    keeper: Any = None  # the session, from the answer until the GUI thread has read it


class Session(qt.QObject):
    updated = qt.Signal(object)        # Update
    refused = qt.Signal(int, object)   # seat, IllegalAction
    botThinking = qt.Signal(int)       # seat
    saveFailed = qt.Signal(str)
    _saveError = qt.Signal(str)        # from the autosave worker
    _botDone = qt.Signal(object)       # _BotJob, from the worker thread

    def __init__(self, game, seats: list[SeatConfig], seed: int, options: dict | None = None,
                 state=None, bot_pause_ms: int = 900, autosave: bool = True, parent=None,
                 actions=(), match: dict | None = None, practice: bool = False):
        super().__init__(parent)
        # Every (seat, action) since the start, for the history's replay (None: unknown,
        # a match resumed from a format-1 save); `match` names the match across resumes.
        self.actions: list | None = None if actions is None else list(actions)
        self.match = MatchClock(match)
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})
        self.bot_pause_ms = bot_pause_ms
        self.autosave_enabled = autosave
        # A practice match (hints and undo: desktop/match/practice.py) rebuilds any earlier
        # state from the seed and `actions` (rule 3).
        self.practice = practice and sum(s.human for s in self.seats) == 1
        # A guide that sees a human's move before it is applied (the tutor): the words
        # refusing it, or None to let the rules decide.
        self.vet: Callable[[int, Action], str | None] | None = None
        self.setup_events: tuple[Event, ...] = ()
        if state is None:
            state, self.setup_events = game.begin(len(seats), seed, self.options)
        self.state = state
        self.generation = 0
        self.bots = {i: make_bot(game, s.level, i, self.bot_seed(i)) for i, s in enumerate(seats) if not s.human}
        self.worker = botworker.shared() if self.bots and botworker.enabled() else None
        if self.worker is not None:
            self.worker.start()  # its imports run while the table is being built
        for seat, bot in self.bots.items():
            bot.observe(tuple(e.seen_by(seat) for e in self.setup_events))
        self._jobs: dict[int, _BotJob] = {}
        self._paused = False
        self._held = False
        self._closed = False
        self._botDone.connect(self._on_bot_done, qt.Qt.ConnectionType.QueuedConnection)
        self._saver: Saver | None = None
        self._saveError.connect(self.saveFailed, qt.Qt.ConnectionType.QueuedConnection)

    # ---- what the table reads -------------------------------------------------
    def view(self, seat: int):
        return self.game.view(self.state, seat)

    def legal(self, seat: int) -> tuple[Action, ...]:
        return self.game.legal_actions(self.state, seat)

    def to_move(self) -> frozenset[int]:
        return self.game.to_move(self.state)

    def result(self):
        return self.game.result(self.state)

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def humans_to_move(self) -> list[int]:
        return [s for s in sorted(self.to_move()) if self.seats[s].human and self.legal(s)]

    # ---- acting ----------------------------------------------------------------
    def start(self) -> None:
        """Announce the set-up and let bots play if they move first."""
        self.updated.emit(Update(None, None, self.setup_events, self.result() is not None))
        self._save()
        self.schedule_bots()

    def play(self, seat: int, action: Action) -> bool:
        """Apply a human's action; False (and `refused`) when the rules or the guide refuse it."""
        if self.refuses(seat, action):
            return False
        try:
            state, events = self.game.apply(self.state, seat, action)
        except IllegalAction as exc:
            self.refused.emit(seat, exc)
            return False
        self._commit(seat, action, state, events)
        return True

    def refuses(self, seat: int, action: Action) -> bool:
        """Whether the guide (the tutor) refuses this move before the rules see it; if so
        its words go out as the refusal."""
        words = self.vet(seat, action) if self.vet is not None else None
        if words:
            self.refused.emit(seat, GuidedRefusal(words))
        return bool(words)

    def _commit(self, seat: int, action: Action, state, events) -> None:
        self.state = state
        self.generation += 1
        if self.actions is not None:
            self.actions.append((seat, action))
        for bot_seat, bot in self.bots.items():
            bot.observe(tuple(e.seen_by(bot_seat) for e in events))
        self.updated.emit(Update(seat, action, events, self.result() is not None))  # narrate first
        self._save()
        self.schedule_bots()

    def rewind(self, state, moves: list[tuple[int, Action]]) -> None:
        """Go back to an earlier state of this match (practice undo): the bots' pending
        answers are dropped, the table redraws from an update without events, and the
        autosave follows."""
        self.state = state
        self.actions = list(moves)
        self.generation += 1
        self._jobs.clear()  # a bot answer arriving later is for another state: ignored
        self.updated.emit(Update(None, None, (), self.result() is not None))
        self._save()
        self.schedule_bots()

    # ---- bots ------------------------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        """Hold the bots (a dialog or the hot-seat handover is showing)."""
        self._paused = paused
        if not paused:
            self.schedule_bots()

    def close(self) -> None:
        """The window has let go of this match: no bot plays in it again, and no pending
        answer keeps it alive."""
        self._closed = True
        self._jobs.clear()
        if self._saver is not None:
            self._saver.close()  # its last save is still written (flush_saves waits for it)

    def hold_bots(self, held: bool) -> None:
        """Let the table answer for the bots for a while: a game whose rules run on a
        clock (Num Win's claim window) asks each bot itself and plays its answer at
        the time the bot chose, instead of after the usual pause."""
        self._held = held
        if not held:
            self.schedule_bots()

    def bots_held(self) -> bool:
        return self._held

    def schedule_bots(self) -> None:
        if self._closed or self._paused or self._held or self.result() is not None:
            return
        for seat in sorted(self.to_move()):
            if seat in self.bots and seat not in self._jobs and self.legal(seat):
                job = _BotJob(seat, time.monotonic())
                self._jobs[seat] = job
                self.botThinking.emit(seat)
                threading.Thread(target=_think, args=(weakref.ref(self), job, self._chooser(seat),
                                                      self.view(seat), self.legal(seat)),
                                 daemon=True, name=f"bot-{seat}").start()

    def bot_seed(self, seat: int) -> int:
        return self.seed * 1000 + seat

    def _chooser(self, seat: int):
        """How the bot at seat chooses, holding nothing of the session (it runs on the bot's thread)."""
        worker, game_id, level, seed, bot = self.worker, self.game.id, self.seats[seat].level, self.bot_seed(seat), self.bots[seat]

        def choose(view, legal):
            if worker is not None:
                try:
                    return worker.choose(game_id, level, seat, seed, view, legal)
                except botworker.WorkerUnavailable:
                    pass
            return bot.choose(view, legal)
        return choose

    def _on_bot_done(self, job: _BotJob) -> None:
        job.keeper = None
        if self._closed:
            return
        waited = (time.monotonic() - job.started) * 1000
        delay = max(0, int(self.bot_pause_ms - waited))
        qt.QTimer.singleShot(delay, lambda: self._apply_bot(job))

    def _apply_bot(self, job: _BotJob) -> None:
        if self._closed or self._jobs.get(job.seat) is not job:
            return
        if self._paused:
            qt.QTimer.singleShot(100, lambda: self._apply_bot(job))
            return
        del self._jobs[job.seat]
        if self._held:
            return  # the table answers for this seat now; rescheduled when released
        if job.error is not None:
            raise job.error
        if job.action not in self.legal(job.seat):
            self.schedule_bots()  # the table moved on meanwhile: think again
            return
        state, events = self.game.apply(self.state, job.seat, job.action)
        self._commit(job.seat, job.action, state, events)

    def bots_busy(self) -> bool:
        return bool(self._jobs)

    # ---- saving ----------------------------------------------------------------
    def table_json(self) -> dict[str, Any]:
        table = {"seats": [s.to_json() for s in self.seats], "seed": self.seed, "options": self.options,
                 "match": self.match.to_json()}
        if self.practice:
            table["practice"] = True  # its moves are the save's actions (undo rebuilds from them)
        return table

    @property
    def moves(self) -> list[tuple[int, Action]] | None:
        """The moves since the deal (practice undo's name for `actions`)."""
        return self.actions

    def recorded_actions(self) -> tuple | None:
        return None if self.actions is None else tuple(self.actions)

    def save_text(self) -> str:
        return saves.dumps(self.game, self.state, self.table_json(), self.recorded_actions())

    def _save(self) -> None:
        if not self.autosave_enabled or self._closed:
            return
        if self._saver is None:
            self._saver = Saver(lambda: str(paths.autosave_file()), self._saveError.emit)
        game, state, table, actions = self.game, self.state, self.table_json(), self.recorded_actions()
        self._saver.submit(lambda: saves.dumps(game, state, table, actions))

    def flush_saves(self, timeout: float = 5.0) -> bool:
        """Wait until the last autosave is on disk (before quitting; in tests)."""
        return self._saver is None or self._saver.flush(timeout)

    @staticmethod
    def from_saved(saved, bot_pause_ms: int = 900, parent=None) -> Session:
        from engine import games
        table = saved.table
        try:
            seats = [SeatConfig.from_json(s) for s in table.get("seats", [])]
        except (KeyError, TypeError, AttributeError) as exc:
            raise saves.SaveError("damaged", f"seats: {exc}") from exc
        if not seats or len(seats) != getattr(saved.state, "players", len(seats)):
            raise saves.SaveError("damaged", "seats do not match the game")
        game = games.get(saved.game_id)
        match = table.get("match") if isinstance(table.get("match"), dict) else None
        practising = bool(table.get("practice"))
        actions = saved.actions
        if practising:
            from desktop.match import practice
            actions = practice.saved_moves(game, saved)  # None unless they rebuild the state
        return Session(game, seats, int(table.get("seed", 0)), table.get("options", {}),
                       state=saved.state, bot_pause_ms=bot_pause_ms, parent=parent,
                       actions=actions, match=match, practice=practising)


def _think(session_ref, job: _BotJob, choose, view, legal) -> None:
    """A bot's thread: choose, then hand the answer to the session if it still exists."""
    try:
        job.action = choose(view, legal)
    except BaseException as exc:  # reported on the GUI thread
        job.error = exc
    session = session_ref()
    if session is None:
        return
    job.keeper, answered = session, session._botDone  # a signal holds its object weakly
    del session  # the queued answer holds the session now, not this thread
    try:
        answered.emit(job)
    except RuntimeError:  # "Signal source has been deleted": the match was closed, nobody waits
        return


class MatchClock:
    """Which match this is (an id kept across resumes), when it started and how long
    it has been played, for the history."""

    def __init__(self, data: dict | None = None):
        data = data or {}
        self.id = str(data.get("id") or uuid.uuid4().hex)
        self.started = str(data.get("started") or datetime.now(timezone.utc).isoformat(timespec="seconds"))
        try:
            self._before = max(0.0, float(data.get("played_s", 0.0)))
        except (TypeError, ValueError):
            self._before = 0.0
        self._since = time.monotonic()

    def played_s(self) -> float:
        return self._before + time.monotonic() - self._since

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "started": self.started, "played_s": round(self.played_s(), 1)}
