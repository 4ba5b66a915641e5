"""Guard against PySide6 6.12.0's lost references to None/True on CPython < 3.12.

Why: measured here (PySide6 6.12.0, CPython 3.11.7), every void-returning Qt
method called from Python (setObjectName, QTimer.start, processEvents, hide,
setAccessibleName...) drops one reference to None, and every Signal.emit() drops
one to True. None starts near 5,000 references, True near 800, so a few seconds
of normal GUI work end in "Fatal Python error: none_dealloc" (or bool_dealloc
at exit). CPython 3.12+ makes these singletons immortal (PEP 683) and is not
affected. Until the project moves to Python >= 3.12 or a fixed PySide6, give
the singletons so many references that the leak can never reach zero.

This belongs in desktop/qt.py (right after importing PySide6); it lives here
because the speech package found it, and SpeechService calls it to be safe.
"""
from __future__ import annotations

import sys

HEADROOM = 1 << 40  # ~10^12 leaked references before trouble
_done = False


def leak_detected() -> bool:
    """Probe: does a void Qt call lose a reference to None?"""
    from .. import qt

    probe = qt.QObject()
    before = sys.getrefcount(None)
    for _ in range(8):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before


def guard_singletons() -> bool:
    """Add HEADROOM references to None, True and False when the leak is present.

    Idempotent; does nothing on CPython >= 3.12 (immortal objects) or when the
    probe finds no leak. Returns True when the guard was applied.
    """
    global _done
    if _done or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not leak_detected():
        return False
    import ctypes  # only with the leak (PySide6 6.12.0): not at every start-up

    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += HEADROOM
    _done = True
    return True
