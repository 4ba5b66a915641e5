"""The history database: one SQLite file in the data folder, no Qt.

Why SQLite: a real file that a crash cannot half-write (WAL, one transaction per
match), queried by the History screen. The schema carries its version in
`PRAGMA user_version`; MIGRATIONS[n] brings version n to n+1, so that a database
written by any earlier Tablée opens in this one (ARCHITECTURE.md rule 13). Each
match keeps its whole record as a save file of the finished match (the engine's
save format, migrated like any save), from which it is replayed.

Failures are sorted for the caller: `Corrupt` (set the file aside, start a new
one), `Locked` (another Tablée window is writing: wait and retry, never set
aside), `Newer` (written by a newer Tablée: kept, not written to).
"""
from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any, NamedTuple

FILE_NAME = "history.sqlite3"
BUSY_TIMEOUT_S = 2.0

MIGRATIONS: dict[int, str] = {
    0: """
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        match_id TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        started TEXT NOT NULL,
        ended TEXT NOT NULL,
        duration_s REAL NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
        players INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        you INTEGER,
        low_score_wins INTEGER NOT NULL DEFAULT 0,
        record TEXT
    );
    CREATE TABLE seats (
        match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'bot', 'remote')),
        level TEXT,
        score REAL,
        winner INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (match, seat)
    );
    CREATE INDEX matches_by_game ON matches (game, ended);
    """,
}
SCHEMA_VERSION = max(MIGRATIONS) + 1


class HistoryError(Exception):
    """Base of the database's failures (`detail` for the log)."""


class Corrupt(HistoryError):
    """Not a database, or a damaged one."""


class Locked(HistoryError):
    """Another connection holds the write lock beyond the waits."""


class Newer(HistoryError):
    """Written by a newer Tablée: kept as it is, not written to."""

    def __init__(self, version: int):
        super().__init__(str(version))
        self.version = version


class SeatRecord(NamedTuple):
    """A NamedTuple, like MatchRecord: reading thousands of matches builds them ~3x
    faster than frozen dataclasses."""

    name: str
    kind: str            # human, bot or remote
    level: str | None    # bots only
    score: float | None  # None for an abandoned match
    winner: bool = False


class MatchRecord(NamedTuple):
    match_id: str
    game: str
    options: dict
    started: str         # ISO 8601, UTC
    ended: str
    duration_s: float
    status: str          # finished or abandoned
    seed: int
    seats: tuple[SeatRecord, ...]
    you: int | None      # the player's seat (the first human at this computer)
    low_score_wins: bool = False
    record: str | None = None   # the finished match as a save file (JSON text)
    row_id: int = 0             # the database's row (0 before it is written)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.winner)


def _classify(exc: sqlite3.Error) -> HistoryError:
    text = str(exc).lower()
    if isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text):
        return Locked(str(exc))
    if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError):
        return Corrupt(str(exc))  # "file is not a database", "disk image is malformed"
    if "malformed" in text or "not a database" in text:
        return Corrupt(str(exc))
    return HistoryError(str(exc))


