"""The Vingt-deux trick list: one row per play, its text above its cards.

A play is a set of cards (one to six), so a row of the plain CardList (one card
per row) does not fit. Each row here keeps its text as the accessible name
("Paul: 8, 9, takes the lead") and draws that text above the set's cards, with
the tactile code, so a sighted friend sees who played what in order.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop.cards import CardFace, card_size, paint_card
from desktop.qt import QtCore, QtGui, QtWidgets
from desktop.widgets.lists import DATA, ItemList


class TrickDelegate(QtWidgets.QStyledItemDelegate):
    """Rows whose `faces_of(data)` is not empty get their cards drawn under the text."""

    def __init__(self, faces_of: Callable[[Any], list[CardFace]], parent=None):
        super().__init__(parent)
        self.faces_of = faces_of
        self.base_width = 64

    def _card_width(self) -> int:
        from desktop.lowvision import display
        return display().scale(self.base_width)

    def _faces(self, index) -> list[CardFace]:
        data = index.data(DATA)
        return self.faces_of(data) if data is not None else []

    def sizeHint(self, option, index) -> QtCore.QSize:
        size = super().sizeHint(option, index)
        if index is None or not self._faces(index):
            return size
        card = card_size(self._card_width())
        return QtCore.QSize(size.width(), size.height() + int(card.height()) + 8)

    def paint(self, painter, option, index) -> None:
        faces = self._faces(index)
        if not faces:
            super().paint(painter, option, index)
            return
        from desktop.lowvision import display
        opt = QtWidgets.QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text_height = opt.fontMetrics.height() + 6
        style = opt.widget.style() if opt.widget else QtWidgets.QApplication.style()
        style.drawPrimitive(QtWidgets.QStyle.PrimitiveElement.PE_PanelItemViewItem, opt, painter, opt.widget)
        rect = QtCore.QRect(option.rect)
        selected = bool(opt.state & QtWidgets.QStyle.StateFlag.State_Selected)
        role = QtGui.QPalette.ColorRole.HighlightedText if selected else QtGui.QPalette.ColorRole.Text
        painter.save()
        painter.setPen(opt.palette.color(role))
        painter.setFont(opt.font)
        painter.drawText(rect.adjusted(6, 2, -6, 0).topLeft() + QtCore.QPoint(0, opt.fontMetrics.ascent()), opt.text)
        painter.restore()
        size = card_size(self._card_width())
        x: float = rect.left() + 6
        for face in faces:
            box = QtCore.QRectF(x, rect.top() + text_height, size.width(), size.height())
            paint_card(painter, box, face, display().code, display().card_palette())
            x += size.width() + 4


class TrickList(ItemList):
    """The current trick: a header row, then each play in order."""

    def __init__(self, name: str, faces_of: Callable[[Any], list[CardFace]], parent=None):
        super().__init__(name, parent)
        self.setWordWrap(False)
        self.delegate = TrickDelegate(faces_of, self)
        self.setItemDelegate(self.delegate)
        from desktop.lowvision import display
        display().changed.connect(self._relayout)

    def _relayout(self) -> None:
        self.scheduleDelayedItemsLayout()
        self.viewport().update()
