"""What happens in GAP, as events the narration, the log and the redraw all read."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Event

from .cards import Card


@serializable("gap.ColoursRemoved")
@dataclass(frozen=True)
class ColoursRemoved(Event):
    kind = "colours_removed"
    colours: tuple[str, ...]


@serializable("gap.RoundStarted")
@dataclass(frozen=True)
class RoundStarted(Event):
    kind = "round_started"
    round: int
    first: int
    hand_size: int
    middle: tuple[Card, ...]


@serializable("gap.HandDealt")
@dataclass(frozen=True)
class HandDealt(Event):
    kind = "hand_dealt"
    private_fields = ("cards",)
    seat: int
    cards: tuple[Card, ...] | None


@serializable("gap.TurnStarted")
@dataclass(frozen=True)
class TurnStarted(Event):
    kind = "turn_started"
    seat: int


@serializable("gap.CardPlayed")
@dataclass(frozen=True)
class CardPlayed(Event):
    kind = "card_played"
    seat: int
    card: Card


@serializable("gap.ChoiceNeeded")
@dataclass(frozen=True)
class ChoiceNeeded(Event):
    """The player must pick which copy (or copies) of the neighbour values to take."""
    kind = "choice_needed"
    seat: int
    card: Card
    candidates: tuple[Card, ...]


@serializable("gap.CardsTaken")
@dataclass(frozen=True)
class CardsTaken(Event):
    """`rule` is "same" (all cards of the played value) or "neighbours"."""
    kind = "cards_taken"
    seat: int
    card: Card
    taken: tuple[Card, ...]
    rule: str


@serializable("gap.CardToMiddle")
@dataclass(frozen=True)
class CardToMiddle(Event):
    kind = "card_to_middle"
    seat: int
    card: Card


@serializable("gap.MiddleRefilled")
@dataclass(frozen=True)
class MiddleRefilled(Event):
    kind = "middle_refilled"
    cards: tuple[Card, ...]
    pile_left: int


@serializable("gap.SeatScore")
@dataclass(frozen=True)
class SeatScore:
    seat: int
    positive: int
    positive_colours: tuple[str, ...]
    negative: int
    negative_colours: tuple[str, ...]
    round_score: int
    total: int


@serializable("gap.RoundScored")
@dataclass(frozen=True)
class RoundScored(Event):
    kind = "round_scored"
    round: int
    scores: tuple[SeatScore, ...]


@serializable("gap.GameOver")
@dataclass(frozen=True)
class GameOver(Event):
    """`decided_by`: "points", "best_round", "first_to_best" or "shared"."""
    kind = "game_over"
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    decided_by: str
