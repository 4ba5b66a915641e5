"""The kill test's path search (`_within`) on the steps that once fooled it.

Two CI failures came from the search, not the app: Num Win's claim window closed
by three passes, and Qwinto's writing step where every seat chose its second box.
A beam ranked by field differences dropped the right partial commitments there.
A third: 2 Win's compose step where three bots chose at once (72 x 72 x 57 choices).
A fourth: the app wrote a new match's first save in the instant before the kill, so
the watcher had read nothing; the start is then rebuilt from the save's seed (`_start`).
"""
from __future__ import annotations

import random

import pytest

from engine import games
from engine.core import saves
from tests.reliability.test_kill import _start, _within


def _play_until(game, phase: str, seed: int):
    state, rng = game.new_state(3, seed), random.Random(seed)
    while getattr(state, "phase", None) != phase and getattr(state, "step", None) != phase:
        seat = min(game.to_move(state))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))[0]
    return state


def _everyone(game, state, pick):
    for seat in sorted(game.to_move(state)):
        state = game.apply(state, seat, pick(game.legal_actions(state, seat)))[0]
    return state


def test_a_claim_window_closed_by_three_passes_is_found():
    game = games.get("numwin")
    for seed in range(1, 4):
        start = _play_until(game, "claim", seed)
        passed = _everyone(game, start, lambda legal: legal[-1])  # Pass is last
        assert passed.phase != "claim"
        assert _within(game, start, passed, 4) == 3


def test_a_writing_step_where_each_seat_chose_its_second_box_is_found():
    game = games.get("qwinto")
    for seed in range(1, 4):
        start = _play_until(game, "write", seed)
        movers = len(game.to_move(start))
        written = _everyone(game, start, lambda legal: legal[1] if len(legal) > 2 else legal[0])
        assert _within(game, start, written, 4) == movers


def test_a_compose_step_where_every_seat_chose_at_once_is_found():
    game = games.get("twowin")
    for seed in range(1, 4):
        start = _play_until(game, "compose", seed)
        rng = random.Random(seed)
        composed = _everyone(game, start, rng.choice)
        assert _within(game, start, composed, 4) == len(game.to_move(start))


def test_a_state_of_another_match_is_not_found():
    game = games.get("qwinto")
    start = _play_until(game, "write", 1)
    other = _everyone(game, _play_until(game, "write", 2), lambda legal: legal[0])
    assert _within(game, start, other, 4) is None


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_first_save_written_just_before_the_kill_is_checked_from_the_seed(game_id):
    game = games.get(game_id)
    table = {"seats": [{"name": n} for n in ("A", "B", "C")], "seed": 41, "options": {}}
    begun = game.begin(3, 41, {})[0]
    seat = min(game.to_move(begun))
    one_move = game.apply(begun, seat, game.legal_actions(begun, seat)[0])[0]
    on_disk = saves.SavedMatch(game_id, one_move, table)
    assert _within(game, _start(game, on_disk, 41), one_move, 4) is not None
    with pytest.raises(AssertionError, match="not the match we started"):
        _start(game, on_disk, 42)
