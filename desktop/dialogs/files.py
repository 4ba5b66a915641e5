"""Save the match to a file of the player's choice, or open one."""
from __future__ import annotations

from pathlib import Path

from desktop import paths
from desktop.dialogs import file_choice
from desktop.match import autosave
from desktop.qt import translate
from engine.core import saves


def _default_name(window) -> str:
    """"gap 2026-12-05 01-56.json": a name of its own each time, so that a save never
    replaces an earlier one unasked."""
    from datetime import datetime
    return f"{window.session.game.id} {datetime.now():%Y-%m-%d %H-%M}.json"


def save_as(window) -> None:
    if window.session is None:
        window.notify(translate("files", "There is no game to save."), "error")
        return
    session = window.session

    def write(name: str) -> None:
        try:
            saves.write_atomic(name, session.save_text())
        except OSError as exc:
            window.notify(translate("files", "The game could not be saved: {why}").format(why=exc.strerror), "error")
            return
        window.notify(translate("files", "Game saved as {file}.").format(file=Path(name).name), "system")
    file_choice.save_path(window, translate("files", "Save the game"), paths.saves_dir() / _default_name(window),
                          translate("files", "Tablée saves (*.json)"), then=write)


def open_file(window) -> None:
    name = file_choice.open_path(window, translate("files", "Open a saved game"), paths.saves_dir(),
                                 translate("files", "Tablée saves (*.json)"))
    if not name:
        return
    saved = autosave.load_file(Path(name), window)
    if saved is None:
        return
    from engine import games
    if games.get(saved.game_id).result(saved.state) is not None:  # a finished match: its replay
        from desktop.history.replay_dialog import open_replay_saved
        open_replay_saved(window, saved)
        return
    from desktop.match.session import Session
    window._open_session(Session.from_saved(saved, bot_pause_ms=window.ctx.bot_pause_ms(), parent=window),
                         resumed=True)
