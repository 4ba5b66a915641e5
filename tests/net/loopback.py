"""Real hosts and clients on loopback, in one asyncio loop (fast) or as processes."""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from desktop.net.client import BotPlayer, NetClient
from desktop.net.host import Host
from engine import games
from engine.core.codec import decode
from engine.net import protocol
from engine.net.match import HostMatch, parse_seats

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


@dataclass
class Joined:
    client: NetClient
    player: BotPlayer
    texts: list[str] = field(default_factory=list)

    def frames(self) -> list[dict]:
        return [protocol.loads_host_frame(t) for t in self.texts]


def make_host(game_id: str, players: int, seats: str, seed: int = 5, options: dict | None = None,
              tables: int = 1, transcript=None, save_dir=None, absent: str = "wait", code: str = "TEST") -> Host:
    game = games.get(game_id)
    matches = []
    for t in range(tables):
        specs = parse_seats(seats, players)
        for i, spec in enumerate(specs):
            if spec.kind == "bot":
                spec.name = f"Bot {i + 1}"
        matches.append(HostMatch(game, specs, seed + t, dict(options or {}), t))
    return Host(matches, code, absent, 0, save_dir, transcript)


def joiner(port: int, level: str = "easy", code: str = "TEST", name: str = "", lang: str = "en",
           player_cls=BotPlayer, seed: int = 7) -> Joined:
    holder: list[NetClient] = []
    player = player_cls(level, lambda: holder[0], seed=seed)
    joined = Joined(None, player)  # type: ignore[arg-type]
    joined.client = NetClient(f"127.0.0.1:{port}", code, name, lang, player, joined.texts.append, retry_s=20)
    holder.append(joined.client)
    return joined


async def play(host: Host, clients: int, timeout: float = 60, **kw) -> list[Joined]:
    """Start the host, join `clients` bots, return when the host's matches are over."""
    _, port = await host.start("127.0.0.1", 0)
    joined = [joiner(port, name=f"P{i}", **kw) for i in range(clients)]
    tasks = [asyncio.get_running_loop().create_task(j.client.run()) for j in joined]
    await asyncio.wait_for(host.run_until_done(), timeout)
    codes = await asyncio.wait_for(asyncio.gather(*tasks), 10)
    assert codes == [0] * clients, codes
    return joined


def transcript_lines(records: list[dict]) -> list[dict]:
    """The host transcript's update records, with actions and events decoded."""
    out = []
    for r in records:
        if r["type"] == "update":
            events = [decode(e) for e in r["events"]]
            out.append({**r, "action": decode(r["action"]), "events": events})
    return out


def free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


#: Every host and client process a test started: tests/net/conftest.py ends those still
#: running after each test, so that a failed assertion leaves no process behind.
SPAWNED: list[subprocess.Popen] = []


def end_spawned() -> None:
    while SPAWNED:
        proc = SPAWNED.pop()
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def start_host_process(args: list[str], env: dict | None = None) -> tuple[subprocess.Popen, str]:
    """`tablee-host ARGS` and the address from its one line."""
    proc = subprocess.Popen([str(BIN / "tablee-host"), "--lang", "en", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env={**os.environ, **(env or {})})
    SPAWNED.append(proc)
    line = proc.stdout.readline()
    assert line.startswith("listening on "), (line, proc.stderr.read() if proc.poll() is not None else "")
    address = line.split()[2]
    return proc, address


def start_client_process(address: str, code: str, log: Path, level: str = "easy") -> subprocess.Popen:
    proc = subprocess.Popen([str(BIN / "tablee-client"), "--lang", "en", "--join", address, "--code", code, "--bot", level,
                             "--log", str(log)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    SPAWNED.append(proc)
    return proc


def read_log(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def wait_until(predicate, timeout: float = 10) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError("timed out")
