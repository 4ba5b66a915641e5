"""What Orca 43 (Debian 12) really says and brailles during the opening turns of a French GAP match.

Orca 43 ignores QAccessibleAnnouncementEvent; it speaks our NotificationWidget
(role Notification, in a status bar) each time it is hidden, renamed and shown
again: the text alone. Run: tablee --lang fr --game gap --players 3 --seed 5
--bot-pause 1500 --speech screenreader under tests/a11y/tools/orca-probe; with
seed 5, Léa starts, then you (Right, Return: you play "1 rouge"), Paul, Léa.

Braille is on in that run's Orca profile (one run serves both): Orca 43 brailles a
notification only from the visible labels inside it (NotificationWidget keeps a
message for braille there), and logs each line it would show as "BRAILLE LINE" in
its debug log, no display needed. The braille setting is "all" (the default).
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


BRAILLED_OPPONENT = re.compile(r"^(Léa|Paul) joue \S+ \S+")


def _missing(spoken) -> list[str]:
    notes = spoken.notifications()
    return [p.pattern for p in EXPECTED if not any(p.search(n) for n in notes)]


def _brailled(spoken) -> bool:
    lines = spoken.braille_lines()
    return any(BRAILLED_OPPONENT.search(line) for line in lines) and any("À vous" in line for line in lines)


@pytest.fixture(scope="module")
def spoken(orca_available, tmp_path_factory):
    """Up to three runs: Orca 43 intermittently loses a notification (an open defect,
    see issue 11). One complete run must occur. Orca's debug log of every incomplete
    run is kept (its path is printed) to find out why."""
    keep = tmp_path_factory.mktemp("orca-debug")
    for attempt in range(3):
        said = probe.run_orca(ARGS, keys="Right Return", key_delay=1.0, listen=6.0, braille=True)
        if not _missing(said) and _brailled(said):
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


def test_an_opponent_move_and_your_turn_reach_the_braille_line(spoken):
    lines = spoken.braille_lines()
    assert lines, "no BRAILLE LINE in Orca's debug log: is braille on in the profile?\n" + spoken.orca_debug[-2000:]
    moves = [line for line in lines if BRAILLED_OPPONENT.search(line)]
    assert moves, "no opponent move on the braille line:\n" + "\n".join(lines)
    assert any("À vous" in line for line in moves), "no 'your turn' with the move that led to it:\n" + "\n".join(lines)
    assert any(line.startswith("Vous jouez 1 rouge") for line in lines), lines  # your own move too


def test_the_spoken_notifications_are_unchanged_by_braille(spoken):
    """The message reaches speech once (its text alone), not twice."""
    notes = spoken.notifications()
    assert any(n.startswith("Léa joue 1 jaune et prend 1 bleu") for n in notes), spoken.lines
    assert not any(n.count("Léa joue 1 jaune") > 1 for n in notes), notes
    assert spoken.lines.count(next(n for n in notes if n.startswith("Léa joue 1 jaune"))) == 1, spoken.lines
