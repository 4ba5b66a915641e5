"""The small interface every speech output implements.

Why so small: the service owns queueing, staleness and privacy; a backend only
has to start speaking, stop at once and say whether it is still busy, so that a
new engine (or a fake in tests) costs a few dozen lines.
"""
from __future__ import annotations

from collections.abc import Callable


class Backend:
    """Base class; the defaults make a silent, always-idle output."""

    name = "base"
    #: True for outputs whose own queue we cannot see (the screen reader):
    #: the service hands them messages at once instead of waiting for idle.
    self_queueing = False
    #: True for outputs that call went_idle() when their speech ends: the service
    #: then waits for that call instead of asking is_speaking() every 40 ms.
    signals_idle = False
    _idle_listener: Callable[[], None] | None = None

    def on_idle(self, listener: Callable[[], None] | None) -> None:
        """The service's callback for went_idle() (called from any thread)."""
        self._idle_listener = listener

    def went_idle(self) -> None:
        """A backend calls this, from any thread, when an utterance ends or fails."""
        listener = self._idle_listener
        if listener is not None:
            listener()
    #: True for outputs that are the user's screen reader (it reads focus changes
    #: itself, so the app must not speak them as well).
    screen_reader = False

    def available(self) -> bool:
        """Whether this output can speak on this machine right now."""
        return True

    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        """Start (interrupt=True) or queue (False) an utterance; must not block.

        urgent tells outputs that have a notion of politeness (the screen reader)
        to use their assertive form.
        """

    def speak_alone(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        """As speak(), for a message that must stay an utterance of its own (Message.alone):
        an output that joins messages (the screen reader's settle) keeps it apart."""
        self.speak(text, interrupt, urgent)

    def stop(self) -> None:
        """Silence now and drop anything queued inside the backend."""

    def is_speaking(self) -> bool:
        """Busy with speech, including speech still being prepared or queued."""
        return False

    def audible(self) -> bool:
        """Sound is coming out right now (benchmarks: interrupt latency)."""
        return self.is_speaking()

    def set_rate(self, rate: float) -> None:
        """rate in -1.0 .. 1.0 (0 = engine default), as QTextToSpeech."""

    def set_pitch(self, pitch: float) -> None:
        """pitch in -1.0 .. 1.0."""

    def set_volume(self, volume: float) -> None:
        """volume in 0.0 .. 1.0."""

    def set_voice(self, voice: str) -> None:
        """A voice name as listed by voices(); unknown names are ignored."""

    def set_language(self, language: str) -> None:
        """A BCP-47-ish code such as "fr" or "en_GB"."""

    def set_braille(self, mode: str) -> None:
        """all | mine | none (SpeechService.set_braille); an output without braille ignores it."""

    def voices(self) -> list[str]:
        return []

    def shutdown(self) -> None:
        """Release threads and engines (application exit, output switched away)."""
        self.stop()
