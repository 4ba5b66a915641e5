"""The authoritative match a host keeps: seats, the true state, per-seat frames.

The host applies every action with the engine and sends each seat only what a bot
of that seat would be given: its View, its legal actions and the events as that
seat may know them (`Event.seen_by`), plus who is to move and the result. The
action itself goes only to the seat that played it (a 2 Win choice is secret until
the reveal). The true state never leaves this object.

A seat is "remote" (a player on another computer), "bot" (played by the host) or,
for a remote seat whose player is away and the host chose so, played by a bot
until the player returns. Tokens let a player take their seat back after a cut
or a host restart (they are kept in the host's save).
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from engine.core.model import Action, Event, IllegalAction
from engine.core.replay import ReplayError, rebuild

LOG_LIMIT = 2000  # updates kept for catch-ups (a long Num Win match has ~1500)


@dataclass
class SeatSpec:
    kind: str                 # "remote" or "bot"
    level: str = "normal"     # the bot's level (for "remote": the stand-in's, if any)
    name: str = ""
    token: str = ""
    last_action_id: int = 0
    lang: str = "en"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name, "token": self.token,
                "last_action_id": self.last_action_id, "lang": self.lang}

    @staticmethod
    def from_json(data: dict[str, Any]) -> SeatSpec:
        return SeatSpec(str(data["kind"]), str(data.get("level", "normal")), str(data.get("name", "")),
                        str(data.get("token", "")), int(data.get("last_action_id", 0)), str(data.get("lang", "en")))


class SeatsError(ValueError):
    """A --seats text that cannot be read: `problem` is "too_many" (`given` seats for
    `players`) or "not_a_seat" (`item`); the command line says it in the player's words."""

    def __init__(self, problem: str, message: str, **details: object) -> None:
        super().__init__(message)
        self.problem, self.details = problem, details


def parse_seats(text: str, players: int) -> list[SeatSpec]:
    """`remote,remote,bot:normal` -> seat specs; too few entries are filled with remote."""
    items = [item.strip() for item in text.split(",") if item.strip()] if text else []
    if len(items) > players:
        raise SeatsError("too_many", f"{len(items)} seats given for {players} players",
                         given=len(items), players=players)
    items += ["remote"] * (players - len(items))
    seats = []
    for item in items:
        kind, _, level = item.partition(":")
        if kind not in ("remote", "bot"):
            raise SeatsError("not_a_seat", f"seat {item!r}: remote or bot:LEVEL", item=item)
        seats.append(SeatSpec(kind, level or "normal"))
    return seats


@dataclass
class Logged:
    seq: int
    actor: int | None
    action: Action | None
    events: tuple[Event, ...]


