"""Helpers of the low-vision tests: open any game table in a theme and a zoom."""
from __future__ import annotations


def table_games() -> list[str]:
    from tests.screenshots import table_games as found
    return found()


def open_table(app, game_id: str, theme: str = "high_contrast", zoom: int = 100, size=(1280, 800)):
    """A match of `game_id` on screen (bots paused), in that theme and zoom, window at `size`."""
    from desktop import settings as S
    from tests.screenshots import start
    window = app.window
    window.ctx.settings.set(S.THEME, theme)
    window.ctx.settings.set(S.ZOOM, zoom)
    window.resize(*size)
    start(window, game_id)
    app.qtbot.waitUntil(lambda: window.table is not None and window.table.isVisible(), timeout=3000)
    app.qtbot.wait(50)
    window.session.set_paused(True)
    app.qtbot.wait(50)
    return window.table
