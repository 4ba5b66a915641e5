"""The speech service is made after the first paint (figure 1, issue 19) and wired to the
window then (desktop/window_speech.py); the screen reader's notification widgets are
built with the window, shown and empty before it first shows. Orca reads each
notification widget that appears as a notification: built later, they made it say
"notification." eight times at every start, and read the Num Win memorise cards of a
match started at once (`--game`) twice."""
from __future__ import annotations

from desktop import paths


def test_a_service_made_after_the_window_shows_has_its_notifications_on_screen_at_once(qtbot, tmp_path):
    from desktop.app import AppContext, parse_args
    from desktop.mainwindow import MainWindow
    from desktop.qt import QtWidgets
    paths.set_data_dir(tmp_path / "data")
    try:
        args = parse_args(["--data-dir", str(tmp_path / "data"), "--speech", "off", "--lang", "en"])
        ctx = AppContext(QtWidgets.QApplication.instance(), args)
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        assert not ctx.has_speech()  # no speech service before the paint
        slots = window.notifier.slots
        assert len(slots) == window.notifier.SIZE and not any(slot.isVisible() for slot in slots)
        window.show()
        assert all(slot.isVisible() for slot in slots)  # they appear with the window
        qtbot.waitExposed(window)
        made = []
        ctx.speechMade.connect(made.append)
        speech = ctx.speech  # as main()'s prepare timer or a match start asks for it
        assert made == [speech] and window.speech is speech  # the window was told, and wired it
        assert window.notifier.slots is slots and all(slot.isVisible() for slot in slots)
        assert [slot.text() for slot in slots] == [""] * len(slots)
        window.notify("Your turn.")
        assert "Your turn." in [window.messages.item(r).text() for r in range(window.messages.count())]
    finally:
        paths.set_data_dir(None)
