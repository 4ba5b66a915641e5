"""Where to save a file, which saved game to open: dialogs every player can hear.

Qt's own file dialog (the one Linux shows without a desktop's) has a QLineEdit for the
name, which Orca 43 reads without its last character ("gap.jso selected", heard by ear
saving a match), and said the name selected before the dialog itself; a player with the
built-in voice and no screen reader heard nothing of a system dialog at all. These are
made of Tablée's own widgets (desktop.widgets.lineedit.LineEdit, a plain list), so both
hear them (desktop/speech/focus_voice.py). The system's dialog stays one button away
("Another folder…", "Another file…") for a place these do not offer.

A folder is named as a player says it ("Tablée's saved games folder", "Documents, in your
home folder"): heard by ear, Orca read the whole path ("slash home slash …") before the list
of saves. The path itself is the Open dialog's label's tooltip (a tooltip on a field
would be read as its description).
"""
from __future__ import annotations

import re
from pathlib import Path

from desktop import qt
from desktop.dialogs.focus import built_quietly, run_dialog, speech_of
from desktop.qt import translate
from desktop.widgets.lineedit import LineEdit

QtCore, QtWidgets = qt.QtCore, qt.QtWidgets
DATE_FORMAT = "d MMMM yyyy, HH:mm"  # "5 December 2026, 01:56": month names read well aloud


def suffix_of(filter_text: str) -> str:
    """".txt" of "Text files (*.txt)"."""
    found = re.search(r"\*(\.\w+)", filter_text)
    return found.group(1) if found else ""


def modified_text(path: Path) -> str:
    stamp = QtCore.QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
    return QtCore.QLocale().toString(stamp, DATE_FORMAT)


DEFAULT_SAVE_NAME = re.compile(r"(\w+) \d{4}-\d\d-\d\d \d\d-\d\d")  # desktop/dialogs/files.py's


def file_words(path: Path) -> str:
    """A file in the Open list: its name and when it was written ("sun, 5 December 2026,
    01:56"). A save under the name Save offers ("gap 2026-12-05 01-56") is said by its
    game instead ("GAP, 5 December 2026, 01:56"): by ear, the date came twice, once as
    "2026 dash 12 dash 05"."""
    from desktop import gameinfo
    from engine import games
    default = DEFAULT_SAVE_NAME.fullmatch(path.stem)
    name = gameinfo.game_name(default.group(1)) if default and default.group(1) in games.GAME_IDS else path.stem
    return f"{name}, {modified_text(path)}"


def place_words(folder: Path) -> str:
    """A folder as it is said: Tablée's own ones by what they hold, the home folder as
    such, a folder in it by its name and where it is, any other by its path."""
    from desktop import paths
    folder = folder.expanduser()
    if folder == paths.saves_dir():
        return translate("files", "Tablée's saved games folder")
    if folder == paths.data_dir():
        return translate("files", "Tablée's data folder")
    home = Path.home()
    if folder == home:
        return translate("files", "your home folder")
    if folder.parent == home:
        return translate("files", "{folder}, in your home folder").format(folder=folder.name)
    if home in folder.parents:
        return translate("files", "{folder} in {parent}, in your home folder").format(
            folder=folder.name, parent=str(folder.parent.relative_to(home)))
    return str(folder)


def _buttons(dialog: QtWidgets.QDialog, layout: QtWidgets.QBoxLayout,
             *texts: tuple[str, str]) -> list[QtWidgets.QPushButton]:
    """Push buttons in a row, (text with its &key, accessible name) each; Enter presses the first."""
    row = QtWidgets.QHBoxLayout()
    made = []
    for text, name in texts:
        button = QtWidgets.QPushButton(text, dialog)
        button.setAccessibleName(name)
        button.setAutoDefault(True)
        row.addWidget(button)
        made.append(button)
    made[0].setDefault(True)
    layout.addLayout(row)
    return made


def _warn(parent: QtWidgets.QWidget, text: str) -> None:
    box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Warning, parent.windowTitle(), text,
                                QtWidgets.QMessageBox.StandardButton.Ok, parent)
    run_dialog(box)
    box.deleteLater()


