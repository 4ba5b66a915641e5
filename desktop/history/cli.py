"""`tablee --data-dir D --export-history FILE.csv`: write the history and exit.

No window: the database is read as it is (a damaged one is reported, not set
aside; the app does that at its next start). Exit status 0 when written.
"""
from __future__ import annotations

import sys
from pathlib import Path

from desktop.history import db, export
from desktop.history.recorder import history_file


def export_history(target: str) -> int:
    path = history_file()
    matches: list[db.MatchRecord] = []
    if path.exists():
        try:
            database = db.HistoryDB(path, check=False)
        except db.HistoryError as exc:
            print(f"tablee: the match history {path} cannot be read ({type(exc).__name__}: {exc})", file=sys.stderr)
            return 2
        try:
            matches = database.matches()
        except db.HistoryError as exc:
            print(f"tablee: the match history {path} cannot be read ({exc})", file=sys.stderr)
            return 2
        finally:
            database.close()
    try:
        export.write_csv(target, matches)
    except OSError as exc:
        print(f"tablee: {target}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"tablee: {len(matches)} matches written to {Path(target).resolve()}")
    return 0
