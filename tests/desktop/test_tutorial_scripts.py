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
    """The script's moves, with the tutorial's bots replying, are each legal in turn; a
    free move (Num Win's Pass in a claim window between steps) fills the waits."""
    script = scripts.load(game_id, "en")
    game = script.match_game()
    state, _ = game.begin(script.players, script.seed, script.options)
    bots = {s: make_bot(game, script.levels[(s - 1) % len(script.levels)], s, script.seed * 1000 + s)
            for s in range(1, script.players)}
    pending = [s.moves for s in script.steps if s.moves]
    while pending and game.result(state) is None:
        seat = [s for s in sorted(game.to_move(state)) if game.legal_actions(state, s)][0]
        legal = game.legal_actions(state, seat)
        if seat == 0:
            free = [m for m in script.free if m in legal]
            if free and not any(m in legal for m in pending[0]):
                action = free[0]
            else:
                moves = pending.pop(0)
                assert all(m in legal for m in moves), (game_id, moves, legal[:8])
                action = moves[0]
        else:
            action = bots[seat].choose(game.view(state, seat), legal)
        state, _ = game.apply(state, seat, action)
    assert not pending


def test_a_fixed_deal_is_checked_against_the_real_cards(tmp_path, monkeypatch):
    """A deal naming a card the deck does not have (or one card twice) is a damaged script."""
    import json

    from engine.resources import resource_path
    plan = json.loads(resource_path("tutorials", "numwin.json").read_text(encoding="utf-8"))
    twice = plan["deal"]["hands"][0][0]
    plan["deal"]["pile"] = [twice] + plan["deal"]["pile"]
    overrides = tmp_path / "overrides"
    (overrides / "tutorials").mkdir(parents=True)
    (overrides / "tutorials" / "numwin.json").write_text(json.dumps(plan), encoding="utf-8")
    monkeypatch.setenv("TABLEE_DATA_OVERRIDES", str(overrides))
    with pytest.raises(scripts.ScriptError, match="not in the deck"):
        scripts.load("numwin", "en")


def test_the_numwin_tutorial_meets_every_action_card_a_claim_of_each_kind_and_the_call():
    """What the issue asks the Num Win tutorial to teach through play, checked on its moves."""
    from engine.games.numwin import actions as A
    kinds = {type(m) for s in scripts.load("numwin", "en").steps for m in s.moves}
    assert {A.UseSwipe, A.UseFlip, A.UseQuantum, A.UseFlash, A.CallNumWin, A.Add, A.Exchange, A.TakeDiscard,
            A.Pass} <= kinds
    claims = [m for s in scripts.load("numwin", "en").steps for m in s.moves if isinstance(m, A.Claim)]
    assert {c.seat for c in claims} == {0, 1}  # one's own card, and another player's
