"""The client side: one connection to a host that comes back by itself after a cut.

`NetClient` says hello, hands every frame from the host to its `player` and sends
what the player answers. When the connection drops before the match's end it
reconnects with its seat token and the last update it saw, and the host replies
with a catch-up of what that seat missed. `BotPlayer` is the headless player behind
`tablee-client --bot LEVEL`: it sees exactly what a human's window would.
"""
from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from engine.net import protocol

FATAL = {"wrong_code", "wrong_protocol", "table_full", "too_few_seats", "hello_first", "bad_field", "too_big", "not_json"}
RETRY_STEPS_S = (0.1, 0.25, 0.5, 1.0, 2.0)


class JoinRefused(Exception):
    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


class NetClient:
    def __init__(self, address: str, code: str, name: str = "", lang: str = "en",
                 player: Any = None, log: Callable[[str], None] | None = None, retry_s: float = 60.0,
                 status: Callable[[str], None] | None = None):
        self.url = address if address.startswith("ws") else f"ws://{address}"
        self.code, self.name, self.lang = code, name, lang
        self.player, self.log, self.retry_s = player, log, retry_s
        self.status = status or (lambda what: None)  # "lost" when a connection drops
        self.token: str | None = None
        self.resume: str | None = None  # a seat token kept from an earlier run of the app
        self.party: str | None = None  # shared by the connections of several players at this computer
        self.party_size = 1
        self.last: int | None = None
        self.next_id = 1
        self.ws: Any = None
        self.over = False
        self.connections = 0

    async def run(self) -> int:
        """Play until the match ends (0); 2 when the host refuses us, 1 when it is gone."""
        lost_at: float | None = None
        step = 0
        while not self.over:
            try:
                await self._session()
                lost_at, step = None, 0
            except JoinRefused:
                return 2
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError):
                pass
            if self.over:
                break
            if lost_at is None and self.connections:
                self.status("lost")
            lost_at = lost_at or time.monotonic()
            if time.monotonic() - lost_at > self.retry_s:
                return 1
            await asyncio.sleep(RETRY_STEPS_S[min(step, len(RETRY_STEPS_S) - 1)])
            step += 1
        return 0

    async def _session(self) -> None:
        async with connect(self.url, max_size=protocol.MAX_HOST_FRAME, compression=None, open_timeout=5,
                           ping_interval=2, ping_timeout=10, close_timeout=1) as ws:
            self.ws = ws
            self.connections += 1
            await ws.send(protocol.dumps({"type": "hello", "protocol": protocol.PROTOCOL, "code": self.code,
                                          "name": self.name, "lang": self.lang, "token": self.token,
                                          "resume": None if self.token else self.resume,
                                          "last": self.last, "party": self.party,
                                          "party_size": self.party_size}))
            async for text in ws:
                if not isinstance(text, str):
                    continue  # the protocol has no binary frames
                if self.log is not None:
                    self.log(text)
                try:
                    frame = protocol.loads_host_frame(text)
                except protocol.FrameError:
                    continue  # a damaged frame from the host: the next update brings the view again
                await self._received(frame)
                if self.over:
                    return

    async def _received(self, frame: dict) -> None:
        kind = frame["type"]
        if kind == "refused" and frame.get("fatal"):
            raise JoinRefused(frame.get("code", "refused"))
        if kind == "welcome":
            self.token = frame["token"]
            self.next_id = max(self.next_id, int(frame.get("last_action_id", 0)) + 1)
        elif kind in ("update", "catchup"):
            self.last = frame["seq"]
        elif kind == "end":
            self.over = True
        if self.player is not None:
            for out in self.player.on_frame(frame) or ():
                await self.send(out)

    async def send(self, frame: dict) -> None:
        if frame.get("type") == "action" and "id" not in frame:
            frame = {**frame, "id": self.next_id}
            self.next_id += 1
        if self.ws is not None:
            try:
                await self.ws.send(protocol.dumps(frame))
            except ConnectionClosed:
                pass  # the reconnect sends nothing twice: the player acts again on the catch-up


