"""The legend's lines and symbols, shared by the legend dialog (desktop/dialogs/legend.py)
and its PDF export (desktop/export/pdf.py): a leaf, so that neither imports the other.

Rows: each colour ("Red: a circle"), each suit, each value 0–16 ("7: a bar and two
dots"), the 2 Win stars and Num Win's special marks.
"""
from __future__ import annotations

from desktop.cards.painter import _marks_path
from desktop.cards.shapes import shape_path
from desktop.lowvision.words import colour_line, shape_name, value_line
from desktop.qt import QtCore, QtGui, translate


def legend_rows(code, lang: str) -> list[tuple[str, tuple]]:
    """(spoken text, (kind, key)) for every line of the legend, in order."""
    rows = [(colour_line(c.name(lang), c.shape), ("shape", key)) for key, c in code.colours.items()]
    rows += [(colour_line(c.name(lang), c.shape), ("shape", key)) for key, c in code.suits.items()]
    rows += [(value_line(v, code.pattern(v)), ("value", v)) for v in sorted(code.values)]
    rows.append((translate("tactile", "2 Win stars: {shape}, one or two, top right").format(
        shape=shape_name(code.star_mark)), ("mark", code.star_mark)))
    rows += [(colour_line(s.name(lang), s.mark), ("mark", s.mark)) for s in code.specials.values()]
    return rows


def paint_symbol(painter, box: QtCore.QRectF, kind: str, key, code, palette) -> None:
    """A colour's shape, a value's marks (stacked from the top) or a special mark, filling `box`."""
    ink = QtGui.QColor(palette.ink)
    painter.save()
    painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
    side = min(box.width(), box.height())
    if kind == "value":
        marks = code.pattern(key)
        column = QtCore.QRectF(0, 0, side * 0.5, box.height())
        column.moveCenter(box.center())
        u = side / 40
        filled, rings = _marks_path(marks, column, u)
        painter.fillPath(filled, ink)
        painter.strokePath(rings, QtGui.QPen(ink, max(2.0, 2.4 * u)))
    else:
        square = QtCore.QRectF(0, 0, side * 0.8, side * 0.8)
        square.moveCenter(box.center())
        found = code.colour(key) if kind == "shape" else None
        fill = QtGui.QColor(found.colour(palette.theme)) if found else ink
        painter.setPen(QtGui.QPen(ink, max(2.0, side / 30)))
        painter.setBrush(fill)
        painter.drawPath(shape_path(found.shape if found else key, square))
    painter.restore()
