"""Saving and opening files through Tablée's own dialogs (desktop/dialogs/file_choice.py):
Qt's file dialog lost the name's last character under Orca ("gap.jso selected") and said
nothing to a player with the built-in voice alone."""
from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QPushButton

from desktop import paths
from desktop.dialogs.file_choice import OpenDialog, SaveDialog, place_words
from desktop.match.session import SeatConfig
from desktop.qt import QtCore


def _then(app, kind, act, seen: list, active: bool = False) -> None:
    """act(dialog) once a modal `kind` is up, and active if asked (its focus is given then):
    run_dialog blocks the test until it closes. A failure in act closes it: the test
    fails instead of waiting for ever."""
    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind) or (active and not dialog.isActiveWindow()):
            QtCore.QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        try:
            act(dialog)
        except BaseException:
            dialog.reject()
            raise
    QtCore.QTimer.singleShot(20, look)


def _start(app, game="gap"):
    app.window.start_match(game, [SeatConfig("Ann", True), SeatConfig("Paul", False)], {}, 5)
    app.qtbot.waitUntil(lambda: app.window.session is not None, timeout=3000)


def test_a_match_is_saved_under_the_name_typed_in_the_saves_folder(make_app):
    app = make_app("--lang", "en")
    _start(app)
    seen: list = []

    def type_and_save(dialog: SaveDialog) -> None:
        assert dialog.name.hasFocus() and dialog.name.selectedText() == dialog.name.text()
        assert dialog.name.text().startswith("gap ") and dialog.name.text().endswith(".json")
        assert dialog.folder.text() == "Tablée's saved games folder" and dialog.folder.isReadOnly()
        assert dialog.folder_path == paths.saves_dir()
        app.qtbot.keyClicks(dialog.name, "Sunday match")
        app.qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    _then(app, SaveDialog, type_and_save, seen, active=True)
    app.window.qactions["save"].trigger()
    assert seen and (paths.saves_dir() / "Sunday match.json").exists()
    assert app.history()[-1] == "Game saved as Sunday match.json."


def test_an_empty_name_is_refused_and_a_file_there_is_replaced_only_when_asked(make_app):
    app = make_app("--lang", "fr")
    _start(app)
    (paths.saves_dir() / "mine.json").write_text("old", encoding="utf-8")
    warned, asked, seen = [], [], []

    def answer(box: QMessageBox, button) -> None:
        (warned if box.icon() == QMessageBox.Icon.Warning else asked).append(box.text())
        box.button(button).click()

    def try_names(dialog: SaveDialog) -> None:
        dialog.name.setText("  ")
        _then(app, QMessageBox, lambda box: answer(box, QMessageBox.StandardButton.Ok), [])
        app.qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
        dialog.name.setText("mine")
        _then(app, QMessageBox, lambda box: answer(box, QMessageBox.StandardButton.No), [])
        app.qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
        assert dialog.isVisible()  # No: still choosing
        _then(app, QMessageBox, lambda box: answer(box, QMessageBox.StandardButton.Yes), [])
        app.qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    _then(app, SaveDialog, try_names, seen)
    app.window.qactions["save"].trigger()
    assert warned == ["Tapez un nom pour le fichier."]
    assert asked == ["mine.json est déjà dans ce dossier. Le remplacer ?"] * 2
    assert (paths.saves_dir() / "mine.json").read_text(encoding="utf-8") != "old"
    assert seen[0].windowTitle() == "Enregistrer la partie"


def test_the_saved_games_are_listed_newest_first_and_enter_opens_one(make_app):
    app = make_app("--lang", "en")
    _start(app)
    for name in ("older", "newer"):
        _then(app, SaveDialog, lambda d, name=name: (d.name.setText(name),
                                                   app.qtbot.keyClick(d.name, Qt.Key.Key_Return)), [])
        app.window.qactions["save"].trigger()
    old = paths.saves_dir() / "older.json"
    os.utime(old, (time.time() - 86400, time.time() - 86400))
    app.window.qactions["new_game"].trigger()
    rows: list[str] = []

    def open_first(dialog: OpenDialog) -> None:
        rows.extend(dialog.files.item(i).text() for i in range(dialog.files.count()))
        assert dialog.files.hasFocus() and dialog.files.currentRow() == 0
        app.qtbot.keyClick(dialog.files, Qt.Key.Key_Return)
    _then(app, OpenDialog, open_first, [], active=True)
    app.window.qactions["open"].trigger()
    assert [row.split(",")[0] for row in rows] == ["newer", "older"], rows
    assert rows[1].split(", ", 1)[1] == QtCore.QLocale().toString(
        QtCore.QDateTime.fromSecsSinceEpoch(int(old.stat().st_mtime)), "d MMMM yyyy, HH:mm")
    app.qtbot.waitUntil(lambda: app.window.session is not None, timeout=3000)
    assert app.window.session.game.id == "gap"


