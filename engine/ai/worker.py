"""The bot worker: a child process in which bots think, away from the GUI's GIL.

A bot thinking on a thread of the app holds Python's GIL for most of its search,
so the GUI thread waits for it each time it needs to run Python (measured: GUI
stalls of 60–200 ms while a strong bot thinks). In a process of its own, the bot
takes nothing from the GUI. Bots are pure functions of (game, level, seat, seed,
view, legal actions), so the worker keeps no match: it rebuilds and caches bots.

Protocol (both directions): frames of a 4-byte big-endian length and JSON in the
engine's codec (the save format's: only registered classes are ever built).
Request: ("choose", job_id, game_id, level, seat, seed, view, legal).
Answer: (job_id, action, None) or (job_id, None, error), error being a dict of
type, message and trace; `rebuild_error` turns it back into an exception.
The worker exits when its input closes (the app ended, even by SIGKILL).
"""
from __future__ import annotations

import builtins
import json
import os
import struct
import sys
import traceback
from collections.abc import Sequence
from typing import IO, TYPE_CHECKING, Any, BinaryIO

from engine.core.codec import decode, encode

if TYPE_CHECKING:
    from engine.ai.bots import Bot
    from engine.core.model import Action

HEADER = struct.Struct(">I")


def write_frame(stream: IO[bytes], payload: Any) -> None:
    data = json.dumps(encode(payload), separators=(",", ":")).encode("utf-8")
    stream.write(HEADER.pack(len(data)) + data)
    stream.flush()


def read_frame(stream: IO[bytes]) -> Any:
    """The next frame's object; EOFError when the other side has gone."""
    head = _read_exactly(stream, HEADER.size)
    return decode(json.loads(_read_exactly(stream, HEADER.unpack(head)[0])))


def _read_exactly(stream: IO[bytes], size: int) -> bytes:
    chunks, left = [], size
    while left:
        chunk = stream.read(left)
        if not chunk:
            raise EOFError("the other side closed the pipe")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


class BotCache:
    def __init__(self) -> None:
        self._bots: dict[tuple[str, str, int, int], Bot] = {}

    def choose(self, game_id: str, level: str, seat: int, seed: int, view: Any, legal: Sequence[Action]) -> Action:
        key = (game_id, level, seat, seed)
        if key not in self._bots:
            from engine import games
            from engine.ai.bots import make_bot
            self._bots[key] = make_bot(games.get(game_id), level, seat, seed)
        return self._bots[key].choose(view, legal)


def _answer(bots: BotCache, request: Sequence[Any]) -> tuple[Any, Action | None, dict[str, str] | None]:
    kind, job_id, *args = request
    try:
        if kind != "choose":
            raise ValueError(f"unknown request {kind!r}")
        return job_id, bots.choose(*args), None
    except Exception as exc:  # handed back to the app, which reports it
        return job_id, None, {"type": type(exc).__name__, "message": str(exc), "trace": traceback.format_exc()}


def rebuild_error(error: dict[str, Any]) -> Exception:
    """The worker's error as an exception of the app: the same built-in type where
    there is one (ValueError stays ValueError), else a RuntimeError with the trace."""
    kind = getattr(builtins, str(error.get("type")), None)
    if isinstance(kind, type) and issubclass(kind, Exception):
        return kind(error.get("message", ""))
    return RuntimeError(f"{error.get('type')}: {error.get('message')}\n{error.get('trace', '')}")


def serve(inp: BinaryIO, out: BinaryIO) -> None:
    bots = BotCache()
    from engine import games  # import the rules now, while the app is still starting
    games.all()
    while True:
        try:
            request = read_frame(inp)
        except EOFError:
            return
        write_frame(out, _answer(bots, request))


def main() -> int:
    """Entry point (`python -m engine.ai.worker`, or the frozen app with --bot-worker)."""
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must never corrupt the protocol
    if hasattr(os, "nice"):
        try:
            os.nice(5)  # the GUI (reading and speaking) comes first on a busy machine
        except OSError:
            pass
    serve(inp, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
