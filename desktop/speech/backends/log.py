"""Recording and silent outputs.

Why: tests and benchmarks need to see exactly what would have been spoken and
when (monotonic timestamps), without audio; "off" needs an output that is there
but says nothing.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from .base import Backend


@dataclass(frozen=True)
class Utterance:
    at: float          # time.monotonic() when handed to the backend
    text: str
    interrupt: bool
    urgent: bool


class LogBackend(Backend):
    """Records every utterance; "speaking" is under the test's control.

    busy=True makes each utterance keep the backend speaking until finish() is
    called, so tests can build up a queue and observe staleness rules.
    signals_idle=True makes finish() call went_idle(), as a real engine's end event.
    """

    name = "log"

    def __init__(self, busy: bool = False, available: bool = True, signals_idle: bool = False) -> None:
        self.busy = busy
        self.signals_idle = signals_idle
        self._available = available
        self.utterances: list[Utterance] = []
        self.stops: list[float] = []
        self.settings: dict[str, object] = {}
        self._speaking = False

    def available(self) -> bool:
        return self._available

    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        if interrupt:
            self.stop()
        self.utterances.append(Utterance(time.monotonic(), text, interrupt, urgent))
        self._speaking = self.busy

    def stop(self) -> None:
        self.stops.append(time.monotonic())
        self._speaking = False

    def finish(self) -> None:
        """Pretend the current utterance has ended."""
        self._speaking = False
        if self.signals_idle:
            self.went_idle()

    def is_speaking(self) -> bool:
        return self._speaking

    @property
    def texts(self) -> list[str]:
        return [u.text for u in self.utterances]

    def set_rate(self, rate: float) -> None:
        self.settings["rate"] = rate

    def set_pitch(self, pitch: float) -> None:
        self.settings["pitch"] = pitch

    def set_volume(self, volume: float) -> None:
        self.settings["volume"] = volume

    def set_voice(self, voice: str) -> None:
        self.settings["voice"] = voice

    def set_language(self, language: str) -> None:
        self.settings["language"] = language


class NullBackend(Backend):
    """Speech off: accepts everything, says nothing."""

    name = "null"
