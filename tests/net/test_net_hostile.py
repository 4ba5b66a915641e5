"""Bad and hostile input: every frame is refused with its reason, the table goes on.

A raw WebSocket client plays seat 0 badly on purpose while a bot client plays seat 1;
after the attacks the hostile client leaves, a stand-in bot takes its seat and the
match must still end, the host never having crashed nor sent seat 0 anything of
seat 1's.
"""
from __future__ import annotations

import asyncio
import json

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from desktop.net import host as host_module
from engine.core.codec import encode
from engine.net import protocol

from .loopback import joiner, make_host

HELLO = {"type": "hello", "protocol": protocol.PROTOCOL, "code": "TEST", "name": "Mallory", "lang": "en"}


async def _refusal(ws, timeout: float = 5) -> dict:
    """The next `refused` frame (updates and notices in between are skipped)."""
    while True:
        frame = protocol.loads_host_frame(await asyncio.wait_for(ws.recv(), timeout))
        if frame["type"] == "refused":
            return frame


async def _refused_before_hello(port: int, payload) -> tuple[str, bool]:
    async with connect(f"ws://127.0.0.1:{port}", max_size=None) as ws:
        await ws.send(payload)
        frame = await _refusal(ws)
        try:
            await asyncio.wait_for(ws.recv(), 2)
            closed = False
        except ConnectionClosed:
            closed = True
        return frame["code"], closed


async def _until_my_turn(ws, seat: int) -> dict:
    while True:
        frame = protocol.loads_host_frame(await asyncio.wait_for(ws.recv(), 10))
        if frame["type"] in ("update", "catchup") and seat in frame["to_move"] and frame["legal"] and frame["started"]:
            return frame


async def _attacks_after_hello(ws, seat: int) -> list[str]:
    codes = []

    async def expect(payload, code: str, reason: str | None = None) -> None:
        await ws.send(payload if isinstance(payload, (str, bytes)) else json.dumps(payload))
        frame = await _refusal(ws)
        assert frame["code"] == code, (payload, frame)
        if reason is not None:
            assert frame["reason"] == reason, frame
        codes.append(code)

    mine = await _until_my_turn(ws, seat)
    good = encode(mine["legal"][0])
    await expect({**HELLO}, "already_joined")
    await expect({"type": "action", "id": 1, "seat": 1, "action": good}, "not_your_seat")
    await expect({"type": "action", "id": 2, "action": {"$": "gap.State", "players": 2}}, "malformed_action")
    await expect({"type": "action", "id": 3, "action": {"$": "no.Such"}}, "malformed_action")
    await expect({"type": "action", "id": 4, "action": {"$": "gap.Play", "card": 5}}, "illegal", "malformed_action")
    await expect({"type": "action", "id": 5, "action": {"$": "gap.Take", "cards": []}}, "illegal")
    await expect({"type": "action", "id": "6", "action": good}, "bad_field")
    await expect({"type": "action", "id": True, "action": good}, "bad_field")
    await expect({"type": "action", "action": good}, "bad_field")
    await expect({"type": "shout"}, "unknown_type")
    await expect("[" * 5000 + "]" * 5000, "not_json")
    await expect('{"type": "action", "id": 7, "action": ' + "[" * 500 + "]" * 500 + "}", "malformed_action")
    await expect(b"\x00binary", "binary_frame")
    await expect(json.dumps({"type": "action", "id": 8, "action": good, "pad": "x" * protocol.MAX_CLIENT_FRAME}),
                 "too_big")
    await ws.send(json.dumps({"type": "action", "id": 20, "action": good}))  # a real move: applied
    await ws.send(json.dumps({"type": "action", "id": 20, "action": good}))  # the same frame again
    frame = await _refusal(ws)
    assert frame["code"] == "illegal" and frame["reason"] == "replayed", frame
    codes.append("replayed")
    await ws.send(json.dumps({"type": "heard", "at": 999}))  # no such window: ignored, no answer
    return codes


async def _flood(ws) -> bool:
    """Hundreds of frames at once: refused as too fast, then the connection is closed."""
    try:
        for _ in range(400):
            await ws.send('{"type":"press","at":1}')
        for _ in range(1000):
            await asyncio.wait_for(ws.recv(), 5)
    except ConnectionClosed:
        return True
    return False


async def _scenario(monkeypatch) -> tuple:
    monkeypatch.setattr(host_module, "HELLO_TIMEOUT_S", 0.5)
    host = make_host("gap", 2, "remote,remote", seed=4, absent="bot:easy")
    _, port = await host.start("127.0.0.1", 0)
    before = [await _refused_before_hello(port, p) for p in (
        json.dumps({**HELLO, "protocol": 99}), json.dumps({**HELLO, "code": "NOPE"}),
        json.dumps({"type": "action", "id": 1, "action": None}), "not json", json.dumps([1, 2]),
        json.dumps({**HELLO, "token": "short"}), json.dumps({**HELLO, "name": 7}))]
    async with connect(f"ws://127.0.0.1:{port}") as idle:  # says nothing at all
        timed_out = await _refusal(idle)
    hostile = await connect(f"ws://127.0.0.1:{port}", max_size=None)
    await hostile.send(json.dumps({**HELLO, "name": "Mal\u202elory\x07 " + "x" * 100}))
    welcome = protocol.loads_host_frame(await hostile.recv())
    good = joiner(port, name="Bob")
    good_task = asyncio.get_running_loop().create_task(good.client.run())
    while good.player.seat < 0:
        await asyncio.sleep(0.01)
    full = await _refused_before_hello(port, json.dumps(HELLO))
    codes = await _attacks_after_hello(hostile, welcome["seat"])
    flooded = await _flood(hostile)
    await asyncio.wait_for(host.run_until_done(), 60)
    assert await asyncio.wait_for(good_task, 10) == 0
    return host, before, timed_out, welcome, full, codes, flooded, good


def test_hostile_frames_are_refused_and_the_table_goes_on(monkeypatch):
    host, before, timed_out, welcome, full, codes, flooded, good = asyncio.run(_scenario(monkeypatch))
    assert before == [("wrong_protocol", True), ("wrong_code", True), ("hello_first", True),
                      ("not_json", True), ("bad_frame", True), ("bad_field", True), ("bad_field", True)]
    assert timed_out["code"] == "hello_timeout"
    assert full == ("table_full", True)
    assert welcome["names"][welcome["seat"]] == "Mallory " + "x" * 32  # control and direction marks gone, cut
    assert len(codes) == 15
    assert flooded, "a flooding client is disconnected"
    assert "too_fast" in host.refusals
    assert host.tables[0].match.over()
    assert good.player.result is not None
