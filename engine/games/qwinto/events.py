"""What happens in Qwinto, as events the narration, the log and the redraw all read.

Order within a turn: TurnStarted, DiceRolled (attempt 1), then RollKept or
DiceRolled (attempt 2), WritingStarted, one ChoiceMade per deciding seat (its
content private to that seat: others hear only "X has decided"), then on the
reveal ChoicesRevealed followed by NumberWritten / WritingDeclined / Misthrow for
every seat (in seat order), RowCompleted and ColumnCompleted where they apply,
and finally GameEnded or the next TurnStarted.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Event

from .scoring import SheetScore


@serializable("qwinto.GameStarted")
@dataclass(frozen=True)
class GameStarted(Event):
    """`first` was drawn at random (seeded) to roll first."""
    kind = "game_started"
    players: int
    first: int


@serializable("qwinto.TurnStarted")
@dataclass(frozen=True)
class TurnStarted(Event):
    """`seat` is the active player and must choose dice."""
    kind = "turn_started"
    seat: int
    turn: int


@serializable("qwinto.DiceRolled")
@dataclass(frozen=True)
class DiceRolled(Event):
    """`attempt` 1 or 2; `can_reroll` when the active player must now keep or reroll."""
    kind = "dice_rolled"
    seat: int
    dice: tuple[str, ...]
    faces: tuple[int, ...]
    total: int
    attempt: int
    can_reroll: bool


@serializable("qwinto.RollKept")
@dataclass(frozen=True)
class RollKept(Event):
    kind = "roll_kept"
    seat: int
    total: int


@serializable("qwinto.WritingStarted")
@dataclass(frozen=True)
class WritingStarted(Event):
    """The sum is announced; `writers` decide together (the active seat always, the
    others when they have a legal box); `no_box` lists seats that cannot write it."""
    kind = "writing_started"
    active: int
    total: int
    colours: tuple[str, ...]
    writers: tuple[int, ...]
    no_box: tuple[int, ...]


@serializable("qwinto.ChoiceMade")
@dataclass(frozen=True)
class ChoiceMade(Event):
    """`seat` has decided; only that seat sees what (`passed`, or `row`/`column`)."""
    kind = "choice_made"
    private_fields = ("row", "column", "passed")
    seat: int
    row: str | None
    column: int | None
    passed: bool | None
    waiting: tuple[int, ...]         # seats still deciding


@serializable("qwinto.ChoicesRevealed")
@dataclass(frozen=True)
class ChoicesRevealed(Event):
    kind = "choices_revealed"
    total: int


@serializable("qwinto.NumberWritten")
@dataclass(frozen=True)
class NumberWritten(Event):
    """`box` is 1-9 from the left of the row; `pentagon` when it is a bonus box."""
    kind = "number_written"
    seat: int
    row: str
    column: int
    box: int
    value: int
    pentagon: bool


@serializable("qwinto.WritingDeclined")
@dataclass(frozen=True)
class WritingDeclined(Event):
    """A non-active seat chose to write nothing (no penalty)."""
    kind = "writing_declined"
    seat: int


@serializable("qwinto.Misthrow")
@dataclass(frozen=True)
class Misthrow(Event):
    """The active seat wrote nothing: `count` misthrows now; `forced` if no box was legal."""
    kind = "misthrow"
    seat: int
    count: int
    forced: bool


@serializable("qwinto.RowCompleted")
@dataclass(frozen=True)
class RowCompleted(Event):
    """The row is full: it now scores its rightmost number `points`."""
    kind = "row_completed"
    seat: int
    row: str
    points: int
    full_rows: int


@serializable("qwinto.ColumnCompleted")
@dataclass(frozen=True)
class ColumnCompleted(Event):
    """A bonus column is full: it scores the number in its pentagon."""
    kind = "column_completed"
    seat: int
    column: int
    pentagon_row: str
    points: int


@serializable("qwinto.GameEnded")
@dataclass(frozen=True)
class GameEnded(Event):
    """`reason` "two_rows" or "misthrows"; `by` the seats that triggered it."""
    kind = "game_ended"
    reason: str
    by: tuple[int, ...]
    scores: tuple[SheetScore, ...]
    winners: tuple[int, ...]
