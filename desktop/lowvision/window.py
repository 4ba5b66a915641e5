"""The main window's low-vision hooks: zoom keys (announced), a View menu, zoomed regions."""
from __future__ import annotations

from desktop import qt
from desktop.qt import QtGui, QtWidgets, translate

from .display import ZOOM_MIN, display, next_zoom

ACTIONS = ("zoom_in", "zoom_out", "zoom_reset", "stickers")
#: Other keys for zoom in, whatever the layout: Ctrl+= (no Shift on QWERTY), numpad +.
EXTRA_ZOOM_IN = ("Ctrl+=", "Ctrl+Shift+=")
MESSAGES_HEIGHT = 160


def say(window, text: str, category: str = "system") -> None:
    """The answer to the player's own key press (interrupts stale speech)."""
    seat = window.table.viewer if getattr(window, "table", None) is not None else None
    from desktop.speech import Message, Priority  # the message module loads after the first paint
    window.speech.say(Message(text, None, Priority.OWN, category, seat))


def zoom(window, step: int) -> None:
    """step 1/-1: next zoom step; 0: back to 100 %. Says "Zoom 150%"."""
    d = display()
    value = d.set_zoom(ZOOM_MIN if step == 0 else next_zoom(d.zoom, step))
    say(window, translate("lowvision", "Zoom {percent}%").format(percent=value))


def handlers(window) -> dict:
    from desktop.export.dialog import export_stickers
    return {"zoom_in": lambda: zoom(window, 1), "zoom_out": lambda: zoom(window, -1),
            "zoom_reset": lambda: zoom(window, 0), "stickers": lambda: export_stickers(window)}


def attach(window) -> None:
    """Called once by the main window: the View menu and zoom-aware regions."""
    menu = QtWidgets.QMenu(window)
    window.menuBar().insertMenu(window.help_menu.menuAction(), menu)
    hooks = _Hooks(window, menu)
    window.ctx.languages.changed.connect(hooks.retranslate)
    display().changed.connect(hooks.fit)
    window.view_menu = menu


def attach_actions(window) -> None:
    """Called once the main window has its actions: the zoom ones go to the View menu,
    with extra zoom-in keys."""
    menu = window.view_menu
    for action_id in ACTIONS:
        action = window.qactions.get(action_id)
        if action is not None:
            for old in action.associatedObjects():
                if isinstance(old, QtWidgets.QMenu) and old is not menu:
                    old.removeAction(action)
            menu.addAction(action)
    for key in EXTRA_ZOOM_IN:
        shortcut = QtGui.QShortcut(QtGui.QKeySequence(key), window)
        shortcut.activated.connect(lambda: window.trigger("zoom_in"))


class _Hooks(qt.QObject):
    """Slots owned by the window, so that they go away with it."""

    def __init__(self, window, menu):
        super().__init__(window)
        self.window, self.menu = window, menu
        self.retranslate()
        self.fit()

    def retranslate(self, _lang=None) -> None:
        self.menu.setTitle(translate("lowvision", "&View"))

    def fit(self) -> None:
        self.window.messages.setMaximumHeight(display().scale(MESSAGES_HEIGHT))
