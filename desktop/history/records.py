"""A match as the history keeps it, built from a live session or a save file.

Built on the GUI thread from immutable pieces (state, table set-up, actions);
the save text of the record is produced later, on the recorder's thread.
"""
from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

from desktop.history.db import MatchRecord, SeatRecord
from engine.core import saves


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def seat_kind(seat: Any) -> str:
    """human, bot or remote, for a SeatConfig or its JSON."""
    get = seat.get if isinstance(seat, dict) else (lambda key, default=None: getattr(seat, key, default))
    if get("remote", False):
        return "remote"
    return "human" if get("human", False) else "bot"


def build(game, state, table: dict, actions, ended: str | None = None) -> tuple[MatchRecord, Callable[[], str]]:
    """The record (its `record` text not yet made) and the function that makes it."""
    result = game.result(state)
    seats_json = list(table.get("seats", []))
    found = table.get("match")
    match: dict = found if isinstance(found, dict) else {}
    seats = []
    for i, seat in enumerate(seats_json):
        kind = seat_kind(seat)
        score = float(result.scores[i]) if result is not None and i < len(result.scores) else None
        seats.append(SeatRecord(str(seat.get("name", "?")), kind, str(seat.get("level", "normal")) if kind == "bot" else None,
                                score, result is not None and i in result.winners))
    you = next((i for i, s in enumerate(seats) if s.kind == "human"), None)
    frozen_actions = None if actions is None else tuple(actions)
    record = MatchRecord(
        match_id=str(match.get("id") or _stable_id(game, state, table)), game=game.id,
        options=dict(table.get("options", {})), started=str(match.get("started") or ended or now_iso()),
        ended=ended or now_iso(), duration_s=float(match.get("played_s", 0.0) or 0.0),
        status="finished" if result is not None else "abandoned", seed=int(table.get("seed", 0)),
        seats=tuple(seats), you=you, low_score_wins=bool(game.low_score_wins))
    return record, lambda: saves.dumps(game, state, table, frozen_actions)


def from_session(session) -> tuple[MatchRecord, Callable[[], str]]:
    table = session.table_json()
    actions = session.recorded_actions() if hasattr(session, "recorded_actions") else None
    return build(session.game, session.state, table, actions)


def from_saved(saved: saves.SavedMatch, ended: str | None = None) -> tuple[MatchRecord, Callable[[], str]]:
    from engine import games
    return build(games.get(saved.game_id), saved.state, saved.table, saved.actions, ended)


def complete(record: MatchRecord, produce: Callable[[], str]) -> MatchRecord:
    return record._replace(record=produce())


def _stable_id(game, state, table) -> str:
    """A match saved before matches had ids (format 1): the same file gives the same id."""
    import hashlib  # only for such old files
    text = repr((game.id, table.get("seed"), game.to_json(state)))
    return "v1-" + hashlib.sha1(text.encode("utf-8")).hexdigest()[:20]
