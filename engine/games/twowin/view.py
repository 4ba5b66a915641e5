"""What one 2 Win seat may see: its own hand and choice, everything on the table,
the cards it gave and received, and for other seats only counts and "has chosen"."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.codec import serializable
from engine.core.model import Action

from .cards import Card, Number
from .state import IN, PASS, PassRecord, State
from .steps import pass_targets


@serializable("twowin.View")
@dataclass(frozen=True)
class View:
    seat: int
    players: int
    round: int
    step: str
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    numbers: tuple[tuple[Number, ...], ...]     # every seat's numbers still on the table
    last: tuple[int | None, ...]                # every seat's last number (to beat)
    composed: tuple[int, ...]
    runs: tuple[tuple[tuple[str, int], tuple[str, int]], ...]  # (colour, length) tens / units
    status: tuple[str, ...]
    chosen: tuple[bool, ...]                    # who has already chosen in this step
    my_choice: Action | None                    # this seat's pending choice
    pass_to: int | None                         # pass step: who receives this seat's card
    pass_from: int | None                       # pass step: whose card this seat receives
    given: tuple[PassRecord, ...]               # cards this seat passed, oldest first
    received: tuple[PassRecord, ...]            # cards passed to this seat
    winners: tuple[int, ...]
    decided_by: str

    @property
    def in_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.status[s] == IN)


def view(state: State, seat: int) -> View:
    pass_to = pass_from = None
    if state.step == PASS and state.status[seat] == IN:
        for giver, receiver in pass_targets(state):
            if giver == seat:
                pass_to = receiver
            if receiver == seat:
                pass_from = giver
    return View(
        seat=seat, players=state.players, round=state.round, step=state.step,
        hand=state.hands[seat], hand_sizes=tuple(len(h) for h in state.hands),
        pile_size=len(state.pile), numbers=state.numbers, last=state.last,
        composed=state.composed, runs=state.runs, status=state.status,
        chosen=tuple(p is not None for p in state.pending), my_choice=state.pending[seat],
        pass_to=pass_to, pass_from=pass_from,
        given=tuple(p for p in state.passes if p.giver == seat),
        received=tuple(p for p in state.passes if p.receiver == seat),
        winners=state.winners, decided_by=state.decided_by,
    )
