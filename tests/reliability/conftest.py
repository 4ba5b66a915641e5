"""Reliability fixtures: the desktop `make_app` fixture (real window, speech recorded)
and the list of games whose table exists, so new tables are covered automatically."""
from __future__ import annotations

import importlib.util

from tests.desktop.conftest import Table, make_app  # noqa: F401 - fixtures shared with tests/desktop


def games_with_tables() -> list[str]:
    from engine import games
    return [g.id for g in games.all() if importlib.util.find_spec(f"desktop.tables.{g.id}") is not None]


def game_ids() -> list[str]:
    from engine import games
    return [g.id for g in games.all()]
