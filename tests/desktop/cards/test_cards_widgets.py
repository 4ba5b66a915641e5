"""CardView: size, accessible name, painting, focus; the pixmap helper."""
from __future__ import annotations

from desktop.cards import CARD_RATIO, CardFace, CardPalette, CardView, card_pixmap
from desktop.qt import Qt


def test_card_view_paints_at_its_width(qtbot, code):
    view = CardView(CardFace("9", 9, "rose", stars=2, label="9 rose, 2 étoiles"), code, width=150)
    qtbot.addWidget(view)
    view.resize(view.sizeHint())
    assert view.sizeHint().width() == 150 and view.sizeHint().height() == round(150 * CARD_RATIO)
    assert view.accessibleName() == "9 rose, 2 étoiles"
    before = view.grab().toImage()
    view.set_selected(True)
    assert view.is_selected()
    after = view.grab().toImage()
    assert before != after
    view.set_card_width(200)
    assert view.sizeHint().width() == 200


def test_card_view_face_and_theme_changes(qtbot, code):
    view = CardView(CardFace("?", face_down=True, label="carte cachée 2"), code)
    qtbot.addWidget(view)
    view.resize(view.sizeHint())
    down = view.grab().toImage()
    view.set_face(CardFace("Q", 12, "coeur", label="Q"))
    assert view.accessibleName() == "Q"
    up = view.grab().toImage()
    view.set_palette(CardPalette.high_contrast())
    assert down != up
    assert view.grab().toImage() != up


def test_focusable_card_view_draws_its_focus_ring(qtbot, code):
    view = CardView(CardFace("3", 3, "vert", label="3 vert"), code, focusable=True)
    qtbot.addWidget(view)
    assert view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert CardView(CardFace("3", 3, "vert"), code).focusPolicy() == Qt.FocusPolicy.NoFocus
    view.resize(view.sizeHint())
    plain = view.grab().toImage()
    view.set_focused(True)
    assert view.grab().toImage() != plain


def test_card_pixmap(app, code):
    pixmap = card_pixmap(CardFace("A", 14, "pique"), 90, code=code)
    assert not pixmap.isNull() and pixmap.width() == 90
