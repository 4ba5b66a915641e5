"""GUI fuzz: random key sequences on every game table that exists, and the error handler.

For each table: the real window, a match with seat 0 human and two bots, then
KEYS seeded random keys from a realistic alphabet (arrows, Home/End, Tab,
Shift+Tab, F1-F12 with and without Shift, Enter, Escape, Space, digits, letters,
Alt+arrows, Ctrl+letters except Ctrl+Q). Modal dialogs that open (help, settings,
confirmations, file dialogs) are closed by an Escape sent from a timer, so their
exec() loops return. After every key: no exception was raised anywhere (the
excepthook is captured), the key took bounded time, and, while the window is
active, the focus is on a visible, enabled widget.

Then the error handler: an exception injected in a slot during a key press is
logged to the data folder's tablee.log, spoken as "An internal error occurred;
your game is saved." (and the game is indeed saved), and the next key still works.
"""
from __future__ import annotations

import json
import logging
import random
import sys
import time

import pytest
from PySide6 import QtTest  # tests may use QtTest directly

from desktop import paths
from desktop.qt import Qt, QtCore, QTimer, QtWidgets
from tests.reliability.conftest import games_with_tables

KEYS_PER_TABLE = 2000
MAX_KEY_SECONDS = 8.0
SEED = 4242
K, M = Qt.Key, Qt.KeyboardModifier
NONE, SHIFT, CTRL, ALT = M.NoModifier, M.ShiftModifier, M.ControlModifier, M.AltModifier
LETTERS = [getattr(K, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPRSTUVWXYZ"]  # no Q: Ctrl+Q quits
ARROWS = [K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down]
FKEYS = [getattr(K, f"Key_F{i}") for i in range(1, 13)]


def _alphabet() -> list[tuple[object, object, float]]:
    """(key, modifiers, weight): moving and confirming weigh most, as when playing."""
    keys = [(a, NONE, 6) for a in ARROWS] + [(K.Key_Home, NONE, 2), (K.Key_End, NONE, 2)]
    keys += [(K.Key_Return, NONE, 8), (K.Key_Space, NONE, 4), (K.Key_Escape, NONE, 2)]
    keys += [(K.Key_Tab, NONE, 4), (K.Key_Backtab, SHIFT, 3)]
    keys += [(f, NONE, 1) for f in FKEYS] + [(f, SHIFT, 1) for f in FKEYS]
    keys += [(getattr(K, f"Key_{d}"), NONE, 1) for d in range(10)]
    keys += [(letter, NONE, 1) for letter in LETTERS + [K.Key_Q]]
    keys += [(a, ALT, 1) for a in ARROWS]
    # Ctrl+O, Ctrl+S (file dialogs, ~0.15 s each offscreen) and Ctrl+P (settings) less often
    keys += [(letter, CTRL, 0.3 if letter in (K.Key_O, K.Key_S, K.Key_P) else 1) for letter in LETTERS]
    return keys


class ModalCloser(QtCore.QObject):
    """Sends Escape to any modal dialog; rejects it if Escape did not close it."""

    def __init__(self):
        super().__init__()
        self.closed = 0
        self._seen: dict[int, int] = {}
        self.timer = QTimer(self)
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        modal = QtWidgets.QApplication.activeModalWidget() or QtWidgets.QApplication.activePopupWidget()
        if modal is None:
            return
        tries = self._seen.get(id(modal), 0)
        self._seen[id(modal)] = tries + 1
        if tries < 3:
            QtTest.QTest.keyClick(QtWidgets.QApplication.focusWidget() or modal, K.Key_Escape)
        elif hasattr(modal, "reject"):
            modal.reject()
        else:
            modal.close()
        self.closed += 1


@pytest.fixture
def captured(monkeypatch):
    errors: list[str] = []

    def hook(kind, value, tb):
        import traceback
        errors.append("".join(traceback.format_exception(kind, value, tb)))

    monkeypatch.setattr(sys, "excepthook", hook)
    return errors


def _start(app, game_id: str, seed: int = 3):
    from desktop.match.session import SeatConfig
    from engine import games
    game = games.get(game_id)
    counts = game.allowed_player_counts({})
    players = 3 if 3 in counts else counts[-1]
    seats = [SeatConfig("Ann", True)] + [SeatConfig(n, False, "easy") for n in ("Bob", "Cid", "Dan", "Eve")[:players - 1]]
    app.window.start_match(game_id, seats, {}, seed)


def _focus_problem(window) -> str | None:
    if not window.isActiveWindow() or QtWidgets.QApplication.activeModalWidget() is not None:
        return None
    focus = QtWidgets.QApplication.focusWidget()
    if focus is None:
        return "no widget has the focus"
    if not focus.isVisible():
        return f"the focus is on a hidden {type(focus).__name__} {focus.objectName()!r}"
    if not focus.isEnabled():
        return f"the focus is on a disabled {type(focus).__name__} {focus.objectName()!r}"
    return None


@pytest.mark.parametrize("game_id", games_with_tables())
def test_random_keys_never_raise_hang_or_lose_the_focus(make_app, captured, game_id, monkeypatch):
    from desktop import settings as S
    app = make_app("--lang", "en")
    app.window.settings.set(S.CONFIRM_COSTLY, True)  # confirmations open (and are closed) too
    _start(app, game_id)
    app.qtbot.waitUntil(lambda: app.window.table is not None and app.window.table.isVisible(), timeout=5000)
    closer = ModalCloser()
    rng = random.Random(f"{SEED}-{game_id}")
    alphabet = _alphabet()
    weights = [w for _k, _m, w in alphabet]
    pressed, matches, slowest = [], 1, 0.0
    session = app.window.session
    try:
        for _ in range(KEYS_PER_TABLE):
            key, mods, _w = rng.choices(alphabet, weights)[0]
            pressed.append(f"{mods.name}+{key.name}" if mods != NONE else key.name)
            start = time.monotonic()
            target = QtWidgets.QApplication.focusWidget() or app.window
            QtTest.QTest.keyClick(target, key, mods)
            QtWidgets.QApplication.processEvents()
            slowest = max(slowest, time.monotonic() - start)
            assert time.monotonic() - start < MAX_KEY_SECONDS, f"{pressed[-1]} hung; keys: {pressed[-30:]}"
            assert not captured, f"exception after {pressed[-30:]}:\n{captured[0]}"
            problem = _focus_problem(app.window)
            if problem:  # focus moves may be queued (singleShot 0): let them run, then judge
                app.qtbot.wait(30)
                problem = _focus_problem(app.window)
            assert problem is None, f"{problem} after {pressed[-30:]}"
            if not app.window.isActiveWindow() and QtWidgets.QApplication.activeModalWidget() is None:
                app.window.activateWindow()
            if app.window.session is not session and app.window.session is not None:
                session, matches = app.window.session, matches + 1
            if app.window.session is None and app.window.stack.currentWidget() is app.window.home and rng.random() < 0.05:
                _start(app, game_id, rng.randrange(1000))  # back at home: play this game again
    finally:
        closer.timer.stop()
    print(f"\n{game_id}: {len(pressed)} keys, {closer.closed} dialog closings, {matches} matches, "
          f"slowest key {slowest:.2f}s")


# ---- the error handler ---------------------------------------------------------------
def test_an_exception_in_a_slot_is_logged_spoken_and_the_app_goes_on(make_app, monkeypatch):
    from desktop import app as app_module
    table_app = make_app("--lang", "en")
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    root = logging.getLogger()
    handlers = list(root.handlers)
    app_module._setup_logging()
    try:
        app_module.install_error_handler(table_app.window)
        _start(table_app, "gap")
        table = table_app.window.table
        table_app.qtbot.waitUntil(table.my_turn, timeout=10000)
        table_app.qtbot.waitUntil(lambda: paths.autosave_file().exists(), timeout=5000)
        original = type(table).describe_turn
        calls = []

        def broken(self):
            calls.append(1)
            if len(calls) == 1:
                raise RuntimeError("injected fault in describe_turn")
            return original(self)

        monkeypatch.setattr(type(table), "describe_turn", broken)
        table_app.key(K.Key_F2)  # review_turn -> table.describe_turn, inside a slot
        table_app.qtbot.waitUntil(lambda: bool(calls), timeout=2000)
        said = "An internal error occurred; your game is saved."
        table_app.qtbot.waitUntil(lambda: said in table_app.spoken(), timeout=2000)
        assert said in table_app.history(0)
        for handler in root.handlers:
            handler.flush()
        log = paths.log_file().read_text(encoding="utf-8")
        assert "uncaught exception" in log and "injected fault in describe_turn" in log and "Traceback" in log
        saved = json.loads(paths.autosave_file().read_text(encoding="utf-8"))
        assert saved["game"] == "gap"  # "your game is saved" is true
        from engine.core import saves
        assert saves.loads(json.dumps(saved)).state == table_app.window.session.state
        before = len(table_app.spoken())
        table_app.key(K.Key_F2)  # the next key works
        table_app.qtbot.waitUntil(lambda: len(table_app.spoken()) > before, timeout=2000)
        assert said not in table_app.spoken()[before:] and len(calls) == 2
        assert table_app.window.isVisible() and table_app.window.session is not None
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
                handler.close()
