"""What one Num Win seat may know, built field by field.

A card's identity appears (`SlotView.card`) only while the rules let this seat
know it: face up (Quantum, claimed pairs), or seen by this seat (deal, partner
glance, own draw, Flip, own penalty) and not moved out of its knowledge since.
Who has seen which card (`seen`) is public, as at a real table. The desktop's
memory-aid setting decides whether a known face-down card is read again; the
engine always gives the value the seat is entitled to remember.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable

from .cards import Card
from .state import PILE, ClaimChoice, State


@serializable("numwin.SlotView")
@dataclass(frozen=True)
class SlotView:
    card: Card | None
    uid: int
    seen: frozenset[int]
    up: bool
    paired: bool
    armed: bool = False              # entered from its owner's pile draw (public; ruling 6)


@serializable("numwin.View")
@dataclass(frozen=True)
class View:
    seat: int
    players: int
    teams: bool
    tie_penalised: bool
    claim_ms: int
    rounds: int
    round: int
    dealer: int
    current: int
    phase: str
    hands: tuple[tuple[SlotView, ...], ...]
    pile_size: int
    discard: tuple[Card, ...]        # every discarded card still there, top last (all were shown)
    drawn: Card | None               # the card in the current player's hand, if this seat may know it
    drawn_from: str
    pending: str
    discarder: int
    answered: tuple[bool, ...]       # claim window: who has answered
    my_claim: ClaimChoice | None
    call_queue: tuple[int, ...]
    caller: int
    last_queue: tuple[int, ...]
    last_turn: bool
    barred: frozenset[int]
    round_scores: tuple[tuple[int, ...], ...]

    @property
    def top(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    def known(self, owner: int, position: int) -> Card | None:
        return self.hands[owner][position].card

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(rs) for rs in self.round_scores)


def view(state: State, seat: int) -> View:
    hands = tuple(tuple(SlotView(s.card if s.known_to(seat) else None, s.uid, s.seen, s.up, s.paired, s.armed)
                        for s in hand) for hand in state.hands)
    drawn = state.drawn if state.drawn_from != PILE or seat == state.current else None
    claims = state.claims
    return View(
        seat=seat, players=state.players, teams=state.teams, tie_penalised=state.tie_penalised,
        claim_ms=state.claim_ms, rounds=state.rounds, round=state.round, dealer=state.dealer,
        current=state.current, phase=state.phase, hands=hands, pile_size=len(state.pile),
        discard=state.discard, drawn=drawn, drawn_from=state.drawn_from, pending=state.pending,
        discarder=state.discarder, answered=tuple(c is not None for c in claims),
        my_claim=claims[seat] if claims else None, call_queue=state.call_queue, caller=state.caller,
        last_queue=state.last_queue, last_turn=state.last_turn, barred=state.barred,
        round_scores=state.round_scores,
    )