class BotPlayer:
    """Plays its seat with a bot of one level, from the frames alone."""

    def __init__(self, level: str, client_ref: Callable[[], NetClient] | None = None, pause_ms: int = 0,
                 seed: int | None = None):
        self.level, self.pause_ms = level, pause_ms
        self.seed = seed  # None: a new bot each run; tests fix it (a seat's bot seed is seed * 1000 + seat)
        self.client_ref = client_ref
        self.game: Any = None
        self.bot: Any = None
        self.seat = -1
        self.in_flight = False  # an action sent, not yet seen applied
        self.window_at: int | None = None  # a claim planned in this window
        self.last_frame: dict | None = None
        self.result = None
        self.frames = 0

    def on_frame(self, frame: dict) -> list[dict]:
        self.frames += 1
        kind = frame["type"]
        if kind == "welcome":
            from engine import games
            from engine.ai.bots import make_bot
            self.game, self.seat = games.get(frame["game"]), frame["seat"]
            seed = random.randrange(1 << 30) if self.seed is None else self.seed * 1000 + self.seat
            self.bot = make_bot(self.game, self.level, self.seat, seed)
            return []
        if kind == "end":
            self.result = frame["result"]
            return []
        if kind == "refused" and frame.get("code") in ("too_fast", "not_started") and self.last_frame is not None:
            self.in_flight = False  # dropped by the host's rate limit: the same decision a little later
            asyncio.get_running_loop().call_later(0.5, self._retry)
            return []
        if kind == "refused" and frame.get("code") == "illegal" and self.last_frame is not None:
            self.in_flight = False  # the table moved on meanwhile: a random legal move instead
            last = self.last_frame
            if self.seat in last["to_move"] and last["legal"] and self.window_at is None:
                return [{"type": "action", "action": random.choice(last["legal"])}]
            return []
        if kind not in ("update", "catchup") or self.bot is None:
            return []
        updates = frame["updates"] if kind == "catchup" else [frame]
        for update in updates:
            self.bot.observe(tuple(update["events"]))
            if update["actor"] == self.seat:
                self.in_flight = False  # our move was applied
            if any(e.kind == "claim_window_closed" for e in update["events"]):
                self.window_at = None
        if kind == "catchup":
            self.in_flight = False  # a move sent before a cut may be lost: act again
        self.last_frame = frame
        return self._decide(frame)

    def _retry(self) -> None:
        if self.last_frame is not None:
            self._later(self._decide(self.last_frame))

    def _decide(self, frame: dict) -> list[dict]:
        if frame["result"] is not None or self.seat not in frame["to_move"] or not frame["legal"]:
            return []
        if self.in_flight or not frame.get("started", True):
            return []
        self.in_flight = True
        action = self.bot.choose(frame["view"], tuple(frame["legal"]))
        window = _claim_window(frame)
        if window is not None:
            return self._claim(frame["seq"], window, action)
        if self.pause_ms:
            asyncio.get_running_loop().call_later(self.pause_ms / 1000, self._later, [{"type": "action", "action": action}])
            return []
        return [{"type": "action", "action": action}]

    def _claim(self, seq: int, window, action) -> list[dict]:
        """A timed claim window: heard at once (no speech), then the bot's answer at its time."""
        out = [{"type": "heard", "at": seq}]
        delay = getattr(action, "elapsed_ms", 0) or 0
        if not delay:
            return out + [{"type": "action", "action": action}]
        self.window_at = seq
        frames = [{"type": "press", "at": seq}, {"type": "action", "action": action}]
        asyncio.get_running_loop().call_later(delay / 1000, self._later, frames, seq)
        return out

    def _later(self, frames: list[dict], window: int | None = None) -> None:
        client = self.client_ref() if self.client_ref else None
        if client is None or client.over or (window is not None and self.window_at != window):
            return  # the match ended, or the window closed before our time came

        async def send_all() -> None:
            for f in frames:
                await client.send(f)
        asyncio.get_running_loop().create_task(send_all())


def _claim_window(frame: dict):
    """The timed claim window this update opened, if any (update frames only)."""
    if frame["type"] != "update":
        return None
    return next((e for e in frame["events"] if e.kind == "claim_window_opened" and e.limit_ms), None)
