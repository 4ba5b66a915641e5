"""Speech through the user's screen reader (NVDA, JAWS, VoiceOver, Orca).

Two paths, both from the GUI thread, after focus has settled:
1. a Qt accessibility announcement (QAccessibleAnnouncementEvent, polite for
   normal messages, assertive for urgent ones), which current screen readers speak;
2. a tiny NotificationWidget exposed with the Notification role, hidden, renamed
   and shown again: Orca 43 (Debian 12) ignores announcements but speaks this
   (PLATFORM.md, verified with orca-probe). Its area has the StatusBar role, so that
   Orca says the message alone: a notification outside a status bar was spoken
   "notification <text>", the word before every message of a match. Orca reads the
   name when it reaches the event in its queue, which lags well over a second
   behind when a move changes many objects: a single widget renamed meanwhile made
   it speak the newer text twice and lose the older one (issue 11). So messages
   take turns over a NotificationArea of several widgets.
Messages arriving within the settle delay are coalesced into one utterance so a
focus move does not cut them and a burst does not queue minutes of speech. A
message sent with speak_alone() (Message.alone: a card to memorise) stays apart:
sent at the same moment, but as a notification of its own (Orca queues them).
"""
from __future__ import annotations

from collections.abc import Callable

from ... import qt
from ..notifications import NotificationArea, NotificationWidget
from .base import Backend

DEFAULT_DELAY_MS = 90
SETTLE_ENV = "TABLEE_SETTLE_MS"  # benchmarks only (tests/bench/orca_latency.py): try another delay
BRAILLE_MODES = ("all", "mine", "none")  # all messages / mine and urgent / none


def wants_braille(mode: str, interrupt: bool, urgent: bool) -> bool:
    """Whether a message goes to braille: "mine" keeps the player's own results
    (interrupt without urgency: OWN) and urgent ones, so an opponent's move does
    not wipe the line mid-reading."""
    if mode == "all":
        return True
    return mode == "mine" and (urgent or interrupt)

def _settle_ms(default: int) -> int:
    import os
    try:
        return int(os.environ.get(SETTLE_ENV, default)) if default == DEFAULT_DELAY_MS else default
    except ValueError:
        return default


def _alive(widget) -> bool:
    """False for None or a widget whose C++ side is gone (window closed)."""
    if widget is None:
        return False
    try:
        widget.objectName()
    except RuntimeError:
        return False
    return True


class ScreenReaderBackend(Backend):
    """Announcements + Notification widget, deferred and coalesced on a timer."""

    name = "screenreader"
    self_queueing = True
    screen_reader = True

    def __init__(self, anchor=None, notifier: NotificationArea | NotificationWidget | None = None,
                 delay_ms: int = DEFAULT_DELAY_MS) -> None:
        self.anchor = anchor
        self.notifier = notifier
        self.sent: list[tuple[str, object]] = []  # (message, politeness) as posted
        self.post_hook: Callable[[object], None] | None = None  # sees each event (tests)
        self._batch: list[str] = []
        self._cuts: set[int] = set()  # indexes of _batch where a new utterance starts
        self._held: list[str] = []  # unsent when stop() came (see stop())
        self._urgent = False
        self._braille_mode = "all"
        self._braille_batch = False  # a message of the unsent batch is for braille
        self._timer = qt.QTimer()
        self._timer.setSingleShot(True)
        # Precise: a coarse timer may fire up to 5 % late (4.5 ms of the 90), on top of
        # the settle delay the player already waits.
        self._timer.setTimerType(qt.Qt.TimerType.PreciseTimer)
        self._timer.setInterval(_settle_ms(delay_ms))
        self._timer.timeout.connect(self.flush)

    def available(self) -> bool:
        return qt.QtWidgets.QApplication.instance() is not None

    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        """Collect; the timer sends after focus has settled (not restarted, so a
        stream of messages cannot postpone speech forever).

        interrupt drops the unsent messages (the player's own key press asks for
        something else), except for an urgent message: what is still unsent is at
        most one settle delay old and was never spoken, so nothing stale is cut by
        keeping it. Typically it is the opponent's move that led to "Your turn" in
        the same instant, which SpeechService's stop() just before must not lose
        either (see stop()): Orca then says "<move>. Your turn." as one notification.
        """
        if interrupt:
            self._cuts = {c + len(self._held) for c in self._cuts} if urgent else set()
            self._batch = self._held + self._batch if urgent else []
            self._urgent = False
            self._braille_batch = self._braille_batch and urgent
        self._braille_batch = self._braille_batch or wants_braille(self._braille_mode, interrupt, urgent)
        self._held = []
        self._batch.append(text)
        self._urgent = self._urgent or urgent
        if not self._timer.isActive():
            self._timer.start()

    def speak_alone(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        """As speak(), sent at the same moment as the batch but as its own notification."""
        self.speak(text, interrupt, urgent)
        self._cuts.update({len(self._batch) - 1, len(self._batch)})

    def stop(self) -> None:
        """Drop what is not yet sent; the screen reader's own speech is the user's
        to stop (its own key), we cannot reach it reliably.

        The unsent messages are held until the event loop runs again: an urgent
        message spoken in the same call (SpeechService interrupts, then speaks)
        takes them back (see speak()); otherwise they are gone."""
        self._timer.stop()
        self._held = self._held + self._batch
        self._batch = []
        self._cuts = set()  # what is held and taken back is one utterance
        self._urgent = False
        if self._held:
            qt.QTimer.singleShot(0, self._drop_held)

    def _drop_held(self) -> None:
        self._held = []
        if not self._batch:
            self._braille_batch = False

    def pending(self) -> list[str]:
        return list(self._batch)

    def set_braille(self, mode: str) -> None:
        """all | mine (own results and urgent messages) | none."""
        if mode in BRAILLE_MODES:
            self._braille_mode = mode

    def flush(self) -> None:
        """Send the collected text now, both ways."""
        self._timer.stop()
        if not self._batch:
            return
        urgent, braille = self._urgent, self._braille_batch
        edges = sorted({0, len(self._batch)} | {c for c in self._cuts if 0 < c < len(self._batch)})
        texts = [" ".join(self._batch[a:b]) for a, b in zip(edges, edges[1:])]
        self._batch.clear()
        self._cuts = set()
        self._urgent = self._braille_batch = False
        for text in texts:
            self._send(text, urgent, braille)

    def _send(self, text: str, urgent: bool, braille: bool) -> None:
        """Both ways: the announcement and the notification widget (DirectBackend
        sends through prism instead)."""
        self._announce(text, urgent)
        if self.notifier is not None and _alive(self.notifier):
            self.notifier.notify(text, braille)

    def _source(self):
        """The active window when there is one (the spec's sender), else the anchor."""
        active = qt.QtWidgets.QApplication.activeWindow()
        return next((w for w in (active, self.anchor, self.notifier) if _alive(w)), None)

    def _announce(self, text: str, urgent: bool) -> None:
        source = self._source()
        if source is None:
            return
        event = qt.QtGui.QAccessibleAnnouncementEvent(source, text)
        politeness = (qt.QAccessible.AnnouncementPoliteness.Assertive if urgent
                      else qt.QAccessible.AnnouncementPoliteness.Polite)
        event.setPoliteness(politeness)
        if self.post_hook is not None:
            self.post_hook(event)
        qt.QAccessible.updateAccessibility(event)
        self.sent.append((event.message(), event.politeness()))
        del self.sent[:-50]

    def shutdown(self) -> None:
        self.stop()
