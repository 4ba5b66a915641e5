"""The floor for the host's event-loop stalls: an idle asyncio loop with the same
10 ms watcher, run beside the host (tests/bench/network.py) until its stdin closes.
What it sees late is the machine's doing (other processes, the scheduler), not ours.
Prints one JSON line: worst lateness, checks over 50 ms, checks made."""
from __future__ import annotations

import asyncio
import json
import sys
import time


async def main() -> None:
    loop = asyncio.get_running_loop()
    closed = asyncio.Event()
    loop.add_reader(sys.stdin.fileno(), lambda: closed.set() if not sys.stdin.buffer.read1(1024) else None)
    worst, over, checks = 0.0, 0, 0
    while not closed.is_set():
        before = time.perf_counter()
        await asyncio.sleep(0.01)
        late = (time.perf_counter() - before) * 1000 - 10
        worst, over, checks = max(worst, late), over + (late > 50), checks + 1
    print(json.dumps({"worst_stall_ms": round(worst, 2), "stalls_over_50ms": over, "stall_checks": checks}))


if __name__ == "__main__":
    asyncio.run(main())
