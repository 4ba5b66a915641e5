"""Your own result first, with the real Orca 43 (issue 15, items 1, 2 and 4), heard in
2 Win and after a confirmation; see test_orca_by_ear.py for the sessions' shape.

- 2 Win: after a pass Orca read the card now under the cursor before "You pass…";
  the digit of the card already focused said nothing.
- A confirmation (Num Win's call, from a save at a callable turn): when the box
  closed, Orca read "Tablée frame. Your moves. List with 1 item…" before the result.
- The confirmation that ends a match (Qwinto's fourth misthrow): the window's return
  read "Your sheet. List with 27 items. orange box 9 of 9…" between the result and the
  end screen (the end screen came 400 ms later); it comes at once now.
"""
from __future__ import annotations

import re

import pytest

from tests.a11y.test_orca_by_ear import hear, live, said_as_messages, saved, speech


@pytest.fixture(scope="module")
def twowin(live_available):
    yield from live(["--game", "twowin", "--players", "2", "--seed", "3"])


def _answers(lines: list[str], key: str) -> list[str]:
    return [line for line in speech(lines) if line.strip() != key]


def test_twowin_a_digit_key_always_answers(twowin):
    """5 green is the only 5 of the hand dealt with seed 3."""
    lines = _answers(hear(twowin, "5", "5 green"), "5")
    assert lines == ["5 green."] and not lines[0].notified, lines  # the focus moved: Orca reads the card
    lines = _answers(hear(twowin, "5", "5 green"), "5")
    assert said_as_messages(lines, ["5 green."]), lines  # already there: said all the same
    lines = _answers(hear(twowin, "4", "No 4 here"), "4")
    assert said_as_messages(lines, ["No 4 here."]), lines


def test_twowin_your_pass_is_heard_before_the_card_under_the_cursor(twowin):
    lines = speech(hear(twowin, "Return", r"^[0-9] \w+", 6.0))
    assert lines and lines[0].startswith("You pass 5 green to Paul.") and lines[0].notified, lines
    cards = [i for i, line in enumerate(lines) if re.match(r"^[0-9] \w+", line)]
    assert cards and cards[0] > 0, lines  # the card now under the cursor comes after


@pytest.fixture(scope="module")
def numwin_call(live_available, tmp_path_factory):
    from tests.a11y.near_end import write_call_save
    data, _ = saved(tmp_path_factory, "numwin-call", write_call_save)
    yield from live(["--continue"], data)


def test_after_a_confirmation_the_result_comes_before_the_window_and_focus(numwin_call):
    lines = hear(numwin_call, "ctrl+w", "No push button")
    assert sum("Call Num Win?" in line for line in lines) == 1 and "No push button." in lines, lines
    lines = speech(hear(numwin_call, "ctrl+w", "Your moves", 6.0))
    assert lines and lines[0].startswith("You call Num Win") and lines[0].notified, lines
    frame = next((i for i, line in enumerate(lines) if "frame" in line or line == "Your moves."), None)
    assert frame is None or frame > 0, lines  # the window and the focus come back after
    assert not numwin_call.focus_lost()


def test_twowin_home_at_the_first_card_says_it_again(twowin):
    hear(twowin, "Home", r"^2 blue")
    lines = speech(hear(twowin, "Home", "2 blue"))
    assert said_as_messages(lines, ["2 blue."]), lines  # not silent at the edge


@pytest.fixture(scope="module")
def qwinto_last_misthrow(live_available, tmp_path_factory):
    from tests.a11y.near_end import write_last_misthrow_save
    data, _ = saved(tmp_path_factory, "qwinto-last-misthrow", write_last_misthrow_save)
    yield from live(["--continue"], data)


def test_the_confirmation_that_ends_the_match_leads_to_the_scores_not_the_sheet(qwinto_last_misthrow):
    lines = hear(qwinto_last_misthrow, "ctrl+m", "No push button")
    assert sum("misthrow 4 of 4" in line for line in lines) == 1, lines
    lines = speech(hear(qwinto_last_misthrow, "ctrl+m", "^Scores: ", 6.0))
    result = next((i for i, line in enumerate(lines) if "You mark misthrow 4 of 4" in line), None)
    end = next((i for i, line in enumerate(lines) if line == "Result."), None)
    assert result is not None and end is not None and result < end, lines
    assert not any("Your sheet" in line or "List with 27 items" in line for line in lines), lines
    assert lines[-1].startswith("Scores: "), lines  # the end screen's first line, where the focus is
