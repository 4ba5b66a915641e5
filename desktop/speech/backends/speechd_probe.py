"""Does speech-dispatcher answer? Asked before Qt's speechd engine is created.

Why: QTextToSpeech("speechd") keeps Python's GIL while it connects; a stuck
daemon (seen here: a socket that accepts but never answers) then freezes the
whole app for good. A plain SSIP handshake with a timeout tells first.
"""
from __future__ import annotations

import os
import shutil
import socket
import time
from pathlib import Path

TIMEOUT_S = 0.6
REMEMBER_S = 30.0
_known: dict[str, tuple[float, bool]] = {}  # socket path -> (monotonic time, answered)


def remember(path, ok: bool) -> None:
    """Record what a client (the SSIP backend) just found at path, so the next probe
    of that socket does not wait TIMEOUT_S on a daemon already known to be stuck."""
    _known[str(path)] = (time.monotonic(), ok)


def socket_path() -> Path | None:
    address = os.environ.get("SPEECHD_ADDRESS", "")
    if address.startswith("unix_socket:"):
        return Path(address.split(":", 1)[1])
    if address:
        return None  # an inet address: let the engine try it
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    base = Path(runtime) if runtime else Path.home() / ".cache"
    return base / "speech-dispatcher" / "speechd.sock"


def speechd_usable(timeout: float = TIMEOUT_S) -> bool:
    """True when the daemon answers the handshake, or can be started on demand."""
    path = socket_path()
    if path is None:
        return True
    known = _known.get(str(path))
    if known is not None and time.monotonic() - known[0] < REMEMBER_S:
        return known[1]
    if not path.exists():
        return shutil.which("speech-dispatcher") is not None  # libspeechd autospawns it
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(timeout)
            conn.connect(str(path))
            conn.sendall(b"SET SELF CLIENT_NAME user:tablee:probe\r\n")
            reply = conn.recv(256)
            conn.sendall(b"QUIT\r\n")
    except OSError:
        return False
    return reply.startswith(b"2")
