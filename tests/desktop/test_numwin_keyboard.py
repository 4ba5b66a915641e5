"""Whole Num Win matches against bots, played with key presses only, timed and untimed.

The player chooses Num Win in the home screen's game list with the arrow keys,
sets one round and two players, starts with Enter, and plays with the table's
keys: draw, take the discard and add it, claim (F12 then Enter on a card) or pass
(Shift+F12), end the turn or call Num Win (Ctrl+W) as soon as five cards allow.
"""
from __future__ import annotations

import time

import pytest

from desktop import settings as S
from desktop.qt import Qt
from engine.games.numwin.state import CALL, CLAIM, DRAW, PLACE, TARGET

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def start_from_home(app) -> None:
    app.choose_game("numwin")
    app.set_players(2)
    rounds = app.window.home.option_widgets["rounds"]
    app.tab_to(rounds)
    app.key(Qt.Key.Key_Down)              # 0 (one per player) -> 1 round
    assert rounds.currentData() == 1
    app.start_game("numwin")


def my_move(app, table, claims: list[int]) -> None:
    """One decision of the human seat, by keys only."""
    v = table.view()
    me = len(v.hands[table.viewer])
    if v.phase == DRAW:
        if me < 5 and v.top is not None and not v.top.is_action:
            app.key(Qt.Key.Key_T, CTRL)   # take the discard, to add it
        else:
            app.key(Qt.Key.Key_D, CTRL)
    elif v.phase == PLACE:
        if v.drawn_from == "discard" and me < 5:
            app.key(Qt.Key.Key_I, CTRL)   # add
        else:
            app.key(Qt.Key.Key_Return)    # first row of Your moves: discard, or exchange
    elif v.phase == TARGET:
        app.key(Qt.Key.Key_Return)        # first target (a Swipe asks twice)
    elif v.phase == CALL:
        app.key(Qt.Key.Key_W if me >= 5 else Qt.Key.Key_E, CTRL)
    elif v.phase == CLAIM:
        claims[0] += 1
        if claims[0] % 3 == 1:
            app.key(Qt.Key.Key_F12)       # claim, then choose the first card offered
            assert table.picking and app.focus is table.moves
            app.key(Qt.Key.Key_Return)
        else:
            app.key(Qt.Key.Key_F12, SHIFT)  # nothing to claim


def play_match(make_app, claim_delay_ms: int, start=start_from_home) -> tuple[list[str], list[str]]:
    app = make_app("--lang", "en")
    window = app.window
    window.settings.set(S.CLAIM_DELAY_MS, claim_delay_ms)
    window.settings.set(S.CONFIRM_COSTLY, False)
    start(app)
    table = window.table
    assert table is not None and table.game_id == "numwin"
    claims = [0]
    deadline = time.monotonic() + 25
    while window.stack.currentWidget() is not window.end:
        assert time.monotonic() < deadline, "the match did not end"
        app.qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end or
                            (table.my_turn() and table.clock.state in ("idle", "announcing", "open")), timeout=10000)
        if window.stack.currentWidget() is window.end:
            break
        app.qtbot.waitUntil(lambda: app.focus is table.moves, timeout=2000)
        my_move(app, table, claims)
        app.qtbot.wait(1)
    assert claims[0] >= 1
    return app.spoken(), app.history()


def test_numwin_timed_match_by_keyboard(make_app):
    spoken, history = play_match(make_app, 300)
    text = " ".join(history)
    assert "to the discard" in text and "Claim now with F12." in text
    assert "Claim window closed" in text
    assert "Which card matches" in " ".join(spoken)
    assert "Your turn: draw from the pile or take the discard." in text
    assert "Round 1 over. This round: " in text and "Totals: " in text
    assert "Game over." in text


def test_numwin_untimed_match_by_keyboard(make_app):
    spoken, history = play_match(make_app, 0)
    text = " ".join(history)
    assert "Each player in turn" in text
    assert "Claim window closed" in text
    assert "Round 1 over. This round: " in text and "Totals: " in text
    assert "Game over." in text


def test_numwin_hot_seat_timed_only_the_player_at_the_keyboard_claims(make_app):
    """Two humans and a bot: a claim window never asks for a handover; the other human passes."""
    from desktop.match.session import SeatConfig
    app = make_app("--lang", "en")
    window = app.window
    window.settings.set(S.CLAIM_DELAY_MS, 200)
    window.settings.set(S.CONFIRM_COSTLY, False)
    seats = [SeatConfig("Ann", True), SeatConfig("Bea", True), SeatConfig("Bot", False, "easy")]
    window.start_match("numwin", seats, {"rounds": 1}, 5)
    table = window.table
    claims, handovers = [0], 0
    deadline = time.monotonic() + 25
    while window.stack.currentWidget() is not window.end:
        assert time.monotonic() < deadline, "the match did not end"
        app.qtbot.waitUntil(lambda: window.stack.currentWidget() in (window.end, window.handover) or
                            (table.my_turn() and table.clock.state in ("idle", "announcing", "open")), timeout=10000)
        if window.stack.currentWidget() is window.handover:
            assert table.clock.state == "idle" and table.view().phase != CLAIM
            handovers += 1
            app.key(Qt.Key.Key_Return)
            continue
        if window.stack.currentWidget() is window.end:
            break
        app.qtbot.waitUntil(lambda: app.focus is table.moves, timeout=2000)
        my_move(app, table, claims)
        app.qtbot.wait(1)
    assert handovers >= 1


