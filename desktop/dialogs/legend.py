"""The tactile code legend: a list that shows each shape and dot pattern drawn large and speaks it.

Rows: each colour ("Red: a circle"), each suit, each value 0–16 ("7: a bar and two
dots"), the 2 Win stars and Num Win's special marks. The code shown is the user's
(display().code). Buttons open the code's settings page and the sticker export.
"""
from __future__ import annotations

from desktop import qt
from desktop.cards.legend import legend_rows, paint_symbol
from desktop.dialogs.focus import run_dialog
from desktop.export.dialog import export_stickers
from desktop.lowvision import display
from desktop.qt import Qt, QtCore, QtGui, QtWidgets, translate
from desktop.speech import Message, Priority
from desktop.widgets.lists import DATA, ItemList


class LegendDelegate(QtWidgets.QStyledItemDelegate):
    """Each row: the symbol drawn large on a card-coloured tile, then its words."""

    def _tile(self) -> int:
        return display().scale(72)

    def sizeHint(self, option, index) -> QtCore.QSize:
        kind, key = index.data(DATA) or ("", None)
        height = self._tile()
        if kind == "value":
            height = max(height, display().scale(16) * len(display().code.pattern(key)) + display().scale(12))
        return QtCore.QSize(display().scale(480), height + 8)

    def paint(self, painter, option, index) -> None:
        QtWidgets.QApplication.style().drawPrimitive(
            QtWidgets.QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, option.widget)
        kind, key = index.data(DATA) or ("", None)
        palette = display().card_palette()
        rect = QtCore.QRectF(option.rect).adjusted(4, 4, -4, -4)
        tile = QtCore.QRectF(rect.left(), rect.top(), self._tile(), rect.height())
        painter.save()
        painter.setPen(QtGui.QPen(QtGui.QColor(palette.border), 2))
        painter.setBrush(QtGui.QColor(palette.card))
        painter.drawRoundedRect(tile, 6, 6)
        painter.restore()
        if kind == "value":
            inner = tile.adjusted(4, display().scale(6), -4, -display().scale(6))
            inner.setHeight(display().scale(16) * len(display().code.pattern(key)))
            paint_symbol(painter, QtCore.QRectF(inner.left(), inner.top(), inner.width(),
                                                max(inner.height(), 1.0)), kind, key, display().code, palette)
        else:
            paint_symbol(painter, tile.adjusted(6, 6, -6, -6), kind, key, display().code, palette)
        selected = bool(option.state & QtWidgets.QStyle.StateFlag.State_Selected)
        role = QtGui.QPalette.ColorRole.HighlightedText if selected else QtGui.QPalette.ColorRole.Text
        font = QtGui.QFont(option.font)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        painter.save()
        painter.setFont(font)
        painter.setPen(option.palette.color(role))
        text_box = rect.adjusted(tile.width() + 16, 0, 0, 0)
        painter.drawText(text_box, int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap),
                         index.data(Qt.ItemDataRole.DisplayRole))
        painter.restore()


class LegendDialog(QtWidgets.QDialog):
    def __init__(self, window):
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(translate("tactile", "Tactile code legend"))
        self.intro = QtWidgets.QLabel(translate(
            "tactile", "Each colour has a shape, drawn top left on the card; under it, the value as marks "
                       "read from the top: a bar counts five, a dot one, a ring alone zero. "
                       "Use the arrows to go through the legend."), self)
        self.intro.setWordWrap(True)
        self.list = ItemList(translate("tactile", "Tactile code legend"), self)
        self.list.setItemDelegate(LegendDelegate(self.list))
        self.list.focusedText.connect(self._speak)
        self.edit = self._button(translate("tactile", "&Change my code…"), translate("tactile", "Change my code"))
        self.export = self._button(translate("tactile", "&Print sticker sheets…"), translate("tactile", "Print sticker sheets"))
        self.close_button = self._button(translate("tactile", "Close"), translate("tactile", "Close"))
        self.edit.clicked.connect(self._edit)
        self.export.clicked.connect(self._export)
        self.close_button.clicked.connect(self.accept)
        buttons = QtWidgets.QHBoxLayout()
        for b in (self.edit, self.export, self.close_button):
            buttons.addWidget(b)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.fill()
        display().changed.connect(self.fill)
        self.resize(display().scale(720), display().scale(620))

    def _button(self, text: str, name: str) -> QtWidgets.QPushButton:
        button = QtWidgets.QPushButton(text, self)
        button.setAccessibleName(name)
        button.setAutoDefault(False)
        return button

    def lang(self) -> str:
        return "fr" if getattr(self.window_.ctx.languages, "current", "en") == "fr" else "en"

    def fill(self) -> None:
        self.list.set_rows(legend_rows(display().code, self.lang()))

    def _speak(self, text: str) -> None:
        speech = self.window_.speech
        if speech.screen_reader_in_use() or not self.isVisible():
            return
        speech.say(Message(text, None, Priority.OWN, "focus", None, False))

    def _edit(self) -> None:
        from desktop.dialogs.tactile import TactileDialog
        run_dialog(TactileDialog(self.window_, self))

    def _export(self) -> None:
        export_stickers(self.window_, self)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        qt.QTimer.singleShot(0, self.list.setFocus)


def show_legend(window) -> None:
    run_dialog(LegendDialog(window))