class HistoryDB:
    """One connection to the history file; use from one thread only."""

    def __init__(self, path: str | Path, check: bool = True):
        self.path = Path(path)
        try:
            self.conn = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT_S, isolation_level=None)
        except sqlite3.Error as exc:
            raise _classify(exc) from exc
        try:
            self._prepare(check)
        except sqlite3.Error as exc:
            self.conn.close()
            raise _classify(exc) from exc
        except HistoryError:
            self.conn.close()
            raise

    def _prepare(self, check: bool) -> None:
        conn = self.conn
        conn.execute("PRAGMA foreign_keys = ON")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise Newer(version)
        if check:
            verdict = conn.execute("PRAGMA quick_check").fetchone()[0]
            if verdict != "ok":
                raise Corrupt(verdict)
        if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")  # a committed match survives a power cut
        self._migrate(version)

    def _migrate(self, version: int) -> None:
        while version < SCHEMA_VERSION:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                found = self.conn.execute("PRAGMA user_version").fetchone()[0]
                if found == version:  # another window may have migrated meanwhile
                    for statement in MIGRATIONS[version].split(";"):
                        if statement.strip():
                            self.conn.execute(statement)
                    self.conn.execute(f"PRAGMA user_version = {version + 1}")
                self.conn.execute("COMMIT")
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            version = self.conn.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        self.conn.close()

    # ---- writing ---------------------------------------------------------------
    def add(self, match: MatchRecord) -> bool:
        """Record a match in one transaction. A finished match replaces an abandoned
        record of itself (a saved copy finished later); nothing replaces a finished
        one. False when nothing was written."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                written = self._add(match)
                self.conn.execute("COMMIT")
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise _classify(exc) from exc
        return written

    def _add(self, m: MatchRecord) -> bool:
        old = self.conn.execute("SELECT id, status FROM matches WHERE match_id = ?", (m.match_id,)).fetchone()
        if old is not None:
            if old[1] == "finished" or m.status == "abandoned":
                return False
            self.conn.execute("DELETE FROM matches WHERE id = ?", (old[0],))
        cursor = self.conn.execute(
            "INSERT INTO matches (match_id, game, options, started, ended, duration_s, status, players, seed,"
            " you, low_score_wins, record) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (m.match_id, m.game, json.dumps(m.options, sort_keys=True), m.started, m.ended, m.duration_s,
             m.status, m.players, m.seed, m.you, int(m.low_score_wins), m.record))
        self.conn.executemany(
            "INSERT INTO seats (match, seat, name, kind, level, score, winner) VALUES (?,?,?,?,?,?,?)",
            [(cursor.lastrowid, i, s.name, s.kind, s.level, s.score, int(s.winner)) for i, s in enumerate(m.seats)])
        return True

    # ---- reading ---------------------------------------------------------------
    def matches(self, game: str | None = None, with_record: bool = False) -> list[MatchRecord]:
        """Every recorded match (of one game), oldest first."""
        columns = "id, match_id, game, options, started, ended, duration_s, status, seed, you, low_score_wins"
        columns += ", record" if with_record else ", NULL"
        where, args = ("WHERE game = ?", (game,)) if game else ("", ())
        try:
            rows = self.conn.execute(f"SELECT {columns} FROM matches {where} ORDER BY ended, id", args).fetchall()
            seats = self._seats()
        except sqlite3.Error as exc:
            raise _classify(exc) from exc
        options: dict[str, dict] = {}  # most matches share a few option sets: parsed once each
        return [_match(row, seats.get(row[0], ()), options) for row in rows]

    def record(self, match_id: str) -> str | None:
        try:
            row = self.conn.execute("SELECT record FROM matches WHERE match_id = ?", (match_id,)).fetchone()
        except sqlite3.Error as exc:
            raise _classify(exc) from exc
        return row[0] if row else None

    def _seats(self) -> dict[int, tuple[SeatRecord, ...]]:
        out: dict[int, list[SeatRecord]] = {}
        for match, name, kind, level, score, winner in self.conn.execute(
                "SELECT match, name, kind, level, score, winner FROM seats ORDER BY match, seat"):
            out.setdefault(match, []).append(SeatRecord(name, kind, level, score, winner == 1))
        return {k: tuple(v) for k, v in out.items()}


def _options(text: str, cache: dict[str, dict]) -> dict:
    if text not in cache:
        try:
            parsed: Any = json.loads(text)
        except ValueError:
            parsed = {}
        cache[text] = parsed if isinstance(parsed, dict) else {}
    return dict(cache[text])


def _match(row: tuple, seats: tuple[SeatRecord, ...], options: dict[str, dict]) -> MatchRecord:
    row_id, match_id, game, option_text, started, ended, duration, status, seed, you, low, record = row
    return MatchRecord(match_id, game, _options(option_text, options), started, ended, float(duration),
                       status, int(seed), seats, you, bool(low), record, row_id)


def with_retries(action, attempts: int = 5, pause_s: float = 0.5):
    """Run `action()`, waiting and retrying while the database is locked; the last
    Locked is raised when every attempt found it locked."""
    for attempt in range(attempts):
        try:
            return action()
        except Locked:
            if attempt == attempts - 1:
                raise
            time.sleep(pause_s * (attempt + 1))
    raise AssertionError("unreachable")
