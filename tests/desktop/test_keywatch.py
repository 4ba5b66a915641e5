"""The Ctrl-alone filter sits on the focus widget (desktop/keyfilter.py, KeyWatch), not on
the application: an application-wide Python filter ran for every event of the process,
AT-SPI's included, and tripled what each call of a screen reader cost."""
from PySide6.QtTest import QTest

from desktop import qt
from desktop.keyfilter import CtrlAloneFilter, KeyWatch

Qt = qt.Qt


def _ctrl_alone(widget) -> None:
    QTest.keyPress(widget, Qt.Key.Key_Control)
    QTest.keyRelease(widget, Qt.Key.Key_Control, Qt.KeyboardModifier.ControlModifier)


def test_the_stop_key_follows_the_focus(qtbot):
    window = qt.QtWidgets.QWidget()
    qtbot.addWidget(window)
    layout = qt.QtWidgets.QVBoxLayout(window)
    first, second = qt.QtWidgets.QListWidget(window), qt.QtWidgets.QLineEdit(window)
    layout.addWidget(first)
    layout.addWidget(second)
    window.show()
    qtbot.waitExposed(window)
    stops: list[int] = []
    watch = KeyWatch(CtrlAloneFilter(lambda: stops.append(1), window), window)
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    _ctrl_alone(first)
    assert stops == [1]
    second.setFocus()
    qtbot.waitUntil(second.hasFocus)
    _ctrl_alone(first)  # the filter left the widget that lost the focus
    assert stops == [1]
    _ctrl_alone(second)
    assert stops == [1, 1]
    assert watch._watched is second


def test_while_alt_is_held_the_filter_is_application_wide(qtbot):
    """The Alt handling needs the application's events while Alt is down (the menu bar's
    own filter is application-wide); at other times the filter costs nothing elsewhere."""
    window = qt.QtWidgets.QListWidget()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.setFocus()
    qtbot.waitUntil(window.hasFocus)
    keys = CtrlAloneFilter(lambda: None, window)
    watch = KeyWatch(keys, window)
    QTest.keyPress(window, Qt.Key.Key_Alt)
    assert watch._app_wide
    QTest.keyRelease(window, Qt.Key.Key_Alt, Qt.KeyboardModifier.AltModifier)
    assert not watch._app_wide
