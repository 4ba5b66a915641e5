"""Speech: one message service, three ways out (screen reader, voice, history).

Public API: Message, Priority, SpeechService, SpeechHistory, NotificationArea, NotificationWidget,
screen_reader_running. See service.py for the rules.
"""
from .backends.screenreader import NotificationArea, NotificationWidget
from .detect import screen_reader_running
from .history import SpeechHistory
from .message import CATEGORIES, MUTABLE_CATEGORIES, Message, Priority
from .modes import OUTPUT_MODES, VERBOSITIES
from .service import SpeechService

__all__ = ["CATEGORIES", "MUTABLE_CATEGORIES", "Message", "NotificationArea", "NotificationWidget", "OUTPUT_MODES",
           "Priority", "SpeechHistory", "SpeechService", "VERBOSITIES", "screen_reader_running"]
