"""A recorded match rebuilt step by step: the seed, the options and the actions.

Chance is seeded inside the state (ARCHITECTURE.md rule 3), so the start dealt
from the seed and the recorded actions, applied in order, give back every state
and every event of the match. The history's replay and the text log read these
steps; a recording that does not replay (a rule changed since) is refused.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .model import Action, Event, IllegalAction

if TYPE_CHECKING:
    from .game import Game


class ReplayError(Exception):
    """The recording does not replay (damaged, or rules that changed since)."""


@dataclass(frozen=True)
class Step:
    """One move of the match: who played what, the events it caused, the state after it.
    Step 0 is the set-up (seat and action None)."""
    seat: int | None
    action: Action | None
    events: tuple[Event, ...]
    state: Any
    round: int


def round_of(state: Any) -> int:
    """The round (or hand, or turn) the state is in; 0 for a game without one."""
    for name in ("round", "hand_no", "turn"):
        value = getattr(state, name, None)
        if isinstance(value, int):
            return value
    return 0


def rebuild(game: Game, players: int, seed: int, options: Mapping[str, Any],
            actions: Sequence[tuple[int, Action]], final: Any = None) -> tuple[Step, ...]:
    """Every step of the match; ReplayError when an action is refused, or when
    the end differs from `final` (the state the recording says it reached)."""
    try:
        state, events = game.begin(players, seed, dict(options))
    except (IllegalAction, KeyError, TypeError, ValueError) as exc:
        raise ReplayError(f"start: {exc}") from exc
    steps = [Step(None, None, tuple(events), state, round_of(state))]
    for number, (seat, action) in enumerate(actions, 1):
        try:
            state, events = game.apply(state, seat, action)
        except (IllegalAction, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise ReplayError(f"action {number}: {exc}") from exc
        steps.append(Step(seat, action, tuple(events), state, round_of(state)))
    if final is not None and state != final:
        raise ReplayError("the actions do not lead to the recorded end")
    return tuple(steps)


def round_starts(steps: Sequence[Step]) -> tuple[int, ...]:
    """Indexes of the steps where a new round begins (0 is always one)."""
    return tuple(i for i, step in enumerate(steps) if i == 0 or step.round != steps[i - 1].round)
