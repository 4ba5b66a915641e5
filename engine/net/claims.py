"""Num Win's timed claim window across the network (RULINGS numwin 5 [adapt]).

Each player's window opens when that player's client reports the discard's
announcement heard (a `heard` frame); bots hear at once. The host times
everything on its own clock:

- opening: the `heard` frame's arrival minus that client's one-way delay (half the
  WebSocket ping round trip, measured by the transport), clamped between the
  moment the update could have reached the client and MAX_HEAR_MS after it (a
  client cannot hold its window shut for longer than a slow screen reader would);
- the claim key (`press`) stops that player's clock while the card is picked, and
  `resume` (Escape) restarts it: both are stamped on arrival, delay-corrected;
- a claim's time is the host's measurement. The client's own `elapsed_ms` only
  refines it within the jitter band (± the round trip, JITTER_MIN_MS..JITTER_MAX_MS),
  so a client that says "0 ms" gains at most that band;
- the window closes as soon as nobody can beat the best claim: every seat has
  answered, or its own clock has passed the best claim's time (or the limit plus
  a grace for frames in flight). The engine then gets every answer at once and
  breaks equal times clockwise from the discarder, as at one computer.

All times are host-monotonic milliseconds passed in by the caller (no clock here),
so that the referee is tested without sockets or sleeping.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.core.model import Action

MAX_HEAR_MS = 8000     # the desktop's fallback (3 s) plus a screen reader's longest reading (5 s)
JITTER_MIN_MS = 20
JITTER_MAX_MS = 150
GRACE_MS = 300         # a Pass sent at the limit is still in flight
PICK_LIMIT_MS = 15000  # a claim key pressed but no card chosen: a pass


@dataclass
class SeatClock:
    sent_at: float
    opened_at: float | None = None
    paused_at: float | None = None
    paused_ms: float = 0.0
    answer: Action | None = None
    stamp: int | None = None        # the answer's time (claims)
    plan: Action | None = None      # a bot's answer, known in advance
    remote: bool = True

    def elapsed(self, now: float) -> float:
        if self.opened_at is None:
            return 0.0
        end = self.paused_at if self.paused_at is not None else now
        return max(0.0, end - self.opened_at - self.paused_ms)


class ClaimReferee:
    def __init__(self, at: int, limit_ms: int, waiting: list[int], now: float):
        self.at = at  # the update that opened the window (frames name it)
        self.limit_ms = limit_ms
        self.clocks = {seat: SeatClock(now) for seat in waiting}

    # ---- what the seats do --------------------------------------------------------
    def bot(self, seat: int, plan: Action, now: float) -> None:
        clock = self.clocks[seat]
        clock.remote, clock.opened_at, clock.plan = False, now, plan

    def sent(self, seat: int, now: float) -> None:
        """The update opening the window went to this seat's client now."""
        if seat in self.clocks:
            self.clocks[seat].sent_at = now

    def heard(self, seat: int, now: float, delay_ms: float) -> None:
        clock = self.clocks.get(seat)
        if clock is None or clock.opened_at is not None:
            return
        clock.opened_at = min(max(now - delay_ms, clock.sent_at), clock.sent_at + delay_ms + MAX_HEAR_MS)

    def press(self, seat: int, now: float, delay_ms: float) -> None:
        clock = self.clocks.get(seat)
        if clock is None or clock.answer is not None:
            return
        if clock.opened_at is None:
            self.heard(seat, now, delay_ms)  # a claim key during the announcement opens it at once
        if clock.paused_at is None:
            clock.paused_at = max(clock.opened_at or now, now - delay_ms)

    def resume(self, seat: int, now: float, delay_ms: float) -> None:
        clock = self.clocks.get(seat)
        if clock is None or clock.paused_at is None or clock.answer is not None:
            return
        clock.paused_ms += max(0.0, now - delay_ms - clock.paused_at)
        clock.paused_at = None

    def answer(self, seat: int, action: Any, now: float, delay_ms: float, rtt_ms: float) -> Action:
        """Record a remote seat's claim or pass; the claim comes back with the host's time."""
        clock = self.clocks[seat]
        if not hasattr(action, "elapsed_ms"):
            passed: Action = action
            clock.answer = passed
            return passed
        if clock.paused_at is None:
            self.press(seat, now, delay_ms)
        measured = clock.elapsed(now)
        band = min(max(rtt_ms, JITTER_MIN_MS), JITTER_MAX_MS)
        told = action.elapsed_ms if isinstance(action.elapsed_ms, int) else measured
        stamp = max(0, int(min(max(told, measured - band), measured + band, self.limit_ms)))
        stamped: Action = replace(action, elapsed_ms=stamp)
        clock.answer, clock.stamp = stamped, stamp
        return stamped

    def waits_for(self, seat: int) -> bool:
        return seat in self.clocks and self.clocks[seat].answer is None and self.clocks[seat].remote

    # ---- closing --------------------------------------------------------------------
    def _bot_due(self, clock: SeatClock, now: float) -> None:
        if clock.plan is not None and clock.answer is None:
            planned = getattr(clock.plan, "elapsed_ms", None)
            if planned is None or clock.elapsed(now) >= planned:
                clock.answer, clock.stamp = clock.plan, planned

    def best(self, now: float) -> int | None:
        for clock in self.clocks.values():
            self._bot_due(clock, now)
        stamps = [c.stamp for c in self.clocks.values() if c.stamp is not None]
        return min(stamps) if stamps else None

    def _can_still_win(self, clock: SeatClock, best: int | None, now: float) -> bool:
        if clock.answer is not None:
            return False
        if clock.paused_at is not None:  # picking a card: its time is already stamped
            stamp = clock.elapsed(now)
            return (best is None or stamp <= best) and now - clock.paused_at < PICK_LIMIT_MS
        if clock.opened_at is None:
            return now - clock.sent_at < MAX_HEAR_MS + self.limit_ms + GRACE_MS
        if not clock.remote:
            planned = getattr(clock.plan, "elapsed_ms", None)
            return planned is not None and (best is None or planned <= best)
        limit = self.limit_ms + (GRACE_MS if clock.remote else 0)
        return clock.elapsed(now) <= min(limit, best if best is not None else limit)

    def should_close(self, now: float) -> bool:
        best = self.best(now)
        return not any(self._can_still_win(c, best, now) for c in self.clocks.values())

    def answers(self, pass_action: Action) -> dict[int, Action]:
        """Every seat's answer once the window closes (the silent ones pass)."""
        return {seat: (c.answer if c.answer is not None else pass_action) for seat, c in self.clocks.items()}
