"""The speech service is made after the first paint (figure 1, issue 19) and wired to the
window then (desktop/window_speech.py): its notification widgets must be on screen, empty,
before its first word. Orca reads a notification widget that appears with text as a new
notification: the Num Win memorise cards of a match started at once (`--game`) were heard
twice, with two empty "notification" between, until the area was shown when wired."""
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
        assert not ctx.has_speech() and window.notifier is None  # nothing of speech before the paint
        window.show()
        qtbot.waitExposed(window)
        made = []
        ctx.speechMade.connect(made.append)
        speech = ctx.speech  # as main()'s prepare timer or a match start asks for it
        assert made == [speech] and window.speech is speech  # the window was told, and wired it
        window.notifier.build_slots()
        assert window.notifier.isVisible() and all(slot.isVisible() for slot in window.notifier.slots)
        assert [slot.text() for slot in window.notifier.slots] == [""] * len(window.notifier.slots)
        window.notify("Your turn.")
        assert "Your turn." in [window.messages.item(r).text() for r in range(window.messages.count())]
    finally:
        paths.set_data_dir(None)
