"""The game registry: `engine.games.get("gap")`, `engine.games.all()`.

The list of game ids is explicit (not discovered) so that frozen builds and
readers see every game in one place. Importing this module loads no rules: a
game's package is imported on its first `get()`, and `summary()` answers what
the home screen needs (players, options) from plain data (catalog.py).
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .catalog import SUMMARIES, GameSummary

if TYPE_CHECKING:
    from engine.core.game import Game

GAME_IDS = ("gap", "twowin", "vingtdeux", "qwinto", "numwin")
_loaded: dict[str, Game] = {}


def _load(game_id: str) -> Game:
    if game_id not in _loaded:
        game: Game = importlib.import_module(f"engine.games.{game_id}").GAME
        _loaded[game_id] = game
    return _loaded[game_id]


def get(game_id: str) -> Game:
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    return _load(game_id)


def summary(game_id: str) -> GameSummary:
    """Players and options of a game without loading its rules."""
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    return SUMMARIES[game_id]


def all() -> tuple[Game, ...]:
    return tuple(_load(i) for i in GAME_IDS)
