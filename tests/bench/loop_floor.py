"""The floor for the host's event-loop stalls: an asyncio loop with the same 10 ms
watcher, run beside the host (tests/bench/network.py) until its stdin closes, busy
with as much CPU as the host uses, in slices far shorter than a stall (2 ms of work
every 15 ms: ~13 %, the host's share in this figure). What it sees late is the
machine's doing (other processes, the scheduler, a busy process's lower priority),
not a long callback of ours. Prints one JSON line: the watch's figures (worst
lateness, and less the time spent waiting for a CPU; checks over 50 ms), the CPU used."""
from __future__ import annotations

import asyncio
import json
import sys
import time

from desktop.net.stalls import StallWatch

BUSY_S, EVERY_S = 0.002, 0.015


async def _busy() -> None:
    while True:
        end = time.perf_counter() + BUSY_S
        while time.perf_counter() < end:
            pass
        await asyncio.sleep(EVERY_S)


async def main() -> None:
    loop = asyncio.get_running_loop()
    loop.create_task(_busy())
    closed = asyncio.Event()
    loop.add_reader(sys.stdin.fileno(), lambda: closed.set() if not sys.stdin.buffer.read1(1024) else None)
    watch = StallWatch()  # the host's own watcher (desktop/net/stalls.py)
    watching = loop.create_task(watch.run())
    await closed.wait()
    watching.cancel()
    print(json.dumps({**watch.stats(), "cpu_s": round(time.process_time(), 2)}))


if __name__ == "__main__":
    asyncio.run(main())
