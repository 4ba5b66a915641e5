"""A value function over one score sheet: an estimate of its final score.

The strong bot is an expectimax over the dice it controls (which dice, keep or
reroll, where to write), with this function at the leaves. Each empty box gets a
fill chance from the probability mass of the numbers it can still take (bounded
by its row neighbours, so that the row can still be completed, and without the
numbers already in its column); a row is worth its count plus its completion
chance times its expected rightmost number; a bonus column its completion chance
times its pentagon number. The fill horizon shrinks with each misthrow and, late
in the game, is at most the throws left before the last misthrow at the sheet's
chance of a dead throw ("slack"). The weights were set by small self-play runs: "solo"
for one player, "table" where the fill horizon k shrinks with the rolls the
game has left (a rival's fourth misthrow or second full row is near).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import product
from typing import Any

from .layout import layout
from .scoring import total
from .sheet import Sheet

Rows = tuple[tuple[int, ...], ...]
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

PROFILES: dict[str, dict[str, Any]] = {
    # Solo: the player decides when the game ends, so a sheet is worth its future.
    "solo": {
        "k": 6.0,          # how many "useful throws" a box can still expect
        "count": 0.6,      # weight of the expected extra numbers in an unfinished row
        "column": 0.8,     # weight of the expected bonus column points
        "miss": 0.5,       # extra cost per misthrow squared (a shorter future; 1.5 before the endgame search)
        "cap": 1.0,        # weight of the third-row correction (two full rows end the game)
        "life": 0.15,      # each misthrow shrinks the horizon k by this share
        "slack": 0.5,      # the horizon is at most slack x the throws left before the last misthrow
    },
    # At a table, rivals may end the game soon: "k" is replaced by the horizon (ai.py).
    "table": {"k": 3.0, "count": 0.9, "column": 0.6, "miss": 1.5, "per_roll": 0.05},
}
PARAMS = PROFILES["solo"]


CACHES: list[Callable[[], None]] = []  # caches of values derived from PROFILES (ai.py's)


def set_params(profile: str = "solo", **changes: Any) -> None:
    PROFILES[profile].update(changes)
    sheet_value.cache_clear()
    for clear in CACHES:
        clear()


@lru_cache(maxsize=100_000)
def _ranges(values: tuple[int, ...]) -> tuple[tuple[int, int] | None, ...]:
    """Per empty box, the numbers it may still take so that its row can be completed
    (each neighbour leaves one number per box in between); None for a written box.
    Cached: a row's spans depend on that row alone."""
    n = len(values)
    rights = [0] * n
    right_val, right_idx = TOP + 1, n
    for i in range(n - 1, -1, -1):
        rights[i] = right_val - (right_idx - i)
        if values[i]:
            right_val, right_idx = values[i], i
    out: list[tuple[int, int] | None] = []
    left_val, left_idx = 0, -1
    for i, v in enumerate(values):
        if v:
            out.append(None)
            left_val, left_idx = v, i
        else:
            out.append((left_val + (i - left_idx), rights[i]))
    return tuple(out)


# sum(HIT[x] * x for x in lo..hi), summed in that order (the same float as the loop).
HIT_X = {(lo, hi): sum(HIT[x] * x for x in range(lo, hi + 1))
         for lo in range(0, TOP + 2) for hi in range(lo - 1, TOP + 2)}


@lru_cache(maxsize=1)
def _column_mates() -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
    """Per row and box, the (row, box) of the other rows in its column."""
    lay = layout()
    return tuple(tuple(tuple((o, ob) for o, ob in lay.column_rows[col] if o != r) for col in cols)
                 for r, cols in enumerate(lay.boxes))


def _box_chances(values: tuple[int, ...], r: int, rows: Rows, k: float) -> list[tuple[float, float]]:
    """Per box of row r: (fill chance, expected number) for empty boxes, (1, value) for filled."""
    mates = _column_mates()[r]
    out: list[tuple[float, float]] = []
    for i, span in enumerate(_ranges(values)):
        if span is None:
            out.append((1.0, float(values[i])))
            continue
        lo, hi = span
        if lo > hi:
            out.append((0.0, 0.0))
            continue
        mass = CUM[hi] - CUM[lo - 1]
        weighted = 0.0
        for o, ob in mates[i]:
            x = rows[o][ob]
            if lo <= x <= hi:
                mass -= HIT[x]
                weighted -= HIT[x] * x
        weighted += HIT_X[lo, hi]
        out.append((1.0 - math.exp(-k * mass), weighted / mass if mass > 1e-9 else float(lo)))
    return out


