"""Num Win's state: immutable combinations of slots, with knowledge carried per card.

Memory is the game (ruling numwin 9), so the state says explicitly who knows
each card: a `Slot` holds its card, the seats that have seen it (`seen`), and
whether it is face up (`up`, after Quantum: everyone knows it) or part of a
claimed pair (`paired`: face up and protected from actions, exchanges and claims).
`armed`: the card entered this combination from its owner's own pile draw (an
exchange); an action card so placed acts when its owner exchanges it out
(ruling 6). Every pile exchange arms its slot, whatever the card, so the flag is
public (the move was seen) and says nothing of the card.
Knowledge travels with the card when it moves face down (Swipe), because every
move is public even when the card is not. `uid` is a stable name for a card in
play (bots key their forgetting on it); it says nothing about the card.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.rng import Rng

from .cards import Card

DRAW, PLACE, TARGET, CLAIM, CALL, OVER = "draw", "place", "target", "claim", "call", "over"
PILE, DISCARD = "pile", "discard"


@serializable("numwin.Slot")
@dataclass(frozen=True)
class Slot:
    card: Card
    uid: int
    seen: frozenset[int] = frozenset()
    up: bool = False
    paired: bool = False
    armed: bool = False

    @property
    def protected(self) -> bool:
        return self.paired

    def known_to(self, seat: int) -> bool:
        return self.up or self.paired or seat in self.seen


@serializable("numwin.ClaimChoice")
@dataclass(frozen=True)
class ClaimChoice:
    """One seat's answer in a claim window: target -1 means it passed."""
    target: int
    position: int = 0
    elapsed_ms: int = 0

    @property
    def passed(self) -> bool:
        return self.target < 0


@serializable("numwin.State")
@dataclass(frozen=True)
class State:
    players: int
    teams: bool
    tie_penalised: bool
    claim_ms: int                    # 0: untimed
    rounds: int
    round: int                       # 1-based
    dealer: int
    current: int
    phase: str
    hands: tuple[tuple[Slot, ...], ...]   # the combinations, by seat
    pile: tuple[Card, ...]
    discard: tuple[Card, ...]        # top card last
    drawn: Card | None               # the card in the current player's hand
    drawn_from: str                  # PILE or DISCARD ("" when none)
    pending: str                     # the action card waiting for its target ("" when none)
    discarder: int                   # who opened the claim window
    claims: tuple[ClaimChoice | None, ...]   # per seat, in the claim window
    call_queue: tuple[int, ...]      # seats offered a Num Win call now, in order
    caller: int                      # -1 until someone calls Num Win
    last_queue: tuple[int, ...]      # seats still to play their last turn
    last_turn: bool                  # the current turn is a last turn after a call
    barred: frozenset[int]           # seats that may not call until their next turn (own claim error)
    skipped: int                     # consecutive turns nobody could draw
    next_uid: int
    round_scores: tuple[tuple[int, ...], ...]   # per seat (per team in the team variant)
    rng: Rng

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(rs) for rs in self.round_scores)

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.teams else None

    def opponents(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if s != seat and s != self.partner(seat))
