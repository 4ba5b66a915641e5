"""Second built-in voice: pyttsx3 synthesis, Qt playback.

Why this shape (PLATFORM.md): pyttsx3's runAndWait() froze the GUI up to 2.6 s,
skipped all but the last of several say() calls and could not be stopped. Its
save_to_file() is reliable and fast (~10 ms a sentence), so one worker thread
owns the only pyttsx3 engine and writes WAV files; the GUI thread plays them with
QSoundEffect, which stops at once. A generation counter drops syntheses that
finish after an interrupt, and the single worker keeps queue order.
"""
from __future__ import annotations

import os
import queue
import shutil
import sys
import tempfile
import threading
from typing import Any

from ... import qt
from ..errors import failed
from .base import Backend

INIT_TIMEOUT_S = 2.0


class _Bridge(qt.QObject):
    """Carries worker results to the GUI thread (queued across threads)."""

    synthesized = qt.Signal(int, str)


class Pyttsx3Backend(Backend):
    name = "pyttsx3"
    signals_idle = True  # the sound effect says when each utterance has played

    def __init__(self) -> None:
        self._gen = 0
        self._jobs: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failed = False
        self._in_flight = 0          # jobs handed to the worker, result not back yet
        self._to_play: list[str] = []
        self._effect: Any = None          # the QSoundEffect now playing
        self._started = False        # whether _effect has begun playing
        self._volume = 1.0
        self._dir = tempfile.mkdtemp(prefix="tablee-tts-")
        self._count = 0
        self._bridge = _Bridge()
        self._bridge.synthesized.connect(self._on_synthesized)

    # ---- availability / worker -------------------------------------------
    def available(self) -> bool:
        """pyttsx3 and Qt Multimedia importable and the engine initialised."""
        if self._failed or qt.multimedia() is None:
            return False
        self._ensure_worker()
        self._ready.wait(INIT_TIMEOUT_S)  # one-time, ~50 ms with espeak-ng
        return self._ready.is_set() and not self._failed

    def _ensure_worker(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="pyttsx3", daemon=True)
            self._thread.start()

    def _work(self) -> None:
        """Worker loop: the one pyttsx3 engine lives and dies in this thread."""
        try:
            import pyttsx3
            engine = pyttsx3.init()
            _silence_driver_prints()
        except Exception:  # no driver / no espeak: just unavailable
            failed("pyttsx3: engine")
            self._failed = True
            self._ready.set()
            return
        self._ready.set()
        while (job := self._jobs.get()) is not None:
            kind, gen, payload = job
            if kind == "set":
                _apply_setting(engine, *payload)
            elif gen == self._gen:  # skip work made stale by an interrupt
                self._synthesize(engine, gen, *payload)

    def _synthesize(self, engine, gen: int, text: str, path: str) -> None:
        try:
            engine.save_to_file(text, path)
            engine.runAndWait()
        except Exception:
            failed("pyttsx3: synthesis")
            path = ""
        self._bridge.synthesized.emit(gen, path)

    # ---- speaking (GUI thread) -------------------------------------------
    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        if interrupt:
            self.stop()
        self._ensure_worker()
        self._count += 1
        path = os.path.join(self._dir, f"u{self._count}.wav")
        self._in_flight += 1
        self._jobs.put(("say", self._gen, (text, path)))

    def _on_synthesized(self, gen: int, path: str) -> None:
        if gen != self._gen:
            _remove(path)
            return
        self._in_flight = max(0, self._in_flight - 1)
        if path and os.path.exists(path):
            self._to_play.append(path)
        if self._effect is None:
            self._play_next()
        if not self.is_speaking():
            self.went_idle()  # nothing could be synthesised

    def _play_next(self) -> None:
        if not self._to_play:
            return
        path = self._to_play.pop(0)
        mm = qt.multimedia()
        effect = mm.QSoundEffect()
        effect.setVolume(self._volume)
        effect.setSource(qt.QtCore.QUrl.fromLocalFile(path))
        effect.playingChanged.connect(lambda: self._check_done(effect, path))
        effect.statusChanged.connect(lambda: self._check_done(effect, path))
        self._effect = effect
        self._started = False
        effect.play()

    def _check_done(self, effect, path: str) -> None:
        """End of an utterance: it played and stopped, or could not play at all."""
        if effect is not self._effect:
            return
        if effect.isPlaying():
            self._started = True
            return
        if not self._started and effect.status() != type(effect.status()).Error:
            return  # still loading / about to start
        self._release(effect, path)
        self._play_next()
        if not self.is_speaking():
            self.went_idle()

    def _release(self, effect, path: str) -> None:
        effect.stop()
        effect.deleteLater()
        if effect is self._effect:
            self._effect = None
        _remove(path)

    def stop(self) -> None:
        """Silence now: bump the generation, drop queued audio, stop playback."""
        self._gen += 1
        self._in_flight = 0
        for path in self._to_play:
            _remove(path)
        self._to_play.clear()
        if self._effect is not None:
            effect, path = self._effect, self._effect.source().toLocalFile()
            self._effect = None
            self._release(effect, path)

    def is_speaking(self) -> bool:
        return bool(self._in_flight or self._to_play or self._effect is not None)

    def audible(self) -> bool:
        return self._effect is not None and self._effect.isPlaying()

    # ---- settings ---------------------------------------------------------
    def _send(self, key: str, value) -> None:
        self._jobs.put(("set", 0, (key, value)))

    def set_rate(self, rate: float) -> None:
        self._send("rate", int(200 * (1 + 0.5 * max(-1.0, min(1.0, rate)))))

    def set_pitch(self, pitch: float) -> None:
        self._send("pitch", pitch)

    def set_volume(self, volume: float) -> None:
        self._volume = max(0.0, min(1.0, volume))

    def set_voice(self, voice: str) -> None:
        self._send("voice", voice)

    def set_language(self, language: str) -> None:
        self._send("language", language)

    def shutdown(self) -> None:
        self.stop()
        if self._thread is not None:
            self._jobs.put(None)
            self._thread.join(timeout=2)
            self._thread = None
        shutil.rmtree(self._dir, ignore_errors=True)


def _apply_setting(engine, key: str, value) -> None:
    """Runs on the worker thread; unknown voices or languages are ignored."""
    try:
        if key == "language":
            value = _voice_for_language(engine, str(value))
            key = "voice"
            if value is None:
                return
        engine.setProperty(key, value)
    except Exception:
        failed(f"pyttsx3: set {key}")


def _voice_for_language(engine, language: str) -> str | None:
    lang = language.replace("_", "-").lower().split("-")[0]
    for voice in engine.getProperty("voices"):
        ident = str(voice.id).lower()
        langs = [str(x).lower().lstrip("\x05") for x in (voice.languages or [])]
        if ident.endswith("/" + lang) or any(x.startswith(lang) for x in langs):
            return voice.id
    return None


def _silence_driver_prints() -> None:
    """pyttsx3's espeak driver print()s "Audio saved to ..." on stdout for every
    file; shadow print in that module only (stdout may carry a benchmark's JSON)."""
    module = sys.modules.get("pyttsx3.drivers.espeak")
    if module is not None:
        vars(module)["print"] = lambda *args, **kwargs: None


def _remove(path: str) -> None:
    if path:
        try:
            os.remove(path)
        except OSError:
            pass
