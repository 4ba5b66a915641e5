"""What the home screen shows of a game before its rules load: player counts and
match options, as plain data.

Why a copy: importing a game's rules costs tens of milliseconds, and the home
screen is the first thing painted at start-up. tests/engine/test_catalog.py
checks every entry against the game's own `Game`, so the two cannot drift.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(frozen=True)
class OptionSummary:
    """A match option as the home screen offers it (the same fields as engine.core.model.Option)."""
    key: str
    default: Any
    choices: tuple[Any, ...]


@dataclass(frozen=True)
class GameSummary:
    id: str
    min_players: int
    max_players: int
    options: tuple[OptionSummary, ...] = ()
    # Player counts forced by an option when it is set (Num Win's teams: 4 players).
    counts_when_set: Mapping[str, tuple[int, ...]] = field(default_factory=dict)

    def allowed_player_counts(self, options: Mapping[str, Any] | None = None) -> tuple[int, ...]:
        """Same answer as the game's `Game.allowed_player_counts`."""
        for key, counts in self.counts_when_set.items():
            if (options or {}).get(key):
                return counts
        return tuple(range(self.min_players, self.max_players + 1))


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
