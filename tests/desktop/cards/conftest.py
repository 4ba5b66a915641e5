"""Fixtures for the card tests: the refcount guard (PySide6 6.12 on CPython 3.11), the default code."""
from __future__ import annotations

import pytest

from desktop import qt

try:  # PySide6 6.12.0 on CPython 3.11 loses a reference to None on every void Qt call
    from desktop.speech.refguard import guard_singletons
except ImportError:  # pragma: no cover - the guard moved (e.g. into desktop.qt)
    guard_singletons = getattr(qt, "guard_singletons", lambda: False)

from desktop.cards import TactileCode

guard_singletons()


@pytest.fixture(scope="session")
def code() -> TactileCode:
    return TactileCode.default()


@pytest.fixture
def app(qapp):
    return qapp
