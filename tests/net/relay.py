"""A TCP relay that adds delay, jitter and loss, for the network-namespace test.

    python -m tests.net.relay --listen HOST:PORT --to HOST:PORT [--delay-ms D] [--jitter-ms J] [--loss P] [--seed S]

This kernel has no `tc netem`, so the impairment is made here. TCP hides a lost
packet from the application as a late one (it is sent again after a retransmission
timeout), so "loss" is modelled as it reaches the application: with probability P a
chunk and everything after it on that direction waits an extra 200 ms. Order is kept.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import sys

RETRANSMIT_MS = 200


def _split(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    return host, int(port)


async def _pump(reader, writer, args, rng: random.Random) -> None:
    loop = asyncio.get_running_loop()
    ready = loop.time()
    queue: asyncio.Queue = asyncio.Queue()

    async def deliver() -> None:
        while True:
            due, data = await queue.get()
            if data is None:
                break
            await asyncio.sleep(max(0.0, due - loop.time()))
            writer.write(data)
            await writer.drain()
        writer.close()
    sender = loop.create_task(deliver())
    try:
        while data := await reader.read(65536):
            extra = RETRANSMIT_MS if rng.random() < args.loss else 0
            delay = args.delay_ms + rng.uniform(-args.jitter_ms, args.jitter_ms) + extra
            ready = max(ready, loop.time() + delay / 1000)  # never overtakes what went before
            queue.put_nowait((ready, data))
    except (ConnectionError, OSError):
        pass
    queue.put_nowait((0, None))
    try:
        await sender
    except (ConnectionError, OSError):
        pass


async def main(args) -> None:
    rng = random.Random(args.seed)
    target = _split(args.to)

    async def handle(reader, writer) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(*target)
        except OSError:
            writer.close()
            return
        await asyncio.gather(_pump(reader, up_writer, args, rng), _pump(up_reader, writer, args, rng))

    server = await asyncio.start_server(handle, *_split(args.listen))
    print("relaying", flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--listen", required=True)
    parser.add_argument("--to", required=True)
    parser.add_argument("--delay-ms", type=float, default=20)
    parser.add_argument("--jitter-ms", type=float, default=5)
    parser.add_argument("--loss", type=float, default=0.02)
    parser.add_argument("--seed", type=int, default=1)
    try:
        asyncio.run(main(parser.parse_args()))
    except KeyboardInterrupt:
        sys.exit(0)
