"""Hot-seat handover: hides the table until the next human says they are ready."""
from __future__ import annotations

from desktop import qt
from desktop.qt import translate

QtWidgets = qt.QtWidgets


class HandoverScreen(QtWidgets.QWidget):
    ready = qt.Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.seat = 0
        self.name = ""
        self.label = QtWidgets.QLabel(self)
        self.label.setWordWrap(True)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        self.label.setFont(font)
        self.button = QtWidgets.QPushButton(self)
        self.button.setAutoDefault(True)  # Enter presses it, as Space does
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.ready.emit(self.seat))
        layout = QtWidgets.QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.button)
        layout.addStretch(1)

    def show_for(self, seat: int, name: str) -> str:
        self.seat, self.name = seat, name
        self.retranslate()
        return self.label.text()

    def retranslate(self) -> None:
        self.label.setText(translate("handover", "Pass the keyboard to {name}, then press Enter when ready.")
                           .format(name=self.name))
        self.button.setText(translate("handover", "{name} is ready").format(name=self.name))
        # no description: the prompt is said as the screen comes (a focus read would repeat it)
        self.button.setAccessibleName(self.button.text())

    def keyPressEvent(self, event) -> None:
        if event.key() in (qt.Qt.Key.Key_Return, qt.Qt.Key.Key_Enter):
            self.ready.emit(self.seat)
            return
        super().keyPressEvent(event)
