"""How a queue of stale speech is shortened (used by SpeechService._pump).

Why a rule at all: several bot moves in a row would otherwise be read in full
long after they happened. Chosen rule: while at most STALE_LIMIT NORMAL messages
wait, they are spoken one by one in full; beyond that, everything waiting is
spoken as ONE utterance made of the brief forms, keeping at most STALE_MAX_ITEMS
(the oldest "others" moves go first, since draws and scores concern the player).
Nothing is lost: every message stays in the history.
"""
from __future__ import annotations

from .message import Message

STALE_LIMIT = 2
STALE_MAX_ITEMS = 6


def shorten(waiting: list[Message]) -> list[Message]:
    """Keep at most STALE_MAX_ITEMS, dropping the oldest "others" moves first."""
    batch = list(waiting)
    while len(batch) > STALE_MAX_ITEMS:
        others = [i for i, m in enumerate(batch) if m.category == "others"]
        batch.pop(others[0] if others else 0)
    return batch


def join_sentences(texts) -> str:
    """One utterance from several: each ends with punctuation so voices pause."""
    parts = []
    for text in texts:
        text = text.strip()
        if text:
            parts.append(text if text[-1] in ".!?…:;" else text + ".")
    return " ".join(parts)
