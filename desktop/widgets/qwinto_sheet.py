"""The Qwinto score sheet as an accessible grid (WAI-ARIA grid pattern on a QTableWidget).

Three rows of twelve grid columns, laid out with the true offsets of the printed
sheet so that a sighted friend sees the real thing; only the 27 boxes are
enabled cells (gaps and the space outside a row have no item flags and are
skipped), so a screen reader moves from box to box and hears each cell's full
description (its accessible text, set by the table). Arrows move without
wrapping, Home/End go to the row ends, Ctrl+Home/Ctrl+End to the corners; Enter
emits `boxActivated(row, column)`. Why a table view: it gives real table-cell
semantics (role Cell, row and column) over every accessibility bridge for free.
"""
from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet

from desktop import qt
from desktop.qt import QtCore, QtGui, QtWidgets, translate
from engine.games.qwinto.layout import GAP, PENTAGON, layout
from engine.games.qwinto.sheet import Sheet

Qt = QtCore.Qt
KEY = Qt.ItemDataRole.UserRole          # (row id, column) of a box
KIND = Qt.ItemDataRole.UserRole + 1     # "box", "pentagon" or "gap"
MARK = Qt.ItemDataRole.UserRole + 2     # "legal", "pending" or ""
INK = {"orange": "#C25400", "yellow": "#9A7B00", "purple": "#6A2C91"}
MOVES = QtWidgets.QAbstractItemView.CursorAction


class SheetDelegate(QtWidgets.QStyledItemDelegate):
    """Boxes with their row colour as a thick frame, pentagons drawn as pentagons,
    gaps hatched; legal boxes for the waiting sum get a dotted inner frame."""

    def paint(self, painter, option, index) -> None:
        kind = index.data(KIND)
        if not kind:
            return
        rect = QtCore.QRectF(option.rect).adjusted(3, 3, -3, -3)
        pal = option.palette
        painter.save()
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        if kind == "gap":
            painter.fillRect(rect, QtGui.QBrush(pal.color(QtGui.QPalette.ColorRole.Mid), Qt.BrushStyle.BDiagPattern))
            painter.restore()
            return
        row = index.data(KEY)[0]
        painter.setBrush(pal.color(QtGui.QPalette.ColorRole.Base))
        painter.setPen(QtGui.QPen(QtGui.QColor(INK.get(row, "#000")), max(3.0, rect.width() / 14)))
        painter.drawPath(self._shape(rect, kind == "pentagon"))
        if index.data(MARK) == "legal":
            painter.setPen(QtGui.QPen(pal.color(QtGui.QPalette.ColorRole.Text), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._shape(rect.adjusted(7, 7, -7, -7), kind == "pentagon"))
        font = QtGui.QFont(option.font)
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        font.setItalic(index.data(MARK) == "pending")
        painter.setFont(font)
        painter.setPen(pal.color(QtGui.QPalette.ColorRole.Text))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, index.data(Qt.ItemDataRole.DisplayRole) or "")
        if option.state & QtWidgets.QStyle.StateFlag.State_HasFocus:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QtGui.QPen(pal.color(QtGui.QPalette.ColorRole.Highlight), 4))
            painter.drawRect(QtCore.QRectF(option.rect).adjusted(1, 1, -1, -1))
        painter.restore()

    @staticmethod
    def _shape(rect: QtCore.QRectF, pentagon: bool) -> QtGui.QPainterPath:
        path = QtGui.QPainterPath()
        if not pentagon:
            path.addRoundedRect(rect, 6, 6)
            return path
        x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
        path.addPolygon(QtGui.QPolygonF([QtCore.QPointF(x + w / 2, y), QtCore.QPointF(x + w, y + h * 0.38),
                                         QtCore.QPointF(x + w * 0.81, y + h), QtCore.QPointF(x + w * 0.19, y + h),
                                         QtCore.QPointF(x, y + h * 0.38)]))
        path.closeSubpath()
        return path


