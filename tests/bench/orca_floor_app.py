"""The floor of the Orca latency benchmark: a bare PySide6 QListWidget, nothing else.

    python -m tests.bench.orca_floor_app

Twelve items named like cards, laid out left to right so that Right and Left move
as in Tablée's hand; focus starts on the first.
"""
from __future__ import annotations

import sys

from PySide6 import QtWidgets


def main() -> int:
    app = QtWidgets.QApplication(sys.argv[:1])
    window = QtWidgets.QWidget()
    window.setWindowTitle("floor")
    layout = QtWidgets.QVBoxLayout(window)
    hand = QtWidgets.QListWidget(window)
    hand.setFlow(QtWidgets.QListView.Flow.LeftToRight)
    hand.setAccessibleName("Main")
    hand.addItems([f"{n} {colour}" for n in range(6) for colour in ("rouge", "bleu")])
    layout.addWidget(hand)
    window.resize(900, 300)
    window.show()
    hand.setFocus()
    hand.setCurrentRow(0)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
