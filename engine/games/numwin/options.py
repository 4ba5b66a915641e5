"""Num Win's match options.

- teams: the 2 vs 2 variant (seats 0+2 against 1+3), 4 players only.
- tie_penalised: a Num Win caller tied for the lowest score also takes +15
  (ruling numwin 7: off by default, a tie costs nothing).
- claim_seconds: the claim window (ruling numwin 5 [adapt]); 0 = untimed, where
  every player is asked in turn clockwise from the discarder. The session owns the
  clock; the engine only checks that a claim's time fits in the window. Any whole
  number of seconds up to 30: the desktop sets it from its claim-delay setting
  (milliseconds, rounded up) and runs its own window within that limit.
- rounds: 0 = one round per player (each deals once, ruling numwin 10); a number
  plays that many rounds (short matches).
"""
from collections.abc import Mapping
from typing import Any

from engine.core.model import Option

OPTIONS = (
    Option("teams", False, (False, True)),
    Option("tie_penalised", False, (False, True)),
    Option("claim_seconds", 5, tuple(range(0, 31))),
    Option("rounds", 0, (0, 1, 2, 3, 4, 5, 6)),
)


def player_counts(options: Mapping[str, Any] | None) -> tuple[int, ...]:
    return (4,) if (options or {}).get("teams") else (2, 3, 4, 5, 6)
