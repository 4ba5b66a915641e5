"""Dealing the cards a seat cannot see, consistently with what it knows.

Shared by `resample_hidden` (the conformance leak test) and the strong bot's
`sample_state`: the unseen cards are dealt to the hidden hands (sizes are public)
and the pile; some cards can be pinned to a hand (the card this seat just passed
is certainly with its receiver during the compose step); players still in at a
compose step certainly hold a number above their last one (else they would have
abandoned), so deals breaking that are redrawn.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from engine.core.model import Action, evolve
from engine.core.rng import Rng

from .actions import Pass
from .cards import Card
from .compose import can_compose, legal_numbers
from .state import COMPOSE, IN, PASS, PassRecord, State

TRIES = 24


def deal_hidden(pool: Sequence[Card], sizes: Mapping[int, int], pinned: Mapping[int, Sequence[Card]],
                needs: Mapping[int, int | None],
                rng: Rng) -> tuple[dict[int, tuple[Card, ...]], tuple[Card, ...], Rng] | None:
    """(hands by seat, pile, rng) dealing `pool`, or None if no deal met `needs` in TRIES."""
    free = list(pool)
    for cards in pinned.values():
        for c in cards:
            free.remove(c)
    for _ in range(TRIES):
        shuffled, rng = rng.shuffle(free)
        hands: dict[int, tuple[Card, ...]] = {}
        at = 0
        for seat in sorted(sizes):
            fixed = tuple(pinned.get(seat, ()))
            take = sizes[seat] - len(fixed)
            hands[seat] = tuple(sorted(fixed + shuffled[at:at + take]))
            at += take
        rest = list(shuffled[at:])
        for seat, prev in needs.items():
            _repair(hands, seat, prev, rest, pinned.get(seat, ()))
        if all(can_compose(hands[s], prev) for s, prev in needs.items()):
            return hands, tuple(rest), rng
    return None


def _repair(hands: dict[int, tuple[Card, ...]], seat: int, prev: int | None, rest: list[Card],
            fixed: Sequence[Card]) -> None:
    """Swap the seat's lowest free cards for the pile's highest until it can beat `prev`
    (a player still in at a compose step certainly can)."""
    for _ in range(2):
        if can_compose(hands[seat], prev) or not rest:
            return
        free = [c for c in hands[seat] if c not in fixed]
        if not free:
            return
        low = min(free)
        high = max(rest)
        if high.digit <= low.digit:
            return
        hand = list(hands[seat])
        hand.remove(low)
        rest.remove(high)
        rest.append(low)
        hands[seat] = tuple(sorted(hand + [high]))


def just_passed(state_round: int, step: str, given: Iterable[PassRecord]) -> tuple[tuple[int, Card], ...]:
    """(receiver, card) for the card this seat passed in the current round, during its compose step."""
    if step != COMPOSE:
        return ()
    return tuple((p.receiver, p.card) for p in given if p.round == state_round)


def resample_hidden(state: State, seat: int, rng: Rng) -> State:
    """Re-deal the other hands and the pile among themselves, keeping sizes, the card
    `seat` just passed and the compose guarantee; then re-pick the other seats'
    pending choices, which `seat` cannot know either."""
    others = [s for s in range(state.players) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.pile)
    given = tuple(p for p in state.passes if p.giver == seat)
    pinned: dict[int, list[Card]] = {}
    for receiver, card in just_passed(state.round, state.step, given):
        pinned.setdefault(receiver, []).append(card)
    needs = {s: state.last[s] for s in others if state.step == COMPOSE and state.status[s] == IN}
    dealt = deal_hidden(pool, {s: len(state.hands[s]) for s in others}, pinned, needs, rng)
    if dealt is not None:
        hands_by_seat, pile, rng = dealt
        hands = tuple(hands_by_seat.get(s, state.hands[s]) for s in range(state.players))
        state = evolve(state, hands=hands, pile=pile)
    return evolve(state, pending=_repick(state, seat, rng))


def _repick(state: State, seat: int, rng: Rng) -> tuple[Action | None, ...]:
    pending: list[Action | None] = list(state.pending)
    for s in range(state.players):
        if s == seat or pending[s] is None:
            continue
        rng = rng.split(s)
        if state.step == PASS:
            card, _ = rng.choice(state.hands[s])
            pending[s] = Pass(card)
        else:
            pending[s], _ = rng.choice(legal_numbers(state.hands[s], state.last[s]))
    return tuple(pending)


__all__ = ["IN", "deal_hidden", "just_passed", "resample_hidden"]
