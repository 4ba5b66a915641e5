"""The History window by keyboard, in French and English: the spoken summaries,
the filter, a match's row, the replay keys; the CSV export from the command line."""
from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

from desktop.history import db, records
from desktop.history.recorder import history_file
from desktop.qt import Qt, QtWidgets
from engine.core import saves

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "saves" / f"v{saves.VERSION}"
ROOT = Path(__file__).resolve().parents[2]


def _gap(n: int, won: bool, score: float, levels: tuple[str, ...], status: str = "finished") -> db.MatchRecord:
    seats = [db.SeatRecord("Ann", "human", None, score if status == "finished" else None, won)]
    seats += [db.SeatRecord(f"Bot{i}", "bot", level, 10.0 if status == "finished" else None, not won)
              for i, level in enumerate(levels)]
    return db.MatchRecord(f"gap-{n}", "gap", {"target": 30}, f"2026-11-0{n}T10:00:00+00:00",
                          f"2026-11-0{n}T10:20:00+00:00", 1200.0, status, n, tuple(seats), 0)


def _fill_history() -> db.MatchRecord:
    """Three finished GAP matches (won, lost, won), an abandoned one, and a finished
    2 Win match (the golden file, replayable). Returns the 2 Win record."""
    database = db.HistoryDB(history_file())
    for record in (_gap(1, True, 40, ("strong", "easy")), _gap(2, False, 20, ("strong",)),
                   _gap(3, True, 35, ("normal",)), _gap(4, False, 0, ("easy",), "abandoned")):
        database.add(record)
    saved = saves.loads((GOLDEN / "twowin-default-over.json").read_text(encoding="utf-8"))
    record, produce = records.from_saved(saved, ended="2026-11-05T10:00:00+00:00")
    database.add(records.complete(record, produce))
    database.close()
    return record


GAP_SUMMARY = {
    "en": "GAP: 3 matches, 2 wins (67% won); against easy bots 1 of 1, against normal bots 1 of 1, "
          "against strong bots 1 of 2; best score 40, average 31.7; current streak: 1 win, best streak: 1 win; "
          "1 abandoned match.",
    "fr": "GAP (grand écart) : 3 parties, 2 victoires (67 % gagnées) ; contre l'ordinateur facile 1 sur 1, "
          "contre l'ordinateur normal 1 sur 1, contre l'ordinateur fort 1 sur 2 ; meilleur score 40, moyenne 31,7 ; "
          "série en cours : 1 victoire, meilleure série : 1 victoire ; 1 partie abandonnée.",
}
WORDS = {
    "en": {"opening": "Match history: 5 matches recorded.", "won": "won", "start": "Start of the match",
           "move1": "Move 1 of", "seat": "Heard from Bob's seat, with that player's cards.", "last": "Last move."},
    "fr": {"opening": "Historique des parties : 5 parties en mémoire.", "won": "gagnée", "start": "Début de la partie",
           "move1": "Coup 1 sur", "seat": "Entendue depuis la place de Bob, avec les cartes de cette place.",
           "last": "Dernier coup."},
}


def _dialog(kind):
    for widget in QtWidgets.QApplication.topLevelWidgets():
        if isinstance(widget, kind) and widget.isVisible():
            return widget
    return None


