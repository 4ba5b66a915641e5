"""What the history says: summaries of statistics, a match's line, with plurals
in both languages (French: singular up to 1; English: singular for 1 only)."""
from __future__ import annotations

from desktop import gameinfo, qt
from desktop.history.db import MatchRecord
from desktop.history.stats import GameStats, outcome
from desktop.narration.words import join_parts
from desktop.qt import QT_TRANSLATE_NOOP, translate

AGAINST = {
    "easy": QT_TRANSLATE_NOOP("history", "against easy bots {won} of {played}"),
    "normal": QT_TRANSLATE_NOOP("history", "against normal bots {won} of {played}"),
    "strong": QT_TRANSLATE_NOOP("history", "against strong bots {won} of {played}"),
}
OUTCOMES = {
    "won": QT_TRANSLATE_NOOP("history", "won"),
    "lost": QT_TRANSLATE_NOOP("history", "lost"),
    "abandoned": QT_TRANSLATE_NOOP("history", "abandoned"),
    "watched": QT_TRANSLATE_NOOP("history", "watched"),
}


def language() -> str:
    return qt.QtCore.QLocale().name()[:2]


def plural(n: float, one: str, many: str) -> str:
    """`one` or `many` (both translated, with {n}) by the current language's rule."""
    singular = abs(n) <= 1 if language() == "fr" else abs(n) == 1
    return (one if singular else many).format(n=number(n))


def number(value: float, decimals: int = 1) -> str:
    """7, or 7.5 (7,5 in French)."""
    if float(value).is_integer():
        return str(int(value))
    return qt.QtCore.QLocale().toString(float(value), "f", decimals)


def matches_text(n: int) -> str:
    return plural(n, translate("history", "{n} match"), translate("history", "{n} matches"))


def wins_text(n: int) -> str:
    return plural(n, translate("history", "{n} win"), translate("history", "{n} wins"))


def summary(stats: GameStats) -> str:
    """"GAP: 14 matches, 9 wins (64%); against strong bots 2 of 6; ..." """
    name = gameinfo.game_name(stats.game)
    parts = [translate("history", "{game}: {matches}, {wins}").format(
        game=name, matches=matches_text(stats.matches), wins=wins_text(stats.wins))]
    if stats.win_rate is not None:
        parts[0] += " " + translate("history", "({rate}% won)").format(rate=round(100 * stats.win_rate))
    levels = [translate("history", AGAINST[level]).format(won=won, played=played) if level in AGAINST else
              translate("history", "against {level} bots {won} of {played}").format(level=level, won=won, played=played)
              for level, won, played in stats.levels()]
    if levels:
        parts.append(", ".join(levels))
    if stats.best is not None:
        parts.append(translate("history", "best score {best}, average {average}").format(
            best=number(stats.best), average=number(stats.average or 0)))
    if stats.matches:
        parts.append(translate("history", "current streak: {current}, best streak: {best}").format(
            current=wins_text(stats.current_streak), best=wins_text(stats.best_streak)))
    if stats.abandoned:
        parts.append(plural(stats.abandoned, translate("history", "{n} abandoned match"),
                            translate("history", "{n} abandoned matches")))
    return join_parts(parts) + "."


def no_matches(game: str | None) -> str:
    if game is None:
        return translate("history", "No match recorded yet.")
    return translate("history", "{game}: no match recorded yet.").format(game=gameinfo.game_name(game))


def only_watched(game: str | None) -> str:
    """Statistics count the player's own matches; a match watched (every seat a bot) is in
    the list but not in them (heard: "1 match recorded. No match recorded yet.")."""
    if game is None:
        return translate("history", "No statistics yet: they count the matches you play, not those you watch.")
    return translate("history", "{game}: no statistics yet; they count the matches you play, not those you "
                     "watch.").format(game=gameinfo.game_name(game))


def outcome_text(match: MatchRecord) -> str:
    return translate("history", OUTCOMES[outcome(match)])


def when(match: MatchRecord) -> str:
    """The end date and time, in the player's local time and language."""
    stamp = qt.QtCore.QDateTime.fromString(match.ended, qt.Qt.DateFormat.ISODate)
    if not stamp.isValid():
        return match.ended
    return qt.QtCore.QLocale().toString(stamp.toLocalTime(), qt.QtCore.QLocale.FormatType.ShortFormat)


def duration(seconds: float) -> str:
    minutes = int(round(seconds / 60))
    if minutes < 1:
        return translate("history", "under a minute")
    return plural(minutes, translate("history", "{n} minute"), translate("history", "{n} minutes"))


def seat_text(match: MatchRecord, seat: int) -> str:
    s = match.seats[seat]
    if seat == match.you:
        label = translate("history", "you ({name})").format(name=s.name)
    elif s.kind == "bot":
        level = translate("levels", gameinfo.LEVELS.get(s.level or "", s.level or ""))
        label = translate("history", "{name} (bot, {level})").format(name=s.name, level=level)
    elif s.kind == "remote":
        label = translate("history", "{name} (remote)").format(name=s.name)
    else:
        label = s.name
    if s.score is not None:
        label += " " + number(s.score)
    return label


def match_line(match: MatchRecord) -> str:
    """One row as heard: "GAP, 1 Dec 2026 10:05, won, you (Ann) 31, Bob (bot, strong) 20, 12 minutes"."""
    seats = ", ".join(seat_text(match, i) for i in range(len(match.seats)))
    return translate("history", "{game}, {when}, {outcome}: {seats}; {duration}").format(
        game=gameinfo.game_name(match.game), when=when(match), outcome=outcome_text(match), seats=seats,
        duration=duration(match.duration_s))
