"""The history as CSV, and one match as a readable text log (French or English).

Both are written with the save files' atomic write: a crash leaves the old
file or the new one. The CSV columns are stable English names (for
spreadsheets and scripts); the text log is in the player's language.
"""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from desktop.history import replay, words
from desktop.history.db import MatchRecord
from desktop.history.stats import outcome
from desktop.qt import translate
from engine.core import saves

SEAT_FIELDS = ("name", "kind", "level", "score", "winner")


def csv_text(matches: list[MatchRecord]) -> str:
    """One row per match, oldest first; seat columns up to the largest table."""
    width = max((m.players for m in matches), default=0)
    header = ["ended", "started", "game", "status", "outcome", "duration_s", "players", "your_seat",
              "your_score", "winners", "options", "seed", "match_id"]
    header += [f"seat{i + 1}_{f}" for i in range(width) for f in SEAT_FIELDS]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for m in matches:
        mine = m.seats[m.you] if m.you is not None and 0 <= m.you < m.players else None
        row = [m.ended, m.started, m.game, m.status, outcome(m), round(m.duration_s, 1), m.players,
               "" if m.you is None else m.you + 1, _num(mine.score) if mine else "",
               "; ".join(m.seats[i].name for i in m.winners), json.dumps(m.options, sort_keys=True),
               m.seed, m.match_id]
        for seat in m.seats:
            row += [seat.name, seat.kind, seat.level or "", _num(seat.score), int(seat.winner)]
        row += [""] * (len(header) - len(row))
        writer.writerow(row)
    return out.getvalue()


def _num(value: float | None) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else str(value)


def write_csv(path: str | Path, matches: list[MatchRecord]) -> None:
    saves.write_atomic(str(path), "\ufeff" + csv_text(matches))  # the BOM: spreadsheets then read UTF-8


def match_log(recording: replay.Recording, record: MatchRecord | None = None, settings=None) -> str:
    """The whole match as heard from the player's seat, then the final scores."""
    from desktop import gameinfo
    lines = [translate("replay", "Tablée: {game}").format(game=gameinfo.game_name(recording.game_id))]
    if record is not None:
        lines.append(words.match_line(record))
    else:
        lines.append(translate("replay", "Players: {names}").format(names=", ".join(recording.names)))
    lines.append("")
    heard = replay.narrate(recording, recording.you, settings)
    for index, messages in enumerate(heard):
        lines.append(replay.step_text(recording, messages, index))
    lines.append("")
    result = recording.game.result(recording.steps[-1].state)
    scores = ", ".join(f"{name} {words.number(score)}" for name, score in zip(recording.names, result.scores))
    winners = ", ".join(recording.names[i] for i in sorted(result.winners))
    lines.append(translate("replay", "Final scores: {scores}. Won by {winners}.").format(scores=scores, winners=winners))
    return "\n".join(lines) + "\n"


def write_log(path: str | Path, text: str) -> None:
    saves.write_atomic(str(path), text)
