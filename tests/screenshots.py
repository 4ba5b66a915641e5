"""`make screenshots`: every game table present, at 100 % and 300 %, high-contrast theme.

Offscreen grabs of the real main window (1280 x 800) into screenshots/:
<game>_hc_100.png, <game>_hc_300.png (and a dark/light pair of GAP at 100 % for
comparison). Options: --out DIR, --themes high_contrast,dark,...
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 800)


def table_games() -> list[str]:
    """Game ids of the tables present in desktop/tables/ (new tables are picked up)."""
    from engine.games import GAME_IDS
    folder = ROOT / "desktop" / "tables"
    return sorted(p.stem for p in folder.glob("*.py") if p.stem in GAME_IDS)


def make_window(data_dir: str, theme: str):
    from desktop import paths
    from desktop import settings as S
    from desktop.app import AppContext, parse_args
    from desktop.mainwindow import MainWindow
    from desktop.qt import QtWidgets
    from desktop.speech import SpeechService
    from desktop.speech.backends.log import LogBackend
    paths.set_data_dir(data_dir)
    args = parse_args(["--data-dir", data_dir, "--bot-pause", "0", "--lang", "en"])
    logs = {"screenreader": LogBackend(available=False), "qttts": LogBackend(), "pyttsx3": LogBackend()}
    speech = SpeechService(factories={k: (lambda b=b: b) for k, b in logs.items()}, detector=lambda: False)
    ctx = AppContext(QtWidgets.QApplication.instance(), args, speech=speech)
    ctx.settings.set(S.THEME, theme)
    window = MainWindow(ctx)
    window.resize(*SIZE)
    window.show()
    return ctx, window


def start(window, game_id: str, seed: int = 7) -> None:
    from desktop.match.session import SeatConfig
    from engine import games
    game = games.get(game_id)
    players = game.allowed_player_counts({})[0]
    names = ("You", "Marie", "Paul", "Léa", "Hugo", "Chloé")
    seats = [SeatConfig(names[0], True)] + [SeatConfig(names[i], False, "normal") for i in range(1, players)]
    window.start_match(game_id, seats, {}, seed)


def settle(app, rounds: int = 30) -> None:
    from desktop.qt import QtCore
    for _ in range(rounds):
        app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 20)


def shoot(window, game_id: str, zoom: int, path: Path) -> None:
    from desktop import settings as S
    from desktop.qt import QtWidgets
    app = QtWidgets.QApplication.instance()
    window.ctx.settings.set(S.ZOOM, zoom)
    if window.table is None or window.table.game_id != game_id:
        start(window, game_id)
    settle(app)
    if window.session is not None:
        window.session.set_paused(True)
    window.table.focus_for_turn() if window.table.my_turn() else window.table.regions[0].focus_target.setFocus()
    settle(app, 10)
    window.grab().save(str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="screenshots")
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    parser.add_argument("--themes", default="high_contrast")
    args = parser.parse_args(argv)
    from desktop.qt import QtWidgets
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(sys.argv[:1])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for theme in args.themes.split(","):
        for game_id in table_games():
            with tempfile.TemporaryDirectory() as data:
                ctx, window = make_window(data, theme)
                for zoom in (100, 300):
                    path = out / f"{game_id}_{theme}_{zoom}.png"
                    shoot(window, game_id, zoom, path)
                    written.append(path)
                window._drop_session()
                window.close()
                window.deleteLater()
                settle(app, 3)
    for path in written:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
