"""The player's statistics per game, from the recorded matches (pure Python).

"The player" is the seat recorded as `you` (the first human at this computer).
Finished matches count; abandoned ones are counted apart and break no streak.
A win shared with others is a win. Bots' levels: a match counts for a level
when at least one opponent bot played at it.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from desktop.history.db import MatchRecord

LEVEL_ORDER = ("easy", "normal", "strong")


@dataclass
class GameStats:
    game: str
    matches: int = 0
    wins: int = 0
    abandoned: int = 0
    by_level: dict[str, list[int]] = field(default_factory=dict)  # level -> [wins, matches]
    best: float | None = None
    total_score: float = 0.0
    current_streak: int = 0
    best_streak: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.matches if self.matches else None

    @property
    def average(self) -> float | None:
        return self.total_score / self.matches if self.matches else None

    def levels(self) -> list[tuple[str, int, int]]:
        """(level, wins, matches), easy to strong, then any other level."""
        order = {level: i for i, level in enumerate(LEVEL_ORDER)}
        return [(level, won, played) for level, (won, played)
                in sorted(self.by_level.items(), key=lambda kv: (order.get(kv[0], 99), kv[0]))]


def compute(matches: Iterable[MatchRecord]) -> dict[str, GameStats]:
    """Statistics of every game with a match where the player had a seat."""
    out: dict[str, GameStats] = {}
    for match in sorted(matches, key=lambda m: (m.ended, m.row_id)):
        if match.you is None or not 0 <= match.you < len(match.seats):
            continue
        stats = out.setdefault(match.game, GameStats(match.game))
        if match.status != "finished":
            stats.abandoned += 1
            continue
        _count(stats, match)
    return out


def _count(stats: GameStats, match: MatchRecord) -> None:
    assert match.you is not None
    mine = match.seats[match.you]
    won = mine.winner
    stats.matches += 1
    stats.wins += int(won)
    stats.current_streak = stats.current_streak + 1 if won else 0
    stats.best_streak = max(stats.best_streak, stats.current_streak)
    levels = {s.level for i, s in enumerate(match.seats) if i != match.you and s.kind == "bot" and s.level}
    for level in levels:
        counts = stats.by_level.setdefault(level, [0, 0])
        counts[0] += int(won)
        counts[1] += 1
    if mine.score is not None:
        stats.total_score += mine.score
        better = min if match.low_score_wins else max
        stats.best = mine.score if stats.best is None else better(stats.best, mine.score)


def outcome(match: MatchRecord) -> str:
    """won, lost, abandoned, or watched (no seat of the player's)."""
    if match.status != "finished":
        return "abandoned"
    if match.you is None or not 0 <= match.you < len(match.seats):
        return "watched"
    return "won" if match.seats[match.you].winner else "lost"
