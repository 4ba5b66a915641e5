"""The normal bot's heuristic, shared with the strong bot's playouts (fastsim.py).

Keep your lowest card for the last trick; lead your highest rank; follow with
your highest cards when they equal or beat (dumping high cards while you can),
else your lowest; exchange the middling cards, which neither beat others' sets
nor make a safe last card.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from .actions import Exchange, Play
from .cards import Card
from .state import EXCHANGE
from .tricks import equals_or_beats, lowest_cards

EX_LOW, EX_HIGH = 6, 10   # ranks the normal bot swaps away


def heuristic_exchange(hand: Sequence[Card], stock: int) -> tuple[Card, ...]:
    """Swap the middling cards, the ones closest to 8 first, as far as the stock allows."""
    middling = [c for c in hand if EX_LOW <= c.rank <= EX_HIGH]
    middling.sort(key=lambda c: (abs(c.rank - 8), c))
    return tuple(sorted(middling[:stock]))


def heuristic_lead(hand: Sequence[Card]) -> tuple[Card, ...]:
    """All copies of the highest rank, keeping at least one card."""
    top = hand[-1].rank
    same = [c for c in hand if c.rank == top]
    return tuple(same[:max(1, len(hand) - 1)])


def heuristic_follow(hand: Sequence[Card], best: Sequence[Card]) -> tuple[Card, ...]:
    """The highest cards when they equal or beat the best set, else the lowest cards."""
    n = len(best)
    top = tuple(hand[-n:])
    return top if equals_or_beats(top, best) else lowest_cards(hand, n)


def heuristic(cards: Iterable[Card], best: Sequence[Card], phase: str, stock: int) -> Exchange | Play:
    hand = sorted(cards)
    if phase == EXCHANGE:
        return Exchange(heuristic_exchange(hand, stock))
    if best:
        return Play(heuristic_follow(hand, best))
    return Play(heuristic_lead(hand))
