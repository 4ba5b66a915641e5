"""The Qwinto score sheet: a grid drawn as the printed sheet, exposed as a list of boxes.

Three rows of twelve grid columns (plus each row's name in front), laid out with
the true offsets of the printed sheet so that a sighted friend sees the real
thing; only the 27 boxes are items (a list of 27: the row names and the hatched
gaps are drawn, not items). Arrows move without wrapping,
Home/End go to the row ends, Ctrl+Home/Ctrl+End to the corners; an arrow at an
edge emits `edgeReached` (the table says so); Enter emits `boxActivated(row, column)`.

Why a list view in icon mode and not a table view: under Orca a table cell that
changes row makes it read the whole row (twelve lines, "readFullRowInGUITable"
is on by default) and each column change adds "N column header"; a list item is
read alone, in one line. Each box's description already says its row, position
and column (issue 15, item 8).
"""
from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet

from desktop import qt
from desktop.qt import QtCore, QtGui, QtWidgets
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


class QwintoSheet(QtWidgets.QListWidget):
    """One player's sheet; `describe(row_index, column) -> str` names each box."""

    boxActivated = qt.Signal(str, int)
    focusedText = qt.Signal(str)
    edgeReached = qt.Signal(str)  # "start", "end", "top" or "bottom" of the sheet

    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.setAccessibleName(name)
        self.setItemDelegate(SheetDelegate(self))
        self.setViewMode(QtWidgets.QListView.ViewMode.IconMode)
        self.setMovement(QtWidgets.QListView.Movement.Free)  # each box placed where the printed sheet has it
        self.setDragEnabled(False)
        self.setDragDropMode(QtWidgets.QAbstractItemView.DragDropMode.NoDragDrop)
        self.setResizeMode(QtWidgets.QListView.ResizeMode.Fixed)
        self.setSpacing(0)
        self.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._row_names: list[str] = [""] * len(layout().dice)
        self._sizes = (44, 44)
        self._at: dict[tuple[int, int], int] = {}
        self._build()
        self.currentRowChanged.connect(self._on_current)
        self.set_cell_size()
        try:
            from desktop.lowvision import display
            display().changed.connect(self.set_cell_size)
        except ImportError:  # low-vision display not installed: fixed sizes
            pass

    # ---- the grid: only the 27 boxes are items ---------------------------------------
    def cell(self, r: int, c: int) -> QtWidgets.QListWidgetItem | None:
        """The box at grid row r, grid column c (None where the sheet has no box)."""
        index = self._at.get((r, c))
        return self.item(index) if index is not None else None

    def _where(self, index: int) -> tuple[int, int]:
        row, column = self.item(index).data(KEY)
        return layout().row_index(row), column

    def _build(self) -> None:
        lay = layout()
        for r, cells in enumerate(lay.cells):
            for c in lay.boxes[r]:
                item = QtWidgets.QListWidgetItem()
                item.setData(KIND, "pentagon" if cells[c] == PENTAGON else "box")
                item.setData(KEY, (lay.dice[r], c))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self._at[(r, c)] = self.count()
                self.addItem(item)
        self.set_cell(0, lay.boxes[0][0])

    def set_cell(self, r: int, c: int) -> None:
        """The current box, selected too: Orca says "not selected" after a current but
        unselected item."""
        self.setCurrentRow(self._at[(r, c)], QtCore.QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def set_cell_size(self) -> None:
        """Cells about three text lines high, so the numbers are large at any zoom; each box
        at its place on the printed sheet, after its row's name."""
        size = max(44, int(self.fontMetrics().height() * 2.6))
        bold = QtGui.QFont(self.font())
        bold.setBold(True)
        name_width = max([QtGui.QFontMetrics(bold).horizontalAdvance(n) for n in self._row_names] + [size]) + 16
        self._sizes = (name_width, size)
        for index in self._at.values():
            self.item(index).setSizeHint(QtCore.QSize(size, size))
        frame = 2 * self.frameWidth()
        self.setFixedWidth(name_width + size * layout().width + frame + 12)
        self.setFixedHeight(size * len(layout().dice) + frame + 12)
        self.doItemsLayout()

    def doItemsLayout(self) -> None:
        """Qt's icon-mode flow, then every box moved to its place on the sheet (again after
        each relayout Qt schedules, e.g. when a box's text changes)."""
        super().doItemsLayout()
        name_width, size = self._sizes
        for (r, c), index in self._at.items():
            self.setPositionForIndex(QtCore.QPoint(name_width + c * size, r * size), self.model().index(index, 0))
        self.viewport().update()


    def set_row_names(self, names: list[str]) -> None:
        """Row names (colour names, so colour is never the only cue), drawn before each row."""
        self._row_names = list(names)
        self.set_cell_size()

    def paintEvent(self, event) -> None:
        """The row names and the hatched gaps (no items: nothing to land on), then the boxes."""
        name_width, size = self._sizes
        painter = QtGui.QPainter(self.viewport())
        pal = self.palette()
        bold = QtGui.QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        offset = QtCore.QPoint(-self.horizontalOffset(), -self.verticalOffset())
        for r, cells in enumerate(layout().cells):
            rect = QtCore.QRect(4, r * size, name_width - 8, size).translated(offset)
            painter.setPen(pal.color(QtGui.QPalette.ColorRole.Text))
            painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self._row_names[r])
            for c, ch in enumerate(cells):
                if ch == GAP:
                    gap = QtCore.QRectF(name_width + c * size, r * size, size, size).adjusted(3, 3, -3, -3)
                    painter.fillRect(gap.translated(QtCore.QPointF(offset)),
                                     QtGui.QBrush(pal.color(QtGui.QPalette.ColorRole.Mid), Qt.BrushStyle.BDiagPattern))
        painter.end()
        super().paintEvent(event)

    def show_sheet(self, sheet: Sheet, describe: Callable[[int, int], str],
                   legal: AbstractSet[tuple[str, int]] = frozenset(), pending: tuple[str, int, int] | None = None) -> None:
        """Numbers, descriptions and marks: `legal` boxes can take the waiting sum;
        `pending` (row, column, value) is this seat's secret choice, shown in italics."""
        lay = layout()
        for r, row in enumerate(lay.dice):
            for b, c in enumerate(lay.boxes[r]):
                item = self.cell(r, c)
                if item is None:
                    continue
                value = sheet.rows[r][b]
                mark = "legal" if (row, c) in legal else ""
                text = str(value) if value else ""
                if pending and pending[:2] == (row, c):
                    text, mark = str(pending[2]), "pending"
                item.setData(Qt.ItemDataRole.DisplayRole, text)
                item.setData(MARK, mark)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, describe(r, c))

    def selectionCommand(self, index, event=None):
        """The current item is always the selected one, whatever modifier moved it (Qt
        leaves Ctrl+Home's new current row unselected in single selection, and Orca then
        adds "not selected" to it)."""
        flags = QtCore.QItemSelectionModel.SelectionFlag
        return flags.ClearAndSelect if index.isValid() else flags.NoUpdate

    def current_box(self) -> tuple[str, int] | None:
        item = self.currentItem()
        return item.data(KEY) if item is not None else None

    def go_to(self, row: str, column: int) -> None:
        self.set_cell(layout().row_index(row), column)

    # ---- navigation: boxes only, no wrapping ------------------------------------------
    def moveCursor(self, action, modifiers):
        index = self.currentIndex()
        target = self._target(action, modifiers, index)
        if target is None:
            return index
        if index.isValid() and target == self._where(index.row()) and action in _EDGES:
            self.edgeReached.emit(_EDGES[action])
        return self.model().index(self._at[target], 0)

    def _target(self, action, modifiers, index) -> tuple[int, int] | None:
        lay = layout()
        r, c = self._where(index.row()) if index.isValid() else (0, lay.boxes[0][0])
        if c not in lay.box_at[r]:
            c = lay.boxes[r][0]
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
        elif action in (MOVES.MoveHome, MOVES.MoveEnd):
            if ctrl:
                r = 0 if action == MOVES.MoveHome else len(lay.dice) - 1
            c = lay.boxes[r][0] if action == MOVES.MoveHome else lay.boxes[r][-1]
        elif action in (MOVES.MovePageUp, MOVES.MovePageDown):
            r = 0 if action == MOVES.MovePageUp else len(lay.dice) - 1
            c = min(lay.boxes[r], key=lambda x: (abs(x - c), x))
        else:
            return None
        return r, c

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
            self.set_cell(0, layout().boxes[0][0])

    def _on_current(self, index: int) -> None:
        item = self.item(index)
        if item is not None and item.data(KEY) is not None:
            self.focusedText.emit(item.data(Qt.ItemDataRole.AccessibleTextRole) or "")


_EDGES = {MOVES.MoveLeft: "start", MOVES.MoveRight: "end", MOVES.MoveUp: "top", MOVES.MoveDown: "bottom"}