def test_an_empty_folder_says_so_and_offers_another_file(make_app, tmp_path):
    app = make_app("--lang", "en")
    dialog = OpenDialog(app.window, "Open a saved game", tmp_path, "Tablée saves (*.json)")
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    buttons = {button.accessibleName(): button for button in dialog.findChildren(QPushButton)}
    assert f"There is no file to open in {tmp_path}." in texts and not dialog.files.isVisibleTo(dialog)  # not in home
    assert dialog.focusWidget() is buttons["Another file"] and buttons["Another file"].isDefault()
    assert not buttons["Open"].isEnabled()
    dialog.deleteLater()


def test_the_voice_reads_the_save_dialog_without_a_screen_reader(make_app):
    app = make_app("--lang", "en")
    _start(app)
    said: list[str] = []

    def listen(dialog: SaveDialog) -> None:
        app.qtbot.wait(100)
        said.extend(app.spoken())
        dialog.reject()
    _then(app, SaveDialog, listen, [])
    app.window.qactions["save"].trigger()
    read = [line for line in said if line.startswith("Save the game")]
    assert read and "File name, edit, gap " in read[-1] and read[-1].endswith(".json, selected."), said


def test_folders_are_named_as_a_player_says_them_not_by_their_path(make_app, monkeypatch, tmp_path):
    """Heard by ear: Orca read the saves' folder as "slash home slash root slash …" before the list."""
    app = make_app("--lang", "fr")
    home = tmp_path / "home"
    (home / "Documents" / "Club").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    assert place_words(paths.saves_dir()) == "le dossier des parties enregistrées de Tablée"
    assert place_words(paths.data_dir()) == "le dossier des données de Tablée"
    assert place_words(home) == "votre dossier personnel"
    assert place_words(home / "Documents") == "Documents, dans votre dossier personnel"
    assert place_words(home / "Documents" / "Club" / "2026") == \
        "2026 dans Documents/Club, dans votre dossier personnel"
    assert place_words(Path("/srv/club")) == "/srv/club"
    (paths.saves_dir() / "gap.json").write_text("{}", encoding="utf-8")
    dialog = OpenDialog(app.window, "Ouvrir", paths.saves_dir(), "Sauvegardes (*.json)")
    label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is dialog.files)
    assert label.text() == "&Fichiers dans le dossier des parties enregistrées de Tablée :"
    assert label.toolTip() == str(paths.saves_dir())  # the path, for who looks for it
    dialog.deleteLater()


def test_another_folder_chosen_is_where_the_file_goes(make_app, monkeypatch, tmp_path):
    app = make_app("--lang", "en")
    _start(app)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_args: str(elsewhere))
    seen: list = []

    def other_then_save(dialog: SaveDialog) -> None:
        dialog._other_folder()
        assert dialog.folder.text() == str(elsewhere) and dialog.name.hasFocus()
        app.qtbot.keyClicks(dialog.name, "club")
        app.qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    _then(app, SaveDialog, other_then_save, seen, active=True)
    app.window.qactions["save"].trigger()
    assert seen and (elsewhere / "club.json").exists()


def test_a_save_under_the_offered_name_is_listed_by_its_game_not_its_date_twice(make_app):
    app = make_app("--lang", "fr")
    folder = paths.saves_dir()
    for name in ("numwin 2026-12-05 04-25.json", "chess 2026-12-05 04-26.json", "dimanche.json"):
        (folder / name).write_text("{}", encoding="utf-8")
    dialog = OpenDialog(app.window, "Ouvrir", folder, "Sauvegardes (*.json)")
    rows = sorted(dialog.files.item(i).text().rsplit(", ", 2)[0] for i in range(dialog.files.count()))
    assert rows == ["Num Win", "chess 2026-12-05 04-26", "dimanche"], rows  # a game Tablée knows, by its name
    dialog.deleteLater()
