"""Autosave off the GUI thread: the latest state is written atomically by a worker.

Why: an atomic write with two fsyncs took 17–22 ms on the GUI thread after every
move, delaying the move's narration. The worker always writes the newest state
(older pending ones are skipped), so a crash loses at most the action in
progress. `flush()` waits until what was submitted is on disk (quit, tests);
`close()` lets the worker end once it has written what is pending (one thread per
match: without it, every match of an evening left one waiting for good).
"""
from __future__ import annotations

import threading
from collections.abc import Callable

from engine.core import saves


class Saver:
    def __init__(self, path_of: Callable[[], str], on_error: Callable[[str], None]):
        self._path_of = path_of
        self._on_error = on_error
        self._lock = threading.Condition()
        self._pending: Callable[[], str] | None = None
        self._busy = False
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, produce_text: Callable[[], str]) -> None:
        """Queue a save; `produce_text` runs on the worker (it must read immutable data)."""
        with self._lock:
            self._pending = produce_text
            self._lock.notify_all()

    def close(self) -> None:
        """No more submissions: the worker writes what is pending, then ends."""
        with self._lock:
            self._closing = True
            self._lock.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._closing)
                produce, self._pending = self._pending, None
                if produce is None:
                    return  # closed, nothing left to write
                self._busy = True
            try:
                saves.write_atomic(self._path_of(), produce())
            except OSError as exc:
                self._on_error(exc.strerror or str(exc))
            except Exception as exc:  # a save must never kill the worker
                self._on_error(str(exc))
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
