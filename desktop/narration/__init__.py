"""Per-game narration: events and views become translated Messages.

`narrator_for(game_id, names, context)` gives the game's Narrator, with the
lookups it needs (NarrationContext: hands, keys, memory aid). Narration never
outputs anything itself; the speech service does.
"""
from __future__ import annotations

import importlib

from .base import Narrator
from .context import NarrationContext


def narrator_for(game_id: str, names: list[str], context: NarrationContext | None = None) -> Narrator:
    module = importlib.import_module(f"desktop.narration.{game_id}")
    narrator: Narrator = module.NARRATOR(names, context)
    return narrator


__all__ = ["NarrationContext", "Narrator", "narrator_for"]
