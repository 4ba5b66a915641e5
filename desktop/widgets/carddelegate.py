"""Paints the rows of a CardList as cards with the tactile code.

The item text stays the accessible name ("7 red"); the delegate only draws. The
card width is `base_width` (at 100 %) scaled by the zoom; the palette and the
tactile code come from the shared Display (theme, the user's code) unless set.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop.cards import CardFace, CardPalette, TactileCode, card_size, paint_card
from desktop.qt import QtCore, QtWidgets

DATA = QtCore.Qt.ItemDataRole.UserRole


class CardDelegate(QtWidgets.QStyledItemDelegate):
    def __init__(self, face_of: Callable[[Any], CardFace | None], parent=None):
        super().__init__(parent)
        self.face_of = face_of
        self.base_width = 96
        self._code: TactileCode | None = None
        self._palette: CardPalette | None = None
        self.marked: Callable[[Any], bool] = lambda data: False

    @property
    def card_width(self) -> int:
        from desktop.lowvision import display
        return display().scale(self.base_width)

    @card_width.setter
    def card_width(self, width: int) -> None:
        """The width at 100 % zoom."""
        self.base_width = width

    @property
    def code(self) -> TactileCode:
        from desktop.lowvision import display
        return self._code or display().code

    @code.setter
    def code(self, code: TactileCode | None) -> None:
        self._code = code

    @property
    def palette(self) -> CardPalette:
        from desktop.lowvision import display
        return self._palette or display().card_palette()

    @palette.setter
    def palette(self, palette: CardPalette | None) -> None:
        self._palette = palette

    def sizeHint(self, option, index) -> QtCore.QSize:
        size = card_size(self.card_width)
        return QtCore.QSize(int(size.width()) + 8, int(size.height()) + 8)

    def paint(self, painter, option, index) -> None:
        data = index.data(DATA)
        face = self.face_of(data) if data is not None else None
        if face is None:
            super().paint(painter, option, index)
            return
        state = option.state
        focused = bool(state & QtWidgets.QStyle.StateFlag.State_HasFocus) or (
            bool(state & QtWidgets.QStyle.StateFlag.State_Selected) and option.widget is not None
            and option.widget.hasFocus())
        selected = self.marked(data)
        paint_card(painter, QtCore.QRectF(option.rect), face, self.code, self.palette,
                   selected=selected, focused=focused)
