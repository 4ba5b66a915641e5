"""The Qwinto dice region: a listbox of the three dice, drawn as dice.

Each row is one die ("orange die, chosen" before the roll, "orange die: 3" after).
The die letters are handled here, and only here, so they never collide with
type-ahead elsewhere: O orange, J or Y yellow (jaune), V or P purple (violet)
toggle a die while dice are being chosen; Space toggles the focused die; Enter
emits `activatedData` (the table rolls, or keeps the roll).
"""
from __future__ import annotations

from desktop import qt
from desktop.cards import CardPalette, TactileCode, render_die
from desktop.qt import QtCore, QtGui, QtWidgets
from desktop.widgets.lists import ItemList

Qt = QtCore.Qt
DIE_KEYS = {Qt.Key.Key_O: "orange", Qt.Key.Key_J: "yellow", Qt.Key.Key_Y: "yellow",
            Qt.Key.Key_V: "purple", Qt.Key.Key_P: "purple"}


def _look() -> tuple[TactileCode, CardPalette, int]:
    """The user's tactile code, theme palette and zoomed die size (defaults without low vision)."""
    try:
        from desktop.lowvision import display
        d = display()
        return d.code, d.card_palette(), int(d.scale(72))
    except (ImportError, AttributeError):
        return TactileCode.default(), CardPalette.light(), 72


class DiceList(ItemList):
    """Rows of (text, colour id); `letterToggled(colour)` when a die key is typed."""

    letterToggled = qt.Signal(str)

    def __init__(self, name: str, parent=None):
        super().__init__(name, parent)
        self.setFlow(QtWidgets.QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QtWidgets.QListView.ResizeMode.Adjust)
        self.setSpacing(8)
        self.setWordWrap(True)
        self._fit()
        try:
            from desktop.lowvision import display
            display().changed.connect(self._fit)
        except ImportError:
            pass

    def _fit(self) -> None:
        _code, _palette, size = _look()
        self.setIconSize(QtCore.QSize(size, size))
        self.setMinimumHeight(size + self.fontMetrics().height() * 3 + 24)

    def show_dice(self, rows: list[tuple[str, str, int | None, bool]]) -> None:
        """rows: (text, colour, face or None, chosen) for each die, in sheet order."""
        self.set_rows([(text, colour) for text, colour, _face, _chosen in rows])
        code, palette, size = _look()
        for i, (_text, colour, face, chosen) in enumerate(rows):
            image = render_die(face, colour, size, code=code, palette=palette, selected=chosen)
            self.item(i).setIcon(QtGui.QIcon(QtGui.QPixmap.fromImage(image)))

    def keyPressEvent(self, event) -> None:
        colour = DIE_KEYS.get(event.key())
        if colour and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.letterToggled.emit(colour)
            event.accept()
            return
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) and not event.modifiers():
            self.setCurrentRow(min(self.currentRow() + 1, self.count() - 1))
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) and not event.modifiers():
            self.setCurrentRow(max(self.currentRow() - 1, 0))
            return
        super().keyPressEvent(event)

    def keyboardSearch(self, text: str) -> None:
        """Letters are die keys, not type-ahead."""
