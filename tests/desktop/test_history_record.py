"""Every finished match lands in the history with its results; the replay of each
game's recorded match says what the live table said to the player."""
from __future__ import annotations

import sqlite3

import pytest

from desktop.history import db, replay, stats
from desktop.history.recorder import history_file
from engine import games
from engine.core import saves
from tests.desktop.history_helpers import LiveNarration, play_match

LEVELS = {"gap": ("easy", "normal"), "twowin": ("easy", "normal"), "vingtdeux": ("easy", "normal"),
          "qwinto": ("easy", "normal"), "numwin": ("easy", "easy")}


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_finished_match_is_in_the_history_and_replays_as_it_was_heard(make_app, monkeypatch, game_id):
    live = LiveNarration(monkeypatch)
    app = make_app("--lang", "en")
    session = play_match(app, game_id, LEVELS[game_id], seed=11)
    live.on = False
    result = session.result()
    (match,) = app.window.history.matches()
    assert match.game == game_id and match.status == "finished" and match.match_id == session.match.id
    assert [s.kind for s in match.seats] == ["human", "bot", "bot"]
    assert [s.level for s in match.seats] == [None, *LEVELS[game_id]]
    assert [s.name for s in match.seats] == ["Ann", "Bob", "Cid"]
    assert [s.score for s in match.seats] == [float(x) for x in result.scores]
    assert set(match.winners) == set(result.winners) and match.you == 0
    assert match.seed == 11 and match.duration_s > 0 and match.ended >= match.started
    assert match.options == session.options
    # its statistics
    figures = stats.compute([match])[game_id]
    assert (figures.matches, figures.wins) == (1, int(0 in result.winners))
    assert figures.best == result.scores[0] and figures.current_streak == int(0 in result.winners)
    assert set(figures.by_level) == set(LEVELS[game_id])
    # the replay: the same states, and what seat 0 heard live, message for message
    recording = replay.load(app.window.history.record_text(match.match_id))
    assert recording.steps[-1].state == session.state
    assert len(recording.steps) == len(session.actions) + 1
    heard = [m.text for step in replay.narrate(recording, 0, app.window.settings) for m in step]
    assert heard == live.texts and len(heard) > 10
    if game_id == "numwin":  # timed claim windows, run by the table's clock, replay as heard
        assert any(e.kind == "claim_window_opened" and e.limit_ms for s in recording.steps for e in s.events)


def test_an_abandoned_match_is_recorded_when_a_new_one_replaces_it(make_app):
    from desktop.match.session import SeatConfig
    app = make_app("--lang", "en")
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy")]
    app.window.start_match("gap", seats, {}, 3)
    first = app.window.session
    first.play(0, first.legal(0)[0])
    app.window.start_match("gap", seats, {}, 4)
    assert app.window.history.flush(10)
    (match,) = app.window.history.matches()
    assert match.status == "abandoned" and match.match_id == first.match.id
    assert all(s.score is None for s in match.seats)
    assert stats.compute([match])["gap"].abandoned == 1 and stats.outcome(match) == "abandoned"


