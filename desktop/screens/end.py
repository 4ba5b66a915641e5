"""The end of a match: the result, read as a list, and what to do next."""
from __future__ import annotations

from desktop import qt
from desktop.qt import translate
from desktop.widgets.lists import ItemList

QtWidgets = qt.QtWidgets


class EndScreen(QtWidgets.QWidget):
    playAgain = qt.Signal()
    home = qt.Signal()
    replay = qt.Signal()  # go back over the match just finished (desktop/history/replay_dialog.py)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.heading = QtWidgets.QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        self.heading.setFont(font)
        self.summary = ItemList("", self)
        self.again = QtWidgets.QPushButton(self)
        self.again.setAutoDefault(True)  # Enter presses it, as Space does
        self.back = QtWidgets.QPushButton(self)
        self.back.setAutoDefault(True)
        self.review = QtWidgets.QPushButton(self)
        self.review.setAutoDefault(True)
        self.review.clicked.connect(self.replay)
        self.again.clicked.connect(self.playAgain)
        self.back.clicked.connect(self.home)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.again)
        row.addWidget(self.review)
        row.addWidget(self.back)
        layout.addLayout(row)
        self._lines: list[str] = []
        self.retranslate()

    def show_result(self, lines: list[str]) -> None:
        self._lines = lines
        self.summary.set_rows([(line, i) for i, line in enumerate(lines)])
        self.summary.setFocus()

    def retranslate(self) -> None:
        self.heading.setText(translate("end", "Game over"))
        self.summary.setAccessibleName(translate("end", "Result"))
        self.again.setText(translate("end", "Play &again"))
        self.again.setAccessibleName(translate("end", "Play again"))
        self.review.setText(translate("end", "&Replay the match"))
        self.review.setAccessibleName(translate("end", "Replay the match"))
        self.back.setText(translate("end", "Back to the &home screen"))
        self.back.setAccessibleName(translate("end", "Back to the home screen"))
