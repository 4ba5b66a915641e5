"""Write the golden history database of the current schema (run once per schema version).

    .venv/bin/python -m tests.golden.make_history

Never rewritten: tests/golden/history/v<N>.sqlite3 stays for every later schema
to open (ARCHITECTURE.md rule 13). Three GAP matches and an abandoned one, plus
a finished 2 Win match whose record is the golden save (replayable).
"""
from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

from desktop.history import db, records
from engine.core import saves

HERE = Path(__file__).resolve().parent


def golden_matches() -> list[db.MatchRecord]:
    def gap(n: int, won: bool, score: float, level: str, status: str = "finished") -> db.MatchRecord:
        done = status == "finished"
        seats = (db.SeatRecord("Ann", "human", None, score if done else None, won),
                 db.SeatRecord("Bob", "bot", level, 10.0 if done else None, done and not won),
                 db.SeatRecord("Zoé", "remote", None, 5.0 if done else None, False))
        return db.MatchRecord(f"golden-gap-{n}", "gap", {"target": 30, "rounds": 0}, f"2026-11-0{n}T10:00:00+00:00",
                              f"2026-11-0{n}T10:20:00+00:00", 1200.0, status, 100 + n, seats, 0)
    saved = saves.loads((HERE / "saves" / "v2" / "twowin-default-over.json").read_text(encoding="utf-8"))
    twowin, produce = records.from_saved(saved, ended="2026-11-05T10:00:00+00:00")
    return [gap(1, True, 40, "strong"), gap(2, False, 20, "strong"), gap(3, True, 35, "easy"),
            gap(4, False, 0, "normal", "abandoned"), records.complete(twowin, produce)]


def main() -> int:
    target = HERE / "history" / f"v{db.SCHEMA_VERSION}.sqlite3"
    if target.exists():
        return 0
    target.parent.mkdir(parents=True, exist_ok=True)
    database = db.HistoryDB(target)
    for match in golden_matches():
        database.add(match)
    database.close()
    conn = sqlite3.connect(str(target))
    conn.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
    conn.execute("VACUUM")
    conn.close()
    print(target.relative_to(HERE))
    return 0


if __name__ == "__main__":
    sys.exit(main())
