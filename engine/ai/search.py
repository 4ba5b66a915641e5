"""Determinised Monte Carlo search, shared by the `strong` bots.

The bot samples a full state consistent with its own view (the game supplies the
sampler), tries each legal action on it and plays the rest out with a fast
policy, then keeps the action with the best mean value. Root actions are chosen
by UCB1 so that the iteration budget goes to the promising ones. The budget is a
count of playouts, never a clock, so a seeded match replays exactly.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from engine.core.model import Action, Seat
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.core.game import Game

Sampler = Callable[[Any, Rng], Any]             # (view, rng) -> state
Policy = Callable[[Any, Seat, Rng], Action]      # (state, seat, rng) -> action
Value = Callable[[Any, Seat], float]             # (state, seat) -> value in [0, 1]
Stop = Callable[[Any, Any], bool]                # (start state, state) -> stop playing out
Trial = Callable[[int, int], float]              # (iteration, arm) -> value of one try
A = TypeVar("A")


def playout(game: Game, state: Any, policy: Policy, stop: Stop, rng: Rng,
            max_steps: int = 10_000) -> tuple[Any, Rng]:
    start = state
    for _ in range(max_steps):
        if game.result(state) is not None or stop(start, state):
            return state, rng
        for mover in sorted(game.to_move(state)):
            # A cheap distinct stream per move: no hashing unless the policy draws.
            action_rng, rng = Rng(rng.seed + 7919 * (mover + 1), rng.counter), Rng(rng.seed, rng.counter + 1)
            state, _ = game.rules_apply(state, mover, policy(state, mover, action_rng))
            if game.result(state) is not None:
                return state, rng
    return state, rng


def game_over(start: Any, state: Any) -> bool:
    return False


def result_value(game: Game) -> Value:
    def value(state: Any, seat: Seat) -> float:
        result = game.result(state)
        return result.share(seat) if result is not None else 0.0
    return value


def ucb1_stats(arms: Sequence[A], iterations: int, trial: Trial,
               exploration: float) -> tuple[list[float], list[int]]:
    """Each arm's summed value and try count after `iterations` tries, each try's arm
    chosen by UCB1 (every arm once first). The hints read the means."""
    totals = [0.0] * len(arms)
    counts = [0] * len(arms)
    for i in range(iterations):
        if i < len(arms):
            index = i
        else:
            log_n = math.log(i)
            index = max(range(len(arms)), key=lambda k: totals[k] / counts[k]
                        + exploration * math.sqrt(log_n / counts[k]))
        totals[index] += trial(i, index)
        counts[index] += 1
    return totals, counts


def best_index(totals: Sequence[float], counts: Sequence[int]) -> int:
    """The best mean; the first arm among equals."""
    return max(range(len(totals)), key=lambda k: (totals[k] / counts[k] if counts[k] else -1.0, -k))


def ucb1(arms: Sequence[A], iterations: int, trial: Trial, exploration: float) -> A:
    """The arm with the best mean value after `iterations` UCB1 tries; ties go to the earlier arm."""
    if len(arms) == 1:
        return arms[0]
    return arms[best_index(*ucb1_stats(arms, iterations, trial, exploration))]


def search(game: Game, seat: Seat, view: Any, legal: Sequence[Action], *, sampler: Sampler,
           policy: Policy, value: Value, iterations: int, rng: Rng,
           stop: Stop = game_over, exploration: float = 0.7) -> Action:
    if len(legal) == 1:
        return legal[0]
    totals, counts = search_stats(game, seat, view, legal, sampler=sampler, policy=policy, value=value,
                                  iterations=iterations, rng=rng, stop=stop, exploration=exploration)
    return legal[best_index(totals, counts)]


def search_stats(game: Game, seat: Seat, view: Any, legal: Sequence[Action], *, sampler: Sampler,
                 policy: Policy, value: Value, iterations: int, rng: Rng,
                 stop: Stop = game_over, exploration: float = 0.7) -> tuple[list[float], list[int]]:
    """Each legal action's summed value and playout count (the hints read the means)."""
    def trial(i: int, index: int) -> float:
        sample_rng = rng.split(i)
        state = sampler(view, sample_rng)
        state, _ = game.rules_apply(state, seat, legal[index])
        state, _ = playout(game, state, policy, stop, sample_rng.split("playout"))
        return value(state, seat)
    return ucb1_stats(legal, iterations, trial, exploration)
