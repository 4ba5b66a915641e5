"""What numbers a hand can make, and why a chosen pair is or is not allowed.

The GUI picks the tens card then the units card and asks `compose_problem` before
confirming, to say e.g. "73: higher than your 68, good" or "not_higher".
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import Compose
from .cards import Card

if TYPE_CHECKING:
    from .view import View

# Problem codes (stable, translated by the desktop):
NOT_IN_HAND = "card_not_in_hand"     # a picked card is not in the hand
SAME_CARD = "same_card"              # the same card picked twice (only one copy held)
NOT_HIGHER = "not_higher"            # value <= the player's previous number


def number_value(tens: Card, units: Card) -> int:
    return tens.digit * 10 + units.digit


def check_compose(hand: Sequence[Card], previous: int | None, tens: Card,
                  units: Card) -> tuple[str | None, dict[str, int | None]]:
    """(problem code or None, details) with the value and the number to beat."""
    value = number_value(tens, units)
    details: dict[str, int | None] = {"value": value, "previous": previous}
    if tens not in hand or units not in hand:
        return NOT_IN_HAND, details
    if tens == units and list(hand).count(tens) < 2:
        return SAME_CARD, details
    if previous is not None and value <= previous:
        return NOT_HIGHER, details
    return None, details


def compose_problem(view: View, tens: Card, units: Card) -> str | None:
    """Why `view`'s seat may not compose tens/units now (None: it may).

    The number to beat is `view.last[view.seat]` (None in the first round)."""
    return check_compose(view.hand, view.last[view.seat], tens, units)[0]


def legal_numbers(hand: Sequence[Card], previous: int | None) -> tuple[Compose, ...]:
    """Every distinct Compose the hand allows, lowest value first."""
    floor = previous or 0
    out = set()
    for i, tens in enumerate(hand):
        base = tens.digit * 10
        if base + 9 <= floor:
            continue
        for j, units in enumerate(hand):
            if i != j and base + units.digit > floor:
                out.add(Compose(tens, units))
    return tuple(sorted(out, key=lambda c: (c.value, c.tens, c.units)))


def best_number(hand: Sequence[Card]) -> int:
    """The highest value the hand can make (0 with fewer than two cards)."""
    if len(hand) < 2:
        return 0
    digits = sorted((c.digit for c in hand), reverse=True)
    return digits[0] * 10 + digits[1]


def can_compose(hand: Sequence[Card], previous: int | None) -> bool:
    return best_number(hand) > (previous or 0)
