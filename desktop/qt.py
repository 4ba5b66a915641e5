"""The one place that imports PySide6; the rest of desktop/ imports from here.

Modules from PySide6-Addons (text to speech, multimedia) are optional at run
time: a machine without libpulse or without the Addons wheel still runs Tablée,
with speech through the screen reader alone.
"""
from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from desktop.pyside_support import compiled_support

with compiled_support():
    from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot  # noqa: F401

if TYPE_CHECKING:
    from PySide6.QtCore import Qt  # noqa: F401
    from PySide6.QtGui import QAccessible  # noqa: F401
else:
    _ON_FIRST_USE = {"Qt": QtCore, "QAccessible": QtGui}

    def __getattr__(name: str) -> Any:
        """`Qt` (PySide's Qt namespace) and `QAccessible` on first use. PySide builds a
        class's enum types with the class: ~25 ms for the Qt namespace's ~100, which the
        home screen's first paint does without (tests/desktop/test_startup_lean.py; the
        values it needs are below), ~3 ms for QAccessible's, which the notification
        widgets built with the window need."""
        home = _ON_FIRST_USE.get(name)
        if home is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = globals()[name] = getattr(home, name)
        return value

#: Qt.ItemDataRole.UserRole: item data roles are plain numbers to Qt.
USER_ROLE = 256
#: Qt.FocusPolicy.NoFocus, for setProperty("focusPolicy", ...) before the first paint.
NO_FOCUS = 0


def later(ms: int, context: Any, method: Callable[[], object]) -> None:
    """`method` in `ms` ms, not at all once `context` (a QObject, often a mixin's self) is
    deleted: without a context PySide ran a mixin's decorated slot on a deleted window.
    Use it for a widget's own methods, @Slot-decorated (docs/ARCHITECTURE.md)."""
    QTimer.singleShot(ms, context, method)


def _quicker_feature_check() -> None:
    """PySide's import hook asks of every module imported after it whether its source
    says "PySide6" (shibokensupport.feature, for `from __feature__ import`), through
    inspect.getsource: ~0.4 ms a module, ~25 ms of the start-up here for 70 modules.
    The same question, asked of the file's bytes; anything else goes to PySide's own."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "tablee", False):
        return

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return bool(original(module))

    uses_pyside.tablee = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


_quicker_feature_check()


@cache
def optional_module(name: str) -> ModuleType | None:
    """PySide6.<name> or None when it cannot be loaded here (missing library or wheel)."""
    try:
        return importlib.import_module(f"PySide6.{name}")
    except ImportError:
        return None


def text_to_speech() -> Any:  # the module, or None when missing
    return optional_module("QtTextToSpeech")


def multimedia() -> Any:  # the module, or None when missing
    return optional_module("QtMultimedia")


def application() -> QtWidgets.QApplication | None:
    """The running QApplication, typed as one (PySide's stubs say QCoreApplication)."""
    return cast("QtWidgets.QApplication | None", QtWidgets.QApplication.instance())


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Qt's translation lookup (pyside6-lupdate finds literal `translate("ctx", "text")` calls)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a string for pyside6-lupdate where it is defined away from its translate() call."""
    return text
