"""The save file: plain JSON with a schema version, the game id, the state and
(since format 2) the match's actions, so that a finished match can be replayed.

Older formats are migrated on load (savemigrations.py); a newer one is refused
with its version named (`future_version`), and the file is left as it is.

Loading never executes anything (no pickle, no eval) and never crashes deep
inside a game: every problem becomes a `SaveError` with a stable code that the
desktop turns into a translated message.
"""
from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import savemigrations
from .codec import CodecError, decode, encode

if TYPE_CHECKING:
    from .game import Game

SCHEMA = "tablee-save"
VERSION = 2
MAX_BYTES = 8 * 1024 * 1024


class SaveError(Exception):
    """codes: not_json, not_a_save, wrong_version, future_version (detail: the
    file's version), unknown_game, wrong_game, damaged, too_big"""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class SavedMatch:
    game_id: str
    state: Any
    # Seats, names, levels, bot seeds and other table set-up, as plain JSON.
    table: dict[str, Any] = field(default_factory=dict)
    # Every (seat, action) from the match's start, or None when the file does not
    # know them (written by format 1): such a match cannot be replayed.
    actions: tuple[tuple[int, Any], ...] | None = None
    version_read: int = VERSION  # the format of the file before migration


def dumps(game: Game, state: Any, table: dict[str, Any] | None = None,
          actions: Sequence[tuple[int, Any]] | None = None) -> str:
    """`actions`: (seat, action) pairs from the start, or None when unknown."""
    listed = None if actions is None else [[seat, encode(action)] for seat, action in actions]
    return dumps_listed(game, state, table, listed)


def dumps_listed(game: Game, state: Any, table: dict[str, Any] | None, listed: list[list[Any]] | None) -> str:
    """`dumps` with the actions already encoded as [seat, action] pairs (a host that saves
    after every move encodes each action once, not the whole list each time)."""
    return json.dumps({"schema": SCHEMA, "version": VERSION, "game": game.id,
                       "table": table or {}, "state": game.to_json(state), "actions": listed},
                      ensure_ascii=False, separators=(",", ":"))


def _migrated(data: dict[str, Any]) -> dict[str, Any]:
    try:
        return savemigrations.migrate(data, VERSION)
    except savemigrations.FutureVersion as exc:
        raise SaveError("future_version", str(exc.version)) from exc
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise SaveError("wrong_version", str(data.get("version"))) from exc


def _actions(raw: Any) -> tuple[tuple[int, Any], ...] | None:
    if raw is None:
        return None
    try:
        out = tuple((int(seat), decode(action)) for seat, action in raw)
    except (TypeError, ValueError, CodecError, RecursionError) as exc:
        raise SaveError("damaged", f"actions: {exc}") from exc
    return out


def loads(text: str | bytes, expected_game: str | None = None) -> SavedMatch:
    from engine import games  # late: the registry imports every game package

    if len(text) > MAX_BYTES:
        raise SaveError("too_big", f"{len(text)} bytes")
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise SaveError("not_json", str(exc)[:200]) from exc
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise SaveError("not_a_save")
    version_read = int(data["version"]) if isinstance(data.get("version"), int) else 0
    data = _migrated(data)
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise SaveError("unknown_game", str(game_id))
    try:
        game = games.get(game_id)
    except KeyError as exc:
        raise SaveError("unknown_game", str(game_id)) from exc
    if expected_game is not None and game_id != expected_game:
        raise SaveError("wrong_game", str(game_id))
    table = data.get("table", {})
    if not isinstance(table, dict):
        raise SaveError("damaged", "table")
    try:
        state = game.from_json(data["state"])
        game.to_move(state)  # touch the state: a damaged one fails here, not later
        game.result(state)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, CodecError, RecursionError) as exc:
        raise SaveError("damaged", f"{type(exc).__name__}: {exc}") from exc
    return SavedMatch(game_id, state, table, _actions(data.get("actions")), version_read)


def write_atomic(path: str, text: str) -> None:
    """Write via a temporary file, fsync, rename: a crash leaves the old or the new file."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Windows cannot open folders; the rename is still atomic there
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)
