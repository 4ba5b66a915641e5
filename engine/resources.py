"""Where the data files in resources/ are: a source checkout, an installed package or a
PyInstaller bundle, and the user's overrides (`TABLEE_DATA_OVERRIDES`, which the desktop
points at the user's data folder). Reading them is engine/core/data.py's job; this module
stands apart so that finding a path (the home screen asks whether a game has a tutorial
before its first paint) loads none of the engine."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[1] / "resources"


def resource_path(*parts: str) -> Path:
    """A user's file of the same name in the overrides folder wins."""
    override = os.environ.get("TABLEE_DATA_OVERRIDES")
    if override:
        candidate = Path(override).joinpath(*parts)
        if candidate.exists():
            return candidate
    return resources_dir().joinpath(*parts)
