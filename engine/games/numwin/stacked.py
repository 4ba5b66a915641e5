"""A match whose first deal is fixed (tutorials): the cards named come first.

A tutorial must meet every action card and a claim at the right moment, which no
seed guarantees; so its script names the first cards dealt: each seat's
combination, the card turned up on the discard, and the top of the pile in
drawing order. Every other card follows in the seed's shuffled order, so the
match is still a full, legal Num Win deal: the named cards must exist in the
real deck (resources/decks/numwin.json), each copy at most once. Later rounds are
shuffled as usual.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.model import Event

from . import cards as deck
from . import rules
from .cards import Card
from .state import State


class StackError(ValueError):
    """The named cards are not a possible deal of the real deck."""


def first_cards(players: int, deal: Mapping[str, Any]) -> tuple[Card, ...]:
    """The deal's cards in the order they leave the deck: seat by seat, the
    discard, then the pile from its top."""
    hands: Sequence[Sequence[Card]] = deal.get("hands", ())
    size = deck.start_cards()
    if len(hands) != players or any(len(h) != size for h in hands):
        raise StackError(f"hands: {players} combinations of {size} cards expected")
    order = [c for hand in hands for c in hand] + [deal["discard"]] + list(deal.get("pile", ()))
    if not all(isinstance(c, Card) for c in order):
        raise StackError("every named card must be a numwin.Card")
    missing = Counter(order) - Counter(deck.deck())
    if missing:
        raise StackError(f"not in the deck (or too many copies): {sorted(map(str, missing))}")
    return tuple(order)


def stack(shuffled: Sequence[Card], first: Sequence[Card]) -> tuple[Card, ...]:
    """`first`, then the shuffled deck without one copy of each of them."""
    rest = Counter(first)
    tail = []
    for card in shuffled:
        if rest[card]:
            rest[card] -= 1
        else:
            tail.append(card)
    return tuple(first) + tuple(tail)


def start_stacked(players: int, seed: int, options: Mapping[str, Any] | None,
                  deal: Mapping[str, Any]) -> tuple[State, tuple[Event, ...]]:
    """rules.start with the first deal's named cards on top (StackError when impossible)."""
    first = first_cards(players, deal)
    return rules.start(players, seed, options, lambda shuffled: stack(shuffled, first))


