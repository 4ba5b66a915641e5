"""The History window (Game menu, F11): past matches in a table, the player's
statistics per game, the replay of a finished match and the exports.

Keyboard: Tab moves between the game filter, the sort order, the table of
matches, the statistics and the buttons; Enter on a match replays it. Each
choice is answered in speech: the filter says the game's summary, a match row
its whole line.
"""
from __future__ import annotations

import threading

from desktop import gameinfo, qt
from desktop.history import stats, words
from desktop.history.db import MatchRecord
from desktop.qt import QT_TRANSLATE_NOOP, translate
from desktop.speech import Message, Priority
from desktop.widgets.lists import ItemList
from engine import games

QtWidgets, QtCore = qt.QtWidgets, qt.QtCore
COLUMNS = (QT_TRANSLATE_NOOP("history", "Date"), QT_TRANSLATE_NOOP("history", "Game"),
           QT_TRANSLATE_NOOP("history", "Result"), QT_TRANSLATE_NOOP("history", "Your score"),
           QT_TRANSLATE_NOOP("history", "Players"), QT_TRANSLATE_NOOP("history", "Duration"))
SORTS = {
    "newest": (QT_TRANSLATE_NOOP("history", "newest first"), lambda m: (m.ended, m.row_id), True),
    "oldest": (QT_TRANSLATE_NOOP("history", "oldest first"), lambda m: (m.ended, m.row_id), False),
    "game": (QT_TRANSLATE_NOOP("history", "game"), lambda m: (gameinfo.game_name(m.game), m.ended), False),
    "result": (QT_TRANSLATE_NOOP("history", "result"), lambda m: (stats.outcome(m), m.ended), False),
    "score": (QT_TRANSLATE_NOOP("history", "your score"), lambda m: (_my_score(m), m.ended), True),
    "duration": (QT_TRANSLATE_NOOP("history", "duration"), lambda m: (m.duration_s, m.ended), True),
}


def _my_score(match: MatchRecord) -> float:
    score = match.seats[match.you].score if match.you is not None else None
    return float("-inf") if score is None else score


_TEXT_ROLES = frozenset((0, 11))  # Qt.ItemDataRole.DisplayRole, AccessibleTextRole
_HORIZONTAL = QtCore.Qt.Orientation.Horizontal


