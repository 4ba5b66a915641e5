"""What one seat saw of a network match hosted on another computer (the history's
record of a joined match).

A joining window never has the match's seed, state or the other seats' moves: only
its seat's View and the events redacted for it. Its history record keeps exactly
that — each update as the seat received it (who moved, its own action, the events
as it may know them) and the result — in this versioned JSON document, so that a
later Tablée can read it (ARCHITECTURE rule 13; golden file
tests/golden/history/seatlog-v1.json). It is not a save: it cannot be replayed move
by move (desktop/history/replay.py says so), but it is honest about what this
computer knows. No Qt here.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engine.core.codec import CodecError, decode, encode
from engine.core.model import Result

SCHEMA = "tablee-seat-log"
VERSION = 1


class SeatLogError(ValueError):
    """code: not_a_seat_log, future_version, damaged."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code, self.detail = code, detail


@dataclass(frozen=True)
class SeatLog:
    game_id: str
    seat: int
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    options: dict[str, Any]
    result: Any
    updates: tuple[tuple[int | None, Any, tuple], ...]  # (actor, own action or None, events)


def dumps(log: SeatLog) -> str:
    return json.dumps({"schema": SCHEMA, "version": VERSION, "game": log.game_id, "seat": log.seat,
                       "names": list(log.names), "kinds": list(log.kinds), "options": log.options,
                       "result": _result_json(log.result),
                       "updates": [{"actor": actor, "action": None if action is None else encode(action),
                                    "events": [encode(e) for e in events]} for actor, action, events in log.updates]},
                      ensure_ascii=False, separators=(",", ":"))


def _result_json(result: Result | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {"winners": sorted(result.winners), "scores": list(result.scores), "low_score_wins": result.low_score_wins}


def _result(data: Any) -> Result | None:
    if data is None:
        return None
    return Result(frozenset(int(s) for s in data["winners"]), tuple(float(x) for x in data["scores"]),
                  bool(data.get("low_score_wins", False)))


def is_seat_log(text: str) -> bool:
    """Cheap: a record's first bytes name its schema."""
    return f'"schema":"{SCHEMA}"' in text[:80]


def loads(text: str) -> SeatLog:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise SeatLogError("not_a_seat_log", str(exc)[:200]) from exc
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise SeatLogError("not_a_seat_log")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise SeatLogError("damaged", f"version {version!r}")
    if version > VERSION:
        raise SeatLogError("future_version", str(version))
    try:
        updates = tuple((u["actor"], None if u["action"] is None else decode(u["action"]),
                         tuple(decode(e) for e in u["events"])) for u in data["updates"])
        return SeatLog(str(data["game"]), int(data["seat"]), tuple(map(str, data["names"])),
                       tuple(map(str, data["kinds"])), dict(data.get("options", {})),
                       _result(data["result"]), updates)
    except (KeyError, TypeError, ValueError, CodecError) as exc:
        raise SeatLogError("damaged", f"{type(exc).__name__}: {exc}") from exc
