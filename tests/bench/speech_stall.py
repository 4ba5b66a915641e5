"""Does speech ever stall the GUI, and how fast does the stop key silence it?

    python -m tests.bench.speech_stall [--quick]

Under a private PulseAudio null sink + speech-dispatcher (tests/bench/audio_env.py)
it sends a stream of sentences, with stop-key presses and OWN interrupts, through
SpeechService to (0) the SSIP backend (speech-dispatcher over its socket, ssip.py;
audible = between its 701 BEGIN and 702 END / 703 CANCELED events), (1)
QTextToSpeech on speechd and (2) pyttsx3 (worker synthesis,
QSoundEffect playback), while a 5 ms PreciseTimer measures event-loop lateness.
Prints one JSON object on stdout:
  stall_max_ms / stall_p95_ms   lateness of the 5 ms tick while speaking
  interrupt_ms                  stop key -> QTextToSpeech leaves Speaking /
                                QSoundEffect stops playing
  start_ms                      say() -> audio starts (Speaking / playing)
  init_ms / ready_ms            backend created / engine ready (QTextToSpeech is
                                created on its own thread: ~1.5 s on speechd)
  warmup_stall_max_ms           GUI lateness while the engine starts
Why: PLATFORM.md measured pyttsx3's runAndWait() freezing the loop 2.6 s; this
proves our design does not, on this machine class, with audio really consumed.
"""
from __future__ import annotations

import contextlib
import json
import os
import statistics
import sys
import time

from tests.bench import audio_env

SENTENCES = [
    "Marie joue sept rouge sur la pile.",
    "Bob pioche deux cartes : le plus haut numéro et un double.",
    "Anna plays the queen of stars, and the round goes on.",
    "Carl passes his turn.",
    "Scores: Marie 12, Bob 9, Anna 15, Carl 7.",
    "Your turn. You may play a card or draw one.",
]
TICK_MS = 5


