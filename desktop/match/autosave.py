"""The autosave at start-up: offer to continue, or report a damaged file and set it aside."""
from __future__ import annotations

import logging
import os
import shutil
import time
from pathlib import Path

from desktop import gameinfo, paths
from desktop.qt import translate
from engine.core import saves


def error_text(error: saves.SaveError) -> str:
    reasons = {
        "not_json": translate("saves", "the file is not readable JSON"),
        "not_a_save": translate("saves", "the file is not a Tablée save"),
        "wrong_version": translate("saves", "the file comes from another version of Tablée"),
        "future_version": translate("saves", "the file was written by a newer version of Tablée "
                                    "(save format {version}; this version reads formats up to {current})").format(
                                        version=error.detail, current=saves.VERSION),
        "unknown_game": translate("saves", "the file names a game Tablée does not know"),
        "wrong_game": translate("saves", "the file is a save of another game"),
        "damaged": translate("saves", "the file is damaged"),
        "too_big": translate("saves", "the file is far too big to be a save"),
    }
    return reasons.get(error.code, translate("saves", "the file is damaged"))


def set_aside(path: Path) -> Path:
    """Move a bad file to the set-aside folder (never delete a player's file)."""
    stamp = f"{path.stem}-{time.strftime('%Y%m%d-%H%M%S')}"
    target = paths.set_aside_dir() / f"{stamp}{path.suffix}"
    count = 1
    while target.exists() or target.is_symlink():  # two in one second: keep both
        count += 1
        target = paths.set_aside_dir() / f"{stamp}-{count}{path.suffix}"
    shutil.move(str(path), str(target))
    return target


def load_file(path: Path, window=None) -> saves.SavedMatch | None:
    """The saved match, or None after reporting the problem and setting the file aside."""
    try:
        if path.stat().st_size > saves.MAX_BYTES:  # do not read a huge file into memory
            raise saves.SaveError("too_big", f"{path.stat().st_size} bytes")
        text = path.read_text(encoding="utf-8")
        saved = saves.loads(text)
        _check_seats(saved)
        _check_match(saved)
        return saved
    except (OSError, UnicodeDecodeError) as exc:
        error = saves.SaveError("not_json", str(exc))
    except saves.SaveError as exc:
        error = exc
    except Exception as exc:
        logging.getLogger("tablee").warning("unreadable save %s", path, exc_info=True)
        error = saves.SaveError("damaged", f"{type(exc).__name__}: {exc}")
    if error.code == "future_version" and path != paths.autosave_file():
        _report_kept(path, error, window)  # the player's own file, for a newer Tablée: left as it is
        return None
    moved = set_aside(path) if path.exists() else None
    if window is not None:
        text = translate("saves", "The saved game {file} could not be opened: {reason}. It was set aside as {moved}; nothing else is lost.").format(
            file=path.name, reason=error_text(error), moved=moved.name if moved else "—")
        window.notify(text, "error")
    return None


def _report_kept(path: Path, error: saves.SaveError, window) -> None:
    if window is not None:
        text = translate("saves", "The saved game {file} could not be opened: {reason}. The file is kept as it is.").format(
            file=path.name, reason=error_text(error))
        window.notify(text, "error")


def _check_seats(saved: saves.SavedMatch) -> None:
    seats = saved.table.get("seats")
    players = getattr(saved.state, "players", None)
    if not isinstance(seats, (list, tuple)) or not seats or (players is not None and len(seats) != players):
        raise saves.SaveError("damaged", "seats")
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not isinstance(seat.get("human"), bool):
            raise saves.SaveError("damaged", "seat")


def _check_match(saved: saves.SavedMatch) -> None:
    """A hand-edited save may load yet hold a card that does not exist, lose one, or name
    a bot level or option Tablée does not know: compare it with the match its table
    set-up deals (cards are conserved) and read every seat's view before opening it."""
    from engine import games
    from engine.core.model import IllegalAction
    game, table, state = games.get(saved.game_id), saved.table, saved.state
    try:
        for seat in table["seats"]:
            if not seat["human"] and seat.get("level", "normal") not in game.bots:
                raise saves.SaveError("damaged", f"bot level {seat.get('level')!r}")
        players = len(table["seats"])
        if game.components is not None:
            first, _events = game.begin(players, int(table.get("seed", 0)), dict(table.get("options", {})))
            if game.components(first) != game.components(state):
                raise saves.SaveError("damaged", "the cards are not those of the game")
        for seat in range(players):
            game.view(state, seat)
        for seat in game.to_move(state):
            game.legal_actions(state, seat)
    except saves.SaveError:
        raise
    except (IllegalAction, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise saves.SaveError("damaged", f"{type(exc).__name__}: {exc}") from exc


def peek(window=None) -> saves.SavedMatch | None:
    """The autosaved match still in progress, if any (damaged files are reported once)."""
    path = paths.autosave_file()
    if not path.exists():
        return None
    saved = load_file(path, window)
    if saved is None:
        return None
    from engine import games
    if games.get(saved.game_id).result(saved.state) is not None:
        return None
    return saved


def describe(saved: saves.SavedMatch) -> str:
    names = ", ".join(s.get("name", "?") for s in saved.table.get("seats", []))
    return translate("saves", "{game} with {players}").format(game=gameinfo.game_name(saved.game_id), players=names)


def finished() -> None:
    """A match ended: nothing left to continue."""
    try:
        os.unlink(paths.autosave_file())
    except FileNotFoundError:
        pass
