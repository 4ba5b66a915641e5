"""Faults: a client cut off mid-match gets its seat back with a catch-up; a host
killed and restarted with --continue takes its table back and the clients rejoin."""
from __future__ import annotations

import asyncio
import signal
import time

from .loopback import free_port, joiner, make_host, read_log, start_client_process, start_host_process


async def _cut_twice(host, cut, other):
    _, port = await host.start("127.0.0.1", 0)
    a, b = joiner(port, name="Ann"), joiner(port, name="Bob")
    tasks = [asyncio.get_running_loop().create_task(j.client.run()) for j in (a, b)]
    cuts = []
    for connection in (1, 2):
        while a.client.connections < connection or len(a.texts) < 40 * connection:
            await asyncio.sleep(0.005)  # connected again, and well into the match
        cuts.append(a.client.last)
        a.client.ws.transport.abort()  # the network is gone: no closing handshake
    await asyncio.wait_for(host.run_until_done(), 60)
    assert await asyncio.wait_for(asyncio.gather(*tasks), 10) == [0, 0]
    return a, b, cuts


def test_a_cut_client_rejoins_its_seat_with_a_catch_up():
    host = make_host("gap", 3, "remote,remote,bot:easy", seed=2)
    ann, bob, cuts = asyncio.run(_cut_twice(host, None, None))
    frames = ann.frames()
    assert ann.client.connections == 3
    welcomes = [f for f in frames if f["type"] == "welcome"]
    assert len({(w["seat"], w["token"]) for w in welcomes}) == 1, "the same seat every time"
    catchups = [f for f in frames if f["type"] == "catchup"]
    assert [c["since"] for c in catchups[-2:]] == cuts
    seen = set()
    for f in frames:
        if f["type"] == "update":
            seen.add(f["seq"])
        elif f["type"] == "catchup":
            seen.update(u["seq"] for u in f["updates"])
    final = host.tables[0].match.seq
    assert seen == set(range(1, final + 1)), "nothing lost: every update reached the seat once rejoined"
    notices = [(f["what"], f["name"]) for f in bob.frames() if f["type"] == "notice"]
    assert notices.count(("left", "Ann")) == 2 and notices.count(("rejoined", "Ann")) == 2


def test_a_killed_host_continues_and_the_clients_rejoin(tmp_path):
    port = free_port()
    args = ["--port", str(port), "--bind", "127.0.0.1", "--data-dir", str(tmp_path), "--bot-pause", "15"]
    host, address = start_host_process(["--game", "gap", "--players", "3", "--seats", "remote,remote,bot:easy",
                                        "--code", "KILL", "--seed", "21", *args])
    logs = [tmp_path / f"c{i}.jsonl" for i in range(2)]
    clients = [start_client_process(address, "KILL", log) for log in logs]
    save = tmp_path / "net" / "table-0.json"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not (save.exists() and logs[0].exists() and len(read_log(logs[0])) > 25):
        time.sleep(0.02)
    host.send_signal(signal.SIGKILL)
    host.wait(10)
    again, address2 = start_host_process(["--continue", "--bind", "127.0.0.1", "--data-dir", str(tmp_path)])
    assert address2 == address, "the saved port is listened on again (no --port given)"
    assert [c.wait(90) for c in clients] == [0, 0], [c.stderr.read() for c in clients]
    assert again.wait(30) == 0, again.stderr.read()
    for log in logs:
        frames = read_log(log)
        welcomes = [f for f in frames if f["type"] == "welcome"]
        assert len(welcomes) == 2 and welcomes[0]["seat"] == welcomes[1]["seat"]
        assert frames[-1]["type"] == "end"
    assert not save.exists()
