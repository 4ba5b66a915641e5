"""F4 in Num Win says which of your face-down positions you have seen, how and when,
never their value without the memory aid (ruling numwin 9; issue 15, item 12); each
card to memorise is a message of its own, kept in the history only with the aid."""
from __future__ import annotations

from desktop import settings as S
from desktop.match.session import SeatConfig
from desktop.narration.numwin_names import card_name
from engine.games.numwin.actions import DrawPile, EndTurn, Exchange, Pass
from engine.games.numwin.state import CALL, CLAIM, DRAW


def _seed_where_you_start() -> int:
    from engine import games
    game = games.get("numwin")
    for seed in range(1, 500):
        state = game.begin(2, seed, {"rounds": 1})[0]
        drawn = game.view(game.apply(state, 0, DrawPile())[0], 0).drawn if game.to_move(state) == {0} else None
        if state.phase == DRAW and drawn is not None and not drawn.is_action:
            return seed
    raise AssertionError("no seed")


def _start(app, aid: bool = False):
    window = app.window
    window.settings.set(S.CLAIM_DELAY_MS, 0)
    window.settings.set(S.MEMORY_AID, aid)
    window.start_match("numwin", [SeatConfig("Ann", True), SeatConfig("Bot", False, "easy")],
                       {"rounds": 1}, _seed_where_you_start())
    app.qtbot.waitUntil(lambda: window.table is not None and window.table.my_turn(), timeout=5000)
    return window.table


def _answer(app, table, until: str) -> None:
    """Pass on every claim window until it is your turn in phase `until`."""
    for _ in range(20):
        app.qtbot.waitUntil(lambda: table.my_turn(), timeout=10000)
        phase = table.view().phase
        if phase == until:
            return
        assert phase in (CLAIM, CALL), phase
        assert table.session.play(0, Pass() if phase == CLAIM else EndTurn())
    raise AssertionError("never reached " + until)


def test_f4_says_the_positions_seen_at_the_deal_and_a_drawn_card_with_when(make_app):
    app = make_app("--lang", "en")
    table = _start(app)
    hand = table.describe_hand()
    assert "position 1: face down, seen at the deal; position 2: face down, seen at the deal" in hand, hand
    session = table.session
    assert session.play(0, DrawPile())
    drawn = table.view().drawn
    assert session.play(0, Exchange(1))
    hand = table.describe_hand()
    assert "position 2: face down, seen when you drew it, this turn" in hand, hand
    assert card_name(drawn) not in hand  # the value only with the memory aid
    _answer(app, table, DRAW)  # the bot's turn, then yours again
    assert "position 2: face down, seen when you drew it, 2 turns ago" in table.describe_hand()
    assert "position 1: face down, seen at the deal" in table.describe_hand()


def test_each_card_to_memorise_is_its_own_message_kept_only_with_the_aid(make_app):
    for aid in (False, True):
        app = make_app("--lang", "en")
        _start(app, aid)
        history = app.window.speech.history.messages(0)
        kept = [m.text for m in history if m.text.startswith("Memorise:")]
        assert len(kept) == (2 if aid else 0), kept
        spoken = [t for t in app.spoken() if "Memorise:" in t]
        assert len(spoken) == 2 and all(t.count("Memorise:") == 1 for t in spoken), spoken
        assert any("You deal and play first." in t for t in app.spoken())  # not "You deals"
        app.window.close()
