"""The network dialogs: host a table, join one, wait for the others.

Every control has a label linked to it (screen readers name it by the label) and
everything is reached by Tab; Enter confirms. Found tables are listed as they
appear; the join code is shown large and said letter by letter.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from desktop import gameinfo, qt
from desktop.qt import translate
from desktop.widgets.combo import say_values
from desktop.widgets.lineedit import LineEdit
from engine import games

QtWidgets, QtGui = qt.QtWidgets, qt.QtGui
SEAT_KINDS = ("remote", "local", "easy", "normal", "strong")
BOT_LEVELS = SEAT_KINDS[2:]
MAX_HERE = 4  # players at one joining computer
FOUND_GATHER_MS = 400  # tables found this close together are said in one sentence
ADDRESS = re.compile(r"^\s*\[?([^\s\]]+?)\]?:(\d{1,5})\s*$")


@dataclass
class HostChoice:
    game_id: str
    seats: list[str]   # "remote", "local" or "bot:LEVEL" for seats 2..N; seat 1 is the host's player
    absent: str        # "wait" or "bot:easy"
    port: int
    announce: bool
    options: dict = field(default_factory=dict)  # the game's options, as on the home screen
    names: list[str] = field(default_factory=list)  # per seat 2..N: a local player's name, else ""
    your_name: str = ""  # the host's player, as typed ("" when left empty)

    def local_seats(self) -> list[int]:
        """The seats played at this computer (seat 0, the host's player, first)."""
        return [0] + [i + 1 for i, kind in enumerate(self.seats) if kind == "local"]


def spelled(code: str) -> str:
    """A join code for speech: one letter or digit at a time."""
    return " ".join(code)


def table_text(table) -> str:
    """'GAP, 3 players, hosted by Ann, 1 seat free' in the current language."""
    if table.free <= 0:
        free = translate("net", "no seat free")
    elif table.free == 1:
        free = translate("net", "1 seat free")
    else:
        free = translate("net", "{n} seats free").format(n=table.free)
    return translate("net", "{game}, {players} players, hosted by {host}, {free}").format(
        game=gameinfo.game_name(table.game), players=table.players, host=table.host_name, free=free)


def _row(form: QtWidgets.QFormLayout, text: str, widget: QtWidgets.QWidget) -> None:
    label = QtWidgets.QLabel(text)
    label.setBuddy(widget)
    widget.setAccessibleName(text.rstrip(":").rstrip())  # French labels end " :"
    form.addRow(label, widget)
    if isinstance(widget, QtWidgets.QComboBox):
        say_values(widget)


def own_name_field(parent: QtWidgets.QWidget, name: str, default: str) -> LineEdit:
    """The player's own name, asked where a network table is hosted or joined: the
    other computers hear it in every move ("Player 1" there, in the host's language,
    named nobody). Left empty, it is `default`, which the placeholder says."""
    field = LineEdit(name, parent)
    field.setMaxLength(40)
    field.setPlaceholderText(default)
    return field


class HostDialog(QtWidgets.QDialog):
    def __init__(self, parent=None, game_id: str = "gap", your_name: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("net", "Host a network game"))
        self.form = QtWidgets.QFormLayout(self)
        self.game = QtWidgets.QComboBox(self)
        for gid in games.GAME_IDS:
            self.game.addItem(gameinfo.game_name(gid), gid)
        self.game.setCurrentIndex(max(0, list(games.GAME_IDS).index(game_id) if game_id in games.GAME_IDS else 0))
        _row(self.form, translate("net", "Game:"), self.game)
        self.players = QtWidgets.QSpinBox(self)
        _row(self.form, translate("net", "Number of players:"), self.players)
        self.your_name = own_name_field(self, your_name, host_default_name())
        _row(self.form, translate("net", "Seat 1, your name:"), self.your_name)
        self.seat_box = QtWidgets.QWidget(self)
        self.seat_form = QtWidgets.QFormLayout(self.seat_box)
        self.form.addRow(self.seat_box)
        self.seats: list[QtWidgets.QComboBox] = []
        self.names: list[LineEdit] = []  # a local player's name, per seat 2..N
        self.options_box = QtWidgets.QWidget(self)
        self.options_form = QtWidgets.QFormLayout(self.options_box)
        self.form.addRow(self.options_box)
        self.option_widgets: dict[str, QtWidgets.QComboBox] = {}
        self.absent = QtWidgets.QComboBox(self)
        self.absent.addItem(translate("net", "Wait for them"), "wait")
        self.absent.addItem(translate("net", "A computer plays for them"), "bot:easy")
        _row(self.form, translate("net", "While a player is away:"), self.absent)
        self.port = QtWidgets.QSpinBox(self)
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(translate("net", "any free port"))
        _row(self.form, translate("net", "Port:"), self.port)
        self.announce = QtWidgets.QCheckBox(translate("net", "Announce the table on the local network"), self)
        self.announce.setChecked(True)
        self.form.addRow(self.announce)
        buttons = QtWidgets.QDialogButtonBox(self)
        self.ok = buttons.addButton(translate("net", "Host"), QtWidgets.QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QtWidgets.QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.form.addRow(buttons)
        self.ok.setDefault(True)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._rebuild_seats)
        self._game_changed()
        self.game.setFocus()

    def _game_changed(self) -> None:
        summary = games.summary(self.game.currentData())
        self.players.setRange(summary.min_players, summary.max_players)
        self._rebuild_options(summary)
        self._rebuild_seats()

    def _rebuild_options(self, summary) -> None:
        """The game's options as the home screen offers them (those set in Settings
        come from there, as for a local match)."""
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for option in summary.options:
            if option.key in gameinfo.SETTING_OPTIONS.get(summary.id, {}):
                continue
            box = QtWidgets.QComboBox(self.options_box)
            for value in option.choices:
                box.addItem(gameinfo.option_value_text(value), value)
            box.setCurrentIndex(option.choices.index(option.default))
            box.currentIndexChanged.connect(lambda _i, s=summary: self._options_changed(s))
            _row(self.options_form, gameinfo.option_label(option.key), box)
            self.option_widgets[option.key] = box

    def _options_changed(self, summary) -> None:
        counts = summary.allowed_player_counts(self.options())
        self.players.setRange(min(counts), max(counts))

    def _rebuild_seats(self) -> None:
        while self.seat_form.rowCount():
            self.seat_form.removeRow(0)
        self.seats, self.names = [], []
        for index in range(1, self.players.value()):
            combo = QtWidgets.QComboBox(self.seat_box)
            combo.addItem(translate("net", "A player on another computer"), "remote")
            combo.addItem(translate("net", "A player at this computer"), "local")
            for level in BOT_LEVELS:
                combo.addItem(translate("net", "Computer, {level}").format(level=gameinfo.level_name(level)), f"bot:{level}")
            _row(self.seat_form, translate("net", "Seat {n}:").format(n=index + 1), combo)
            name = LineEdit(gameinfo.DEFAULT_NAMES[index % len(gameinfo.DEFAULT_NAMES)], self.seat_box)
            name.setMaxLength(40)
            _row(self.seat_form, translate("net", "Seat {n} name:").format(n=index + 1), name)
            self.seat_form.setRowVisible(name, False)  # only for a player at this computer
            combo.currentIndexChanged.connect(lambda _i, c=combo, n=name: self.seat_form.setRowVisible(
                n, c.currentData() == "local"))
            self.seats.append(combo)
            self.names.append(name)
        seat_widgets = [w for pair in zip(self.seats, self.names) for w in pair]
        chain = [self.game, self.players, self.your_name, *seat_widgets, *self.option_widgets.values(), self.absent]  # seats, then options
        for first, second in zip(chain, chain[1:]):
            QtWidgets.QWidget.setTabOrder(first, second)

    def options(self) -> dict:
        return {key: box.currentData() for key, box in self.option_widgets.items()}

    def choice(self) -> HostChoice:
        kinds = [c.currentData() for c in self.seats]
        names = [(n.text().strip() or gameinfo.DEFAULT_NAMES[(i + 1) % len(gameinfo.DEFAULT_NAMES)])
                 if kind == "local" else "" for i, (kind, n) in enumerate(zip(kinds, self.names))]
        return HostChoice(self.game.currentData(), kinds, self.absent.currentData(),
                          self.port.value(), self.announce.isChecked(), self.options(), names,
                          self.your_name.text().strip())


def host_default_name() -> str:
    return translate("net", "Host", "the name of a host who gave none")


def guest_default_name() -> str:
    return translate("net", "Guest")


class JoinDialog(QtWidgets.QDialog):
    """Tables found on the network (announced as they appear), or an address typed in."""

    tableAnnounced = qt.Signal(str)  # the sentence to speak for a newly found table

    def __init__(self, parent=None, your_name: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("net", "Join a network game"))
        form = QtWidgets.QFormLayout(self)
        self.tables = QtWidgets.QListWidget(self)
        _row(form, translate("net", "Tables on the local network:"), self.tables)
        self.address = LineEdit(self)
        self.address.setPlaceholderText("192.168.1.20:47474")
        self.address.setMaxLength(260)  # as long as an address can be (a host name is at most 253 characters, then ":port")
        _row(form, translate("net", "Address (computer:port):"), self.address)
        # Orca reads the placeholder after the address even once one is filled in: said as an example
        self.address.setAccessibleDescription(translate("net", "For example 192.168.1.20:47474."))
        self.code = LineEdit(self)
        self.code.setMaxLength(16)
        _row(form, translate("net", "Join code:"), self.code)
        self.your_name = own_name_field(self, your_name, guest_default_name())
        _row(form, translate("net", "Your name:"), self.your_name)
        self.players_here = QtWidgets.QSpinBox(self)
        self.players_here.setRange(1, MAX_HERE)
        _row(form, translate("net", "Players at this computer:"), self.players_here)
        self.form = form
        self.names: list[LineEdit] = []  # the 2nd, 3rd... player here
        for index in range(1, MAX_HERE):
            name = LineEdit(gameinfo.DEFAULT_NAMES[index % len(gameinfo.DEFAULT_NAMES)], self)
            name.setMaxLength(40)
            _row(form, translate("net", "Player {n} at this computer, name:").format(n=index + 1), name)
            form.setRowVisible(name, False)
            self.names.append(name)
        self.players_here.valueChanged.connect(self._players_here_changed)
        self.problem = QtWidgets.QLabel(self)
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        buttons = QtWidgets.QDialogButtonBox(self)
        self.ok = buttons.addButton(translate("net", "Join"), QtWidgets.QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QtWidgets.QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.ok.setDefault(True)
        self.tables.currentItemChanged.connect(self._picked)
        self._typed = False  # the address was typed in: a table appearing on the network leaves it alone
        self.address.textEdited.connect(self._address_typed)
        self._keys: dict[str, QtWidgets.QListWidgetItem] = {}
        self._found: list[str] = []  # keys of the tables found in the last FOUND_GATHER_MS, not said yet
        self._found_timer = qt.QTimer(self)
        self._found_timer.setSingleShot(True)
        self._found_timer.setInterval(FOUND_GATHER_MS)
        self._found_timer.timeout.connect(self._say_found)
        self.tables.setFocus()

    def _players_here_changed(self, count: int) -> None:
        for index, name in enumerate(self.names, start=2):
            self.form.setRowVisible(name, index <= count)

    def more_players(self) -> list[str]:
        """The names of the players here beside you (hot-seat inside the network match)."""
        count = self.players_here.value()
        return [n.text().strip() or gameinfo.DEFAULT_NAMES[i % len(gameinfo.DEFAULT_NAMES)]
                for i, n in enumerate(self.names[:count - 1], start=1)]

    def add_table(self, table) -> None:
        """A table found (or changed): listed, and said when it is new."""
        text = table_text(table)
        item = self._keys.get(table.key)
        if item is None:
            item = QtWidgets.QListWidgetItem(text)
            self._keys[table.key] = item
            self.tables.addItem(item)
            self._found.append(table.key)
            if not self._found_timer.isActive():
                self._found_timer.start()
        item.setText(text)
        item.setData(qt.Qt.ItemDataRole.UserRole, table.address)
        if self.tables.currentItem() is None:
            self.tables.setCurrentItem(item)

    def _say_found(self) -> None:
        """The tables found in the last moment, in one sentence: the tables already on
        the network all answer the dialog's first query at once, and one sentence each
        cut each other. Nothing is said while a field has the focus (heard by ear: tables
        appearing one by one interrupted the address and the code as they were typed);
        the list has them, read when Tab or Shift+Tab comes back to it."""
        from desktop.narration.words import separator
        # as they are now: a table that changed since it was found (a seat taken or freed) is said as it is
        found = [self._keys[key].text() for key in self._found if key in self._keys]
        self._found = []
        if isinstance(self.focusWidget(), LineEdit) or not found:
            return
        if len(found) == 1:
            self.tableAnnounced.emit(translate("net", "Table found: {table}.").format(table=found[0]))
        else:
            self.tableAnnounced.emit(translate("net", "{n} tables found: {tables}.").format(
                n=len(found), tables=separator().join(found)))

    def remove_table(self, key: str) -> None:
        item = self._keys.pop(key, None)
        if item is not None:
            if key in self._found:  # gone before it was said: not said
                self._found.remove(key)
            self.tables.takeItem(self.tables.row(item))

    def _address_typed(self, text: str) -> None:
        self._typed = bool(text.strip())

    def _picked(self, item, _previous=None) -> None:
        """A table chosen in the list fills the address in; the first table found does so
        by itself only while no address was typed (found by ear: a table announced while
        the player typed another address replaced it, and they joined the wrong table)."""
        if item is None or (self._typed and not self.tables.hasFocus()):
            return
        self.address.setText(item.data(qt.Qt.ItemDataRole.UserRole))
        self._typed = False

    def _check(self) -> None:
        problem, field = self.first_problem()
        if field is not None:
            self.problem.setText(problem)
            self.tableAnnounced.emit(problem)
            # where the answer is typed: found by ear, Enter on a table said "Type the join
            # code" and left the focus in the list, where the code typed went nowhere. With
            # a screen reader, once the reason has reached it: moved at once, the field was
            # read first ("Join code: text. Type the join code ...").
            delay = self._focus_delay_ms()
            if delay:
                qt.later(delay, field, lambda: field.setFocus(qt.Qt.FocusReason.OtherFocusReason))
            else:
                field.setFocus(qt.Qt.FocusReason.OtherFocusReason)
            return
        self.accept()

    def _focus_delay_ms(self) -> int:
        from desktop.tables.base import FOCUS_AFTER_SPEECH_MS
        speech = getattr(self.parentWidget(), "speech", None)
        return FOCUS_AFTER_SPEECH_MS if speech is not None and speech.screen_reader_in_use() else 0

    def first_problem(self) -> tuple[str, LineEdit | None]:
        """What keeps the dialog from joining, and the field to fix ("", None when nothing)."""
        match = ADDRESS.match(self.address.text())
        if match is None or not 0 < int(match.group(2)) < 65536:
            return translate("net", "Type the host's address as computer:port, for example 192.168.1.20:47474."), \
                self.address
        if not re.fullmatch(r"[A-Za-z0-9]{1,16}", self.code.text().strip()):
            return translate("net", "Type the join code the host gave you."), self.code
        return "", None

    def target(self) -> tuple[str, str]:
        return self.address.text().strip(), self.code.text().strip().upper()

    def own_name(self) -> str:
        return self.your_name.text().strip()


class WaitingDialog(QtWidgets.QDialog):
    """Until every seat is taken: the join code, large, and who is there."""

    def __init__(self, parent=None, code: str | None = None, address: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("net", "Waiting for the players"))
        layout = QtWidgets.QVBoxLayout(self)
        self.code_label = QtWidgets.QLabel(self)
        if code:
            self.code_label.setText(spelled(code))
            font = self.code_label.font()
            font.setPointSize(max(36, font.pointSize() * 4))
            font.setBold(True)
            self.code_label.setFont(font)
            self.code_label.setAccessibleName(translate("net", "Join code: {code}").format(code=spelled(code)))
            self.code_label.setTextInteractionFlags(qt.Qt.TextInteractionFlag.TextSelectableByKeyboard |
                                                    qt.Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setVisible(bool(code))
        layout.addWidget(self.code_label)
        self.address = QtWidgets.QLabel(translate("net", "Address: {address}").format(address=address) if address else "")
        self.address.setTextInteractionFlags(qt.Qt.TextInteractionFlag.TextSelectableByKeyboard)
        layout.addWidget(self.address)
        self.status = QtWidgets.QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Cancel, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.code_label.setFocusPolicy(qt.Qt.FocusPolicy.StrongFocus)
        self.code_label.setFocus()