@dataclass
class HostMatch:
    game: Any
    seats: list[SeatSpec]
    seed: int
    options: dict[str, Any]
    table: int = 0
    state: Any = None
    started: bool = False  # every remote seat has been taken once
    seq: int = 0
    log: list[Logged] = field(default_factory=list)
    # Every (seat, action) from the start, saved with the table: a restarted host
    # replays them to give back the catch-up log and its bots' memory. None: unknown
    # (a save written before they were kept), the match goes on without them.
    actions: list[tuple[int, Action]] | None = field(default_factory=list)

    def __post_init__(self) -> None:
        for seat in self.seats:
            if seat.kind == "remote" and not seat.token:
                seat.token = secrets.token_urlsafe(16)
        self.started = self.started or all(s.name for s in self.seats if s.kind == "remote")
        if self.state is None:
            self.state, events = self.game.begin(len(self.seats), self.seed, self.options)
            self._record(None, None, events)

    # ---- the match -------------------------------------------------------------
    def play(self, seat: int, action: Action) -> Logged:
        """Apply one action (IllegalAction leaves everything as it was)."""
        state, events = self.game.apply(self.state, seat, action)
        self.state = state
        if self.actions is not None:
            self.actions.append((seat, action))
        return self._record(seat, action, events)

    def _record(self, actor: int | None, action: Action | None, events: tuple[Event, ...] | list[Event]) -> Logged:
        self.seq += 1
        entry = Logged(self.seq, actor, action, tuple(events))
        self.log.append(entry)
        del self.log[:-LOG_LIMIT]
        return entry

    def over(self) -> bool:
        return self.game.result(self.state) is not None

    def to_move(self) -> list[int]:
        return sorted(self.game.to_move(self.state))

    def waiting_on(self, seat: int) -> bool:
        return seat in self.game.to_move(self.state) and bool(self.game.legal_actions(self.state, seat))

    # ---- what each seat receives ------------------------------------------------
    def _seat_part(self, seat: int) -> dict[str, Any]:
        return {"view": self.game.view(self.state, seat), "legal": list(self.game.legal_actions(self.state, seat)),
                "to_move": self.to_move(), "result": self.game.result(self.state), "started": self.started}

    @staticmethod
    def redact(entry: Logged, seat: int) -> dict[str, Any]:
        return {"seq": entry.seq, "actor": entry.actor,
                "action": entry.action if entry.actor == seat else None,
                "events": [e.seen_by(seat) for e in entry.events]}

    def end_frame(self) -> dict[str, Any]:
        """The match's end, the same for every seat: its result and, now that nothing is
        hidden any more, the whole match (seed and every action), so that each computer's
        history can replay it from every seat (a save of an older host without its
        actions sends none)."""
        frame: dict[str, Any] = {"type": "end", "result": self.game.result(self.state)}
        if self.actions is not None:
            frame["recording"] = {"seed": self.seed, "actions": [[seat, action] for seat, action in self.actions]}
        return frame

    def update_frame(self, entry: Logged, seat: int) -> dict[str, Any]:
        return {"type": "update", "seat": seat, "table": self.table, **self.redact(entry, seat), **self._seat_part(seat)}

    def catchup_frame(self, seat: int, since: int | None) -> dict[str, Any]:
        """What a (re)joining seat missed: the updates after `since` (all kept ones for a
        first join), redacted for that seat, then the current view."""
        frame, missed = self.catchup_parts(seat, since)
        frame["updates"] = [self.redact(e, seat) for e in missed]
        return frame

    def catchup_parts(self, seat: int, since: int | None) -> tuple[dict[str, Any], list[Logged]]:
        """The catch-up with its "updates" still to fill: the frame as of now, and the
        log entries to redact into it (a host encodes a long one a part at a time)."""
        start = -1 if since is None else since
        missed = [e for e in self.log if e.seq > start]
        first_missed = max(start, 0) + 1
        complete = first_missed > self.seq or (bool(self.log) and self.log[0].seq <= first_missed)
        frame = {"type": "catchup", "seat": seat, "table": self.table, "since": start, "seq": self.seq,
                 "complete": complete, "updates": [], **self._seat_part(seat)}
        if start > self.seq:  # a host killed before saving its last moves: they never happened
            frame["rewound"] = True
        return frame, missed

    def welcome_frame(self, seat: int, code: str, protocol: int) -> dict[str, Any]:
        return {"type": "welcome", "protocol": protocol, "table": self.table, "seat": seat,
                "token": self.seats[seat].token, "game": self.game.id, "players": len(self.seats),
                "names": [s.name for s in self.seats], "kinds": [s.kind for s in self.seats],
                "levels": [s.level if s.kind == "bot" else "" for s in self.seats],
                "options": dict(self.options), "code": code}

    # ---- seats ------------------------------------------------------------------
    def seat_for_token(self, token: str | None) -> int | None:
        if not token:
            return None
        return next((i for i, s in enumerate(self.seats) if s.kind == "remote" and secrets.compare_digest(s.token, token)), None)

    def check_action_id(self, seat: int, action_id: int) -> None:
        if action_id <= self.seats[seat].last_action_id:
            raise IllegalAction("replayed", id=action_id, last=self.seats[seat].last_action_id)
        self.seats[seat].last_action_id = action_id

    # ---- saving -----------------------------------------------------------------
    def table_json(self, code: str, port: int = 0) -> dict[str, Any]:
        """The save's table part; "network" holds what a restarted host needs to be found
        again by its players (the join code, the port) and the seats' tokens."""
        return {"seats": [s.to_json() for s in self.seats], "seed": self.seed, "options": self.options,
                "network": {"code": code, "table": self.table, "seq": self.seq, "port": port}}

    @staticmethod
    def from_saved(saved: Any, game: Any) -> HostMatch:
        """The saved table; with its actions (saves written since they are kept), the
        match is replayed from its start so that the catch-up log is whole again."""
        table = saved.table
        seats = [SeatSpec.from_json(s) for s in table["seats"]]
        net = table.get("network", {})
        seed, options = int(table.get("seed", 0)), dict(table.get("options", {}))
        match = HostMatch(game, seats, seed, options, int(net.get("table", 0)), state=saved.state,
                          seq=int(net.get("seq", 0)), actions=None)
        if saved.actions is not None:
            try:
                steps = rebuild(game, len(seats), seed, options, saved.actions, final=saved.state)
            except ReplayError:
                return match  # rules changed since: the saved state alone, as older saves
            match.actions = list(saved.actions)
            match.log = [Logged(i + 1, s.seat, s.action, s.events) for i, s in enumerate(steps)][-LOG_LIMIT:]
            match.seq = len(steps)
        return match
