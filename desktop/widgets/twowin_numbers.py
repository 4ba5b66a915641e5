"""2 Win's "Your numbers": a listbox whose number rows show the tens and units cards.

A sighted partner sees each number as it lies on the table: the tens card on the
left, the units card on the right (with the tactile code and stars), then the row
text. The text stays the row's accessible name ("68: tens 6 green, units 8 blue");
rows that are not numbers (the runs, a pending choice) are drawn as plain text.
"""
from __future__ import annotations

from collections.abc import Callable

from desktop.cards import CardFace, card_size, paint_card
from desktop.qt import QtCore, QtWidgets
from desktop.widgets.lists import DATA, ItemList
from engine.games.twowin.cards import Card, Number


class NumberDelegate(QtWidgets.QStyledItemDelegate):
    base_width = 52     # one small card, at 100 % zoom

    def __init__(self, face_of: Callable[[Card], CardFace], parent=None):
        super().__init__(parent)
        self.face_of = face_of

    def _card_size(self) -> QtCore.QSizeF:
        from desktop.lowvision import display
        return card_size(display().scale(self.base_width))

    def sizeHint(self, option, index) -> QtCore.QSize:
        hint = super().sizeHint(option, index)
        if not isinstance(index.data(DATA), Number):
            return hint
        card = self._card_size()
        return QtCore.QSize(hint.width() + int(2 * card.width()) + 12, max(hint.height(), int(card.height()) + 6))

    def paint(self, painter, option, index) -> None:
        number = index.data(DATA)
        if not isinstance(number, Number):
            super().paint(painter, option, index)
            return
        from desktop.lowvision import display
        card = self._card_size()
        text_option = QtWidgets.QStyleOptionViewItem(option)
        self.initStyleOption(text_option, index)
        text_option.rect = option.rect.adjusted(int(2 * card.width()) + 12, 0, 0, 0)
        style = option.widget.style() if option.widget else QtWidgets.QApplication.style()
        style.drawControl(QtWidgets.QStyle.ControlElement.CE_ItemViewItem, text_option, painter, option.widget)
        top = option.rect.top() + (option.rect.height() - card.height()) / 2
        for n, c in enumerate(number.cards()):
            rect = QtCore.QRectF(option.rect.left() + 4 + n * (card.width() + 2), top, card.width(), card.height())
            paint_card(painter, rect, self.face_of(c), display().code, display().card_palette())


class NumberList(ItemList):
    """Rows of (text, data): data a Number draws the two cards; anything else is text."""

    def __init__(self, name: str, face_of: Callable[[Card], CardFace], parent=None):
        super().__init__(name, parent)
        self.delegate = NumberDelegate(face_of, self)
        self.setItemDelegate(self.delegate)
        from desktop.lowvision import display
        display().changed.connect(self._relayout)

    def _relayout(self) -> None:
        self.scheduleDelayedItemsLayout()
        self.viewport().update()
