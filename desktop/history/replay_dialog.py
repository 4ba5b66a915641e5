"""The replay window: the moves of a finished match in a list, heard one by one.

Keys (from the one key table, desktop/actions.py, context "replay", rebindable):
next/previous move, next/previous round, first/last move, and once the match is
over (always, in a replay) the all-cards view: the match heard from each seat
in turn, that seat's cards included. Up/Down/Home/End move in the list too;
F1 lists the keys.
"""
from __future__ import annotations

from desktop import actions, qt
from desktop.history import replay
from desktop.narration.words import elide, key_name, labelled
from desktop.qt import translate
from desktop.speech import Message, Priority
from desktop.widgets.lists import ItemList
from engine.core import replay as engine_replay

QtWidgets, QtGui, QtCore = qt.QtWidgets, qt.QtGui, qt.QtCore
KEYS = ("replay_next_move", "replay_previous_move", "replay_next_round", "replay_previous_round",
        "replay_first", "replay_last", "replay_all_cards")


class ReplayDialog(QtWidgets.QDialog):
    def __init__(self, window, recording: replay.Recording, record=None):
        super().__init__(window)
        self.window_ = window
        self.recording = recording
        self.record = record
        self.viewers = replay.viewers(recording)
        self.viewer_index = 0
        self.round_starts = engine_replay.round_starts(recording.steps)
        from desktop import gameinfo
        self.setWindowTitle(translate("replay", "Replay: {game}").format(game=gameinfo.game_name(recording.game_id)))
        self.heading = QtWidgets.QLabel(self)
        self.moves = ItemList(translate("replay", "Moves"), self)
        self.moves.focusedText.connect(self._speak_focus)
        export = QtWidgets.QPushButton(translate("replay", "Export as &text…"), self)
        export.setAccessibleName(translate("replay", "Export as text"))
        export.clicked.connect(self.export_text)
        close = QtWidgets.QPushButton(translate("replay", "Close"), self)
        close.setAccessibleName(translate("replay", "Close"))
        close.clicked.connect(self.accept)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.moves, 1)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(export)
        row.addWidget(close)
        layout.addLayout(row)
        self.qactions = self._build_actions()
        self.resize(760, 560)
        self._fill()
        self.moves.setCurrentRow(0)
        self.moves.setFocus()
        self._speak_focus(self.moves.item(0).text())  # a screen reader reads the focused row itself

    # ---- keys ----------------------------------------------------------------------
    def _build_actions(self) -> dict[str, QtGui.QAction]:
        keys = actions.effective_shortcuts(self.window_.settings.raw_group("shortcuts"))
        handlers = {"replay_next_move": lambda: self.go(self.index() + 1),
                    "replay_previous_move": lambda: self.go(self.index() - 1),
                    "replay_next_round": lambda: self.go_round(1),
                    "replay_previous_round": lambda: self.go_round(-1),
                    "replay_first": lambda: self.go(0), "replay_last": lambda: self.go(self.last()),
                    "replay_all_cards": self.next_viewer, "help_keys": self.show_keys}
        out = {}
        for action_id, handler in handlers.items():
            action = QtGui.QAction(actions.text(action_id), self)
            action.setShortcut(QtGui.QKeySequence(keys.get(action_id, "")))
            action.setShortcutContext(QtCore.Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _c=False, h=handler: h())
            self.addAction(action)
            out[action_id] = action
        return out

    def trigger(self, action_id: str) -> None:
        self.qactions[action_id].trigger()

    def show_keys(self) -> None:
        from desktop.dialogs.help import show_text
        lines = [translate("replay", "Keys of the replay.")]
        for action_id in KEYS:
            key = key_name(self.qactions[action_id].shortcut())
            if key:
                lines.append(labelled(key, actions.plain_text(action_id)))
        lines.append(translate("replay", "Up and Down, Home and End: move in the list of moves. Escape: close."))
        show_text(self, translate("help", "Keys"), "\n".join(lines))

    # ---- moving ----------------------------------------------------------------------
    def index(self) -> int:
        return max(0, self.moves.currentRow())

    def last(self) -> int:
        return len(self.recording.steps) - 1

    def go(self, index: int) -> None:
        target = min(max(index, 0), self.last())
        if target == self.index():
            edge = translate("replay", "First move.") if target == 0 else translate("replay", "Last move.")
            self.say(edge + " " + self.moves.item(target).text())
            return
        self.moves.setCurrentRow(target)
        self.moves.setFocus()

    def go_round(self, step: int) -> None:
        here = self.index()
        if step > 0:
            target = next((i for i in self.round_starts if i > here), None)
        else:
            earlier = [i for i in self.round_starts if i < here]
            target = earlier[-1] if earlier else None
        if target is None:
            self.say(translate("replay", "No other round that way."))
            return
        self.go(target)

    def next_viewer(self) -> None:
        """The all-cards view: the match heard from the next seat, its cards included."""
        self.viewer_index = (self.viewer_index + 1) % len(self.viewers)
        self._fill()
        self.say(self.heading.text() + " " + self.moves.currentItem().text())

    # ---- showing -------------------------------------------------------------------------
    def viewer(self) -> int | None:
        return self.viewers[self.viewer_index]

    def _fill(self) -> None:
        viewer = self.viewer()
        heard = replay.narrate(self.recording, viewer, self.window_.settings)
        rows = [(replay.step_text(self.recording, messages, i), i) for i, messages in enumerate(heard)]
        self.moves.blockSignals(True)
        self.moves.set_rows(rows)
        self.moves.blockSignals(False)
        if viewer is not None and viewer == self.recording.you:
            text = translate("replay", "Heard from your seat.")
        elif viewer is None:
            text = translate("replay", "Heard as a spectator.")
        else:
            text = elide(translate("replay", "Heard from {player}'s seat, with that player's cards.").format(
                player=self.recording.names[viewer]))
        self.heading.setText(text)
        self.moves.setAccessibleDescription(text)

    def say(self, text: str) -> None:
        self.window_.speech.say(Message(text, None, Priority.OWN, "own", None, remember=False))

    def _speak_focus(self, text: str) -> None:
        """The screen reader reads the focused move; without one, the voice does."""
        if self.window_.speech.screen_reader_in_use():
            return
        self.window_.speech.say(Message(text, None, Priority.OWN, "focus", None, remember=False))

    def export_text(self) -> None:
        from desktop import paths
        default = str(paths.data_dir() / f"{self.recording.game_id}-match.txt")
        from desktop.dialogs import file_choice
        file_choice.save_path(self, translate("replay", "Export the match as text"), default,
                              translate("replay", "Text files (*.txt)"),
                              then=lambda name: export_log(self.window_, name, self.recording, self.record))


