"""Figure 3, interrupt: the stop-speech key to the built-in voice falling silent.

    python -m tests.bench.interrupt [--quick] [--json]

Reuses tests/bench/speech_stall.py (warm-up, stall meter, audibility) on the
benchmark's own PulseAudio null sink + private speech-dispatcher (audio_env),
for the SSIP backend (speech-dispatcher spoken to directly; silent = its 703
CANCELED / 702 END event), for QTextToSpeech on speechd and for the pyttsx3 backend (pyttsx3 synthesis,
QSoundEffect playback). A sentence is spoken every 600 ms; every second one, once
audio is really coming out, either the stop key is pressed (the Ctrl key alone,
desktop/keyfilter.py's filter (on the focus widget, as in the app) calling SpeechService.stop(); QTest
sends press and release) or, as the floor, the backend's stop() is called
directly. Latency: key release (or stop call) to backend.audible() turning
false, polled every 1 ms (QTextToSpeech leaves Speaking / QSoundEffect stops).
"""
from __future__ import annotations

import contextlib
import os
import sys
import time

from tests.bench import audio_env
from tests.bench.common import module_main, percentile, row, stats
from tests.bench.speech_stall import SENTENCES, StallMeter, playing, run_loop, warm_up

GOAL_MS = 50.0


class StopScenario:
    def __init__(self, qt, service, backend, widget, count: int) -> None:
        self.qt, self.service, self.backend, self.widget = qt, service, backend, widget
        self.count = count
        self.key: list[float] = []
        self.direct: list[float] = []
        self.skipped = 0
        self._stops = 0

    def schedule(self) -> float:
        for i in range(self.count):
            self.qt.QTimer.singleShot(600 * i, lambda i=i: self.step(i))
        return 600 * self.count / 1000 + 3.0

    def step(self, i: int) -> None:
        from desktop.speech import Message
        if i % 2 == 1:
            self.stop_when_audible(time.monotonic())
        else:
            self.service.say(Message(" ".join(SENTENCES[i % len(SENTENCES):] * 2), category="others"))

    def stop_when_audible(self, asked: float) -> None:
        if not playing(self.backend):
            if time.monotonic() - asked < 0.5:
                self.qt.QTimer.singleShot(2, lambda: self.stop_when_audible(asked))
            else:
                self.skipped += 1
            return
        self._stops += 1
        if self._stops % 2 == 1:
            from PySide6.QtTest import QTest
            ctrl = self.qt.Qt.Key.Key_Control
            QTest.keyPress(self.widget, ctrl)
            pressed = time.monotonic()
            QTest.keyRelease(self.widget, ctrl, self.qt.Qt.KeyboardModifier.ControlModifier)
            self.wait_stopped(pressed, self.key)
        else:
            pressed = time.monotonic()
            self.backend.stop()
            self.wait_stopped(pressed, self.direct)

    def wait_stopped(self, pressed: float, into: list[float]) -> None:
        if not playing(self.backend):
            into.append((time.monotonic() - pressed) * 1000)
        elif time.monotonic() - pressed < 2:
            self.qt.QTimer.singleShot(1, lambda: self.wait_stopped(pressed, into))


def install_stop_key(qt, app, service, widget):
    """The app's own Ctrl-alone filter, installed as the app does: on the widget that has
    the focus (desktop.keyfilter.KeyWatch), here the widget the keys are sent to."""
    try:
        from desktop.keyfilter import CtrlAloneFilter
        source = "desktop.keyfilter.CtrlAloneFilter"
    except ImportError:
        CtrlAloneFilter, source = None, "none"
    if CtrlAloneFilter is None:
        return None, "no stop key filter in the app: measured the direct stop() only"
    keyfilter = CtrlAloneFilter(service.stop, widget)
    widget.installEventFilter(keyfilter)
    return keyfilter, source


def bench(qt, app, factory, count: int) -> dict:
    from desktop.speech import SpeechService
    backend, info = warm_up(qt, app, factory)
    if not info["available"]:
        return info
    service = SpeechService(factories={"qttts": lambda: backend, "pyttsx3": lambda: backend},
                            detector=lambda: False)
    service.set_output("voice")
    widget = qt.QtWidgets.QListWidget()
    widget.show()
    keyfilter, source = install_stop_key(qt, app, service, widget)
    meter = StallMeter(qt)
    scenario = StopScenario(qt, service, backend, widget, count)
    meter.start()
    run_loop(qt, app, scenario.schedule())
    meter.stop()
    service.shutdown()
    if keyfilter is not None:
        widget.removeEventFilter(keyfilter)
    widget.close()
    return {**info, "stop_key": source, "key_ms": [round(x, 1) for x in scenario.key],
            "direct_ms": [round(x, 1) for x in scenario.direct], "never_audible": scenario.skipped,
            "key": stats(scenario.key, 1), "direct": stats(scenario.direct, 1), **meter.summary()}


def measure(quick: bool) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    reason = audio_env.skip_reason()
    audio = None if reason else audio_env.start()
    if audio is not None:
        os.environ.update(audio.env)
    count = 12 if quick else 28
    try:
        with contextlib.redirect_stdout(sys.stderr):
            from desktop import qt
            from desktop.speech.backends.pyttsx3_backend import Pyttsx3Backend
            from desktop.speech.backends.qttts import QtTtsBackend
            from desktop.speech.backends.ssip import SsipBackend
            from desktop.speech.refguard import guard_singletons
            guard_singletons()
            app = qt.QtWidgets.QApplication.instance() or qt.QtWidgets.QApplication([])
            results = {"speechd (SSIP)": bench(qt, app, SsipBackend, count),
                       "qttts-speechd": bench(qt, app, lambda: QtTtsBackend("speechd"), count),
                       "pyttsx3": bench(qt, app, Pyttsx3Backend, count)}
    finally:
        if audio is not None:
            audio.stop()
    results["audio"] = "pulseaudio null sink + private speech-dispatcher" if audio else f"none: {reason}"
    rows, notes = [], []
    for name, r in results.items():
        if not isinstance(r, dict):
            continue
        if not r.get("available"):
            notes.append(f"{name}: voice unavailable here, not measured ({results['audio']})")
            continue
        key, direct = r["key_ms"], r["direct_ms"]
        worst = max(key) if key else None
        mid = f"{percentile(key, 0.5):.1f}" if key else "—"
        floor = max(direct) if direct else None
        rows.append(row(f"3. Interrupt {name}: stop key → silent, worst of n={len(key)} (median {mid}; "
                        f"floor: worst of backend.stop() called directly)", worst, floor,
                        f"≤ {GOAL_MS:g} ms", None if worst is None else worst <= GOAL_MS, "ms", 1))
        if r.get("warmup_stall_max_ms", 0) > GOAL_MS:
            notes.append(f"{name}: creating the engine blocked the GUI {r['warmup_stall_max_ms']} ms "
                         f"(init {r['init_ms']} ms" + ("; QTextToSpeech's constructor keeps the GIL)" if "qttts" in name else ")"))
    return {"figure": "interrupt", "rows": rows, "details": results, "notes": notes}


if __name__ == "__main__":
    sys.exit(module_main(measure))
