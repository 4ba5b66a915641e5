"""Practice matches: the home switch, Ctrl+Z undo, and the autosave that follows it."""
from __future__ import annotations

import pytest

from desktop.match import practice
from desktop.match.session import SeatConfig
from desktop.qt import Qt
from engine import games
from engine.ai.bots import make_bot
from engine.core import saves


def _play_out(game, seats, seed, human_moves, options):
    """The match played synchronously: the human's moves in order, the bots as the app's bots."""
    state, _ = game.begin(len(seats), seed, options)
    bots = {i: make_bot(game, s.level, i, seed * 1000 + i) for i, s in enumerate(seats) if not s.human}
    human_moves = list(human_moves)
    while game.result(state) is None:
        movers = [s for s in sorted(game.to_move(state)) if game.legal_actions(state, s)]
        if not human_moves:  # the bots finish what they may play meanwhile (simultaneous steps)
            movers = [s for s in movers if not seats[s].human]
            if not movers:
                return state
        seat = movers[0]
        if seats[seat].human:
            action = human_moves.pop(0)
        else:
            action = bots[seat].choose(game.view(state, seat), game.legal_actions(state, seat))
        state, _ = game.apply(state, seat, action)
    return state


def _wait_turn(app, table):
    app.qtbot.waitUntil(lambda: table.my_turn() and not app.window.session.bots_busy(), timeout=20000)


def _start(app, game_id, players=3, seed=11):
    seats = [SeatConfig("You", True)] + [SeatConfig(f"Bot {i}", False, "normal") for i in range(1, players)]
    app.window.start_match(game_id, seats, {}, seed)
    return app.window.table


def test_the_switch_is_on_with_bots_and_unavailable_in_hot_seat(make_app):
    app = make_app("--lang", "en")
    home = app.window.home
    assert home.practice.isEnabled() and home.practice.isChecked() and home.practice_wanted()
    home.rows[1].kind.setCurrentIndex(0)  # a second human: hot-seat
    assert not home.practice.isEnabled() and not home.practice_wanted()
    home.rows[1].kind.setCurrentIndex(2)
    assert home.practice_wanted()
    home.practice.setChecked(False)
    assert not home.practice_wanted()


def test_undo_then_replay_equals_the_match_without_the_undone_move(make_app):
    app = make_app("--lang", "en")
    table = _start(app, "gap")
    session = app.window.session
    assert session.practice
    for _ in range(3):  # three decisions of ours, each answered by the bots
        _wait_turn(app, table)
        app.key(Qt.Key.Key_Return)
        if any("Now choose one of" in t for t in app.spoken()[-2:]):
            app.key(Qt.Key.Key_Return)
    _wait_turn(app, table)
    ours = [a for s, a in session.moves if s == 0]
    last = max(i for i, (s, _) in enumerate(session.moves) if s == 0)
    after = [s for s, _ in session.moves[last + 1:]]
    app.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    said = app.spoken()[-1]
    assert said.startswith("Taken back: you "), said  # continues the colon: "you play", not "You play"
    if len(after) == 1:  # who played after it is named
        assert f"{session.seats[after[0]].name}'s move after it is taken back too." in said, said
    else:
        assert f"The {len(after)} moves played after it are taken back too." in said, (said, after)
    assert [a for s, a in session.moves if s == 0] == ours[:-1]
    _wait_turn(app, table)
    legal = session.legal(0)
    other = next((a for a in legal if a != ours[-1]), legal[0])
    session.play(0, other)  # a different decision this time
    _wait_turn(app, table)
    game = games.get("gap")
    expected = _play_out(game, session.seats, session.seed, ours[:-1] + [other], session.options)
    assert session.state == expected
    assert session.flush_saves()
    saved = saves.loads(_autosave().read_text(encoding="utf-8"))
    assert saved.state == session.state  # the autosave follows the undo
    assert practice.saved_moves(game, saved) == session.moves


def _autosave():
    from desktop import paths
    return paths.autosave_file()


def test_undo_is_refused_outside_practice_and_before_any_decision(make_app):
    app = make_app("--lang", "fr")
    app.window.home.practice.setChecked(False)
    table = _start(app, "vingtdeux")
    _wait_turn(app, table)
    app.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert app.spoken()[-1] == "L'annulation n'existe que dans les parties d'entraînement."
    app.window.home.practice.setChecked(True)
    table = _start(app, "vingtdeux")
    _wait_turn(app, table)
    app.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Rien à annuler" in app.spoken()[-1]


def _human_choice(game, session, pick):
    legal = session.legal(0)
    return legal[pick % len(legal)]


@pytest.mark.parametrize("game_id,players,options", [
    ("gap", 3, {}), ("twowin", 3, {}), ("vingtdeux", 3, {}), ("qwinto", 2, {}),
    ("numwin", 3, {"claim_seconds": 0})])
def test_undo_replay_equals_the_match_without_the_undone_move_in_every_game(qtbot, game_id, players, options):
    from desktop.match.session import Session
    game = games.get(game_id)
    seats = [SeatConfig("You", True)] + [SeatConfig(f"Bot {i}", False, "normal") for i in range(1, players)]
    session = Session(game, seats, 5, options, bot_pause_ms=0, autosave=False, practice=True)
    session.start()

    def wait_for_me():
        qtbot.waitUntil(lambda: not session.bots_busy() and (session.result() is not None or 0 in session.humans_to_move()),
                        timeout=20000)

    ours = []
    for pick in range(4):
        wait_for_me()
        action = _human_choice(game, session, pick)
        ours.append(action)
        assert session.play(0, action)
    wait_for_me()
    undone = practice.undo(session, 0)
    assert isinstance(undone, practice.Undone) and undone.action == ours[-1]
    assert [a for s, a in session.moves if s == 0] == ours[:-1]
    legal = session.legal(0)
    other = next((a for a in legal if a != ours[-1]), legal[0])
    assert session.play(0, other)
    wait_for_me()
    assert session.state == _play_out(game, seats, 5, ours[:-1] + [other], options)


def test_the_one_move_taken_back_with_yours_names_who_played_it(make_app):
    """By ear (French): "Le coup joué ensuite est annulé aussi." left the player to guess whose."""
    from desktop.match.practice import Undone, describe
    from desktop.narration.base import Narrator
    from desktop.speech import Message
    for language, expected in (("en", "Your last decision is taken back. Alice's move after it is taken back too."),
                               ("fr", "Votre dernière décision est annulée. Le coup d'Alice qui a suivi est annulé aussi.")):
        make_app("--lang", language)
        text = describe(Undone(0, None, (), 1, (1,)), Narrator(["Ann", "Alice"]))
        assert Message(text).text == expected
