"""A value function over one score sheet: an estimate of its final score.

The strong bot is an expectimax over the dice it controls (which dice, keep or
reroll, where to write), with this function at the leaves. Each empty box gets a
fill chance from the probability mass of the numbers it can still take (bounded
by its row neighbours, so that the row can still be completed, and without the
numbers already in its column); a row is worth its count plus its completion
chance times its expected rightmost number; a bonus column its completion chance
times its pentagon number. The weights were set by small self-play runs: "solo"
for one player, "table" where the fill horizon k shrinks with the rolls the
game has left (a rival's fourth misthrow or second full row is near).
"""
from __future__ import annotations

import math
from functools import lru_cache
from itertools import product

from .layout import layout
from .scoring import total
from .sheet import Sheet

TOP = 18  # the largest sum (three dice)


def sum_distribution(n: int, faces: int = 6) -> tuple[float, ...]:
    """P(sum = s) for n dice, indexed by s (0..n*faces)."""
    out = [0.0] * (n * faces + 1)
    for roll in product(range(1, faces + 1), repeat=n):
        out[sum(roll)] += 1.0 / faces ** n
    return tuple(out)


DIST = {n: sum_distribution(n) for n in (1, 2, 3)}
# The best chance of rolling v in one throw, choosing how many dice.
HIT = tuple(max((DIST[n][v] if v < len(DIST[n]) else 0.0) for n in (1, 2, 3)) for v in range(TOP + 2))
CUM = tuple(sum(HIT[: v + 1]) for v in range(TOP + 2))

PROFILES = {
    # Solo: the player decides when the game ends, so a sheet is worth its future.
    # count 0.6 -> 0.4 and column 0.8 -> 0.6 (issue 17): solo mean over seeds 1-1000
    # 57.23 [56.11, 58.35] -> 58.51 [57.47, 59.55] (tablee-sim --game qwinto --players 1
    # --games 1000 --levels strong); a sweep of 150-200 games per setting chose them.
    "solo": {
        "k": 6.0,          # how many "useful throws" a box can still expect
        "count": 0.4,      # weight of the expected extra numbers in an unfinished row
        "column": 0.6,     # weight of the expected bonus column points
        "miss": 1.5,       # extra cost per misthrow squared (a shorter future)
    },
    # At a table, rivals may end the game soon: "k" is replaced by the horizon (ai.py).
    "table": {"k": 3.0, "count": 0.9, "column": 0.6, "miss": 1.5, "per_roll": 0.05},
}
PARAMS = PROFILES["solo"]


def set_params(profile: str = "solo", **changes: float) -> None:
    PROFILES[profile].update(changes)
    sheet_value.cache_clear()


def _box_chances(values: tuple[int, ...], r: int, rows: tuple[tuple[int, ...], ...], k: float) -> list[tuple[float, float]]:
    """Per box of row r: (fill chance, expected number) for empty boxes, (1, value) for filled."""
    lay = layout()
    n = len(values)
    out: list[tuple[float, float]] = []
    left_val, left_idx = 0, -1
    rights = [0] * n
    right_val, right_idx = TOP + 1, n
    for i in range(n - 1, -1, -1):
        rights[i] = right_val - (right_idx - i)
        if values[i]:
            right_val, right_idx = values[i], i
    for i, v in enumerate(values):
        if v:
            out.append((1.0, float(v)))
            left_val, left_idx = v, i
            continue
        lo, hi = left_val + (i - left_idx), rights[i]
        if lo > hi:
            out.append((0.0, 0.0))
            continue
        mass = CUM[hi] - CUM[lo - 1]
        weighted = 0.0
        for o, ob in lay.column_rows[lay.boxes[r][i]]:
            x = rows[o][ob]
            if o != r and lo <= x <= hi:
                mass -= HIT[x]
                weighted -= HIT[x] * x
        weighted += sum(HIT[x] * x for x in range(lo, hi + 1))
        out.append((1.0 - math.exp(-k * mass), weighted / mass if mass > 1e-9 else float(lo)))
    return out


@lru_cache(maxsize=200_000)
def sheet_value(rows: tuple[tuple[int, ...], ...], misthrows: int, profile: str = "solo",
                k: float | None = None) -> float:
    """`k` overrides the profile's fill horizon (the table bot passes its estimate)."""
    lay = layout()
    params = PROFILES[profile]
    if k is not None:
        params = dict(params, k=k)
    sheet = Sheet(rows, misthrows)
    if misthrows >= lay.misthrows_to_end or len(sheet.full_rows()) >= lay.full_rows_to_end:
        return float(total(sheet))
    chances = [_box_chances(values, r, rows, params["k"]) for r, values in enumerate(rows)]
    value = 0.0
    for r, values in enumerate(rows):
        if 0 not in values:
            value += values[-1]
            continue
        p_full = 1.0
        filled = 0
        expected = 0.0
        for (q, _), v in zip(chances[r], values):
            p_full *= q
            if v:
                filled += 1
            else:
                expected += q
        value += (1 - p_full) * (filled + params["count"] * expected) + p_full * chances[r][-1][1]
    for c in lay.bonus_columns:
        p_full = 1.0
        for o, ob in lay.column_rows[c]:
            p_full *= chances[o][ob][0]
        p = lay.pentagon_row[c]
        weight = 1.0 if all(rows[o][ob] for o, ob in lay.column_rows[c]) else params["column"]
        value += weight * p_full * chances[p][lay.box_at[p][c]][1]
    return value - lay.misthrow_penalty * misthrows - params["miss"] * misthrows ** 2


def value_of(sheet: Sheet, profile: str = "solo", k: float | None = None) -> float:
    return sheet_value(sheet.rows, sheet.misthrows, profile, k)
