"""What the real Orca 43 says in every game: each opponent move and the start of your turn (French).

One run per game with tests/a11y/tools/orca-probe: the same seed, settings and
keys as the French run of test_games_atspi (home screen by keyboard, navigation,
the scenario's turns), so the match is the same one. Orca 43 ignores
QAccessibleAnnouncementEvent and speaks our Notification widget as
"notification <text>"; every opponent move and every turn start of that match
(the Messages list of the AT-SPI run) must be among what Orca said.
"""
from __future__ import annotations

import os
import re

import pytest

from tests.a11y import probe
from tests.a11y.test_games_atspi import (APP_ARGS, GAMES, OPPONENT, TURN_START, atspi_run, game_keys,
                                         scenario, seeded_command)

SPOKEN: dict[str, probe.Spoken] = {}


@pytest.fixture(scope="module", params=GAMES)
def spoken(request, orca_available) -> tuple[str, probe.Spoken]:
    if os.environ.get("TABLEE_ORCA_ALL_GAMES") != "1":
        pytest.skip("open defect (issue 11): Orca 43 misses some opponent moves in every game's scripted run; "
                    "this 2.5-minute diagnostic runs with TABLEE_ORCA_ALL_GAMES=1 (GAP's Orca test runs always)")
    game = request.param
    if game not in SPOKEN:
        SPOKEN[game] = probe.run_orca(["--lang", "fr", *APP_ARGS], keys=game_keys(game), key_delay=0.3,
                                      listen=3.0, command=seeded_command(scenario(game).settings))
    return game, SPOKEN[game]


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.xfail(strict=False, reason="open: Orca 43 missed opponent moves in every game on the first "
                   "runs (e.g. GAP 'Paul joue 3 rouge...'); not yet known whether Orca drops notifications "
                   "while it speaks focus changes or the Orca run diverges from the AT-SPI run")
def test_orca_speaks_each_opponent_move_and_your_turn(spoken, atspi_available):
    game, said = spoken
    notes = [_norm(n) for n in said.notifications()]
    narration = atspi_run(game, "fr").report.messages()  # the same match, seen over AT-SPI
    expected = [m for m in narration if OPPONENT.match(m) or m.startswith(TURN_START["fr"])]
    assert sum(bool(OPPONENT.match(m)) for m in expected) >= 2, narration
    missing = [m for m in expected if not any(_norm(m) in n for n in notes)]
    assert not missing, "Orca did not say:\n" + "\n".join(missing) + "\n--- Orca said:\n" + "\n".join(said.lines)
    assert sum(TURN_START["fr"] in n for n in notes) >= 2, said.lines
    english = [n for n in notes if re.search(r"\b(plays|Your turn|takes|rolls|draws)\b", n)]
    assert not english, english
