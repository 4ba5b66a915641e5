"""PDF sheets with QPdfWriter (A4): stickers at real card size (63 x 88 mm), and the legend.

Each sticker is the card drawn by the card painter with the user's tactile code
(display().code) in the light palette (black ink on white, what swell paper
raises), cut along its outline. The report says how many pages and stickers
were drawn, so that a test can hold them against the deck.
"""
from __future__ import annotations

from dataclasses import dataclass

from desktop.cards import CardPalette, paint_card, paint_die
from desktop.cards.legend import legend_rows, paint_symbol
from desktop.cards.painter import CARD_RATIO
from desktop.gameinfo import game_name
from desktop.lowvision import display
from desktop.qt import QtCore, QtGui, translate

from .stickers import Sticker, stickers_for

DPI = 300
PAGE_MM = (210.0, 297.0)
MARGIN_MM, GAP_MM, HEADER_MM = 8.0, 2.0, 8.0
CARD_MM = (63.0, 63.0 * CARD_RATIO)   # 63 x 88.2 mm, a standard card
DIE_MM = 16.0                         # a standard die face


@dataclass
class ExportReport:
    path: str
    pages: int = 0
    stickers: int = 0


def mm(value: float) -> float:
    return value * DPI / 25.4


def _writer(path: str, title: str) -> QtGui.QPdfWriter:
    writer = QtGui.QPdfWriter(path)
    writer.setResolution(DPI)
    writer.setPageSize(QtGui.QPageSize(QtGui.QPageSize.PageSizeId.A4))
    writer.setPageMargins(QtCore.QMarginsF(0, 0, 0, 0), QtGui.QPageLayout.Unit.Millimeter)
    writer.setTitle(title)
    writer.setCreator("Tablée")
    return writer


def _outer(body_mm: float) -> float:
    """The rect width (dots) the painter needs for a body of `body_mm` (it keeps a focus-ring margin)."""
    return (mm(body_mm) + 2) / 0.88


def _grid(cell_w: float, cell_h: float) -> tuple[int, int]:
    usable_w = PAGE_MM[0] - 2 * MARGIN_MM
    usable_h = PAGE_MM[1] - 2 * MARGIN_MM - HEADER_MM
    return int((usable_w + GAP_MM) // (cell_w + GAP_MM)), int((usable_h + GAP_MM) // (cell_h + GAP_MM))


def _header(painter: QtGui.QPainter, text: str) -> None:
    font = QtGui.QFont(painter.font())
    font.setPointSizeF(10)
    painter.setFont(font)
    painter.setPen(QtGui.QColor("#000000"))
    painter.drawText(QtCore.QRectF(mm(MARGIN_MM), mm(MARGIN_MM), mm(PAGE_MM[0] - 2 * MARGIN_MM), mm(HEADER_MM - 2)),
                     int(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignVCenter), text)


def _draw(painter, sticker: Sticker, centre: QtCore.QPointF, code, palette, lang: str | None = None) -> None:
    if sticker.is_die:
        side = _outer(DIE_MM)
        rect = QtCore.QRectF(0, 0, side, side)
        rect.moveCenter(centre)
        paint_die(painter, rect, sticker.die_value, sticker.die_colour, code, palette)
    else:
        width = _outer(CARD_MM[0])
        rect = QtCore.QRectF(0, 0, width, width * CARD_RATIO)
        rect.moveCenter(centre)
        assert sticker.face is not None  # not a die: a card
        paint_card(painter, rect, sticker.face, code, palette, lang=lang)


def export_stickers_pdf(game_id: str, path: str, code=None, lang: str | None = None) -> ExportReport:
    """One sticker per card (or die face) of `game_id`, real size, 9 cards per A4 page; the
    card names in `lang` (default: the interface's), like the header and the screen."""
    stickers = stickers_for(game_id)
    code = code or display().code
    palette = CardPalette.light()
    dice = stickers and stickers[0].is_die
    cell = (DIE_MM, DIE_MM) if dice else CARD_MM
    columns, rows = _grid(*cell)
    per_page = columns * rows
    name = game_name(game_id)
    report = ExportReport(path)
    writer = _writer(path, translate("export", "{game}: tactile stickers").format(game=name))
    painter = QtGui.QPainter(writer)
    try:
        for start in range(0, len(stickers), per_page):
            if start:
                writer.newPage()
            chunk = stickers[start:start + per_page]
            report.pages += 1
            _header(painter, translate("export", "{game}: stickers {first} to {last} of {total}, real size; "
                                                 "cut along the outlines.").format(
                game=name, first=start + 1, last=start + len(chunk), total=len(stickers)))
            for i, sticker in enumerate(chunk):
                col, row = i % columns, i // columns
                x = MARGIN_MM + col * (cell[0] + GAP_MM) + cell[0] / 2
                y = MARGIN_MM + HEADER_MM + row * (cell[1] + GAP_MM) + cell[1] / 2
                _draw(painter, sticker, QtCore.QPointF(mm(x), mm(y)), code, palette, lang)
                report.stickers += 1
    finally:
        painter.end()
    return report


def export_legend(path: str, lang: str = "en", code=None) -> ExportReport:
    """The legend (each colour's shape, each value's marks, stars and specials) on A4 pages."""
    code = code or display().code
    palette = CardPalette.light()
    rows = legend_rows(code, lang)
    report = ExportReport(path)
    writer = _writer(path, translate("export", "Tactile code legend"))
    painter = QtGui.QPainter(writer)
    bottom = PAGE_MM[1] - MARGIN_MM
    try:
        y = None
        for text, (kind, key) in rows:
            height = max(16.0, 5.0 * len(code.pattern(key)) + 4) if kind == "value" else 16.0
            if y is None or y + height > bottom:
                if y is not None:
                    writer.newPage()
                report.pages += 1
                _header(painter, translate("export", "Tactile code legend, page {page}").format(page=report.pages))
                y = MARGIN_MM + HEADER_MM
            box = QtCore.QRectF(mm(MARGIN_MM + 4), mm(y + 2), mm(16), mm(height - 4))
            if kind == "value":
                box = QtCore.QRectF(mm(MARGIN_MM + 4), mm(y + 2), mm(16), mm(5.0 * len(code.pattern(key))))
            paint_symbol(painter, box, kind, key, code, palette)
            font = QtGui.QFont(painter.font())
            font.setPointSizeF(16)
            painter.setFont(font)
            painter.setPen(QtGui.QColor("#000000"))
            painter.drawText(QtCore.QRectF(mm(MARGIN_MM + 26), mm(y), mm(PAGE_MM[0] - 2 * MARGIN_MM - 26), mm(height)),
                             int(QtCore.Qt.AlignmentFlag.AlignVCenter | QtCore.Qt.TextFlag.TextWordWrap), text)
            report.stickers += 1
            y += height
    finally:
        painter.end()
    return report
