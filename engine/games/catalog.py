"""What the home screen shows of a game before its rules load: player counts and
match options, as plain data.

Why a copy: importing a game's rules costs tens of milliseconds, and the home
screen is the first thing painted at start-up. tests/engine/test_catalog.py
checks every entry against the game's own `Game`, so the two cannot drift.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class OptionSummary:
    """A match option as the home screen offers it (the fields of engine.core.model.Option).

    Plain classes, not dataclasses: building a dataclass costs ~1 ms at import."""

    __slots__ = ("key", "default", "choices")

    def __init__(self, key: str, default: Any, choices: tuple[Any, ...]):
        self.key, self.default, self.choices = key, default, choices

    def __repr__(self) -> str:
        return f"OptionSummary({self.key!r}, {self.default!r}, {self.choices!r})"


class GameSummary:
    __slots__ = ("id", "min_players", "max_players", "options", "counts_when_set")

    def __init__(self, game_id: str, min_players: int, max_players: int,
                 options: tuple[OptionSummary, ...] = (),
                 counts_when_set: Mapping[str, tuple[int, ...]] | None = None):
        self.id, self.min_players, self.max_players = game_id, min_players, max_players
        self.options = options
        # Player counts forced by an option when it is set (Num Win's teams: 4 players).
        self.counts_when_set = dict(counts_when_set or {})

    def allowed_player_counts(self, options: Mapping[str, Any] | None = None) -> tuple[int, ...]:
        """Same answer as the game's `Game.allowed_player_counts`."""
        for key, counts in self.counts_when_set.items():
            if (options or {}).get(key):
                return counts
        return tuple(range(self.min_players, self.max_players + 1))

    def __repr__(self) -> str:
        return f"GameSummary({self.id!r})"


SUMMARIES = {
    "gap": GameSummary("gap", 2, 6, (
        OptionSummary("target", 30, (15, 30, 70)),
        OptionSummary("rounds", 0, (0, 1, 2, 3, 4, 5, 6, 8, 10)),
    )),
    "twowin": GameSummary("twowin", 2, 6),
    "vingtdeux": GameSummary("vingtdeux", 2, 6),
    "qwinto": GameSummary("qwinto", 1, 6),
    "numwin": GameSummary("numwin", 2, 6, (
        OptionSummary("teams", False, (False, True)),
        OptionSummary("tie_penalised", False, (False, True)),
        OptionSummary("claim_seconds", 5, tuple(range(0, 31))),
        OptionSummary("rounds", 0, (0, 1, 2, 3, 4, 5, 6)),
    ), counts_when_set={"teams": (4,)}),
}
