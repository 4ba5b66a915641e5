"""2 Win's state: immutable, with its randomness inside.

Each round has two simultaneous steps, PASS then COMPOSE; the draw step needs no
choice and is resolved within the COMPOSE reveal. `pending` holds the secret
choices made so far in the current step (cards stay in their owner's hand until
the reveal); only the chooser's view shows them.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action
from engine.core.rng import Rng

from .cards import Card, Number

PASS, COMPOSE, OVER = "pass", "compose", "over"
IN, OUT = "in", "out"
NO_RUN = ("", 0)


@serializable("twowin.PassRecord")
@dataclass(frozen=True)
class PassRecord:
    """One card given in a pass step: known to the giver and the receiver only."""
    round: int
    giver: int
    receiver: int
    card: Card


@serializable("twowin.State")
@dataclass(frozen=True)
class State:
    players: int
    round: int                                   # 1-based
    step: str                                    # PASS, COMPOSE or OVER
    hands: tuple[tuple[Card, ...], ...]          # sorted; abandoned players keep theirs until a rebuild
    pile: tuple[Card, ...]                       # index 0 is the top
    numbers: tuple[tuple[Number, ...], ...]      # per seat, oldest first (old ones leave on a rebuild)
    last: tuple[int | None, ...]                 # each seat's last composed value
    composed: tuple[int, ...]                    # how many numbers each seat has composed
    runs: tuple[tuple[tuple[str, int], tuple[str, int]], ...]  # per seat: (tens run, units run)
    status: tuple[str, ...]                      # IN or OUT
    pending: tuple[Action | None, ...]           # secret choices of the current step
    passes: tuple[PassRecord, ...]               # every pass so far (views show a seat its own)
    winners: tuple[int, ...]
    decided_by: str                              # "" until over; see events.GameOver
    rng: Rng

    def in_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.status[s] == IN)
