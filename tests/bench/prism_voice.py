"""prism's speech-dispatcher voice as a speech backend: the contender that
tests/bench/voice_compare.py measures against desktop/speech/backends/ssip.py.

Not in the app: measured, it loses queued messages (prism speaks at a priority
that makes speech-dispatcher cancel the previous message), cannot say whether it
is speaking (prism 0.18.3), and takes 1.3-4 s to open (it has hung for over 15 s
beside a daemon being spawned), so the hand-written SSIP client stays.
"""
from __future__ import annotations

import threading
from typing import Any

from desktop.speech.backends.base import Backend
from desktop.speech.backends.direct import VOICES, ContextFactory, open_first, prism_context


class PrismVoiceBackend(Backend):
    """prism's best voice (speech-dispatcher here).

    Opening prism's speech-dispatcher backend takes 1.3-1.7 s here and has hung
    for over 15 s beside a daemon being spawned, so it is opened on a thread;
    until then speak() keeps the text and available() is optimistic, as
    SsipBackend does. prism 0.18.3's speech-dispatcher backend cannot say whether
    it is speaking: is_speaking() is then False (the service hands NORMAL messages
    over at once and speech-dispatcher queues them, without the staleness rule)."""

    name = "prism-voice"

    def __init__(self, context_factory: ContextFactory = prism_context,
                 names: tuple[str, ...] = VOICES) -> None:
        self._context_factory = context_factory
        self._names = names
        self._found: tuple[str, Any] | None = None
        self._failed = False
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._early: list[tuple[str, Any]] = []  # calls made before the voice was open
        self.error = ""

    @property
    def reader(self) -> str:
        return self._found[0] if self._found else ""

    def is_ready(self) -> bool:
        """Opened or failed (benchmarks wait for it)."""
        return self._found is not None or self._failed

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._open, name="prism-voice", daemon=True)
            self._thread.start()

    def _open(self) -> None:
        try:
            found = open_first(self._context_factory(), self._names)
        except Exception as exc:
            self.error, found = str(exc) or type(exc).__name__, None
        with self._lock:
            self._found, self._failed = found, found is None
            early, self._early = self._early, []
        for method, args in early:
            self._call(method, *args)

    def _call(self, method: str, *args: Any) -> Any:
        with self._lock:
            if self._found is None:
                if not self._failed:
                    self._early.append((method, args))
                return None
            backend = self._found[1]
        try:
            return getattr(backend, method)(*args)
        except Exception as exc:
            self.error = str(exc) or type(exc).__name__
            return None

    def available(self) -> bool:
        self._start()
        return not self._failed

    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        self._start()
        if text.strip():
            self._call("speak", text, interrupt)

    def stop(self) -> None:
        with self._lock:
            self._early = [(m, a) for m, a in self._early if m != "speak"]
        if self._found is not None:
            self._call("stop")

    def is_speaking(self) -> bool:
        found = self._found
        if found is None:
            return bool(self._early)
        try:
            return bool(found[1].features.supports_is_speaking and found[1].speaking)
        except Exception:
            return False

    def set_rate(self, rate: float) -> None:
        self._call("__setattr__", "rate", _unit(rate))

    def set_pitch(self, pitch: float) -> None:
        self._call("__setattr__", "pitch", _unit(pitch))

    def set_volume(self, volume: float) -> None:
        self._call("__setattr__", "volume", min(max(float(volume), 0.0), 1.0))


def _unit(value: float) -> float:
    """-1.0 .. 1.0 (QTextToSpeech's range) onto prism's 0.0 .. 1.0."""
    return min(max((float(value) + 1.0) / 2.0, 0.0), 1.0)
