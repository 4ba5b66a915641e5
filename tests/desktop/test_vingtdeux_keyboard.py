"""A whole Twenty-Two match against a bot, played with key presses only.

The player chooses Twenty-Two in the home screen's game list with the arrow keys,
sets two players, starts with Enter and plays every decision from Your hand:
Space selects cards (hearing what the selection would do), Enter plays or
exchanges the selection, Ctrl+K keeps all, Ctrl+B plays the lowest cards, and a
wrong lead (two ranks) is refused with the reason.
"""
from __future__ import annotations

import time

from desktop import settings as S
from desktop.qt import Qt
from engine.games.vingtdeux.actions import Play
from engine.games.vingtdeux.state import EXCHANGE
from engine.games.vingtdeux.tricks import compare

CTRL = Qt.KeyboardModifier.ControlModifier


def start_from_home(app) -> None:
    app.choose_game("vingtdeux")
    app.set_players(2)
    app.start_game("vingtdeux")


def go_to(app, table, index: int) -> None:
    app.key(Qt.Key.Key_Home)
    for _ in range(index):
        app.key(Qt.Key.Key_Right)
    assert table.hand.currentRow() == index


def select(app, table, cards) -> str:
    """Space on each card; returns what was said after the last one."""
    hand = table.view().hand
    for card in cards:
        go_to(app, table, hand.index(card))
        app.key(Qt.Key.Key_Space)
    return app.spoken()[-1]


def refused_lead(app, table) -> bool:
    """Two ranks selected and played: refused with the reason, then unselected."""
    hand = table.view().hand
    if hand[0].rank == hand[-1].rank:
        return False
    said = select(app, table, [hand[0], hand[-1]])
    assert "A lead must be one card, or cards of one rank." in said
    app.key(Qt.Key.Key_Return, CTRL)
    assert app.spoken()[-1] == "A lead must be one card, or cards of one rank."
    select(app, table, [hand[0], hand[-1]])  # unselect both
    assert not table.selected
    return True


def my_move(app, table, turn: int, seen: dict) -> None:
    v = table.view()
    if v.phase == EXCHANGE:
        if turn % 2:
            app.key(Qt.Key.Key_K, CTRL)       # keep all
        else:
            assert "To exchange:" in select(app, table, [v.hand[0]])
            app.key(Qt.Key.Key_Return)        # exchange the selection
        return
    if not v.best:
        if not seen["refused"]:
            seen["refused"] = refused_lead(app, table)
        go_to(app, table, 0)
        app.key(Qt.Key.Key_Return)            # lead the lowest card alone
        return
    beating = [a.cards for a in table.session.legal(table.viewer) if isinstance(a, Play) and compare(a.cards, v.best)]
    if beating and turn % 3:
        said = select(app, table, beating[0])
        assert "takes the lead" in said, said
        seen["preview"] = True
        app.key(Qt.Key.Key_Return)
    else:
        app.key(Qt.Key.Key_B, CTRL)          # my lowest cards (confirmation off)


def test_vingtdeux_match_by_keyboard_to_the_end_screen(make_app):
    app = make_app("--lang", "en")
    window = app.window
    window.settings.set(S.CONFIRM_COSTLY, False)
    start_from_home(app)
    table = window.table
    assert table is not None and table.game_id == "vingtdeux"
    seen = {"refused": False, "preview": False}
    turn, deadline = 0, time.monotonic() + 40
    while window.stack.currentWidget() is not window.end:
        assert time.monotonic() < deadline, "the match did not end"
        app.qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end or table.my_turn(), timeout=10000)
        if window.stack.currentWidget() is window.end:
            break
        app.qtbot.waitUntil(lambda: app.focus is table.hand, timeout=2000)
        before = len(app.history())
        my_move(app, table, turn, seen)
        said = app.history()[before:]
        assert any(t.startswith("You ") for t in said), said
        turn += 1
        app.qtbot.wait(1)
    history = " ".join(app.history())
    assert seen["refused"] and seen["preview"] and turn >= 5
    assert "Draw for the first dealer:" in history
    assert "Your turn: exchange." in history
    assert "Your turn: lead trick" in history
    assert "Last trick:" in history and "points; total" in history
    assert "took the last trick with" in history       # the next deal's why
    assert "is eliminated" in history or "are eliminated" in history
    assert "Game over." in history
    assert window.end.summary.count() >= 2


def test_vingtdeux_hot_seat_keeps_each_hand_private(make_app):
    """Two humans at one keyboard: each hears only their own cards, after the handover."""
    from desktop.match.session import SeatConfig
    app = make_app("--lang", "en")
    window = app.window
    window.settings.set(S.CONFIRM_COSTLY, False)
    window.start_match("vingtdeux", [SeatConfig("Ann", True), SeatConfig("Bea", True), SeatConfig("Bot", False, "easy")], {}, 5)
    table, handovers = window.table, 0
    for _ in range(12):
        app.qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover or table.my_turn(), timeout=10000)
        if window.stack.currentWidget() is window.handover:
            handovers += 1
            app.key(Qt.Key.Key_Return)
            continue
        app.qtbot.waitUntil(lambda: app.focus is table.hand, timeout=2000)
        my_move(app, table, 1, {"refused": True, "preview": True})
    assert handovers >= 2
    dealt = {seat: [t for t in app.history(seat) if t.startswith("Your cards:")] for seat in (0, 1)}
    assert dealt[0] and dealt[1] and dealt[0] != dealt[1]
    assert not set(dealt[0]) & set(app.history(1)) and not set(dealt[1]) & set(app.history(0))
    swaps = {seat: [t for t in app.history(seat) if t.startswith("You discard")] for seat in (0, 1)}
    assert not set(swaps[0]) & set(app.history(1)) and not set(swaps[1]) & set(app.history(0))
