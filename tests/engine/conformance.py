"""Seeded random playouts shared by the conformance tests of every game."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.rng import Rng

MAX_STEPS = 5000


@dataclass
class Trace:
    """A whole match: the states before each action and the actions, in order."""
    game: object
    players: int
    seed: int
    options: dict
    states: list = field(default_factory=list)
    moves: list = field(default_factory=list)  # (seat, action)
    events: list = field(default_factory=list)


def random_playout(game, players: int, seed: int, options: dict | None = None) -> Trace:
    options = dict(options or {})
    state, events = game.begin(players, seed, options)
    trace = Trace(game, players, seed, options, [state], [], list(events))
    rng = Rng(seed + 99991)
    for _ in range(MAX_STEPS):
        if game.result(state) is not None:
            return trace
        movers = sorted(game.to_move(state))
        assert movers, f"{game.id}: nobody to move in a live state"
        offered = [(seat, game.legal_actions(state, seat)) for seat in movers]
        offered = [(seat, legal) for seat, legal in offered if legal]
        assert offered, f"{game.id}: seats {movers} to move but none has a legal action"
        (seat, legal), rng = rng.choice(offered)
        action, rng = rng.choice(legal)
        state, events = game.apply(state, seat, action)
        trace.moves.append((seat, action))
        trace.states.append(state)
        trace.events.extend(events)
    raise AssertionError(f"{game.id}: no end after {MAX_STEPS} actions (seed {seed}, {players} players)")


def cases(games, seeds_per_count: int = 2):
    """(game, players, seed, options) for every game, player count and variant."""
    out = []
    for game in games:
        for options in game.variants:
            for players in game.allowed_player_counts(options):
                for seed in range(seeds_per_count):
                    out.append((game, players, seed, dict(options)))
    return out


def case_id(case) -> str:
    game, players, seed, options = case
    extra = "-".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{game.id}-{players}p-s{seed}" + (f"-{extra}" if extra else "")
