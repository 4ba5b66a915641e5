"""GAP and Vingt-deux by ear with the real Orca 43 (issue 15): after your own move, its
result is the first thing Orca says, and heard whole, before the focus line it causes.

Measured (two by-ear matches, ~150 keys): Orca 43 with speech-dispatcher never cut a
message for a focus change. Its speech-dispatcher backend ignores `interrupt` and queues
everything at MESSAGE priority; speech stops only on a key press, on a window's
deactivation (a dialog closing) and on an active-descendant change. Every "Audio
interrupted" of speech-dispatcher came within 0.3 s of Orca's "Interrupting
presentation" for a key. So the focus move ~250 ms after a move (GAP's "choose from the
middle") queues behind the result; what must hold is the order, and that nothing but
your own keys interrupts. Each situation is reached from a save (tests/a11y/by_ear_saves.py).
"""
from __future__ import annotations

import re

import pytest

from tests.a11y import by_ear_saves
from tests.a11y import test_orca_by_ear as by_ear
from tests.a11y.test_orca_by_ear import first_two, live, saved

INTERRUPTED = re.compile(r"\[\w+ \w+ +\d+ (\d+):(\d+):(\d+) \d+ : (\d+)\] speechd:\s+Audio interrupted")
SPOKEN = re.compile(r"^(\d+):(\d+):([\d.]+) - SPEECH OUTPUT: '(.*)'")


def hear(session, key: str, pattern: str, seconds: float = 6.0, message: bool = False) -> list[str]:
    return by_ear.hear(session, key, pattern, seconds, message)


def spoken_at(session, pattern: str) -> float:
    """When Orca sent the last line matching pattern to speech (seconds of the day)."""
    times = [int(h) * 3600 + int(m) * 60 + float(s) for h, m, s, text in
             (found.groups() for found in map(SPOKEN.match, session._debug().splitlines()) if found)
             if re.search(pattern, text)]
    assert times, pattern
    return times[-1]


def interruptions(session) -> list[float]:
    """When speech-dispatcher stopped audio under way (seconds of the day)."""
    log = session.work / "sd.log"
    text = log.read_text(errors="replace") if log.exists() else ""
    return [int(h) * 3600 + int(m) * 60 + int(s) + int(us) / 1e6 for h, m, s, us in INTERRUPTED.findall(text)]


# ---- GAP: the choice of a copy ------------------------------------------------------------
@pytest.fixture(scope="module")
def gap_choice(live_available, tmp_path_factory):
    data, card = saved(tmp_path_factory, "gap-choice", by_ear_saves.write_gap_choice_save)
    for session in live(["--continue"], data):
        yield session, card


def test_gap_your_card_then_the_choice_are_heard_whole_before_the_middle(gap_choice):
    session, card = gap_choice
    hear(session, str(card.value), f"^{card.value} ")  # type-ahead to the card (or said again)
    lines = hear(session, "Return", "can be taken")
    assert first_two(lines, rf"^You play {card.value} \w+\. Choose which card to take"), lines
    result = next(i for i, line in enumerate(lines) if "Choose which card" in line)
    focus = next(i for i, line in enumerate(lines) if "can be taken" in line)
    assert result < focus, lines  # the focus moved to the middle after the result
    # Between them at most the list entered ("Middle.", "List with 4 items."), never the
    # hand's new row ("(empty)" was read on the way) nor the middle's cards
    assert all(line in ("Middle.",) or re.fullmatch(r"List with \d+ items\.", line)
               for line in lines[result + 1:focus]), lines
    start = spoken_at(session, "Choose which card")
    assert not [t for t in interruptions(session) if t > start], "Orca cut the result"


def test_gap_each_pick_is_heard_before_the_next_choice(gap_choice):
    """The first pick says what is left to choose, then the cursor's new card (it was read
    first: the row moved before the words); the second takes both."""
    session, _ = gap_choice
    lines = hear(session, "Return", "can be taken")
    assert first_two(lines, r"^\d+ \w+ chosen\. Now choose one of: "), lines
    result = next(i for i, line in enumerate(lines) if "chosen. Now choose" in line)
    assert any("can be taken" in line for line in lines[result + 1:]), lines
    lines = hear(session, "Return", "You take")
    assert first_two(lines, r"^You take \d+ \w+ and \d+ \w+\."), lines


def test_gap_the_edge_of_the_hand_says_so(gap_choice):
    session, _ = gap_choice
    session.until("Your turn", 10.0)  # Paul has played: the focus is back in your hand
    hear(session, "End", " ", 3.0)
    lines = hear(session, "End", ".", 3.0, message=True)  # nothing moves: the card is said again
    assert len(lines) == 1 and re.fullmatch(r"\d+ \w+\.", lines[0]) and lines[0].notified, lines


# ---- Vingt-deux: exchanging, and the question before your lowest cards ---------------------
@pytest.fixture(scope="module")
def vingtdeux_exchange(live_available, tmp_path_factory):
    data, _ = saved(tmp_path_factory, "vd-exchange", by_ear_saves.write_vingtdeux_exchange_save)
    yield from live(["--continue"], data)


def test_vingtdeux_exchange_result_is_heard_first(vingtdeux_exchange):
    session = vingtdeux_exchange
    hear(session, "space", "selected")
    lines = hear(session, "ctrl+e", "You discard")
    assert first_two(lines, r"^You discard .* and draw .*\. Stock: \d+ cards?\."), lines
    start = spoken_at(session, "You discard")
    assert not [t for t in interruptions(session) if t > start], "Orca cut the result"


@pytest.fixture(scope="module")
def vingtdeux_question(live_available, tmp_path_factory):
    data, _ = saved(tmp_path_factory, "vd-question", by_ear_saves.write_vingtdeux_question_save)
    yield from live(["--continue"], data)


def test_vingtdeux_after_the_question_your_lowest_cards_come_first(vingtdeux_question):
    """By ear: "Tablée frame. Tablée. Your hand. List with 5 items. king of clubs." came when
    the question closed, before "You play your lowest cards…"."""
    session = vingtdeux_question
    lines = hear(session, "ctrl+b", "push button")
    assert sum("They do not take the lead" in line for line in lines) == 1, lines
    lines = hear(session, "ctrl+b", "You play your lowest")  # the same key again: Yes
    assert first_two(lines, r"^You play your lowest cards?, "), lines
    result = next(i for i, line in enumerate(lines) if "You play your lowest" in line)
    assert not any("frame" in line or "List with" in line for line in lines[:result]), lines
    start = spoken_at(session, "You play your lowest")
    assert not [t for t in interruptions(session) if t > start], "Orca cut the result"
