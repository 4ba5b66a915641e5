"""Settings file migrations: a settings file of any earlier format keeps its values.

The file carries its format in `meta/format` (files written before the key
existed are format 1). Each change of a key (renamed, split, new meaning) adds
a function here that rewrites the stored keys of format N into format N+1 and
bumps FORMAT; tests/golden/settings/ keeps a file of every format, loaded by
tests/desktop/test_settings_formats.py (ARCHITECTURE.md rule 13). A file
written by a newer Tablée is read for the keys this version knows and never
stamped down, so the newer version still finds its own keys. A new (empty) file
is stamped when its first value is written, not at start-up (a sync there cost
13-25 ms before the first paint, tests/bench/startup.py).
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

FORMAT_KEY = "meta/format"
FORMAT = 1

# MIGRATIONS[n](store) turns the keys of format n into those of format n+1;
# `store` is the QSettings object (value, setValue, remove, allKeys).
MIGRATIONS: dict[int, Callable[[Any], None]] = {}


def stored_format(store) -> int:
    try:
        return int(store.value(FORMAT_KEY, 1))
    except (TypeError, ValueError):
        return 1


def upgrade(store, current: int | None = None, migrations: dict[int, Callable[[Any], None]] | None = None) -> int:
    """Bring the settings in `store` to the current format; returns the format read."""
    current = FORMAT if current is None else current
    steps = MIGRATIONS if migrations is None else migrations
    if not store.allKeys():
        return current  # a new file: stamped with its first value (Settings.stamp), no disk write at start-up
    found = stored_format(store)
    if found > current:
        logging.getLogger("tablee").info("settings of a newer format %s kept as they are", found)
        return found
    version = found
    while version < current:
        steps[version](store)
        version += 1
    if found != current or not store.contains(FORMAT_KEY):
        store.setValue(FORMAT_KEY, current)
        store.sync()
    return found


def stamp(store) -> None:
    """Mark a file with the current format before its first value is written."""
    if not store.contains(FORMAT_KEY):
        store.setValue(FORMAT_KEY, FORMAT)


def rename(store, old: str, new: str) -> None:
    """A migration's usual step: a key moves, its value kept (unless the new key is set)."""
    if store.contains(old):
        if not store.contains(new):
            store.setValue(new, store.value(old))
        store.remove(old)
