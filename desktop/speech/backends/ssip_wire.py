"""The SSIP wire: where speech-dispatcher's socket is, how text and values are
written to it, and reading its replies and events.

SsipWire is a mixin for SsipBackend's worker thread (desktop/speech/backends/ssip.py): every
read is bound by `self.timeout`; 7xx event lines update the speaking state.
"""
from __future__ import annotations

import collections
import os
import re
import socket
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Measured (8 cuts each, private daemon, espeak-ng, pulse null sink): CANCEL self and
# STOP self both end the sound in 18-25 ms (703 CANCELED); CANCEL also empties our queue.
INTERRUPT = "CANCEL self"
EVENTS = {"700": "index", "701": "begin", "702": "end", "703": "cancel", "704": "pause",
          "705": "resume"}


def socket_address() -> tuple[str, object] | None:
    """("unix", Path) or ("inet", (host, port)) as libspeechd resolves it.

    SPEECHD_ADDRESS "unix_socket:PATH" or "inet_socket:HOST:PORT", else
    $XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock, else ~/.cache/... ."""
    address = os.environ.get("SPEECHD_ADDRESS", "").strip()
    if address.startswith("unix_socket:") and address.split(":", 1)[1]:
        return "unix", Path(address.split(":", 1)[1])
    if address.startswith("inet_socket"):
        parts = address.split(":")
        host = parts[1] if len(parts) > 1 and parts[1] else "127.0.0.1"
        try:
            port = int(parts[2]) if len(parts) > 2 else 6560
        except ValueError:
            return None
        return "inet", (host, port)
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    base = Path(runtime) if runtime else Path.home() / ".cache"
    return "unix", base / "speech-dispatcher" / "speechd.sock"


def scale(value: float, low: float, high: float) -> int:
    """Map value in low..high onto SSIP's -100..100."""
    value = min(max(float(value), low), high)
    return int(round(-100 + 200 * (value - low) / (high - low)))


def language_code(language: str) -> str:
    """"fr", "en_GB", "en-US.UTF-8" -> "fr", "en" (speech-dispatcher's language names)."""
    code = re.split(r"[_.@-]", str(language).strip(), maxsplit=1)[0].lower()
    return code if re.fullmatch(r"[a-z]{2,3}", code) else ""


def escape_text(text: str) -> bytes:
    """The SPEAK body: CRLF line ends, a leading "." doubled, then the "." line."""
    lines = re.split(r"\r\n|\r|\n", text)
    body = "\r\n".join("." + line if line.startswith(".") else line for line in lines)
    return (body + "\r\n.\r\n").encode("utf-8", "replace")


class SsipError(Exception):
    """The daemon is gone, stuck or answered an error we cannot work around."""



class SsipWire:
    """Line I/O over `self._sock` with `self._buffer`; needs the backend's state fields."""

    _sock: Any  # socket.socket once connected (None before)
    _buffer: bytes
    _event_parts: list[str]
    _silent_ids: set[int]
    _silent_begun: bool
    _queued: dict[int, float]
    _early_ends: set[int]
    events: collections.deque
    _idle_check: Callable[[], None]
    sent_at: collections.deque
    timeout: float

    def _send_line(self, line: str) -> None:
        self._sock.sendall(line.encode("utf-8", "replace") + b"\r\n")
        self.sent_at.append((time.monotonic(), line))

    def _command(self, line: str, expect: str = "2", check: bool = True) -> list[str]:
        """Send one command and read its reply (events in between are handled)."""
        self._send_line(line)
        lines = self._reply()
        if check and not lines[-1].startswith(expect):
            raise SsipError(f"{line!r} -> {lines[-1]!r}")
        return lines

    def _reply(self) -> list[str]:
        """Lines of one reply, up to its final "NNN text" line; every read is
        timeout-bound (a long voice list may take several reads)."""
        lines: list[str] = []
        while True:
            line = self._next_line(time.monotonic() + self.timeout)
            if line[:1] == "7":
                self._event_line(line)
                continue
            lines.append(line)
            if len(line) < 4 or line[3] != "-":
                return lines

    def _next_line(self, deadline: float) -> str:
        while b"\r\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise SsipError("speech-dispatcher did not answer in time")
            self._sock.settimeout(left)
            try:
                data = self._sock.recv(65536)
            except TimeoutError as exc:
                raise SsipError("speech-dispatcher did not answer in time") from exc
            if not data:
                raise SsipError("speech-dispatcher closed the connection")
            self._buffer += data
        line, self._buffer = self._buffer.split(b"\r\n", 1)
        return line.decode("utf-8", "replace")

    def _read_available(self) -> None:
        """Events that arrived while idle (the selector said the socket is readable)."""
        self._sock.settimeout(0)
        try:
            data = self._sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        if not data:
            raise SsipError("speech-dispatcher closed the connection")
        self._buffer += data
        self._handle_buffered()

    def _handle_buffered(self) -> None:
        """Complete lines already read (events that came after a reply)."""
        while b"\r\n" in self._buffer:
            line = self._next_line(time.monotonic() + self.timeout)
            if line[:1] == "7":
                self._event_line(line)

    def _event_line(self, line: str) -> None:
        """Collect "7NN-id", "7NN-client", ["7NN-mark"], "7NN NAME"; act on the last."""
        if len(line) >= 4 and line[3] == "-":
            self._event_parts = self._event_parts + [line[4:]]
            return
        parts, self._event_parts = self._event_parts, []
        kind = EVENTS.get(line[:3], line[:3])
        try:
            msg_id = int(parts[0]) if parts else None
        except ValueError:
            msg_id = None
        now = time.monotonic()
        if msg_id is not None and msg_id in self._silent_ids:
            self._silent_begun = self._silent_begun or kind == "begin"
            return  # the warm-up message: nothing the app said
        self.events.append((now, kind, msg_id))
        if kind == "begin":
            if msg_id is not None:
                self._queued.pop(msg_id, None)
            self._speaking_id, self._speaking_since = msg_id, now
        elif kind in ("end", "cancel"):
            if msg_id is not None and msg_id not in self._queued and msg_id != self._speaking_id:
                self._early_ends.add(msg_id)  # event before SPEAK's reply was read
            if msg_id is not None:
                self._queued.pop(msg_id, None)
            if self._speaking_id == msg_id or msg_id is None:
                self._speaking_id = None
            self._idle_check()


def _open(kind: str, where, timeout: float) -> socket.socket:
    family = socket.AF_UNIX if kind == "unix" else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    try:
        sock.connect(str(where) if kind == "unix" else where)
    except OSError:
        sock.close()
        raise
    return sock


def _msg_id(lines: list[str]) -> int | None:
    for line in lines:
        if line.startswith("225-"):
            try:
                return int(line[4:])
            except ValueError:
                return None
    return None