def export_log(window, path: str, recording: replay.Recording, record=None) -> bool:
    from pathlib import Path

    from desktop.history import export
    try:
        export.write_log(path, export.match_log(recording, record, window.settings))
    except OSError as exc:
        window.notify(translate("replay", "The match could not be exported: {why}").format(why=exc.strerror or exc), "error")
        return False
    window.notify(translate("replay", "The match was written to {file}.").format(file=Path(path).name), "system")
    return True


def open_replay(window, save_text: str, record=None) -> ReplayDialog | None:
    """Open the replay of a recording, or say why it cannot be replayed."""
    return _open(window, lambda: replay.load(save_text), record)


def open_replay_saved(window, saved) -> ReplayDialog | None:
    """A save file whose match is over (Open): its replay."""
    return _open(window, lambda: replay.from_saved(saved), None)


def open_replay_session(window, session) -> ReplayDialog | None:
    """The match just finished in `session` (the end screen's Replay)."""
    from engine.core import saves
    saved = saves.SavedMatch(session.game.id, session.state, session.table_json(), session.recorded_actions())
    return _open(window, lambda: replay.from_saved(saved), None)


def _open(window, make, record) -> ReplayDialog | None:
    try:
        recording = make()
    except replay.NotReplayable as exc:
        window.notify(translate("replay", "This match cannot be replayed: {reason}.").format(reason=exc.reason), "error")
        return None
    dialog = ReplayDialog(window, recording, record)
    dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