class StallMeter:
    """Records how late each 5 ms tick fires (the GUI-blocking time)."""

    def __init__(self, qt) -> None:
        self.late: list[float] = []
        self.stamps: list[float] = []  # when each tick fired (monotonic)
        self._last = None
        self._timer = qt.QTimer()
        self._timer.setTimerType(qt.Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.late.clear()
        self.stamps.clear()
        self._last = time.monotonic()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = time.monotonic()
        self.late.append(max(0.0, (now - self._last) * 1000 - TICK_MS))
        self.stamps.append(now)
        self._last = now

    def split(self, moment: float) -> tuple[list[float], list[float]]:
        """Lateness up to the first tick after `moment` (which carries what blocked
        the loop until then), and after it."""
        cut = next((i + 1 for i, t in enumerate(self.stamps) if t > moment), len(self.late))
        return self.late[:cut], self.late[cut:]

    def summary(self, late: list[float] | None = None) -> dict:
        late = sorted(self.late if late is None else late) or [0.0]
        return {"stall_max_ms": round(late[-1], 1),
                "stall_p95_ms": round(late[int(0.95 * (len(late) - 1))], 1), "ticks": len(late)}


def run_loop(qt, app, seconds: float) -> None:
    qt.QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()


def playing(backend) -> bool:
    """Is audio coming out of this backend right now?"""
    return backend.audible()


class Scenario:
    """Timed script: sentences every 600 ms, a stop key every 4th, then an OWN."""

    def __init__(self, qt, service, backend, quick: bool) -> None:
        self.qt, self.service, self.backend = qt, service, backend
        self.count = 8 if quick else 16
        self.interrupts: list[float] = []
        self.starts: list[float] = []
        self._said_at = None

    def schedule(self) -> float:
        for i in range(self.count):
            self.qt.QTimer.singleShot(600 * i, lambda i=i: self.step(i))
        self.qt.QTimer.singleShot(5, self.watch)
        return 600 * self.count / 1000 + 6.0

    def step(self, i: int) -> None:
        from desktop.speech import Message, Priority
        text = SENTENCES[i % len(SENTENCES)]
        if i % 4 == 3 and playing(self.backend):
            self.press_stop()
            self.qt.QTimer.singleShot(150, lambda: self.say(Message(text, priority=Priority.OWN)))
        else:
            self.say(Message(text, category="others"))

    def say(self, message) -> None:
        if self._said_at is None and not playing(self.backend):
            self._said_at = time.monotonic()
        self.service.say(message)

    def press_stop(self) -> None:
        """The stop key; latency = until the backend reports audio stopped."""
        pressed = time.monotonic()
        self.service.stop()
        self._wait_stopped(pressed)

    def _wait_stopped(self, pressed: float) -> None:
        if not playing(self.backend):
            self.interrupts.append((time.monotonic() - pressed) * 1000)
        elif time.monotonic() - pressed < 2:
            self.qt.QTimer.singleShot(1, lambda: self._wait_stopped(pressed))

    def watch(self) -> None:
        """Poll (1 ms) for audio start to measure say() -> sound."""
        if self._said_at is not None and playing(self.backend):
            self.starts.append((time.monotonic() - self._said_at) * 1000)
            self._said_at = None
        self.qt.QTimer.singleShot(1, self.watch)


def warm_up(qt, app, factory) -> tuple[object, dict]:
    """Create the backend under the stall meter: engine start must not block."""
    meter = StallMeter(qt)
    meter.start()
    t0 = time.monotonic()
    backend = factory()
    ok = backend.available()
    info = {"available": ok, "init_ms": round((time.monotonic() - t0) * 1000, 1)}
    is_ready = getattr(backend, "is_ready", lambda: True)
    while ok and not is_ready() and time.monotonic() - t0 < 10:
        run_loop(qt, app, 0.02)
    info["ready_ms"] = round((time.monotonic() - t0) * 1000, 1)
    run_loop(qt, app, 0.3)
    meter.stop()
    info["warmup_stall_max_ms"] = meter.summary()["stall_max_ms"]
    return backend, info


def bench_backend(qt, app, name: str, factory, quick: bool) -> dict:
    from desktop.speech import SpeechService
    backend, info = warm_up(qt, app, factory)
    if not info["available"]:
        return info
    service = SpeechService(factories={"qttts": lambda: backend, "pyttsx3": lambda: backend},
                            detector=lambda: False)
    service.set_output("voice")
    meter = StallMeter(qt)
    scenario = Scenario(qt, service, backend, quick)
    meter.start()
    run_loop(qt, app, scenario.schedule())
    meter.stop()
    service.shutdown()
    result = {**info, **meter.summary(),
              "interrupt_ms": [round(x, 1) for x in scenario.interrupts],
              "start_ms_median": round(statistics.median(scenario.starts), 1) if scenario.starts else None,
              "starts": len(scenario.starts)}
    if scenario.interrupts:
        result["interrupt_max_ms"] = round(max(scenario.interrupts), 1)
    return result


def measure(quick: bool) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from desktop import qt
    from desktop.speech.backends.pyttsx3_backend import Pyttsx3Backend
    from desktop.speech.backends.qttts import QtTtsBackend
    from desktop.speech.backends.ssip import SsipBackend
    from desktop.speech.refguard import guard_singletons
    guard_singletons()  # PySide6 6.12 + CPython 3.11 refcount leak
    app = qt.QtWidgets.QApplication.instance() or qt.QtWidgets.QApplication([])
    meter = StallMeter(qt)
    meter.start()
    run_loop(qt, app, 1.0)
    meter.stop()
    results = {"baseline_idle": meter.summary()}
    results["speechd (SSIP)"] = bench_backend(qt, app, "speechd", SsipBackend, quick)
    results["qttts-speechd"] = bench_backend(qt, app, "qttts", lambda: QtTtsBackend("speechd"), quick)
    results["pyttsx3"] = bench_backend(qt, app, "pyttsx3", Pyttsx3Backend, quick)
    return results


def main() -> int:
    quick = "--quick" in sys.argv
    reason = audio_env.skip_reason()
    audio = None if reason else audio_env.start()
    if audio is not None:
        os.environ.update(audio.env)  # before Qt Multimedia/TTS initialise
    out = sys.stdout
    try:
        with contextlib.redirect_stdout(sys.stderr):  # engines' chatter off the JSON
            results = measure(quick)
    finally:
        if audio is not None:
            audio.stop()
    results["audio"] = "pulseaudio null sink + private speech-dispatcher" if audio else f"none: {reason}"
    out.write(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
