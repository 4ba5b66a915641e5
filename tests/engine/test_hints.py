"""Hints (engine/ai/hints.py): legal, rated by the strong bot, blind to hidden cards.

Per game, seeded matches between normal bots stop at decisions of seat 0; there
the hint must be a legal move and the strong bot's own choice, the runner-up a
different legal move, and a state re-dealt in everything seat 0 cannot know must
give the same view and the same ranked hint.
"""
from __future__ import annotations

import pytest

from engine import games
from engine.ai.bots import make_bot
from engine.ai.hints import ranked
from engine.core.rng import Rng

DECISIONS = {"gap": 4, "twowin": 4, "vingtdeux": 4, "qwinto": 6, "numwin": 8}


def decision_points(game, players: int, seed: int, wanted: int):
    """States where seat 0 has a real choice (two legal moves or more)."""
    state, _ = game.begin(players, seed, {})
    bots = [make_bot(game, "normal", s, seed + s) for s in range(players)]
    found = []
    for step in range(3000):
        if game.result(state) is not None or len(found) >= wanted:
            break
        movers = [s for s in sorted(game.to_move(state)) if game.legal_actions(state, s)]
        if 0 in movers and len(game.legal_actions(state, 0)) > 1 and step % 3 == 0:
            found.append(state)
        seat = movers[0]
        state, _ = game.apply(state, seat, bots[seat].choose(game.view(state, seat), game.legal_actions(state, seat)))
    return found


@pytest.mark.parametrize("game_id", sorted(DECISIONS))
def test_hints_are_legal_rated_and_blind_to_hidden_cards(game_id):
    game = games.get(game_id)
    players = 2 if game_id != "numwin" else 4
    rated = redealt = 0
    states = decision_points(game, players, 7, DECISIONS[game_id])
    assert states
    for n, state in enumerate(states):
        view, legal = game.view(state, 0), game.legal_actions(state, 0)
        choices = ranked(game, view, legal, 1234)
        assert choices[0].action in legal
        assert choices[0].action == make_bot(game, "strong", 0, 1234).choose(view, legal)
        assert len(choices) >= 2 and choices[1].action != choices[0].action and choices[1].action in legal
        assert {c.action for c in choices} == set(legal)
        rated += choices[0].rating is not None
        if game.hidden_information:
            other = game.resample_hidden(state, 0, Rng(99 + n))
            assert game.view(other, 0) == view
            redealt += other != state
            assert ranked(game, game.view(other, 0), game.legal_actions(other, 0), 1234) == choices
    assert redealt or not game.hidden_information  # the re-deal really moved hidden cards
    assert rated >= 1  # the bot's own evaluation backs the hint somewhere in every game