class MatchModel(QtCore.QAbstractTableModel):
    """The matches shown, one row each; a cell's text is made when the view asks for
    it (a few screens' worth), not for every match at once."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.matches: list[MatchRecord] = []
        self._cells: dict[int, tuple[str, ...]] = {}

    def set_matches(self, matches: list[MatchRecord]) -> None:
        self.beginResetModel()
        self.matches, self._cells = matches, {}
        self.endResetModel()

    def rowCount(self, parent=QtCore.QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.matches)

    def columnCount(self, parent=QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def cells(self, row: int) -> tuple[str, ...]:
        if row not in self._cells:
            match = self.matches[row]
            mine = match.seats[match.you].score if match.you is not None else None
            self._cells[row] = (words.when(match), gameinfo.game_name(match.game), words.outcome_text(match),
                                "" if mine is None else words.number(mine),
                                ", ".join(words.seat_text(match, i) for i in range(match.players)),
                                words.duration(match.duration_s))
        return self._cells[row]

    def data(self, index, role=0):
        # The view asks each cell for ~8 roles: plain numbers (DisplayRole 0, AccessibleTextRole
        # 11) answer the others at once, where PySide's enums took most of the time.
        if role not in _TEXT_ROLES or not index.isValid():
            return None
        return self.cells(index.row())[index.column()]

    def headerData(self, section, orientation, role=0):
        # Asked ~7 roles per visible section at each paint (the row numbers too): plain numbers
        # and no call back into Qt, as Qt's own answer is (DisplayRole only: the column's
        # title, a row's number), halved this method's share of the history's paints (figure 9).
        if role != 0:
            return None
        if orientation == _HORIZONTAL:
            return translate("history", COLUMNS[section])
        return section + 1


class MatchTable(QtWidgets.QTableView):
    activatedRow = qt.Signal(int)

    def currentRow(self) -> int:
        return self.currentIndex().row() if self.currentIndex().isValid() else -1

    def rowCount(self) -> int:
        return self.model().rowCount() if self.model() is not None else 0

    def keyPressEvent(self, event) -> None:
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter) and self.currentRow() >= 0:
            self.activatedRow.emit(self.currentRow())
            return
        super().keyPressEvent(event)


class HistoryDialog(QtWidgets.QDialog):
    """Opens at once; the matches are read on a thread of their own (thousands of
    them take ~0.1 s) and shown, and the summary spoken, when they arrive."""

    _loaded = qt.Signal(object)

    def __init__(self, window):
        super().__init__(window)
        self.window_ = window
        self.all: list[MatchRecord] = []
        self.per_game: dict[str, stats.GameStats] = {}
        self._presorted: list[MatchRecord] | None = None
        self.loaded = False
        self.shown: list[MatchRecord] = []
        self.setWindowTitle(translate("history", "Match history"))
        self.game = QtWidgets.QComboBox(self)
        self.game.addItem(translate("history", "All games"), None)
        for game_id in games.GAME_IDS:
            self.game.addItem(gameinfo.game_name(game_id), game_id)
        self.sort = QtWidgets.QComboBox(self)
        for key, (label, _key, _rev) in SORTS.items():
            self.sort.addItem(translate("history", label), key)
        self.table = MatchTable(self)
        self.model = MatchModel(self)
        self.table.setModel(self.model)
        self.table.horizontalHeader().setResizeContentsPrecision(20)  # widths from the first rows, not all
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().sectionClicked.connect(self._sort_by_column)
        self.table.activatedRow.connect(self.replay_row)
        self.table.selectionModel().currentRowChanged.connect(lambda current, _previous: self._speak_row(current.row()))
        self.statistics = ItemList(translate("history", "Statistics"), self)
        self._build_layout()
        self.game.currentIndexChanged.connect(lambda _i: self.refresh(speak=True))
        self.sort.currentIndexChanged.connect(lambda _i: self.refresh(speak=False))
        self.resize(980, 640)
        self.refresh(speak=False)
        self.game.setFocus()
        self._loaded.connect(self._on_loaded, qt.Qt.ConnectionType.QueuedConnection)
        # Read once the window is up: a reading thread would slow its building (the GIL).
        qt.QTimer.singleShot(0, lambda: threading.Thread(target=self._load, name="history-read", daemon=True).start())

    def _load(self) -> None:
        matches = self.window_.history.matches()
        _label, key, reverse = SORTS["newest"]
        newest = sorted(matches, key=key, reverse=reverse)  # the first order shown, sorted here
        try:
            self._loaded.emit((matches, stats.compute(matches), newest))
        except RuntimeError:  # the window was closed meanwhile
            pass

    def _on_loaded(self, loaded: tuple[list[MatchRecord], dict[str, stats.GameStats], list[MatchRecord]]) -> None:
        self.all, self.per_game, self._presorted = loaded
        self.loaded = True
        self.refresh(speak=False)
        self.say(self.opening_text())
        self._fit_column(0)

    def _fit_column(self, column: int) -> None:
        """The columns fit their first rows (see the header's precision), one per step: all
        at once, then the paint, kept the GUI busy ~30 ms over 2000 matches (figure 9,
        tests/bench/history.py); one at a time, the longest step is the table's paint."""
        if column < self.model.columnCount():
            self.table.resizeColumnToContents(column)
            qt.QTimer.singleShot(0, self, lambda: self._fit_column(column + 1))  # not once it is closed

    def _build_layout(self) -> None:
        form = QtWidgets.QFormLayout()
        for label, widget in ((translate("history", "&Game"), self.game), (translate("history", "&Sort by"), self.sort)):
            caption = QtWidgets.QLabel(label, self)
            caption.setBuddy(widget)
            widget.setAccessibleName(label.replace("&", ""))
            form.addRow(caption, widget)
        self.table.setAccessibleName(translate("history", "Matches"))
        buttons = QtWidgets.QHBoxLayout()
        for text, name, slot in ((translate("history", "&Replay the match"), translate("history", "Replay the match"),
                                  lambda: self.replay_row(self.table.currentRow())),
                                 (translate("history", "Export the match as &text…"),
                                  translate("history", "Export the match as text"), self.export_match),
                                 (translate("history", "Export the history as &CSV…"),
                                  translate("history", "Export the history as CSV"), self.export_csv),
                                 (translate("history", "Close"), translate("history", "Close"), self.accept)):
            button = QtWidgets.QPushButton(text, self)
            button.setAccessibleName(name)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 3)
        layout.addWidget(QtWidgets.QLabel(translate("history", "Statistics"), self))
        layout.addWidget(self.statistics, 1)
        layout.addLayout(buttons)

    # ---- contents ---------------------------------------------------------------------
    def game_id(self) -> str | None:
        return self.game.currentData()

    def summaries(self) -> list[str]:
        """The spoken summary of each game shown (its statistics), or why there is none."""
        per_game = self.per_game
        wanted = [self.game_id()] if self.game_id() else [g for g in games.GAME_IDS if g in per_game]
        lines = [words.summary(per_game[g]) for g in wanted if g in per_game]
        if not self.loaded:
            return [translate("history", "Reading the history…")]
        if lines:
            return lines
        game = self.game_id()
        recorded = any(m.game == game for m in self.all) if game else bool(self.all)  # watched only
        return [(words.only_watched if recorded else words.no_matches)(game)]

    def refresh(self, speak: bool) -> None:
        label, key, reverse = SORTS[self.sort.currentData()]
        if self._presorted is not None and self.game_id() is None and self.sort.currentData() == "newest":
            self.shown = self._presorted
        else:
            chosen = [m for m in self.all if self.game_id() in (None, m.game)]
            self.shown = sorted(chosen, key=key, reverse=reverse)
        selection = self.table.selectionModel()
        selection.blockSignals(True)
        self.model.set_matches(self.shown)
        if self.shown:
            self.table.setCurrentIndex(self.model.index(0, 0))
        selection.blockSignals(False)
        lines = self.summaries()
        self.statistics.set_rows([(line, i) for i, line in enumerate(lines)])
        if speak:
            self.say(" ".join(lines))

    def opening_text(self) -> str:
        count = words.matches_text(len(self.all))
        return translate("history", "Match history: {count} recorded.").format(count=count) + " " + " ".join(self.summaries())

    def _sort_by_column(self, column: int) -> None:
        key = {0: "newest", 1: "game", 2: "result", 3: "score", 5: "duration"}.get(column)
        if key is not None:
            self.sort.setCurrentIndex(self.sort.findData(key))

    def current_match(self) -> MatchRecord | None:
        row = self.table.currentRow()
        return self.shown[row] if 0 <= row < len(self.shown) else None

    # ---- speech ----------------------------------------------------------------------
    def say(self, text: str) -> None:
        self.window_.speech.say(Message(text, None, Priority.OWN, "own", None, remember=False))

    def _speak_row(self, row: int) -> None:
        if 0 <= row < len(self.shown) and not self.window_.speech.screen_reader_in_use():
            self.window_.speech.say(Message(words.match_line(self.shown[row]), None, Priority.OWN, "focus", None, False))

    # ---- actions -----------------------------------------------------------------------
    def replay_row(self, row: int):
        if not 0 <= row < len(self.shown):
            self.say(translate("history", "No match is chosen."))
            return None
        match = self.shown[row]
        text = self.window_.history.record_text(match.match_id) if match.status == "finished" else None
        if match.status != "finished":
            self.say(translate("history", "This match cannot be replayed: only finished matches can."))
            return None
        if not text:
            self.say(translate("history", "This match cannot be replayed: its moves were not recorded."))
            return None
        from desktop.history.replay_dialog import open_replay
        return open_replay(self.window_, text, match)

    def export_match(self) -> None:
        match = self.current_match()
        text = self.window_.history.record_text(match.match_id) if match and match.status == "finished" else None
        if match is None or not text:
            self.say(translate("history", "This match cannot be exported: only finished matches can."))
            return
        from desktop import paths
        from desktop.dialogs import file_choice
        from desktop.history import replay
        from desktop.history.replay_dialog import export_log

        def write(name: str) -> None:
            try:
                export_log(self.window_, name, replay.load(text), match)
            except replay.NotReplayable as exc:
                self.say(translate("replay", "This match cannot be replayed: {reason}.").format(reason=exc.reason))
        file_choice.save_path(self, translate("replay", "Export the match as text"),
                              paths.data_dir() / f"{match.game}-match.txt", translate("replay", "Text files (*.txt)"),
                              then=write)

    def export_csv(self) -> None:
        from pathlib import Path

        from desktop import paths
        from desktop.dialogs import file_choice
        from desktop.history import export

        def write(name: str) -> None:
            try:
                export.write_csv(name, self.all)
            except OSError as exc:
                self.window_.notify(translate("history", "The history could not be exported: {why}").format(
                    why=exc.strerror or exc), "error")
                return
            self.window_.notify(translate("history", "The history was written to {file}.").format(file=Path(name).name))
        file_choice.save_path(self, translate("history", "Export the history as CSV"), paths.data_dir() / "history.csv",
                              translate("history", "CSV files (*.csv)"), then=write)


def show_history(window) -> HistoryDialog:
    window.history.flush(1.0)  # a match that just ended is on disk
    session = window.session
    if session is not None and not getattr(session, "_paused", False):
        session.set_paused(True)  # bots wait while the player reads the history
        dialog_finished = lambda _r: session.set_paused(False)
    else:
        dialog_finished = None
    dialog = HistoryDialog(window)
    dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    if dialog_finished is not None:
        dialog.finished.connect(dialog_finished)
    dialog.open()
    return dialog
