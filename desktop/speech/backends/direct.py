"""Speech and braille through the running screen reader itself, via prism.

Why: NVDA speaks Qt's accessibility announcements only for the foreground
window and no public source shows JAWS speaking them; the audio games blind
players trust talk to the screen reader directly. prism (PyPI `prismatoid`,
MPL-2.0) wraps each screen reader's own API (NVDA's controller, JAWS's COM
object, VoiceOver, Orca's D-Bus service from Orca 49) behind one interface.

Only screen readers count here (SCREEN_READERS): prism's speech-dispatcher,
SAPI, OneCore, AVSpeech or UIA outputs are voices or generic events, not the
screen reader, so `auto` never takes them for one (beside Orca 43 prism offers
only speech-dispatcher: Linux stays on the announcement + notification path).
prism's speech-dispatcher voice is not used at all: measured against
backends/ssip.py (tests/bench/voice_compare.py), it loses queued messages,
cannot say whether it speaks and takes seconds to open.

Timing is the announcement path's (ScreenReaderBackend): messages wait for
focus to settle and are coalesced; NORMAL and OWN messages queue behind what
the screen reader is saying (its reading of the newly focused item), URGENT
ones interrupt it. Braille goes with the speech (prism `output`) for the
messages the braille setting lets through; the others are spoken only.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from .screenreader import DEFAULT_DELAY_MS, ScreenReaderBackend

#: prism.BackendId members that are screen readers, in the order `auto` tries them.
SCREEN_READERS = ("NVDA", "JAWS", "VOICE_OVER", "ORCA", "ZDSR", "ZOOM_TEXT", "SYSTEM_ACCESS",
                  "PC_TALKER", "BOY_PC_READER", "SENSE_READER", "WINDOW_EYES")
#: prism's voices, only listed by --smoke (never used: see the module docstring).
VOICES = ("SPEECH_DISPATCHER", "ONE_CORE", "SAPI", "AV_SPEECH")

ContextFactory = Callable[[], Any]
log = logging.getLogger("tablee.speech")  # failures are logged, never swallowed


def prism_context() -> Any:
    """A prism Context over prism's built-in backends (imports the native library)."""
    import prism
    return prism.Context()


def open_first(context: Any, names: tuple[str, ...]) -> tuple[str, Any] | None:
    """(display name, prism backend) of the first of names (prism.BackendId members)
    that this prism has and can start (a screen reader that is not running fails to
    initialise), else None."""
    import prism
    for name in names:
        try:
            backend = context.create(getattr(prism.BackendId, name))
            if backend.features.is_supported_at_runtime:
                return backend.name, backend
        except Exception:
            log.debug("direct: %s is not reachable", name, exc_info=True)
    return None


class DirectBackend(ScreenReaderBackend):
    """The running screen reader, spoken to (and brailled) through prism."""

    name = "direct"
    self_queueing = True
    screen_reader = True

    def __init__(self, context_factory: ContextFactory = prism_context,
                 delay_ms: int = DEFAULT_DELAY_MS) -> None:
        super().__init__(None, None, delay_ms)
        self._context_factory = context_factory
        self._context: Any = None
        self._found: tuple[str, Any] | None = None
        self._probed = False
        self.error = ""

    @property
    def reader(self) -> str:
        """The screen reader's name as prism gives it ("NVDA"), "" when none."""
        found = self._probe()
        return found[0] if found else ""

    def _probe(self) -> tuple[str, Any] | None:
        if not self._probed:
            self._probed = True
            try:
                self._context = self._context_factory()
                self._found = open_first(self._context, SCREEN_READERS)
            except Exception as exc:
                self.error = str(exc) or type(exc).__name__
                self._found = None
                log.warning("direct: prism could not be loaded", exc_info=True)
        return self._found

    def available(self) -> bool:
        return super().available() and self._probe() is not None

    def braille_supported(self) -> bool:
        found = self._probe()
        try:
            return bool(found and (found[1].features.supports_output or found[1].features.supports_braille))
        except Exception:
            log.debug("direct: features unreadable", exc_info=True)
            return False

    def _send(self, text: str, urgent: bool, braille: bool) -> None:
        """One coalesced utterance: interrupting only when urgent; brailled when the
        setting allows and the screen reader can; a failure makes us unavailable
        (the screen reader quit), so the service falls back."""
        found = self._probe()
        if found is None or not text.strip():
            return
        backend = found[1]
        try:
            features = backend.features
            if braille and features.supports_output:
                backend.output(text, urgent)
            else:
                backend.speak(text, urgent)
                if braille and features.supports_braille:
                    backend.braille(text)
        except Exception as exc:
            self.error = str(exc) or type(exc).__name__
            self._found = None
            log.warning("direct: %s stopped answering; falling back", found[0], exc_info=True)
            return
        self.sent.append((text, "assertive" if urgent else "polite"))
        del self.sent[:-50]


def _speechd_running() -> bool:
    """A speech-dispatcher daemon answers already: prism's voice would autospawn one
    otherwise (seconds, and a daemon left behind by a probe that only lists outputs)."""
    from .speechd_probe import socket_path, speechd_usable
    path = socket_path()
    return path is not None and path.exists() and speechd_usable()


def prism_outputs(context_factory: ContextFactory = prism_context, timeout_s: float = 5.0,
                  voices: tuple[str, ...] = VOICES) -> str:
    """What prism reaches on this machine, for --smoke: "loaded: NVDA (screen reader),
    SAPI (voice)", "loaded: none", or "missing: <why>" when prism cannot load.
    Probed on a thread, bounded: opening a voice can hang (tests/bench/prism_voice.py);
    what was found before the timeout is listed, with the output still being opened.
    prism's speech-dispatcher voice is only opened when a daemon already runs (opening
    it starts one, 1-4 s, more beside another starting daemon)."""
    found: list[str] = []
    loaded: list[str] = []
    probing: list[str] = []

    def probe() -> None:
        try:
            context = context_factory()
        except Exception as exc:
            loaded.append(f"missing: {exc or type(exc).__name__}")
            log.warning("direct: prism could not be loaded", exc_info=True)
            return
        loaded.append("loaded")
        for kind, names in (("screen reader", SCREEN_READERS), ("voice", voices)):
            for name in names:
                if name == "SPEECH_DISPATCHER" and not _speechd_running():
                    found.append("Speech Dispatcher (voice, not opened: no daemon running)")
                    continue
                probing[:] = [f"{name} ({kind}, still opening after {timeout_s:g} s)"]
                opened = open_first(context, (name,))
                probing.clear()
                if opened is not None:
                    found.append(f"{opened[0]} ({kind})")

    thread = threading.Thread(target=probe, name="prism-probe", daemon=True)
    thread.start()
    thread.join(timeout_s)
    if not loaded:
        return f"missing: no answer within {timeout_s:g} s"
    if loaded[0] != "loaded":
        return loaded[0]
    if thread.is_alive():
        found.append(probing[0] if probing else f"a backend still opening after {timeout_s:g} s")
    return "loaded: " + (", ".join(found) or "none")
