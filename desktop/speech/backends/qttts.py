"""Built-in voice through Qt's QTextToSpeech.

Why this engine first: its calls return at once (speechd: say() under 0.1 ms,
stop() reaches Ready within ~40 ms, enqueue keeps order), so it never blocks the
GUI. Engine: "speechd" on Linux, the platform default elsewhere; "mock" only
when asked (tests). Any failure leaves the backend unavailable, never raising.
"""
from __future__ import annotations

import sys
import time

from ... import qt
from .base import Backend

START_TIMEOUT_S = 3.0  # speechd took up to ~0.8 s from say() to Speaking here


def default_engine() -> str:
    """"speechd" on Linux (Qt's other Linux engine is flite, rarely installed)."""
    return "speechd" if sys.platform.startswith("linux") else ""


class QtTtsBackend(Backend):
    """QTextToSpeech wrapper; created lazily so a missing engine costs nothing."""

    name = "qttts"

    def __init__(self, engine: str | None = None) -> None:
        self.engine = default_engine() if engine is None else engine
        self._tts = None
        self._failed = False
        self._pending_start = 0.0  # monotonic time of a say() not yet seen by the engine
        self._settings: dict[str, object] = {}

    # ---- engine ---------------------------------------------------------
    def _engine(self):
        """The QTextToSpeech object, or None when the module/engine is missing."""
        if self._tts is not None or self._failed:
            return self._tts
        module = qt.text_to_speech()
        try:
            if module is None or (self.engine and self.engine not in module.QTextToSpeech.availableEngines()):
                raise RuntimeError("engine missing")
            tts = module.QTextToSpeech(self.engine) if self.engine else module.QTextToSpeech()
            if tts.state() == module.QTextToSpeech.State.Error:
                raise RuntimeError(tts.errorString())
        except Exception:  # noqa: BLE001 - an absent engine must never reach the player
            self._failed = True
            return None
        tts.stateChanged.connect(self._on_state)
        self._tts = tts
        self._apply_settings()
        return tts

    def _on_state(self, _state) -> None:
        self._pending_start = 0.0

    def available(self) -> bool:
        return self._engine() is not None

    @property
    def tts(self):
        """The underlying QTextToSpeech (benchmarks watch its stateChanged)."""
        return self._engine()

    # ---- speaking -------------------------------------------------------
    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        tts = self._engine()
        if tts is None:
            return
        if interrupt:
            tts.stop()
            tts.say(text)
        else:
            tts.enqueue(text)
        self._pending_start = time.monotonic()

    def stop(self) -> None:
        if self._tts is not None:
            self._tts.stop()
        self._pending_start = 0.0

    def is_speaking(self) -> bool:
        if self._tts is None:
            return False
        state = self._tts.state()
        states = type(state)
        busy = state in (states.Speaking, states.Synthesizing)
        # An engine that never reports a state change must not hold the queue forever.
        starting = time.monotonic() - self._pending_start < START_TIMEOUT_S
        return busy or starting

    # ---- settings: remembered, applied when the engine exists --------------
    def _set(self, key: str, value) -> None:
        self._settings[key] = value
        if self._tts is not None:
            self._apply_settings()

    def _apply_settings(self) -> None:
        tts = self._tts
        for key, value in self._settings.items():
            try:
                if key == "rate":
                    tts.setRate(float(value))
                elif key == "pitch":
                    tts.setPitch(float(value))
                elif key == "volume":
                    tts.setVolume(float(value))
                elif key == "language":
                    tts.setLocale(qt.QtCore.QLocale(str(value)))
                elif key == "voice":
                    self._apply_voice(str(value))
            except Exception:  # noqa: BLE001 - a bad setting must not break speech
                pass

    def _apply_voice(self, name: str) -> None:
        for voice in self._tts.availableVoices():
            if voice.name() == name:
                self._tts.setVoice(voice)
                return

    def set_rate(self, rate: float) -> None:
        self._set("rate", rate)

    def set_pitch(self, pitch: float) -> None:
        self._set("pitch", pitch)

    def set_volume(self, volume: float) -> None:
        self._set("volume", volume)

    def set_voice(self, voice: str) -> None:
        self._set("voice", voice)

    def set_language(self, language: str) -> None:
        self._set("language", language)

    def voices(self) -> list[str]:
        """Voice names for the settings list (slow on speechd: call on demand)."""
        tts = self._engine()
        return [v.name() for v in tts.availableVoices()] if tts is not None else []

    def shutdown(self) -> None:
        self.stop()
        if self._tts is not None:
            self._tts.deleteLater()
            self._tts = None
