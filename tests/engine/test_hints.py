"""Hints (engine/ai/hints.py): legal, rated by the strong bot, blind to hidden cards.

Per game, seeded matches between normal bots stop at decisions of seat 0; there
the hint must be a legal move and the strong bot's own choice, the runner-up a
different legal move, and a state re-dealt in everything seat 0 cannot know must
give the same view and the same ranked hint.
"""
from __future__ import annotations

import pytest

from engine import games
from engine.ai.bots import decision_rng, make_bot
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


def numwin_decisions(kinds: int = 2):
    from engine.games.numwin.actions import Pass
    """Two-player Num Win states where seat 0 decides a claim, a call or an action target:
    up to `kinds` of each (claims with a remembered match among them)."""
    game = games.get("numwin")
    found: dict[str, list] = {}
    for seed in range(1, 40):
        state, _ = game.begin(2, seed, {})
        bots = [make_bot(game, "normal", s, seed + s) for s in range(2)]
        while game.result(state) is None:
            movers = [s for s in sorted(game.to_move(state)) if game.legal_actions(state, s)]
            legal = game.legal_actions(state, 0) if 0 in movers else ()
            kind = state.phase + state.pending
            if kind == "claim" and legal and make_bot(game, "strong", 0, 1234).choose(game.view(state, 0), legal) != Pass():
                kind = "claimmatch"  # the strong bot claims: it remembers a match
            if len(legal) > 1 and kind not in ("draw", "place") and len(found.setdefault(kind, [])) < kinds:
                found[kind].append(state)
            seat = movers[0]
            state, _ = game.apply(state, seat, bots[seat].choose(game.view(state, seat), game.legal_actions(state, seat)))
        if all(len(found.get(k, ())) >= kinds for k in NUMWIN_KINDS):
            break
    return found


NUMWIN_KINDS = ("claim", "claimmatch", "call", "targetswipe", "targetflip", "targetquantum", "targetflash")


def test_numwin_claims_calls_and_targets_come_with_the_strong_bots_reason():
    from engine.ai import numwin_hints
    from engine.games.numwin import planning
    from engine.games.numwin.mind import build_mind
    game = games.get("numwin")
    found = numwin_decisions()
    assert all(len(found.get(k, ())) >= 2 for k in NUMWIN_KINDS), {k: len(v) for k, v in found.items()}
    for kind in NUMWIN_KINDS:
        for n, state in enumerate(found[kind]):
            view, legal = game.view(state, 0), game.legal_actions(state, 0)
            choices = ranked(game, view, legal, 1234)
            first = choices[0]
            assert first.action in legal and first.action == make_bot(game, "strong", 0, 1234).choose(view, legal)
            assert first.rating is not None or first.facts.get("why"), (kind, first)  # a figure or the rule
            assert all(c.rating is not None or c.facts for c in choices), kind  # every move has a reason
            other = game.resample_hidden(state, 0, Rng(99 + n))
            assert game.view(other, 0) == view
            assert ranked(game, game.view(other, 0), game.legal_actions(other, 0), 1234) == choices
            if kind == "claimmatch":
                assert first.facts["kind"] == "match" and first.rating > 0.5
            if kind == "call":  # the share is the bot's own count: it calls exactly from 68 in 100
                rng = decision_rng(1234, view)
                share = numwin_hints.lowest_share(build_mind(view, 1234, 0.0), rng)
                assert planning.call_by_sampling(build_mind(view, 1234, 0.0), decision_rng(1234, view)) == \
                    (share >= numwin_hints.CALL_SHARE)
