"""The screen reader's notification widgets (see backends/screenreader.py for why).

Apart from the backend that drives them: the main window builds them before its first
paint, and this module needs nothing of the speech service (figure 1: the backends'
package, with dataclasses, loads just after the paint).
"""
from __future__ import annotations

from .. import qt

_factory_installed = False


class NotificationWidget(qt.QtWidgets.QWidget):
    """A 1x1, unfocusable widget that screen readers see as a Notification.

    The main window creates one (anywhere in its tree, e.g. the status bar) and
    passes it to SpeechService.attach(). It draws nothing a sighted player would
    read (the Messages region shows messages).

    Braille: Orca 43 brailles a notification only from the labels inside it that
    it finds showing ("unrelated labels"), and drops a label whose text is part of
    the notification's name. So a message for braille goes in the child label,
    with the name empty (Orca says the text and brailles it); a message kept off
    braille goes in the name, the label empty (Orca says the text and flashes an
    empty braille line, as it did for every message before).
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        install_notification_factory()
        self.setFixedSize(1, 1)  # a QWidget and a QLabel are no Tab stops (NoFocus by default)
        self.setAccessibleName("")
        self.label = qt.QtWidgets.QLabel(self)
        self.label.setGeometry(0, 0, 1, 1)
        self._mouse_through = False  # set by the first notify(): Qt's enums wait until after the first paint

    def notify(self, text: str, braille: bool = False) -> None:
        """Hide, rename, show: the sequence Orca 43 reads as a new notification."""
        if not self._mouse_through:
            self.setAttribute(qt.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            self._mouse_through = True
        self.hide()
        self.label.setText(text if braille else "")
        self.setAccessibleName("" if braille else text)
        self.show()

    def text(self) -> str:
        """The message it holds, wherever it is (name or label)."""
        return self.label.text() or self.accessibleName()


class NotificationArea(qt.QtWidgets.QWidget):
    """Several NotificationWidgets used in turn, so that each message keeps its text
    until Orca has read it (see backends/screenreader.py's docstring). `text()` is the last one.

    Screen readers see the area as a status bar (_notification_factory): Orca 43 says
    a notification's role ("notification.") before its text unless a status bar holds
    it (Orca's script_utilities.isStatusBarNotification). Its children are kept in the
    order of their messages, so that Orca's "read the status bar" (Orca+KP_Enter twice)
    reads the recent messages oldest first.

    The widgets are built with the area, and the main window builds the area before it
    first shows: Orca reads each notification widget that appears as a notification
    (built after the first paint, they made it say "notification." eight times)."""

    SIZE = 8

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._layout = qt.QtWidgets.QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addStretch(1)
        self.setFixedHeight(1)
        self.slots = [NotificationWidget(self) for _ in range(self.SIZE)]
        for index, slot in enumerate(self.slots):
            self._layout.insertWidget(index, slot)
        self._next = 0
        self._last = ""

    def notify(self, text: str, braille: bool = False) -> None:
        slot = self.slots[self._next]
        slot.notify(text, braille)
        slot.raise_()  # last among the area's children: Orca's "read the status bar" reads oldest first
        self._next = (self._next + 1) % len(self.slots)
        self._last = text

    def text(self) -> str:
        return self._last


def _notification_factory(key: str, obj):
    """QAccessible factory: the Notification role for NotificationWidget, the StatusBar
    role for the NotificationArea that holds them (see NotificationArea).

    No fixed name is given so the widget's current accessible name is used.
    """
    if isinstance(obj, NotificationWidget):
        return qt.QtWidgets.QAccessibleWidget(obj, qt.QAccessible.Role.Notification)
    if isinstance(obj, NotificationArea):
        return qt.QtWidgets.QAccessibleWidget(obj, qt.QAccessible.Role.StatusBar)
    return None


def install_notification_factory() -> None:
    """Install the factory once per process (module-level reference keeps it alive)."""
    global _factory_installed
    if not _factory_installed:
        qt.QAccessible.installFactory(_notification_factory)
        _factory_installed = True
