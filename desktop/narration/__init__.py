"""Per-game narration: events and views become translated Messages.

`narrator_for(game_id, names)` gives the game's Narrator. Narration never
outputs anything itself; the speech service does.
"""
from __future__ import annotations

import importlib

from .base import Narrator


def narrator_for(game_id: str, names: list[str]) -> Narrator:
    module = importlib.import_module(f"desktop.narration.{game_id}")
    return module.NARRATOR(names)


__all__ = ["Narrator", "narrator_for"]
