"""Reading the data files in resources/ (decks, tactile codes, help), once each.

Where they are (a source checkout, an installed package, a PyInstaller bundle, the
user's overrides in `TABLEE_DATA_OVERRIDES`) is engine/resources.py's answer.
"""
from __future__ import annotations

import os
from functools import cache
from typing import Any

from engine.resources import resource_path


class DataError(Exception):
    """A data file is missing or broken; `path` names it for the message."""

    def __init__(self, path: str, detail: str):
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.detail = detail


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
