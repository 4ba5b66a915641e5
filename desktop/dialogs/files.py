"""Save the match to a file of the player's choice, or open one."""
from __future__ import annotations

from pathlib import Path

from desktop import paths, qt
from desktop.match import autosave
from desktop.qt import translate
from engine.core import saves

QtWidgets = qt.QtWidgets


def save_as(window) -> None:
    if window.session is None:
        window.notify(translate("files", "There is no game to save."), "error")
        return
    name, _ = QtWidgets.QFileDialog.getSaveFileName(
        window, translate("files", "Save the game"), str(paths.saves_dir() / f"{window.session.game.id}.json"),
        translate("files", "Tablée saves (*.json)"))
    if not name:
        return
    try:
        saves.write_atomic(name, window.session.save_text())
    except OSError as exc:
        window.notify(translate("files", "The game could not be saved: {why}").format(why=exc.strerror), "error")
        return
    window.notify(translate("files", "Game saved as {file}.").format(file=Path(name).name), "system")


def open_file(window) -> None:
    name, _ = QtWidgets.QFileDialog.getOpenFileName(
        window, translate("files", "Open a saved game"), str(paths.saves_dir()),
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