class QwintoSheet(QtWidgets.QTableWidget):
    """One player's sheet; `describe(row_index, column) -> str` names each box."""

    boxActivated = qt.Signal(str, int)
    focusedText = qt.Signal(str)

    def __init__(self, name: str, parent=None):
        lay = layout()
        super().__init__(len(lay.dice), lay.width, parent)
        self.setAccessibleName(name)
        self.setItemDelegate(SheetDelegate(self))
        self.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setShowGrid(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.horizontalHeader().setVisible(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._build()
        self.currentCellChanged.connect(self._on_current)
        self.set_cell_size()
        try:
            from desktop.lowvision import display
            display().changed.connect(self.set_cell_size)
        except ImportError:  # low-vision display not installed: fixed sizes
            pass

    def _build(self) -> None:
        lay = layout()
        for r, cells in enumerate(lay.cells):
            for c, ch in enumerate(cells):
                item = QtWidgets.QTableWidgetItem()
                if ch == GAP:
                    item.setData(KIND, "gap")
                elif c in lay.box_at[r]:
                    item.setData(KIND, "pentagon" if ch == PENTAGON else "box")
                    item.setData(KEY, (lay.dice[r], c))
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if c not in lay.box_at[r]:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                else:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.setItem(r, c, item)
        self.setCurrentCell(0, lay.boxes[0][0])

    def set_cell_size(self) -> None:
        """Cells about three text lines high, so the numbers are large at any zoom."""
        size = max(44, int(self.fontMetrics().height() * 2.6))
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Fixed)
            header.setDefaultSectionSize(size)
        header = self.verticalHeader()
        bold = QtGui.QFont(header.font())
        bold.setBold(True)  # the current row's title is drawn in bold
        margin = 2 * header.style().pixelMetric(QtWidgets.QStyle.PixelMetric.PM_HeaderMargin, None, header) + 12
        names = [str(self.model().headerData(r, Qt.Orientation.Vertical) or "") for r in range(self.rowCount())]
        header.setFixedWidth(max(QtGui.QFontMetrics(bold).horizontalAdvance(n) for n in names) + margin)
        width = header.width() + size * layout().width + 2 * self.frameWidth() + 4
        height = size * len(layout().dice) + 2 * self.frameWidth() + 4
        self.setMinimumSize(min(width, 900), height + self.horizontalScrollBar().sizeHint().height())
        self.setMaximumHeight(height + self.horizontalScrollBar().sizeHint().height())

    def _cell(self, row: int, column: int) -> QtWidgets.QTableWidgetItem:
        item = self.item(row, column)
        assert item is not None  # every cell gets an item when the sheet is built
        return item

    def set_row_names(self, names: list[str]) -> None:
        """Row headers (colour names, so colour is never the only cue) and the blank cells' names."""
        self.setVerticalHeaderLabels(names)
        self.set_cell_size()
        lay = layout()
        for r, cells in enumerate(lay.cells):
            for c, ch in enumerate(cells):
                if c not in lay.box_at[r]:
                    text = translate("qwinto", "gap, never written") if ch == GAP else \
                        translate("qwinto", "outside the row")
                    self._cell(r, c).setData(Qt.ItemDataRole.AccessibleTextRole, text)

    def show_sheet(self, sheet: Sheet, describe: Callable[[int, int], str],
                   legal: AbstractSet[tuple[str, int]] = frozenset(), pending: tuple[str, int, int] | None = None) -> None:
        """Numbers, descriptions and marks: `legal` boxes can take the waiting sum;
        `pending` (row, column, value) is this seat's secret choice, shown in italics."""
        lay = layout()
        for r, row in enumerate(lay.dice):
            for b, c in enumerate(lay.boxes[r]):
                item = self._cell(r, c)
                value = sheet.rows[r][b]
                mark = "legal" if (row, c) in legal else ""
                text = str(value) if value else ""
                if pending and pending[:2] == (row, c):
                    text, mark = str(pending[2]), "pending"
                item.setData(Qt.ItemDataRole.DisplayRole, text)
                item.setData(MARK, mark)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, describe(r, c))

    def current_box(self) -> tuple[str, int] | None:
        item = self.currentItem()
        return item.data(KEY) if item is not None else None

    def go_to(self, row: str, column: int) -> None:
        self.setCurrentCell(layout().row_index(row), column)

    # ---- navigation: boxes only, no wrapping ------------------------------------------
    def moveCursor(self, action, modifiers):
        lay = layout()
        index = self.currentIndex()
        r = index.row() if index.isValid() else 0
        c = index.column() if index.isValid() and index.column() in lay.box_at[r] else lay.boxes[r][0]
        boxes = lay.boxes[r]
        ctrl = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
        if action == MOVES.MoveLeft:
            c = max((x for x in boxes if x < c), default=c)
        elif action == MOVES.MoveRight:
            c = min((x for x in boxes if x > c), default=c)
        elif action in (MOVES.MoveUp, MOVES.MoveDown):
            step = -1 if action == MOVES.MoveUp else 1
            if 0 <= r + step < len(lay.dice):
                r += step
                c = min(lay.boxes[r], key=lambda x: (abs(x - c), x))
        elif action == MOVES.MoveHome:
            if ctrl:
                r = 0
            c = lay.boxes[r][0]
        elif action == MOVES.MoveEnd:
            if ctrl:
                r = len(lay.dice) - 1
            c = lay.boxes[r][-1]
        elif action in (MOVES.MovePageUp, MOVES.MovePageDown):
            r = 0 if action == MOVES.MovePageUp else len(lay.dice) - 1
            c = min(lay.boxes[r], key=lambda x: (abs(x - c), x))
        else:
            return index
        return self.model().index(r, c)

    def keyboardSearch(self, text: str) -> None:
        """No type-ahead: letters belong to the table's own keys."""

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            box = self.current_box()
            if box is not None:
                self.boxActivated.emit(*box)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if self.current_box() is None:
            self.setCurrentCell(0, layout().boxes[0][0])

    def _on_current(self, row: int, column: int, _r: int, _c: int) -> None:
        item = self.item(row, column)
        if item is not None and item.data(KEY) is not None:
            self.focusedText.emit(item.data(Qt.ItemDataRole.AccessibleTextRole) or "")
