"""The timed claim window's clock (ruling numwin 5 [adapt]); the Session stays generic.

The engine takes `Claim(seat, position, elapsed_ms)`; this clock measures
`elapsed_ms`, applies the bots' claims at the times they chose, and sends `Pass`
for every seat that did not claim when the window closes.

- Opening: the window opens once the discard's announcement has been heard: the
  speech service has handed it to the outputs and the voice has gone quiet; a
  screen reader cannot say when it is done, so its reading time is estimated from
  the text's length (READ_MS_PER_CHAR). When the announcement is never spoken
  (speech off, muted), the window opens ANNOUNCE_FALLBACK_MS after it was queued.
  A claim key pressed during the announcement opens it at once (time 0).
- Bots: each bot is asked once when the window is announced (its answer carries
  its level-dependent time); the session holds its own bot scheduling meanwhile
  (`Session.hold_bots`). A bot claim fires when the clock reaches its time.
- The player's claim key stamps the time and pauses the clock while the player
  picks the matching card; Escape resumes it. The earliest claim wins, so the
  window closes at the first claim (bots due at the same millisecond are sent
  too; the engine breaks ties clockwise from the discarder).
- Passing early fast-forwards: the bots' answers are already known.
- Held (a tutorial step waiting for the player, desktop/tutorials/tutor.py): the
  window's time stands still, as while picking, until released; nothing else changes.
- Hot-seat: only the seat at the keyboard (the table's viewer) can claim in timed
  mode; the other humans pass when the window closes. Answers are sent with the
  viewer last, so the main window never asks for a handover mid-window.
"""
from __future__ import annotations

import time

from desktop import qt
from engine.games.numwin.actions import Claim, Pass

QtCore = qt.QtCore

ANNOUNCE_FALLBACK_MS = 3000
READ_MS_PER_CHAR = 45
READ_MAX_MS = 5000
POLL_MS = 50
IDLE, ANNOUNCING, OPEN, PICKING, CLOSING = "idle", "announcing", "open", "picking", "closing"


