"""SpeechService: the one entry point for everything Tablée says.

Why one service: every message must reach the history and the visible Messages
region whatever the output, private messages must never reach the wrong seat,
and interruption/staleness rules must be the same for every backend. Backends
only speak; this class decides what, when and to whom.

Rules (ACCESSIBILITY.md, "Speech"):
- URGENT and OWN interrupt current speech and drop what was waiting (it stays
  in the history: "since my last turn" reviews it). NORMAL queues.
- Staleness (policy.py): waiting NORMAL messages go to the voice one at a time
  while at most STALE_LIMIT (2) wait; beyond that, all waiting ones are spoken
  as one utterance of brief forms, at most STALE_MAX_ITEMS (6), the oldest
  "others" moves dropped first. Nothing is lost from the history.
- Output "auto": see outputs.py (which backends exist and which one speaks).
- No engine is created before it is needed: set_output() only records the mode;
  the outputs are resolved by prepare() (a timer after the first paint) or by the
  first message. On Linux QTextToSpeech is only built when the SSIP backend cannot
  reach speech-dispatcher although Qt's probe can (its constructor keeps the GIL
  1.2-1.5 s, see backends/ssip.py).
- Mutes (others, draws, hints) silence unsolicited NORMAL/URGENT messages of that
  category; an OWN message (asked for by a key press) is always spoken.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import qt
from .backends.base import Backend
from .backends.log import NullBackend
from .detect import screen_reader_running
from .errors import failed
from .history import SpeechHistory
from .message import MUTABLE_CATEGORIES, Message, Priority
from .modes import OUTPUT_MODES, VERBOSITIES
from .outputs import default_factories, unavailable, voice_order
from .policy import STALE_LIMIT, STALE_MAX_ITEMS, join_sentences, shorten  # noqa: F401
from .refguard import guard_singletons

POLL_MS = 40            # asking a backend that cannot signal its end whether it still speaks
IDLE_FALLBACK_MS = 500  # the same, as a safety net, for backends that call went_idle()
REVIEW_STEPS = ("older", "newer", "oldest", "newest", "current")


class SpeechService(qt.QObject):
    """say(message) from anywhere; the service speaks it, or keeps it, or both."""

    spoken = qt.Signal(object, str)    # (Message, text handed to the backends)
    messageAdded = qt.Signal(object)   # every Message, for the visible region
    notice = qt.Signal(str)            # one-time keys: "no-voice", "no-speech"
    _incoming = qt.Signal(object)      # say() from another thread
    _idle = qt.Signal()                # a backend's went_idle(), from any thread

    def __init__(self, parent=None, factories: dict[str, Callable[[], Backend]] | None = None,
                 detector: Callable[[], bool] = screen_reader_running,
                 history: SpeechHistory | None = None) -> None:
        super().__init__(parent)
        guard_singletons()  # PySide6 6.12 + CPython 3.11 refcount leak, see refguard.py
        self.history = history or SpeechHistory()
        self.anchor = None
        self.notifier = None
        self._factories = default_factories(self)
        factories = dict(factories or {})
        if "qttts" in factories and "speechd" not in factories:
            # A caller injecting the built-in voice (tests, benchmarks) replaces all of it.
            factories["speechd"] = unavailable
        if "screenreader" in factories:
            # Likewise an injected screen reader: the real one must not be reached through prism.
            factories.setdefault("direct", unavailable)
        self._factories.update(factories)
        self._detector = detector
        self._backends: dict[str, Backend] = {}
        self._outputs: list[Backend] | None = None  # None: resolve on first use
        self._mode = "auto"
        self._pending: list[Message] = []
        self._at_once = False  # send_at_once(): this loop turn's words skip the settle delay
        self._muted: set[str] = set()
        self._verbosity = "normal"
        self._current_seat: int | None = None
        self._noticed: set[str] = set()
        self._voice_settings: dict[str, object] = {}
        self._poll = qt.QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._pump)
        self._incoming.connect(self.say)  # emitted from other threads only: Qt queues it
        self._idle.connect(self._pump_soon)
        app = qt.QCoreApplication.instance()
        if app is not None:  # engine threads must end before the application does
            app.aboutToQuit.connect(self.shutdown)

    # ---- wiring ---------------------------------------------------------
    def attach(self, anchor, notifier=None) -> None:
        """Give the screen-reader path its window (anchor) and NotificationWidget."""
        self.anchor, self.notifier = anchor, notifier
        backend = self._backends.get("screenreader")
        if backend is not None and hasattr(backend, "notifier"):
            screen_reader: Any = backend  # the screen-reader backend (only it has a notifier)
            screen_reader.anchor, screen_reader.notifier = anchor, notifier

    # ---- the main entry -------------------------------------------------
    def say(self, message: Message) -> None:
        """Store, show and (if allowed) speak a message; safe from any thread."""
        if qt.QtCore.QThread.currentThread() is not self.thread():
            self._incoming.emit(message)
            return
        self.history.add(message)
        self.messageAdded.emit(message)
        if not self._should_output(message):
            return
        if message.priority == Priority.NORMAL:
            self._pending.append(message)
            self._pump()
        else:
            self._interrupt()
            self._output([message], self.text_for(message), interrupt=True)
        if self._at_once:
            self.flush()

    def send_at_once(self) -> None:
        """Words said before the event loop runs again go to the screen reader at once,
        not after the settle delay: a dialog just closed (run_dialog's answer_first) hands
        the window back within that delay, and Orca then read the window first ("Tablée
        frame. Your hand..." before "Game saved as sun.json")."""
        self._at_once = True
        qt.QTimer.singleShot(0, self._settle_again)

    def _settle_again(self) -> None:
        self._at_once = False

    def tell_again(self, messages: list[Message]) -> None:
        """Speak messages already stored, without storing them twice (a hot-seat player's
        first words, desktop/tables/base.py keep_first_words): the first cuts what is being
        said, the others follow in order, each as it would have been spoken."""
        heard = [m for m in messages if self._should_output(m)]
        if not heard:
            return
        self._interrupt()
        if all(b.self_queueing for b in self._active_outputs()):  # each keeps its own utterance
            for index, message in enumerate(heard):
                self._output([message], self.text_for(message), interrupt=index == 0)
        else:  # a voice would cut each by the next: one utterance, whole (never the stale brief forms)
            self._output(heard, join_sentences(self.text_for(m) for m in heard), interrupt=True)

    def flush(self) -> None:
        """Send what a screen-reader backend holds for its settle delay now: a caller about
        to redraw or move the focus wants its message to reach the screen reader first
        (Orca speaks events in the order it receives them)."""
        for backend in self._outputs or []:
            send = getattr(backend, "flush", None)
            if send is not None and backend.self_queueing:
                try:
                    send()
                except Exception:  # a failing engine must not break the game
                    failed(f"{backend.name}: flush")

    def stop(self) -> None:
        """The "stop speech" key: silence now and forget what was waiting."""
        if self._outputs is None:  # not resolved yet (prepare() not run): do it now
            self._active_outputs()
        self._interrupt()

    def review(self, step: str) -> Message | None:
        """Speak the current seat's history at the cursor moved by step
        (older/newer/oldest/newest/current), in full, without re-storing it.
        None at either end: the caller says "no older message" itself."""
        if step not in REVIEW_STEPS:
            raise ValueError(step)
        message = getattr(self.history, step)(self._current_seat)
        if message is not None:
            self._interrupt()
            self._output([message], message.text, interrupt=True)
        return message

    def since_last_turn(self) -> list[Message]:
        """F8: the current seat's messages since its last turn, or since the one before when
        nothing but turn messages and the other players' have come yet (see SpeechHistory)."""
        return self.history.since_last_turn(self._current_seat, idle=("turn", "others"))

    # ---- decisions ------------------------------------------------------
    def _should_output(self, message: Message) -> bool:
        if not message.visible_to(self._current_seat):
            return False  # private to another seat: stored only
        if message.priority != Priority.OWN and message.category in self._muted:
            return False
        if message.quiet_when_brief and self._verbosity == "brief":
            return False
        # The details of a report wait in the history (read on demand), except at Detailed verbosity.
        return not message.detail or self._verbosity == "detailed"

    def text_for(self, message: Message) -> str:
        """The form to speak at the current verbosity."""
        return message.short() if self._verbosity == "brief" else message.text

    def _pump_soon(self) -> None:
        """A backend went idle (from any thread; Qt queues it from another): pump from the
        event loop, never inside the backend's own call."""
        qt.QTimer.singleShot(0, self._pump)

    def _pump(self) -> None:
        """Hand waiting NORMAL messages to the outputs when the voice is idle."""
        if not self._pending:
            self._poll.stop()
            return
        outputs = self._active_outputs()
        busy = [b for b in outputs if not b.self_queueing and b.is_speaking()]
        if busy:  # wait for went_idle() where the backend gives it, else poll
            self._poll.setInterval(POLL_MS if any(not b.signals_idle for b in busy) else IDLE_FALLBACK_MS)
            if not self._poll.isActive():
                self._poll.start()
            return
        if len(self._pending) > STALE_LIMIT:
            batch, self._pending = shorten(self._pending), []
            self._output(batch, join_sentences(m.short() for m in batch), interrupt=False)
        else:
            message = self._pending.pop(0)
            self._output([message], self.text_for(message), interrupt=False)
        if self._pending and not self._poll.isActive():
            self._poll.start()

    def _output(self, messages: list[Message], text: str, interrupt: bool) -> None:
        urgent = any(m.priority == Priority.URGENT for m in messages)
        outputs = self._active_outputs()
        alone = any(m.alone for m in messages)
        for backend in outputs:
            try:
                speak = backend.speak_alone if alone else backend.speak
                speak(text, interrupt=interrupt, urgent=urgent)
            except Exception:  # a failing engine must not break the game
                failed(f"{backend.name}: speak")
        if outputs:
            for message in messages:
                self.spoken.emit(message, text)

    def _interrupt(self) -> None:
        self._pending.clear()
        self._poll.stop()
        for backend in self._outputs or []:
            backend.stop()

    # ---- output selection ----------------------------------------------
    @property
    def output_mode(self) -> str:
        return self._mode

    def set_output(self, mode: str) -> None:
        """Switch output (auto|screenreader|voice|pyttsx3|both|off). Resolved lazily
        (prepare(), first message, output_names()): setting it at start-up, before
        the first paint, creates no engine."""
        if mode not in OUTPUT_MODES:
            raise ValueError(mode)
        self._interrupt()
        self._mode = mode
        self._outputs = None

    def output_names(self) -> list[str]:
        """Names of the backends in use (settings UI, tests)."""
        return [b.name for b in self._active_outputs()]

    def screen_reader_in_use(self) -> bool:
        """The user's screen reader is among the outputs (it reads focus changes itself,
        so the app must not speak them; it queues speech we cannot see)."""
        return any(getattr(b, "screen_reader", False) for b in self._active_outputs())

    def outputs(self) -> list[Backend]:
        """The backends in use (Settings: which output, which screen reader)."""
        return list(self._active_outputs())

    def is_speaking(self) -> bool:
        """Whether a voice output is still speaking or has messages waiting (a screen
        reader queues by itself and cannot tell): Num Win's claim window opens when
        the discard's announcement has been heard."""
        return bool(self._pending) or any(b.is_speaking() for b in self._active_outputs() if not b.self_queueing)

    def prepare(self) -> None:
        """Resolve the output now (at start-up) so engines warm up off the GUI thread
        before the first message instead of delaying it."""
        self._active_outputs()

    def _active_outputs(self) -> list[Backend]:
        """The outputs in use, re-resolved when one has failed since (e.g. the TTS
        thread found no speech server): the next best output takes over."""
        if self._outputs is None or not all(self._still_available(b) for b in self._outputs):
            self._outputs = self._resolve(self._mode)
        return self._outputs

    @staticmethod
    def _still_available(backend: Backend) -> bool:
        try:
            return backend.available()
        except Exception:
            failed(f"{backend.name}: available")
            return False

    def _resolve(self, mode: str) -> list[Backend]:
        if mode == "off":
            return []
        if mode == "screenreader":
            return self._available("screenreader")
        automatic = mode in ("auto", "screenreader-direct")
        detected = self._detect() if automatic or mode == "both" else False
        direct = self._available("direct") if detected or mode == "screenreader-direct" else []
        if automatic and (direct or detected):
            return direct or self._available("screenreader")
        order = voice_order(mode)
        voice = next((v for name in order for v in self._available(name)), None)
        reader = direct or self._available("screenreader")
        if voice is None:
            self._notice("no-speech" if automatic else "no-voice")
            return reader
        return reader + [voice] if mode == "both" else [voice]

    def _detect(self) -> bool:
        try:
            return bool(self._detector())
        except Exception:
            failed("screen reader detection")
            return False

    def _available(self, name: str) -> list[Backend]:
        """[backend] when it can be created and is available, else []."""
        backend = self._backends.get(name)
        if backend is None:
            try:
                backend = self._factories[name]()
            except Exception:  # missing module or engine
                failed(f"{name}: creation")
                backend = NullBackend()
            self._backends[name] = backend
            backend.on_idle(self._idle.emit)
            self._apply_settings(backend)
        try:
            ok = backend.available() and not isinstance(backend, NullBackend)
        except Exception:
            failed(f"{name}: available")
            ok = False
        return [backend] if ok else []

    def _notice(self, key: str) -> None:
        if key not in self._noticed:
            self._noticed.add(key)
            self.notice.emit(key)

    # ---- preferences ----------------------------------------------------
    @property
    def verbosity(self) -> str:
        return self._verbosity

    def set_verbosity(self, level: str) -> None:
        if level not in VERBOSITIES:
            raise ValueError(level)
        self._verbosity = level

    def set_muted(self, category: str, muted: bool) -> None:
        """Mute/unmute a category among MUTABLE_CATEGORIES (others, draw, hint)."""
        if category not in MUTABLE_CATEGORIES:
            raise ValueError(category)
        (self._muted.add if muted else self._muted.discard)(category)

    def is_muted(self, category: str) -> bool:
        return category in self._muted

    @property
    def current_seat(self) -> int | None:
        return self._current_seat

    @current_seat.setter
    def current_seat(self, seat: int | None) -> None:
        """Hot-seat handover: cut speech so nothing private outlives its owner's turn."""
        if seat != self._current_seat:
            self._interrupt()
            self._current_seat = seat

    def set_current_seat(self, seat: int | None) -> None:
        self.current_seat = seat

    def set_rate(self, rate: float) -> None:
        self._set_voice_setting("rate", rate)

    def set_pitch(self, pitch: float) -> None:
        self._set_voice_setting("pitch", pitch)

    def set_volume(self, volume: float) -> None:
        self._set_voice_setting("volume", volume)

    def set_voice(self, voice: str) -> None:
        self._set_voice_setting("voice", voice)

    def set_language(self, language: str) -> None:
        self._set_voice_setting("language", language)

    def set_braille(self, mode: str) -> None:
        """all | mine (own results and urgent ones) | none, where the output brailles."""
        self._set_voice_setting("braille", mode)

    def _set_voice_setting(self, key: str, value) -> None:
        self._voice_settings[key] = value
        for backend in self._backends.values():
            self._apply_settings(backend, {key: value})

    def _apply_settings(self, backend: Backend, settings: dict | None = None) -> None:
        for key, value in (settings or self._voice_settings).items():
            try:
                getattr(backend, "set_" + key)(value)
            except Exception:
                failed(f"{backend.name}: set {key}")

    def voices(self) -> list[str]:
        """Voices of the first voice backend in use (settings UI)."""
        voice = next((b for b in self._active_outputs() if not b.self_queueing), None)
        return voice.voices() if voice is not None else []

    def shutdown(self) -> None:
        """Stop speech and release engines and threads (application exit)."""
        self._interrupt()
        for backend in self._backends.values():
            backend.shutdown()
        self._backends.clear()
        self._outputs = []
