"""The host: a WebSocket server in front of one or more hosted tables.

Each connection says hello (protocol version, join code, name, language, and for a
return its seat token and the last update it received), gets a seat, then sends
actions. Every frame is checked before it reaches a match (engine/net/protocol.py):
size, JSON, schema, rate, code, version, seat, replay; a refused frame gets a
`refused` answer naming why, the frame is dropped, the table goes on. Only a
connection that never said a valid hello, or that floods, is closed.
"""
from __future__ import annotations

import asyncio
import gc
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.core.model import IllegalAction
from engine.net import protocol
from engine.net.match import HostMatch, Logged
from engine.net.protocol import FrameError

from .parties import Parties, TooFewSeats
from .saving import SaveWriter
from .stalls import StallWatch
from .tables import HostedTable, now_ms

HELLO_TIMEOUT_S = 10
RATE_PER_S = 100.0  # a person sends a few frames a second, a bot client with no pause ~60
RATE_BURST = 200.0
FLOOD_LIMIT = 100  # refused frames in a row for rate before the connection is closed
PING_S = 2.0
CATCHUP_PART = 100  # updates encoded in one go for a catch-up
LINGER_S = 10.0  # after the last match's end, for players cut off to come back for the result


def new_code() -> str:
    return "".join(secrets.choice(protocol.CODE_ALPHABET) for _ in range(protocol.CODE_LENGTH))


@dataclass
class Link:
    """One client connection bound to one seat."""
    ws: ServerConnection
    table: HostedTable | None = None
    seat: int = -1
    tokens: float = RATE_BURST
    stamp: float = field(default_factory=time.monotonic)
    floods: int = 0
    out: asyncio.Queue = field(default_factory=asyncio.Queue)

    def allow(self) -> bool:
        """A token bucket: RATE_PER_S frames a second, bursts of RATE_BURST."""
        now = time.monotonic()
        self.tokens = min(RATE_BURST, self.tokens + (now - self.stamp) * RATE_PER_S)
        self.stamp = now
        if self.tokens < 1:
            self.floods += 1
            return False
        self.tokens -= 1
        self.floods = 0
        return True

    def send(self, frame: dict[str, Any], encoder: protocol.FrameEncoder | None = None) -> None:
        self.out.put_nowait(encoder.dumps(frame) if encoder is not None else protocol.dumps(frame))

    def send_catchup(self, match: HostMatch, seat: int, since: int | None) -> None:
        """A catch-up, as of now, encoded by the writer when its turn comes, a part at a
        time (a whole Num Win log is ~1500 updates: tens of ms in one piece)."""
        frame, missed = match.catchup_parts(seat, since)
        self.out.put_nowait(LazyCatchup(frame, missed, seat))

    def delay_ms(self) -> float:
        return self.ws.latency * 500  # half the measured round trip

    def rtt_ms(self) -> float:
        return self.ws.latency * 1000


@dataclass
class LazyCatchup:
    frame: dict[str, Any]
    missed: list[Logged]
    seat: int

    async def text(self) -> str:
        encoder = protocol.FrameEncoder()
        updates: list[Any] = []
        for start in range(0, len(self.missed), CATCHUP_PART):
            if start:
                await asyncio.sleep(0)  # the loop serves the other tables between parts
            updates += [encoder.plain(HostMatch.redact(e, self.seat)) for e in self.missed[start:start + CATCHUP_PART]]
        plain = encoder.plain(self.frame)
        plain["updates"] = updates
        return protocol.dumps_plain(plain)


