"""The "system" theme: guessed from the palette for the first paint, then taken from Qt's hints."""
from __future__ import annotations

import importlib

from desktop.lowvision.display import Display, palette_theme
from desktop.qt import QtGui

display_module = importlib.import_module("desktop.lowvision.display")  # the package's `display` is its function


def _palette(window: str, text: str) -> QtGui.QPalette:
    palette = QtGui.QPalette()
    palette.setColor(QtGui.QPalette.ColorRole.Window, QtGui.QColor(window))
    palette.setColor(QtGui.QPalette.ColorRole.WindowText, QtGui.QColor(text))
    return palette


def test_the_palette_tells_dark_from_light(qapp):
    qapp.setPalette(_palette("#202020", "#f0f0f0"))
    assert palette_theme() == "dark"
    qapp.setPalette(_palette("#fafafa", "#101010"))
    assert palette_theme() == "light"


def test_the_system_answer_replaces_the_guess_after_the_paint(qapp, monkeypatch):
    qapp.setPalette(_palette("#fafafa", "#101010"))
    shown = Display()
    shown.apply()  # before the first paint: the palette's guess
    assert shown.theme_name == "light"
    monkeypatch.setattr(display_module, "system_theme", lambda: "high_contrast")
    changes: list[str] = []
    shown.changed.connect(lambda: changes.append(shown.theme_name))
    shown.confirm_system_theme()
    assert shown.theme_name == "high_contrast" and changes == ["high_contrast"]
    shown.confirm_system_theme()  # once only: later changes come from Qt's signals
    assert changes == ["high_contrast"]


def test_a_chosen_theme_needs_no_system_answer(qapp, monkeypatch):
    shown = Display()
    shown.setting_theme = "dark"
    shown.apply()
    monkeypatch.setattr(display_module, "system_theme", lambda: "light")
    changes: list[str] = []
    shown.changed.connect(lambda: changes.append(shown.theme_name))
    shown.confirm_system_theme()
    assert shown.theme_name == "dark" and changes == []
