"""Drawing a card or a die with QPainter, at any size, with the tactile code.

Face up: rounded card framed in its colour; the colour's shape top-left and the
value's marks stacked under it (bar 5, dot 1, ring 0); stars or the special mark
top-right; the value in large type in the centre; the colour name at the bottom.
Face down: hatched back with a plate showing "?" or the position number.
Selected: thick inner frame, tinted face and a check badge. Focused: a two-tone
ring (at least 3 px) around the card, in the margin kept free for it.
Layout works in units u = 1/100 of the card's width (a card is 100 x 140 u).
"""
from __future__ import annotations

from dataclasses import dataclass

from desktop.qt import Qt, QtCore, QtGui

from .palette import CardPalette
from .shapes import shape_path, tick_path
from .tactile import TactileCode

QRectF = QtCore.QRectF
QPointF = QtCore.QPointF
QColor = QtGui.QColor
QPainterPath = QtGui.QPainterPath
CARD_RATIO = 1.4  # height / width


@dataclass(frozen=True)
class CardFace:
    """What a card shows; independent of the engine's card types."""
    value_text: str                 # big centre text: "7", "Q", "Swipe", or "?"/"2" face down
    value: int | None = None        # for the dot pattern (None: no marks)
    colour: str | None = None       # key into the tactile code (colour or suit)
    stars: int = 0
    special: str | None = None      # rainbow, shadow, swipe, flip, quantum, flash
    face_down: bool = False
    label: str = ""                 # accessible / spoken name


def current_lang() -> str:
    return "en" if QtCore.QLocale().name().lower().startswith("en") else "fr"


def card_size(width: float) -> QtCore.QSizeF:
    """A card's size for a given width (the painter keeps 5:7 inside any rect)."""
    return QtCore.QSizeF(width, width * CARD_RATIO)


def _frame(rect: QRectF, ratio: float) -> tuple[QRectF, float, float]:
    """(body rect, unit, focus ring width): the body keeps `ratio`, centred, with margin."""
    rect = QRectF(rect)
    w = min(rect.width(), rect.height() / ratio)
    ring = max(3.0, w * 0.03)
    margin = ring * 2 + 1
    bw = max(1.0, w - 2 * margin)
    body = QRectF(0, 0, bw, bw * ratio)
    body.moveCenter(rect.center())
    return body, bw / 100.0, ring


def _pen(colour: str, width: float) -> QtGui.QPen:
    pen = QtGui.QPen(QColor(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _fit_font(painter: QtGui.QPainter, text: str, box: QRectF, bold: bool = True) -> QtGui.QFont:
    font = QtGui.QFont(painter.font())
    font.setBold(bold)
    size = max(4.0, box.height() * 0.8)
    font.setPixelSize(int(size))
    width = QtGui.QFontMetricsF(font).horizontalAdvance(text)
    if width > box.width() > 0:
        font.setPixelSize(max(4, int(size * box.width() / width)))
    return font


def _text(painter: QtGui.QPainter, text: str, box: QRectF, colour: str, bold: bool = True) -> None:
    painter.setFont(_fit_font(painter, text, box, bold))
    painter.setPen(QColor(colour))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _marks_path(marks: tuple[str, ...], column: QRectF, u: float) -> tuple[QPainterPath, QPainterPath]:
    """(filled marks, ring outlines) stacked from the top of `column`."""
    filled, rings = QPainterPath(), QPainterPath()
    slot = min(12.5 * u, column.height() / max(1, len(marks)))
    cx, y = column.center().x(), column.top()
    for mark in marks:
        cy = y + slot / 2
        if mark == "bar":
            filled.addRoundedRect(QRectF(cx - 0.8 * slot, cy - 0.25 * slot, 1.6 * slot, 0.5 * slot),
                                  0.12 * slot, 0.12 * slot)
        elif mark == "ring":
            rings.addEllipse(QPointF(cx, cy), 0.36 * slot, 0.36 * slot)
        else:
            filled.addEllipse(QPointF(cx, cy), 0.36 * slot, 0.36 * slot)
        y += slot
    return filled, rings


def _shape(painter, name: str, box: QRectF, fill: str | None, ink: str, u: float) -> None:
    painter.setPen(_pen(ink, max(1.5, 1.2 * u)))
    painter.setBrush(QColor(fill) if fill else QColor(ink))
    painter.drawPath(shape_path(name, box))


def _focus_ring(painter, body: QRectF, ring: float, radius: float, palette: CardPalette) -> None:
    outer = body.adjusted(-1.5 * ring - 1, -1.5 * ring - 1, 1.5 * ring + 1, 1.5 * ring + 1)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(palette.focus, ring))
    painter.drawRoundedRect(outer, radius + ring, radius + ring)
    painter.setPen(_pen(palette.focus_inner, max(1.0, ring / 3)))
    inner = outer.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2)
    painter.drawRoundedRect(inner, radius + ring / 2, radius + ring / 2)


