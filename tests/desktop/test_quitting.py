"""Ctrl+Q mid-match says the match is saved, then quits; it asks only when nothing keeps
the match (a network match); outside a match it quits at once (issue 15, item 7)."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

from desktop import paths, quitting
from desktop.match.session import SeatConfig
from desktop.qt import QtCore


def _gap(app):
    app.window.start_match("gap", [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy")], {}, 3)
    app.qtbot.waitUntil(lambda: app.window.table is not None and app.focus is not None, timeout=2000)


def test_quit_mid_match_says_it_is_saved_and_how_to_resume_then_closes(make_app):
    app = make_app("--lang", "en")
    _gap(app)
    app.window.qactions["quit"].trigger()
    assert app.window.isVisible()  # not yet: the message is heard first
    app.qtbot.waitUntil(lambda: any("Your match is saved" in t for t in app.spoken()), timeout=2000)
    said = next(t for t in app.spoken() if "Your match is saved" in t)
    assert "Continue the last game" in said
    app.qtbot.waitUntil(lambda: not app.window.isVisible(), timeout=quitting.VOICE_MAX_MS + 2000)
    assert paths.autosave_file().exists()


def test_quit_pressed_again_while_the_message_is_spoken_closes_at_once(make_app):
    app = make_app("--lang", "fr")
    _gap(app)
    app.window.qactions["quit"].trigger()
    app.qtbot.waitUntil(lambda: any("Votre partie est enregistrée" in t for t in app.spoken()), timeout=2000)
    app.window.qactions["quit"].trigger()
    assert not app.window.isVisible()


def test_quit_on_the_home_screen_closes_at_once(make_app):
    app = make_app("--lang", "en")
    app.window.qactions["quit"].trigger()
    assert not app.window.isVisible()
    assert not any("saved" in t for t in app.spoken())


def test_a_network_match_asks_with_no_as_default(make_app, monkeypatch):
    app = make_app("--lang", "en")
    _gap(app)
    monkeypatch.setattr(app.window.session, "remote", True, raising=False)
    seen: list = []

    def answer_no() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QtCore.QTimer.singleShot(20, answer_no)
            return
        seen.append((box.text(), box.defaultButton() is box.button(QMessageBox.StandardButton.No)))
        box.button(QMessageBox.StandardButton.No).click()
    QtCore.QTimer.singleShot(20, answer_no)
    assert quitting.plan(app.window) == "ask"
    app.window.qactions["quit"].trigger()
    assert seen and "not saved on this computer" in seen[0][0] and seen[0][1], seen
    assert app.window.isVisible()  # No: the match goes on
