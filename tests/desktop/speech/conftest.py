"""Fixtures: a SpeechService whose outputs are recording LogBackends."""
from __future__ import annotations

import pytest

from desktop.speech import SpeechService
from desktop.speech.backends.log import LogBackend
from desktop.speech.refguard import guard_singletons

# PySide6 6.12.0 on CPython 3.11 loses a reference to None on every void Qt call;
# without this the run aborts with "none_dealloc" (see desktop/speech/refguard.py).
guard_singletons()


@pytest.fixture
def logs():
    """name -> LogBackend used in place of each real engine."""
    return {"screenreader": LogBackend(), "qttts": LogBackend(), "pyttsx3": LogBackend()}


@pytest.fixture
def make_service(qtbot, logs):
    """Build a service over the log backends; screen reader detected or not."""
    made = []

    def make(mode: str = "voice", reader: bool = False, **kw) -> SpeechService:
        factories = {name: (lambda b=b: b) for name, b in logs.items()}
        service = SpeechService(factories=factories, detector=lambda: reader, **kw)
        service.set_output(mode)
        made.append(service)
        return service

    yield make
    for service in made:
        service.shutdown()


@pytest.fixture
def voice(logs):
    """The QTextToSpeech stand-in, the default voice of mode "voice"."""
    return logs["qttts"]
