"""The legend screen (shown and spoken) and the user's own tactile code (validated, saved, applied)."""
from __future__ import annotations

from desktop.dialogs.legend import LegendDialog
from desktop.dialogs.tactile import TactileDialog
from desktop.lowvision import display
from desktop.qt import Qt


def test_legend_lists_every_shape_and_pattern_and_speaks_them(make_app):
    app = make_app("--lang", "en")
    dialog = LegendDialog(app.window)
    dialog.show()
    app.qtbot.waitUntil(lambda: dialog.list.hasFocus(), timeout=2000)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert texts[0] == "Red: a circle"
    assert "7: a bar and two dots" in texts and "0: a ring" in texts and "16: three bars and a dot" in texts
    assert "Spades: a spade" in texts
    assert len(texts) == 7 + 4 + 17 + 1 + 6
    app.qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
    assert app.spoken()[-1] == "Yellow: a triangle"
    rect = dialog.list.visualRect(dialog.list.model().index(0, 0))
    assert rect.height() >= display().scale(72)
    dialog.close()


def test_legend_in_french(make_app):
    app = make_app("--lang", "fr")
    dialog = LegendDialog(app.window)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert "Rouge : un rond" in texts
    assert "7 : une barre et deux points" in texts


def test_ctrl_l_opens_the_legend_screen(make_app):
    from desktop.qt import QTimer, QtWidgets
    app = make_app("--lang", "en")
    seen = []

    def look():
        dialog = QtWidgets.QApplication.activeModalWidget()
        seen.append(type(dialog).__name__)
        dialog.accept()
    QTimer.singleShot(200, look)
    app.window.trigger("legend")
    assert seen == ["LegendDialog"]


def test_tactile_page_refuses_a_shared_shape_with_the_reason(make_app):
    app = make_app("--lang", "en")
    page = TactileDialog(app.window)
    box = page.shapes["rouge"]
    box.setCurrentIndex(box.findData("triangle"))  # yellow's shape
    assert box.currentData() == "circle"
    assert "Refused" in app.spoken()[-1] and "yellow" in app.spoken()[-1]
    assert app.window.ctx.settings.raw_group("tactile") == {}
    assert display().code.shape("rouge") == "circle"


def test_tactile_changes_are_saved_and_reach_every_card(make_app):
    from lvhelpers import open_table
    app = make_app("--lang", "en")
    table = open_table(app, "gap", "light", 100)
    page = TactileDialog(app.window)
    box = page.shapes["rouge"]
    box.setCurrentIndex(box.findData("star"))
    assert app.window.ctx.settings.raw_group("tactile") == {"colours.rouge": "star"}
    assert display().code.shape("rouge") == "star"
    assert table.hand.delegate.code.shape("rouge") == "star"
    assert app.spoken()[-1].startswith("Red: a star")
    assert page.change_pattern(7, "bar bar") is False  # 10's marks
    assert "10" in app.spoken()[-1]
    assert page.change_pattern(7, "wiggle") is False and "wiggle" in app.spoken()[-1]
    page.patterns[7].setText("dot bar dot")
    page.patterns[7].editingFinished.emit()
    assert display().code.pattern(7) == ("dot", "bar", "dot")
    assert app.window.ctx.settings.raw_group("tactile")["values.7"] == "dot bar dot"
    page.reset()
    assert app.window.ctx.settings.raw_group("tactile") == {}
    assert display().code.shape("rouge") == "circle" and display().code.pattern(7) == ("bar", "dot", "dot")


def test_the_users_code_is_loaded_at_start(make_app):
    app = make_app("--lang", "en")
    app.window.ctx.settings.set_raw("tactile", "colours.rouge", "pentagon")
    app.window.close()
    make_app("--lang", "en")
    assert display().code.shape("rouge") == "pentagon"
