"""Cards on screen: the tactile code (data), the card and die painter, a card widget.

    code = TactileCode.default()              # resources/tactile/code.json
    face = CardFace("7", value=7, colour="rouge", label="7 rouge")
    paint_card(painter, rect, face, code, CardPalette.light(), selected=..., focused=...)
    image = render_card(face, 200, palette=CardPalette.high_contrast())
"""
from .painter import CARD_RATIO, CardFace, card_size, paint_card, paint_die
from .palette import PALETTES, CardPalette
from .tactile import MARKS, SHAPES, SPECIAL_MARKS, THEMES, VALUES, ColourCode, SpecialCode, TactileCode, TactileCodeError
from .widgets import CardView, card_pixmap, render_card, render_die

__all__ = [
    "CARD_RATIO", "CardFace", "CardPalette", "CardView", "ColourCode", "MARKS", "PALETTES",
    "SHAPES", "SPECIAL_MARKS", "SpecialCode", "THEMES", "TactileCode", "TactileCodeError",
    "VALUES", "card_pixmap", "card_size", "paint_card", "paint_die", "render_card", "render_die",
]
