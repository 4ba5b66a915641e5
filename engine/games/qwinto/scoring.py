"""Qwinto scoring (ruling qwinto 6): rows, pentagon columns, misthrows; shared wins.

An incomplete row scores 1 point per number; a complete row scores its rightmost
number; a complete bonus column scores the number in its pentagon; each misthrow
costs 5. The breakdown is an event payload so the narration can voice every part.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.codec import serializable

from .layout import layout
from .sheet import EMPTY, Sheet


@serializable("qwinto.RowScore")
@dataclass(frozen=True)
class RowScore:
    row: str
    complete: bool
    numbers: int          # how many numbers are written
    points: int


@serializable("qwinto.ColumnScore")
@dataclass(frozen=True)
class ColumnScore:
    column: int
    pentagon_row: str
    complete: bool
    points: int           # the pentagon number when complete, else 0


@serializable("qwinto.SheetScore")
@dataclass(frozen=True)
class SheetScore:
    seat: int
    rows: tuple[RowScore, ...]
    columns: tuple[ColumnScore, ...]
    misthrows: int
    penalty: int          # negative: -5 per misthrow
    total: int


def row_points(values: Sequence[int]) -> int:
    if EMPTY in values:
        return sum(1 for v in values if v)
    return values[-1]


def column_points(sheet: Sheet, column: int) -> int:
    lay = layout()
    cells = [sheet.rows[r][b] for r, b in lay.column_rows[column]]
    if EMPTY in cells:
        return 0
    r = lay.pentagon_row[column]
    bonus: int = sheet.rows[r][lay.box_at[r][column]]
    return bonus


def total(sheet: Sheet) -> int:
    """The sheet's score, fast (bots call it)."""
    lay = layout()
    points = sum(row_points(values) for values in sheet.rows)
    points += sum(column_points(sheet, c) for c in lay.bonus_columns)
    return points - lay.misthrow_penalty * sheet.misthrows


def breakdown(sheet: Sheet, seat: int) -> SheetScore:
    lay = layout()
    rows = tuple(RowScore(lay.dice[r], EMPTY not in values, sum(1 for v in values if v), row_points(values))
                 for r, values in enumerate(sheet.rows))
    columns = []
    for c in lay.bonus_columns:
        points = column_points(sheet, c)
        complete = all(sheet.rows[r][b] for r, b in lay.column_rows[c])
        columns.append(ColumnScore(c, lay.dice[lay.pentagon_row[c]], complete, points))
    penalty = -lay.misthrow_penalty * sheet.misthrows
    return SheetScore(seat, rows, tuple(columns), sheet.misthrows, penalty, total(sheet))


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """Every seat with the best total: ties share the win ([clar] qwinto 6)."""
    best = max(totals)
    return tuple(s for s, t in enumerate(totals) if t == best)