class Host:
    def __init__(self, matches: list[HostMatch], code: str, absent: str = "wait", bot_pause_ms: int = 0,
                 save_dir=None, transcript=None, chooser=None):
        self.code = code
        self.links: dict[tuple[int, int], Link] = {}
        self.pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="host-bot")
        self.saver = SaveWriter()
        self.tables = [HostedTable(m, code, absent, bot_pause_ms,
                                   (save_dir / f"table-{m.table}.json") if save_dir else None,
                                   transcript, self._broadcast, self.pool, chooser, self.saver) for m in matches]
        self.server: Any = None
        self.stalls = StallWatch()  # how long the loop was ever held (and how much was the machine's)
        self._watching: asyncio.Task | None = None
        self.refusals: list[str] = []
        self.parties = Parties()  # seats held for the other players of a computer joining together
        self.told_end: set[tuple[int, int]] = set()  # (table, seat) sent the end of its match  # every refusal code, for the tests and the log

    # ---- life -----------------------------------------------------------------------
    async def start(self, host: str = "0.0.0.0", port: int = 0) -> tuple[str, int]:
        self.server = await serve(self._handle, host, port, max_size=4 * protocol.MAX_CLIENT_FRAME,
                                  compression=None, ping_interval=PING_S, ping_timeout=10, close_timeout=2)
        self._watching = asyncio.get_running_loop().create_task(self.stalls.run())
        for table in self.tables:
            if table.started:
                table.schedule_bots()
        address = self.server.sockets[0].getsockname()
        for table in self.tables:
            table.port = address[1]
            table.save()
        gc.collect()
        gc.freeze()  # what was set up lives as long as the host: no full collection walks it again
        return address[0], address[1]

    async def run_until_done(self) -> None:
        """Until every match has ended and every player has been told (a player cut off
        at the end has LINGER_S to come back for the result)."""
        await asyncio.gather(*(t.finished.wait() for t in self.tables))
        for table in self.tables:
            await table.flush()
        deadline = time.monotonic() + LINGER_S
        while time.monotonic() < deadline and not self._everyone_told():
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)  # the end frames leave before the server closes
        await self.close()

    def _everyone_told(self) -> bool:
        return all((t.match.table, i) in self.told_end for t in self.tables
                   for i, s in enumerate(t.match.seats) if s.kind == "remote")

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.saver.close()
        if self._watching is not None:
            self._watching.cancel()

    # ---- a connection -------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        link = Link(ws)
        writer = asyncio.get_running_loop().create_task(self._write(link))
        try:
            if await self._hello(link):
                async for text in ws:
                    if not self._frame(link, text):
                        if link.table is not None:  # said goodbye, or flooded: not waited for at the end
                            self.told_end.add((link.table.match.table, link.seat))
                        break
        except ConnectionClosed:
            pass
        finally:
            self._unbind(link)
            await asyncio.sleep(0)
            writer.cancel()

    async def _write(self, link: Link) -> None:
        try:
            while True:
                item = await link.out.get()
                await link.ws.send(await item.text() if isinstance(item, LazyCatchup) else item)
        except ConnectionClosed:
            pass

    def _refuse(self, link: Link, code: str, **extra: Any) -> None:
        self.refusals.append(code)
        link.send({"type": "refused", "code": code, **extra})

    async def _hello(self, link: Link) -> bool:
        try:
            text = await asyncio.wait_for(link.ws.recv(), HELLO_TIMEOUT_S)
            hello = protocol.parse_client_frame(text, expected="hello")
            if hello["code"] != self.code:
                raise FrameError("wrong_code")
            self._bind(link, hello)
        except (FrameError, TimeoutError) as exc:
            counts = {"free": exc.free, "wanted": exc.wanted} if isinstance(exc, TooFewSeats) else {}
            self._refuse(link, getattr(exc, "code", "hello_timeout"), fatal=True, **counts)
            await asyncio.sleep(0.05)
            await link.ws.close(4000, getattr(exc, "code", "hello_timeout"))
            return False
        return True

    def _bind(self, link: Link, hello: dict) -> None:
        found = self._seat_for(hello)
        if found is None:
            raise FrameError("table_full")
        table, seat, returning = found
        spec = table.match.seats[seat]
        old = self.links.get((table.match.table, seat))
        if old is not None:
            old.table = None  # superseded: the newer connection has the seat
            asyncio.get_running_loop().create_task(old.ws.close(4001, "superseded"))
        spec.name = spec.name or hello["name"] or f"Player {seat + 1}"
        spec.lang = hello["lang"]
        link.table, link.seat = table, seat
        self.links[(table.match.table, seat)] = link
        table.connected.add(seat)
        link.send(table.match.welcome_frame(seat, self.code, protocol.PROTOCOL) | {"last_action_id": spec.last_action_id})
        since = hello["last"] if returning else None
        link.send_catchup(table.match, seat, since)
        if table.match.over():  # back after the end: the result, and goodbye
            self._send_end(table, seat, link)
        self._notice(table, "rejoined" if returning else "joined", seat)
        if all(s.name for s in table.match.seats if s.kind == "remote") and table.start():
            encoder = protocol.FrameEncoder()
            for (table_id, other), peer in self.links.items():
                if table_id == table.match.table:  # the same view, now playable
                    peer.send(table.match.catchup_frame(other, table.match.seq), encoder)
        table.schedule_bots()

    def _seat_for(self, hello: dict) -> tuple[HostedTable, int, bool] | None:
        for table in self.tables:
            seat = table.match.seat_for_token(hello["token"])
            if seat is not None:
                return table, seat, True
            seat = table.match.seat_for_token(hello["resume"])
            if seat is not None and (table.match.table, seat) not in self.links:
                return table, seat, bool(table.match.seats[seat].name)  # a seat never sat at is a first join
        return self._new_seat(hello)

    def _new_seat(self, hello: dict) -> tuple[HostedTable, int, bool] | None:
        """A free seat for a first join; the players of one computer (a party) all
        at one table or none of them (desktop/net/parties.py)."""
        party, size = hello["party"], hello["party_size"] if hello["party"] else 1
        held = self.parties.take(party)
        if held is not None:
            table = next((t for t in self.tables if t.match.table == held[0]), None)
            if table is not None and held[1] in self._free_seats(table, party):
                return table, held[1], False
        most = 0
        for table in self.tables:
            if hello["table"] is not None and table.match.table != hello["table"]:
                continue
            free = self._free_seats(table, party)
            if len(free) >= size:
                if party and size > 1:
                    self.parties.hold(party, table.match.table, free[1:size])
                return table, free[0], False
            most = max(most, len(free))
        if most:
            raise TooFewSeats(most, size)
        return None

    def _free_seats(self, table: HostedTable, party: str | None) -> list[int]:
        held = self.parties.held(table.match.table, party)
        return [seat for seat, spec in enumerate(table.match.seats)
                if spec.kind == "remote" and not spec.name and (table.match.table, seat) not in self.links
                and seat not in held]

    def _unbind(self, link: Link) -> None:
        table = link.table
        if table is None or self.links.get((table.match.table, link.seat)) is not link:
            return
        del self.links[(table.match.table, link.seat)]
        table.seat_left(link.seat)
        if not table.match.over():
            self._notice(table, "left", link.seat)
            if table.bot_level(link.seat) is not None:
                self._notice(table, "bot_plays", link.seat)
            elif table.match.waiting_on(link.seat):
                self._notice(table, "waiting", link.seat)

    # ---- frames -----------------------------------------------------------------------
    def _frame(self, link: Link, text) -> bool:
        if link.table is None:
            return False  # superseded
        if not link.allow():
            self._refuse(link, "too_fast")
            return link.floods < FLOOD_LIMIT
        try:
            frame = protocol.parse_client_frame(text)
            kind = frame["type"]
            if kind == "bye":
                return False
            if kind == "hello":
                raise FrameError("already_joined")
            if kind == "action":
                self._action(link, frame)
            else:
                self._moment(link, frame)
        except FrameError as exc:
            self._refuse(link, exc.code, detail=exc.detail[:200])
        except IllegalAction as exc:
            self._refuse(link, "illegal", reason=exc.reason, details=_plain(exc.details), id=frame.get("id"))
        return True

    def _action(self, link: Link, frame: dict) -> None:
        table, seat, action = link.table, link.seat, frame["action"]
        assert table is not None  # _frame drops the frames of an unbound link
        if frame["seat"] is not None and frame["seat"] != seat:
            raise FrameError("not_your_seat", f"you play seat {seat}")
        if not table.started:
            raise FrameError("not_started", "waiting for players")
        table.match.check_action_id(seat, frame["id"])
        referee = table.referee
        if referee is not None and referee.waits_for(seat):
            table.match.game.apply(table.match.state, seat, action)  # refused here if illegal; not applied yet
            referee.answer(seat, action, now_ms(), link.delay_ms(), link.rtt_ms())
            return
        if referee is not None and seat in referee.clocks:
            raise IllegalAction("already_answered", seat=seat)
        table.play(seat, action)

    def _moment(self, link: Link, frame: dict) -> None:
        assert link.table is not None
        referee = link.table.referee
        if referee is None or referee.at != frame["at"]:
            return  # a window already closed: nothing to do, nothing wrong
        getattr(referee, frame["type"])(link.seat, now_ms(), link.delay_ms())

    # ---- sending -----------------------------------------------------------------------
    def _broadcast(self, table: HostedTable, entry: Logged) -> None:
        encoder = protocol.FrameEncoder()  # what the seats share is encoded once
        for seat in range(len(table.match.seats)):
            link = self.links.get((table.match.table, seat))
            if link is not None:
                link.send(table.match.update_frame(entry, seat), encoder)
                if table.referee is not None and table.referee.at == entry.seq:
                    table.referee.sent(seat, now_ms())
        if table.match.over():
            for seat in range(len(table.match.seats)):
                link = self.links.get((table.match.table, seat))
                if link is not None:
                    self._send_end(table, seat, link)

    def _send_end(self, table: HostedTable, seat: int, link: Link) -> None:
        link.send(table.match.end_frame())
        self.told_end.add((table.match.table, seat))

    def _notice(self, table: HostedTable, what: str, seat: int) -> None:
        frame = {"type": "notice", "what": what, "seat": seat, "name": table.match.seats[seat].name}
        for (table_id, other), link in self.links.items():
            if table_id == table.match.table and other != seat:
                link.send(frame)


def _plain(details: dict) -> dict:
    """A refusal's details as the codec can carry them (anything else as text)."""
    out = {}
    for key, value in details.items():
        try:
            protocol.encode_plain(value)
            out[str(key)] = value
        except ValueError:
            out[str(key)] = str(value)
    return out
