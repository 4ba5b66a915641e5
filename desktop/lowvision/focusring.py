"""A drawn focus ring for focusable widgets that the stylesheet cannot frame.

Spin boxes (Fusion draws their arrows only without a stylesheet border) and any
custom focusable widget that paints itself (a table engineer's grid) get a ring
from a mouse-transparent overlay: a sibling widget laid over the focused one,
raised above it, painting `ring_width()` px in the theme's focus colour around
its edge. It follows the focus, moves and resizes with its widget, and hides when
the focus leaves. Widgets framed by the stylesheet and CardViews (which draw
their own ring) are left alone.
"""
from __future__ import annotations

from desktop import qt
from desktop.qt import QtCore, QtGui, QtWidgets

from . import style


def needs_overlay(widget) -> bool:
    from desktop.cards import CardView
    if widget is None or isinstance(widget, (CardView, QtWidgets.QScrollArea)):
        return False
    if isinstance(widget, QtWidgets.QAbstractSpinBox):
        return True
    if isinstance(widget.parentWidget(), (QtWidgets.QAbstractSpinBox, QtWidgets.QComboBox)):
        return False  # the inner line edit: its owner is ringed
    framed = tuple(getattr(QtWidgets, n) for n in style.FRAMED + style.BOXED if hasattr(QtWidgets, n))
    framed += (QtWidgets.QMenuBar, QtWidgets.QMenu, QtWidgets.QTabBar)
    return not isinstance(widget, framed) and widget.window() is not widget


class FocusRing(QtWidgets.QWidget):
    def __init__(self, display):
        super().__init__(None)
        self.display = display
        self.target = None
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        self.setObjectName("tablee-focus-ring")
        self.hide()

    def follow(self, widget) -> None:
        if self.target is not None:
            try:
                self.target.removeEventFilter(self)
            except RuntimeError:
                pass
        self.target = widget if needs_overlay(widget) else None
        if self.target is None:
            self.hide()
            return
        widget = self.target
        if self.parentWidget() is not widget.parentWidget():
            self.setParent(widget.parentWidget())
        widget.installEventFilter(self)
        self._place()

    def _place(self) -> None:
        w = self.target
        if w is None or not w.isVisible():
            self.hide()
            return
        self.setGeometry(w.geometry())
        self.raise_()
        self.show()
        self.update()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.target and event.type() in (QtCore.QEvent.Type.Move, QtCore.QEvent.Type.Resize,
                                                   QtCore.QEvent.Type.Show, QtCore.QEvent.Type.Hide):
            self._place()
        return False

    def paintEvent(self, event) -> None:
        ring = self.display.ring_width()
        painter = QtGui.QPainter(self)
        try:
            pen = QtGui.QPen(QtGui.QColor(self.display.theme().focus), ring)
            pen.setJoinStyle(QtCore.Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
            half = ring / 2
            painter.drawRect(QtCore.QRectF(self.rect()).adjusted(half, half, -half, -half))
        finally:
            painter.end()


class FocusRingManager(qt.QObject):
    def __init__(self, display):
        super().__init__(display)
        self.display = display
        self.ring: FocusRing | None = None
        app = QtWidgets.QApplication.instance()
        app.focusChanged.connect(self._on_focus)
        display.changed.connect(self._refresh)

    def _ring(self) -> FocusRing:
        try:
            if self.ring is not None:
                self.ring.isVisible()
                return self.ring
        except RuntimeError:  # its parent was deleted with a screen
            pass
        self.ring = FocusRing(self.display)
        return self.ring

    def _on_focus(self, _old, new) -> None:
        if new is None and (self.ring is None or not _alive(self.ring)):
            return
        self._ring().follow(new)

    def _refresh(self) -> None:
        if self.ring is not None and _alive(self.ring) and self.ring.target is not None:
            self.ring._place()


def _alive(widget) -> bool:
    try:
        widget.isVisible()
        return True
    except RuntimeError:
        return False
