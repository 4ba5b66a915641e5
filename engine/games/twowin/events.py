"""What happens in 2 Win, as events the narration, the log and the redraw all read.

Order within one round: RoundStarted, (Abandoned...), StepStarted("pass"),
ChoiceMade per seat, CardPassed per giver (private to giver and receiver),
(Abandoned...), StepStarted("compose"), ChoiceMade per seat, NumbersRevealed,
DrawsAwarded, (PileRebuilt), CardsDrawn per seat owed cards; GameOver ends it all.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action, Event

from .cards import Card, Number


@serializable("twowin.GameStarted")
@dataclass(frozen=True)
class GameStarted(Event):
    kind = "game_started"
    players: int
    hand_size: int
    pile_size: int


@serializable("twowin.HandDealt")
@dataclass(frozen=True)
class HandDealt(Event):
    kind = "hand_dealt"
    private_fields = ("cards",)
    seat: int
    cards: tuple[Card, ...] | None


@serializable("twowin.RoundStarted")
@dataclass(frozen=True)
class RoundStarted(Event):
    kind = "round_started"
    round: int
    seats: tuple[int, ...]          # players still in


@serializable("twowin.StepStarted")
@dataclass(frozen=True)
class StepStarted(Event):
    """Every seat in `seats` must now choose in secret ("your turn" for each of them).

    Pass step: `targets` pairs each giver with the receiver of its card.
    Compose step: `minimums` pairs each seat with the number it must beat (0: any).
    """
    kind = "step_started"
    round: int
    step: str
    seats: tuple[int, ...]
    targets: tuple[tuple[int, int], ...] = ()
    minimums: tuple[tuple[int, int], ...] = ()


@serializable("twowin.ChoiceMade")
@dataclass(frozen=True)
class ChoiceMade(Event):
    """"X has chosen": public; the choice itself is for the chooser's eyes only."""
    kind = "choice_made"
    private_fields = ("choice",)
    seat: int
    step: str
    waiting_for: tuple[int, ...]    # seats still to choose in this step
    choice: Action | None


@serializable("twowin.CardPassed")
@dataclass(frozen=True)
class CardPassed(Event):
    """The card is known to giver and receiver only; others learn that one card moved."""
    kind = "card_passed"
    private_fields = ("card",)
    round: int
    giver: int
    receiver: int
    card: Card | None


@serializable("twowin.Revealed")
@dataclass(frozen=True)
class Revealed:
    """One number as laid on the table; `previous` is the number it had to beat (None: first)."""
    seat: int
    number: Number
    value: int
    stars: int
    previous: int | None


@serializable("twowin.NumbersRevealed")
@dataclass(frozen=True)
class NumbersRevealed(Event):
    """The one reveal that resolves a compose step: every number at once."""
    kind = "numbers_revealed"
    round: int
    numbers: tuple[Revealed, ...]


@serializable("twowin.Award")
@dataclass(frozen=True)
class Award:
    """Why a seat draws: reasons among "highest", "most_stars", "double",
    "tens_run" and "units_run" (a run of 3 of `tens_colour`/`units_colour`)."""
    seat: int
    reasons: tuple[str, ...]
    count: int
    tens_colour: str = ""
    units_colour: str = ""


@serializable("twowin.DrawsAwarded")
@dataclass(frozen=True)
class DrawsAwarded(Event):
    """Who draws how many and why. `top_stars` 0 means nobody drew for stars."""
    kind = "draws_awarded"
    round: int
    awards: tuple[Award, ...]       # one per seat that composed, in seat order (count may be 0)
    top_number: int
    top_stars: int


@serializable("twowin.PileRebuilt")
@dataclass(frozen=True)
class PileRebuilt(Event):
    """The pile ran out: abandoned players' cards, then every number but each
    player's last five, shuffled into a new pile of `size` cards."""
    kind = "pile_rebuilt"
    from_abandoned: int
    from_numbers: int
    size: int


@serializable("twowin.CardsDrawn")
@dataclass(frozen=True)
class CardsDrawn(Event):
    """`count` cards drawn (which ones: drawer only); `lost` draws the pile could not serve."""
    kind = "cards_drawn"
    private_fields = ("cards",)
    seat: int
    count: int
    lost: int
    hand_size: int
    pile_left: int
    cards: tuple[Card, ...] | None


@serializable("twowin.Abandoned")
@dataclass(frozen=True)
class Abandoned(Event):
    """`reason`: "no_card" (nothing to pass) or "no_number" (no two cards beat `previous`;
    `hand_size` < 2 means too few cards)."""
    kind = "abandoned"
    seat: int
    step: str
    reason: str
    hand_size: int
    previous: int | None


@serializable("twowin.GameOver")
@dataclass(frozen=True)
class GameOver(Event):
    """`decided_by`: "last_in" (everyone else abandoned), "last_with_cards" (the only one
    holding cards at a pass step), or, when the last players abandon together,
    "most_cards", "smallest_last_number" or "shared"."""
    kind = "game_over"
    winners: tuple[int, ...]
    decided_by: str
    contenders: tuple[int, ...]     # who was still in just before the end
    hand_sizes: tuple[int, ...]
    last_numbers: tuple[int | None, ...]
