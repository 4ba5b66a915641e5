"""The files network play writes that are not saves: the host's transcript, a
client's frame log (both JSON Lines, appended as they come) and the host's stats.
A lost line loses no game (the tables themselves are saved with write_atomic)."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any


def json_lines(path: str | None) -> Callable[[str], None] | None:
    """An appender of one text line per call (flushed: a killed process keeps its lines)."""
    if not path:
        return None
    handle = open(path, "a", encoding="utf-8")

    def write(line: str) -> None:
        handle.write(line + "\n")
        handle.flush()
    return write


def record_writer(path: str | None) -> Callable[[dict[str, Any]], None] | None:
    """Like json_lines, for records given as dicts."""
    lines = json_lines(path)
    if lines is None:
        return None
    return lambda record: lines(json.dumps(record, ensure_ascii=False, separators=(",", ":")))


def write_json(path: str, data: dict[str, Any]) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh)
