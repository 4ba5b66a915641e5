"""Save format migrations: every earlier format loads in the current one.

A save file carries `version`. Each change of the format adds a function here
that turns a file of version N into version N+1 (plain JSON in, plain JSON out,
never a game object), and bumps `saves.VERSION`; the golden files of every
format (tests/golden/saves/v<N>/) keep loading (ARCHITECTURE.md rule 13).
A file of a version newer than this Tablée is refused, never guessed at.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """v2 records the match's actions so that a finished match can be replayed;
    a v1 file never had them: `actions` is null (the match cannot be replayed)."""
    return {**data, "version": 2, "actions": None}


# MIGRATIONS[n] turns a version-n file into version n+1.
MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2}


class FutureVersion(Exception):
    """The file was written by a newer Tablée."""

    def __init__(self, version: int):
        super().__init__(str(version))
        self.version = version


def migrate(data: dict[str, Any], current: int, migrations: dict[int, Migration] | None = None) -> dict[str, Any]:
    """`data` brought up to format `current`; ValueError for a version that is no
    version at all, FutureVersion for one newer than `current`."""
    steps = MIGRATIONS if migrations is None else migrations
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(f"version {version!r}")
    if version > current:
        raise FutureVersion(version)
    while version < current:
        if version not in steps:
            raise ValueError(f"no migration from version {version}")
        data = steps[version](data)
        if data.get("version") != version + 1:
            raise ValueError(f"migration from {version} did not reach {version + 1}")
        version += 1
    return data
