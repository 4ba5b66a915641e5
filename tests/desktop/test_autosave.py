"""Autosave: resumed after a restart; a damaged file is reported, set aside, and the app goes on."""
from __future__ import annotations

import json

import pytest

from desktop import paths
from desktop.qt import Qt


def start_gap(app):
    from desktop.match.session import SeatConfig
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy"), SeatConfig("Cid", False, "easy")]
    app.window.start_match("gap", seats, {}, 11)
    return app.window.table


def test_every_action_is_saved_and_the_game_resumes(make_app, tmp_path):
    app = make_app("--lang", "en")
    table = start_gap(app)
    app.qtbot.waitUntil(table.my_turn, timeout=10000)
    app.qtbot.waitUntil(lambda: app.focus in (table.hand, table.middle), timeout=2000)
    app.key(Qt.Key.Key_Return)
    assert app.window.session.flush_saves()  # written by the autosave worker, off the GUI thread
    saved = json.loads(paths.autosave_file().read_text(encoding="utf-8"))
    assert saved["game"] == "gap" and saved["schema"] == "tablee-save"
    app.qtbot.waitUntil(lambda: not app.window.session.bots_busy(), timeout=10000)
    state_before = app.window.session.state
    app.window.close()
    again = make_app("--lang", "en")
    assert again.window.home.continue_button.isVisibleTo(again.window)
    app.qtbot.waitUntil(lambda: again.focus is again.window.home.continue_button, timeout=2000)
    again.key(Qt.Key.Key_Return)
    assert again.window.session is not None
    assert again.window.session.state == state_before
    assert any("resumes" in t for t in again.history())
    said = again.history()
    summary = said[[i for i, t in enumerate(said) if "resumes" in t][0] + 1]  # right after: scores and hand
    assert summary.startswith("Scores:") and "Your hand:" in summary, said


@pytest.mark.parametrize("content", [
    "{not json", '{"schema": "tablee-save", "version": 99, "game": "gap", "state": {}}',
    '{"schema": "tablee-save", "version": 1, "game": "gap", "table": {}, "state": {"$": "gap.State"}}',
    '[1, 2, 3]', "", '{"schema": "tablee-save", "version": 1, "game": "chess", "state": {}}',
])
def test_a_damaged_autosave_is_reported_and_set_aside(make_app, tmp_path, content):
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.json").write_text(content, encoding="utf-8")
    app = make_app("--lang", "en")
    assert not (data / "autosave.json").exists()
    aside = list((data / "set-aside").iterdir())
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == content
    said = " ".join(app.history(None))
    assert "could not be opened" in said and "set aside" in said
    assert any("could not be opened" in t for t in app.spoken())
    assert not app.window.home.continue_button.isVisibleTo(app.window)
    assert app.window.stack.currentWidget() is app.window.home  # the app continues
