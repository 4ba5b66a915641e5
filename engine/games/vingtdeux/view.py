"""What one Vingt-deux seat may see: its own hand and discards, every card shown in
the tricks, the scoring piles, and counts of the rest.

`play_effect(view, cards)` and `lowest_cards` are the helpers the table and the
narration use to say what a selected set would do before it is played.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.codec import serializable

from .cards import Card, total
from .state import State, TrickPlay
from .tricks import lowest_cards, trick_effect


@serializable("vingtdeux.View")
@dataclass(frozen=True)
class View:
    seat: int
    players: int
    active: tuple[bool, ...]
    hand_no: int
    dealer: int
    hand_size: int
    phase: str
    order: tuple[int, ...]                 # seats still to act in this step, order[0] moves
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    discard_counts: tuple[int, ...]
    my_discards: tuple[Card, ...]
    trick: tuple[TrickPlay, ...]
    best: tuple[Card, ...]
    taker: int
    history: tuple[tuple[TrickPlay, ...], ...]
    scoring: tuple[tuple[Card, ...], ...]
    winners: tuple[int, ...]

    @property
    def current(self) -> int:
        return self.order[0] if self.order else -1

    def scores(self) -> tuple[int, ...]:
        return tuple(total(pile) for pile in self.scoring)


def view(state: State, seat: int) -> View:
    return View(
        seat=seat, players=state.players, active=state.active, hand_no=state.hand_no,
        dealer=state.dealer, hand_size=state.hand_size, phase=state.phase, order=state.order,
        hand=tuple(sorted(state.hands[seat])), hand_sizes=tuple(len(h) for h in state.hands),
        stock_size=len(state.stock), discard_counts=tuple(len(d) for d in state.discards),
        my_discards=state.discards[seat], trick=state.trick, best=state.best, taker=state.taker,
        history=state.history, scoring=state.scoring, winners=state.winners,
    )


def play_effect(v: View, cards: Iterable[Card]) -> str | None:
    """What playing `cards` now would do: "lead", "beats", "equals" (takes the trick
    for now), "lowest" (the player's lowest cards), or None when illegal."""
    return trick_effect(v.best, v.hand, tuple(cards))


def my_lowest(v: View) -> tuple[Card, ...]:
    """The cards of the "play my lowest cards" key (empty when leading)."""
    return lowest_cards(v.hand, len(v.best)) if v.best else ()
