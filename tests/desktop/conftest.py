"""Desktop fixtures: the real main window, with speech recorded by log backends.

`tablee` builds the app as `tablee` does (AppContext + MainWindow) in a private
data folder; `spoken` lists what the voice backend was handed.
"""
from __future__ import annotations

import pytest

from desktop import paths
from desktop import settings as S
from desktop.speech import SpeechService
from desktop.speech.backends.log import LogBackend


class Table:
    """The running app as a test drives it: only keys go in."""

    def __init__(self, qtbot, window, voice: LogBackend):
        self.qtbot, self.window, self.voice = qtbot, window, voice

    @property
    def focus(self):
        from desktop.qt import QtWidgets
        return QtWidgets.QApplication.focusWidget()

    def key(self, key, modifier=None, text: str = "") -> None:
        from desktop.qt import Qt, QtWidgets
        target = QtWidgets.QApplication.focusWidget() or self.window
        self.qtbot.keyClick(target, key, modifier or Qt.KeyboardModifier.NoModifier)

    # ---- the home screen, by keys ------------------------------------------------
    def choose_game(self, game_id: str) -> None:
        """Down arrows in the game list until it is on game_id."""
        from desktop.qt import Qt
        home = self.window.home
        self.qtbot.waitUntil(lambda: self.focus is home.games, timeout=2000)
        for _ in range(home.games.count()):
            if home.game_id() == game_id:
                break
            self.key(Qt.Key.Key_Down)
        assert home.game_id() == game_id

    def set_players(self, count: int) -> None:
        """Tab to the number of players, Page Down to the least, Up to count."""
        from desktop.qt import Qt
        home = self.window.home
        self.key(Qt.Key.Key_Tab)
        assert self.focus is home.players
        self.key(Qt.Key.Key_PageDown)
        for _ in range(count - home.players.value()):
            self.key(Qt.Key.Key_Up)
        assert home.players.value() == count

    def tab_to(self, widget, limit: int = 40) -> None:
        from desktop.qt import Qt
        for _ in range(limit):
            if self.focus is widget:
                break
            self.key(Qt.Key.Key_Tab)
        assert self.focus is widget

    def start_game(self, game_id: str):
        """Tab to "Start the game", Enter; the table of game_id is up."""
        from desktop.qt import Qt
        self.tab_to(self.window.home.start_button)
        self.key(Qt.Key.Key_Return)
        table = self.window.table
        assert table is not None and table.game_id == game_id
        return table

    def spoken(self) -> list[str]:
        return [u.text for u in self.voice.utterances]

    def history(self, seat: int | None = 0) -> list[str]:
        return [m.text for m in self.window.speech.history.messages(seat)]

    def history_mark(self, seat: int | None = 0):
        """A place in the seat's history to read on from (`heard_since`). Not a length:
        the history keeps the last 1000 messages of every seat together, so once a long
        match fills it a new message drops the oldest and the length stays the same."""
        messages = self.window.speech.history.messages(seat)
        return messages[-1] if messages else None

    def heard_since(self, mark, seat: int | None = 0) -> list[str]:
        """The seat's messages after `mark` (all it has if the mark was dropped since)."""
        messages = self.window.speech.history.messages(seat)
        at = next((i for i in range(len(messages) - 1, -1, -1) if messages[i] is mark), -1)
        return [m.text for m in messages[at + 1:]]


@pytest.fixture(params=["en", "fr"])
def lang(request, qtbot):
    """Each narration test in both languages, switched live as the app does."""
    from desktop.i18n import Languages
    from desktop.qt import QtWidgets
    languages = Languages(QtWidgets.QApplication.instance())
    assert languages.switch(request.param)
    yield request.param
    languages.switch("en")


def show_active(qtbot, window):
    """Show a top-level widget and wait until it is the active window (focus and keys
    then behave as on a desktop)."""
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window