def _covered(rows: Rows) -> int:
    """The numbers some empty box could still take, as a bit mask (bit x: number x)."""
    mask = 0
    for values in rows:
        mask |= _row_covered(values)
    return mask


@lru_cache(maxsize=100_000)
def _row_covered(values: tuple[int, ...]) -> int:
    mask = 0
    for span in _ranges(values):
        if span is not None and span[0] <= span[1]:
            mask |= (1 << (span[1] + 1)) - (1 << span[0])
    return mask


def coverage(rows: Rows) -> float:
    """The chance mass of the numbers some empty box could still take (HIT per number):
    a sheet with little of it is close to a run of misthrows."""
    return _coverage_and_live(_covered(rows))[0]


def live_chance(rows: Rows) -> float:
    """The chance that one throw of the best number of dice gives a number some box could
    still take (colours ignored)."""
    return _coverage_and_live(_covered(rows))[1]


@lru_cache(maxsize=10_000)
def _coverage_and_live(covered: int) -> tuple[float, float]:
    numbers = [x for x in range(TOP + 1) if covered >> x & 1]
    live = max(sum(DIST[n][x] for x in numbers if x < len(DIST[n])) for n in DIST)
    return sum(HIT[x] for x in numbers), live


def _row_parts(values: tuple[int, ...], chances: list[tuple[float, float]],
               params: dict[str, Any]) -> tuple[float, float, float]:
    """(completion chance, value if completed, value if not) of one row."""
    if 0 not in values:
        return 1.0, float(values[-1]), float(values[-1])
    p_full, filled, expected = 1.0, 0, 0.0
    for (q, _), v in zip(chances, values):
        p_full *= q
        if v:
            filled += 1
        else:
            expected += q
    return p_full, chances[-1][1], filled + params["count"] * expected


def _rows_terms(rows: Rows, chances: list[list[tuple[float, float]]],
                params: dict[str, Any]) -> tuple[float, float, float]:
    """The rows' expected points if completed, if not, and the correction for the rule
    that the second full row ends the game: of three rows that all look completable,
    one stays short (at most 8 numbers), the one worth least completed."""
    parts = [_row_parts(values, chances[r], params) for r, values in enumerate(rows)]
    full = sum(p * f for p, f, _ in parts)
    short = sum((1 - p) * sh for p, _, sh in parts)
    p_all = parts[0][0] * parts[1][0] * parts[2][0]
    smallest = min(f for _, f, _ in parts)
    return full, short, p_all * (smallest - params.get("short_max", 8.0))


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
    features = sheet_features(rows, misthrows, params)
    default = (1.0, 1.0, -params.get("cap", 0.0), 1.0, -lay.misthrow_penalty, -params["miss"])
    weights: Sequence[float] = params.get("weights") or default
    by_misthrows = params.get("by_misthrows")
    if by_misthrows:
        weights = by_misthrows[misthrows]
    return sum(w * f for w, f in zip(weights, features))


FEATURES = ("rows_full", "rows_short", "third_row", "columns", "misthrows", "misthrows_squared",
            "score_now", "coverage", "coverage_by_misthrows", "constant")


def sheet_features(rows: Rows, misthrows: int, params: dict[str, Any]) -> tuple[float, ...]:
    """The terms of the value (FEATURES): expected row points (completed, not completed,
    the third-row correction), expected bonus columns, misthrows and their square, the
    score if the game ended now, coverage (alone and times misthrows), 1."""
    lay = layout()
    horizon = params["k"] * max(0.2, 1.0 - params.get("life", 0.0) * misthrows)
    cover, live = _coverage_and_live(_covered(rows))
    slack = params.get("slack", 0.0)
    if slack:  # the throws left before the last misthrow, at this sheet's chance of a dead throw
        dead = (1.0 - live) ** 2
        horizon = min(horizon, slack * (lay.misthrows_to_end - misthrows) / max(0.02, dead))
    chances = [_box_chances(values, r, rows, horizon) for r, values in enumerate(rows)]
    columns = 0.0
    for c in lay.bonus_columns:
        p_full = 1.0
        for o, ob in lay.column_rows[c]:
            p_full *= chances[o][ob][0]
        p = lay.pentagon_row[c]
        weight = 1.0 if all(rows[o][ob] for o, ob in lay.column_rows[c]) else params["column"]
        columns += weight * p_full * chances[p][lay.box_at[p][c]][1]
    now = float(total(Sheet(rows, misthrows)))
    return (*_rows_terms(rows, chances, params), columns, float(misthrows), float(misthrows ** 2),
            now, cover, cover * misthrows, 1.0)


def value_of(sheet: Sheet, profile: str = "solo", k: float | None = None) -> float:
    return sheet_value(sheet.rows, sheet.misthrows, profile, k)
