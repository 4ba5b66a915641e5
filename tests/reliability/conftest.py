"""Reliability fixtures: the desktop `make_app` fixture (real window, speech recorded)
and the list of games (all have tables), so a new game is covered automatically."""
from __future__ import annotations

from tests.desktop.conftest import Table, make_app  # noqa: F401 - fixtures shared with tests/desktop


def games_with_tables() -> list[str]:
    """Every game: each has a table (tests/desktop/test_registry.py)."""
    from engine import games
    return list(games.GAME_IDS)


def game_ids() -> list[str]:
    from engine import games
    return [g.id for g in games.all()]
