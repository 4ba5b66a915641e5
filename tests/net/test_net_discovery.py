"""Tables announced by DNS-SD over multicast DNS, found by the join list (loopback only)."""
from __future__ import annotations

import asyncio

from desktop.net.discovery import Announcer, Browser, parse_info
from engine.net.protocol import PROTOCOL

from .loopback import joiner, make_host

LOOPBACK = ["127.0.0.1"]


async def _announce_and_browse():
    host = make_host("gap", 3, "remote,remote,bot:easy")
    _, port = await host.start("127.0.0.1", 0)
    announcer = Announcer(host, "Ann", port, "127.0.0.1", LOOPBACK)
    await announcer.start()
    found, lost = [], []
    browser = Browser(found.append, lost.append, LOOPBACK)
    await browser.start()
    for _ in range(100):
        if found:
            break
        await asyncio.sleep(0.05)
    first = list(found)
    guest = joiner(port, name="Bob")
    task = asyncio.get_running_loop().create_task(guest.client.run())
    for _ in range(120):
        if any(t.free == 1 for t in found):
            break
        await asyncio.sleep(0.05)
    await announcer.stop()
    for _ in range(60):
        if lost:
            break
        await asyncio.sleep(0.05)
    await browser.stop()
    task.cancel()
    await host.close()
    return port, first, found, lost


def test_a_hosted_table_is_found_with_its_free_seats():
    port, first, found, lost = asyncio.run(_announce_and_browse())
    assert first, "the announced table was found"
    table = first[0]
    assert (table.address, table.game, table.players, table.free, table.host_name) == \
        (f"127.0.0.1:{port}", "gap", 3, 2, "Ann")
    assert any(t.free == 1 for t in found), "a seat taken: the announcement says so"
    assert lost == [table.key], "a host that stops is removed from the list"


def test_records_from_other_versions_or_damaged_are_ignored():
    ours, other = str(PROTOCOL).encode(), str(PROTOCOL + 1).encode()
    good = {b"game": b"gap", b"players": b"3", b"free": b"1", b"host": b"Ann", b"protocol": ours}
    assert parse_info("x", ["10.0.0.2"], 4000, good).address == "10.0.0.2:4000"
    assert parse_info("x", ["10.0.0.2"], 4000, {**good, b"protocol": other}) is None
    assert parse_info("x", ["10.0.0.2"], 4000, {**good, b"players": b"many"}) is None
    assert parse_info("x", [], 4000, good) is None