@pytest.fixture
def make_app(qtbot, tmp_path):
    from desktop.app import AppContext, parse_args
    from desktop.mainwindow import MainWindow
    from desktop.qt import QtWidgets

    made: list = []

    def make(*argv: str, newcomer: bool = False) -> Table:
        """The app on a fresh data folder; newcomer=True: its first start's welcome is said
        (window_speech.welcome_once), as it is to a player starting Tablée for the first time."""
        paths.set_data_dir(tmp_path / "data")
        args = parse_args(["--data-dir", str(tmp_path / "data"), "--bot-pause", "0", *argv])
        voice = LogBackend()
        logs = {"screenreader": LogBackend(available=False), "qttts": voice, "pyttsx3": LogBackend()}
        speech = SpeechService(factories={k: (lambda b=b: b) for k, b in logs.items()}, detector=lambda: False)
        ctx = AppContext(QtWidgets.QApplication.instance(), args, speech=speech)
        ctx.speech.set_output("voice")
        if not newcomer:
            ctx.settings.set(S.WELCOMED, True)
        made.append(ctx)
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        window.show()
        window.activateWindow()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.started_up, timeout=2000)  # what follows the first paint (Ctrl filter...)
        return Table(qtbot, window, voice)

    yield make
    for ctx in made:  # the app's translators outlive the test: the next one starts in English
        ctx.languages.switch("en")
    paths.set_data_dir(None)


@pytest.fixture
def screen_reader_window(qtbot, tmp_path):
    """The real main window speaking through the screen reader's own path (a
    ScreenReaderBackend as if a screen reader were running): (window, reader)."""
    from desktop.app import AppContext, parse_args
    from desktop.mainwindow import MainWindow
    from desktop.qt import QtWidgets
    from desktop.speech.backends.screenreader import ScreenReaderBackend
    paths.set_data_dir(tmp_path / "data")
    args = parse_args(["--data-dir", str(tmp_path / "data"), "--bot-pause", "0", "--lang", "en"])
    reader = ScreenReaderBackend()
    speech = SpeechService(factories={"screenreader": lambda: reader}, detector=lambda: True)
    ctx = AppContext(QtWidgets.QApplication.instance(), args, speech=speech)
    ctx.speech.set_output("screenreader")
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.started_up, timeout=3000)
    yield window, reader
    paths.set_data_dir(None)


@pytest.fixture
def stable_accessible_identity(qtbot):
    """Fails the test if a widget gains a method in its meta-object once it is on screen.

    PySide adds a dynamic slot to a QObject the first time one of its undecorated
    methods is connected to a signal or given to QTimer.singleShot with a delay, and
    Qt's accessibility cache keys a widget's interface by its meta-object: the widget
    gets a second accessible object with a new id. Orca then holds two objects for one
    widget (the old one in the parent chain it cached) and, moving between regions,
    walks past their common ancestor and says the window's name ("Tablée") before the
    region (heard by ear in Qwinto and GAP). Methods used as slots are @Slot-decorated."""
    import shiboken6

    from desktop.qt import QtCore, QtWidgets
    seen: dict[int, tuple[object, int]] = {}
    grown: list[str] = []

    def scan() -> None:
        for widget in QtWidgets.QApplication.allWidgets():
            if not shiboken6.isValid(widget):
                continue
            key, meta = shiboken6.getCppPointer(widget)[0], widget.metaObject()
            count = meta.methodCount()
            known = seen.get(key)
            if known is not None and known[0] is widget and count > known[1]:
                added = [bytes(meta.method(i).methodSignature()).decode() for i in range(known[1], count)]
                grown.append(f"{type(widget).__name__} {widget.accessibleName()!r}: {', '.join(added)}")
            if widget.isVisible() and (known is None or known[0] is not widget or count > known[1]):
                seen[key] = (widget, count)

    timer = QtCore.QTimer()
    timer.timeout.connect(scan)
    timer.start(20)
    yield
    timer.stop()
    scan()
    assert not grown, "widgets on screen gained dynamic slots (their accessible identity changed):\n" + "\n".join(grown)


@pytest.fixture(autouse=True)
def _every_app_keeps_its_accessible_identity(request):
    """Every test of the real main window runs under stable_accessible_identity."""
    if {"make_app", "screen_reader_window"} & set(request.fixturenames):
        request.getfixturevalue("stable_accessible_identity")
