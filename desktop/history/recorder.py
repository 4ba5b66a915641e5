"""Records every finished and abandoned match into the history, off the GUI thread.

Why a thread: a SQLite commit with a full fsync takes milliseconds to tens of
them, and a locked database (another Tablée window writing) is waited for; the
GUI must not wait. Records are queued in order and each is written in one
transaction, so a crash loses at most the match being written.

The main window calls `watch(session)` for every match it opens. A match ends:
recorded as finished. A new match replaces one still unfinished (the live one,
or the autosave of an earlier run): that one is recorded as abandoned; an
autosave whose match ended (the app was stopped before recording it) is
recorded as finished. A corrupt database is set aside and a new one started; a
locked one is retried and the records wait; problems reach `problem(text)`.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from desktop import paths, qt
from desktop.history import db, records
from desktop.qt import translate
from engine.core import saves

log = logging.getLogger("tablee")


def history_file() -> Path:
    return paths.data_dir() / db.FILE_NAME


class Recorder(qt.QObject):
    problem = qt.Signal(str)      # a translated sentence for the player
    recorded = qt.Signal(str)     # match id, once it is on disk
    _problem = qt.Signal(str)
    _recorded = qt.Signal(str)
    _done = qt.Signal(str)        # match id, its record written or dropped

    def __init__(self, parent=None, path: Path | None = None, retry_pause_s: float = 0.5):
        super().__init__(parent)
        self.path = Path(path) if path is not None else history_file()
        self.retry_pause_s = retry_pause_s
        self._queue: list[tuple[db.MatchRecord, Callable[[], str]]] = []
        self._lock = threading.Condition()
        self._busy = False
        self._db: db.HistoryDB | None = None
        self._newer_reported = False
        self._repair = False          # a reader found the file damaged
        self._current = None          # the live session
        self._autosave_checked = False
        self._problem.connect(self.problem, qt.Qt.ConnectionType.QueuedConnection)
        self._recorded.connect(self.recorded, qt.Qt.ConnectionType.QueuedConnection)
        self._done.connect(self._on_done, qt.Qt.ConnectionType.QueuedConnection)
        self._waiting: dict[str, list[Callable[[], None]]] = {}
        self._thread = threading.Thread(target=self._run, name="history", daemon=True)
        self._thread.start()

    # ---- what the main window calls ---------------------------------------------
    def watch(self, session) -> None:
        """A match is opening: record what it replaces, and record it when it ends.
        A session without a table set-up to record (a remote client's) is not watched."""
        if not hasattr(session, "table_json"):
            return
        match_id = session.match.id if hasattr(session, "match") else None
        previous = self._current
        if previous is not None and previous.result() is None and getattr(previous, "match", None) is not None \
                and previous.match.id != match_id:
            self.submit(*records.from_session(previous))
        if previous is None and not self._autosave_checked:
            self._check_autosave(match_id, getattr(session, "state", None))
        self._autosave_checked = True
        self._current = session
        session.updated.connect(lambda update, s=session: self._on_update(s, update))

    def _on_update(self, session, update) -> None:
        if getattr(update, "over", False) and session.result() is not None:
            self.submit(*records.from_session(session))

    def _check_autosave(self, match_id: str | None, state) -> None:
        """The autosave of an earlier run, about to be replaced by this match (unless
        this match is that one, resumed: same id, or same state for a format-1 save)."""
        path = paths.autosave_file()
        try:
            text = path.read_text(encoding="utf-8") if path.exists() else None
        except (OSError, UnicodeDecodeError):
            return
        if text is None:
            return

        def job() -> None:
            try:
                saved = saves.loads(text)
            except saves.SaveError:
                return  # the start-up check reports (and sets aside) a bad autosave
            record, produce = records.from_saved(saved)
            if record.match_id != match_id and saved.state != state:
                self._enqueue(record, produce)
        threading.Thread(target=job, name="history-autosave", daemon=True).start()

    def after_recorded(self, session, callback: Callable[[], None]) -> None:
        """Run `callback` on the GUI thread once the session's match is in the history
        (at once when none is queued): the finished match's autosave is removed only
        then, so that a crash before the commit leaves it to be recorded later."""
        match_id = getattr(getattr(session, "match", None), "id", None)
        with self._lock:
            if match_id is not None and any(r.match_id == match_id for r, _ in self._queue):
                self._waiting.setdefault(match_id, []).append(callback)
                return
        callback()

    def _on_done(self, match_id: str) -> None:
        for callback in self._waiting.pop(match_id, []):
            callback()

    def submit(self, record: db.MatchRecord, produce: Callable[[], str]) -> None:
        """Queue a match; `produce` (its save text) runs on the recorder's thread."""
        self._enqueue(record, produce)

    def _enqueue(self, record: db.MatchRecord, produce: Callable[[], str]) -> None:
        with self._lock:
            self._queue.append((record, produce))
            self._lock.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued match is on disk (quit, tests)."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._queue and not self._busy, timeout)

    def pending(self) -> int:
        with self._lock:
            return len(self._queue)

    # ---- the recorder's thread -----------------------------------------------------
    def matches(self, game: str | None = None) -> list[db.MatchRecord]:
        """Every recorded match, read on the caller's thread with a connection of its
        own (WAL: a writer never blocks it); [] when there is no history yet. A damaged
        file is handed to the recorder's thread, which reports and sets it aside."""
        if not self.path.exists():
            return []
        try:
            database = db.HistoryDB(self.path, check=False)
        except db.Newer:
            database = None
        except db.HistoryError as exc:
            return self._read_failed(exc)
        if database is None:
            self._open_in_worker()
            return []
        try:
            return database.matches(game)
        except db.HistoryError as exc:
            return self._read_failed(exc)
        finally:
            database.close()

    def record_text(self, match_id: str) -> str | None:
        """The finished match's save text, for the replay."""
        if not self.path.exists():
            return None
        try:
            database = db.HistoryDB(self.path, check=False)
        except db.HistoryError as exc:
            self._read_failed(exc)
            return None
        try:
            return database.record(match_id)
        except db.HistoryError as exc:
            self._read_failed(exc)
            return None
        finally:
            database.close()

    def _read_failed(self, exc: Exception) -> list:
        if isinstance(exc, db.Corrupt):
            self._open_in_worker()
        elif isinstance(exc, db.Locked):
            self.problem.emit(translate("history", "The match history is in use by another Tablée window; "
                                        "try again in a moment."))
        else:
            self.problem.emit(translate("history", "The match history could not be read: {why}.").format(why=str(exc)))
        return []

    def _open_in_worker(self) -> None:
        """Let the recorder's thread open the file: it reports a newer one and sets a damaged one aside."""
        with self._lock:
            self._repair = True
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._queue) or self._repair)
                if self._repair and not self._queue:
                    self._repair, self._busy = False, True
                    record = None
                else:
                    self._repair = False
                    record, produce = self._queue[0]
                    self._busy = True
            if record is None:
                self._check_file()
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
                continue
            done = self._write(record, produce)
            with self._lock:
                if done:
                    self._queue.pop(0)
                    self._done.emit(record.match_id)
                self._busy = False
                self._lock.notify_all()
                if not done:  # locked, or the disk refused: try again later
                    self._lock.wait(timeout=max(1.0, self.retry_pause_s * 10))

    def _write(self, record: db.MatchRecord, produce: Callable[[], str]) -> bool:
        """True when the match is on disk (or can never be: a newer database)."""
        try:
            full = records.complete(record, produce)
        except Exception:
            log.warning("history record of %s could not be made", record.match_id, exc_info=True)
            return True
        try:
            database = self._open()
            if database is None:
                return True
            if db.with_retries(lambda: database.add(full), pause_s=self.retry_pause_s):
                self._recorded.emit(full.match_id)
            return True
        except db.Locked:
            self._say(translate("history", "The match history is in use by another Tablée window; "
                                "this match will be recorded as soon as it is free."))
        except db.Corrupt as exc:
            self._set_aside(exc)
            return self._write(record, produce) if self._db is not None else False
        except (db.HistoryError, OSError) as exc:
            self._close()
            self._say(translate("history", "The match could not be recorded in the history: {why}. "
                                "Tablée will try again.").format(why=str(exc)))
        return False

    def _check_file(self) -> None:
        self._close()
        try:
            self._open()
        except db.Corrupt as exc:
            self._set_aside(exc)
        except db.HistoryError as exc:
            log.warning("history check: %s", exc)

    def _open(self) -> db.HistoryDB | None:
        if self._db is None:
            try:
                self._db = db.with_retries(lambda: db.HistoryDB(self.path), pause_s=self.retry_pause_s)
            except db.Newer as exc:
                if not self._newer_reported:
                    self._newer_reported = True
                    self._say(translate("history", "The match history was written by a newer version of Tablée "
                                        "(history format {version}); it is kept as it is, and matches are not "
                                        "recorded.").format(version=exc.version))
                return None
        return self._db

    def _set_aside(self, exc: Exception) -> None:
        from desktop.match import autosave
        self._close()
        moved = set_aside_database(self.path, autosave.set_aside)
        log.warning("history database damaged (%s), set aside as %s", exc, moved)
        self._say(translate("history", "The match history was damaged; it was set aside as {moved} and a new "
                            "history is started. Nothing else is lost.").format(moved=moved.name if moved else "—"))
        try:
            self._db = db.HistoryDB(self.path)
        except db.HistoryError:
            self._db = None

    def _close(self) -> None:
        if self._db is not None:
            try:
                self._db.close()
            except Exception:
                pass
            self._db = None

    def _say(self, text: str) -> None:
        self._problem.emit(text)


def set_aside_database(path: Path, set_aside: Callable[[Path], Path]) -> Path | None:
    """Move the database and its WAL files aside (never delete a player's data)."""
    moved = set_aside(path) if path.exists() else None
    for suffix in ("-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            if moved is not None:
                extra.rename(moved.with_name(moved.name + suffix))
            else:
                set_aside(extra)
    return moved
