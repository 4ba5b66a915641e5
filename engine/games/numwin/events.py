"""What happens in Num Win, as events the narration, the log and the redraw all read.

Positions are 0-based indexes in a combination at the time of the event. A card
only one seat sees travels in an event `visible_to` that seat, with the card in
`private_fields` (blanked for everyone else); `CardSeen` is the memory event: the
one moment a seat learns a face-down card (the GUI speaks it once; the view keeps
it for the memory-aid setting).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from engine.core.codec import serializable
from engine.core.model import Event

from .cards import Card

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:
    def dataclass_transform(**_: object) -> Callable[[object], object]:
        return lambda f: f

E = TypeVar("E", bound=type)


@dataclass_transform(frozen_default=True)
def _event(key: str) -> Callable[[E], E]:
    def wrap(cls: E) -> E:
        dataclass(frozen=True)(cls)  # in place: the same class comes back
        return serializable(f"numwin.{key}")(cls)
    return wrap


@_event("RoundStarted")
class RoundStarted(Event):
    """A new deal: `dealer` plays first; `discard` is the card turned up."""
    kind = "round_started"
    round: int
    rounds: int
    dealer: int
    discard: Card
    pile_left: int


@_event("CardsDealt")
class CardsDealt(Event):
    kind = "cards_dealt"
    seat: int
    count: int


@_event("CardSeen")
class CardSeen(Event):
    """`seer` looks at `owner`'s card at `position`. reason: "deal", "partner",
    "flip", "penalty". Private to the seer."""
    kind = "card_seen"
    private_fields = ("card",)
    seer: int
    owner: int
    position: int
    card: Card | None
    reason: str


@_event("TurnStarted")
class TurnStarted(Event):
    """`last_turn`: the seat plays its last turn after a Num Win call."""
    kind = "turn_started"
    seat: int
    last_turn: bool


@_event("TurnSkipped")
class TurnSkipped(Event):
    """reason "no_card": the pile cannot be rebuilt and the discard cannot be taken."""
    kind = "turn_skipped"
    seat: int
    reason: str


@_event("PileRebuilt")
class PileRebuilt(Event):
    """ruling numwin 8: the discard but its top card, shuffled into a new pile."""
    kind = "pile_rebuilt"
    count: int


@_event("CardDrawn")
class CardDrawn(Event):
    """source "pile" (card private to the drawer) or "discard" (public)."""
    kind = "card_drawn"
    private_fields = ("card",)
    seat: int
    source: str
    card: Card | None
    pile_left: int


@_event("CardExchanged")
class CardExchanged(Event):
    """The drawn card replaces `position`; the old card goes to the discard
    (a CardDiscarded follows). `card_in` is private when it came from the pile."""
    kind = "card_exchanged"
    private_fields = ("card_in",)
    seat: int
    position: int
    card_in: Card | None
    card_out: Card


@_event("CardAdded")
class CardAdded(Event):
    """The card taken from the discard becomes a new face-down card (seen by all)."""
    kind = "card_added"
    seat: int
    position: int
    card: Card
    size: int


@_event("CardDiscarded")
class CardDiscarded(Event):
    """reason: "drawn" (the drawn card), "exchanged" (left `owner`'s combination by
    an exchange) or "flash" (taken from `owner` by Flash). owner/position are -1
    for a drawn card. `moved_up`: the cards that followed it in `owner`'s combination
    (a Flash closes the gap: each now sits one position lower)."""
    kind = "card_discarded"
    seat: int
    card: Card
    reason: str
    owner: int
    position: int
    moved_up: int = 0


@_event("ActionTriggered")
class ActionTriggered(Event):
    """A drawn action card was discarded: its player now picks the target."""
    kind = "action_triggered"
    seat: int
    action: str


@_event("ActionWasted")
class ActionWasted(Event):
    """reason "no_target": nothing the action could touch."""
    kind = "action_wasted"
    seat: int
    action: str
    reason: str


@_event("CardsSwiped")
class CardsSwiped(Event):
    """Face-down exchange: `seat`'s card at `own` and `target`'s at `position`.
    Nobody looks; each card keeps whoever knew it."""
    kind = "cards_swiped"
    seat: int
    own: int
    target: int
    position: int


@_event("CardFlipped")
class CardFlipped(Event):
    """Flip: `seat` looked at its own card at `position` (a CardSeen follows)."""
    kind = "card_flipped"
    seat: int
    position: int


@_event("CardRevealed")
class CardRevealed(Event):
    """Quantum: the card stays face up until the end of the round."""
    kind = "card_revealed"
    seat: int
    owner: int
    position: int
    card: Card


@_event("ClaimWindowOpened")
class ClaimWindowOpened(Event):
    """Anyone may claim `card` now; `limit_ms` 0 means untimed (asked in turn)."""
    kind = "claim_window_opened"
    discarder: int
    card: Card
    limit_ms: int


@_event("ClaimDecided")
class ClaimDecided(Event):
    """`seat` has answered the window (claim or pass, not said until it closes)."""
    kind = "claim_decided"
    seat: int


@_event("ClaimWindowClosed")
class ClaimWindowClosed(Event):
    """`claimants`: (seat, elapsed_ms) of every claim; `winner` -1 when none."""
    kind = "claim_window_closed"
    card: Card
    claimants: tuple[tuple[int, int], ...]
    winner: int


@_event("ClaimResolved")
class ClaimResolved(Event):
    """The winning claim. outcome: "own_pair" (both revealed, protected, the discard
    joins the claimer), "opponent_pair" (both join the claimer as a revealed pair),
    "partner_pair" (team variant: the partner's card is revealed and protected, the
    discard joins the claimer), "own_error" (the discard stays; penalty card seen by
    the claimer; no Num Win this turn), "opponent_error" / "partner_error" (nothing
    moves; penalty card unseen even by the claimer). `matched` is the revealed card
    on a right claim, None on an error (a wrong card stays hidden). `moved_up`: on
    "opponent_pair", the cards that followed the taken one in `owner`'s combination
    (each now one position lower). `joined_at`: on a right claim, the position in the
    claimer's combination of the first card that joined it at its end (the discard,
    or the taken pair); -1 on an error, and in records made before it was kept."""
    kind = "claim_resolved"
    claimer: int
    owner: int
    position: int
    card: Card
    matched: Card | None
    outcome: str
    moved_up: int = 0
    joined_at: int = -1


@_event("PenaltyCard")
class PenaltyCard(Event):
    """A penalty card lands face down at `position` of `seat`; `seen` whether its
    owner saw it (a private CardSeen follows then). No event when the pile and the
    discard are both exhausted (no card to draw)."""
    kind = "penalty_card"
    seat: int
    position: int
    seen: bool


@_event("CallChance")
class CallChance(Event):
    """`seat` may call Num Win now (it has at least 5 cards)."""
    kind = "call_chance"
    seat: int


@_event("NumWinCalled")
class NumWinCalled(Event):
    """`last_turns`: the seats still to play, in order."""
    kind = "num_win_called"
    seat: int
    size: int
    last_turns: tuple[int, ...]


@_event("BlindCompletion")
class BlindCompletion(Event):
    """After its last turn `seat` completes to 5 cards from the pile, unseen."""
    kind = "blind_completion"
    seat: int
    count: int


@_event("RoundBlocked")
class RoundBlocked(Event):
    """Nobody could draw for a whole turn of the table: the round ends uncalled."""
    kind = "round_blocked"


@serializable("numwin.SeatScore")
@dataclass(frozen=True)
class SeatScore:
    """One combination at the reveal: `claimed` pairs (snapped during play), `pairs`
    formed at the end (chosen to lower the score), `counted` the cards that score."""
    seat: int
    cards: tuple[Card, ...]
    claimed: tuple[Card, ...]
    pairs: tuple[tuple[Card, Card], ...]
    counted: tuple[Card, ...]
    points: int


@serializable("numwin.SideScore")
@dataclass(frozen=True)
class SideScore:
    """A scoring side: one seat, or a team's two seats (pairs across partners)."""
    seats: tuple[int, ...]
    points: int
    penalty: int
    round_score: int
    total: int


@_event("RoundScored")
class RoundScored(Event):
    """`caller` -1 when the round was blocked; `penalised` names the side that took +15."""
    kind = "round_scored"
    round: int
    caller: int
    seats: tuple[SeatScore, ...]
    sides: tuple[SideScore, ...]
    penalised: bool


@_event("GameOver")
class GameOver(Event):
    kind = "game_over"
    winners: tuple[int, ...]
    totals: tuple[int, ...]
