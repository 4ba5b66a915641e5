"""Finding and reading the data files in resources/ (decks, tactile codes, help).

Works from a source checkout, an installed package and a PyInstaller bundle.
A user may override a data file by putting a file of the same name in
`TABLEE_DATA_OVERRIDES` (the desktop points it at the user's data folder).
"""
from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path
from typing import Any


class DataError(Exception):
    """A data file is missing or broken; `path` names it for the message."""

    def __init__(self, path: str, detail: str):
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.detail = detail


def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(*parts: str) -> Path:
    override = os.environ.get("TABLEE_DATA_OVERRIDES")
    if override:
        candidate = Path(override).joinpath(*parts)
        if candidate.exists():
            return candidate
    return resources_dir().joinpath(*parts)


def _read_json(path: str) -> object:
    import json  # here: finding a path (the home screen's first paint) needs no JSON parser

    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except OSError as exc:
        raise DataError(path, f"cannot read: {exc.strerror}") from exc
    except ValueError as exc:
        raise DataError(path, f"not valid JSON: {exc}") from exc


@cache
def _cached(parts: tuple[str, ...], override: str | None) -> object:
    return _read_json(str(resource_path(*parts)))


def load_json(*parts: str) -> Any:
    """The parsed file, read once (call `clear_cache` after changing an override)."""
    return _cached(parts, os.environ.get("TABLEE_DATA_OVERRIDES"))


def clear_cache() -> None:
    _cached.cache_clear()
