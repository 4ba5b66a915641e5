"""Desktop fixtures: the real main window, with speech recorded by log backends.

`tablee` builds the app as `tablee` does (AppContext + MainWindow) in a private
data folder; `spoken` lists what the voice backend was handed.
"""
from __future__ import annotations

import argparse

import pytest

from desktop import paths
from desktop.speech import SpeechService
from desktop.speech.backends.log import LogBackend


class Table:
    """The running app as a test drives it: only keys go in."""

    def __init__(self, qtbot, window, voice: LogBackend):
        self.qtbot, self.window, self.voice = qtbot, window, voice

    @property
    def focus(self):
        from desktop.qt import QtWidgets
        return QtWidgets.QApplication.focusWidget()

    def key(self, key, modifier=None, text: str = "") -> None:
        from desktop.qt import Qt, QtWidgets
        target = QtWidgets.QApplication.focusWidget() or self.window
        self.qtbot.keyClick(target, key, modifier or Qt.KeyboardModifier.NoModifier)

    def spoken(self) -> list[str]:
        return [u.text for u in self.voice.utterances]

    def history(self, seat: int | None = 0) -> list[str]:
        return [m.text for m in self.window.speech.history.messages(seat)]


@pytest.fixture
def make_app(qtbot, tmp_path):
    from desktop.app import AppContext, parse_args
    from desktop.mainwindow import MainWindow
    from desktop.qt import QtWidgets

    def make(*argv: str) -> Table:
        paths.set_data_dir(tmp_path / "data")
        args = parse_args(["--data-dir", str(tmp_path / "data"), "--bot-pause", "0", *argv])
        voice = LogBackend()
        logs = {"screenreader": LogBackend(available=False), "qttts": voice, "pyttsx3": LogBackend()}
        speech = SpeechService(factories={k: (lambda b=b: b) for k, b in logs.items()}, detector=lambda: False)
        ctx = AppContext(QtWidgets.QApplication.instance(), args, speech=speech)
        ctx.speech.set_output("voice")
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        window.show()
        window.activateWindow()
        qtbot.waitExposed(window)
        return Table(qtbot, window, voice)

    yield make
    paths.set_data_dir(None)
