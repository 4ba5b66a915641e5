"""Ctrl+H in a practice match: a legal move, a reason, the runner-up; both languages."""
from __future__ import annotations

import pytest

from desktop.match.session import SeatConfig
from desktop.qt import Qt

HEAD = {"en": ("Hint: ", "Second choice: "), "fr": ("Conseil : ", "Deuxième choix : ")}


def _start(app, game_id, players, practice=True):
    app.window.home.practice.setChecked(practice)
    seats = [SeatConfig("You", True)] + [SeatConfig(f"Bot {i}", False, "normal") for i in range(1, players)]
    app.window.start_match(game_id, seats, {}, 21)
    table = app.window.table
    app.qtbot.waitUntil(lambda: table.my_turn() and not app.window.session.bots_busy(), timeout=20000)
    return table


def _ctrl_h(app):
    app.key(Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    return app.spoken()[-1]


@pytest.mark.parametrize("game_id,players", [("gap", 3), ("twowin", 3), ("vingtdeux", 3), ("qwinto", 2),
                                             ("numwin", 4)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hint_names_a_legal_move_with_a_reason_then_the_runner_up(make_app, game_id, players, language):
    app = make_app("--lang", language)
    _start(app, game_id, players)
    first = _ctrl_h(app)
    first_head, second_head = HEAD[language]
    assert first.startswith(first_head), first
    _key, choices, rank = app.window._hint_state
    assert rank == 0 and choices[0].action in app.window.session.legal(0)
    assert first.count(".") >= 2 and len(first) > len(first_head) + 20  # the move, then the reason
    second = _ctrl_h(app)
    assert second.startswith(second_head), second
    assert second.split(".")[0] != first.split(".")[0]


def test_hints_are_refused_outside_practice(make_app):
    app = make_app("--lang", "en")
    _start(app, "gap", 3, practice=False)
    assert _ctrl_h(app) == "Hints exist only in practice matches."


def test_numwin_hints_name_positions_never_face_down_values(make_app):
    from desktop.narration.numwin_names import card_name
    app = make_app("--lang", "en")
    _start(app, "numwin", 4)
    said = _ctrl_h(app) + " " + _ctrl_h(app)
    view = app.window.session.view(0)
    hidden = [s.card for s in view.hands[0] if s.card is not None and not s.up and not s.paired]
    assert hidden, "seat 0 holds face-down cards it has seen"
    for card in hidden:
        assert card_name(card) not in said, said
    assert "expected points" not in said  # no figure computed from remembered cards


@pytest.mark.parametrize("language", ["en", "fr"])
def test_numwin_claims_calls_and_targets_have_a_reason_with_figures_only_with_the_memory_aid(make_app, language):
    """The strong bot's reason for every kind of Num Win decision, in words; without the
    memory aid no figure but the rules' own (0, 15) and no face-down card is spoken."""
    import re

    from desktop.hints import hint_text
    from desktop.narration.numwin_names import card_name
    from engine import games
    from engine.ai.hints import ranked
    from tests.engine.test_hints import NUMWIN_KINDS, numwin_decisions
    app = make_app("--lang", language)
    table = _start(app, "numwin", 2)
    game, found = games.get("numwin"), numwin_decisions(1)
    heads, generic = HEAD[language], hint_text("numwin", (ranked(game, table.view(), table.session.legal(0), 1)[0],),
                                               0, table.view(), table.narrator, True)
    for kind in NUMWIN_KINDS:
        state = found[kind][0]
        view = game.view(state, 0)
        choices = ranked(game, view, game.legal_actions(state, 0), 1234)
        for rank in (0, 1):
            aided = hint_text("numwin", choices, rank, view, table.narrator, False)
            secret = hint_text("numwin", choices, rank, view, table.narrator, True)
            for text in (aided, secret):
                assert text.startswith(heads[rank]) and text.count(".") >= 2, text
                assert "strong player's choice here" not in text and "choix du joueur fort" not in text, text
            reason = secret.split(". ", 1)[1]
            assert not set(re.findall(r"\d+", reason)) - {"0", "15"}, (kind, secret)  # no figure from memory
            faces = [s.card for h in view.hands for s in h if s.card is not None and not s.up and not s.paired]
            assert not any(card_name(c) in secret for c in faces), secret
        if choices[0].unit in ("saving", "chance") and choices[0].facts.get("kind") not in ("pass", "wrong", "unseen"):
            assert re.search(r"\d", aided.split(". ", 1)[1]), (kind, aided)  # with the aid, the figure
    assert generic  # the fallback still speaks
