"""What one GAP seat may see: its own hand, everything face up, counts of the rest."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable

from .cards import Card
from .state import State


@serializable("gap.View")
@dataclass(frozen=True)
class View:
    seat: int
    players: int
    target: int
    rounds: int
    colours: tuple[str, ...]
    removed: tuple[str, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    middle: tuple[Card, ...]
    pile_size: int
    collections: tuple[tuple[Card, ...], ...]
    round_scores: tuple[tuple[int, ...], ...]
    round: int
    round_first: int
    current: int
    phase: str
    played: Card | None

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(rs) for rs in self.round_scores)


def view(state: State, seat: int) -> View:
    return View(
        seat=seat, players=state.players, target=state.target, rounds=state.rounds,
        colours=state.colours, removed=state.removed,
        hand=tuple(sorted(state.hands[seat])),
        hand_sizes=tuple(len(h) for h in state.hands),
        middle=state.middle, pile_size=len(state.pile),
        collections=state.collections, round_scores=state.round_scores,
        round=state.round, round_first=state.round_first, current=state.current,
        phase=state.phase, played=state.played,
    )
