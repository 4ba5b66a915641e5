"""Several seats at one computer, each on its own connection: their frames made one.

A window where several people play (hot-seat inside a network match) holds one
connection per local seat, and the host sends each connection only what its seat
may see. The table narrates every event for every local seat, as a local
hot-seat table does, so it needs each event as the seat that may see it got it:
`merge_update` picks, for each event, the copy of a local seat that may see it
(the host redacts with `Event.seen_by`, which keeps `visible_to`, so that copy is
the whole event and the narrator still hides it from the others).

`SeqMerger` waits until every connection that is still there has delivered an
update (or has shown, by a catch-up that skips it, that it never will) before
handing it on, in the host's order. An update handed on while one connection was
away lacks what only that seat may see; the connection's catch-up brings that
seat's copy when it is back (`take_late`). No Qt here.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

NEVER = -(10**9)


def private_part(seat: int, update: dict[str, Any], present: frozenset[int]) -> tuple:
    """The events of a seat's late copy that none of the `present` seats could see
    (so the update as handed on had them hidden): what only that seat is told."""
    return tuple(e for e in update["events"] if e.visible_to is not None and e.visible(seat)
                 and not any(e.visible(s) for s in present))


def merge_update(parts: dict[int, dict[str, Any]]) -> tuple[int | None, Any, tuple]:
    """(actor, action, events) of one update from its per-seat copies {seat: update}."""
    seats = sorted(parts)
    first = parts[seats[0]]
    action = next((parts[s]["action"] for s in seats if parts[s].get("action") is not None), None)
    events = []
    for index, fallback in enumerate(first["events"]):
        copies = [(seat, parts[seat]["events"][index]) for seat in seats if index < len(parts[seat]["events"])]
        events.append(next((e for seat, e in copies if e.visible(seat)), fallback))
    return first["actor"], action, tuple(events)


@dataclass
class SeqMerger:
    """Updates by seq from several connections (keys: the connection's index)."""

    connections: int
    emitted: int = 0                       # the last seq handed on
    lost: set[int] = field(default_factory=set)
    seat_of: dict[int, int] = field(default_factory=dict)
    horizon: dict[int, int] = field(default_factory=dict)  # the newest seq each connection told of
    _parts: dict[int, dict[int, dict[str, Any]]] = field(default_factory=dict)
    # connection away -> {seq handed on without it: the seats whose copies it had}
    _without: dict[int, dict[int, frozenset[int]]] = field(default_factory=dict)
    _late: list[tuple[int, dict[str, Any], frozenset[int]]] = field(default_factory=list)

    def add(self, index: int, updates: Iterable[dict[str, Any]], seq: int) -> None:
        """Updates received on one connection (an update frame, or a catch-up's list),
        and the seq it is now at."""
        missed = self._without.pop(index, {})
        for update in updates:
            if update["seq"] > self.emitted:
                self._parts.setdefault(update["seq"], {})[index] = update
            elif update["seq"] in missed:  # handed on while this connection was away
                self._late.append((self.seat_of.get(index, index), update, missed[update["seq"]]))
        self.horizon[index] = max(self.horizon.get(index, NEVER), seq)

    def take_late(self) -> list[tuple[int, dict[str, Any], frozenset[int]]]:
        """(seat, its copy, the seats it was handed on with) of each update handed on
        while that seat's connection was away, once its catch-up brought them."""
        late, self._late = self._late, []
        return late

    def ready(self) -> list[tuple[int, dict[int, dict[str, Any]]]]:
        """The updates every connection still there has delivered, in order:
        (seq, {seat: update}); an empty dict for a seq nobody will deliver (a host
        restarted from its save keeps no log of earlier updates)."""
        out: list[tuple[int, dict[int, dict[str, Any]]]] = []
        while True:
            seq = self.emitted + 1
            parts = self._parts.get(seq, {})
            waiting = [i for i in range(self.connections) if i not in self.lost
                       and i not in parts and self.horizon.get(i, NEVER) < seq]
            if waiting or seq > self.newest():
                return out
            self._parts.pop(seq, None)
            self.emitted = seq
            present = frozenset(self.seat_of.get(i, i) for i in parts)
            for away in self.lost:
                if parts and away not in parts:
                    self._without.setdefault(away, {})[seq] = present
            out.append((seq, {self.seat_of.get(i, i): u for i, u in parts.items()}))

    def rewind(self, seq: int) -> None:
        """A host killed before saving its last moves numbers the next ones again from
        `seq` (a catch-up marked rewound): forget what was past it, so they are taken."""
        self.emitted = min(self.emitted, seq)
        self.horizon = {i: min(h, seq) for i, h in self.horizon.items()}
        self._parts = {s: parts for s, parts in self._parts.items() if s <= seq}
        self._without = {i: {s: p for s, p in m.items() if s <= seq} for i, m in self._without.items()}

    def newest(self) -> int:
        present = [self.horizon.get(i, NEVER) for i in range(self.connections) if i not in self.lost]
        return max(present, default=NEVER)

    def caught_up(self) -> bool:
        """Every connection still there has been handed on all it told of."""
        return all(self.horizon.get(i, NEVER) <= self.emitted for i in range(self.connections)
                   if i not in self.lost) and self.newest() > NEVER
