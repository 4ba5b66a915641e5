"""The real application for benchmarks: AppContext + MainWindow, as `tablee` builds it.

Like tests/desktop/conftest.py, but without pytest: a private data folder,
--bot-pause chosen by the benchmark, and speech backends given as factories
(LogBackend to timestamp what would be spoken, or the real engines).
"""
from __future__ import annotations

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def application():
    from desktop import qt
    from desktop.speech.refguard import guard_singletons
    guard_singletons()  # PySide6 6.12 + CPython 3.11 refcount leak (refguard.py)
    return qt.QtWidgets.QApplication.instance() or qt.QtWidgets.QApplication(["tablee-bench"])


def wait_until(predicate, timeout: float, step_s: float = 0.001) -> bool:
    """Process events until predicate() holds or timeout (s) passes."""
    from desktop import qt
    app = qt.QtWidgets.QApplication.instance()
    deadline = time.monotonic() + timeout
    while True:
        app.processEvents()
        if predicate():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(step_s)


def spin(seconds: float) -> None:
    wait_until(lambda: False, seconds)


def make_window(data_dir: str, factories: dict | None = None, output: str = "voice",
                bot_pause_ms: int = 0, lang: str = "en"):
    """(ctx, window): the real main window shown offscreen, speech as given."""
    from desktop import paths
    from desktop.app import AppContext, parse_args
    from desktop.mainwindow import MainWindow
    from desktop.speech import SpeechService
    app = application()
    paths.set_data_dir(data_dir)
    args = parse_args(["--data-dir", data_dir, "--bot-pause", str(bot_pause_ms), "--lang", lang])
    speech = SpeechService(factories=factories, detector=lambda: False)
    ctx = AppContext(app, args, speech=speech)
    ctx.speech.set_output(output)
    window = MainWindow(ctx)
    window.show()
    window.activateWindow()
    wait_until(lambda: window.isVisible(), 2.0)
    spin(0.05)
    # A player spends a few seconds on the home screen, time enough for the app to
    # prepare the first match (desktop/match/prewarm.py): wait for it as a player would.
    wait_until(lambda: window._prewarmer is not None and window._prewarmer.done, 10.0)
    return ctx, window


def seats(players: int, humans: int, level: str = "normal", names=None):
    """SeatConfig list: the first `humans` seats human, the rest bots of `level`
    (a comma list cycles over the bot seats)."""
    from desktop.gameinfo import DEFAULT_NAMES
    from desktop.match.session import SeatConfig
    levels = level.split(",")
    out = []
    for i in range(players):
        name = (names or DEFAULT_NAMES)[i % len(names or DEFAULT_NAMES)]
        out.append(SeatConfig(name, i < humans, levels[(i - humans) % len(levels)] if i >= humans else "normal"))
    return out


def game_over(window) -> bool:
    return window.session is None or window.session.result() is not None or \
        window.stack.currentWidget() is window.end


def play_for_human(window, seat: int) -> bool:
    """Let a bot choose the human seat's move (tables that the key driver cannot
    play yet); True when something was played."""
    from engine.ai.bots import make_bot
    session = window.session
    legal = session.legal(seat)
    if not legal:
        return False
    level = "easy" if "easy" in session.game.bots else sorted(session.game.bots)[0]
    bot = make_bot(session.game, level, seat, 7)
    return session.play(seat, bot.choose(session.view(seat), legal))
