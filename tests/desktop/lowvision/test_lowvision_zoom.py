"""Zoom 100–300 %: keys and announcements, fonts and cards scale, and no text is clipped.

The clipping check is geometric, over every table present in desktop/tables/, at
100 % and 300 % in a 1280 x 800 window: each label is as large as its text needs
(or wraps), each group title fits, each list row is at least a line (a card) high,
each card list shows at least one whole row, and the window's content keeps its
minimum size (the main scroll area scrolls instead of squeezing).
"""
from __future__ import annotations

import pytest
from lvhelpers import open_table, table_games

from desktop.lowvision import display, next_zoom
from desktop.qt import Qt, QtGui, QtWidgets
from desktop.widgets.lists import CardList


def test_zoom_steps():
    assert next_zoom(100, 1) == 125 and next_zoom(300, 1) == 300
    assert next_zoom(100, -1) == 100 and next_zoom(150, -1) == 125 and next_zoom(130, -1) == 125


def test_zoom_keys_announce_and_apply(make_app):
    app = make_app("--lang", "en")
    app.qtbot.waitUntil(lambda: app.focus is app.window.home.games, timeout=2000)
    base = QtWidgets.QApplication.font().pointSizeF()
    app.key(Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert display().zoom == 125
    assert "Zoom 125%" in app.spoken()
    assert QtWidgets.QApplication.font().pointSizeF() == pytest.approx(base * 1.25)
    app.key(Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert display().zoom == 150
    app.key(Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert display().zoom == 125
    for _ in range(8):
        app.window.trigger("zoom_in")
    assert display().zoom == 300 and app.spoken()[-1] == "Zoom 300%"
    assert QtWidgets.QApplication.font().pointSizeF() == pytest.approx(base * 3)
    app.key(Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert display().zoom == 100 and app.spoken()[-1] == "Zoom 100%"
    assert QtWidgets.QApplication.font().pointSizeF() == pytest.approx(base)


def test_zoom_is_a_saved_setting(make_app):
    from desktop import settings as S
    app = make_app("--lang", "fr")
    app.window.trigger("zoom_in")
    assert app.window.ctx.settings.get(S.ZOOM) == 125
    assert app.spoken()[-1] == "Zoom 125 %"


def _clipped(window) -> list[str]:
    problems = []
    root = window.centralWidget().widget()
    for label in root.findChildren(QtWidgets.QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            if label.height() + 1 < label.heightForWidth(label.width()):
                problems.append(f"label {label.text()[:30]!r}: {label.height()} < {label.heightForWidth(label.width())}")
        elif label.width() + 1 < label.sizeHint().width() or label.height() + 1 < label.fontMetrics().height():
            problems.append(f"label {label.text()[:30]!r}: {label.size()} < {label.sizeHint()}")
    for box in root.findChildren(QtWidgets.QGroupBox):
        if box.isVisible() and box.width() < box.fontMetrics().horizontalAdvance(box.title().replace("&", "")):
            problems.append(f"group title {box.title()!r} wider than its box ({box.width()})")
    for header in root.findChildren(QtWidgets.QHeaderView):
        if not header.isVisible() or header.model() is None:
            continue
        vertical = header.orientation() == Qt.Orientation.Vertical
        bold = header.font()
        bold.setBold(True)  # the current section's title is drawn in bold
        metrics = QtGui.QFontMetrics(bold)
        for section in range(header.count()):
            text = str(header.model().headerData(section, header.orientation()) or "")
            width = header.width() if vertical else header.sectionSize(section)
            margin = 2 * header.style().pixelMetric(QtWidgets.QStyle.PixelMetric.PM_HeaderMargin, None, header) + 2
            if metrics.horizontalAdvance(text) + margin > width:
                problems.append(f"header {text!r}: wider than its {width} px")
            if vertical and header.sectionSize(section) < header.fontMetrics().height():
                problems.append(f"header {text!r}: {header.sectionSize(section)} px < a line")
    for view in root.findChildren(QtWidgets.QAbstractItemView):
        if not view.isVisible() or view.model() is None or isinstance(view, QtWidgets.QHeaderView):
            continue
        line = view.fontMetrics().height()
        for row in range(view.model().rowCount()):
            rect = view.visualRect(view.model().index(row, 0))
            if rect.height() < line:
                problems.append(f"{view.accessibleName()} row {row}: {rect.height()} px < a line ({line})")
        if isinstance(view, CardList) and view.delegate is not None and view.model().rowCount():
            card = view.delegate.sizeHint(None, None).height()
            if view.viewport().height() < card:
                problems.append(f"{view.accessibleName()}: shows {view.viewport().height()} px of a {card} px card")
    content = window.centralWidget().widget()
    need = content.minimumSizeHint()
    if content.width() < need.width() or content.height() < need.height():
        problems.append(f"content squeezed: {content.size()} < {need}")
    return problems


@pytest.mark.parametrize("zoom", [100, 300, "300 live"])
@pytest.mark.parametrize("game_id", table_games())
def test_no_text_is_clipped(make_app, game_id, zoom):
    """At 100 % and 300 %, the table opened at that zoom or zoomed live (Ctrl+Plus during a game)."""
    app = make_app("--lang", "en")
    table = open_table(app, game_id, "high_contrast", 100 if zoom == "300 live" else zoom)
    if zoom == "300 live":
        for _ in range(6):
            app.window.trigger("zoom_in")
        app.qtbot.wait(50)
        zoom = 300
    assert display().zoom == zoom
    for view in table.findChildren(CardList):
        if view.delegate is not None:
            assert view.delegate.card_width == display().scale(96)
    problems = _clipped(app.window)
    assert problems == [], "\n".join(problems)


def test_card_lists_relayout_live(make_app):
    app = make_app("--lang", "en")
    table = open_table(app, "gap", "light", 100)
    hand = table.hand
    before = hand.visualRect(hand.model().index(0, 0)).height()
    app.window.trigger("zoom_in")
    app.window.trigger("zoom_in")
    app.qtbot.wait(50)
    after = hand.visualRect(hand.model().index(0, 0)).height()
    assert after > before * 1.4
    assert hand.minimumHeight() > hand.delegate.sizeHint(None, None).height()
