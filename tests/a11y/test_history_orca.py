"""What the real Orca 43 says in the History window and a replay (French).

Keys: F11 opens the window (its summary is spoken as a notification); Down in
the game filter picks GAP (its summary); Tab twice reaches the table of matches
(Orca reads the row); Shift+Tab twice and Down pick 2 Win; Tab twice, Enter
opens its replay (the first move); Alt+Right the next move.
"""
from __future__ import annotations

import re
import sys

import pytest

from tests.a11y import probe

KEYS = "F11 Down Tab Tab shift+Tab shift+Tab Down Tab Tab Return alt+Right"


def _command(*args: str) -> list[str]:
    return [sys.executable, "-m", "tests.a11y.history_app", *args]


@pytest.fixture(scope="module")
def spoken(orca_available):
    return probe.run_orca(["--lang", "fr", "--speech", "screenreader"], keys=KEYS, key_delay=1.5, listen=4.0,
                          command=_command)


def test_orca_speaks_the_history_summaries_and_the_replay(spoken):
    text = "\n".join(spoken.lines)
    notes = spoken.notifications()
    assert any(n.startswith("Historique des parties : 5 parties en mémoire.") for n in notes), text
    assert any(n.startswith("GAP (grand écart) : 3 parties, 2 victoires (67 % gagnées)") for n in notes), text
    assert any(n.startswith("2 Win : 1 partie, 0 victoire") for n in notes), text
    assert re.search(r"table", text, re.I) and "perdue" in text, text       # the table and a row of it
    assert "Début de la partie" in text and "Coup 1 sur 15" in text, text   # the replay, move by move
