"""Your own last move brings the end screen at once, not 400 ms later (by ear, issue 15):
after a confirmation box, the window's return made Orca read the table's list before
the end screen ("Your sheet. List with 27 items…" between the result and the scores).
With the end screen up before the event loop runs again, the window returns to it."""
from __future__ import annotations

from tests.a11y.near_end import write_last_move_save


def test_your_last_move_shows_the_result_before_the_event_loop_runs(make_app, tmp_path):
    write_last_move_save(tmp_path / "data", "gap", {"rounds": 1})
    app = make_app("--lang", "en")
    window = app.window
    window.continue_saved()
    app.qtbot.waitUntil(lambda: window.table is not None and window.table.my_turn(), timeout=5000)
    session = window.session
    session.play(0, session.legal(0)[0])  # any move of yours ends this match
    assert session.result() is not None
    assert window.stack.currentWidget() is window.end  # no timer came between
    assert app.focus is window.end.summary
    assert window.end.summary.item(0).text().startswith("Scores:")  # the final scores, where the focus lands
