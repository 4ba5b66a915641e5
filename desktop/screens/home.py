"""The home screen: choose a game, the seats and the options, then start.

Every control has an explicit accessible name; the seat rows say their number
("Seat 2 name", "Seat 2 player") so a screen reader user knows where they are.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from desktop import gameinfo, qt
from desktop.qt import translate
from desktop.widgets.combo import rename, say_values, set_item_text
from desktop.widgets.lineedit import LineEdit
from engine import games

if TYPE_CHECKING:
    from desktop.match.session import SeatConfig

QtWidgets = qt.QtWidgets
KINDS = ("human", "easy", "normal", "strong")


class SeatRow:
    def __init__(self, index: int, parent):
        self.index = index
        self.name = LineEdit(parent)
        self.kind = QtWidgets.QComboBox(parent)
        self.label = QtWidgets.QLabel(parent)
        self.label.setBuddy(self.name)
        # On Linux, AT-SPI names a combo box by its value unless a label is linked to it.
        self.kind_label = QtWidgets.QLabel(parent)
        self.kind_label.setBuddy(self.kind)

    def retranslate(self) -> None:
        n = self.index + 1
        self.label.setText(translate("home", "Seat {n}:").format(n=n))
        self.kind_label.setText(translate("home", "Seat {n} player:").format(n=n))
        self.name.setAccessibleName(translate("home", "Seat {n} name").format(n=n))
        self.name.setPlaceholderText(self.default_name())  # an empty name is this one, and Orca says it
        self.kind.setAccessibleName(translate("home", "Seat {n} player").format(n=n))
        current = self.kind.currentIndex()
        self.kind.clear()
        self.kind.addItem(translate("home", "Human"), "human")
        for level in KINDS[1:]:
            self.kind.addItem(translate("home", "Computer, {level}").format(level=gameinfo.level_name(level)), level)
        self.kind.setCurrentIndex(max(current, 0))

    def default_name(self) -> str:
        return translate("home", "Player {n}").format(n=self.index + 1)

    def typed_name(self) -> str:
        """The name typed here for a human player ("" for a computer or none)."""
        return self.name.text().strip() if self.kind.currentData() == "human" else ""

    def config(self) -> SeatConfig:
        from desktop.match.session import SeatConfig  # the match machinery loads when a match starts
        kind = self.kind.currentData()
        name = self.name.text().strip() or self.default_name()
        return SeatConfig(name, kind == "human", "normal" if kind == "human" else kind)


class HomeScreen(QtWidgets.QWidget):
    startRequested = qt.Signal(str, list, dict, int)   # game id, seats, options, seed
    continueRequested = qt.Signal()
    continueNetworkRequested = qt.Signal()  # take back the network table hosted here
    learnRequested = qt.Signal(str)  # game id: its tutorial

    def __init__(self, player_name: str = "", parent=None):
        super().__init__(parent)
        self.games = QtWidgets.QListWidget(self)
        for game_id in games.GAME_IDS:  # ids only: a game's rules load when it is chosen
            item = QtWidgets.QListWidgetItem(game_id)
            item.setData(qt.USER_ROLE, game_id)
            self.games.addItem(item)
        self.blurb = QtWidgets.QLabel(self)
        self.blurb.setWordWrap(True)
        self.players = QtWidgets.QSpinBox(self)
        # Seat rows are built as the number of players asks (_ensure_rows): hidden rows
        # cost start-up time and show nothing.
        self.rows: list[SeatRow] = []
        self._shown_game = ""  # the game whose players and options are shown
        self._player_name = player_name
        # Practice (hints and undo): on by default when every opponent is a bot; only one
        # human seat may practise (hot-seat play has none).
        self.practice = QtWidgets.QCheckBox(self)
        self.practice.setChecked(True)
        self._practice_choice = True  # the player's own choice, kept while the switch is unavailable
        self.practice.toggled.connect(self._practice_toggled)
        self.options_box = QtWidgets.QGroupBox(self)
        self.options_form = QtWidgets.QFormLayout(self.options_box)
        self.option_widgets: dict[str, QtWidgets.QComboBox] = {}
        self.start_button = QtWidgets.QPushButton(self)
        self.start_button.setAutoDefault(True)  # Enter presses it, as Space does
        self.continue_button = QtWidgets.QPushButton(self)
        self.continue_button.setAutoDefault(True)
        self.continue_button.setVisible(False)
        self.network_button = QtWidgets.QPushButton(self)
        self.network_button.setAutoDefault(True)
        self.network_button.setVisible(False)
        # "Learn GAP": the chosen game's tutorial, after Start in the Tab order (the game
        # list's Tab still reaches the number of players first).
        self.learn_button = QtWidgets.QPushButton(self)
        self.learn_button.setAutoDefault(True)
        QtWidgets.QWidget.setTabOrder(self.start_button, self.learn_button)
        self.heading = QtWidgets.QLabel(self)
        self.games_label = QtWidgets.QLabel(self)
        self.games_label.setBuddy(self.games)
        self.players_label = QtWidgets.QLabel(self)
        self.players_label.setBuddy(self.players)
        self._layout()
        self.games.setCurrentRow(0)  # before connecting: retranslate() shows the first game once
        self.games.currentRowChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.start_button.clicked.connect(self._start)
        # Enter on a game starts it as shown (Start's players and options): heard by ear,
        # Enter there did nothing and said nothing
        self.games.itemActivated.connect(lambda _item: self._start())
        self.continue_button.clicked.connect(self.continueRequested)
        self.network_button.clicked.connect(self.continueNetworkRequested)
        self.learn_button.clicked.connect(lambda: self.learnRequested.emit(self.game_id()))
        self.retranslate()  # every text, the first game's players, seats and options

    def _layout(self) -> None:
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.continue_button)
        layout.addWidget(self.network_button)
        layout.addWidget(self.games_label)
        layout.addWidget(self.games)
        layout.addWidget(self.blurb)
        self.seat_grid = QtWidgets.QGridLayout()
        self.seat_grid.addWidget(self.players_label, 0, 0)
        self.seat_grid.addWidget(self.players, 0, 1)
        layout.addLayout(self.seat_grid)
        layout.addWidget(self.practice)
        layout.addWidget(self.options_box)
        layout.addWidget(self.start_button)
        layout.addWidget(self.learn_button)
        layout.addStretch(1)
        heading_font = self.heading.font()
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.6)
        self.heading.setFont(heading_font)

    def retranslate(self) -> None:
        self.heading.setText(translate("home", "Tablée: choose a game"))
        self.games_label.setText(translate("home", "&Game:"))
        self.games.setAccessibleName(translate("home", "Game"))
        for i in range(self.games.count()):
            item = self.games.item(i)
            item.setText(gameinfo.game_name(item.data(qt.USER_ROLE)))
        self.players_label.setText(translate("home", "&Number of players:"))
        self.players.setAccessibleName(translate("home", "Number of players"))
        for row in self.rows:
            row.retranslate()
        self.practice.setText(translate("home", "&Practice match: hints and undo"))
        self.practice.setAccessibleName(translate("home", "Practice match: hints and undo"))
        self.options_box.setTitle(translate("home", "Options"))
        self.start_button.setText(translate("home", "&Start the game"))
        self.start_button.setAccessibleName(translate("home", "Start the game"))
        self.continue_button.setText(translate("home", "&Continue the last game"))
        self.network_button.setText(translate("home", "Take &back the network table you hosted"))
        self.network_button.setAccessibleName(translate("home", "Take back the network table you hosted"))
        self.continue_button.setAccessibleName(translate("home", "Continue the last game"))
        if self._shown_game != self.game_id():
            self._game_changed(self.games.currentRow())
        else:  # the same widgets, in new words: a rebuild lost the options chosen and the focus
            self._game_texts(self._shown_game)
            for key, box in self.option_widgets.items():
                self._option_texts(key, box)

    def own_name(self) -> str:
        """Seat 1's name when a human plays it: the player at this computer."""
        return self.rows[0].typed_name() if self.rows else self._player_name

    def game_id(self) -> str:
        item = self.games.currentItem()
        return item.data(qt.USER_ROLE) if item else games.GAME_IDS[0]

    def _game_texts(self, game_id: str) -> None:
        self.blurb.setText(gameinfo.game_blurb(game_id))
        learn = translate("home", "&Learn {game}: a guided tutorial").format(game=gameinfo.game_name(game_id))
        self.learn_button.setText(learn)
        self.learn_button.setAccessibleName(learn.replace("&", ""))
        self.games.setAccessibleDescription(gameinfo.game_blurb(game_id))

    def _option_texts(self, key: str, box: QtWidgets.QComboBox) -> None:
        """Only what changes (desktop/widgets/combo.py: a language switch floods Orca's queue)."""
        rename(box, gameinfo.option_label(key))
        for index in range(box.count()):
            set_item_text(box, index, gameinfo.option_value_text(box.itemData(index)))
        label = self.options_form.labelForField(box)
        if isinstance(label, QtWidgets.QLabel):
            label.setText(gameinfo.option_label(key))

    def _game_changed(self, _row: int) -> None:
        game = games.summary(self.game_id())  # players and options, without loading the rules
        self._shown_game = game.id
        self._game_texts(game.id)
        from desktop.tutorials import available
        self.learn_button.setVisible(available(game.id))
        counts = game.allowed_player_counts(self.options())
        self.players.setRange(min(counts), max(counts))
        if self.players.value() not in counts:
            self.players.setValue(3 if 3 in counts else counts[0])
        self._rebuild_options(game)
        self._players_changed(self.players.value())

    def _rebuild_options(self, game) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for option in game.options:
            if option.key in gameinfo.SETTING_OPTIONS.get(game.id, {}):
                continue  # set from the settings when the match starts
            box = QtWidgets.QComboBox(self.options_box)
            for value in option.choices:
                box.addItem("", value)
            box.setCurrentIndex(option.choices.index(option.default))
            box.currentIndexChanged.connect(lambda _i, g=game: self._options_changed(g))
            say_values(box)
            label = QtWidgets.QLabel(self.options_box)
            label.setBuddy(box)
            self.options_form.addRow(label, box)
            self._option_texts(option.key, box)
            self.option_widgets[option.key] = box
        self.options_box.setVisible(bool(game.options))
        self._fix_tab_order()

    def _options_changed(self, game) -> None:
        counts = game.allowed_player_counts(self.options())
        self.players.setRange(min(counts), max(counts))

    def _players_changed(self, count: int) -> None:
        self._ensure_rows(count)
        for i, row in enumerate(self.rows):
            for widget in (row.label, row.name, row.kind_label, row.kind):
                if widget.isHidden() == (i < count):
                    widget.setVisible(i < count)
        self._update_practice()

    def _ensure_rows(self, count: int) -> None:
        """Seat rows up to `count`, each in its grid row and after the previous one in
        the Tab order (a widget built later would otherwise come last)."""
        while len(self.rows) < count:
            i = len(self.rows)
            row = SeatRow(i, self)
            row.name.setText(self._player_name if i == 0 else gameinfo.DEFAULT_NAMES[i])
            for column, widget in enumerate((row.label, row.name, row.kind_label, row.kind)):
                self.seat_grid.addWidget(widget, i + 1, column)
            row.retranslate()
            row.kind.setCurrentIndex(0 if i == 0 else KINDS.index("normal"))
            before = self.rows[-1].kind if self.rows else self.players
            QtWidgets.QWidget.setTabOrder(before, row.name)
            QtWidgets.QWidget.setTabOrder(row.name, row.kind)
            row.kind.currentIndexChanged.connect(lambda _i: self._update_practice())
            say_values(row.kind)
            self.rows.append(row)
        self._fix_tab_order()

    def _humans(self) -> int:
        return sum(row.kind.currentData() == "human" for row in self.rows[:self.players.value()])

    def _update_practice(self) -> None:
        """Available with exactly one human seat (every opponent a bot); unticked otherwise."""
        solo = self._humans() == 1
        self.practice.blockSignals(True)
        self.practice.setEnabled(solo)
        self.practice.setChecked(solo and self._practice_choice)
        self.practice.blockSignals(False)

    def _practice_toggled(self, checked: bool) -> None:
        self._practice_choice = checked

    def practice_wanted(self) -> bool:
        return self.practice.isEnabled() and self.practice.isChecked()

    def options_after(self, widget) -> None:
        """Kept for the main window's call; the options now always come before the start
        button (issue 15, item 9), whatever was built last."""
        self._fix_tab_order()

    def _fix_tab_order(self) -> None:
        """Game, players, each seat, the game's options, practice, then Start (a widget built later
        would otherwise come last in its window, after the Messages list)."""
        last = self.rows[-1].kind if self.rows else self.players
        for box in self.option_widgets.values():
            QtWidgets.QWidget.setTabOrder(last, box)
            last = box
        QtWidgets.QWidget.setTabOrder(last, self.practice)
        QtWidgets.QWidget.setTabOrder(self.practice, self.start_button)

    def options(self) -> dict:
        return {key: box.currentData() for key, box in self.option_widgets.items()}

    def seats(self) -> list[SeatConfig]:
        return [row.config() for row in self.rows[:self.players.value()]]

    def _start(self) -> None:
        seed = qt.QtCore.QRandomGenerator.global_().bounded(1, 2**31 - 1)
        self.startRequested.emit(self.game_id(), self.seats(), self.options(), seed)

    def set_can_continue(self, label: str | None) -> None:
        self.continue_button.setVisible(label is not None)
        if label:
            self.continue_button.setAccessibleDescription(label)

    def set_can_continue_network(self, label: str | None) -> None:
        self.network_button.setVisible(label is not None)
        if label:
            self.network_button.setAccessibleDescription(label)

    def choose_game(self, game_id: str) -> None:
        if game_id in games.GAME_IDS:
            self.games.setCurrentRow(games.GAME_IDS.index(game_id))

    def focus_learn(self) -> None:
        """The chosen game's Learn button (a tutorial left for home takes it up there)."""
        (self.learn_button if not self.learn_button.isHidden() else self.games).setFocus()

    def focus_first(self) -> None:
        first = next((b for b in (self.continue_button, self.network_button) if not b.isHidden()), self.games)
        first.setFocus()

    def changeEvent(self, event) -> None:
        if event.type() == qt.QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
