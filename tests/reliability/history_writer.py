"""A process that records matches into a history database as fast as it can,
printing each match id once its transaction is committed (for test_kill_history)."""
from __future__ import annotations

import sys

from desktop.history import db


def main(path: str, start: int) -> None:
    database = db.HistoryDB(path)
    n = start
    while True:
        seats = tuple(db.SeatRecord(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "easy", float(i), i == 1)
                      for i in range(4))
        record = db.MatchRecord(f"m{n}", "gap", {"target": 30}, "2026-12-01T08:00:00+00:00",
                                "2026-12-01T08:10:00+00:00", 600.0, "finished", n, seats, 0,
                                record="x" * 20000)  # a match's record is tens of kB
        database.add(record)
        print(f"m{n}", flush=True)
        n += 1


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
