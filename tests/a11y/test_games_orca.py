"""What the real Orca 43 says in every game: each opponent move and the start of your turn (French).

Orca listens to the French run of test_games_atspi (the same seed, settings and
keys: home screen by keyboard, navigation, the scenario's turns; one run serves
both, see atspi_run). Orca 43 ignores QAccessibleAnnouncementEvent and speaks our
Notification widgets (their text alone: they are in a status bar); every opponent
move and every turn start of that match (the Messages list of the AT-SPI report)
must be among what Orca said.

A second run, Orca alone, is allowed when the first missed something (Orca's
timing on a loaded machine); Orca's debug log of an incomplete run is kept, its
path printed.
"""
from __future__ import annotations

import re

import pytest

from tests.a11y import probe
from tests.a11y.test_games_atspi import APP_ARGS, GAMES, OPPONENT, ORCA_LANG, SPOKEN, TURN_START, atspi_run, game_keys, scenario, seeded_command

RUNS_PER_GAME = 2


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _expected(game: str) -> list[str]:
    narration = atspi_run(game, ORCA_LANG).report.messages()  # the same match, seen over AT-SPI
    return [m for m in narration if OPPONENT.match(m) or m.startswith(TURN_START[ORCA_LANG])]


def _missing(expected: list[str], said: probe.Spoken) -> list[str]:
    notes = [_norm(n) for n in said.notifications()]
    return [m for m in expected if not any(_norm(m) in n for n in notes)]


@pytest.fixture(scope="module", params=GAMES)
def spoken(request, orca_available, atspi_available, tmp_path_factory):
    game = request.param
    expected = _expected(game)  # Orca listened to that run (atspi_run)
    said = SPOKEN[game]
    keep = tmp_path_factory.mktemp(f"orca-{game}")
    for attempt in range(1, RUNS_PER_GAME):
        if not _missing(expected, said):
            break
        (keep / f"attempt-{attempt}.orca.debug").write_text(said.orca_debug, encoding="utf-8")
        print(f"{game}: Orca run {attempt} incomplete; its logs are in {keep}")
        said = probe.run_orca(["--lang", ORCA_LANG, *APP_ARGS], keys=game_keys(game), key_delay=0.3,
                              listen=3.0, command=seeded_command(scenario(game).settings))
    return game, expected, said


def test_orca_speaks_each_opponent_move_and_your_turn(spoken):
    game, expected, said = spoken
    notes = [_norm(n) for n in said.notifications()]
    assert sum(bool(OPPONENT.match(m)) for m in expected) >= 2, expected
    missing = _missing(expected, said)
    assert not missing, "Orca did not say:\n" + "\n".join(missing) + "\n--- Orca said:\n" + "\n".join(said.lines)
    assert sum(TURN_START["fr"] in n for n in notes) >= 2, said.lines
    english = [n for n in notes if re.search(r"\b(plays|Your turn|takes|rolls|draws)\b", n)]
    assert not english, english
