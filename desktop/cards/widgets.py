"""A widget showing one card, and helpers rendering a card or a die to an image."""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from desktop.qt import Qt, QtCore, QtGui, QtWidgets

from .painter import CARD_RATIO, CardFace, paint_card, paint_die
from .palette import CardPalette
from .tactile import TactileCode


class CardView(QtWidgets.QWidget):
    """Paints one card at a given width (height 1.4 x width); redraws on every change.

    Not focusable unless `focusable=True` (hands are listboxes that draw their own
    focus); when focusable, its accessible name is the card's label and the focus
    ring is drawn whenever it has focus.
    """

    #: Called with each card view Qt polishes (desktop/lowvision/display.py fits it to the
    #: zoom, theme and tactile code); a hook, not an application-wide event filter, which
    #: would run Python for every event of the process (AT-SPI's included).
    polish_hook: ClassVar[Callable[[CardView], None] | None] = None

    def __init__(self, face: CardFace, code: TactileCode | None = None,
                 palette: CardPalette | None = None, width: int = 120, *,
                 focusable: bool = False, lang: str | None = None,
                 parent: QtWidgets.QWidget | None = None):
        super().__init__(parent)
        self._face = face
        self._code = code or TactileCode.default()
        self._palette = palette or CardPalette.light()
        self._width = width
        self._selected = False
        self._focused = False
        self._lang = lang
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if focusable else Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Fixed)
        self._sync_name()

    # ---- state ---------------------------------------------------------
    def face(self) -> CardFace:
        return self._face

    def set_face(self, face: CardFace) -> None:
        self._face = face
        self._sync_name()
        self.update()

    def set_code(self, code: TactileCode) -> None:
        self._code = code
        self.update()

    def set_palette(self, palette: CardPalette) -> None:
        self._palette = palette
        self.update()

    def set_lang(self, lang: str | None) -> None:
        self._lang = lang
        self.update()

    def set_card_width(self, width: int) -> None:
        """Card width in pixels (zoom): the widget resizes to fit."""
        self._width = max(24, int(width))
        self.updateGeometry()
        self.update()

    def card_width(self) -> int:
        return self._width

    def is_selected(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        self._selected = bool(selected)
        self.update()

    def set_focused(self, focused: bool) -> None:
        """Draw the focus ring although the widget has no keyboard focus (composite owners)."""
        self._focused = bool(focused)
        self.update()

    def _sync_name(self) -> None:
        self.setAccessibleName(self._face.label or self._face.value_text)

    # ---- Qt ------------------------------------------------------------
    def event(self, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.Polish and CardView.polish_hook is not None:
            CardView.polish_hook(self)
        return super().event(event)

    def sizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(self._width, round(self._width * CARD_RATIO))

    def minimumSizeHint(self) -> QtCore.QSize:
        return self.sizeHint()

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        painter = QtGui.QPainter(self)
        try:
            paint_card(painter, QtCore.QRectF(self.rect()), self._face, self._code, self._palette,
                       selected=self._selected, focused=self._focused or self.hasFocus(),
                       lang=self._lang)
        finally:
            painter.end()


def _image(width: int, height: int, background: str | None, ratio: float) -> QtGui.QImage:
    image = QtGui.QImage(round(width * ratio), round(height * ratio),
                         QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QtGui.QColor(background) if background else QtGui.QColor(0, 0, 0, 0))
    return image


def render_card(face: CardFace, width: int = 200, *, code: TactileCode | None = None,
                palette: CardPalette | None = None, selected: bool = False,
                focused: bool = False, lang: str | None = None, background: str | None = None,
                device_pixel_ratio: float = 1.0) -> QtGui.QImage:
    """The card drawn on an image `width` x 1.4 `width` (logical pixels); transparent by default."""
    image = _image(width, round(width * CARD_RATIO), background, device_pixel_ratio)
    painter = QtGui.QPainter(image)
    try:
        paint_card(painter, QtCore.QRectF(0, 0, width, round(width * CARD_RATIO)), face,
                   code or TactileCode.default(), palette or CardPalette.light(),
                   selected=selected, focused=focused, lang=lang)
    finally:
        painter.end()
    return image


def render_die(value: int | None, colour: str | None, size: int = 96, *,
               code: TactileCode | None = None, palette: CardPalette | None = None,
               selected: bool = False, focused: bool = False, background: str | None = None,
               device_pixel_ratio: float = 1.0) -> QtGui.QImage:
    """A die face drawn on a square image of `size` logical pixels."""
    image = _image(size, size, background, device_pixel_ratio)
    painter = QtGui.QPainter(image)
    try:
        paint_die(painter, QtCore.QRectF(0, 0, size, size), value, colour,
                  code or TactileCode.default(), palette or CardPalette.light(),
                  selected=selected, focused=focused)
    finally:
        painter.end()
    return image


def card_pixmap(face: CardFace, width: int = 200, **options) -> QtGui.QPixmap:
    """`render_card` as a QPixmap (needs a QGuiApplication)."""
    return QtGui.QPixmap.fromImage(render_card(face, width, **options))
