"""What Orca 43 (Debian 12) really says during the opening turns of a French GAP match.

Orca 43 ignores QAccessibleAnnouncementEvent; it speaks our NotificationWidget
(role Notification, in a status bar) each time it is hidden, renamed and shown
again: the text alone. Run: tablee --lang fr --game gap --players 3 --seed 5
--bot-pause 1500 --speech screenreader under tests/a11y/tools/orca-probe; with
seed 5, Léa starts, then you (Right, Return: you play "1 rouge"), Paul, Léa.
"""
from __future__ import annotations

import re

import pytest

from tests.a11y import probe

ARGS = ["--lang", "fr", "--game", "gap", "--players", "3", "--seed", "5", "--levels", "normal",
        "--bot-pause", "1500", "--speech", "screenreader"]


EXPECTED = [
    re.compile(r"^Léa joue 1 jaune et prend 1 bleu\b"),        # Léa opens
    re.compile(r"^Vous jouez 1 rouge\b"),                        # our Return
    re.compile(r"^Paul joue \S+ \S+"),                           # Paul answers
    re.compile(r"^Léa joue \S+ \S+"),                            # Léa again
]


def _missing(spoken) -> list[str]:
    notes = spoken.notifications()
    return [p.pattern for p in EXPECTED if not any(p.search(n) for n in notes)]


@pytest.fixture(scope="module")
def spoken(orca_available, tmp_path_factory):
    """Up to three runs: Orca 43 intermittently loses a notification (an open defect,
    see issue 11). One complete run must occur. Orca's debug log of every incomplete
    run is kept (its path is printed) to find out why."""
    keep = tmp_path_factory.mktemp("orca-debug")
    for attempt in range(3):
        said = probe.run_orca(ARGS, keys="Right Return", key_delay=1.0, listen=6.0)
        if not _missing(said):
            break
        (keep / f"attempt-{attempt + 1}.orca.debug").write_text(said.orca_debug, encoding="utf-8")
        (keep / f"attempt-{attempt + 1}.app.log").write_text(said.app_log, encoding="utf-8")
        print(f"Orca run {attempt + 1} incomplete; its logs are in {keep}")
    return said


def test_orca_speaks_each_opponent_move_and_your_turn_in_french(spoken):
    notes = spoken.notifications()
    missing = _missing(spoken)
    turn_starts = [n for n in notes if "À vous" in n]
    assert not missing, "Orca did not say:\n" + "\n".join(missing) + "\nOrca said:\n" + "\n".join(spoken.lines)
    # the turn start arrives with the move that led to it (same notification), twice
    assert len(turn_starts) >= 2, spoken.lines
    assert all(re.search(r"Léa joue .*À vous", n) for n in turn_starts), turn_starts
    # the player's own arrow key is read too, and nothing is in English
    assert "1 rouge." in spoken.lines, spoken.lines
    english = [n for n in notes if re.search(r"\b(plays|takes|Your turn)\b", n)]
    assert not english, english
