"""The narrator interface and the pieces every game's narrator shares.

A narrator turns one event, as a given seat may know it, into zero or more
Messages (full and brief forms, priority, category). It says "you" for the
viewer's own actions and names the others. Events caused by a move (the next
turn, a round's score, the end) are NORMAL so that they queue after the move
instead of interrupting it; URGENT is for what no move announced.
"""
from __future__ import annotations

from dataclasses import replace

from desktop.qt import translate
from desktop.speech import Message, Priority
from engine.core.model import Event

from .context import NarrationContext


class Narrator:
    game_id = ""
    # Event kinds this game's engine emits that are deliberately not spoken (each
    # narrator says why); every other kind has an on_<kind> handler
    # (tests/desktop/test_registry.py checks both).
    SILENT: frozenset[str] = frozenset()

    def __init__(self, names: list[str], context: NarrationContext | None = None):
        self.names = list(names)
        self.context = context or NarrationContext()

    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "?"

    def narrate(self, event: Event, viewer: int | None) -> list[Message]:
        """Messages for `viewer` (None: a table with no human seat)."""
        seen = event.seen_by(viewer)
        handler = getattr(self, f"on_{seen.kind}", None)
        if handler is None:
            return []
        out = handler(seen, viewer)
        if out is None:
            return []
        return out if isinstance(out, list) else [out]

    # Helpers for subclasses ------------------------------------------------------
    @staticmethod
    def msg(text: str, brief: str | None = None, priority: Priority = Priority.NORMAL,
            category: str = "others", seat: int | None = None, remember: bool = True) -> Message:
        return Message(text, brief, priority, category, seat, remember)

    @staticmethod
    def details(text: str, category: str = "score") -> Message:
        """The long part of a report: kept in the history (reviewed on demand), not spoken now."""
        return Message(text, None, Priority.NORMAL, category, None, True, detail=True)

    def turn_message(self, seat: int, viewer: int | None, expected: str) -> Message:
        if seat == viewer:
            text = translate("narration", "Your turn: {expected}").format(expected=expected)
            # NORMAL, not URGENT: it follows the move that caused it instead of cutting it off.
            return self.msg(text, translate("narration", "Your turn."), Priority.NORMAL, "turn", seat=viewer)
        text = translate("narration", "{player}'s turn.").format(player=self.name(seat))
        return replace(self.msg(text, text, Priority.NORMAL, "others"), quiet_when_brief=True)

    def refusal(self, reason: str, details: dict) -> str:
        """The spoken reason for an illegal move; games add their own codes."""
        return translate("narration", "That move is not allowed.")
