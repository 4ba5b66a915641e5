"""The three display themes as data: named colour roles ('#RRGGBB'), nothing else.

Every colour the interface uses comes from here (the Qt palette, the focus ring
stylesheet) or from the card palettes of desktop/cards/palette.py, picked by the
same theme name. TEXT_PAIRS and UI_PAIRS list which roles meet which, so that
tests/desktop/lowvision/test_contrast.py measures every pair actually drawn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from desktop.cards.palette import CardPalette

THEMES = ("light", "dark", "high_contrast")


class Theme(NamedTuple):  # not a dataclass: defining one costs ~2.5 ms at start-up
    name: str
    window: str            # background of windows and dialogs
    window_text: str       # labels, group titles, menus
    base: str              # background of lists, text fields, combo boxes
    alt_base: str          # alternate rows
    text: str              # text in lists and fields
    button: str
    button_text: str
    highlight: str         # the current / selected item of a list
    highlighted_text: str
    disabled_text: str
    placeholder: str       # hint text in empty fields
    link: str
    tooltip_base: str
    tooltip_text: str
    border: str            # 1 px frame of a control without focus
    focus: str             # the focus ring (3 px or more)

    def card_palette(self) -> CardPalette:
        from desktop.cards.palette import CardPalette
        return CardPalette.for_theme(self.name)

    def roles(self) -> dict[str, str]:
        return {name: getattr(self, name) for name in self._fields if name != "name"}


LIGHT = Theme(
    "light", window="#F2F2F2", window_text="#111111", base="#FFFFFF", alt_base="#F4F7FC",
    text="#111111", button="#E4E4E4", button_text="#111111", highlight="#0B57D0",
    highlighted_text="#FFFFFF", disabled_text="#595959", placeholder="#595959", link="#0B4FB8",
    tooltip_base="#FFFFDC", tooltip_text="#111111", border="#6E6E6E", focus="#C2006B")

DARK = Theme(
    "dark", window="#1E1E1E", window_text="#F2F2F2", base="#121212", alt_base="#1A1A1A",
    text="#F2F2F2", button="#333333", button_text="#F2F2F2", highlight="#8AB4F8",
    highlighted_text="#000000", disabled_text="#A6A6A6", placeholder="#A6A6A6", link="#8AB4F8",
    tooltip_base="#333333", tooltip_text="#F2F2F2", border="#8F8F8F", focus="#FFD54F")

HIGH_CONTRAST = Theme(
    "high_contrast", window="#000000", window_text="#FFFF00", base="#000000", alt_base="#000000",
    text="#FFFF00", button="#000000", button_text="#FFFF00", highlight="#FFFF00",
    highlighted_text="#000000", disabled_text="#C8C8C8", placeholder="#C8C8C8", link="#00FFFF",
    tooltip_base="#000000", tooltip_text="#FFFF00", border="#FFFF00", focus="#00FFFF")

BY_NAME = {t.name: t for t in (LIGHT, DARK, HIGH_CONTRAST)}

#: (foreground role, background role): every text drawn on a background.
TEXT_PAIRS = (
    ("window_text", "window"), ("text", "base"), ("text", "alt_base"), ("button_text", "button"),
    ("highlighted_text", "highlight"), ("disabled_text", "window"), ("disabled_text", "base"),
    ("disabled_text", "button"), ("placeholder", "base"), ("link", "base"), ("link", "window"),
    ("tooltip_text", "tooltip_base"), ("window_text", "base"),
)
#: Non-text marks (WCAG 1.4.11, 3:1): the focus ring against what it touches, control frames.
UI_PAIRS = (
    ("focus", "window"), ("focus", "base"), ("focus", "button"), ("focus", "alt_base"),
    ("border", "window"), ("border", "base"), ("highlight", "base"),
)
#: Card palette text pairs (foreground, background), and non-text pairs.
CARD_TEXT_PAIRS = (("ink", "card"), ("ink", "selected_card"), ("back_text", "back_plate"),
                   ("selected_mark", "selected"))
CARD_UI_PAIRS = (("border", "card"), ("selected", "card"), ("selected", "selected_card"),
                 ("back_hatch", "back"), ("focus", "focus_inner"))


def theme(name: str) -> Theme:
    return BY_NAME.get(name, LIGHT)


def text_minimum(name: str) -> float:
    """The contrast every text must reach in a theme: 7:1 in high contrast, 4.5:1 elsewhere."""
    return 7.0 if name == "high_contrast" else 4.5
