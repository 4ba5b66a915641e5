"""The speech outputs: which backends exist, built on first use, and the order voices are tried in.

Output "auto" (and "screenreader-direct", which is "auto" when no screen reader can
be driven directly; prism is loaded only then or when one is detected): a screen
reader prism drives directly (backends/direct.py: NVDA, JAWS, VoiceOver, Orca 49+;
never prism's voices, tests/bench/voice_compare.py), alone, with no Qt announcement
(NVDA would say everything twice); else the screen reader through Qt's announcements
when one runs (the Notification widgets cover Orca 43); else the best voice
(voice_order: on Linux speech-dispatcher spoken to directly in SSIP, then
QTextToSpeech, then pyttsx3; elsewhere QTextToSpeech, then pyttsx3); else
screen-reader announcements only (harmless if none listens) plus a one-time notice
"no-speech". SpeechService._resolve applies it.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from .backends.base import Backend
from .backends.log import NullBackend

if TYPE_CHECKING:
    from .service import SpeechService


def default_factories(service: SpeechService) -> dict[str, Callable[[], Backend]]:
    """Backends created on first use, so an unused engine costs nothing."""

    def screenreader():
        from .backends.screenreader import ScreenReaderBackend
        return ScreenReaderBackend(service.anchor, service.notifier)

    def direct():
        from .backends.direct import DirectBackend
        return DirectBackend()

    def speechd():
        from .backends.ssip import SsipBackend
        return SsipBackend()

    def qttts():
        from .backends.qttts import QtTtsBackend
        return QtTtsBackend()

    def pyttsx3():
        from .backends.pyttsx3_backend import Pyttsx3Backend
        return Pyttsx3Backend()

    return {"screenreader": screenreader, "direct": direct, "speechd": speechd, "qttts": qttts,
            "pyttsx3": pyttsx3}


def voice_order(mode: str, platform: str | None = None) -> tuple[str, ...]:
    """Voice backends to try, best first, for an output mode."""
    linux = (platform or sys.platform).startswith("linux")
    builtin = ("speechd", "qttts") if linux else ("qttts",)
    return ("pyttsx3",) + builtin if mode == "pyttsx3" else builtin + ("pyttsx3",)


def unavailable() -> Backend:
    """The stand-in for an output this machine cannot have (speaks nothing)."""
    return NullBackend()