def _selected_badge(painter, body: QRectF, u: float, palette: CardPalette) -> None:
    d = 22 * u
    badge = QRectF(body.right() - d - 5 * u, body.bottom() - d - 5 * u, d, d)
    painter.setPen(_pen(palette.card, max(1.0, u)))
    painter.setBrush(QColor(palette.selected))
    painter.drawEllipse(badge)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(palette.selected_mark))
    painter.drawPath(tick_path(badge.adjusted(3 * u, 3 * u, -3 * u, -3 * u)))


def _back(painter, body: QRectF, u: float, face: CardFace, palette: CardPalette) -> None:
    painter.setBrush(QColor(palette.back))
    painter.setPen(_pen(palette.border, max(1.0, 1.5 * u)))
    painter.drawRoundedRect(body, 7 * u, 7 * u)
    hatch = QPainterPath()
    step, h = 9 * u, body.height()
    x = body.left() - h
    while x < body.right():
        hatch.moveTo(x, body.bottom())
        hatch.lineTo(x + h, body.top())
        x += step
    clip = QPainterPath()
    clip.addRoundedRect(body.adjusted(5 * u, 5 * u, -5 * u, -5 * u), 4 * u, 4 * u)
    painter.save()
    painter.setClipPath(clip)
    painter.strokePath(hatch, _pen(palette.back_hatch, max(1.0, 2.2 * u)))
    painter.restore()
    plate = QRectF(0, 0, 64 * u, 64 * u)
    plate.moveCenter(body.center())
    painter.setBrush(QColor(palette.back_plate))
    painter.setPen(_pen(palette.back_text, max(1.5, 2 * u)))
    painter.drawEllipse(plate)
    _text(painter, face.value_text or "?", plate.adjusted(12 * u, 12 * u, -12 * u, -12 * u),
          palette.back_text)


def _face(painter, body: QRectF, u: float, face: CardFace, code: TactileCode,
          palette: CardPalette, selected: bool, lang: str) -> None:
    colour = code.colour(face.colour)
    special = code.special(face.special)
    fill = colour.colour(palette.theme) if colour else None
    painter.setBrush(QColor(palette.selected_card if selected else palette.card))
    painter.setPen(_pen(palette.border, max(1.0, 1.5 * u)))
    painter.drawRoundedRect(body, 7 * u, 7 * u)
    if fill:  # colour frame, redundant with the shape and the name
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(fill, 3.5 * u))
        painter.drawRoundedRect(body.adjusted(3.5 * u, 3.5 * u, -3.5 * u, -3.5 * u), 5 * u, 5 * u)
    left, top = body.left() + 9 * u, body.top() + 9 * u
    column_top = top
    if colour:
        _shape(painter, colour.shape, QRectF(left, top, 20 * u, 20 * u), fill, palette.ink, u)
        column_top = top + 25 * u
    marks = code.pattern(face.value)
    if marks:
        filled, rings = _marks_path(marks, QRectF(left, column_top, 20 * u, body.bottom() - 26 * u - column_top), u)
        painter.fillPath(filled, QColor(palette.ink))
        painter.strokePath(rings, _pen(palette.ink, max(1.5, 2.4 * u)))
    right = QRectF(body.right() - 29 * u, top, 20 * u, 20 * u)
    for _ in range(max(0, min(face.stars, code.max_stars))):
        _shape(painter, code.star_mark, right, palette.selected_card if selected else palette.card,
               palette.ink, u)
        painter.fillPath(shape_path(code.star_mark, right.adjusted(5 * u, 5 * u, -5 * u, -5 * u)),
                         QColor(palette.ink))
        right.translate(0, 23 * u)
    if special:
        _shape(painter, special.mark, right, None, palette.ink, u)
    centre = QRectF(body.left() + 32 * u, body.top() + 30 * u, 40 * u, 70 * u)
    if len(face.value_text) == 2:
        centre = QRectF(body.left() + 30 * u, body.top() + 38 * u, 64 * u, 56 * u)
    elif len(face.value_text) > 2:
        centre = QRectF(body.left() + 31 * u, body.top() + 52 * u, 62 * u, 28 * u)
    _text(painter, face.value_text, centre, palette.ink)
    name = colour.name(lang) if colour else special.name(lang) if special else ""
    if face.stars:
        name = f"{name} {'★' * face.stars}".strip()
    if name:
        box = QRectF(body.left() + 8 * u, body.bottom() - 24 * u, 84 * u, 16 * u)
        if selected:
            box.setRight(body.right() - 29 * u)
        _text(painter, name, box, palette.ink, bold=False)
    if selected:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(palette.selected, 3 * u))
        painter.drawRoundedRect(body.adjusted(1.5 * u, 1.5 * u, -1.5 * u, -1.5 * u), 6 * u, 6 * u)
        _selected_badge(painter, body, u, palette)


