"""A command line asking for what cannot start: the reason printed, said at the home
screen, in the player's language (it used to end the program with a traceback in the
log file only: `tablee --game gap --players 9` printed nothing and exited 1)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.app import parse_args
from desktop.launch_args import launch_problem

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv", [
    [], ["--game", "gap"], ["--game", "qwinto", "--players", "1"], ["--game", "numwin", "--players", "6"],
    ["--game", "gap", "--levels", "strong:8x,easy"], ["--tutorial", "numwin"], ["--game", "twowin", "--bot-pause", "0"],
])
def test_what_can_start_is_no_problem(argv):
    assert launch_problem(parse_args(argv)) is None


@pytest.mark.parametrize(("argv", "said"), [
    (["--game", "gapp"], "--game: there is no game “gapp”. The games are gap, twowin, vingtdeux, qwinto, numwin."),
    (["--tutorial", "chess"], "--tutorial: there is no game “chess”."),
    (["--game", "gap", "--players", "9"], "--players: GAP is played by 2 to 6 players."),
    (["--game", "qwinto", "--players", "0"], "--players: Qwinto is played by 1 to 6 players."),
    (["--game", "gap", "--levels", "normal,hard"], "--levels: “hard” is not a computer level; the levels are easy, normal, strong."),
    (["--game", "gap", "--levels", "strong:8"], "--levels: “strong:8” is not a computer level"),
    (["--bot-pause", "-5"], "--bot-pause: the pause is a number of milliseconds, 0 or more."),
])
def test_what_cannot_start_says_why(argv, said):
    assert said in launch_problem(parse_args(argv))


@pytest.mark.parametrize(("language", "said"), [
    ("en", "--players: GAP is played by 2 to 6 players."),
    ("fr", "--players : GAP (grand écart) se joue de 2 à 6 joueurs."),
])
def test_the_home_screen_opens_and_says_why(make_app, language, said):
    app = make_app("--lang", language, "--game", "gap", "--players", "9")
    assert said in app.history(None)


def test_the_command_line_prints_why_and_opens_the_home_screen(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "desktop.app", "--game", "gapp", "--smoke", "--speech", "off",
                           "--lang", "fr", "--data-dir", str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--game : il n'y a pas de jeu « gapp ». Les jeux sont gap, twowin, vingtdeux, qwinto, numwin." in done.stderr
    assert "tablee smoke: language=fr" in done.stdout


def _tablee(*argv: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "desktop.app", *argv], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env})


def test_a_data_folder_that_cannot_be_used_is_said_without_a_traceback(tmp_path):
    """Was a FileNotFoundError traceback (exit 1); now one line in the player's language."""
    (tmp_path / "a-file").write_text("")
    done = _tablee("--lang", "fr", "--data-dir", str(tmp_path / "a-file" / "data"), "--smoke")
    assert done.returncode == 2
    assert done.stderr.startswith(f"tablee : le dossier de données {tmp_path / 'a-file' / 'data'} n'est pas utilisable")
    assert "Traceback" not in done.stderr


def test_the_history_export_speaks_the_system_s_language_without_lang(tmp_path):
    done = _tablee("--data-dir", str(tmp_path), "--export-history", str(tmp_path / "out.csv"),
                   LANG="fr_FR.UTF-8", LC_ALL="fr_FR.UTF-8")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"tablee : parties écrites dans {tmp_path / 'out.csv'} : 0."
