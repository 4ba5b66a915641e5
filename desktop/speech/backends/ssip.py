"""Built-in voice on Linux: speech-dispatcher spoken to directly, in SSIP.

Why not QTextToSpeech("speechd"): measured, its constructor keeps Python's GIL
for 1.2-1.5 s (3-5 s under load) while it lists every espeak-ng voice, freezing
the app at start-up or at the first utterance, and hangs for good against a
stuck daemon. SSIP is a small line protocol over a Unix socket, so this backend
speaks it itself, and nothing it does can block the GUI thread:

- One worker thread owns the socket. The GUI thread only appends commands to a
  deque and writes a wake-up byte to a socketpair; it never waits on the daemon.
- Every read has a timeout: a daemon that accepts but never answers (seen on
  these machines) makes available() False within READ_TIMEOUT_S, and the service
  falls back to the next voice. No exception leaves the worker.
- `SET SELF NOTIFICATION ALL on` makes the daemon report 701 BEGIN, 702 END,
  703 CANCELED for each message; the worker mirrors them into plain attributes
  that is_speaking()/audible() read (bools and small ints: no lock needed to read).
- Interrupt = `CANCEL self` then SPEAK. A generation counter drops commands made
  stale by an interrupt before they reach the daemon. Messages go with priority
  "message", which speech-dispatcher queues in order; measured on 0.11, priority
  "text" cancels the client's previous text message (only the last of three
  quick SPEAKs was heard), which would lose NORMAL messages.

Protocol (SSIP, as libspeechd speaks it): lines end in CRLF; replies are
"NNN-..." continuation lines then one "NNN text" final line; 2xx is success;
7xx lines are asynchronous events "7NN-msg_id", "7NN-client_id", "7NN NAME".
SPEAK answers 230, then the text follows with lines starting with "." doubled,
ended by a line holding a single "."; the daemon answers "225-msg_id", "225 OK".
"""
from __future__ import annotations

import collections
import selectors
import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path

from ..errors import failed
from .base import Backend
from .ssip_warmup import SsipWarmUp
from .ssip_wire import INTERRUPT, SsipError, SsipWire, _msg_id, _open, escape_text, language_code, scale, socket_address

READ_TIMEOUT_S = 0.6       # one reply; the daemon answers in < 5 ms when healthy
SPAWN_TIMEOUT_S = 5.0      # speech-dispatcher --spawn returning
CONNECT_RETRY_S = 3.0      # connecting after an autospawn
START_TIMEOUT_S = 3.0      # queued message never reported as begun: assume it is gone
STUCK_SPEECH_S = 60.0      # begun but never ended: assume the END event was lost
SHUTDOWN_WAIT_S = 1.0
CLIENT_NAME = "user:tablee:main"
PRIORITY = "message"       # queued in order; "text" would cancel the previous one


