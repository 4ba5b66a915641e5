"""Built-in voice through Qt's QTextToSpeech, hosted on its own thread.

Why a thread: creating QTextToSpeech("speechd") takes ~1.2-1.5 s (measured by
tests/bench/speech_stall.py). The engine lives in its own Python thread running
a QEventLoop; the GUI side sends commands as queued signals (str arguments
only) and mirrors the engine state from queued signals, so say/stop/settings
never wait on the engine. Caveat, measured: PySide6 6.12 keeps the GIL during
that constructor, so the GUI still pauses once while the engine is created;
call SpeechService.prepare() at start-up, before the first window is shown.
Once running, speechd's say() returns at once, stop() reaches Ready within
~40 ms and enqueue() keeps order (PLATFORM.md). Engine: "speechd" on Linux,
the platform default elsewhere; "mock" only when asked (tests).
"""
from __future__ import annotations

import sys
import threading
import time
from typing import Any

from ... import qt
from ..errors import failed
from .base import Backend

START_TIMEOUT_S = 3.0  # say() -> Speaking took up to ~0.8 s on speechd here
SHUTDOWN_WAIT_S = 2.0
SETTERS = {"rate": "setRate", "pitch": "setPitch", "volume": "setVolume"}


def default_engine() -> str:
    """"speechd" on Linux (Qt's other Linux engine is flite, rarely installed)."""
    return "speechd" if sys.platform.startswith("linux") else ""


def engine_listed(engine: str) -> bool:
    """Cheap check (~1 ms) that the module loads and lists the engine."""
    module = qt.text_to_speech()
    if module is None:
        return False
    return not engine or engine in module.QTextToSpeech.availableEngines()


class _Host(qt.QObject):
    """Lives in the TTS thread; owns the QTextToSpeech object."""

    # Cross-thread signals carry str only (no bool/None/object arguments).
    ready = qt.Signal(str, str)  # (error text, "" when created; voice names, one a line)
    state = qt.Signal(str)       # engine state name: Ready, Speaking, ...

    def __init__(self, engine: str) -> None:
        super().__init__()
        self._engine_name = engine
        self.tts: Any = None
        self.loop: Any = None

    def create(self) -> tuple[str, str]:
        """Build the engine (called at the thread's top level); (error, voices)."""
        try:
            module = qt.text_to_speech()
            name = self._engine_name
            tts = module.QTextToSpeech(name) if name else module.QTextToSpeech()
            if tts.state() == module.QTextToSpeech.State.Error:
                return tts.errorString() or "error", ""
            tts.stateChanged.connect(lambda s: self.state.emit(s.name))
            self.tts = tts
            return "", "\n".join(v.name() for v in tts.availableVoices())
        except Exception as exc:  # an absent engine is just unavailable
            failed("qttts: engine")
            return str(exc) or "error", ""

    @qt.Slot(str, str)
    def command(self, name: str, arg: str) -> None:
        """Run one command in the TTS thread (queued from the GUI thread)."""
        try:
            if name == "quit":
                self.loop.quit()
            elif self.tts is not None:
                self._run(name, arg)
        except Exception:  # never let the engine kill the thread
            failed(f"qttts: {name}")

    def _run(self, name: str, arg) -> None:
        tts = self.tts
        if name == "say":
            tts.stop()
            tts.say(arg)
        elif name == "enqueue":
            tts.enqueue(arg)
        elif name == "stop":
            tts.stop()
        elif name in SETTERS:
            getattr(tts, SETTERS[name])(float(arg))
        elif name == "language":
            tts.setLocale(qt.QtCore.QLocale(str(arg)))
        elif name == "voice":
            for voice in tts.availableVoices():
                if voice.name() == arg:
                    tts.setVoice(voice)


