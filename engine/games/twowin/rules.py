"""2 Win's rules (2win.fr.txt with the rulings for "twowin"): deal, then rounds of two
simultaneous steps (pass a card, compose a number) and an automatic draw step.

Every seat still in chooses in secret (`Pass`, then `Compose`); a choice is kept in
`pending` and only "X has chosen" is public until the last one arrives, when one
reveal resolves the step (steps.py).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core.codec import state_codec
from engine.core.model import Action, Event, IllegalAction, Result, evolve, resolve_options, set_at
from engine.core.rng import Rng

from . import cards as deck
from .actions import Compose, Pass
from .cards import Card
from .compose import check_compose, legal_numbers
from .events import ChoiceMade, GameStarted, HandDealt
from .options import OPTIONS
from .state import COMPOSE, IN, NO_RUN, OVER, PASS, State
from .steps import reveal_numbers, reveal_passes, start_round


def new_state(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    return start(players, seed, options)[0]


def start(players: int, seed: int, options: Mapping[str, Any] | None = None) -> tuple[State, tuple[Event, ...]]:
    """Shuffle, deal 9 cards each, and open the first pass step."""
    low, high = deck.player_range()
    if not low <= players <= high:
        raise IllegalAction("bad_player_count", players=players)
    resolve_options(OPTIONS, options)
    cards, rng = Rng(seed).shuffle(deck.deck())
    size = deck.hand_size()
    hands = tuple(tuple(sorted(cards[i * size:(i + 1) * size])) for i in range(players))
    pile = tuple(cards[players * size:])
    none = (None,) * players
    state = State(players, 0, PASS, hands, pile, ((),) * players, none, (0,) * players,
                  ((NO_RUN, NO_RUN),) * players, (IN,) * players, none, (), (), "", rng)
    events: tuple[Event, ...] = (GameStarted(players, size, len(pile)),)
    events += tuple(HandDealt(s, hands[s], visible_to=frozenset({s})) for s in range(players))
    return start_round(state, events)


def to_move(state: State) -> frozenset[int]:
    """Every player still in who has not yet chosen in this step."""
    if state.step == OVER:
        return frozenset()
    return frozenset(s for s in state.in_seats() if state.pending[s] is None)


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    """Derived from the seat's own hand and last number only: reveals nothing else."""
    if state.step == OVER or state.status[seat] != IN or state.pending[seat] is not None:
        return ()
    hand = state.hands[seat]
    if state.step == PASS:
        return tuple(Pass(card) for card in sorted(set(hand)))
    return legal_numbers(hand, state.last[seat])


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    _check(state, seat, action)
    pending = set_at(state.pending, seat, action)
    state = evolve(state, pending=pending)
    waiting = tuple(s for s in state.in_seats() if pending[s] is None)
    events: tuple[Event, ...] = (ChoiceMade(seat, state.step, waiting, action, visible_to=frozenset({seat})),)
    if waiting:
        return state, events
    state, more = reveal_passes(state) if state.step == PASS else reveal_numbers(state)
    return state, events + more


def _check(state: State, seat: int, action: Action) -> None:
    if state.step == OVER:
        raise IllegalAction("game_over")
    if not 0 <= seat < state.players:
        raise IllegalAction("no_such_seat", seat=seat)
    if state.status[seat] != IN:
        raise IllegalAction("abandoned", seat=seat)
    if state.pending[seat] is not None:
        raise IllegalAction("already_chosen", seat=seat, step=state.step)
    if state.step == PASS:
        if not isinstance(action, Pass):
            raise IllegalAction("expected_pass")
        if action.card not in state.hands[seat]:
            raise IllegalAction("card_not_in_hand", card=action.card)
        return
    if not isinstance(action, Compose):
        raise IllegalAction("expected_compose")
    problem, details = check_compose(state.hands[seat], state.last[seat], action.tens, action.units)
    if problem:
        raise IllegalAction(problem, **details)


def result(state: State) -> Result | None:
    """Winners; each seat's score is how many numbers it composed (rounds survived)."""
    if state.step != OVER:
        return None
    return Result(frozenset(state.winners), tuple(float(n) for n in state.composed))


to_json, from_json = state_codec(State, "2 Win")


def components(state: State) -> Counter[Card]:
    numbers = [c for row in state.numbers for n in row for c in n.cards()]
    return Counter([c for h in state.hands for c in h] + numbers + list(state.pile))


__all__ = ["COMPOSE", "apply", "components", "from_json", "legal_actions", "new_state", "result",
           "start", "to_json", "to_move"]
