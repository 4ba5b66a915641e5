"""The rollouts' number, fast: heuristics.scored_composes(..., top=True) without the list.

The strong bot's playouts ask for the best number thousands of times a decision,
over every ordered pair of cards in hand. This computes the same score for each
pair with the same float operations in the same order (every product is looked up
in a table made of the very same products, every sum is added left to right as in
scored_composes), with what depends on one card alone worked out once per card,
and keeps the same maximum (best score, then the smallest number, then the later
cards). tests/engine/test_twowin_fastcompose.py checks it on many random hands.
"""
from __future__ import annotations

from collections.abc import Sequence

from .actions import Compose
from .cards import Card, run_length
from .heuristics import (
    DIGIT,
    HEADROOM,
    P_STARS,
    PAIR,
    RUN_1,
    RUN_2,
    STAR,
    TENS_READY,
    Run,
    Runs,
    _tally,
    p_highest,
)

HEAD = [HEADROOM * (99 - v) for v in range(100)]
READY = [TENS_READY * min(n, 3) for n in range(64)]
PAIRED = (PAIR * False, PAIR * True)


def _advance(run: Run, colour: str, length_max: int) -> tuple[Run, bool]:
    current, length = run
    if current == colour and length < length_max:
        return (colour, length + 1), length + 1 == length_max
    return (colour, 1), False


def _potential(run: Run) -> float:
    """heuristics._run_potential's value when the colour is still in hand."""
    return RUN_2 if run[1] == 2 else RUN_1 if run[1] == 1 else 0.0


def best_compose(hand: Sequence[Card], last: int | None, runs: Runs,
                 others_last: Sequence[int | None]) -> Compose:
    floor = last or 0
    at_least, digits, colours, stars, total = _tally(hand)
    stars_weight = 0.8 if others_last else 1.0
    star_draw = [p * stars_weight for p in P_STARS]
    paired = sum(1 for n in digits if n >= 2)
    size = len(hand) - 2
    length_max = run_length()
    highest: dict[int, float] = {}
    units = []  # per card as a units digit: (digit, stars, colour, run done, potential, colour, count left)
    for u in hand:
        units_run, units_done = _advance(runs[1], u.colour, length_max)
        units.append((u.digit, u.stars, u.colour, units_done, _potential(units_run), units_run[0],
                      colours.get(units_run[0], 0) - (u.colour == units_run[0])))
    best: tuple[float, int, int, int] | None = None
    for i, t in enumerate(hand):
        td, ts, tc = t.digit, t.stars, t.colour
        if td * 10 + 9 <= floor:
            continue
        tens_run, tens_done = _advance(runs[0], tc, length_max)
        tens_potential, tens_colour = _potential(tens_run), tens_run[0]
        tens_left = colours.get(tens_colour, 0) - (tc == tens_colour)
        for j, (ud, us, uc, units_done, units_potential, units_colour, units_left) in enumerate(units):
            v = td * 10 + ud
            if i == j or v <= floor:
                continue
            if v not in highest:
                highest[v] = p_highest(v, others_last)
            need = (v + 1) // 10
            ready = at_least[need] - (td >= need) - (ud >= need)
            draws = (td == ud) + tens_done + units_done + star_draw[ts + us] + highest[v]
            pairs = paired
            if paired:
                for d in {td, ud}:
                    if digits[d] >= 2 and digits[d] - (td == d) - (ud == d) < 2:
                        pairs -= 1
            left = size + HEAD[v] + READY[ready] + PAIRED[pairs > 0] + STAR * (stars - ts - us) \
                + DIGIT * (total - td - ud) \
                + (tens_potential if tens_left - (uc == tens_colour) else 0.0) \
                + (units_potential if units_left - (tc == units_colour) else 0.0)
            key = (draws + left, -v, i, j)
            if best is None or key > best:
                best = key
    assert best is not None  # the caller composes only when a number is legal
    return Compose(hand[best[2]], hand[best[3]])
