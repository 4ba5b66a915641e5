"""Rendering: every deck's cards paint at several sizes and themes; states look different."""
from __future__ import annotations

import pytest
from cards_samples import deck_colours, sample_faces

from desktop.cards import CARD_RATIO, CardFace, CardPalette, render_card, render_die
from desktop.cards.painter import _frame
from desktop.qt import QtCore, QtGui

SIZES = (60, 140, 320)
THEMES = ("light", "dark", "high_contrast")
ALL_FACES = [(game, face) for game, faces in sample_faces().items() for face in faces]


def _rgb(colour: str) -> tuple[int, int, int]:
    c = QtGui.QColor(colour)
    return c.red(), c.green(), c.blue()


def _count(image: QtGui.QImage, box: QtCore.QRectF, colour: str, tolerance: int = 40) -> int:
    """Pixels of `box` (logical coordinates) within `tolerance` of `colour`."""
    target = _rgb(colour)
    n = 0
    for x in range(int(box.left()), int(box.right())):
        for y in range(int(box.top()), int(box.bottom())):
            c = image.pixelColor(x, y)
            if max(abs(c.red() - target[0]), abs(c.green() - target[1]), abs(c.blue() - target[2])) <= tolerance:
                n += 1
    return n


def _body(width: int) -> tuple[QtCore.QRectF, float]:
    body, u, _ = _frame(QtCore.QRectF(0, 0, width, round(width * CARD_RATIO)), CARD_RATIO)
    return body, u


def _differs(a: QtGui.QImage, b: QtGui.QImage) -> int:
    step = max(1, a.width() // 60)
    return sum(a.pixel(x, y) != b.pixel(x, y)
               for x in range(0, a.width(), step) for y in range(0, a.height(), step))


@pytest.mark.parametrize("width", SIZES)
@pytest.mark.parametrize("game, face", ALL_FACES, ids=[f"{g}-{f.label}" for g, f in ALL_FACES])
def test_each_deck_paints_its_shape_and_marks(app, code, game, face, width):
    palette = CardPalette.light()
    image = render_card(face, width, code=code, palette=palette, lang="fr")
    assert image.width() == width and image.height() == round(width * CARD_RATIO)
    body, u = _body(width)
    area = (20 * u) ** 2
    top = body.top() + 9 * u
    if face.colour:
        shape_box = QtCore.QRectF(body.left() + 9 * u, top, 20 * u, 20 * u)
        fill = code.colour(face.colour).colour("light")
        assert _count(image, shape_box, fill) > 0.08 * area, f"{face.label}: colour shape not drawn"
        top += 25 * u
    if face.value is not None:
        first_mark = QtCore.QRectF(body.left() + 9 * u, top, 20 * u, 12 * u)
        assert _count(image, first_mark, palette.ink, 60) > 0.05 * area, f"{face.label}: no value marks"
    if face.special or face.stars:
        corner = QtCore.QRectF(body.right() - 29 * u, body.top() + 9 * u, 20 * u, 20 * u)
        assert _count(image, corner, palette.ink, 60) > 0.05 * area, f"{face.label}: no top-right mark"
    centre = QtCore.QRectF(body.left() + 30 * u, body.top() + 30 * u, 64 * u, 72 * u)
    assert _count(image, centre, palette.ink, 90) > 0.015 * centre.width() * centre.height()


@pytest.mark.parametrize("theme", THEMES)
def test_themes_paint_their_own_background(app, code, theme):
    palette = CardPalette.for_theme(theme)
    face = CardFace("7", 7, "bleu", label="7 bleu")
    image = render_card(face, 140, code=code, palette=palette)
    body, u = _body(140)
    c = image.pixelColor(int(body.right() - 12 * u), int(body.center().y()))
    assert (c.red(), c.green(), c.blue()) == _rgb(palette.card)
    if theme == "high_contrast":
        assert palette.card == "#000000" and palette.ink == "#FFFF00"


@pytest.mark.parametrize("width", SIZES)
def test_face_down_differs_from_face_up(app, code, width):
    up = render_card(CardFace("7", 7, "rouge"), width, code=code)
    down = render_card(CardFace("?", face_down=True), width, code=code)
    numbered = render_card(CardFace("2", face_down=True), width, code=code)
    assert _differs(up, down) > 100
    assert _differs(down, numbered) > 0  # the position number shows
    body, u = _body(width)
    palette = CardPalette.light()
    assert _count(down, body.adjusted(6 * u, 6 * u, -6 * u, -6 * u), palette.back_hatch, 30) > 0


@pytest.mark.parametrize("face", [CardFace("7", 7, "rouge"), CardFace("?", face_down=True)])
def test_selected_and_focused_are_distinct_and_not_colour_only(app, code, face):
    plain = render_card(face, 140, code=code)
    selected = render_card(face, 140, code=code, selected=True)
    focused = render_card(face, 140, code=code, focused=True)
    assert _differs(plain, selected) > 0 and _differs(plain, focused) > 0
    assert _differs(selected, focused) > 0
    palette = CardPalette.light()
    body, u = _body(140)
    badge = QtCore.QRectF(body.right() - 27 * u, body.bottom() - 27 * u, 22 * u, 22 * u)
    assert _count(selected, badge, palette.selected_mark, 30) > 0, "the check mark is drawn"
    # the focus ring lies outside the card, in the margin: at least 3 px of ring colour
    x = int(body.center().x())
    ring = [y for y in range(0, int(body.top())) if focused.pixelColor(x, y).name().upper() == palette.focus]
    assert len(ring) >= 3
    assert all(plain.pixelColor(x, y).alpha() == 0 for y in range(0, int(body.top()) - 1))


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", (48, 96, 200))
def test_dice_paint_pips_and_shape(app, code, theme, size):
    palette = CardPalette.for_theme(theme)
    for colour in deck_colours()["qwinto"]:
        one = render_die(1, colour, size, code=code, palette=palette)
        six = render_die(6, colour, size, code=code, palette=palette)
        assert _differs(one, six) > 0
        body, u, _ = _frame(QtCore.QRectF(0, 0, size, size), 1.0)
        centre = QtCore.QRectF(body.center().x() - 4 * u, body.center().y() - 4 * u, 8 * u, 8 * u)
        assert _count(one, centre, palette.ink, 60) > 0
        corner = QtCore.QRectF(body.left() + 8.5 * u, body.top() + 8.5 * u, 13 * u, 13 * u)
        fill = code.colour(colour).colour(theme)
        assert _count(one, corner, fill, 50) > 0
    assert _differs(render_die(None, "orange", size), render_die(3, "orange", size)) > 0


def test_colour_names_follow_the_language(app, code):
    face = CardFace("7", 7, "rouge")
    assert _differs(render_card(face, 140, code=code, lang="fr"),
                    render_card(face, 140, code=code, lang="en")) > 0


def test_user_overrides_change_the_drawing(app, code):
    face = CardFace("7", 7, "rouge")
    custom = code.with_overrides({"colours": {"rouge": "star"}, "values": {"7": "dot dot dot dot dot dot dot"}})
    assert _differs(render_card(face, 140, code=code), render_card(face, 140, code=custom)) > 0
