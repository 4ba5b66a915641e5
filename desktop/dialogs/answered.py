"""A question whose answer is acted on while the box is still up.

Its own module: defining a QMessageBox subclass builds PySide's QMessageBox type and its
enums (~4 ms), which the home screen's first paint does without (figure 1); the tables
and the tutor import it when they ask.
"""
from __future__ import annotations

from desktop import qt
from desktop.dialogs.focus import _alive, restore_focus

QtWidgets = qt.QtWidgets


class AnsweredFirstBox(QtWidgets.QMessageBox):
    """A question whose answer is acted on while the box is still up (`ask`).

    A confirmed move's words used to race the window manager: the box closed, the window
    came back and the move was played in the same instant, and whichever reached Orca
    first was said first. In the French Qwinto tutorial the window won (heard twice:
    "Tablée frame. Votre fiche. List with 27 items. case 1 ..." and only then "Vous cochez
    le coup manqué 1 sur 4"). The box now closes when the event loop next runs, after the
    caller has played and its words are out."""

    answered = qt.Signal(int)  # open_answered_first(): the button's code, the box still up

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._loop: qt.QtCore.QEventLoop | None = None
        self._answer: int | None = None
        self._deferred = False

    def done(self, result: int) -> None:
        if self._loop is not None:  # answered: ask() returns, the box stays up a moment
            self._answer = int(result)
            self._loop.quit()
            return
        if self._deferred:  # answered: whoever listens acts now, the box goes on the next loop turn
            self._deferred = False
            self.answered.emit(int(result))
            qt.QTimer.singleShot(0, lambda: super(AnsweredFirstBox, self).done(result) if _alive(self) else None)
            return
        super().done(result)

    def open_answered_first(self) -> None:
        """ask() without waiting: `answered` comes while the box is still up (the tutorial's
        end box, whose Yes starts a match: its first words before the window's return)."""
        self._deferred = True
        self.open()

    def ask(self) -> int:
        """The button's code, as exec() gives it; the box closes, and the focus returns where
        it was, once the caller has acted (a 0 ms timer)."""
        before = QtWidgets.QApplication.focusWidget()
        parent = before if before is not None else self.parentWidget()
        window = parent.window() if parent is not None else None
        self._loop = qt.QtCore.QEventLoop()
        self.setWindowModality(qt.Qt.WindowModality.ApplicationModal)
        self.show()
        self._loop.exec()
        self._loop = None
        answer = self._answer if self._answer is not None else int(QtWidgets.QMessageBox.StandardButton.No.value)

        def close() -> None:
            if _alive(self):
                super(AnsweredFirstBox, self).done(answer)
            # the caller's move may have put the focus somewhere on purpose (its table's next step)
            moved = window is not None and _alive(window) and window.focusWidget() not in (None, before)
            restore_focus(window, None if moved else before)
        qt.QTimer.singleShot(0, close)
        return answer
