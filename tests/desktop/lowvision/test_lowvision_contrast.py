"""WCAG contrast of every colour pair the themes and the card palettes draw."""
from __future__ import annotations

import pytest

from desktop.cards import PALETTES, CardPalette, TactileCode
from desktop.lowvision import style, themes
from desktop.lowvision.contrast import ratio

THEMES = list(themes.BY_NAME.values())


def test_ratio_matches_known_values():
    assert ratio("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert ratio("#FFFFFF", "#FFFFFF") == pytest.approx(1.0)
    assert ratio("#767676", "#FFFFFF") == pytest.approx(4.54, abs=0.01)
    assert ratio("#FFFF00", "#000000") == pytest.approx(19.56, abs=0.01)


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_every_text_pair_of_the_theme(theme):
    roles, need = theme.roles(), themes.text_minimum(theme.name)
    low = {f"{fg} on {bg}": round(ratio(roles[fg], roles[bg]), 2) for fg, bg in themes.TEXT_PAIRS
           if ratio(roles[fg], roles[bg]) < need}
    assert low == {}, f"{theme.name}: text below {need}:1"


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_focus_ring_and_frames_reach_3_to_1(theme):
    roles = theme.roles()
    low = {f"{a} on {b}": round(ratio(roles[a], roles[b]), 2) for a, b in themes.UI_PAIRS if ratio(roles[a], roles[b]) < 3}
    assert low == {}


@pytest.mark.parametrize("name", PALETTES)
def test_every_card_pair_of_the_palette(name):
    palette, need = CardPalette.for_theme(name), themes.text_minimum(name)
    low = {f"{fg} on {bg}": round(ratio(getattr(palette, fg), getattr(palette, bg)), 2)
           for fg, bg in themes.CARD_TEXT_PAIRS if ratio(getattr(palette, fg), getattr(palette, bg)) < need}
    low.update({f"{a} on {b}": round(ratio(getattr(palette, a), getattr(palette, b)), 2)
                for a, b in themes.CARD_UI_PAIRS if ratio(getattr(palette, a), getattr(palette, b)) < 3})
    assert low == {}


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_cards_stand_out_from_the_list_behind_them(theme):
    """A card's outline and its focus ring against the list background of the same theme."""
    palette = theme.card_palette()
    assert palette.theme == theme.name
    assert ratio(palette.border, theme.base) >= 3
    assert ratio(palette.focus, theme.base) >= 3


@pytest.mark.parametrize("name", PALETTES)
def test_every_tactile_shape_is_outlined_in_ink(name):
    """Colour fills may be pale (yellow on white): the shape's ink outline carries it, 3:1 at least."""
    palette = CardPalette.for_theme(name)
    code = TactileCode.default()
    for colour in list(code.colours.values()) + list(code.suits.values()):
        fill = colour.colour(name)
        assert ratio(palette.ink, palette.card) >= 3
        assert max(ratio(fill, palette.card), ratio(palette.ink, palette.card)) >= 3, colour.key


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_the_qt_palette_and_stylesheet_use_the_theme_data(theme, qapp):
    from desktop.qt import QtGui
    pal = style.palette(theme)
    role = QtGui.QPalette.ColorRole
    assert pal.color(role.Window).name().upper() == theme.window.upper()
    assert pal.color(role.Text).name().upper() == theme.text.upper()
    assert pal.color(role.Highlight).name().upper() == theme.highlight.upper()
    sheet = style.stylesheet(theme, 100)
    assert f"3px solid {theme.focus}" in sheet
