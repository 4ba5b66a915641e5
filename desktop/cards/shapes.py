"""Vector outlines of the tactile shapes and marks, as QPainterPaths in a given box.

Every shape is one path so that a card is drawn with few QPainter calls.
"""
from __future__ import annotations

import math
from collections.abc import Callable

from desktop.qt import QtCore, QtGui

QPointF = QtCore.QPointF
QRectF = QtCore.QRectF
QPainterPath = QtGui.QPainterPath


def _poly(points: list[tuple[float, float]], r: QRectF) -> QPainterPath:
    path = QPainterPath()
    pts = [QPointF(r.left() + x * r.width(), r.top() + y * r.height()) for x, y in points]
    path.addPolygon(QtGui.QPolygonF(pts))
    path.closeSubpath()
    return path


def _regular(n: int, r: QRectF, start: float = -90.0, inner: float | None = None) -> QPainterPath:
    pts = []
    count = n * 2 if inner else n
    for i in range(count):
        radius = 0.5 if not inner or i % 2 == 0 else 0.5 * inner
        a = math.radians(start + i * 360.0 / count)
        pts.append((0.5 + radius * math.cos(a), 0.5 + radius * math.sin(a)))
    return _poly(pts, r)


def _heart(r: QRectF) -> QPainterPath:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    p = QPainterPath(QPointF(x + w / 2, y + h * 0.98))
    p.cubicTo(x - w * 0.05, y + h * 0.55, x + w * 0.05, y - h * 0.05, x + w / 2, y + h * 0.25)
    p.cubicTo(x + w * 0.95, y - h * 0.05, x + w * 1.05, y + h * 0.55, x + w / 2, y + h * 0.98)
    p.closeSubpath()
    return p


def _spade(r: QRectF) -> QPainterPath:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    p = QPainterPath(QPointF(x + w / 2, y))
    p.cubicTo(x + w * 0.85, y + h * 0.3, x + w * 1.05, y + h * 0.45, x + w * 0.95, y + h * 0.62)
    p.cubicTo(x + w * 0.85, y + h * 0.8, x + w * 0.6, y + h * 0.78, x + w / 2, y + h * 0.66)
    p.cubicTo(x + w * 0.4, y + h * 0.78, x + w * 0.15, y + h * 0.8, x + w * 0.05, y + h * 0.62)
    p.cubicTo(x - w * 0.05, y + h * 0.45, x + w * 0.15, y + h * 0.3, x + w / 2, y)
    p.closeSubpath()
    return p.united(_poly([(0.5, 0.6), (0.68, 1.0), (0.32, 1.0)], r))


def _club(r: QRectF) -> QPainterPath:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    d = w * 0.46
    p = QPainterPath()
    for cx, cy in ((0.5, 0.25), (0.25, 0.58), (0.75, 0.58)):
        p.addEllipse(QRectF(x + cx * w - d / 2, y + cy * h - d / 2, d, d))
    p = p.simplified()
    return p.united(_poly([(0.5, 0.5), (0.68, 1.0), (0.32, 1.0)], r))


def _cross(r: QRectF) -> QPainterPath:
    t = 0.34
    a, b = (1 - t) / 2, (1 + t) / 2
    return _poly([(a, 0), (b, 0), (b, a), (1, a), (1, b), (b, b), (b, 1), (a, 1), (a, b),
                  (0, b), (0, a), (a, a)], r)


def _ellipse(r: QRectF) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(r)
    return p


def _square(r: QRectF) -> QPainterPath:
    p = QPainterPath()
    p.addRect(r.adjusted(r.width() * 0.06, r.height() * 0.06, -r.width() * 0.06, -r.height() * 0.06))
    return p


def _arc(r: QRectF) -> QPainterPath:
    """A rainbow arch: half a thick ring."""
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    outer = QRectF(x, y + h * 0.15, w, h * 1.3)
    inner = outer.adjusted(w * 0.26, h * 0.34, -w * 0.26, -h * 0.34)
    p = QPainterPath()
    p.arcMoveTo(outer, 180)
    p.arcTo(outer, 180, -180)
    p.arcTo(inner, 0, 180)
    p.closeSubpath()
    return p