class QtTtsBackend(Backend):
    """GUI-side proxy for the threaded QTextToSpeech."""

    name = "qttts"
    signals_idle = True  # the engine's stateChanged(Ready) ends each utterance

    def __init__(self, engine: str | None = None) -> None:
        self.engine = default_engine() if engine is None else engine
        self._thread: threading.Thread | None = None
        self._proxy: Any = None
        self._backlog: list[tuple[str, str]] = []
        self._failed = not engine_listed(self.engine)
        self._ready = False
        self._state = "Ready"
        self._said_at = 0.0  # monotonic time of a say() not yet seen by the engine
        self._voices: list[str] = []
        self.state_log: list[tuple[float, str]] = []  # (monotonic, state) for benchmarks

    # ---- thread -----------------------------------------------------------
    def _start(self) -> None:
        if self._thread is not None or self._failed:
            return
        if self.engine == "speechd":
            from .speechd_probe import speechd_usable
            if not speechd_usable():
                self._failed = True  # a stuck daemon would freeze the app: use another voice
                return
        self._proxy = _Proxy(self)
        self._thread = threading.Thread(target=self._thread_main, name="qttts", daemon=True)
        self._thread.start()

    def _thread_main(self) -> None:
        """TTS thread: create the engine, wire it to the GUI proxy, run commands."""
        host = _Host(self.engine)
        error, voices = host.create()
        host.loop = qt.QtCore.QEventLoop()
        queued = qt.Qt.ConnectionType.QueuedConnection
        self._proxy.command.connect(host.command, queued)
        host.ready.connect(self._proxy.on_ready, queued)
        host.state.connect(self._proxy.on_state, queued)
        host.ready.emit(error, voices)
        if not error:
            host.loop.exec()
            host.tts.stop()
        host.tts = None

    def _send(self, name: str, arg: object = "") -> None:
        """Commands wait in a backlog until the engine exists, then go in order."""
        if self._ready:
            self._proxy.command.emit(name, str(arg))
        elif not self._failed:
            self._backlog.append((name, str(arg)))

    def _on_ready(self, error: str, voices: str) -> None:
        self._ready = not error
        self._failed = bool(error)
        self._voices = [v for v in voices.split("\n") if v]
        backlog, self._backlog = self._backlog, []
        for name, arg in backlog:
            self._send(name, arg)

    def voices(self) -> list[str]:
        """Voice names, known once the engine thread has created the engine."""
        return list(self._voices)

    def is_ready(self) -> bool:
        return self._ready

    def _on_state(self, state: str) -> None:
        self._state = state
        self._said_at = 0.0
        self.state_log.append((time.monotonic(), state))
        del self.state_log[:-200]
        if state == "Error":
            self._failed = True
        if state in ("Ready", "Error"):
            self.went_idle()

    def available(self) -> bool:
        """Optimistic until the thread reports otherwise; starts the engine early."""
        self._start()
        return not self._failed

    # ---- speaking -----------------------------------------------------------
    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        self._start()
        self._send("say" if interrupt else "enqueue", text)
        self._said_at = time.monotonic()

    def stop(self) -> None:
        self._send("stop")
        self._said_at = 0.0

    def audible(self) -> bool:
        """The engine says it is speaking (as last reported to the GUI thread)."""
        return self._state == "Speaking"

    def is_speaking(self) -> bool:
        if self._state in ("Speaking", "Synthesizing"):
            return True
        if not self._said_at:
            return False
        # Not yet created, or said but not yet reported: busy, within reason.
        return not self._ready or time.monotonic() - self._said_at < START_TIMEOUT_S

    # ---- settings -----------------------------------------------------------
    def set_rate(self, rate: float) -> None:
        self._start()
        self._send("rate", rate)

    def set_pitch(self, pitch: float) -> None:
        self._start()
        self._send("pitch", pitch)

    def set_volume(self, volume: float) -> None:
        self._start()
        self._send("volume", volume)

    def set_voice(self, voice: str) -> None:
        self._start()
        self._send("voice", voice)

    def set_language(self, language: str) -> None:
        self._start()
        self._send("language", language)

    def shutdown(self) -> None:
        """End the engine's event loop and thread (waits at most 2 s)."""
        if self._thread is None:
            return
        if self._ready:
            self._proxy.command.emit("quit", "")
            self._thread.join(SHUTDOWN_WAIT_S)
        self._thread = None
        self._ready = False
        self._backlog.clear()


class _Proxy(qt.QObject):
    """GUI-thread end of the channel: sends commands, receives engine news."""

    command = qt.Signal(str, str)

    def __init__(self, backend: QtTtsBackend) -> None:
        super().__init__()
        self._backend = backend

    @qt.Slot(str, str)
    def on_ready(self, error: str, voices: str) -> None:
        self._backend._on_ready(error, voices)

    @qt.Slot(str)
    def on_state(self, state: str) -> None:
        self._backend._on_state(state)
