"""Tutorial scripts (resources/tutorials/): both languages complete, keys known, moves playable."""
from __future__ import annotations

import re

import pytest

from desktop import actions
from desktop.tutorials import script as scripts
from engine import games
from engine.ai.bots import make_bot

WRITTEN = [g for g in games.GAME_IDS if scripts.available(g)]


def test_at_least_two_games_have_a_tutorial():
    assert {"gap", "vingtdeux"} <= set(WRITTEN)


@pytest.mark.parametrize("game_id", WRITTEN)
def test_both_languages_say_every_step_and_name_real_actions(game_id):
    en, fr = scripts.load(game_id, "en"), scripts.load(game_id, "fr")
    assert [s.id for s in en.steps] == [s.id for s in fr.steps]
    for script in (en, fr):
        texts = [t for s in script.steps for t in (s.say, s.wrong)] + [script.end, script.resume]
        assert all(t.strip() for t in texts)
        for text in texts:
            for action_id in re.findall(r"\{key:([a-z_]+)\}", text):
                assert action_id in actions.BY_ID, (game_id, action_id)
        for step in script.steps:
            if step.key:
                assert step.key in actions.BY_ID
    assert en.end != fr.end and en.steps[0].say != fr.steps[0].say  # really translated


@pytest.mark.parametrize("game_id", WRITTEN)
def test_each_scripted_move_is_legal_when_its_step_comes(game_id):
    """The script's moves, with the tutorial's bots replying, are each legal in turn."""
    script = scripts.load(game_id, "en")
    game = games.get(game_id)
    state, _ = game.begin(script.players, script.seed, script.options)
    bots = {s: make_bot(game, script.levels[(s - 1) % len(script.levels)], s, script.seed * 1000 + s)
            for s in range(1, script.players)}
    pending = [s.moves for s in script.steps if s.moves]
    while pending and game.result(state) is None:
        seat = [s for s in sorted(game.to_move(state)) if game.legal_actions(state, s)][0]
        legal = game.legal_actions(state, seat)
        if seat == 0:
            moves = pending.pop(0)
            assert all(m in legal for m in moves), (game_id, moves)
            action = moves[0]
        else:
            action = bots[seat].choose(game.view(state, seat), legal)
        state, _ = game.apply(state, seat, action)
    assert not pending