def _crescent(r: QRectF) -> QPainterPath:
    off = QRectF(r).translated(r.width() * 0.32, -r.height() * 0.12)
    return _ellipse(r).subtracted(_ellipse(off))


def _arrows(r: QRectF) -> QPainterPath:
    top = _poly([(0, 0.28), (0.35, 0.02), (0.35, 0.18), (1, 0.18), (1, 0.38), (0.35, 0.38),
                 (0.35, 0.54)], r)
    bottom = _poly([(1, 0.72), (0.65, 0.46), (0.65, 0.62), (0, 0.62), (0, 0.82), (0.65, 0.82),
                    (0.65, 0.98)], r)
    return top.united(bottom)


def _flip(r: QRectF) -> QPainterPath:
    """A card turning over: an outline with one diagonal half filled."""
    outer = QPainterPath()
    outer.addRect(r.adjusted(r.width() * 0.15, 0, -r.width() * 0.15, 0))
    inner = QPainterPath()
    inner.addRect(r.adjusted(r.width() * 0.27, r.height() * 0.1, -r.width() * 0.27, -r.height() * 0.1))
    return outer.subtracted(inner).united(_poly([(0.27, 0.9), (0.73, 0.1), (0.73, 0.9)], r))


def _orbit(r: QRectF) -> QPainterPath:
    c = r.center()
    ring = QPainterPath()
    ring.addEllipse(c, r.width() * 0.5, r.height() * 0.22)
    hole = QPainterPath()
    hole.addEllipse(c, r.width() * 0.4, r.height() * 0.13)
    band = ring.subtracted(hole)
    path = QPainterPath(band)
    for angle in (60, 120):
        t = QtGui.QTransform()
        t.translate(c.x(), c.y())
        t.rotate(angle)
        t.translate(-c.x(), -c.y())
        path = path.united(t.map(band))
    nucleus = QPainterPath()
    nucleus.addEllipse(c, r.width() * 0.12, r.height() * 0.12)
    return path.united(nucleus)


def _bolt(r: QRectF) -> QPainterPath:
    return _poly([(0.6, 0), (0.15, 0.58), (0.45, 0.58), (0.35, 1), (0.85, 0.4), (0.55, 0.4),
                  (0.7, 0)], r)


BUILDERS: dict[str, Callable[[QRectF], QPainterPath]] = {
    "circle": _ellipse,
    "triangle": lambda r: _poly([(0.5, 0.02), (1, 0.95), (0, 0.95)], r),
    "square": _square,
    "diamond": lambda r: _poly([(0.5, 0), (1, 0.5), (0.5, 1), (0, 0.5)], r),
    "cross": _cross,
    "heart": _heart,
    "hexagon": lambda r: _regular(6, r, start=0),
    "star": lambda r: _regular(5, r, inner=0.45),
    "pentagon": lambda r: _regular(5, r),
    "spade": _spade,
    "suit_heart": _heart,
    "suit_diamond": lambda r: _poly([(0.5, 0), (0.85, 0.5), (0.5, 1), (0.15, 0.5)], r),
    "club": _club,
    "arc": _arc,
    "crescent": _crescent,
    "arrows": _arrows,
    "flip": _flip,
    "orbit": _orbit,
    "bolt": _bolt,
}


def shape_path(name: str, box: QRectF) -> QPainterPath:
    """The outline of a shape or mark filling `box` (a square works best)."""
    return BUILDERS[name](QRectF(box))


def tick_path(box: QRectF) -> QPainterPath:
    """A check mark (for the selected badge), as a filled outline."""
    return _poly([(0.12, 0.52), (0.26, 0.38), (0.42, 0.54), (0.76, 0.2), (0.9, 0.34), (0.42, 0.82)],
                 box)
