"""`tablee --data-dir D --export-history FILE.csv`: write the history and exit.

No window: the database is read as it is (a damaged one is reported, not set
aside; the app does that at its next start). Exit status 0 when written. Its
messages are in --lang's language, else the system's (desktop.i18n.command_line_text).
"""
from __future__ import annotations

import sys
from pathlib import Path

from desktop.history import db, export
from desktop.history.recorder import history_file
from desktop.i18n import command_line_text
from desktop.qt import QT_TRANSLATE_NOOP

UNREADABLE = QT_TRANSLATE_NOOP("cli", "tablee: the match history {file} cannot be read ({why}).")
UNWRITABLE = QT_TRANSLATE_NOOP("cli", "tablee: {file} cannot be written: {why}.")
WRITTEN = QT_TRANSLATE_NOOP("cli", "tablee: matches written to {file}: {count}.")


def export_history(target: str, language: str | None = None) -> int:
    def say(text: str, **values) -> str:
        return command_line_text(language, "cli", text).format(**values)

    path = history_file()
    matches: list[db.MatchRecord] = []
    if path.exists():
        try:
            database = db.HistoryDB(path, check=False)
        except db.HistoryError as exc:
            print(say(UNREADABLE, file=path, why=f"{type(exc).__name__}: {exc}"), file=sys.stderr)
            return 2
        try:
            matches = database.matches()
        except db.HistoryError as exc:
            print(say(UNREADABLE, file=path, why=exc), file=sys.stderr)
            return 2
        finally:
            database.close()
    try:
        export.write_csv(target, matches)
    except OSError as exc:
        print(say(UNWRITABLE, file=target, why=exc.strerror or exc), file=sys.stderr)
        return 1
    print(say(WRITTEN, file=Path(target).resolve(), count=len(matches)))
    return 0
