"""A newcomer's first start says how to go on, once (window_speech.welcome_once).

Heard by ear, the first start said only "Tablée frame. Game: list with 5 items. GAP.":
nothing of Enter, Tab or F1.
"""
from __future__ import annotations

import os
import subprocess
import sys

from desktop import settings as S
from tests.bench.common import ROOT

WELCOME_EN = ("Welcome to Tablée. Choose a game with the Up and Down arrows, then press Enter to play it. "
              "Tab reaches the players and the options; F1 lists the keys of every screen.")


def test_the_first_start_welcomes_the_player_once(make_app):
    app = make_app("--lang", "en", newcomer=True)
    app.qtbot.waitUntil(lambda: WELCOME_EN in app.spoken(), timeout=3000)
    assert app.spoken().count(WELCOME_EN) == 1
    assert app.window.settings.get(S.WELCOMED) is True
    app.window.close()
    again = make_app("--lang", "en", newcomer=True)  # the same data folder: a second start
    again.qtbot.wait(300)
    assert WELCOME_EN not in again.spoken()


def test_the_welcome_is_french_in_french(make_app):
    app = make_app("--lang", "fr", newcomer=True)
    app.qtbot.waitUntil(lambda: any(text.startswith("Bienvenue dans Tablée.") for text in app.spoken()),
                        timeout=3000)
    welcome = next(text for text in app.spoken() if text.startswith("Bienvenue"))
    assert "Entrée" in welcome and "F1" in welcome


def _start(data, *args: str) -> str:
    """`tablee --smoke` (up 600 ms, then quits) in `data`; its settings file afterwards."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, "-m", "desktop.app", "--smoke", "--speech", "off", "--lang", "en",
                    "--data-dir", str(data), *args], cwd=ROOT, env=env, check=True, capture_output=True, timeout=60)
    settings = data / "settings.ini"
    return settings.read_text(encoding="utf-8") if settings.exists() else ""


def test_a_start_straight_into_a_match_keeps_the_welcome_for_the_home_screen(tmp_path):
    assert "welcomed=true" not in _start(tmp_path, "--game", "twowin", "--seed", "1")
    assert "welcomed=true" in _start(tmp_path)  # the first start on the home screen
