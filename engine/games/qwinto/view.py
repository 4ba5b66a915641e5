"""What one Qwinto seat may see: every sheet and the dice (all public), whether each
writer has decided, and only its own pending choice."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action

from .sheet import Sheet
from .state import State


@serializable("qwinto.View")
@dataclass(frozen=True)
class View:
    seat: int
    players: int
    sheets: tuple[Sheet, ...]
    first: int
    current: int
    turn: int
    phase: str
    dice: tuple[str, ...]
    faces: tuple[int, ...]
    rolls: int
    writers: tuple[int, ...]
    decided: tuple[bool, ...]         # per seat: has committed in this writing step
    my_choice: Action | None          # this seat's own committed choice, if any
    end_reason: str

    @property
    def total(self) -> int:
        return sum(self.faces)

    @property
    def sheet(self) -> Sheet:
        return self.sheets[self.seat]


def view(state: State, seat: int) -> View:
    return View(
        seat=seat, players=state.players, sheets=state.sheets, first=state.first,
        current=state.current, turn=state.turn, phase=state.phase, dice=state.dice,
        faces=state.faces, rolls=state.rolls, writers=state.writers,
        decided=tuple(p is not None for p in state.pending), my_choice=state.pending[seat],
        end_reason=state.end_reason,
    )
