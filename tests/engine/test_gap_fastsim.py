"""GAP's fast playout (engine/games/gap/fastsim.py) decides what the rules engine decides.

The strong bot's search plays its playouts on fastsim instead of the generic
engine.ai.search.playout with ai.rollout_policy; on positions of seeded matches
(2 to 6 players, play and choose phases, states sampled from each seat's view)
both must reach the same totals, and the bot's search statistics must equal the
same paired search run on the rules engine exactly (same deals, same means).
"""
from __future__ import annotations

import pytest

from engine.ai.bots import make_bot
from engine.ai.search import playout
from engine.core.rng import Rng
from engine.games import gap
from engine.games.gap import ai
from engine.games.gap.fastsim import round_end_totals
from engine.games.gap.state import CHOOSE

GAME = gap.GAME


def positions(players: int, seed: int, levels: tuple[str, ...] = ("normal", "easy")):
    """(state, seat to move) at every decision of a seeded match."""
    state, _ = GAME.begin(players, seed, {})
    bots = [make_bot(GAME, levels[s % len(levels)], s, seed + s) for s in range(players)]
    while GAME.result(state) is None:
        seat = state.current
        yield state, seat
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state, seat)))


def engine_totals(state, start_round: int) -> tuple[int, ...]:
    """The generic playout to the end of `start_round`, then the totals."""
    end, _ = playout(GAME, state, ai.rollout_policy, lambda _start, s: s.round != start_round, Rng(5))
    return end.totals()


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_fast_playout_reaches_the_engine_totals(players):
    compared = chosen = 0
    for n, (state, seat) in enumerate(positions(players, 40 + players)):
        sampled = ai.sample_state(GAME.view(state, seat), Rng(n))
        for candidate in (state, sampled):
            assert round_end_totals(candidate) == engine_totals(candidate, candidate.round)
            compared += 1
            chosen += candidate.phase == CHOOSE
    assert compared > 100 and chosen > 0  # both phases were compared


def engine_search(view, legal, rng, iterations: int) -> tuple[list[float], list[int]]:
    """The paired search on the rules engine: deal k = ai.sample_state(view, rng.split(k)),
    every move applied by the rules and played out by engine.ai.search.playout with
    ai.rollout_policy to the end of the view's round, valued by ai._value."""
    deals = max(2, iterations // len(legal))
    totals = [0.0] * len(legal)
    for k in range(deals):
        dealt = ai.sample_state(view, rng.split(k))
        for index, action in enumerate(legal):
            state, _ = GAME.rules_apply(dealt, view.seat, action)
            end, _ = playout(GAME, state, ai.rollout_policy, lambda _start, s: s.round != view.round, Rng(3))
            totals[index] += ai._value(end, view.seat)
    return totals, [deals] * len(legal)


def same_search(state, seat, n: int) -> None:
    view, legal, rng = GAME.view(state, seat), GAME.legal_actions(state, seat), Rng(1000 + n)
    assert ai.search_stats(view, legal, rng, 40) == engine_search(view, legal, rng, 40)


@pytest.mark.parametrize("players, seed", [(2, 1), (2, 2), (3, 3), (5, 4)])
def test_search_statistics_equal_the_generic_search(players, seed):
    searched = 0
    for n, (state, seat) in enumerate(positions(players, seed)):
        if len(GAME.legal_actions(state, seat)) >= 2 and n % 2 == 0:
            same_search(state, seat, n)
            searched += 1
    assert searched >= 5


def test_the_choice_of_copies_is_searched_the_same():
    searched = 0
    for seed in range(20, 40):
        for n, (state, seat) in enumerate(positions(3, seed)):
            if state.phase == CHOOSE and len(GAME.legal_actions(state, seat)) >= 2:
                same_search(state, seat, n)
                searched += 1
        if searched >= 3:
            break
    assert searched >= 3
