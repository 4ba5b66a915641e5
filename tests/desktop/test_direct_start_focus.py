"""`tablee --game`: the match opens before the window is active (desktop/app.py main).
Heard by ear, one start in two: "Messages. List with 5 items. Your turn…" before the
start's words. The home screen's list, hidden by the table, had handed the window's
focus to the Messages list, which Orca read when the window came up."""
from __future__ import annotations

from desktop import paths
from desktop.speech import SpeechService


def test_a_match_opened_before_the_window_is_active_leaves_no_focus_on_messages(qtbot, tmp_path):
    from desktop.app import AppContext, parse_args, start_direct
    from desktop.mainwindow import MainWindow
    from desktop.qt import QtWidgets
    from desktop.speech.backends.screenreader import ScreenReaderBackend
    paths.set_data_dir(tmp_path / "data")
    try:
        args = parse_args(["--data-dir", str(tmp_path / "data"), "--bot-pause", "0", "--lang", "en",
                           "--game", "twowin", "--players", "3", "--seed", "4"])
        speech = SpeechService(factories={"screenreader": ScreenReaderBackend}, detector=lambda: True)
        ctx = AppContext(QtWidgets.QApplication.instance(), args, speech=speech)
        ctx.speech.set_output("screenreader")
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        window.show()  # as main() does: the match starts before the event loop runs
        assert window.focusWidget() is window.home.games and not window.isActiveWindow()
        start_direct(window, args)
        # no focus until the start's words are out (quiet_screen_change): none for Orca to read
        # first when the window comes up, wherever the hidden list's focus would have gone
        assert window.focusWidget() is None, window.focusWidget().accessibleName()
        qtbot.waitUntil(lambda: window.table is not None and window.table.isAncestorOf(window.focusWidget()),
                        timeout=5000)
    finally:
        paths.set_data_dir(None)