def paint_card(painter: QtGui.QPainter, rect: QRectF, face: CardFace, code: TactileCode,
               palette: CardPalette, *, selected: bool = False, focused: bool = False,
               lang: str | None = None) -> None:
    """Draw `face` inside `rect` (kept at 5:7, centred, with room for the focus ring)."""
    body, u, ring = _frame(rect, CARD_RATIO)
    painter.save()
    painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing, True)
    if face.face_down:
        _back(painter, body, u, face, palette)
        if selected:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(_pen(palette.selected, 3 * u))
            painter.drawRoundedRect(body.adjusted(1.5 * u, 1.5 * u, -1.5 * u, -1.5 * u), 6 * u, 6 * u)
            _selected_badge(painter, body, u, palette)
    else:
        _face(painter, body, u, face, code, palette, selected, lang or current_lang())
    if focused:
        _focus_ring(painter, body, ring, 7 * u, palette)
    painter.restore()


_PIPS = {1: [(2, 2)], 2: [(1, 3), (3, 1)], 3: [(1, 3), (2, 2), (3, 1)],
         4: [(1, 1), (1, 3), (3, 1), (3, 3)], 5: [(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)],
         6: [(1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3)]}


def paint_die(painter: QtGui.QPainter, rect: QRectF, value: int | None, colour: str | None,
              code: TactileCode, palette: CardPalette, *, selected: bool = False,
              focused: bool = False) -> None:
    """A die face: pips for 1–6 ("?" when not rolled), the colour's shape top-left."""
    body, u, ring = _frame(rect, 1.0)
    found = code.colour(colour)
    fill = found.colour(palette.theme) if found else None
    painter.save()
    painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(QColor(palette.selected_card if selected else palette.card))
    painter.setPen(_pen(palette.border, max(1.0, 1.5 * u)))
    painter.drawRoundedRect(body, 14 * u, 14 * u)
    if fill:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(fill, 6 * u))
        painter.drawRoundedRect(body.adjusted(5 * u, 5 * u, -5 * u, -5 * u), 10 * u, 10 * u)
    if found:
        _shape(painter, found.shape, QRectF(body.left() + 8.5 * u, body.top() + 8.5 * u, 13 * u, 13 * u),
               fill, palette.ink, u)
    if value in _PIPS:
        pips = QPainterPath()
        for col, row in _PIPS[value]:
            pips.addEllipse(QPointF(body.left() + (10 + 20 * col) * u, body.top() + (10 + 20 * row) * u),
                            7.5 * u, 7.5 * u)
        painter.fillPath(pips, QColor(palette.ink))
    else:
        _text(painter, "?" if value is None else str(value), body.adjusted(25 * u, 25 * u, -25 * u, -25 * u),
              palette.ink)
    if selected:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(palette.selected, 4 * u))
        painter.drawRoundedRect(body.adjusted(2 * u, 2 * u, -2 * u, -2 * u), 12 * u, 12 * u)
    if focused:
        _focus_ring(painter, body, ring, 14 * u, palette)
    painter.restore()
