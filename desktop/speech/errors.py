"""Speech failures are logged, never swallowed: a failing engine must not break the
game, but the log file of the data folder (desktop/paths.log_file) must say why
the voice went quiet.

Quiet by default: the first failure of each kind is logged at WARNING with its
traceback, repeats at DEBUG (not written unless TABLEE_SPEECH_DEBUG=1), so a
broken engine does not fill the log at every message.
"""
from __future__ import annotations

import logging
import os
import threading

log = logging.getLogger("tablee.speech")
if os.environ.get("TABLEE_SPEECH_DEBUG"):
    log.setLevel(logging.DEBUG)

_seen: set[str] = set()
_lock = threading.Lock()


def failed(what: str) -> None:
    """Log the exception being handled (call it inside `except`) as `what` failing."""
    with _lock:
        first = what not in _seen
        _seen.add(what)
    log.log(logging.WARNING if first else logging.DEBUG, "%s failed", what, exc_info=True)