@pytest.mark.parametrize("situation, status", [("mid", "abandoned"), ("over", "finished")])
def test_the_autosave_of_an_earlier_run_is_recorded_when_a_new_match_replaces_it(make_app, tmp_path, situation, status):
    """Unfinished: abandoned. Finished (the app stopped before recording it: the autosave
    of a finished match stays until the history holds it): recorded as finished."""
    from pathlib import Path

    from desktop import paths
    golden = Path(__file__).resolve().parents[1] / "golden" / "saves" / f"v{saves.VERSION}"
    (tmp_path / "data").mkdir(parents=True, exist_ok=True)
    (tmp_path / "data" / "autosave.json").write_text((golden / f"qwinto-default-{situation}.json").read_text(encoding="utf-8"))
    app = make_app("--lang", "en")
    assert paths.autosave_file().exists()
    from desktop.match.session import SeatConfig
    app.window.start_match("gap", [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy")], {}, 4)
    app.qtbot.waitUntil(lambda: app.window.history.matches() != [], timeout=5000)
    (match,) = app.window.history.matches()
    assert (match.match_id, match.game, match.status) == (f"qwinto-default-{situation}", "qwinto", status)
    if status == "finished":
        assert replay.load(app.window.history.record_text(match.match_id)).game_id == "qwinto"


def test_a_corrupt_history_is_set_aside_and_a_new_one_started(make_app, tmp_path):
    (tmp_path / "data").mkdir(parents=True, exist_ok=True)
    garbage = b"this is not a database" * 100
    (tmp_path / "data" / db.FILE_NAME).write_bytes(garbage)
    app = make_app("--lang", "en")
    play_match(app, "gap", seed=5)
    app.qtbot.waitUntil(lambda: any("history was damaged" in t for t in app.spoken()), timeout=5000)
    aside = list((tmp_path / "data" / "set-aside").iterdir())
    assert [p.read_bytes() for p in aside] == [garbage]
    said = next(t for t in app.spoken() if "history was damaged" in t)
    assert aside[0].name in said
    (match,) = app.window.history.matches()
    assert match.status == "finished"


def test_a_locked_history_is_waited_for_reported_and_never_set_aside(make_app, tmp_path, monkeypatch):
    from desktop.history.recorder import Recorder
    monkeypatch.setattr(db, "BUSY_TIMEOUT_S", 0.05)
    app = make_app("--lang", "en")
    app.window._history = Recorder(app.window, retry_pause_s=0.02)
    app.window._history.problem.connect(lambda text: app.window.notify(text, "error"))
    db.HistoryDB(history_file()).close()
    other = sqlite3.connect(str(history_file()), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another Tablée window writing
    try:
        session = _finish_quickly(app)
        app.qtbot.waitUntil(lambda: any("in use by another Tablée window" in t for t in app.spoken()), timeout=10000)
        assert app.window.history.pending() == 1
        app.qtbot.waitUntil(lambda: app.window.stack.currentWidget() is app.window.end, timeout=5000)
        from desktop import paths
        assert paths.autosave_file().exists()  # kept until the history holds the match
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert app.window.history.flush(15)
    app.qtbot.waitUntil(lambda: not paths.autosave_file().exists(), timeout=5000)
    (match,) = app.window.history.matches()
    assert match.match_id == session.match.id
    assert not (tmp_path / "data" / "set-aside").exists() or not list((tmp_path / "data" / "set-aside").iterdir())


def _finish_quickly(app):
    """A 2-player GAP match played to its end without waiting for the recorder."""
    import random

    from desktop.match.session import SeatConfig
    from desktop.qt import QtWidgets
    app.window.start_match("gap", [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy")], {"target": 15}, 8)
    session, rng = app.window.session, random.Random(8)

    def step() -> bool:
        QtWidgets.QApplication.processEvents()
        if session.result() is None and 0 in session.humans_to_move():
            legal = session.legal(0)
            session.play(0, legal[rng.randrange(len(legal))])
        return session.result() is not None
    app.qtbot.waitUntil(step, timeout=60000)
    return session


def test_continuing_the_autosave_of_an_earlier_run_records_nothing(make_app, tmp_path):
    """Resuming (format 2: the same match id; format 1: no id, the same state) is no abandonment."""
    from pathlib import Path
    golden = Path(__file__).resolve().parents[1] / "golden" / "saves"
    for version in ("v1", f"v{saves.VERSION}"):
        data = tmp_path / version
        data.mkdir(parents=True, exist_ok=True)
        (data / "autosave.json").write_text((golden / version / "gap-default-mid.json").read_text(encoding="utf-8"))
        app = make_app("--lang", "en", "--data-dir", str(data))
        from desktop import paths
        paths.set_data_dir(data)
        app.window.continue_saved()
        assert app.window.session is not None
        app.qtbot.wait(300)
        assert app.window.history.flush(5) and app.window.history.matches() == []


def test_the_end_screen_replays_the_match_just_finished(make_app):
    from desktop.history.replay_dialog import ReplayDialog
    from desktop.qt import Qt, QtWidgets
    app = make_app("--lang", "en")
    session = play_match(app, "twowin", seed=4)
    end = app.window.end
    app.qtbot.waitUntil(lambda: app.window.stack.currentWidget() is end, timeout=5000)
    app.tab_to(end.review)
    app.key(Qt.Key.Key_Return)
    dialogs = [w for w in QtWidgets.QApplication.topLevelWidgets() if isinstance(w, ReplayDialog) and w.isVisible()]
    assert len(dialogs) == 1 and dialogs[0].recording.steps[-1].state == session.state
    assert app.spoken()[-1].startswith("Start of the match")
    dialogs[0].accept()


def test_a_hot_seat_match_replays_as_each_human_heard_it(make_app, monkeypatch):
    """Two humans at one computer: the live table narrates every event for both in turn
    (one narrator); the replay does the same, and each seat's replay is what it heard."""
    live = LiveNarration(monkeypatch)
    app = make_app("--lang", "en")
    session = play_match(app, "gap", ("easy", "easy"), seed=12, options={"target": 15}, humans=2, timeout_s=60)
    live.on = False
    (match,) = app.window.history.matches()
    assert [s.kind for s in match.seats] == ["human", "human", "bot"] and match.you == 0
    recording = replay.load(app.window.history.record_text(match.match_id))
    assert recording.humans == (0, 1) and recording.steps[-1].state == session.state
    for seat in (0, 1):
        heard = [m.text for step in replay.narrate(recording, seat, app.window.settings) for m in step]
        assert heard == live.by_seat[seat] and len(heard) > 10
    assert live.by_seat[0] != live.by_seat[1]  # each heard their own cards
