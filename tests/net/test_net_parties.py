"""Several players joining from one computer (a party): all seated at one table, or
all refused up front with the number of free seats (desktop/net/parties.py)."""
from __future__ import annotations

import asyncio
import json

from websockets.asyncio.client import connect

from engine.net import protocol

from .loopback import make_host


def _hello(name: str, party: str | None = None, size: int = 1) -> str:
    return json.dumps({"type": "hello", "protocol": protocol.PROTOCOL, "code": "TEST", "name": name, "lang": "en",
                       "party": party, "party_size": size})


async def _first_answer(ws, hello: str) -> dict:
    """The welcome or the refusal answering a hello."""
    await ws.send(hello)
    while True:
        frame = protocol.loads_host_frame(await asyncio.wait_for(ws.recv(), 5))
        if frame["type"] in ("welcome", "refused"):
            return frame


async def _refused_party() -> tuple[list[dict], list[str], dict]:
    host = make_host("gap", 3, "remote,remote,remote", seed=2)
    _, port = await host.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}"
    async with connect(url) as bob:
        await _first_answer(bob, _hello("Bob"))
        answers = []
        for name in ("Ann", "Lea", "Zoe"):  # three players at one computer, two seats free
            async with connect(url) as ws:
                answers.append(await _first_answer(ws, _hello(name, "partyAAAA", 3)))
        names = [s.name for s in host.tables[0].match.seats]
        async with connect(url) as cleo:  # nothing was held: one player alone still gets a seat
            alone = await _first_answer(cleo, _hello("Cleo"))
    await host.close()
    return answers, names, alone


def test_a_party_with_too_few_free_seats_is_refused_up_front_and_nobody_is_seated():
    answers, names, alone = asyncio.run(_refused_party())
    assert [(a["type"], a["code"], a["fatal"], a["free"], a["wanted"]) for a in answers] == \
        [("refused", "too_few_seats", True, 2, 3)] * 3
    assert names == ["Bob", "", ""]
    assert alone["type"] == "welcome"


async def _seated_party() -> tuple[dict, dict, list[dict]]:
    host = make_host("gap", 3, "remote,remote,remote", seed=2, tables=2)
    _, port = await host.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}"
    sockets = [await connect(url) for _ in range(5)]
    try:
        bob = await _first_answer(sockets[0], _hello("Bob"))  # table 0: two seats left, table 1: three
        first = await _first_answer(sockets[1], _hello("Ann", "partyBBBB", 3))
        stranger = await _first_answer(sockets[2], _hello("Cleo"))  # arrives between the party's players
        rest = [await _first_answer(ws, _hello(name, "partyBBBB", 3)) for ws, name in zip(sockets[3:], ("Lea", "Zoe"))]
    finally:
        for ws in sockets:
            await ws.close()
        await host.close()
    assert bob["table"] == 0
    return first, stranger, rest


def test_a_party_sits_at_one_table_and_its_held_seats_go_to_nobody_else():
    first, stranger, rest = asyncio.run(_seated_party())
    party = [first, *rest]
    assert all(a["type"] == "welcome" for a in party), party
    assert {a["table"] for a in party} == {1} and sorted(a["seat"] for a in party) == [0, 1, 2]
    assert stranger["type"] == "welcome" and stranger["table"] == 0  # table 1's free seats were held
