"""A match played on another computer, with the face of a local Session.

ARCHITECTURE rule 12: tables, narration, review keys and speech never learn
whether the match is remote. `RemoteSession` has what they use of `Session`
(game, seats, view, legal, to_move, result, human_seats, humans_to_move, play,
updated, refused) and gets its updates from the host's redacted frames: it knows
its own seat's View and nothing else. The network runs on an asyncio thread of its
own (`NetThread`); frames reach the GUI thread through a queued signal, actions
leave through `run_coroutine_threadsafe`, so the window never waits on a socket.
"""
from __future__ import annotations

import asyncio
import threading
from typing import Any

from desktop import qt
from desktop.match.session import SeatConfig, Update
from engine import games
from engine.core.model import Action, IllegalAction

from .client import NetClient


class NetThread:
    """One asyncio loop on a daemon thread for the app's network work (client and host)."""

    _shared: NetThread | None = None

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True, name="tablee-net")
        self.thread.start()

    @classmethod
    def shared(cls) -> NetThread:
        if cls._shared is None or not cls._shared.thread.is_alive():
            cls._shared = NetThread()
        return cls._shared

    def submit(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)


class _Bridge:
    """The client's player: hands every frame to the GUI thread."""

    def __init__(self, emit) -> None:
        self.emit = emit

    def on_frame(self, frame: dict) -> list[dict]:
        self.emit(frame)
        return []


