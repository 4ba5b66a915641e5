"""The focus ring: at least 3 px, 3:1 against both neighbours, on every focusable widget,
also when the focus was set from code (Fusion alone draws nothing then).

For each focusable, visible widget of a screen: setFocus() from code, grab it, and
walk inward from the middle of its top and left edges: the first pixels must be a
run of the focus colour at least `ring` px thick, and the pixel inside the run and
the parent's pixel just outside must each contrast 3:1 with it. Unfocused, the
run is gone (the ring marks the focus, not the control).
"""
from __future__ import annotations

import pytest
from lvhelpers import open_table, table_games

from desktop.lowvision import display
from desktop.lowvision.contrast import ratio
from desktop.qt import Qt, QtWidgets


def _hex(image, x: int, y: int) -> str:
    return image.pixelColor(x, y).name().upper()


def _run(image, points) -> tuple[int, str | None]:
    """(length of the leading run of the focus colour along `points`, the first other colour)."""
    focus = display().theme().focus.upper()
    card_focus = display().card_palette().focus.upper()
    n = 0
    for x, y in points:
        if _hex(image, x, y) not in (focus, card_focus):
            return n, _hex(image, x, y)
        n += 1
    return n, None


def _focusables(root) -> list[QtWidgets.QWidget]:
    out = []
    for w in root.findChildren(QtWidgets.QWidget):
        if (w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
                and w.width() > 8 and w.height() > 8 and not isinstance(w, QtWidgets.QScrollArea)
                and not isinstance(w.parentWidget(), (QtWidgets.QAbstractSpinBox, QtWidgets.QComboBox))):
            out.append(w)
    return out


def _shot(widget):
    """The widget as it appears, with whatever is drawn over it (the ring overlay), and 1 px around."""
    parent = widget.parentWidget()
    area = widget.geometry().adjusted(-1, -1, 1, 1).intersected(parent.rect())
    offset = widget.geometry().topLeft() - area.topLeft()
    return parent.grab(area).toImage(), offset.x(), offset.y()


def _check(qtbot, widget) -> list[str]:
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(widget.hasFocus, timeout=1000)
    qtbot.wait(10)
    ring = display().ring_width()
    image, dx, dy = _shot(widget)
    w, h = widget.width(), widget.height()
    top, top_inside = _run(image, [(dx + w // 2, dy + y) for y in range(h // 2)])
    left, left_inside = _run(image, [(dx + x, dy + h // 2) for x in range(w // 2)])
    name = f"{type(widget).__name__} {widget.accessibleName()!r}"
    problems = []
    if min(top, left) < ring:
        return [f"{name}: ring {top}/{left} px < {ring}"]
    focus = display().theme().focus
    for inside in (top_inside, left_inside):
        if inside and ratio(focus, inside) < 3:
            problems.append(f"{name}: ring vs inside {inside} = {ratio(focus, inside):.2f}")
    if dy:
        outside = _hex(image, dx + w // 2, dy - 1)
        if ratio(focus, outside) < 3:
            problems.append(f"{name}: ring vs outside {outside} = {ratio(focus, outside):.2f}")
    widget.clearFocus()
    qtbot.wait(10)
    plain, dx, dy = _shot(widget)
    if _run(plain, [(dx + w // 2, dy + y) for y in range(h // 2)])[0] >= ring and not _is_card_list(widget):
        problems.append(f"{name}: the ring stays without focus")
    return problems


def _is_card_list(widget) -> bool:
    from desktop.widgets.lists import CardList
    return isinstance(widget, CardList)


THEMES = ["light", "dark", "high_contrast"]


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("game_id", table_games())
def test_ring_on_every_table_control(make_app, game_id, theme):
    app = make_app("--lang", "en")
    table = open_table(app, game_id, theme, 100)
    widgets = _focusables(app.window)
    assert any(table.isAncestorOf(w) for w in widgets)
    problems = [p for w in widgets for p in _check(app.qtbot, w)]
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("theme", THEMES)
def test_ring_on_the_home_screen_and_dialogs(make_app, theme):
    from desktop import settings as S
    from desktop.dialogs.legend import LegendDialog
    from desktop.dialogs.settings import SettingsDialog
    from desktop.dialogs.tactile import TactileDialog
    app = make_app("--lang", "en")
    app.window.ctx.settings.set(S.THEME, theme)
    problems = [p for w in _focusables(app.window) for p in _check(app.qtbot, w)]
    for dialog in (SettingsDialog(app.window.ctx, app.window), LegendDialog(app.window), TactileDialog(app.window)):
        dialog.show()
        app.qtbot.waitExposed(dialog)
        problems += [p for w in _focusables(dialog) for p in _check(app.qtbot, w)]
        dialog.close()
    assert problems == [], "\n".join(problems)


def test_ring_grows_with_the_zoom(make_app):
    app = make_app("--lang", "en")
    table = open_table(app, "gap", "high_contrast", 300)
    assert display().ring_width() == 5
    assert _check(app.qtbot, table.hand) == []
