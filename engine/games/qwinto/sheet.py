"""A player's score sheet and the placement rules (ruling qwinto 4).

`Sheet.rows[r]` holds the 9 boxes of row r left to right (0 = empty). A box is
addressed from outside by its row colour and its grid *column* (0-11, see
layout.py), because that is what the sighted sheet shows and what the
no-repeat-in-a-column rule needs; `box` numbers (1-9) are only for narration.

`placement_problem` says why a number may not go in a box, with details that fill
a sentence ("8 must be more than 9 on its left"); the rules, the legal actions
and the GUI all use it, so they never disagree.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine.core.codec import serializable
from engine.core.model import set_at

from .layout import GAP, OUTSIDE, layout

EMPTY = 0


@serializable("qwinto.Sheet")
@dataclass(frozen=True)
class Sheet:
    rows: tuple[tuple[int, ...], ...]
    misthrows: int = 0

    @staticmethod
    def empty() -> Sheet:
        lay = layout()
        return Sheet(tuple(tuple(EMPTY for _ in b) for b in lay.boxes), 0)

    def at(self, row: int, column: int) -> int | None:
        """The number in (row, column): 0 if empty, None if no box is there."""
        box = layout().box_at[row].get(column)
        return None if box is None else self.rows[row][box]

    def full_rows(self) -> tuple[int, ...]:
        return tuple(r for r, values in enumerate(self.rows) if EMPTY not in values)

    def filled(self) -> int:
        return sum(1 for values in self.rows for v in values if v)


class Problem(str):
    """A refusal reason code (a str, so it compares to "column_repeat") with `details`.

    Codes: "unknown_row", "off_sheet" (no box of that row at this column), "gap",
    "not_rolled_colour", "occupied" (value = what is written), "not_increasing_left"
    / "not_increasing_right" (neighbour = the nearest number on that side and its
    neighbour_column), "column_repeat" (other_row, other_column hold the same number).
    Every problem also carries row, column and value.
    """
    details: dict[str, Any]

    def __new__(cls, code: str, **details: Any) -> Problem:
        obj = super().__new__(cls, code)
        obj.details = details
        return obj


def placement_problem(sheet: Sheet, row: str, position: int, value: int,
                      rolled_colours: Iterable[str]) -> Problem | None:
    """Why `value` may not be written in `row` at grid column `position`; None if it may."""
    lay = layout()
    base = {"row": row, "column": position, "value": value}
    if row not in lay.dice:
        return Problem("unknown_row", **base)
    r = lay.row_index(row)
    if not 0 <= position < lay.width or lay.cells[r][position] == OUTSIDE:
        return Problem("off_sheet", **base)
    if lay.cells[r][position] == GAP:
        return Problem("gap", **base)
    if row not in tuple(rolled_colours):
        return Problem("not_rolled_colour", **base, rolled=tuple(rolled_colours))
    return box_problem(sheet, r, lay.box_at[r][position], value, base)


def box_problem(sheet: Sheet, r: int, box: int, value: int, base: dict[str, Any] | None = None) -> Problem | None:
    """The checks that depend on the numbers already written (box given by index)."""
    lay = layout()
    values = sheet.rows[r]
    if base is None:
        base = {"row": lay.dice[r], "column": lay.boxes[r][box], "value": value}
    if values[box]:
        return Problem("occupied", **base, written=values[box])
    for i in range(box - 1, -1, -1):
        if values[i]:
            if values[i] >= value:
                return Problem("not_increasing_left", **base, neighbour=values[i],
                               neighbour_column=lay.boxes[r][i])
            break
    for i in range(box + 1, len(values)):
        if values[i]:
            if values[i] <= value:
                return Problem("not_increasing_right", **base, neighbour=values[i],
                               neighbour_column=lay.boxes[r][i])
            break
    for other, other_box in lay.column_rows[lay.boxes[r][box]]:
        if other != r and sheet.rows[other][other_box] == value:
            return Problem("column_repeat", **base, other_row=lay.dice[other],
                           other_column=lay.boxes[other][other_box])
    return None


def legal_boxes(sheet: Sheet, value: int, rows: Iterable[int]) -> list[tuple[int, int]]:
    """(row index, box index) of every box where `value` may be written (fast path for bots)."""
    lay = layout()
    out = []
    for r in rows:
        values = sheet.rows[r]
        n = len(values)
        if value in values:
            continue
        # Boxes strictly between the last number below `value` and the first above it.
        lo, hi = -1, n
        for i in range(n):
            v = values[i]
            if v:
                if v < value:
                    lo = i
                elif hi == n:
                    hi = i
        for box in range(lo + 1, hi):
            if values[box]:
                continue
            col = lay.boxes[r][box]
            if any(o != r and sheet.rows[o][ob] == value for o, ob in lay.column_rows[col]):
                continue
            out.append((r, box))
    return out


def write(sheet: Sheet, r: int, box: int, value: int) -> Sheet:
    row = sheet.rows[r]
    new_row = set_at(row, box, value)
    return Sheet(set_at(sheet.rows, r, new_row), sheet.misthrows)


def add_misthrow(sheet: Sheet) -> Sheet:
    return Sheet(sheet.rows, sheet.misthrows + 1)
