"""Hot-seat with hidden cards, heard through the screen reader's own path: before the
first handover nobody's private words are sent, and each player, on first taking the
keyboard, hears the start told to them (Num Win: their two cards to look at once, each
its own utterance), then their turn; the handover prompt is said once."""
from __future__ import annotations

import pytest

from desktop.match.session import SeatConfig


def sent_after(qtbot, reader, act) -> list[str]:
    reader.flush()
    reader.sent.clear()
    act()
    qtbot.wait(300)  # past the settle delay
    reader.flush()
    return [text for text, _politeness in reader.sent]


@pytest.mark.parametrize("game", ["gap", "twowin", "vingtdeux", "numwin", "qwinto"])
def test_nothing_private_is_sent_before_the_first_handover(qtbot, screen_reader_window, game):
    window, reader = screen_reader_window
    heard = sent_after(qtbot, reader, lambda: window.start_match(
        game, [SeatConfig("Ann", True), SeatConfig("Bea", True)], {}, 3))
    first = window.handover.seat
    assert window.stack.currentWidget() is window.handover
    said = " ".join(heard)
    assert said.count("Pass the keyboard to") == 1, heard
    for private in ("Your hand", "Your cards", "Memorise", "Your turn"):
        assert private not in said, heard
    told = sent_after(qtbot, reader, lambda: window.handover.ready.emit(first))
    assert told and "Your turn" in told[-1], told
    if game in ("gap", "twowin"):
        assert any("Your hand" in t for t in told), told


def test_each_num_win_player_hears_their_own_cards_once_on_first_taking_the_keyboard(qtbot, screen_reader_window):
    window, reader = screen_reader_window
    window.start_match("numwin", [SeatConfig("Ann", True), SeatConfig("Bea", True)], {}, 3)
    session = window.session
    first = window.handover.seat
    told = sent_after(qtbot, reader, lambda: window.handover.ready.emit(first))
    mine = [t for t in told if t.startswith("Memorise")]
    assert len(mine) == 2 and all(t.count("Memorise") == 1 for t in mine), told  # each its own utterance
    from engine.games.numwin.actions import Exchange, TakeDiscard
    assert session.play(first, TakeDiscard())
    assert session.play(first, Exchange(0))  # the old card goes to the discard: a claim window, then Ann
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover, timeout=15000)
    other = window.handover.seat
    assert other != first
    told = sent_after(qtbot, reader, lambda: window.handover.ready.emit(other))
    theirs = [t for t in told if t.startswith("Memorise")]
    assert len(theirs) == 2, told
    assert theirs != mine  # their own cards, not the first player's (seed 3: they differ)
    again = sent_after(qtbot, reader, lambda: None)
    assert not any("Memorise" in t for t in again)
