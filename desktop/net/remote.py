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
import secrets
import threading
from collections.abc import Callable, Sequence
from typing import Any

from desktop import qt
from desktop.match.session import MatchClock, SeatConfig, Update
from engine import games
from engine.core.model import Action, IllegalAction

from .client import NetClient
from .merge import SeqMerger, merge_update, private_part

#: How long one lost connection of several waits to be said: a network cut drops every
#: connection here within this, and is then said once for all, not once per player.
LOST_GRACE_MS = 400


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


class _WindowClient(NetClient):
    """A NetClient whose player also hears a refusal that ends the connection (a wrong
    join code, a full table), so the window can say which it was."""

    async def _received(self, frame: dict) -> None:
        if frame["type"] == "refused" and frame.get("fatal") and self.player is not None:
            self.player.on_frame(frame)
        await super()._received(frame)


class _Bridge:
    """One connection's player: hands every frame to the GUI thread, with its index."""

    def __init__(self, emit, index: int) -> None:
        self.emit, self.index = emit, index

    def on_frame(self, frame: dict) -> list[dict]:
        self.emit({**frame, "_via": self.index})
        return []


class RemoteSession(qt.QObject):
    updated = qt.Signal(object)        # Update, as a local Session's
    refused = qt.Signal(int, object)   # seat, IllegalAction
    botThinking = qt.Signal(int)
    saveFailed = qt.Signal(str)
    seated = qt.Signal()               # the host gave every local player a seat (its welcomes)
    joined = qt.Signal()               # the match has started: the table can open
    notice = qt.Signal(str, int, str)  # what (joined, left, rejoined, waiting, bot_plays), seat, name
    connection = qt.Signal(str)        # lost, lost_player:<name>, refused:<code>, gone ("back" comes as `returned`)
    returned = qt.Signal(object)       # back after a cut: one Update of everything missed meanwhile
    missedPrivately = qt.Signal(int, object)  # a seat's connection back: what only it may know of its absence
    ended = qt.Signal()                # the host's end frame came (its whole match in `recording`, if sent)
    _frame = qt.Signal(object)

    autosave_enabled = False  # the host saves the match
    remote = True

    def __init__(self, address: str, code: str, name: str, lang: str, net: NetThread | None = None, parent=None,
                 token: str | None = None, others: Sequence[tuple[str, str | None]] = ()):
        """`name`/`token`: the player at this computer (token: a seat kept from before
        the app was closed or killed); `others`: more players at this computer, each
        (name, token) on a connection of its own (hot-seat inside the network match)."""
        super().__init__(parent)
        self.net = net or NetThread.shared()
        self.game: Any = None
        self.seats: list[SeatConfig] = []
        self.options: dict[str, Any] = {}
        self.seed = 0
        self.bots: dict[int, Any] = {}
        self.bot_pause_ms = 0
        self.seat = -1  # the first local player's seat
        self._views: dict[int, Any] = {}
        self._legals: dict[int, tuple[Action, ...]] = {}
        self._to_move: frozenset[int] = frozenset()
        self._result = None
        self._started = False
        self._opened = False  # the table is up (the match had started)
        self._pending_setup: tuple = ()
        self._missed: list[Update] = []    # while coming back: what is narrated as one
        self._returning = False
        self._cut_off = False  # every connection here was lost at once (not one player's alone)
        self._lost_said: set[int] = set()  # the connections whose loss was said (until they are back)
        self._lost_pending = False  # a loss waits LOST_GRACE_MS to be said
        self._gone_said = False
        self.window_at: int | None = None  # the update that opened a timed claim window
        self.kinds: list[str] = []          # each seat: remote or bot (from the host's welcome)
        self.log: list[Update] = []         # every update as the local seats saw it (the history's)
        self.recording: tuple | None = None  # (seed, ((seat, action), ...)): the whole match, sent at its end
        self.clock = MatchClock()           # when it started, how long it lasted (the history's)
        self.viewer_of: Callable[[], int | None] = lambda: self.seat  # the seat at the keyboard (the window sets it)
        self._frame.connect(self._on_frame, qt.Qt.ConnectionType.QueuedConnection)
        players = [(name, token), *others]
        self._names = [player for player, _ in players]
        self.merger = SeqMerger(len(players))
        self.clients: list[NetClient] = []
        for index, (player, kept) in enumerate(players):
            client = _WindowClient(address, code, player, lang, _Bridge(self._frame.emit, index), retry_s=120,
                               status=self._status_of(index))
            client.resume = kept
            self.clients.append(client)
        new = [c for c in self.clients if not c.resume]
        if len(new) > 1:  # seated together or not at all (desktop/net/parties.py)
            party = secrets.token_urlsafe(12)
            for each in new:
                each.party, each.party_size = party, len(new)
        self.refusal: dict | None = None  # the host's refusal that ended the joining, said once
        self._tasks = [self.net.submit(self._run(client, index)) for index, client in enumerate(self.clients)]

    def _status_of(self, index: int) -> Callable[[str], None]:
        return lambda what: self._frame.emit({"type": "_" + what, "_via": index})

    @property
    def client(self) -> NetClient:
        """The first local player's connection."""
        return self.clients[0]

    async def _run(self, client: NetClient, index: int) -> None:
        code = await client.run()
        if code == 1:  # 2: refused, and the refusal itself was said
            self._frame.emit({"type": "_gone", "code": code, "_via": index})

    # ---- the face of a Session ----------------------------------------------------
    def view(self, seat: int):
        """A local seat's view. Another seat's is not known here: with one player here
        their view stands in (as before there were several); with several, nothing, so
        that one local player's cards can never be read as another seat's."""
        if seat in self._views:
            return self._views[seat]
        return next(iter(self._views.values())) if len(self._views) == 1 else None

    def legal(self, seat: int) -> tuple[Action, ...]:
        """Nothing for a seat whose connection is away (its last legal moves are stale,
        and whatever it sent would be lost): the keyboard is not handed to it meanwhile."""
        if not self._started or self._index_of(seat) in self.merger.lost:
            return ()
        return self._legals.get(seat, ())

    def to_move(self) -> frozenset[int]:
        return self._to_move

    def result(self):
        return self._result

    def human_seats(self) -> list[int]:
        return sorted(self.merger.seat_of.values())

    def humans_to_move(self) -> list[int]:
        return [s for s in self.human_seats() if s in self._to_move and self.legal(s)]

    def start(self) -> None:
        """The set-up and what happened before we joined, narrated like a local start."""
        self.updated.emit(Update(None, None, self._pending_setup, self._result is not None))
        self._pending_setup = ()

    def kept_seat(self) -> bool:
        """The host gave back the seat this app kept from before it was closed or killed."""
        return bool(self.client.resume) and self.client.token == self.client.resume

    def take_pending(self) -> Update:
        """What happened before the table opened, handed on once (instead of `start()`)."""
        events, self._pending_setup = self._pending_setup, ()
        return Update(None, None, events, self._result is not None)

    def play(self, seat: int, action: Action) -> bool:
        """Send a local seat's action; the host's answer comes as an update or a refusal.
        Actions for other seats are not ours to send (Num Win's claim clock offers
        a Pass for every waiting seat): they are dropped."""
        index = self._index_of(seat)
        if index is None or not self._started:
            return False
        self._send(index, {"type": "action", "action": action})
        return True

    def claim_moment(self, kind: str) -> None:
        """Num Win: the announcement heard (by everyone at this computer), the claim key
        pressed, the choice cancelled (by the player at the keyboard)."""
        if self.window_at is None:
            return
        targets = range(len(self.clients)) if kind == "heard" else [self._index_of(self.viewer_of())]
        for index in targets:
            if index is not None:
                self._send(index, {"type": kind, "at": self.window_at})

    def _index_of(self, seat: int | None) -> int | None:
        return next((i for i, s in self.merger.seat_of.items() if s == seat), None)

    def _send(self, index: int, frame: dict) -> None:
        self.net.submit(self.clients[index].send(frame))

    def set_paused(self, paused: bool) -> None:
        pass  # the host's bots answer to the host

    def hold_bots(self, held: bool) -> None:
        pass

    def close(self) -> None:
        pass  # the window has let go of the match; leave() says goodbye to the host

    def schedule_bots(self) -> None:
        pass

    def bots_busy(self) -> bool:
        return False

    def flush_saves(self, timeout: float = 5.0) -> bool:
        return True

    def save_text(self) -> str:
        raise OSError(0, "a network game is saved by its host")

    def leave(self) -> None:
        """Say goodbye and stop reconnecting (the players left the table)."""
        for client in self.clients:
            client.over = True

            async def bye(client: NetClient = client) -> None:
                await client.send({"type": "bye"})
                if client.ws is not None:
                    await client.ws.close()
            self.net.submit(bye())

    # ---- frames from the host ------------------------------------------------------------
    def _on_frame(self, frame: dict) -> None:
        handler = getattr(self, f"_on_{frame['type'].lstrip('_')}", None)
        if handler is not None:
            handler(frame["_via"], frame)

    def _on_welcome(self, index: int, frame: dict) -> None:
        again = index in self.merger.seat_of
        self.merger.seat_of[index] = frame["seat"]
        self.merger.lost.discard(index)
        self._lost_said.discard(index)
        self.game = games.get(frame["game"])
        self.options = dict(frame["options"])
        self.seat = self.merger.seat_of.get(0, frame["seat"])
        local = set(self.merger.seat_of.values())
        self.seats = [SeatConfig(name or "?", i in local, level or "normal")
                      for i, (name, level) in enumerate(zip(frame["names"], frame["levels"]))]
        self.kinds = [str(kind) for kind in frame.get("kinds", [])]
        if again and self._opened and self._cut_off:
            self._returning = True  # its catch-up follows: narrated as one
        elif again and self._opened:  # one player's connection back, the others played on
            self.notice.emit("rejoined", frame["seat"], self.seats[frame["seat"]].name)
        elif not again and len(self.merger.seat_of) == len(self.clients):
            self.seated.emit()

    def _take_seat_part(self, index: int, frame: dict) -> None:
        seat = frame["seat"]
        self._views[seat], self._legals[seat] = frame["view"], tuple(frame["legal"])
        self._to_move, self._result = frozenset(frame["to_move"]), frame["result"]
        self._started = bool(frame.get("started", True))

    def _on_catchup(self, index: int, frame: dict) -> None:
        """Before the match starts: its set-up, kept for `start()`; once the table is
        up: what the seats missed while away, handed on as one `returned` update."""
        self._take_seat_part(index, frame)
        if frame.get("rewound"):
            self.merger.rewind(frame["seq"])
        self.merger.add(index, frame["updates"], frame["seq"])
        late: dict[int, list] = {}
        for seat, update, present in self.merger.take_late():
            late.setdefault(seat, []).extend(private_part(seat, update, present))
        for seat, events in late.items():
            if events:
                self.missedPrivately.emit(seat, Update(None, None, tuple(events), self._result is not None))
        self._pump()

    def _on_end(self, _index: int, frame: dict) -> None:
        """The match is over: the host's whole match, for the history's replay (none from an
        older host), kept from whichever of this computer's connections brings it first
        (each emits `ended`; the history records the match once)."""
        if self.recording is None and frame.get("recording") is not None:
            self.recording = frame["recording"]
        self.ended.emit()

    def _on_update(self, index: int, frame: dict) -> None:
        self._take_seat_part(index, frame)
        self.merger.add(index, [frame], frame["seq"])
        self._pump()

    def _pump(self) -> None:
        for seq, parts in self.merger.ready():
            if not parts:
                continue  # before a host restart: known only by the view it left
            actor, action, events = merge_update(parts)
            if any(e.kind == "claim_window_opened" and e.limit_ms for e in events):
                self.window_at = seq
            update = Update(actor, action, events, self._result is not None)
            self.log.append(update)
            if not self._opened:
                self._pending_setup += events
            elif self._returning:
                self._missed.append(update)
            else:
                self.updated.emit(update)
        if not self.merger.caught_up():
            return
        if not self._opened and self._started and len(self.merger.seat_of) == len(self.clients):
            self._opened = True
            self.joined.emit()
        elif self._returning and not self.merger.lost:
            self._returning = self._cut_off = False
            missed, self._missed = self._missed, []
            self.returned.emit(Update(None, None, tuple(e for u in missed for e in u.events), self._result is not None))

    def _on_refused(self, index: int, frame: dict) -> None:
        if frame.get("fatal"):
            if self.refusal is None:  # every player's connection may be refused: said once
                self.refusal = frame
                self.connection.emit(f"refused:{frame['code']}")
            return
        reason = frame.get("reason") or frame["code"]
        seat = self.merger.seat_of.get(index, self.seat)
        self.refused.emit(seat, IllegalAction(reason, **(frame.get("details") or {})))

    def _on_notice(self, index: int, frame: dict) -> None:
        local = set(self.merger.seat_of.values())
        if 0 <= frame["seat"] < len(self.seats) and frame["name"]:
            self.seats[frame["seat"]] = SeatConfig(frame["name"], frame["seat"] in local)
        unseated = {self._names[i] for i in range(len(self.clients)) if i not in self.merger.seat_of}
        ours = frame["seat"] in local or frame["name"] in unseated  # a player here, still being seated
        if index == min(self.merger.seat_of, default=0) and not ours:
            self.notice.emit(frame["what"], frame["seat"], frame["name"])  # once, and not about us

    def _on_gone(self, index: int, frame: dict) -> None:
        self.merger.lost.add(index)
        if not self._gone_said:  # each player's connection gives up: said once
            self._gone_said = True
            self.connection.emit("gone")

    def _on_lost(self, index: int, frame: dict) -> None:
        self.merger.lost.add(index)
        self._cut_off = self._cut_off or len(self.merger.lost) == len(self.clients)
        if len(self.clients) == 1:
            self._lost_said.add(index)
            self.connection.emit("lost")
        elif not self._lost_pending:
            self._lost_pending = True
            qt.QTimer.singleShot(LOST_GRACE_MS, self._say_lost)
        self._pump()

    def _say_lost(self) -> None:
        """Several players here: everybody's connection lost is said as one, one player's
        alone names them (the others play on)."""
        self._lost_pending = False
        unsaid = sorted(self.merger.lost - self._lost_said)
        if not unsaid:
            return
        self._lost_said.update(unsaid)
        if self.merger.lost == set(range(len(self.clients))) and len(unsaid) == len(self.clients):
            self.connection.emit("lost")
            return
        for index in unsaid:
            seat = self.merger.seat_of.get(index, -1)
            name = self.seats[seat].name if 0 <= seat < len(self.seats) else self._names[index]  # not seated yet
            self.connection.emit(f"lost_player:{name}")
