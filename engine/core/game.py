"""The protocol a game package implements, and the descriptor that carries it.

Each package under engine/games/ builds one `Game` with its functions and its
features as data (players, simultaneous steps, hidden information, chance,
options). The GUI, the bots, `tablee-sim` and the conformance suite only ever go
through this object.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import wellformed
from .model import Action, Event, IllegalAction, Option, Result, Seat
from .rng import Rng

State = Any
View = Any


@dataclass(frozen=True)
class Game:
    id: str
    min_players: int
    max_players: int
    new_state: Callable[[int, int, Mapping[str, Any]], State]
    to_move: Callable[[State], frozenset[Seat]]
    legal_actions: Callable[[State, Seat], tuple[Action, ...]]
    apply: Callable[[State, Seat, Action], tuple[State, tuple[Event, ...]]]
    view: Callable[[State, Seat], View]
    result: Callable[[State], Result | None]
    to_json: Callable[[State], Any]
    from_json: Callable[[Any], State]
    # The first state with the set-up events (deal, removed colours); defaults to
    # new_state with no events.
    start: Callable[[int, int, Mapping[str, Any]], tuple[State, tuple[Event, ...]]] | None = None
    # Bots by level: a factory taking (seat, seed) and returning an object with
    # choose(view, legal_actions) -> Action.
    bots: Mapping[str, Callable[[Seat, int], Any]] = field(default_factory=dict)
    options: tuple[Option, ...] = ()
    simultaneous: bool = False
    hidden_information: bool = False
    chance: bool = False
    low_score_wins: bool = False
    # Every physical component in play, as a multiset: it must never change.
    components: Callable[[State], Counter[Any]] | None = None
    # The same state with everything `seat` cannot know re-dealt at random,
    # used by the view-leak tests (never by bots, which only get views).
    resample_hidden: Callable[[State, Seat, Rng], State] | None = None
    # Option sets the conformance suite and `tablee-sim` also exercise (e.g. teams).
    variants: tuple[Mapping[str, Any], ...] = ({},)
    # Which option values are allowed for a number of players (e.g. teams need 4).
    player_counts: Callable[[Mapping[str, Any]], tuple[int, ...]] | None = None
    # The first state with the first deal's cards named (a tutorial's fixed deal):
    # (players, seed, options, deal) -> (state, events), deal being the game's own
    # data; raises ValueError when it is not a possible deal of the real components.
    start_stacked: Callable[[int, int, Mapping[str, Any], Any], tuple[State, tuple[Event, ...]]] | None = None
    # Set by __post_init__: `apply` without the well-formedness check.
    rules_apply: Callable[[State, Seat, Action], tuple[State, tuple[Event, ...]]] = field(
        init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Every action reaching `apply` is checked for well-formedness first; bots'
        playouts, which only replay legal actions, use `rules_apply` directly."""
        rules_apply = self.apply

        def apply(state: State, seat: Seat, action: Action) -> tuple[State, tuple[Event, ...]]:
            reason = wellformed.problem(state, seat, action)
            if reason is not None:
                raise IllegalAction(reason)
            return rules_apply(state, seat, action)

        object.__setattr__(self, "rules_apply", rules_apply)
        object.__setattr__(self, "apply", apply)

    def begin(self, players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> tuple[State, tuple[Event, ...]]:
        if self.start is not None:
            return self.start(players, seed, options or {})
        return self.new_state(players, seed, options or {}), ()

    def is_over(self, state: State) -> bool:
        return self.result(state) is not None

    def allowed_player_counts(self, options: Mapping[str, Any] | None = None) -> tuple[int, ...]:
        if self.player_counts is not None:
            return self.player_counts(options or {})
        return tuple(range(self.min_players, self.max_players + 1))

