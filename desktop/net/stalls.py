"""How long an event loop was ever held, and how much of that was the machine's.

A 10 ms sleep that wakes late means the loop could not run its callbacks on time.
On Linux the kernel also counts how long this thread waited, runnable, for a CPU
(/proc/thread-self/schedstat, its second field): lateness spent in that queue is
the machine's other load, not a long callback of ours. `own` is the lateness less
that wait: our callbacks, the interpreter lock, a garbage collection.
"""
from __future__ import annotations

import asyncio
import os
import time

TICK_S = 0.01
LONG_MS = 50.0


class StallWatch:
    def __init__(self) -> None:
        self.worst_ms = self.worst_own_ms = self.waited_ms = 0.0
        self.long = self.own_long = self.checks = 0
        self.worst_own_at_s = 0.0  # when the worst own stall ended, from the watch's start
        self._started = time.monotonic()
        self._schedstat: int | None = None

    def _cpu_wait_ms(self) -> float | None:
        """This thread's time waiting for a CPU so far (None where the kernel does not say)."""
        try:
            if self._schedstat is None:
                self._schedstat = os.open("/proc/thread-self/schedstat", os.O_RDONLY)
            return int(os.pread(self._schedstat, 128, 0).split()[1]) / 1e6
        except (OSError, ValueError, IndexError):
            return None

    async def run(self) -> None:
        try:
            while True:
                before, waited_before = time.perf_counter(), self._cpu_wait_ms()
                await asyncio.sleep(TICK_S)
                waited_after = self._cpu_wait_ms()
                self.note((time.perf_counter() - before - TICK_S) * 1000,
                          None if waited_before is None or waited_after is None else waited_after - waited_before)
        finally:
            if self._schedstat is not None:
                os.close(self._schedstat)
                self._schedstat = None

    def note(self, late_ms: float, waited_ms: float | None) -> None:
        own = late_ms if waited_ms is None else max(0.0, late_ms - waited_ms)
        if own > self.worst_own_ms:
            self.worst_own_ms, self.worst_own_at_s = own, time.monotonic() - self._started
        self.worst_ms = max(self.worst_ms, late_ms)
        self.waited_ms += waited_ms or 0.0
        self.long += late_ms > LONG_MS
        self.own_long += own > LONG_MS
        self.checks += 1

    def stats(self) -> dict[str, float | int]:
        return {"worst_stall_ms": round(self.worst_ms, 2), "stalls_over_50ms": self.long,
                "worst_own_stall_ms": round(self.worst_own_ms, 2), "own_stalls_over_50ms": self.own_long,
                "worst_own_stall_at_s": round(self.worst_own_at_s, 1),
                "cpu_wait_ms": round(self.waited_ms, 1), "stall_checks": self.checks}
