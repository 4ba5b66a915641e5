"""The host's saves: one writer for every table, off the event loop.

Each table is saved after its moves (the app's save format, its actions and the
seats' tokens included: a host restarted with --continue takes it back). A table
only marks itself changed; the writer encodes every changed table on the loop (a
millisecond or so each, one table per loop step: 20 in one step held the loop
~10 ms of CPU) and writes them all in one call to one thread
(write, fsync, rename: a crash leaves the old save or the new one), at most once
per SAVE_EVERY_S. One hand-over to a thread per batch, not one per move: a thread
woken for each of 20 tables' moves takes the interpreter lock from the loop each
time (measured: the loop waited on it in ThreadPoolExecutor.submit and socket
sends). A kill loses at most the moves of the last SAVE_EVERY_S; a player who saw
them is told by the catch-up ("rewound").
"""
from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from engine.core import saves

SAVE_EVERY_S = 0.5


class SaveWriter:
    def __init__(self) -> None:
        self._dirty: dict[Path, Callable[[], str]] = {}  # path -> the table's save text ("" : remove)
        self._task: asyncio.Task | None = None
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="host-save")

    def mark(self, path: Path, text: Callable[[], str]) -> None:
        """This table changed; `text()` gives its save when the writer next runs."""
        self._dirty[path] = text
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while self._dirty:
            started = time.monotonic()
            batch: dict[Path, str] = {}
            while self._dirty:  # one table's encoding per step: the loop serves the others between
                path = next(iter(self._dirty))
                batch[path] = self._dirty.pop(path)()
                await asyncio.sleep(0)
            try:
                await loop.run_in_executor(self._thread, _write_all, batch)
            except OSError as exc:  # a full or gone disk: the tables play on, told on stderr
                print(f"tablee-host: a table could not be saved: {exc}", file=sys.stderr)
            if self._dirty:
                await asyncio.sleep(max(0.0, SAVE_EVERY_S - (time.monotonic() - started)))

    async def flush(self) -> None:
        """Until every change made so far is on disk."""
        while self._task is not None and not self._task.done():
            await asyncio.shield(self._task)

    def close(self) -> None:
        self._thread.shutdown(wait=False)


def _write_all(batch: dict[Path, str]) -> None:
    for path, text in batch.items():
        if text:
            saves.write_atomic(str(path), text)
        elif path.exists():
            os.unlink(path)
