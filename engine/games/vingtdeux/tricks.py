"""The card logic of a trick (ruling vingtdeux 4): what a set of cards may do.

A lead is one card or several of the same rank, keeping at least one card in
hand. A follower plays as many cards as were led, either a set that equals or
beats the best set so far (both sorted ascending, every card >= its
counterpart) or their N lowest cards. These are pure functions of a hand and the
best set, so the rules, the bots and the GUI's narration ("takes the lead",
"equals", "lowest cards") all share them.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from engine.core.model import IllegalAction

from .cards import Card

LEAD, BEATS, EQUALS, LOWEST = "lead", "beats", "equals", "lowest"
LAST = "last"  # a card of the last trick, played automatically


def ranks(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(sorted(c.rank for c in cards))


def lowest_cards(hand: Sequence[Card], n: int) -> tuple[Card, ...]:
    """The n lowest cards of a hand (by rank; suits break ties only to pick physical cards)."""
    return tuple(sorted(hand)[:n])


def equals_or_beats(cards: Sequence[Card], best: Sequence[Card]) -> bool:
    """Both sorted ascending, each card at least as high as its counterpart."""
    return len(cards) == len(best) and all(a >= b for a, b in zip(ranks(cards), ranks(best)))


def compare(cards: Sequence[Card], best: Sequence[Card]) -> str | None:
    """BEATS, EQUALS, or None when the set does not reach the best set."""
    if not equals_or_beats(cards, best):
        return None
    return EQUALS if ranks(cards) == ranks(best) else BEATS


def is_lowest(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    return ranks(cards) == ranks(lowest_cards(hand, len(cards)))


def trick_effect(best: Sequence[Card], hand: Sequence[Card], cards: Sequence[Card]) -> str | None:
    """What `cards` from `hand` would do to a trick whose best set is `best`.

    LEAD when nothing is on the table; BEATS or EQUALS when the set reaches the
    best set (the player then takes the trick unless someone later equals or
    beats); LOWEST when it does not but they are the player's lowest cards;
    None when the play is not legal (see `check_play` for the reason).
    """
    try:
        check_play(best, hand, cards)
    except IllegalAction:
        return None
    if not best:
        return LEAD
    return compare(cards, best) or LOWEST


def _check_cards(hand: Sequence[Card], cards: Sequence[Card]) -> None:
    if not cards:
        raise IllegalAction("no_cards")
    if len(set(cards)) != len(cards):
        raise IllegalAction("duplicate_cards")
    missing = [c for c in cards if c not in hand]
    if missing:
        raise IllegalAction("card_not_in_hand", card=missing[0])


def check_play(best: Sequence[Card], hand: Sequence[Card], cards: Sequence[Card]) -> None:
    """Raise IllegalAction with a precise reason when `cards` may not be played."""
    _check_cards(hand, cards)
    if not best:
        if len({c.rank for c in cards}) != 1:
            raise IllegalAction("not_same_rank_lead", count=len(cards))
        if len(cards) >= len(hand) and len(hand) > 1:
            raise IllegalAction("must_keep_one_card", count=len(cards), max_count=len(hand) - 1)
        return
    if len(cards) != len(best):
        raise IllegalAction("must_play_same_count", count=len(best), played=len(cards))
    if not equals_or_beats(cards, best) and not is_lowest(hand, cards):
        raise IllegalAction("neither_beats_nor_lowest", count=len(best), best=ranks(best),
                            lowest=ranks(lowest_cards(hand, len(best))), played=ranks(cards))


def lead_options(hand: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    """Every legal lead: one card, or a same-rank set keeping one card in hand."""
    keep = len(hand) - 1 if len(hand) > 1 else 1
    hand = sorted(hand)
    out: list[tuple[Card, ...]] = []
    for rank in sorted({c.rank for c in hand}):
        same = [c for c in hand if c.rank == rank]
        for size in range(1, min(len(same), keep) + 1):
            out.extend(combinations(same, size))
    return tuple(out)


def follow_options(hand: Sequence[Card], best: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    """Every legal follow: the sets that equal or beat `best`, and the lowest sets."""
    n = len(best)
    out = []
    for combo in combinations(sorted(hand), n):
        if equals_or_beats(combo, best) or is_lowest(hand, combo):
            out.append(combo)
    return tuple(out)
