"""Many bot clients in one process, for the host-capacity figure (tests/bench/network.py).

    python -m tests.bench.net_clients --join HOST:PORT --code C --count N [--level easy] [--pause MS]

Exits 0 when every client's match has ended.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import sys

from desktop.net.client import BotPlayer, NetClient


async def _run(args) -> int:
    clients = []
    for i in range(args.count):
        holder: list[NetClient] = []
        player = BotPlayer(args.level, lambda h=holder: h[0], args.pause)
        client = NetClient(args.join, args.code, f"bot {i}", "en", player, retry_s=30)
        holder.append(client)
        clients.append(client)
    codes = await asyncio.gather(*(c.run() for c in clients))
    return max(codes)


def main() -> int:
    """The clients stand for other computers: they run below the host's priority, so
    that on this one machine they do not take the host's turn on the CPU."""
    try:
        os.nice(10)
    except OSError:
        pass
    parser = argparse.ArgumentParser()
    parser.add_argument("--join", required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--pause", type=int, default=0)
    return asyncio.run(_run(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
