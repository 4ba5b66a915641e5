"""Game tables: one TableScreen subclass per game, built from shared regions."""
from __future__ import annotations

import importlib


def table_class(game_id: str):
    return importlib.import_module(f"desktop.tables.{game_id}").TABLE