class SaveDialog(QtWidgets.QDialog):
    """A file name (selected: typing replaces it), the folder it goes to, Save."""

    def __init__(self, parent, title: str, default: Path, filter_text: str, then=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.filter_text, self.suffix, self.chosen, self.then = filter_text, suffix_of(filter_text), "", then
        form = QtWidgets.QFormLayout()
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(form)
        self.name = LineEdit(default.name, self)
        self.name.setAccessibleName(translate("files", "File name"))
        self.folder = LineEdit(self)
        self.folder.setReadOnly(True)  # read whole by Tab; changed by "Another folder…"
        self.folder.setAccessibleName(translate("files", "Folder"))
        self._show_folder(default.parent)
        form.addRow(translate("files", "File &name:"), self.name)
        form.addRow(translate("files", "Folder:"), self.folder)
        save, other, cancel = _buttons(
            self, layout, (translate("files", "&Save"), translate("files", "Save")),
            (translate("files", "Another &folder…"), translate("files", "Another folder")),
            (translate("files", "Cancel"), translate("files", "Cancel")))
        save.clicked.connect(self._save)
        other.clicked.connect(self._other_folder)
        cancel.clicked.connect(self.reject)
        self.name.selectAll()
        self.name.setFocus()

    def _show_folder(self, folder: Path) -> None:
        self.folder_path = folder
        self.folder.setText(place_words(folder))

    def _other_folder(self) -> None:
        folder = QtWidgets.QFileDialog.getExistingDirectory(self, self.windowTitle(), str(self.folder_path))
        if folder:
            self._show_folder(Path(folder))
        self.name.setFocus()

    def _save(self) -> None:
        name = self.name.text().strip()
        if not name:
            return _warn(self, translate("files", "Type a name for the file."))
        if "/" in name or "\\" in name:
            return _warn(self, translate("files", "A file name cannot hold / or \\: the folder is chosen apart."))
        if self.suffix and not name.lower().endswith(self.suffix):
            name += self.suffix
        path = self.folder_path / name
        if path.exists():
            box = QtWidgets.QMessageBox(
                QtWidgets.QMessageBox.Icon.Question, self.windowTitle(),
                translate("files", "{file} is already in this folder. Replace it?").format(file=name),
                QtWidgets.QMessageBox.StandardButton.Yes | QtWidgets.QMessageBox.StandardButton.No, self)
            box.setDefaultButton(QtWidgets.QMessageBox.StandardButton.No)
            replace = run_dialog(box) == QtWidgets.QMessageBox.StandardButton.Yes
            box.deleteLater()
            if not replace:
                return
        self.chosen = str(path)
        if self.then is not None:
            # Hidden, then the caller's words ("Game saved as…"), before the event loop runs
            # again: a first save took long enough that the window manager's return to the
            # table was handled first, and Orca read the table before them (heard by ear).
            self.hide()
            speech = speech_of(self.parentWidget())
            if speech is not None:
                speech.send_at_once()
            self.then(self.chosen)
        self.accept()


class OpenDialog(QtWidgets.QDialog):
    """The files of one folder, newest first ("gap, 5 December 2026, 01:56"), Open."""

    def __init__(self, parent, title: str, folder: Path, filter_text: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.filter_text, self.chosen, self.start_folder = filter_text, "", folder
        layout = QtWidgets.QVBoxLayout(self)
        suffix = suffix_of(filter_text)
        files = sorted((p for p in folder.glob(f"*{suffix}") if p.is_file()), key=lambda p: p.stat().st_mtime,
                       reverse=True) if folder.is_dir() else []
        place = place_words(folder)
        label = QtWidgets.QLabel(translate("files", "&Files in {folder}:").format(folder=place) if files else
                                 translate("files", "There is no file to open in {folder}.").format(folder=place),
                                 self)
        label.setWordWrap(True)
        label.setToolTip(str(folder))
        layout.addWidget(label)
        self.files = QtWidgets.QListWidget(self)
        self.files.setAccessibleName(translate("files", "Files"))
        for path in files:
            item = QtWidgets.QListWidgetItem(file_words(path))
            item.setData(qt.USER_ROLE, str(path))
            self.files.addItem(item)
        self.files.setVisible(bool(files))
        if files:  # a label for the hidden list was "related": Orca read nothing but Another file
            label.setBuddy(self.files)
        layout.addWidget(self.files)
        opening, other, cancel = _buttons(
            self, layout, (translate("files", "&Open"), translate("files", "Open")),
            (translate("files", "&Another file…"), translate("files", "Another file")),
            (translate("files", "Cancel"), translate("files", "Cancel")))
        opening.setEnabled(bool(files))
        opening.clicked.connect(self._open)
        self.files.itemActivated.connect(lambda _item: self._open())
        other.clicked.connect(self._other_file)
        cancel.clicked.connect(self.reject)
        if files:
            self.files.setCurrentRow(0)
            self.files.setFocus()
        else:
            other.setDefault(True)
            other.setFocus()

    def _open(self) -> None:
        item = self.files.currentItem()
        if item is not None:
            self.chosen = item.data(qt.USER_ROLE)
            self.accept()

    def _other_file(self) -> None:
        name, _ = QtWidgets.QFileDialog.getOpenFileName(self, self.windowTitle(), str(self.start_folder),
                                                        self.filter_text)
        if name:
            self.chosen = name
            self.accept()


def save_path(parent, title: str, default: str | Path, filter_text: str, then=None) -> str:
    """The path to save to, "" when the player cancels (as QFileDialog.getSaveFileName's name).
    then(path), if given, writes the file and says so as the dialog goes, before the window
    is back: its words come first."""
    # built quietly: its name, selected while hidden, was said before the dialog
    dialog = built_quietly(lambda: SaveDialog(parent, title, Path(default), filter_text, then))
    return _answer(dialog)


def open_path(parent, title: str, folder: str | Path, filter_text: str) -> str:
    """The file to open, "" when the player cancels."""
    dialog = built_quietly(lambda: OpenDialog(parent, title, Path(folder), filter_text))
    return _answer(dialog)


def _answer(dialog: SaveDialog | OpenDialog) -> str:
    accepted = run_dialog(dialog, answer_first=True) == QtWidgets.QDialog.DialogCode.Accepted
    chosen = dialog.chosen
    dialog.deleteLater()  # not left among the window's children until it closes
    return chosen if accepted else ""
