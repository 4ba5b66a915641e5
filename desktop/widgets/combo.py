"""Combo boxes whose new value is heard.

Up/Down on a closed combo box changes its value, and Orca 43 says nothing of it (it
takes the combo box's name change for a duplicate): the app says the value itself,
as a short message, while the box has the focus. The combo boxes that say nothing
else when changed go through `say_values` (the home screen, the network dialogs,
Settings); the tactile code's and the history's say what the change did.

A language switch renames them, and their items, only where the words change
(`rename`, `set_item_text`): Qt sends the screen reader an event for every call, and
past 50 queued events Orca 43 prunes them, the message saying the choice too.
"""
from __future__ import annotations

from desktop.qt import QtWidgets


def say_values(*boxes: QtWidgets.QComboBox) -> None:
    """Have each box's new value said when it changes under the focus."""
    for box in boxes:
        box.currentIndexChanged.connect(lambda _i, b=box: say_value(b))


def say_value(box: QtWidgets.QComboBox) -> None:
    speech = speech_near(box)
    if speech is None or not box.hasFocus():
        return
    from desktop.speech import Message, Priority
    speech.say(Message(box.currentText(), None, Priority.OWN, "focus", speech.current_seat, False))


def speech_near(widget: QtWidgets.QWidget):
    """The speech service of the main window this widget belongs to, through the dialogs
    that hold it (None outside a main window: tests)."""
    window: QtWidgets.QWidget | None = widget.window()
    while window is not None:
        speech = getattr(window, "speech", None)
        if speech is not None:
            return speech
        parent = window.parentWidget()
        window = parent.window() if parent is not None else None
    return None


def rename(widget: QtWidgets.QWidget, name: str) -> None:
    """The widget's accessible name, set only when it changes (see the module docstring)."""
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)


def set_item_text(box: QtWidgets.QComboBox, index: int, text: str) -> None:
    """An item's text, set only when it changes (see the module docstring)."""
    if box.itemText(index) != text:
        box.setItemText(index, text)