def test_the_history_window_by_keyboard(make_app, lang):
    from desktop.history.replay_dialog import ReplayDialog
    from desktop.history.screen import HistoryDialog
    app = make_app("--lang", lang)
    twowin = _fill_history()
    words = WORDS[lang]
    app.qtbot.keyClick(app.window, Qt.Key.Key_F11)
    app.qtbot.waitUntil(lambda: _dialog(HistoryDialog) is not None, timeout=3000)
    history = _dialog(HistoryDialog)
    app.qtbot.waitUntil(lambda: history.loaded, timeout=3000)
    app.qtbot.waitUntil(lambda: app.spoken()[-1].startswith(words["opening"]), timeout=3000)
    said = app.spoken()[-1]
    assert said.startswith(words["opening"]) and GAP_SUMMARY[lang] in said
    app.qtbot.waitUntil(lambda: app.focus is history.game, timeout=2000)
    app.key(Qt.Key.Key_Down)  # the filter: GAP
    assert history.game_id() == "gap" and app.spoken()[-1] == GAP_SUMMARY[lang]
    assert history.table.rowCount() == 4
    app.tab_to(history.table)
    app.key(Qt.Key.Key_Down)
    assert words["won"] in app.spoken()[-1] and "Ann" in app.spoken()[-1]
    app.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    app.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert app.focus is history.game
    app.key(Qt.Key.Key_Down)  # 2 Win
    assert history.game_id() == "twowin" and app.spoken()[-1].startswith("2 Win")
    app.tab_to(history.table)
    app.key(Qt.Key.Key_Return)
    app.qtbot.waitUntil(lambda: _dialog(ReplayDialog) is not None, timeout=3000)
    replay = _dialog(ReplayDialog)
    app.qtbot.waitUntil(lambda: app.focus is replay.moves, timeout=2000)
    assert app.spoken()[-1].startswith(words["start"])
    alt, ctrl = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier
    app.key(Qt.Key.Key_Right, alt)
    assert app.spoken()[-1].startswith(words["move1"]) and replay.index() == 1
    app.key(Qt.Key.Key_End, ctrl)
    assert replay.index() == replay.last()
    app.key(Qt.Key.Key_End, ctrl)
    assert app.spoken()[-1].startswith(words["last"])
    app.key(Qt.Key.Key_PageUp, alt)
    assert replay.index() in replay.round_starts and replay.index() < replay.last()
    app.key(Qt.Key.Key_Home, ctrl)
    assert replay.index() == 0
    app.key(Qt.Key.Key_A, ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert app.spoken()[-1].startswith(words["seat"])
    app.key(Qt.Key.Key_Escape)
    app.qtbot.waitUntil(lambda: _dialog(ReplayDialog) is None, timeout=2000)
    assert twowin.game == "twowin"


def test_plurals_follow_each_language(make_app, lang):
    from desktop.history import words
    make_app("--lang", lang)
    expected = {"en": ["0 matches", "1 match", "2 matches"], "fr": ["0 partie", "1 partie", "2 parties"]}[lang]
    assert [words.matches_text(n) for n in (0, 1, 2)] == expected
    assert words.wins_text(1) == {"en": "1 win", "fr": "1 victoire"}[lang]
    assert words.number(7.5) == {"en": "7.5", "fr": "7,5"}[lang] and words.number(7.0) == "7"


def test_export_history_from_the_command_line(qtbot, tmp_path):
    from desktop import paths
    paths.set_data_dir(tmp_path / "data")
    try:
        _fill_history()
    finally:
        paths.set_data_dir(None)
    target = tmp_path / "out.csv"
    done = subprocess.run([sys.executable, "-m", "desktop.app", "--data-dir", str(tmp_path / "data"),
                           "--export-history", str(target)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(target.read_text(encoding="utf-8-sig").splitlines()))
    assert [r["match_id"] for r in rows] == ["gap-1", "gap-2", "gap-3", "gap-4", "twowin-default-over"]
    assert [r["outcome"] for r in rows[:4]] == ["won", "lost", "won", "abandoned"]
    assert rows[0]["seat2_level"] == "strong" and rows[0]["your_score"] == "40" and rows[0]["winners"] == "Ann"
    assert not (tmp_path / "data" / "settings.ini").exists()  # it wrote the file and left


def test_a_finished_save_opened_is_replayed_and_an_old_one_refused(make_app, monkeypatch, tmp_path):
    from desktop.dialogs import file_choice
    from desktop.dialogs.files import open_file
    from desktop.history.replay_dialog import ReplayDialog
    app = make_app("--lang", "en")
    for path, replays in ((GOLDEN / "gap-default-over.json", True),
                          (GOLDEN.parent / "v1" / "gap-default-over.json", False)):
        copy = tmp_path / f"{path.parent.name}.json"
        copy.write_bytes(path.read_bytes())
        monkeypatch.setattr(file_choice, "open_path", lambda *a, copy=copy, **k: str(copy))
        open_file(app.window)
        dialog = _dialog(ReplayDialog)
        if replays:
            assert dialog is not None and dialog.recording.game_id == "gap"
            dialog.accept()
        else:
            assert dialog is None
            assert "cannot be replayed" in app.spoken()[-1] and "older version" in app.spoken()[-1]
        assert copy.exists() and app.window.session is None


def test_a_match_exported_as_text_reads_in_each_language(make_app, lang, tmp_path):
    from desktop.history import export, replay
    from desktop.history.replay_dialog import export_log
    app = make_app("--lang", lang)
    recording = replay.load((GOLDEN / "gap-default-over.json").read_text(encoding="utf-8"))
    target = tmp_path / "match.txt"
    assert export_log(app.window, str(target), recording)
    lines = target.read_text(encoding="utf-8").splitlines()
    expected = {"en": ("Tablée: GAP", "Start of the match: ", "Move 1 of ", "Final scores: Alice "),
                "fr": ("Tablée : GAP (grand écart)", "Début de la partie : ", "Coup 1 sur ", "Scores finaux : Alice ")}[lang]
    assert lines[0] == expected[0]
    assert lines[3].startswith(expected[1]) and lines[4].startswith(expected[2])
    assert lines[-1].startswith(expected[3])
    assert len(lines) == 3 + len(recording.steps) + 2  # title, players, blank; the steps; blank, the result
    heard = [" ".join(m.text for m in step) for step in replay.narrate(recording, 0, app.window.settings)]
    assert all(said in line for said, line in zip(heard, lines[3:]) if said)
    assert {"en": "was written to match.txt", "fr": "a été écrite dans match.txt"}[lang] in app.spoken()[-1]
    assert export.match_log(recording).count("\n") == len(lines)


def test_the_history_and_replay_windows_are_named_for_a_screen_reader(make_app, lang):
    from desktop.history.replay_dialog import ReplayDialog
    from desktop.history.screen import show_history
    from desktop.qt import QAccessible
    from tests.desktop.test_accessible_names import problems_in
    app = make_app("--lang", lang)
    _fill_history()
    history = show_history(app.window)
    app.qtbot.waitUntil(lambda: history.loaded, timeout=3000)
    assert problems_in(history) == []
    table = QAccessible.queryAccessibleInterface(history.table)
    assert table.role() == QAccessible.Role.Table
    header = history.model.headerData(0, Qt.Orientation.Horizontal)
    assert header == {"en": "Date", "fr": "Date"}[lang]
    children = [table.child(i) for i in range(table.childCount())]
    named = {(c.role(), c.text(QAccessible.Text.Name)) for c in children if c is not None}
    assert (QAccessible.Role.ColumnHeader, header) in named
    outcomes = {history.model.cells(r)[2] for r in range(5)}
    assert {(QAccessible.Role.Cell, o) for o in outcomes} <= named  # each result cell reads as its text
    # Qt deletes these interfaces itself: a Python wrapper kept alive would stand, in PySide's
    # map of wrappers, for the next object built at the same address (the replay's viewport
    # once came back as a QAccessibleInterface)
    del table, children
    history.game.setCurrentIndex(history.game.findData("twowin"))
    replay = history.replay_row(0)
    assert isinstance(replay, ReplayDialog) and problems_in(replay) == []
    replay.accept()
    history.accept()


def test_f1_lists_the_history_key_and_the_replay_lists_its_own(make_app, monkeypatch):
    from desktop.dialogs import help as help_dialogs
    from desktop.history.replay_dialog import open_replay
    shown: list[str] = []
    monkeypatch.setattr(help_dialogs, "show_text", lambda parent, title, text, markdown=False: shown.append(text))
    app = make_app("--lang", "en")
    app.window.show_keys_help()
    from desktop.qt import QtGui
    ctrl_h = QtGui.QKeySequence("F11").toString(QtGui.QKeySequence.SequenceFormat.NativeText)
    assert f"- {ctrl_h}: Match history and statistics" in shown[-1].splitlines()
    assert "Alt+Right" not in shown[-1]  # the replay's keys live in the replay window only
    app.window.settings.set_raw("shortcuts", "replay_next_move", "Alt+N")  # rebound in Settings
    dialog = open_replay(app.window, (GOLDEN / "gap-default-over.json").read_text(encoding="utf-8"))
    dialog.trigger("help_keys")
    lines = shown[-1].splitlines()

    def native(key: str) -> str:  # key names as Qt's own translation says them
        from desktop.qt import QtGui
        return QtGui.QKeySequence(key).toString(QtGui.QKeySequence.SequenceFormat.NativeText)
    assert f"{native('Alt+N')}: Next move" in lines and f"{native('Alt+PgDown')}: Next round" in lines
    assert f"{native('Ctrl+Home')}: First move" in lines
    dialog.trigger("replay_next_move")
    assert dialog.index() == 1
    dialog.accept()


ONLY_WATCHED = {
    "en": "Match history: 1 match recorded. No statistics yet: they count the matches you play, not those you watch.",
    "fr": "Historique des parties : 1 partie en mémoire. Pas encore de statistiques : elles comptent les parties "
          "que vous jouez, pas celles que vous regardez.",
}


def test_a_history_of_watched_matches_says_why_it_has_no_statistics(make_app, lang):
    """By ear, after watching a match: "1 match recorded. No match recorded yet.", and the
    Statistics list said "No match recorded yet." beside the match's row."""
    from desktop.history.screen import HistoryDialog
    app = make_app("--lang", lang)
    watched = _gap(1, True, 40, ("normal",))._replace(you=None)  # every seat a bot: a match watched
    database = db.HistoryDB(history_file())
    database.add(watched)
    database.close()
    app.qtbot.keyClick(app.window, Qt.Key.Key_F11)
    app.qtbot.waitUntil(lambda: _dialog(HistoryDialog) is not None, timeout=3000)
    history = _dialog(HistoryDialog)
    app.qtbot.waitUntil(lambda: history.loaded, timeout=3000)
    app.qtbot.waitUntil(lambda: app.spoken()[-1].startswith(ONLY_WATCHED[lang][:20]), timeout=3000)
    assert app.spoken()[-1] == ONLY_WATCHED[lang]
    assert history.table.rowCount() == 1
    app.key(Qt.Key.Key_Down)  # the filter: GAP
    assert app.spoken()[-1].startswith({"en": "GAP: no statistics yet;", "fr": "GAP (grand écart) : pas encore"}[lang])
