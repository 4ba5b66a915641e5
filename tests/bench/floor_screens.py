"""Floors above the bare window, for reading figure 1 (tests/bench/startup_floors.py).

    python -m tests.bench.floor_screens [qt] [label] [list]

The bare PySide6 QMainWindow of tests/bench/bare_window.py, plus what any screen of
Tablée needs before its first paint: `qt` builds PySide's Qt namespace (its ~100 enum
types: focus policies, item roles, the system's colour scheme and contrast); `label`
shows a line of text (Qt's font database is set up on the first text); `list` shows a
focused QListWidget of five rows under a label, the smallest usable home screen.
Prints the same first-paint mark as the bare window, then quits.
"""
from __future__ import annotations

import sys
import time

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


def main() -> int:
    app = QtWidgets.QApplication(sys.argv[:1])
    window = QtWidgets.QMainWindow()
    window.setWindowTitle("floor")
    window.resize(1100, 800)
    build(window, set(sys.argv[1:]))
    window.installEventFilter(FirstPaint(window))
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
