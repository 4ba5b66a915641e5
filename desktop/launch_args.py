"""What the command line asks that cannot be done, said in the player's language.

`tablee --game gapp` or `--players 9` used to end the program with a traceback in the
log file and nothing said or printed. Now main() prints the reason, opens the home
screen instead of the match, and says the reason there (an error message), so that a
player who typed it hears why nothing started.
"""
from __future__ import annotations

import argparse

from desktop import gameinfo
from desktop.qt import translate
from engine import games

LEVELS = ("easy", "normal", "strong")


def launch_problem(args: argparse.Namespace) -> str | None:
    """Why the match or tutorial asked for cannot start, or None."""
    if args.bot_pause is not None and args.bot_pause < 0:
        return translate("launch", "--bot-pause: the pause is a number of milliseconds, 0 or more.")
    for option, game_id in (("--game", args.game), ("--tutorial", args.tutorial)):
        if game_id is not None and game_id not in games.GAME_IDS:
            return translate("launch", "{option}: there is no game “{id}”. The games are {ids}.").format(
                option=option, id=game_id, ids=", ".join(games.GAME_IDS))
    if args.game is None:
        return None
    if args.players is not None and (problem := players_problem(args.game, args.players)):
        return problem
    from engine.ai.bots import parse_level
    for level in (args.levels or "normal").split(","):
        try:
            known = parse_level(level)[0] in LEVELS  # "strong:8x" too, as `make plateau` uses
        except ValueError:
            known = False
        if not known:
            return translate("launch", "--levels: “{level}” is not a computer level; the levels are {levels}.").format(
                level=level, levels=", ".join(LEVELS))
    return None


def players_problem(game_id: str, players: int, options: dict | None = None) -> str | None:
    """Why `players` cannot play `game_id` with these options, or None (tablee-host asks too)."""
    counts = games.summary(game_id).allowed_player_counts(options or {})
    if players in counts:
        return None
    return translate("launch", "--players: {game} is played by {low} to {high} players.").format(
        game=gameinfo.game_name(game_id), low=min(counts), high=max(counts))
