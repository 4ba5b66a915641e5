"""Speech: one message service, three ways out (screen reader, voice, history).

Public API: Message, Priority, SpeechService, SpeechHistory, NotificationArea, NotificationWidget,
screen_reader_running. See service.py for the rules.

Each name loads its module on first use (PEP 562): the settings need only the output
modes before the first paint, and the service with its ~12 modules comes just after
it (MainWindow.speech), ~10 ms of the start-up (figure 1, tests/bench/startup.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .modes import OUTPUT_MODES, VERBOSITIES

if TYPE_CHECKING:
    from .detect import screen_reader_running
    from .history import SpeechHistory
    from .message import CATEGORIES, MUTABLE_CATEGORIES, Message, Priority
    from .notifications import NotificationArea, NotificationWidget
    from .service import SpeechService

__all__ = ["CATEGORIES", "MUTABLE_CATEGORIES", "Message", "NotificationArea", "NotificationWidget", "OUTPUT_MODES",
           "Priority", "SpeechHistory", "SpeechService", "VERBOSITIES", "screen_reader_running"]


def __getattr__(name: str) -> object:
    # Static imports, one per home (the reliability test forbids computed ones).
    value: object
    if name in ("Message", "Priority", "CATEGORIES", "MUTABLE_CATEGORIES"):
        from . import message
        value = getattr(message, name)
    elif name == "SpeechService":
        from .service import SpeechService as value
    elif name == "SpeechHistory":
        from .history import SpeechHistory as value
    elif name in ("NotificationArea", "NotificationWidget"):
        from . import notifications
        value = getattr(notifications, name)
    elif name == "screen_reader_running":
        from .detect import screen_reader_running as value
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value
