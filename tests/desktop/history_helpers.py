"""Helpers of the history tests: play a whole match in the real app (seat 0 by the
session, as a player's keys would, the others bots) and capture what the
narrator gave seat 0 live."""
from __future__ import annotations

import random

from desktop.narration.base import Narrator


class LiveNarration:
    """Every message the narrator gives `seat` while `on` (the live table's narration)."""

    def __init__(self, monkeypatch, seat: int = 0):
        self.seat, self.on, self.texts = seat, True, []
        original = Narrator.narrate

        def narrate(narrator, event, viewer):
            out = original(narrator, event, viewer)
            if self.on and viewer == self.seat:
                self.texts.extend(m.text for m in out)
            return out
        monkeypatch.setattr(Narrator, "narrate", narrate)


def play_match(app, game_id: str, levels=("easy", "easy"), seed: int = 7, options=None, timeout_s: float = 25):
    """Start a match with seat 0 human ("Ann") and bots, play seat 0's moves until the end."""
    from desktop.match.session import SeatConfig
    from desktop.qt import QtWidgets
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
    seats = [SeatConfig("Ann", True)] + [SeatConfig(names[i + 1], False, lv) for i, lv in enumerate(levels)]
    window = app.window
    if game_id == "numwin":  # untimed claims: the timed window's clock has its own tests (test_numwin_claims.py)
        from desktop import settings as S
        window.settings.set(S.CLAIM_DELAY_MS, 0)
    window.start_match(game_id, seats, dict(options or {}), seed)
    session = window.session
    rng = random.Random(seed)

    def step() -> bool:
        if session.result() is not None:
            return True
        QtWidgets.QApplication.processEvents()
        if window.stack.currentWidget() is not window.table and window.stack.currentWidget() is not window.end:
            window.handover.button.click() if window._handover is not None else None
        if 0 in session.humans_to_move():
            legal = session.legal(0)
            session.play(0, legal[rng.randrange(len(legal))])
        return session.result() is not None

    try:
        app.qtbot.waitUntil(step, timeout=int(timeout_s * 1000))
    except Exception:
        print("STUCK", game_id, session.to_move(), session.humans_to_move(), session._jobs, session._paused,
              session._held, window.stack.currentWidget(), app.history(0)[-4:])
        raise
    assert window.history.flush(10)
    app.qtbot.wait(50)  # the recorded signal crosses threads
    return session
