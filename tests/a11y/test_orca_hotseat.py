"""A hot-seat start heard with the real Orca 43 (issue 15, item 11): two humans at one
keyboard, hidden cards. The handover prompt comes before the button it focuses and
says nothing private; the first player to take the keyboard then hears the start,
each of their two cards to memorise as its own notification (Num Win rule 2) and their
turn, before the row the focus lands on."""
from __future__ import annotations

import re

import pytest

from tests.a11y.test_orca_by_ear import hear, live


@pytest.fixture(scope="module")
def home(live_available):
    yield from live([])


def index(lines: list[str], pattern: str) -> int:
    found = [i for i, line in enumerate(lines) if re.search(pattern, line)]
    assert found, (pattern, lines)
    return found[0]


def tab_to(session, pattern: str) -> None:
    for _ in range(10):
        if any(re.search(pattern, line) for line in hear(session, "Tab", r"combo box|push button|text")):
            return
    raise AssertionError(f"no {pattern!r} within 10 Tabs")


def test_a_hot_seat_start_is_heard_in_order_and_privately(home):
    hear(home, "End", "Num Win")
    tab_to(home, "Seat 2 player")
    hear(home, "Up", "Computer, easy")
    assert any("Human" in line for line in hear(home, "Up", "Human"))
    tab_to(home, "Start the game")
    lines = hear(home, "Return", "is ready push button", 10.0)
    prompt = index(lines, r"^Num Win: a new game .*Pass the keyboard to (Player 1|Paul)")
    first = re.search(r"Pass the keyboard to (Player 1|Paul)", lines[prompt]).group(1)  # the dealer: random
    assert prompt < index(lines, f"{first} is ready push button"), lines
    assert not any(re.search("Memorise|Your turn|Your moves", line) for line in lines), lines

    lines = hear(home, "Return", "Your moves", 10.0)
    cards = [line for line in lines if "Memorise" in line]
    assert len(cards) == 2 and all(line.startswith("Memorise: your card at position") and line.notified for line in cards), lines
    assert index(lines, "Your turn: draw from the pile") < index(lines, "^Your moves"), lines
