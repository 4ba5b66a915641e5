"""Tutorials: scripts as data (resources/tutorials/) and the tutor that runs them."""
from __future__ import annotations


def available(game_id: str) -> bool:
    """Whether a game has a tutorial (the home screen asks before its first paint: this
    reads no script and loads no engine code)."""
    from engine.resources import resource_path
    return resource_path("tutorials", f"{game_id}.json").exists()