class SsipBackend(SsipWarmUp, SsipWire, Backend):
    """GUI-side proxy; the worker thread does all the talking."""

    name = "speechd"
    signals_idle = True  # the daemon's END and CANCEL events (SSIP 7xx) say when speech stops

    def __init__(self, address: tuple[str, object] | None = None, spawn: bool = True,
                 timeout: float = READ_TIMEOUT_S, client_name: str = CLIENT_NAME) -> None:
        self._address = address          # None: resolved by the worker (environment)
        self._spawn = spawn
        self.timeout = timeout
        self._client_name = client_name
        self._lock = threading.Lock()    # held for microseconds, never during I/O
        self._commands: collections.deque = collections.deque()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)
        self._thread: threading.Thread | None = None
        self._gen = 0
        self._waiting = 0                # speak commands queued, not yet sent nor dropped
        self._failed = False
        self._ready = False
        self.error = ""
        # Mirrored by the worker (read by the GUI thread):
        self._queued: dict[int, float] = {}   # msg id -> time sent, not begun yet
        self._speaking_id: int | None = None
        self._speaking_since = 0.0
        self._voices: list[tuple[str, str]] | None = None  # (name, language)
        self._language = ""
        self._voices_asked = False
        self.events: collections.deque = collections.deque(maxlen=400)  # (monotonic, kind, id)
        self.sent_at: collections.deque = collections.deque(maxlen=400)  # (monotonic, command)
        self._sock = None
        self._buffer = b""
        self._early_ends: set[int] = set()
        self._silent_ids: set[int] = set()  # our warm-up message: its events are not ours
        self._silent_begun = False
        self._priority = ""
        self._event_parts: list[str] = []
        self._path: object = None

    # ---- GUI side ---------------------------------------------------------
    def _start(self) -> None:
        if self._thread is None and not self._failed:
            self._thread = threading.Thread(target=self._work, name="ssip", daemon=True)
            self._thread.start()

    def _post(self, *command, speak: bool = False, interrupt: bool = False) -> None:
        """Queue one command for the worker; returns at once."""
        if self._failed:
            return
        self._start()
        with self._lock:
            if interrupt:
                self._gen += 1
                self._commands.append(("cancel", self._gen))
            if speak:
                self._waiting += 1
            self._commands.append((command[0], self._gen) + command[1:])
        try:
            self._wake_w.send(b"x")
        except OSError:  # buffer full: the worker is already awake
            pass

    def available(self) -> bool:
        """Optimistic until the worker found the daemon missing, dead or stuck;
        starts connecting (off the GUI thread) on first call."""
        self._start()
        return not self._failed

    def is_ready(self) -> bool:
        """Connected and configured (benchmarks wait for it)."""
        return self._ready or self._failed

    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        self._post("speak", text, PRIORITY, speak=True, interrupt=interrupt)

    def stop(self) -> None:
        if self._thread is None or self._failed:
            return
        with self._lock:
            self._gen += 1
            self._commands.append(("cancel", self._gen))
        try:
            self._wake_w.send(b"x")
        except OSError:
            pass

    def audible(self) -> bool:
        """The daemon said BEGIN and not yet END/CANCELED for our message."""
        return self._speaking_id is not None

    def is_speaking(self) -> bool:
        if self._failed:
            return False
        return self._waiting > 0 or self._speaking_id is not None or bool(self._queued)

    def set_rate(self, rate: float) -> None:
        self._post("set", "RATE", str(scale(rate, -1.0, 1.0)))

    def set_pitch(self, pitch: float) -> None:
        self._post("set", "PITCH", str(scale(pitch, -1.0, 1.0)))

    def set_volume(self, volume: float) -> None:
        self._post("set", "VOLUME", str(scale(volume, 0.0, 1.0)))

    def set_language(self, language: str) -> None:
        code = language_code(language)
        if code:
            self._language = code
            self._post("set", "LANGUAGE", code)

    def set_voice(self, voice: str) -> None:
        voice = str(voice).strip()
        if voice and "\n" not in voice and "\r" not in voice:
            self._post("set", "SYNTHESIS_VOICE", voice)

    def voices(self) -> list[str]:
        """Voice names for the current language (all when none is set), as Qt lists
        them; the first call asks the worker (LIST SYNTHESIS_VOICES) and returns []
        until the answer is in."""
        if self._voices is None and not self._voices_asked:
            self._voices_asked = True
            self._post("voices")
        language = self._language
        return [name for name, lang in self._voices or () if not language or lang == language]

    def shutdown(self) -> None:
        """Cancel our speech, say QUIT and end the worker (waits at most 1 s)."""
        thread, self._thread = self._thread, None
        if thread is None:
            return
        with self._lock:
            self._gen += 1
            self._commands.append(("cancel", self._gen))
            self._commands.append(("quit", self._gen))
        try:
            self._wake_w.send(b"x")
        except OSError:
            pass
        thread.join(SHUTDOWN_WAIT_S)
        self._failed = True  # a new backend is made if the output is chosen again

    # ---- worker -----------------------------------------------------------
    def _work(self) -> None:
        answered = False
        try:
            self._connect()
            self._handshake()
            answered = self._ready = True
            self._loop()
        except Exception as exc:  # no exception escapes: just unavailable
            failed("speechd: connection")
            self.error = str(exc) or type(exc).__name__
            self._fail()
            if not answered and self._path is not None:
                _remember(self._path, False)  # missing or stuck daemon: Qt's speechd engine would hang too
        finally:
            self._close()

    def _fail(self) -> None:
        self._failed = True
        self._ready = False
        with self._lock:
            self._commands.clear()
            self._waiting = 0
        self._queued.clear()
        self._speaking_id = None
        self.went_idle()  # the service turns to the next output

    def _close(self) -> None:
        if self._sock is not None:
            try:
                self._sock.close()
            except OSError:
                pass
            self._sock = None

    def _connect(self) -> None:
        address = self._address or socket_address()
        if address is None:
            raise SsipError("unusable SPEECHD_ADDRESS")
        kind, where = address
        self._path = where if kind == "unix" else None
        try:
            self._sock = _open(kind, where, self.timeout)
            return
        except OSError as exc:
            if kind != "unix" or not self._spawn or shutil.which("speech-dispatcher") is None:
                raise SsipError(f"cannot connect to {where}: {exc}") from exc
        self._autospawn(Path(str(where)))
        deadline = time.monotonic() + CONNECT_RETRY_S
        while True:
            try:
                self._sock = _open(kind, where, self.timeout)
                return
            except OSError as exc:
                if time.monotonic() > deadline:
                    raise SsipError(f"speech-dispatcher spawned but {where} refuses: {exc}") from exc
                time.sleep(0.05)

    @staticmethod
    def _autospawn(path: Path) -> None:
        """What libspeechd does when no daemon listens: let it start itself
        (it daemonises; --spawn does nothing if autospawn is disabled)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        cmd = ["speech-dispatcher", "--spawn", "--communication-method", "unix_socket",
               "--socket-path", str(path)]
        try:
            subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=SPAWN_TIMEOUT_S, check=False)
        except (OSError, subprocess.SubprocessError) as exc:
            raise SsipError(f"could not spawn speech-dispatcher: {exc}") from exc

    def _handshake(self) -> None:
        self._command(f"SET SELF CLIENT_NAME {self._client_name}")
        self._command("SET SELF NOTIFICATION ALL on")
        self._set_priority(PRIORITY)
        self._warm_up()

    def _loop(self) -> None:
        selector = selectors.DefaultSelector()
        selector.register(self._sock, selectors.EVENT_READ, "daemon")
        selector.register(self._wake_r, selectors.EVENT_READ, "wake")
        try:
            while True:
                for key, _ in selector.select(timeout=1.0):
                    if key.data == "wake":
                        try:
                            while self._wake_r.recv(4096):
                                pass
                        except (BlockingIOError, InterruptedError):
                            pass
                    else:
                        self._read_available()
                if not self._run_commands():
                    return
                self._handle_buffered()
                self._expire()
        finally:
            selector.close()

    def _run_commands(self) -> bool:
        """Run what the GUI queued; False after "quit"."""
        while True:
            with self._lock:
                if not self._commands:
                    return True
                command = self._commands.popleft()
                kind, gen = command[0], command[1]
                stale = kind in ("speak", "cancel") and gen < self._gen
                if kind == "speak" and stale:
                    self._waiting -= 1  # made stale by an interrupt: dropped
                    continue
            if kind == "quit":
                try:
                    self._send_line("QUIT")
                except OSError:
                    pass
                return False
            if kind == "cancel":
                if stale and self._commands_hold_cancel():
                    continue  # a newer cancel follows: one is enough
                self._command(INTERRUPT)
                self._queued.clear()  # never begun: the daemon dropped them
                self._idle_check()
            elif kind == "speak":
                try:
                    self._speak(command[2], command[3])
                finally:
                    with self._lock:
                        self._waiting -= 1
                    self._idle_check()  # its END may have come before SPEAK's reply
            elif kind == "set":
                self._command(f"SET SELF {command[2]} {command[3]}", check=False)
            elif kind == "voices":
                self._list_voices()

    def _commands_hold_cancel(self) -> bool:
        with self._lock:
            return any(c[0] == "cancel" for c in self._commands)

    def _speak(self, text: str, priority: str) -> None:
        self._set_priority(priority)
        self._command("SPEAK", expect="230")
        self._sock.sendall(escape_text(text))
        self.sent_at.append((time.monotonic(), "text"))
        lines = self._reply()
        msg_id = _msg_id(lines)
        if msg_id is not None:
            if msg_id in self._early_ends:
                self._early_ends.discard(msg_id)
            elif msg_id != self._speaking_id:
                self._queued[msg_id] = time.monotonic()

    def _set_priority(self, priority: str) -> None:
        if priority != self._priority:
            self._command(f"SET SELF PRIORITY {priority}")
            self._priority = priority

    def _list_voices(self) -> None:
        """"249-NAME\tLANGUAGE\tVARIANT" lines (espeak-ng: over 13,000 of them)."""
        lines = self._command("LIST SYNTHESIS_VOICES", check=False)
        voices, seen = [], set()
        for line in lines[:-1]:
            fields = line[4:].split("\t")
            name = fields[0].strip()
            if name and name not in seen:
                seen.add(name)
                voices.append((name, language_code(fields[1]) if len(fields) > 1 else ""))
        self._voices = voices

    def _expire(self) -> None:
        """Forget messages whose events never came, so is_speaking() cannot stick."""
        now = time.monotonic()
        for msg_id, sent in list(self._queued.items()):
            if now - sent > START_TIMEOUT_S and self._speaking_id is None:
                self._queued.pop(msg_id, None)
        if self._speaking_id is not None and now - self._speaking_since > STUCK_SPEECH_S:
            self._speaking_id = None
            self._idle_check()

    def _idle_check(self) -> None:
        if not self.is_speaking():
            self.went_idle()


def _remember(path, ok: bool) -> None:
    """Tell speechd_probe what we learnt, so QtTtsBackend's probe does not wait again."""
    try:
        from . import speechd_probe
        speechd_probe.remember(path, ok)
    except Exception:
        failed("speechd: probe note")