def test_numwin_team_match_by_keyboard(make_app):
    """2 vs 2 chosen in the home screen by keys: the partner's card is told at the start,
    and each round is scored per side."""
    def start(app):
        app.choose_game("numwin")
        app.set_players(4)
        teams = app.window.home.option_widgets["teams"]
        app.tab_to(teams)
        app.key(Qt.Key.Key_Down)
        assert teams.currentData() is True
        rounds = app.window.home.option_widgets["rounds"]
        app.tab_to(rounds)
        app.key(Qt.Key.Key_Down)
        assert rounds.currentData() == 1 and app.window.home.players.value() == 4
        app.start_game("numwin")
        assert app.window.table.view().teams

    spoken, history = play_match(make_app, 300, start)
    text = " ".join(history)
    secrets = " ".join(spoken)  # spoken once, kept out of the history: memory is the game
    assert "Your partner" in secrets and "shows you their card at position" in secrets
    assert "Your partner" not in text
    assert "You and " in text and "this round" in text  # one line per side
    assert "Game over." in text


def _first_draw_is(kind: str) -> int:
    """A seed where seat 0 plays first and draws this action card from the pile."""
    from engine import games
    from engine.games.numwin.actions import DrawPile
    game = games.get("numwin")
    for seed in range(1, 5000):
        state = game.begin(2, seed, {"rounds": 1})[0]
        if game.to_move(state) != frozenset({0}) or state.phase != DRAW:
            continue
        drawn = game.view(game.apply(state, 0, DrawPile())[0], 0).drawn
        if drawn is not None and drawn.kind == kind:
            return seed
    raise AssertionError(f"no seed draws {kind} first")


@pytest.mark.parametrize("kind, used", [("swipe", "UseSwipe"), ("flip", "UseFlip"),
                                         ("quantum", "UseQuantum"), ("flash", "UseFlash")])
def test_an_action_card_is_played_and_aimed_by_keyboard(make_app, kind, used):
    from desktop.match.session import SeatConfig
    app = make_app("--lang", "en")
    window = app.window
    window.settings.set(S.CLAIM_DELAY_MS, 0)
    window.settings.set(S.CONFIRM_COSTLY, False)
    window.start_match("numwin", [SeatConfig("Ann", True), SeatConfig("Bot", False, "easy")],
                       {"rounds": 1}, _first_draw_is(kind))
    table, updates = window.table, []
    window.session.updated.connect(updates.append)
    app.qtbot.waitUntil(lambda: table.my_turn() and app.focus is table.moves, timeout=5000)
    app.key(Qt.Key.Key_D, CTRL)                      # draw: the action card
    assert table.view().drawn.kind == kind
    app.key(Qt.Key.Key_Return)                       # discard it: it acts
    assert table.view().phase == TARGET
    for _ in range(2 if kind == "swipe" else 1):     # a Swipe asks for two cards
        app.qtbot.waitUntil(lambda: app.focus is table.moves, timeout=2000)
        app.key(Qt.Key.Key_Down)                     # not just the first target
        app.key(Qt.Key.Key_Return)
    mine = [u.action for u in updates if u.seat == 0]
    assert [type(a).__name__ for a in mine][-1] == used, mine
    assert table.view().phase != TARGET


def _armed_flip_save(path) -> None:
    """A saved 2-player match: seat 0 to draw, its position 1 a Flip it drew and kept
    (armed, ruling 6), a 0 rouge on top of the pile."""
    from engine import games
    from engine.core import saves
    from engine.core.model import evolve
    game = games.get("numwin")
    state = evolve(game.new_state(2, 11, {"rounds": 1}), current=0, dealer=0)
    pile, hand = list(state.pile), list(state.hands[0])
    flip = next(i for i, c in enumerate(pile) if c.kind == "flip")
    hand[0], pile[flip] = evolve(hand[0], card=pile[flip], armed=True, seen=frozenset({0})), hand[0].card
    zero = next(i for i, c in enumerate(pile) if c.kind == "classic" and c.value == 0)
    pile[0], pile[zero] = pile[zero], pile[0]
    state = evolve(state, hands=(tuple(hand), state.hands[1]), pile=tuple(pile), phase=DRAW)
    table = {"seats": [{"name": "Ann", "human": True, "level": ""}, {"name": "Bot", "human": False, "level": "easy"}],
             "seed": 11, "options": {"rounds": 1}}
    path.mkdir(parents=True, exist_ok=True)
    (path / "autosave.json").write_text(saves.dumps(game, state, table), encoding="utf-8")


def test_a_kept_action_card_acts_when_exchanged_out_by_keyboard(make_app, tmp_path):
    _armed_flip_save(tmp_path / "data")
    app = make_app("--lang", "en")
    window = app.window
    window.continue_saved()                          # what `tablee --continue` does
    app.qtbot.waitUntil(lambda: window.table is not None and window.table.my_turn()
                        and app.focus is window.table.moves, timeout=5000)
    table = window.table
    app.key(Qt.Key.Key_D, CTRL)                      # draw the 0
    app.key(Qt.Key.Key_Down)                         # Exchange with position 1 (the Flip)
    app.key(Qt.Key.Key_Return)
    assert table.view().phase == TARGET and table.view().pending == "flip"
    said = " ".join(app.spoken())
    assert "Flip to the discard, from your position 1" in said and "Flip acts: look at one of your face-down cards" in said
    app.qtbot.waitUntil(lambda: app.focus is table.moves, timeout=2000)
    app.key(Qt.Key.Key_Return)                       # look at a card
    assert table.view().phase != TARGET
