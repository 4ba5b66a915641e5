"""Speech outputs behind one small interface (see base.Backend).

Heavy engines (QTextToSpeech, pyttsx3) are imported by their own modules only,
so importing this package costs nothing.
"""
from .base import Backend
from .log import LogBackend, NullBackend, Utterance

__all__ = ["Backend", "LogBackend", "NullBackend", "Utterance"]
