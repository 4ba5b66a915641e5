"""The global review keys, identical in every game (ACCESSIBILITY.md).

Each key asks the current table for a description, or walks the speech
history, and speaks the answer as the player's own request (it interrupts).
"""
from __future__ import annotations

from desktop.qt import translate


class Reviewer:
    def __init__(self, window):
        self.window = window

    @property
    def speech(self):
        return self.window.speech

    def say(self, text: str) -> None:
        table = self.window.table
        seat = table.viewer if table is not None else None
        from desktop.speech import Message, Priority  # the message module loads after the first paint
        self.speech.say(Message(text, None, Priority.OWN, "own", seat, remember=False))

    def table_text(self, method: str, *args) -> None:
        table = self.window.table
        if table is None or self.window.stack.currentWidget() is not table:
            self.say(translate("review", "No game is on the table."))
            return
        self.say(getattr(table, method)(*args) or translate("review", "Nothing to say."))

    def history(self, step: str) -> None:
        if self.speech.review(step) is None:
            self.say(translate("review", "No message there."))

    def since_turn(self) -> None:
        messages = self.speech.since_last_turn()
        if not messages:
            self.say(translate("review", "Nothing happened since your last turn."))
            return
        self.say(" ".join(m.short() for m in messages))

    def dispatch(self, action_id: str) -> bool:
        handlers = {
            "review_turn": lambda: self.table_text("describe_turn"),
            "review_scores": lambda: self.table_text("describe_scores", False),
            "review_score_details": lambda: self.table_text("describe_scores", True),
            "review_hand": lambda: self.table_text("describe_hand"),
            "review_table": lambda: self.table_text("describe_table"),
            "review_next_opponent": lambda: self.table_text("review_opponent", 1),
            "review_previous_opponent": lambda: self.table_text("review_opponent", -1),
            "review_since_turn": self.since_turn,
            "repeat_message": lambda: self.history("newest"),
            "older_message": lambda: self.history("older"),
            "newer_message": lambda: self.history("newer"),
            "oldest_message": lambda: self.history("oldest"),
            "newest_message": lambda: self.history("newest"),
            "stop_speech": self.speech.stop,
        }
        handler = handlers.get(action_id)
        if handler is None:
            return False
        handler()
        return True
