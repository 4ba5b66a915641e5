"""Helpers of the history tests: play a whole match in the real app (seat 0 by the
session, as a player's keys would, the others bots) and capture what the
narrator gave seat 0 live."""
from __future__ import annotations

import os
import random
import sys

from desktop.narration.base import Narrator


class LiveNarration:
    """Every message the narrator gives `seat` while `on`, for the table to speak: the
    calls from TableScreen.on_update (a table may also ask its narrator for a text it
    needs to know, e.g. Num Win's claim clock: that is not a second announcement)."""

    def __init__(self, monkeypatch, seat: int = 0):
        self.seat, self.on, self.texts = seat, True, []
        self.by_seat: dict[int | None, list[str]] = {}
        original = Narrator.narrate

        def narrate(narrator, event, viewer):
            out = original(narrator, event, viewer)
            caller = sys._getframe(1).f_code
            spoken = caller.co_name == "on_update" and caller.co_filename.endswith(os.path.join("tables", "base.py"))
            if self.on and spoken:
                self.by_seat.setdefault(viewer, []).extend(m.text for m in out)
                if viewer == self.seat:
                    self.texts.extend(m.text for m in out)
            return out
        monkeypatch.setattr(Narrator, "narrate", narrate)


def play_match(app, game_id: str, levels=("easy", "easy"), seed: int = 7, options=None, timeout_s: float = 90,
               humans: int = 1):
    """Start a match with seat 0 human ("Ann", and seat 1 too when humans=2: hot-seat)
    and bots, play the humans' moves until the end (through each handover)."""
    from desktop.match.session import SeatConfig
    from desktop.qt import QtWidgets
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
    seats = [SeatConfig("Ann", True)] + [SeatConfig(names[i + 1], i + 1 < humans, lv) for i, lv in enumerate(levels)]
    window = app.window
    if game_id == "numwin":  # a short timed claim window (the clock stamps each claim's time)
        from desktop import settings as S
        window.settings.set(S.CLAIM_DELAY_MS, 1000)
    window.start_match(game_id, seats, dict(options or {}), seed)
    session = window.session
    rng = random.Random(seed)
    refused: list = []
    session.refused.connect(lambda seat, error: refused.append((seat, error.reason)))

    def step() -> bool:
        if session.result() is not None:
            return True
        QtWidgets.QApplication.processEvents()
        if window._handover is not None and window.stack.currentWidget() is window.handover:
            window.handover.button.click()
            return False
        seat = window.table.viewer
        if seat in session.humans_to_move() and getattr(session.state, "phase", "") == "claim":
            window.table.trigger("numwin_pass")  # through the table: its claim clock knows
        elif seat in session.humans_to_move():
            legal = session.legal(seat)
            session.play(seat, legal[rng.randrange(len(legal))])
        return session.result() is not None

    try:
        app.qtbot.waitUntil(step, timeout=int(timeout_s * 1000))
    except Exception:
        print("STUCK", game_id, getattr(session.state, "phase", ""), session.legal(0), refused[-3:],
              session.to_move(), session.humans_to_move(), session._jobs, session._paused,
              session._held, window.stack.currentWidget(), app.history(0)[-4:])
        raise
    assert window.history.flush(10)
    app.qtbot.wait(50)  # the recorded signal crosses threads
    return session
