"""What happens in Vingt-deux, as events the narration, the log and the redraw all read.

Every event carries what a sentence needs (who, which cards, why, running totals),
so the narrator never has to look back at the state.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Event

from .cards import Card


@serializable("vingtdeux.DealerDraw")
@dataclass(frozen=True)
class DealerDraw(Event):
    """One draw for the first dealer: each seat in `draws` shows a card; `tied` redraw
    when several share the highest rank (empty when `high` alone is highest)."""
    kind = "dealer_draw"
    attempt: int
    draws: tuple[tuple[int, Card], ...]
    tied: tuple[int, ...]


@serializable("vingtdeux.HandStarted")
@dataclass(frozen=True)
class HandStarted(Event):
    """A new deal. `size` cards each to `seats` (the dealer gets none if eliminated);
    `requested` is what the rule asked (7, or the last scoring card's value); when
    `short_pack`, the pack could not give that many and was dealt equally."""
    kind = "hand_started"
    hand_no: int
    dealer: int
    size: int
    requested: int
    short_pack: bool
    seats: tuple[int, ...]
    stock: int
    dealer_eliminated: bool


@serializable("vingtdeux.HandDealt")
@dataclass(frozen=True)
class HandDealt(Event):
    kind = "hand_dealt"
    private_fields = ("cards",)
    seat: int
    cards: tuple[Card, ...] | None


@serializable("vingtdeux.TurnStarted")
@dataclass(frozen=True)
class TurnStarted(Event):
    """`step`: "exchange" (may discard up to `stock` cards), "lead" (one card or a
    same-rank set, keeping one) or "follow" (exactly `count` cards: equal or beat
    `best`, held by `taker`, or play the lowest cards)."""
    kind = "turn_started"
    seat: int
    step: str
    count: int
    best: tuple[Card, ...]
    taker: int
    stock: int
    trick_no: int


@serializable("vingtdeux.Exchanged")
@dataclass(frozen=True)
class Exchanged(Event):
    """`count` cards discarded face down and as many drawn; 0 = kept the whole hand.
    `forced` when the stock was empty and the seat could not exchange at all."""
    kind = "exchanged"
    private_fields = ("discarded", "drawn")
    seat: int
    count: int
    discarded: tuple[Card, ...] | None
    drawn: tuple[Card, ...] | None
    stock: int
    forced: bool = False


@serializable("vingtdeux.CardsPlayed")
@dataclass(frozen=True)
class CardsPlayed(Event):
    """`effect`: "lead", "beats", "equals" (both take the trick for now) or "lowest".
    `previous` is the best set before this play; `best`/`taker` after it."""
    kind = "cards_played"
    seat: int
    cards: tuple[Card, ...]
    effect: str
    previous: tuple[Card, ...]
    best: tuple[Card, ...]
    taker: int
    trick_no: int
    cards_left: int


@serializable("vingtdeux.TrickTaken")
@dataclass(frozen=True)
class TrickTaken(Event):
    """`seat` was the last to equal or beat, takes the trick and leads the next."""
    kind = "trick_taken"
    seat: int
    trick_no: int
    best: tuple[Card, ...]
    cards_left: int


@serializable("vingtdeux.LastTrick")
@dataclass(frozen=True)
class LastTrick(Event):
    """Everyone's last card, in playing order; `takers` share the highest rank and
    keep their own card; `next_dealer` is the taker who played first."""
    kind = "last_trick"
    plays: tuple[tuple[int, Card], ...]
    takers: tuple[int, ...]
    next_dealer: int


@serializable("vingtdeux.CardScored")
@dataclass(frozen=True)
class CardScored(Event):
    kind = "card_scored"
    seat: int
    card: Card
    points: int
    total: int


@serializable("vingtdeux.PlayerEliminated")
@dataclass(frozen=True)
class PlayerEliminated(Event):
    """22 points or more. `deals_next`: the seat still deals the next hand (no cards)."""
    kind = "player_eliminated"
    seat: int
    total: int
    deals_next: bool


@serializable("vingtdeux.GameOver")
@dataclass(frozen=True)
class GameOver(Event):
    """`decided_by`: "last_standing", or "lowest_score" when all remaining players
    were eliminated together (several `winners` when their scores tie)."""
    kind = "game_over"
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    decided_by: str
