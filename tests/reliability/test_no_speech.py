"""No speech, no sound: the app runs, says once (shown) why, and Messages carries everything.

Simulated machine: no screen reader (the detector says no), no Qt text to speech and
no Qt Multimedia (`desktop.qt.optional_module` finds neither), no pyttsx3, no
speech-dispatcher; the speech service keeps its real factories. Then the real
binary, with speech-dispatcher unreachable (SPEECHD_ADDRESS on a dead socket) and
`--speech auto`: `--smoke` exits 0 within seconds and reports the history-only fallback.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop import paths, qt
from desktop.qt import Qt, QtWidgets

ROOT = Path(__file__).resolve().parents[2]
NOTICE = "Speech is unavailable"


@pytest.fixture
def silent_app(qtbot, tmp_path, monkeypatch):
    real = qt.optional_module

    def optional(name):
        return None if name in ("QtTextToSpeech", "QtMultimedia") else real(name)

    monkeypatch.setattr(qt, "optional_module", optional)
    monkeypatch.setitem(sys.modules, "pyttsx3", None)  # import pyttsx3 -> ImportError
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'dead.sock'}")
    monkeypatch.setenv("PATH", str(ROOT / ".venv" / "bin"))  # no speech-dispatcher to autospawn
    from desktop.app import AppContext, parse_args
    from desktop.mainwindow import MainWindow
    from desktop.speech import SpeechService
    paths.set_data_dir(tmp_path / "data")
    args = parse_args(["--data-dir", str(tmp_path / "data"), "--bot-pause", "0", "--lang", "en", "--speech", "auto"])
    speech = SpeechService(detector=lambda: False)  # the real factories: each finds nothing
    ctx = AppContext(QtWidgets.QApplication.instance(), args, speech=speech)
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    ctx.speech.prepare()
    yield window
    paths.set_data_dir(None)


def _rows(window) -> list[str]:
    return [window.messages.item(r).text() for r in range(window.messages.count())]


def test_without_any_speech_or_sound_the_messages_region_carries_everything(silent_app, qtbot):
    window = silent_app
    # the speech-dispatcher client is optimistic until its worker finds no daemon
    qtbot.waitUntil(lambda: window.ctx.speech.output_names() in ([], ["screenreader"]), timeout=15000)
    qtbot.waitUntil(lambda: any(NOTICE in m.text for m in window.speech.history.messages(None)), timeout=5000)
    assert window.ctx.sounds._module is None
    window.ctx.sounds.play("turn")  # a cue without Qt Multimedia is skipped, not an error
    notices = [m.text for m in window.speech.history.messages(None) if NOTICE in m.text]
    assert len(notices) == 1 and "speech-dispatcher" in notices[0]
    assert any(NOTICE in r for r in _rows(window))  # shown
    # a short GAP match, played by keys: every message reaches the Messages list
    from desktop.match.session import SeatConfig
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy"), SeatConfig("Cid", False, "easy")]
    window.start_match("gap", seats, {}, 11)
    table = window.table
    for _press in range(16):  # Enter plays (or confirms) where the focus is, as a player would
        qtbot.waitUntil(lambda: table.my_turn() or window.session.result() is not None, timeout=10000)
        if window.session.result() is not None:
            break
        qtbot.waitUntil(lambda: QtWidgets.QApplication.focusWidget() is not None, timeout=3000)
        qtbot.keyClick(QtWidgets.QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.wait(20)
    assert window.session.generation >= 8  # the match moved on: our moves and the bots'
    qtbot.waitUntil(lambda: not window.session.bots_busy(), timeout=10000)
    QtWidgets.QApplication.processEvents()
    history = [m.text for m in window.speech.history.messages(0) if m.category != "focus"]
    rows = _rows(window)
    assert len(history) > 8
    missing = [t for t in history[-200:] if t not in rows]
    assert not missing, missing
    assert any("plays" in t or "take" in t.lower() for t in history)  # moves, not only notices
    again = window.ctx.speech.output_names()  # re-resolving does not repeat the notice
    assert again in ([], ["screenreader"])
    # said once: the match's history (cleared when it started) never repeats it
    assert not any(NOTICE in m.text for m in window.speech.history.messages(None))


def test_the_real_binary_falls_back_when_speech_dispatcher_is_unreachable(tmp_path):
    exe = ROOT / ".venv" / "bin" / "tablee"
    command = [str(exe)] if exe.exists() else [sys.executable, "-m", "desktop.app"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SPEECHD_ADDRESS=f"unix_socket:{tmp_path / 'dead.sock'}",
               PATH=str(ROOT / ".venv" / "bin"))  # and no speech-dispatcher to start there
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    start = time.monotonic()
    done = subprocess.run(command + ["--data-dir", str(tmp_path / "data"), "--speech", "auto", "--lang", "en",
                                     "--smoke"], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    took = time.monotonic() - start
    assert done.returncode == 0, done.stderr[-2000:]
    report = next(line for line in done.stdout.splitlines() if line.startswith("tablee smoke:"))
    speech = report.split("speech=")[1]
    assert speech in ("history only", "screenreader") or "pyttsx3" in speech, report
    assert "speechd" not in speech and "qttts" not in speech, report
    assert took < 20, f"--smoke took {took:.1f}s"
    print(f"\n{report} ({took:.1f}s)")
