"""What a seat can prove about hidden cards, and dealing them consistently.

Sound inferences only: a follower who played their N lowest cards without
reaching the best set showed that every card left in their hand is at least as
high as the highest of those N (they were the lowest). A set that a player did
not beat proves nothing more, since the lowest cards are always allowed
(ruling vingtdeux 4). Cards seen in tricks, scoring piles, and the seat's own
hand and discards are excluded from the unseen pool.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from engine.core.model import evolve
from engine.core.rng import Rng

from . import cards as deck
from .cards import Card
from .state import State, TrickPlay
from .tricks import LOWEST

if TYPE_CHECKING:
    from .view import View

Hands = tuple[tuple[Card, ...], ...]


def floors(players: int, history: Iterable[Sequence[TrickPlay]], trick: Iterable[TrickPlay]) -> tuple[int, ...]:
    """Per seat, the lowest rank its remaining hand can hold (2 when nothing is known)."""
    low = [2] * players
    for play in [p for t in history for p in t] + list(trick):
        if play.effect == LOWEST:
            low[play.seat] = max(low[play.seat], max(c.rank for c in play.cards))
    return tuple(low)


def shown_cards(v: View) -> set[Card]:
    """Every card the seat has seen or holds (view or state-like with the same fields)."""
    seen = set(v.hand) | set(v.my_discards)
    seen.update(c for pile in v.scoring for c in pile)
    seen.update(c for p in v.trick for c in p.cards)
    seen.update(c for t in v.history for p in t for c in p.cards)
    return seen


def deal_unseen(v: View, rng: Rng) -> tuple[Hands, tuple[Card, ...], Hands, Rng]:
    """(hands, stock, discards) for the seats other than v.seat, drawn at random from
    the unseen cards and respecting the floors; v.seat keeps its own cards."""
    seen = shown_cards(v)
    shuffled, rng = rng.shuffle([c for c in deck.deck() if c not in seen])
    pool = list(shuffled)
    low = floors(v.players, v.history, v.trick)
    hands: list[tuple[Card, ...]] = [()] * v.players
    hands[v.seat] = v.hand
    others = sorted((s for s in range(v.players) if s != v.seat and v.hand_sizes[s]),
                    key=lambda s: -low[s])
    for s in others:  # most constrained first: nested eligible sets keep this feasible
        pick: Sequence[Card] = [c for c in pool if c.rank >= low[s]][:v.hand_sizes[s]]
        if len(pick) < v.hand_sizes[s]:
            pick = pool[:v.hand_sizes[s]]  # inconsistent view: never for a true history
        hands[s] = tuple(sorted(pick))
        chosen = set(pick)
        pool = [c for c in pool if c not in chosen]
    discards: list[tuple[Card, ...]] = [()] * v.players
    discards[v.seat] = v.my_discards
    for s in range(v.players):
        if s != v.seat:
            discards[s] = tuple(sorted(pool[:v.discard_counts[s]]))
            pool = pool[v.discard_counts[s]:]
    return tuple(hands), tuple(pool), tuple(discards), rng


def sample_state(v: View, rng: Rng) -> State:
    """A full state consistent with the view `v` (for the strong bot's search)."""
    hands, stock, discards, rng = deal_unseen(v, rng)
    return State(v.players, v.active, v.hand_no, v.dealer, v.hand_size, v.phase, v.order, hands,
                 stock, discards, v.trick, v.best, v.taker, v.history, v.scoring, v.winners, rng)


def redeal_hidden(state: State, seat: int, rng: Rng) -> State:
    """The conformance suite's resample: the same sampler, keeping the state's rng."""
    from .view import view
    hands, stock, discards, _ = deal_unseen(view(state, seat), rng)
    return evolve(state, hands=hands, stock=stock, discards=discards)
