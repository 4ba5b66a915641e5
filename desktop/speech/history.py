"""The reviewable message history, one view per human seat.

Why per seat: in hot-seat play each player reviews only what they may know. One
shared list holds every remembered message with a sequence number; a seat's view
is the public messages plus its own private ones. Sequence numbers (not list
indices) keep cursors and turn marks valid when the oldest entries are dropped.
"""
from __future__ import annotations

from collections import deque

from .message import Message

DEFAULT_CAPACITY = 1000


class SpeechHistory:
    """Capped history with a review cursor and turn marks per seat."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY) -> None:
        self._entries: deque[tuple[int, Message]] = deque(maxlen=capacity)
        self._next_seq = 0
        self._cursor: dict[int | None, int | None] = {}  # seat -> seq; None = at newest
        self._turn_marks: dict[int | None, list[int]] = {}

    # ---- filling -------------------------------------------------------
    def add(self, message: Message) -> bool:
        """Store a message unless it must not be remembered; True when stored.

        Every seat's cursor that can see it snaps back to the newest message, as
        in NVDA's and Orca's message review.
        """
        if not message.remember:
            return False
        self._entries.append((self._next_seq, message))
        self._next_seq += 1
        for seat in list(self._cursor):
            if message.visible_to(seat):
                self._cursor[seat] = None
        return True

    def clear(self) -> None:
        """Forget everything (new match)."""
        self._entries.clear()
        self._cursor.clear()
        self._turn_marks.clear()

    def __len__(self) -> int:
        return len(self._entries)

    # ---- views ---------------------------------------------------------
    def messages(self, seat: int | None = None) -> list[Message]:
        """All messages the seat may review, oldest first (seat None = public only)."""
        return [m for _, m in self._visible(seat)]

    def _visible(self, seat: int | None) -> list[tuple[int, Message]]:
        return [(s, m) for s, m in self._entries if m.visible_to(seat)]

    # ---- review cursor -------------------------------------------------
    def current(self, seat: int | None = None) -> Message | None:
        """The message under the seat's cursor (the newest until the player moves)."""
        visible = self._visible(seat)
        if not visible:
            return None
        return visible[self._index(seat, visible)][1]

    def older(self, seat: int | None = None) -> Message | None:
        """Move one older; None (cursor unchanged) when already at the oldest."""
        return self._step(seat, -1)

    def newer(self, seat: int | None = None) -> Message | None:
        """Move one newer; None (cursor unchanged) when already at the newest."""
        return self._step(seat, +1)

    def oldest(self, seat: int | None = None) -> Message | None:
        visible = self._visible(seat)
        return self._jump(seat, visible, 0) if visible else None

    def newest(self, seat: int | None = None) -> Message | None:
        visible = self._visible(seat)
        return self._jump(seat, visible, len(visible) - 1) if visible else None

    def _index(self, seat: int | None, visible: list[tuple[int, Message]]) -> int:
        seq = self._cursor.get(seat)
        if seq is None:
            return len(visible) - 1
        for i, (s, _) in enumerate(visible):
            if s >= seq:
                return i
        return len(visible) - 1

    def _step(self, seat: int | None, delta: int) -> Message | None:
        visible = self._visible(seat)
        if not visible:
            return None
        target = self._index(seat, visible) + delta
        if not 0 <= target < len(visible):
            return None
        return self._jump(seat, visible, target)

    def _jump(self, seat, visible, index: int) -> Message:
        seq, message = visible[index]
        self._cursor[seat] = None if index == len(visible) - 1 else seq
        return message

    # ---- turns ---------------------------------------------------------
    def mark_turn(self, seat: int) -> None:
        """Call when the seat's turn begins (before its "your turn" message)."""
        marks = self._turn_marks.setdefault(seat, [])
        marks.append(self._next_seq)
        del marks[:-2]

    def since_last_turn(self, seat: int | None, idle: tuple[str, ...] = ("turn",)) -> list[Message]:
        """What the seat may review since the start of its last turn, without a
        tutorial's instructions (F9 repeats those).

        If that turn has only just begun (nothing but messages of the `idle` categories
        since the mark), the player is asking about the round that led here, so the
        previous turn's mark is used instead. F8 counts other players' messages as idle
        too: in a step everyone plays at once, the others may have chosen already.
        """
        marks = self._turn_marks.get(seat, [])
        if not marks:
            return self.messages(seat)
        recent = self._since(seat, marks[-1])
        if len(marks) > 1 and all(m.category in idle for m in recent):
            return self._since(seat, marks[-2])
        return recent

    def _since(self, seat: int | None, seq: int) -> list[Message]:
        return [m for s, m in self._visible(seat) if s >= seq and m.category != "tutor"]
