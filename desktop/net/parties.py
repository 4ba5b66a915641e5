"""Several players joining from one computer: seated together, or not at all.

A window where several people play opens one connection per player, and each
says hello on its own. Seated one by one, a party of three at a table with two
free seats had two players seated and the third refused, and the two waited for
a match that could not be theirs. So each hello of such a window names its
party (a random id shared by its connections) and the party's size: the first
one to arrive is seated only if the table has a free seat for every player of
the party, and the other seats it needs are held for the party's other
connections (nobody else gets them) for a little while. Else every connection
of the party is refused up front, saying how many seats are free.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from engine.net.protocol import FrameError

HOLD_S = 10.0  # the other connections of a window arrive within milliseconds; a lost one frees its seat


class TooFewSeats(FrameError):
    """The table has free seats, but fewer than the party's players."""

    def __init__(self, free: int, wanted: int):
        super().__init__("too_few_seats", f"{free} free, {wanted} wanted")
        self.free, self.wanted = free, wanted


@dataclass
class Hold:
    table: int
    seats: list[int]
    until: float


class Parties:
    """The seats held for the parties still arriving."""

    def __init__(self) -> None:
        self.holds: dict[str, Hold] = {}

    def held(self, table: int, party: str | None) -> set[int]:
        """The seats of `table` held for parties other than `party`."""
        now = time.monotonic()
        self.holds = {p: h for p, h in self.holds.items() if h.until > now and h.seats}
        return {seat for p, h in self.holds.items() if p != party and h.table == table for seat in h.seats}

    def take(self, party: str | None) -> tuple[int, int] | None:
        """(table, seat) held for this party, if one is left."""
        hold = self.holds.get(party or "")
        if hold is None or hold.until <= time.monotonic() or not hold.seats:
            return None
        seat = hold.seats.pop(0)
        if not hold.seats:
            del self.holds[party or ""]
        return hold.table, seat

    def hold(self, party: str, table: int, seats: list[int]) -> None:
        if seats:
            self.holds[party] = Hold(table, list(seats), time.monotonic() + HOLD_S)