class RemoteSession(qt.QObject):
    updated = qt.Signal(object)        # Update, as a local Session's
    refused = qt.Signal(int, object)   # seat, IllegalAction
    botThinking = qt.Signal(int)
    saveFailed = qt.Signal(str)
    seated = qt.Signal()               # the host gave us a seat (its welcome)
    joined = qt.Signal()               # the match has started: the table can open
    notice = qt.Signal(str, int, str)  # what (joined, left, rejoined, waiting, bot_plays), seat, name
    connection = qt.Signal(str)        # lost, back, refused:<code>, gone
    _frame = qt.Signal(object)

    autosave_enabled = False  # the host saves the match
    remote = True

    def __init__(self, address: str, code: str, name: str, lang: str, net: NetThread | None = None, parent=None,
                 token: str | None = None):
        super().__init__(parent)
        self.net = net or NetThread.shared()
        self.game: Any = None
        self.seats: list[SeatConfig] = []
        self.options: dict[str, Any] = {}
        self.seed = 0
        self.bots: dict[int, Any] = {}
        self.bot_pause_ms = 0
        self.seat = -1
        self._view = None
        self._legal: tuple[Action, ...] = ()
        self._to_move: frozenset[int] = frozenset()
        self._result = None
        self._started = False
        self._opened = False  # the table is up (the match had started)
        self._pending_setup: tuple = ()
        self.window_at: int | None = None  # the update that opened a timed claim window
        self._frame.connect(self._on_frame, qt.Qt.ConnectionType.QueuedConnection)
        self.client = NetClient(address, code, name, lang, _Bridge(self._frame.emit), retry_s=120,
                                status=lambda what: self._frame.emit({"type": "_" + what}))
        self.client.resume = token  # a seat kept from before the app was closed or killed
        self._task = self.net.submit(self._run())

    async def _run(self) -> None:
        code = await self.client.run()
        if code:
            self._frame.emit({"type": "_gone", "code": code})

    # ---- the face of a Session ----------------------------------------------------
    def view(self, seat: int):
        return self._view

    def legal(self, seat: int) -> tuple[Action, ...]:
        return self._legal if seat == self.seat and self._started else ()

    def to_move(self) -> frozenset[int]:
        return self._to_move

    def result(self):
        return self._result

    def human_seats(self) -> list[int]:
        return [self.seat] if self.seat >= 0 else []

    def humans_to_move(self) -> list[int]:
        return [self.seat] if self.seat in self._to_move and self.legal(self.seat) else []

    def start(self) -> None:
        """The set-up and what happened before we joined, narrated like a local start."""
        self.updated.emit(Update(None, None, self._pending_setup, self._result is not None))
        self._pending_setup = ()

    def play(self, seat: int, action: Action) -> bool:
        """Send our seat's action; the host's answer comes as an update or a refusal.
        Actions for other seats are not ours to send (Num Win's claim clock offers
        a Pass for every waiting seat): they are dropped."""
        if seat != self.seat or not self._started:
            return False
        self._send({"type": "action", "action": action})
        return True

    def claim_moment(self, kind: str) -> None:
        """Num Win: the announcement heard, the claim key pressed, the choice cancelled."""
        if self.window_at is not None:
            self._send({"type": kind, "at": self.window_at})

    def _send(self, frame: dict) -> None:
        self.net.submit(self.client.send(frame))

    def set_paused(self, paused: bool) -> None:
        pass  # the host's bots answer to the host

    def hold_bots(self, held: bool) -> None:
        pass

    def schedule_bots(self) -> None:
        pass

    def bots_busy(self) -> bool:
        return False

    def flush_saves(self, timeout: float = 5.0) -> bool:
        return True

    def save_text(self) -> str:
        raise OSError(0, "a network game is saved by its host")

    def leave(self) -> None:
        """Say goodbye and stop reconnecting (the player left the table)."""
        self.client.over = True

        async def bye() -> None:
            await self.client.send({"type": "bye"})
            if self.client.ws is not None:
                await self.client.ws.close()
        self.net.submit(bye())

    # ---- frames from the host ------------------------------------------------------------
    def _on_frame(self, frame: dict) -> None:
        handler = getattr(self, f"_on_{frame['type'].lstrip('_')}", None)
        if handler is not None:
            handler(frame)

    def _on_welcome(self, frame: dict) -> None:
        first = self.game is None
        self.game = games.get(frame["game"])
        self.seat, self.options = frame["seat"], dict(frame["options"])
        self.seats = [SeatConfig(name or "?", i == self.seat, level or "normal")
                      for i, (name, level) in enumerate(zip(frame["names"], frame["levels"]))]
        if first:
            self.seated.emit()
        else:
            self.connection.emit("back")

    def _take_seat_part(self, frame: dict) -> None:
        self._view, self._legal = frame["view"], tuple(frame["legal"])
        self._to_move, self._result = frozenset(frame["to_move"]), frame["result"]
        self._started = bool(frame.get("started", True))

    def _on_catchup(self, frame: dict) -> None:
        """Before the match starts: its set-up, kept for `start()`; once the table is
        up: what the seat missed while away, narrated as one update."""
        events = tuple(e for u in frame["updates"] for e in u["events"])
        self._take_seat_part(frame)
        if self._opened:
            self.updated.emit(Update(None, None, events, self._result is not None))
            return
        self._pending_setup += events
        if self._started:
            self._opened = True
            self.joined.emit()

    def _on_update(self, frame: dict) -> None:
        self._take_seat_part(frame)
        if not self._opened:
            self._pending_setup += tuple(frame["events"])
            return
        if any(e.kind == "claim_window_opened" and e.limit_ms for e in frame["events"]):
            self.window_at = frame["seq"]
        self.updated.emit(Update(frame["actor"], frame["action"], tuple(frame["events"]), self._result is not None))

    def _on_refused(self, frame: dict) -> None:
        if frame.get("fatal"):
            self.connection.emit(f"refused:{frame['code']}")
            return
        reason = frame.get("reason") or frame["code"]
        self.refused.emit(self.seat, IllegalAction(reason, **(frame.get("details") or {})))

    def _on_notice(self, frame: dict) -> None:
        if 0 <= frame["seat"] < len(self.seats) and frame["name"]:
            self.seats[frame["seat"]] = SeatConfig(frame["name"], frame["seat"] == self.seat)
        self.notice.emit(frame["what"], frame["seat"], frame["name"])

    def _on_gone(self, frame: dict) -> None:
        self.connection.emit("gone")

    def _on_lost(self, frame: dict) -> None:
        self.connection.emit("lost")
