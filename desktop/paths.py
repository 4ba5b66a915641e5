"""Where Tablée keeps the user's files: settings, autosave, logs, set-aside files.

`--data-dir DIR` (tests always use it) puts everything under DIR; otherwise the
system's per-user application data folder.
"""
from __future__ import annotations

import os
from pathlib import Path

from desktop import qt

_data_dir: Path | None = None


def set_data_dir(path: str | os.PathLike | None) -> None:
    global _data_dir
    _data_dir = Path(path).resolve() if path else None
    if _data_dir is not None:
        _data_dir.mkdir(parents=True, exist_ok=True)


def data_dir() -> Path:
    if _data_dir is not None:
        return _data_dir
    location = qt.QtCore.QStandardPaths.writableLocation(qt.QtCore.QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(location or Path.home() / ".tablee")
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_file() -> Path:
    return data_dir() / "settings.ini"


def autosave_file() -> Path:
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(exist_ok=True)
    return path


def log_file() -> Path:
    return data_dir() / "tablee.log"


def set_aside_dir() -> Path:
    """Damaged files are moved here (never deleted) so that nothing is lost."""
    path = data_dir() / "set-aside"
    path.mkdir(exist_ok=True)
    return path


def overrides_dir() -> Path:
    """User copies of data files (tactile code, decks) that replace the shipped ones."""
    return data_dir() / "overrides"