class ClaimClock(QtCore.QObject):
    opened = qt.Signal()

    def __init__(self, session, speech, viewer_of, parent=None):
        super().__init__(parent)
        self.session, self.speech, self.viewer_of = session, speech, viewer_of
        self.state = IDLE
        self.held = False
        self.limit_ms = 0
        self.plans: dict[int, Claim] = {}
        self._t0: float | None = None
        self._paused_at: float | None = None
        self._paused_ms = 0.0
        self._stamp = 0
        self._announcement: str | None = None
        self._heard_at: float | None = None
        self._read_ms = 0
        self._timer = QtCore.QTimer(self, singleShot=True, timeout=self._tick)
        self._wait = QtCore.QTimer(self, singleShot=True, timeout=self._check_heard)
        speech.spoken.connect(self._on_spoken)

    # ---- the window's life -----------------------------------------------------
    def begin(self, limit_ms: int, announcement: str | None) -> None:
        """A timed window was announced: ask the bots, wait for the announcement."""
        self.session.hold_bots(True)
        self.state, self.limit_ms = ANNOUNCING, limit_ms
        self._t0, self._paused_at, self._paused_ms = None, None, 0.0
        self.plans = self._bot_plans()
        self._announcement, self._heard_at = announcement, None
        self._wait.start(ANNOUNCE_FALLBACK_MS if announcement else 0)

    def finish(self) -> None:
        """The engine closed the window: back to the session's own bot scheduling."""
        self._timer.stop()
        self._wait.stop()
        was = self.state
        self.state, self.plans, self._announcement = IDLE, {}, None
        if was != IDLE:
            self.session.hold_bots(False)

    def elapsed(self) -> int:
        if self._t0 is None:
            return 0
        now = self._paused_at if self._paused_at is not None else time.monotonic()
        return max(0, int((now - self._t0) * 1000 - self._paused_ms))

    def _bot_plans(self) -> dict[int, Claim]:
        plans = {}
        for seat, bot in self.session.bots.items():
            legal = self.session.legal(seat)
            if not legal:
                continue
            action = bot.choose(self.session.view(seat), legal)
            if isinstance(action, Claim) and action.elapsed_ms <= self.limit_ms:
                plans[seat] = action
        return plans

    # ---- waiting for the announcement -------------------------------------------------
    def _on_spoken(self, message, text: str) -> None:
        if self.state == ANNOUNCING and self._announcement is not None and message.text == self._announcement:
            self._heard_at = time.monotonic()
            reader = self.speech.screen_reader_in_use()
            self._read_ms = min(READ_MAX_MS, len(text) * READ_MS_PER_CHAR) if reader else 0
            self._wait.start(POLL_MS)

    def _check_heard(self) -> None:
        if self.state != ANNOUNCING:
            return
        if self._heard_at is not None:
            reading = (time.monotonic() - self._heard_at) * 1000 < self._read_ms
            if reading or self.speech.is_speaking():
                self._wait.start(POLL_MS)
                return
        self._open()

    def _open(self) -> None:
        self._wait.stop()
        self.state, self._t0 = OPEN, time.monotonic()
        if self.held:
            self._paused_at = self._t0
        self._tell("heard")
        self.opened.emit()
        self._schedule()

    # ---- the clock -------------------------------------------------------------------
    def _schedule(self) -> None:
        if self.held:
            return  # no deadline while held
        due = min([c.elapsed_ms for c in self.plans.values()] + [self.limit_ms])
        self._timer.start(max(0, due - self.elapsed()))

    def _tick(self) -> None:
        if self.state != OPEN:
            return
        now = self.elapsed()
        due = [c.elapsed_ms for c in self.plans.values() if c.elapsed_ms <= now]
        if due:
            self._close({}, min(due))
        elif now >= self.limit_ms:
            self._close({}, self.limit_ms)
        else:
            self._schedule()

    # ---- the player at the keyboard --------------------------------------------------
    def press(self) -> bool:
        """The claim key: stamp the time and stop the clock while the card is chosen."""
        if self.state == ANNOUNCING:
            self._open()
        if self.state != OPEN:
            return False
        self._timer.stop()
        self._stamp = self.elapsed()
        if self._paused_at is None:
            self._paused_at = time.monotonic()
        self.state = PICKING
        self._tell("press")
        return True

    def cancel(self) -> None:
        """Escape while choosing: the clock runs on."""
        if self.state != PICKING:
            return
        self.state = OPEN
        if not self.held:
            self._run_on()
        self._tell("resume")
        self._schedule()

    def _run_on(self) -> None:
        assert self._paused_at is not None  # set whenever the clock stands still
        self._paused_ms += (time.monotonic() - self._paused_at) * 1000
        self._paused_at = None

    def hold(self, held: bool) -> None:
        """A tutorial step waits for the player: the window's time stands still until released."""
        self.held = held
        if self.state != OPEN:
            return  # opening and picking look at `held` themselves
        if held and self._paused_at is None:
            self._timer.stop()
            self._paused_at = time.monotonic()
        elif not held and self._paused_at is not None:
            self._run_on()
            self._schedule()

    def _tell(self, moment: str) -> None:
        """A session whose clock is kept elsewhere (a network host) hears of each moment."""
        hook = getattr(self.session, "claim_moment", None)
        if hook is not None:
            hook(moment)

    def pick(self, owner: int, position: int) -> None:
        if self.state != PICKING:
            return
        stamp = min(self._stamp, self.limit_ms)
        self._close({self.viewer_of(): Claim(owner, position, stamp)}, stamp)

    def _guide_refuses(self, seat: int, action) -> bool:
        """A tutorial step wants another answer (Session.refuses): asked before any seat's
        answer is sent, so that the window stays open, its clock where it was (the bots'
        answers sent first had closed it for good)."""
        refuses = getattr(self.session, "refuses", None)  # a network match has no guide
        if refuses is None or not refuses(seat, action):
            return False
        self.cancel()  # back from choosing a card, if the player was
        return True

    def pass_now(self) -> None:
        """The player has nothing to claim: the bots' known answers decide at once."""
        if self.state in (ANNOUNCING, OPEN, PICKING):
            self._close({}, self.limit_ms)

    def _close(self, answers: dict, at_ms: int) -> None:
        viewer = self.viewer_of()
        if viewer in self.session.to_move() and self._guide_refuses(viewer, answers.get(viewer, Pass())):
            return
        self._timer.stop()
        self._wait.stop()
        self.state = CLOSING
        answers = {**{s: c for s, c in self.plans.items() if c.elapsed_ms <= at_ms}, **answers}
        waiting = sorted(self.session.to_move(), key=lambda s: s == viewer)
        for seat in waiting:
            if self.state != CLOSING:
                break  # the window closed (finish() ran from the update)
            action = answers.get(seat, Pass())
            if not self.session.play(seat, action) and action != Pass():
                self.session.play(seat, Pass())
