"""End-of-round scoring (rulings numwin 4 and 7) and the match winners.

Claimed pairs score 0. The other cards of a combination (of a team's two
combinations in the team variant) are paired to give the lowest score: classic
cards of equal value pair at no cost; each Rainbow may pair with any non-action
card or with another Rainbow. The scoring table applies to what is left once
the pairs are removed (ruling 4): one Rainbow left unpaired is "a lone Rainbow"
and counts 0, two or more left unpaired would count their printed value each —
which the lowest pairing never leaves, since two Rainbows pair with each other.
Example: Rainbow, 7, 16, Rainbow, 16 -> 16+16 and Rainbow+7, the other Rainbow
alone: 0 (pairing the two Rainbows would leave the 7). Shadows count their value
unless paired with a Rainbow; action cards count +5.
"""
from __future__ import annotations

from collections.abc import Sequence

from .cards import CLASSIC, RAINBOW, Card, call_penalty, points
from .events import SeatScore, SideScore
from .state import Slot


def best_pairing(cards: Sequence[Card]) -> tuple[int, tuple[tuple[Card, Card], ...], tuple[Card, ...]]:
    """(points, pairs, counted cards) for the lowest-scoring way to pair `cards`."""
    by_value: dict[int, list[Card]] = {}
    rainbows, others = [], []
    for card in cards:
        if card.kind == CLASSIC:
            by_value.setdefault(card.value, []).append(card)
        elif card.kind == RAINBOW:
            rainbows.append(card)
        else:
            others.append(card)
    pairs, singles = [], []
    for value in sorted(by_value):
        group = sorted(by_value[value])
        pairs += [(group[i], group[i + 1]) for i in range(0, len(group) - 1, 2)]
        if len(group) % 2:
            singles.append(group[-1])
    actions = [c for c in others if c.is_action]
    singles += [c for c in others if not c.is_action]  # Shadows
    singles.sort(key=lambda c: (-c.value, c))
    # Each Rainbow cancels the dearest single; the Rainbows left over pair with
    # each other, and an odd one out is a lone Rainbow worth 0.
    k = min(len(rainbows), len(singles))
    rest = rainbows[k:]
    pairs += [(rainbows[i], singles[i]) for i in range(k)]
    pairs += [(rest[2 * i], rest[2 * i + 1]) for i in range(len(rest) // 2)]
    lone = tuple(rest[-1:]) if len(rest) % 2 else ()
    counted = tuple(singles[k:]) + lone + tuple(actions)
    return sum(points(c) for c in singles[k:]) + sum(points(c) for c in actions), tuple(pairs), counted


def fast_points(cards: Sequence[Card]) -> int:
    return best_pairing(cards)[0]


def seat_score(seat: int, slots: Sequence[Slot]) -> tuple[SeatScore, tuple[Card, ...]]:
    """The seat's own breakdown and its free (unclaimed) cards."""
    claimed = tuple(s.card for s in slots if s.paired)
    free = tuple(s.card for s in slots if not s.paired)
    pts, pairs, counted = best_pairing(free)
    return SeatScore(seat, tuple(s.card for s in slots), claimed, pairs, counted, pts), free


def sides(players: int, teams: bool) -> tuple[tuple[int, ...], ...]:
    return ((0, 2), (1, 3)) if teams else tuple((s,) for s in range(players))


def score_round(hands: Sequence[Sequence[Slot]], teams: bool, caller: int, tie_penalised: bool,
                previous_totals: Sequence[int]) -> tuple[tuple[SeatScore, ...], tuple[SideScore, ...], bool]:
    """(seat scores, side scores, penalised) for a finished round.

    The caller's side takes +15 when another side scores strictly lower (or
    equal, with the tie option); in the team variant the team pays it.
    """
    seat_scores, frees = zip(*(seat_score(s, slots) for s, slots in enumerate(hands)))
    groups = sides(len(hands), teams)
    raw = [best_pairing(tuple(c for s in g for c in frees[s]))[0] for g in groups]
    penalised = False
    side_of_caller = next((i for i, g in enumerate(groups) if caller in g), None)
    if side_of_caller is not None:
        mine = raw[side_of_caller]
        others = [r for i, r in enumerate(raw) if i != side_of_caller]
        penalised = any(r < mine or (tie_penalised and r == mine) for r in others)
    out = []
    for i, g in enumerate(groups):
        penalty = call_penalty() if penalised and i == side_of_caller else 0
        out.append(SideScore(g, raw[i], penalty, raw[i] + penalty, previous_totals[g[0]] + raw[i] + penalty))
    return tuple(seat_scores), tuple(out), penalised


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """Lowest total wins; ties share (team partners share their team's total)."""
    best = min(totals)
    return tuple(s for s, t in enumerate(totals) if t == best)
