"""Num Win's actions, one class per decision the table can ask for.

Turn: `DrawPile` or `TakeDiscard`; then with a card from the pile `Discard` or
`Exchange(position)`, with a card from the discard `Exchange(position)` or `Add`.
An action card drawn from the pile and discarded asks for its target:
`UseSwipe(own, seat, position)`, `UseFlip(position)`, `UseQuantum(seat, position)`,
`UseFlash(seat, position)`. Claim window: `Claim(seat, position, elapsed_ms)`
names the card said to match the discard (the claimer's own or another player's);
`Pass` declines. After playing (or after a right claim) `CallNumWin` or `EndTurn`.

Claim equality ignores `elapsed_ms`: legal_actions lists claims with time 0 and the
session fills in the time measured since the window opened (`action in legal`
still holds).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.codec import serializable
from engine.core.model import Action


@serializable("numwin.DrawPile")
@dataclass(frozen=True)
class DrawPile(Action):
    kind = "draw_pile"


@serializable("numwin.TakeDiscard")
@dataclass(frozen=True)
class TakeDiscard(Action):
    kind = "take_discard"


@serializable("numwin.Discard")
@dataclass(frozen=True)
class Discard(Action):
    kind = "discard"


@serializable("numwin.Exchange")
@dataclass(frozen=True)
class Exchange(Action):
    kind = "exchange"
    position: int


@serializable("numwin.Add")
@dataclass(frozen=True)
class Add(Action):
    kind = "add"


@serializable("numwin.UseSwipe")
@dataclass(frozen=True)
class UseSwipe(Action):
    kind = "use_swipe"
    own: int
    seat: int
    position: int


@serializable("numwin.UseFlip")
@dataclass(frozen=True)
class UseFlip(Action):
    kind = "use_flip"
    position: int


@serializable("numwin.UseQuantum")
@dataclass(frozen=True)
class UseQuantum(Action):
    kind = "use_quantum"
    seat: int
    position: int


@serializable("numwin.UseFlash")
@dataclass(frozen=True)
class UseFlash(Action):
    kind = "use_flash"
    seat: int
    position: int


@serializable("numwin.Claim")
@dataclass(frozen=True)
class Claim(Action):
    kind = "claim"
    seat: int
    position: int
    elapsed_ms: int = field(default=0, compare=False)


@serializable("numwin.Pass")
@dataclass(frozen=True)
class Pass(Action):
    kind = "pass"


@serializable("numwin.CallNumWin")
@dataclass(frozen=True)
class CallNumWin(Action):
    kind = "call_num_win"


@serializable("numwin.EndTurn")
@dataclass(frozen=True)
class EndTurn(Action):
    kind = "end_turn"
