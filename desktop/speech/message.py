"""What the narration hands to the speech service: finished text plus how to treat it.

Why a value object: the same message goes to the history, the visible Messages
region and every output backend; freezing it keeps them from disagreeing.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Priority(IntEnum):
    """How a message competes with speech already under way."""

    NORMAL = 0  # queued behind current speech (opponents' moves, draws)
    URGENT = 1  # interrupts and drops what waits: what no move announced (hot-seat
                # handover, errors, a refused key); a move's consequences (the next
                # turn, scores, the end) are NORMAL so that they follow the move
    OWN = 2     # the answer to the player's own key press: interrupts stale speech


CATEGORIES = ("turn", "own", "others", "draw", "score", "hint", "error", "system", "focus", "tutor")
MUTABLE_CATEGORIES = ("others", "draw", "hint")


@dataclass(frozen=True)
class Message:
    """One spoken/visible line.

    text: the full sentence, already translated.
    brief: a shorter form for Brief verbosity and for shortening stale queues.
    seat: the human seat this private message is for; None = public.
    remember: False = spoken once, never kept in the reviewable history (Num Win
      memory rule); the visible region should show it only transiently.
    quiet_when_brief: not spoken at Brief verbosity, only kept in the history
      (another player's turn starting: their move itself says enough).
    detail: the details of a report whose short headline was just spoken: kept in
      the history (read on demand), spoken at once only at Detailed verbosity.
    alone: spoken as an utterance of its own, never joined with the messages around
      it (a card to memorise, Num Win ruling 9: each is heard and kept apart).
    """

    text: str
    brief: str | None = None
    priority: Priority = Priority.NORMAL
    category: str = "info"
    seat: int | None = None
    remember: bool = True
    quiet_when_brief: bool = False
    detail: bool = False
    alone: bool = False

    def __post_init__(self) -> None:
        """Every message is a finished sentence here: French elision before a name put into
        it ("Au tour d'Ann"), the one place all narration, reviews and notices pass."""
        from desktop.narration.words import elide
        object.__setattr__(self, "text", elide(self.text))
        if self.brief:
            object.__setattr__(self, "brief", elide(self.brief))

    def short(self) -> str:
        """The brief form when there is one, else the full text."""
        return self.brief or self.text

    def visible_to(self, seat: int | None) -> bool:
        """Public messages reach every seat; private ones only their owner."""
        return self.seat is None or self.seat == seat
