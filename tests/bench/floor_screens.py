"""Floors above the bare window, for reading figure 1 (tests/bench/startup_floors.py).

    python -m tests.bench.floor_screens [support] [qt] [label] [list] [home]

The bare PySide6 QMainWindow of tests/bench/bare_window.py, plus: `qt` builds PySide's Qt
namespace (its ~100 enum types, ~25 ms: Tablée's first paint does without it since
issue 19); `label` shows a line of text (Qt's font database is set up on the first
text); `list` shows a focused QListWidget of five rows under a label, the smallest
usable home screen; `home` is Tablée's home screen as plain PySide6, no Tablée code:
the same widgets in the same layouts (heading, game list, blurb, number of players,
three seat rows, practice box, two game options, Start and Learn, the Messages
region, five menus) under Tablée's stylesheet, which the parent passes in
FLOOR_STYLESHEET. `support` imports PySide as Tablée does, its signature support from
Tablée's cache (desktop/pyside_support.py): the floor Tablée's own code stands on.
Prints the same first-paint mark as the bare window, then quits.
"""
from __future__ import annotations

import os
import sys
import time

if "support" in sys.argv[1:]:
    from desktop.pyside_support import compiled_support

    with compiled_support():
        import PySide6.QtCore  # noqa: F401
from PySide6 import QtCore, QtWidgets

ROWS = ("2 Win", "GAP", "Vingt-deux", "Qwinto", "Num Win")


class FirstPaint(QtCore.QObject):
    def eventFilter(self, obj, event) -> bool:
        if event.type() == QtCore.QEvent.Type.Paint:
            print(f"TABLEE_FIRST_PAINT {time.monotonic():.6f} {time.process_time():.6f}", flush=True)
            obj.removeEventFilter(self)
            QtCore.QTimer.singleShot(0, QtWidgets.QApplication.quit)
        return False


def build(window: QtWidgets.QMainWindow, parts: set[str]) -> None:
    if "qt" in parts:
        window.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)  # any Qt-namespace enum builds them all
    if "home" in parts:
        build_home(window)
        return
    if not parts & {"label", "list"}:
        return
    central = QtWidgets.QWidget()
    layout = QtWidgets.QVBoxLayout(central)
    label = QtWidgets.QLabel("Tablée: choose a game", central)
    layout.addWidget(label)
    if "list" in parts:
        games = QtWidgets.QListWidget(central)
        games.addItems(list(ROWS))
        games.setAccessibleName("Game")
        label.setBuddy(games)
        layout.addWidget(games)
        games.setCurrentRow(0)
        games.setFocus()
    window.setCentralWidget(central)


def build_home(window: QtWidgets.QMainWindow) -> None:
    """desktop/screens/home.py's widgets for GAP (the first game: 2-6 players, three seats,
    two options) and desktop/mainwindow.py's frame, without their logic."""
    for title in ("&Game", "&View", "&Speech", "&Network", "&Help"):
        window.menuBar().addMenu(title)
    scroll = QtWidgets.QScrollArea(window)
    scroll.setProperty("focusPolicy", 0)
    scroll.setWidgetResizable(True)
    central = QtWidgets.QWidget()
    scroll.setWidget(central)
    window.setCentralWidget(scroll)
    layout = QtWidgets.QVBoxLayout(central)
    stack = QtWidgets.QStackedLayout()
    home = QtWidgets.QWidget(central)
    stack.addWidget(home)
    column = QtWidgets.QVBoxLayout(home)
    heading = QtWidgets.QLabel("Tablée: choose a game", home)
    font = heading.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    heading.setFont(font)
    column.addWidget(heading)
    for text in ("&Continue the last game", "Take &back the network table you hosted"):
        hidden = QtWidgets.QPushButton(text, home)
        hidden.setVisible(False)
        column.addWidget(hidden)
    games_label = QtWidgets.QLabel("&Game:", home)
    games = QtWidgets.QListWidget(home)
    games.addItems(list(ROWS))
    games.setAccessibleName("Game")
    games_label.setBuddy(games)
    blurb = QtWidgets.QLabel("Twenty-four cards face down, the closest to the target wins.", home)
    blurb.setWordWrap(True)
    grid = QtWidgets.QGridLayout()
    players_label = QtWidgets.QLabel("&Number of players:", home)
    players = QtWidgets.QSpinBox(home)
    players.setRange(2, 6)
    players.setValue(3)
    grid.addWidget(players_label, 0, 0)
    grid.addWidget(players, 0, 1)
    for seat in range(3):
        # the seat's name field: a one-line QPlainTextEdit, as Tablée's (desktop/widgets/lineedit.py)
        name, kind = QtWidgets.QPlainTextEdit(("", "Paul", "Lea")[seat], home), QtWidgets.QComboBox(home)
        name.setTabChangesFocus(True)
        name.setFixedHeight(26)
        for level in ("Human", "Computer, easy", "Computer, normal", "Computer, strong"):
            kind.addItem(level, level)
        widgets = (QtWidgets.QLabel(f"Seat {seat + 1}:", home), name, QtWidgets.QLabel(f"Seat {seat + 1} player:", home), kind)
        for column_index, widget in enumerate(widgets):
            grid.addWidget(widget, seat + 1, column_index)
    practice = QtWidgets.QCheckBox("&Practice match: hints and undo", home)
    practice.setChecked(True)
    options = QtWidgets.QGroupBox("Options", home)
    form = QtWidgets.QFormLayout(options)
    for label, count in (("Target", 3), ("Rounds", 9)):
        box = QtWidgets.QComboBox(options)
        for value in range(count):
            box.addItem(str(value), value)
        form.addRow(QtWidgets.QLabel(label, options), box)
    for widget in (games_label, games, blurb):
        column.addWidget(widget)
    column.addLayout(grid)
    for widget in (practice, options, QtWidgets.QPushButton("&Start the game", home),
                   QtWidgets.QPushButton("&Learn GAP: a guided tutorial", home)):
        column.addWidget(widget)
    column.addStretch(1)
    messages_region = QtWidgets.QGroupBox("", central)
    messages = QtWidgets.QListWidget(messages_region)
    messages.setMaximumHeight(160)
    QtWidgets.QVBoxLayout(messages_region).addWidget(messages)
    layout.addLayout(stack, 1)
    layout.addWidget(messages_region)
    games.setCurrentRow(0)
    games.setFocus()


def main() -> int:
    parts = set(sys.argv[1:])
    app = QtWidgets.QApplication(sys.argv[:1] + (["-style", "Fusion"] if "home" in parts else []))
    if "home" in parts:
        app.setStyleSheet(os.environ.get("FLOOR_STYLESHEET", ""))
    window = QtWidgets.QMainWindow()
    window.setWindowTitle("floor")
    window.resize(1100, 800)
    build(window, parts)
    window.installEventFilter(FirstPaint(window))
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
