"""Card colours per theme: light, dark and high contrast (yellow on black).

Plain data ('#RRGGBB' strings, no Qt) so that the themes work can build a palette
from the user's theme or the system's; `theme` picks the colour table's rgb entry.
The focus ring is two-tone (ring + inner line) so that it contrasts 3:1 with the
table behind it and with the card's own border whatever the background.
"""
from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class CardPalette:
    theme: str             # key into a colour's "rgb" table: light, dark, high_contrast
    card: str              # face background
    ink: str               # value text, marks, outlines, names
    border: str            # card outline
    back: str              # face-down background
    back_hatch: str        # face-down hatching
    back_plate: str        # plate behind "?" / position number on a face-down card
    back_text: str
    selected: str          # thick inner frame and check badge of a selected card
    selected_card: str     # face background when selected
    selected_mark: str     # the tick inside the badge
    focus: str             # focus ring
    focus_inner: str       # thin contrasting line inside the focus ring

    @classmethod
    def light(cls) -> CardPalette:
        return cls("light", card="#FFFFFF", ink="#111111", border="#111111", back="#1F3A68",
                   back_hatch="#8FA9DA", back_plate="#FFFFFF", back_text="#111111",
                   selected="#0B57D0", selected_card="#E6EEFF", selected_mark="#FFFFFF",
                   focus="#000000", focus_inner="#FFFFFF")

    @classmethod
    def dark(cls) -> CardPalette:
        return cls("dark", card="#1E1E1E", ink="#F2F2F2", border="#D0D0D0", back="#22324F",
                   back_hatch="#6C8BC4", back_plate="#1E1E1E", back_text="#F2F2F2",
                   selected="#8AB4F8", selected_card="#26344D", selected_mark="#000000",
                   focus="#FFFFFF", focus_inner="#000000")

    @classmethod
    def high_contrast(cls) -> CardPalette:
        return cls("high_contrast", card="#000000", ink="#FFFF00", border="#FFFF00",
                   back="#000000", back_hatch="#FFFF00", back_plate="#000000",
                   back_text="#FFFF00", selected="#00FFFF", selected_card="#000000",
                   selected_mark="#000000", focus="#FFFFFF", focus_inner="#000000")

    @classmethod
    def for_theme(cls, name: str) -> CardPalette:
        """'light', 'dark' or 'high_contrast' (also 'high-contrast', 'hc'); light otherwise."""
        key = name.strip().lower().replace("-", "_")
        if key in ("high_contrast", "hc", "contrast"):
            return cls.high_contrast()
        return cls.dark() if key == "dark" else cls.light()

    def with_changes(self, **colours: str) -> CardPalette:
        """A copy with some colours replaced (for user themes)."""
        return replace(self, **colours)


PALETTES = ("light", "dark", "high_contrast")
