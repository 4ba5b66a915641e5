"""Round scoring and the end-of-game tie-breaks (rulings gap 6 and 7)."""
from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .events import SeatScore


def round_breakdown(collection: Sequence[Card], order: Sequence[str]) -> tuple[int, tuple[str, ...], int, tuple[str, ...]]:
    """(positive, its colours, negative, its colours) for one collection.

    Positive sums the colours tied for most; negative sums the colours tied for
    least among the other colours held; colours with no card never count.
    """
    counts: dict[str, int] = {}
    for card in collection:
        counts[card.colour] = counts.get(card.colour, 0) + 1
    if not counts:
        return 0, (), 0, ()
    most = max(counts.values())
    top = tuple(c for c in order if counts.get(c) == most)
    rest = {c: n for c, n in counts.items() if n != most}
    if not rest:
        return most * len(top), top, 0, ()
    least = min(rest.values())
    bottom = tuple(c for c in order if rest.get(c) == least)
    return most * len(top), top, least * len(bottom), bottom


def round_score(collection: Sequence[Card], order: Sequence[str] = ()) -> int:
    """The same as round_breakdown's positive − negative, fast (bots call it in playouts)."""
    counts: dict[str, int] = {}
    for card in collection:
        counts[card.colour] = counts.get(card.colour, 0) + 1
    if not counts:
        return 0
    most = max(counts.values())
    values = counts.values()
    positive = most * sum(1 for n in values if n == most)
    rest = [n for n in values if n != most]
    if not rest:
        return positive
    least = min(rest)
    return positive - least * rest.count(least)


def winners(round_scores: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], str]:
    """Most points; then best single round; then who scored that best first; else shared."""
    totals = [sum(rs) for rs in round_scores]
    best_total = max(totals)
    tied = [s for s, t in enumerate(totals) if t == best_total]
    if len(tied) == 1:
        return tuple(tied), "points"
    best_round = {s: max(round_scores[s]) for s in tied}
    top = max(best_round.values())
    tied = [s for s in tied if best_round[s] == top]
    if len(tied) == 1:
        return tuple(tied), "best_round"
    first_at = {s: list(round_scores[s]).index(top) for s in tied}
    earliest = min(first_at.values())
    tied = [s for s in tied if first_at[s] == earliest]
    if len(tied) == 1:
        return tuple(tied), "first_to_best"
    return tuple(tied), "shared"


def seat_scores(collections: Sequence[Sequence[Card]], order: Sequence[str],
                previous_totals: Sequence[int]) -> tuple[SeatScore, ...]:
    out = []
    for seat, collection in enumerate(collections):
        pos, pos_c, neg, neg_c = round_breakdown(collection, order)
        out.append(SeatScore(seat, pos, pos_c, neg, neg_c, pos - neg, previous_totals[seat] + pos - neg))
    return tuple(out)
