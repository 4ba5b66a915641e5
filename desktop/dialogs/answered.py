"""A question whose answer is acted on before the focus returns to the window.

Its own module: defining a QMessageBox subclass builds PySide's QMessageBox type and its
enums (~4 ms), which the home screen's first paint does without (figure 1); the tables
and the tutor import it when they ask.
"""
from __future__ import annotations

from desktop import qt
from desktop.dialogs.focus import _alive, restore_focus

QtWidgets = qt.QtWidgets


class AnsweredFirstBox(QtWidgets.QMessageBox):
    """A question whose answer is acted on between the box's closing and the focus's return.

    A confirmed move's words used to race the window's return: the box closed, the focus
    was given back (the window activated) and then the move was played, and whichever
    reached Orca first was said first. In the French Qwinto tutorial the window won
    (heard twice: "Tablée frame. Votre fiche. List with 27 items. case 1 ..." and only
    then "Vous cochez le coup manqué 1 sur 4"). Now the box is hidden first (Orca cuts
    its speech as a window goes: nothing of the words yet), the caller plays and its
    words go out, and the focus returns on the next loop turn. Kept open until the words
    were out, the box's closing cut them (Twenty-Two's question, test_orca_by_ear_gap_vingtdeux)."""

    answered = qt.Signal(int)  # open_answered_first(): the button's code, the box just hidden

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._loop: qt.QtCore.QEventLoop | None = None
        self._answer: int | None = None
        self._deferred = False

    def done(self, result: int) -> None:
        if self._loop is not None:  # answered: ask() hides the box and returns
            self._answer = int(result)
            self._loop.quit()
            return
        if self._deferred:  # answered: the box goes, then whoever listens acts at once
            self._deferred = False
            super().done(result)
            self.answered.emit(int(result))
            return
        super().done(result)

    def open_answered_first(self) -> None:
        """ask() without waiting: `answered` comes as the box goes (the tutorial's end box,
        whose Yes starts a match: its first words before the window's return)."""
        self._deferred = True
        self.open()

    def ask(self) -> int:
        """The button's code, as exec() gives it, the box hidden; the focus returns where it
        was once the caller has acted (a 0 ms timer)."""
        before = QtWidgets.QApplication.focusWidget()
        parent = before if before is not None else self.parentWidget()
        window = parent.window() if parent is not None else None
        self._loop = qt.QtCore.QEventLoop()
        self.setWindowModality(qt.Qt.WindowModality.ApplicationModal)
        self.show()
        self._loop.exec()
        self._loop = None
        answer = self._answer if self._answer is not None else int(QtWidgets.QMessageBox.StandardButton.No.value)
        super().done(answer)  # hidden now: Orca cuts its speech as the box goes, before the words

        def back() -> None:
            # the caller's move may have put the focus somewhere on purpose (its table's next step)
            moved = window is not None and _alive(window) and window.focusWidget() not in (None, before)
            restore_focus(window, None if moved else before)
        qt.QTimer.singleShot(0, back)
        return answer
