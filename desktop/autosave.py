"""The autosave at start-up: offer to continue, or report a damaged file and set it aside."""
from __future__ import annotations

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
        "unknown_game": translate("saves", "the file names a game Tablée does not know"),
        "wrong_game": translate("saves", "the file is a save of another game"),
        "damaged": translate("saves", "the file is damaged"),
        "too_big": translate("saves", "the file is far too big to be a save"),
    }
    return reasons.get(error.code, translate("saves", "the file is damaged"))


def set_aside(path: Path) -> Path:
    """Move a bad file to the set-aside folder (never delete a player's file)."""
    target = paths.set_aside_dir() / f"{path.stem}-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}"
    shutil.move(str(path), str(target))
    return target


def load_file(path: Path, window=None) -> saves.SavedMatch | None:
    """The saved match, or None after reporting the problem and setting the file aside."""
    try:
        text = path.read_text(encoding="utf-8")
        saved = saves.loads(text)
        _check_seats(saved)
        return saved
    except (OSError, UnicodeDecodeError) as exc:
        error = saves.SaveError("not_json", str(exc))
    except saves.SaveError as exc:
        error = exc
    moved = set_aside(path) if path.exists() else None
    if window is not None:
        text = translate("saves", "The saved game {file} could not be opened: {reason}. It was set aside as {moved}; nothing else is lost.").format(
            file=path.name, reason=error_text(error), moved=moved.name if moved else "—")
        window.notify(text, "error")
    return None


def _check_seats(saved: saves.SavedMatch) -> None:
    seats = saved.table.get("seats")
    players = getattr(saved.state, "players", None)
    if not isinstance(seats, (list, tuple)) or not seats or (players is not None and len(seats) != players):
        raise saves.SaveError("damaged", "seats")
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not isinstance(seat.get("human"), bool):
            raise saves.SaveError("damaged", "seat")


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
