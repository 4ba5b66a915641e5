"""Statistics from recorded matches: wins, streaks, per-level records, best scores."""
from __future__ import annotations

from desktop.history import db, stats


def _match(n: int, game: str, won: bool | None, score: float, levels=("normal",), low=False, you=0) -> db.MatchRecord:
    status = "abandoned" if won is None else "finished"
    seats = [db.SeatRecord("Ann", "human", None, score, bool(won))]
    seats += [db.SeatRecord(f"B{i}", "bot", level, 1.0, False) for i, level in enumerate(levels)]
    return db.MatchRecord(f"{game}-{n}", game, {}, f"2026-01-{n:02d}T10:00:00+00:00", f"2026-01-{n:02d}T11:00:00+00:00",
                          60.0, status, n, tuple(seats), you, low)


def test_streaks_count_consecutive_wins_and_abandoned_matches_break_none():
    results = [True, True, False, True, None, True, True]
    figures = stats.compute([_match(i + 1, "gap", w, 10) for i, w in enumerate(results)])["gap"]
    assert (figures.matches, figures.wins, figures.abandoned) == (6, 5, 1)
    assert (figures.current_streak, figures.best_streak) == (3, 3)  # the abandoned match between two wins breaks nothing
    assert round(figures.win_rate, 3) == round(5 / 6, 3)


def test_matches_are_counted_in_the_order_they_ended_not_as_given():
    matches = [_match(3, "gap", False, 1), _match(1, "gap", True, 1), _match(2, "gap", True, 1)]
    figures = stats.compute(matches)["gap"]
    assert (figures.current_streak, figures.best_streak) == (0, 2)


def test_best_score_is_the_lowest_where_low_scores_win():
    figures = stats.compute([_match(1, "numwin", True, 30, low=True), _match(2, "numwin", False, 12, low=True),
                             _match(3, "numwin", False, 50, low=True)])["numwin"]
    assert figures.best == 12 and round(figures.average, 2) == round(92 / 3, 2)
    high = stats.compute([_match(1, "gap", True, 30), _match(2, "gap", False, 12)])["gap"]
    assert high.best == 30


def test_each_level_counts_the_matches_against_at_least_one_bot_of_it():
    matches = [_match(1, "gap", True, 1, ("strong", "strong")), _match(2, "gap", False, 1, ("strong", "easy")),
               _match(3, "gap", True, 1, ("easy",))]
    figures = stats.compute(matches)["gap"]
    assert figures.levels() == [("easy", 1, 2), ("strong", 1, 2)]


def test_matches_without_the_player_are_not_counted():
    watched = _match(1, "qwinto", True, 5, you=None)
    assert stats.compute([watched]) == {} and stats.outcome(watched) == "watched"
