"""The conformance suite: every registered game, every player count, every variant.

A new game gets these tests by registering itself in engine.games.
"""
from __future__ import annotations

import json
from functools import cache

import pytest

from engine import games
from engine.ai.bots import make_bot
from engine.core import saves
from engine.core.model import IllegalAction
from engine.core.rng import Rng

from .conformance import case_id, cases, random_playout

CASES = cases(games.all())


@cache
def _trace(index: int):
    game, players, seed, options = CASES[index]
    return random_playout(game, players, seed, options)


INDICES = list(range(len(CASES)))
IDS = [case_id(c) for c in CASES]


@pytest.mark.parametrize("index", INDICES, ids=IDS)
def test_random_playout_terminates_with_a_result(index):
    trace = _trace(index)
    final = trace.states[-1]
    result = trace.game.result(final)
    assert result is not None
    assert result.winners, "a finished match names at least one winner"
    assert all(0 <= s < trace.players for s in result.winners)
    assert len(result.scores) == trace.players
    assert trace.game.to_move(final) == frozenset()


@pytest.mark.parametrize("index", INDICES, ids=IDS)
def test_components_are_conserved(index):
    trace = _trace(index)
    if trace.game.components is None:
        pytest.skip(f"{trace.game.id} declares no physical components")
    first = trace.game.components(trace.states[0])
    for step, state in enumerate(trace.states):
        assert trace.game.components(state) == first, f"step {step}"


@pytest.mark.parametrize("index", INDICES, ids=IDS)
def test_json_round_trip_at_every_step(index):
    trace = _trace(index)
    game = trace.game
    for step, state in enumerate(trace.states):
        text = json.dumps(game.to_json(state))
        assert game.from_json(json.loads(text)) == state, f"step {step}"


@pytest.mark.parametrize("index", INDICES, ids=IDS)
def test_save_file_round_trip(index):
    trace = _trace(index)
    middle = trace.states[len(trace.states) // 2]
    loaded = saves.loads(saves.dumps(trace.game, middle, {"seats": []}))
    assert loaded.game_id == trace.game.id and loaded.state == middle


@pytest.mark.parametrize("index", INDICES, ids=IDS)
def test_seed_and_actions_replay_the_same_states(index):
    trace = _trace(index)
    game = trace.game
    state, _ = game.begin(trace.players, trace.seed, trace.options)
    assert state == trace.states[0]
    for step, (seat, action) in enumerate(trace.moves):
        state, _ = game.apply(state, seat, action)
        assert state == trace.states[step + 1], f"step {step}"


@pytest.mark.parametrize("index", INDICES, ids=IDS)
def test_illegal_actions_are_refused_and_change_nothing(index):
    trace = _trace(index)
    game = trace.game
    rng = Rng(trace.seed)
    tried = 0
    seen_actions = [action for _, action in trace.moves]
    for step in range(0, len(trace.states) - 1, max(1, len(trace.states) // 40)):
        state = trace.states[step]
        before = json.dumps(game.to_json(state))
        movers = game.to_move(state)
        for seat in range(trace.players):
            legal = set(game.legal_actions(state, seat))
            if seat not in movers:
                assert not legal, f"seat {seat} is offered actions out of turn at step {step}"
            candidates = [a for a in seen_actions[max(0, step - 30):step + 30] if a not in legal]
            for _ in range(3):
                if not candidates:
                    break
                action, rng = rng.choice(candidates)
                with pytest.raises(IllegalAction) as info:
                    game.apply(state, seat, action)
                assert isinstance(info.value.reason, str) and info.value.reason
                tried += 1
        assert json.dumps(game.to_json(state)) == before
    assert tried > 0


@pytest.mark.parametrize("index", INDICES, ids=IDS)
def test_views_leak_no_hidden_card(index):
    trace = _trace(index)
    game = trace.game
    if not game.hidden_information:
        pytest.skip(f"{game.id} has no hidden information")
    assert game.resample_hidden is not None, "a hidden-information game must supply resample_hidden"
    rng = Rng(trace.seed + 5)
    changed = 0
    for step in range(0, len(trace.states), max(1, len(trace.states) // 30)):
        state = trace.states[step]
        for seat in range(trace.players):
            other = game.resample_hidden(state, seat, rng.split(step * 10 + seat))
            assert game.view(other, seat) == game.view(state, seat), f"step {step}, seat {seat}"
            if game.components is not None:
                assert game.components(other) == game.components(state)
            changed += other != state
    assert changed > 0, "resample_hidden never changed anything: the leak test tests nothing"


@pytest.mark.parametrize("game", games.all(), ids=lambda g: g.id)
def test_every_bot_level_plays_legal_moves(game):
    players = game.allowed_player_counts(game.variants[0])[0]
    state, _ = game.begin(players, 3, dict(game.variants[0]))
    levels = sorted(game.bots)
    assert {"easy", "normal", "strong"} <= set(levels)
    bots = [make_bot(game, levels[s % len(levels)], s, 77 + s) for s in range(players)]
    for _ in range(60):
        if game.result(state) is not None:
            break
        seat = sorted(s for s in game.to_move(state) if game.legal_actions(state, s))[0]
        legal = game.legal_actions(state, seat)
        action = bots[seat].choose(game.view(state, seat), legal)
        assert action in legal
        state, events = game.apply(state, seat, action)
        for s, bot in enumerate(bots):
            bot.observe(tuple(e.seen_by(s) for e in events))


@pytest.mark.parametrize("game", games.all(), ids=lambda g: g.id)
def test_private_event_fields_are_blanked_for_other_seats(game):
    trace = random_playout(game, game.allowed_player_counts(game.variants[0])[-1], 11, dict(game.variants[0]))
    private = [e for e in trace.events if e.visible_to is not None and e.private_fields]
    if not private:
        pytest.skip(f"{game.id} emits no private event")
    for event in private:
        outsider = next((s for s in range(trace.players) if s not in event.visible_to), None)
        if outsider is None:
            continue
        seen = event.seen_by(outsider)
        assert all(getattr(seen, name) is None for name in event.private_fields)


@pytest.mark.parametrize("game", games.all(), ids=lambda g: g.id)
def test_a_seeded_match_between_bots_replays_exactly(game):
    """Bots think within iteration budgets, so a seed gives the same match on any machine."""
    players = game.allowed_player_counts(game.variants[0])[0]
    levels = (["strong", "normal", "easy"] * 2)[:players]

    def first_moves():
        state, _ = game.begin(players, 21, dict(game.variants[0]))
        bots = [make_bot(game, levels[s], s, 4000 + s) for s in range(players)]
        moves = []
        for _ in range(12):
            if game.result(state) is not None:
                break
            seat = sorted(s for s in game.to_move(state) if game.legal_actions(state, s))[0]
            action = bots[seat].choose(game.view(state, seat), game.legal_actions(state, seat))
            state, events = game.apply(state, seat, action)
            for s, bot in enumerate(bots):
                bot.observe(tuple(e.seen_by(s) for e in events))
            moves.append((seat, action))
        return moves, state

    assert first_moves() == first_moves()


def test_a_deeply_nested_save_is_a_clear_error_not_a_crash():
    with pytest.raises(saves.SaveError) as info:
        saves.loads("[" * 100_000 + "]" * 100_000)
    assert info.value.code in ("not_json", "not_a_save")
