"""The SSIP backend's warm-up: a silent message, cut once it sounds, at connection.

A mixin for SsipBackend's worker thread (desktop/speech/backends/ssip.py), run by
its handshake: the daemon's slow first cut is paid while the app starts, not at the
player's first interruption (why and what it costs: `_warm_up`).
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .ssip_wire import INTERRUPT, SsipError, _msg_id, escape_text

WARM_UP_TEXT = "a a a a a a a a a a a a"  # several words: still sounding when it is cut
WARM_UP_BEGIN_S = 0.3      # the warm-up waits this long at most for its 701 BEGIN
WARM_UP_PLAY_S = 0.04      # then lets it sound this long (20 ms was enough 2 of 2, 0 never)


class SsipWarmUp:
    """Needs the backend's wire (SsipWire) and its speaking state."""

    _sock: Any  # socket.socket once connected
    _silent_ids: set[int]
    _silent_begun: bool
    _speaking_id: int | None
    _command: Callable[..., list[str]]
    _reply: Callable[[], list[str]]
    _next_line: Callable[[float], str]
    _event_line: Callable[[str], None]

    def _warm_up(self) -> None:
        """A silent message, cut once it sounds, so that the daemon's slow first cut is
        paid while the app starts and not at the player's first interruption.

        Measured (2026-12-02, speech-dispatcher 0.11.4, espeak-ng, pulse null sink):
        after the first cut of sound playing in a daemon's life, the daemon reports
        703 CANCELED, and plays anything new, only 0.5-1.7 s later (whether the sound
        stops sooner cannot be heard here: recording the sink makes every cut quick);
        later cuts take 30-40 ms. Cutting a message before it sounds (this warm-up's
        first version cancelled "." at once) pays nothing. The price: words said in
        the first ~1.5 s of a fresh daemon's life wait for it (once per daemon; a
        daemon that has cut speech before, Orca's, answers this one in ~20 ms). Our
        volume is set back to what it was."""
        lines = self._command("GET VOLUME", check=False)
        volume = lines[0][4:].strip() if len(lines) > 1 and lines[0].startswith("251-") else "100"
        self._command("SET SELF VOLUME -100", check=False)
        self._command("SPEAK", expect="230")
        self._sock.sendall(escape_text(WARM_UP_TEXT))
        msg_id = _msg_id(self._reply())
        if msg_id is not None:
            self._silent_ids.add(msg_id)
            if self._speaking_id == msg_id:  # its BEGIN came before the reply
                self._speaking_id = None
                self._silent_begun = True
            if self._await_silent_begin(time.monotonic() + WARM_UP_BEGIN_S):
                time.sleep(WARM_UP_PLAY_S)
        self._command(INTERRUPT, check=False)
        self._command(f"SET SELF VOLUME {volume}", check=False)

    def _await_silent_begin(self, deadline: float) -> bool:
        """Read events until the warm-up's BEGIN (True) or the deadline (False)."""
        while not self._silent_begun:
            try:
                line = self._next_line(deadline)
            except SsipError:
                return False  # no BEGIN in time; a dead daemon fails the next command
            if line[:1] == "7":
                self._event_line(line)
        return True
