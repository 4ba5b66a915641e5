"""Paints the rows of a CardList as cards with the tactile code.

The item text stays the accessible name ("7 red"); the delegate only draws. The
card width follows the list's `card_width` (the zoom setting scales it).
"""
from __future__ import annotations

from typing import Any, Callable

from desktop import qt
from desktop.cards import CardFace, CardPalette, TactileCode, card_size, paint_card

QtWidgets, QtCore, QtGui = qt.QtWidgets, qt.QtCore, qt.QtGui
DATA = QtCore.Qt.ItemDataRole.UserRole


class CardDelegate(QtWidgets.QStyledItemDelegate):
    def __init__(self, face_of: Callable[[Any], CardFace | None], parent=None):
        super().__init__(parent)
        self.face_of = face_of
        self.card_width = 96
        self.code = TactileCode.default()
        self.palette = CardPalette.light()
        self.marked: Callable[[Any], bool] = lambda data: False

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
