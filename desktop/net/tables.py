"""One hosted table: the authoritative match, its bots, its claim window, its save.

The table is driven by the host's event loop. Bots think in a thread pool (easy and
normal bots take milliseconds; the pool keeps a strong one from holding the loop);
their move is applied on the loop after the configured pause, if still legal.
After every applied action the table is saved (the same save format as the app's,
with the actions from the start and the seats' tokens in the "network" part) by the
host's one writer (desktop/net/saving.py).
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.ai.bots import make_bot
from engine.core import saves
from engine.core.codec import encode
from engine.core.model import IllegalAction
from engine.net.claims import ClaimReferee
from engine.net.match import HostMatch, Logged

from .saving import SaveWriter

CLAIM_POLL_S = 0.02


def now_ms() -> float:
    return time.monotonic() * 1000


def event_json(event) -> Any:
    """The whole event, `visible_to` included (the codec keeps it: decode gives it back)."""
    return encode(event)


class HostedTable:
    """A HostMatch with everything that runs on the loop around it."""

    def __init__(self, match: HostMatch, code: str, absent: str, bot_pause_ms: int,
                 save_path: Path | None, transcript: Callable[[dict], None] | None,
                 broadcast: Callable[[HostedTable, Logged], None], pool=None,
                 chooser: Callable[..., Any] | None = None, saver: SaveWriter | None = None):
        self.match, self.code, self.absent = match, code, absent
        # (game_id, level, seat, seed, view, legal) -> action in another process (the app's
        # bot worker), so that a strong bot never holds this process's GIL; None: here.
        self.chooser = chooser
        self.bot_pause_ms, self.save_path, self.transcript = bot_pause_ms, save_path, transcript
        self.broadcast, self.pool = broadcast, pool
        self.connected: set[int] = set()
        self.port = 0  # where the host listens (saved: a restarted host listens there again)
        self.generation = 0
        self.thinking: set[int] = set()
        self.referee: ClaimReferee | None = None
        self._bots: dict[tuple[int, str], Any] = {}
        self.saver = saver
        self._listed: list[list[Any]] = []  # the match's actions, encoded once each
        self.finished = asyncio.Event()
        if transcript is not None:
            transcript({"table": match.table, "type": "begin", "game": match.game.id, "players": len(match.seats),
                        "seed": match.seed, "options": match.options, "seq": match.seq})
            if match.seq == 1 and match.log:
                self._write_transcript(match.log[0])

    # ---- who plays a seat ------------------------------------------------------------
    def bot_level(self, seat: int) -> str | None:
        """The level of the bot playing this seat now (None: a player plays it)."""
        spec = self.match.seats[seat]
        if spec.kind == "bot":
            return spec.level
        if seat not in self.connected and self.absent.startswith("bot") and spec.name:
            return self.absent.partition(":")[2] or "easy"
        return None

    def bot(self, seat: int, level: str):
        """The seat's bot. Bots keep no memory of their own (what a seat remembers is in
        its View; Num Win's forgetting is a hash of the bot's seed and the card), so the
        bot a host restarted with --continue makes, from the saved seed, chooses as the
        one before the kill did (tests/net/test_net_restart.py)."""
        key = (seat, level)
        if key not in self._bots:
            self._bots[key] = make_bot(self.match.game, level, seat, self.match.seed * 1000 + seat)
        return self._bots[key]

    # ---- applying ---------------------------------------------------------------------
    def play(self, seat: int, action) -> Logged:
        entry = self.match.play(seat, action)
        self.generation += 1
        self._after(entry)
        return entry

    def _after(self, entry: Logged) -> None:
        for (seat, _level), bot in self._bots.items():
            bot.observe(tuple(e.seen_by(seat) for e in entry.events))
        self._write_transcript(entry)
        self._open_claims(entry)
        self.broadcast(self, entry)
        self.save()
        if self.match.over():
            self.referee = None
            self.finished.set()
        else:
            self.schedule_bots()

    def _write_transcript(self, entry: Logged) -> None:
        if self.transcript is not None:
            self.transcript({"table": self.match.table, "type": "update", "seq": entry.seq, "actor": entry.actor,
                             "action": encode(entry.action), "events": [event_json(e) for e in entry.events]})

    @property
    def started(self) -> bool:
        return self.match.started

    def start(self) -> bool:
        """Every remote seat has been taken: the bots may move. True the first time."""
        if self.match.started:
            return False
        self.match.started = True
        self.schedule_bots()
        return True

    # ---- bots -------------------------------------------------------------------------
    def schedule_bots(self) -> None:
        if not self.started or self.match.over():
            return
        for seat in self.match.to_move():
            level = self.bot_level(seat)
            if level is None or seat in self.thinking or not self.match.waiting_on(seat):
                continue
            if self.referee is not None and seat in self.referee.clocks:
                continue  # the claim referee asked this bot already
            self.thinking.add(seat)
            asyncio.get_running_loop().create_task(self._bot_move(seat, level, self.generation))

    async def _bot_move(self, seat: int, level: str, generation: int) -> None:
        loop = asyncio.get_running_loop()
        try:
            view, legal = self.match.game.view(self.match.state, seat), self.match.game.legal_actions(self.match.state, seat)
            started = time.monotonic()
            bot = None if self.chooser is not None else self.bot(seat, level)  # made here, on the loop
            action = await loop.run_in_executor(self.pool, self._choose, seat, level, view, legal, bot)
            await asyncio.sleep(max(0.0, self.bot_pause_ms / 1000 - (time.monotonic() - started)))
        finally:
            self.thinking.discard(seat)
        if self.match.over() or self.bot_level(seat) is None:
            return
        if generation != self.generation and action not in self.match.game.legal_actions(self.match.state, seat):
            self.schedule_bots()
            return
        if self.referee is not None and seat in self.referee.clocks:
            return
        self.play(seat, action)

    def _choose(self, seat: int, level: str, view: Any, legal: Any, bot: Any = None) -> Any:
        if self.chooser is not None:
            try:
                return self.chooser(self.match.game.id, level, seat, self.match.seed * 1000 + seat, view, legal)
            except Exception:  # the worker is gone (or failed): the bots think here from now on
                self.chooser = None
        return (bot or self.bot(seat, level)).choose(view, legal)

    # ---- the claim window ---------------------------------------------------------------
    def _open_claims(self, entry: Logged) -> None:
        opened: Any = next((e for e in entry.events if e.kind == "claim_window_opened"), None)
        if opened is None or not opened.limit_ms:
            return
        now = now_ms()
        referee = ClaimReferee(entry.seq, opened.limit_ms, self.match.to_move(), now)
        for seat in list(referee.clocks):
            level = self.bot_level(seat)
            if level is not None:
                legal = self.match.game.legal_actions(self.match.state, seat)
                referee.bot(seat, self.bot(seat, level).choose(self.match.game.view(self.match.state, seat), legal), now)
        self.referee = referee
        asyncio.get_running_loop().create_task(self._watch_claims(referee))

    async def _watch_claims(self, referee: ClaimReferee) -> None:
        while self.referee is referee and not referee.should_close(now_ms()):
            await asyncio.sleep(CLAIM_POLL_S)
        if self.referee is referee:
            self.close_claims()

    def close_claims(self) -> None:
        """Every answer at once (the referee stays set meanwhile, so no bot is asked twice)."""
        referee = self.referee
        if referee is None:
            return
        from engine.games.numwin.actions import Pass
        answers = referee.answers(Pass())
        for seat in sorted(answers):
            if self.match.waiting_on(seat):
                try:
                    self.play(seat, answers[seat])
                except IllegalAction:
                    self.play(seat, Pass())
        if self.referee is referee:
            self.referee = None
        self.schedule_bots()

    def seat_left(self, seat: int) -> None:
        self.connected.discard(seat)
        if self.referee is not None and self.referee.waits_for(seat):
            level = self.bot_level(seat)
            if level is not None:
                legal = self.match.game.legal_actions(self.match.state, seat)
                self.referee.bot(seat, self.bot(seat, level).choose(self.match.game.view(self.match.state, seat), legal), now_ms())
            else:
                from engine.games.numwin.actions import Pass
                self.referee.answer(seat, Pass(), now_ms(), 0, 0)
        self.schedule_bots()

    # ---- saving -------------------------------------------------------------------------
    def save(self) -> None:
        """Mark the table changed: the host's writer saves it soon (desktop/net/saving.py)."""
        if self.save_path is None:
            return
        if self.saver is None:
            self.saver = SaveWriter()
        self.saver.mark(self.save_path, self.save_text)

    def save_text(self) -> str:
        """The save (the app's format, its actions included); "" once the match is over."""
        if self.match.over():
            return ""  # a finished match is not continued
        actions = self.match.actions
        if actions is None:
            listed = None
        else:
            self._listed += [[seat, encode(action)] for seat, action in actions[len(self._listed):]]
            listed = self._listed
        return saves.dumps_listed(self.match.game, self.match.state, self.match.table_json(self.code, self.port), listed)

    async def flush(self) -> None:
        if self.saver is not None:
            await self.saver.flush()
