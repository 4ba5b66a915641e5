"""The Qwinto score sheet as data (resources/decks/qwinto.json, ruling qwinto 3).

The sheet is a grid of 12 columns. Each colour row has 9 boxes laid out with
offsets, one gap ('.') that is never written, and pentagon bonus boxes. Rows are
stored box by box (index 0-8 from the left); a *column* (0-11) is the position on
the grid, shared between rows, which is what the no-repeat rule and the bonus
columns are about. Everything here is computed once from the data file.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.core.data import DataError, load_json

BOX, PENTAGON, GAP, OUTSIDE = "o", "P", ".", " "


@dataclass(frozen=True)
class Layout:
    dice: tuple[str, ...]                       # die colours, also the row ids, in sheet order
    faces: int
    width: int                                  # number of grid columns
    cells: tuple[str, ...]                      # per row, one character per column
    boxes: tuple[tuple[int, ...], ...]          # per row, the column of each box (left to right)
    box_at: tuple[dict[int, int], ...]                    # per row, column -> box index
    column_rows: tuple[tuple[tuple[int, int], ...], ...]  # per column, (row, box) that sit in it
    bonus_columns: tuple[int, ...]              # columns with a box in every row
    pentagon_row: dict[int, int]                          # bonus column -> row index of its pentagon
    misthrow_penalty: int
    misthrows_to_end: int
    full_rows_to_end: int

    @property
    def rows(self) -> tuple[str, ...]:
        return self.dice

    def row_index(self, colour: str) -> int:
        return self.dice.index(colour)

    def column_of(self, row: int, box: int) -> int:
        return self.boxes[row][box]

    def is_pentagon(self, row: int, column: int) -> bool:
        return self.cells[row][column] == PENTAGON


@lru_cache(maxsize=1)
def layout() -> Layout:
    data = load_json("decks", "qwinto.json")
    try:
        dice = tuple(data["dice"])
        rows = data["rows"]
        if tuple(r["colour"] for r in rows) != dice:
            raise DataError("decks/qwinto.json", "rows must follow the dice order")
        cells = tuple(r["cells"] for r in rows)
        width = max(len(c) for c in cells)
        cells = tuple(c.ljust(width) for c in cells)
        boxes = tuple(tuple(i for i, ch in enumerate(c) if ch in (BOX, PENTAGON)) for c in cells)
        column_rows = tuple(tuple((r, boxes[r].index(col)) for r in range(len(cells)) if col in boxes[r])
                            for col in range(width))
        bonus = tuple(col for col in range(width) if len(column_rows[col]) == len(cells))
        pentagons = {col: r for col in bonus for r in range(len(cells)) if cells[r][col] == PENTAGON}
        if set(pentagons) != set(bonus):
            raise DataError("decks/qwinto.json", "every full column needs exactly one pentagon")
        return Layout(dice, int(data["faces"]), width, cells, boxes,
                      tuple({col: i for i, col in enumerate(b)} for b in boxes), column_rows, bonus,
                      pentagons, int(data["misthrow_penalty"]), int(data["misthrows_to_end"]),
                      int(data["full_rows_to_end"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError("decks/qwinto.json", f"bad sheet data: {exc}") from exc
