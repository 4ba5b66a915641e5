"""Vingt-deux's set-up, the exchange moves (rulings vingtdeux 1–3) and the protocol
functions; a hand's flow (deal, exchange turns, tricks, end) lives in play.py.

A hand is: deal (automatic), the exchange round (one `Exchange` per player,
starting left of the dealer, skipped automatically when the stock is empty),
then tricks (`Play`), the last trick being played automatically since everyone
holds a single card.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import combinations
from typing import Any

from engine.core.codec import state_codec
from engine.core.model import Action, Event, IllegalAction, Result, evolve, resolve_options, set_at
from engine.core.rng import Rng

from . import cards as deck
from .actions import Exchange, Play
from .cards import Card
from .events import DealerDraw, Exchanged
from .options import OPTIONS
from .play import apply_play, deal, next_exchange
from .state import EXCHANGE, OVER, State
from .tricks import follow_options, lead_options


def new_state(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    return start(players, seed, options)[0]


def start(players: int, seed: int, options: Mapping[str, Any] | None = None) -> tuple[State, tuple[Event, ...]]:
    """Draw for the first dealer (high card, ties redrawn among the tied), deal 7 each."""
    if not 2 <= players <= 6:
        raise IllegalAction("bad_player_count", players=players)
    resolve_options(OPTIONS, options)
    dealer, rng, events = _draw_dealer(players, Rng(seed))
    empty = tuple(() for _ in range(players))
    state = State(players, (True,) * players, 0, dealer, 0, EXCHANGE, (), empty, (), empty, (), (), -1,
                  (), empty, (), rng)
    state, dealt = deal(state, dealer, deck.first_hand_size())
    return state, events + dealt


def _draw_dealer(players: int, rng: Rng) -> tuple[int, Rng, tuple[Event, ...]]:
    contenders = tuple(range(players))
    events = []
    for attempt in range(1, 100):
        cards, rng = rng.shuffle(deck.deck())
        draws = tuple(zip(contenders, cards))
        high = max(c.rank for _, c in draws)
        top = tuple(s for s, c in draws if c.rank == high)
        events.append(DealerDraw(attempt, draws, top if len(top) > 1 else ()))
        if len(top) == 1:
            return top[0], rng, tuple(events)
        contenders = top
    raise RuntimeError("no dealer after 99 draws")  # pragma: no cover - probability ~0


def to_move(state: State) -> frozenset[int]:
    return frozenset(state.order[:1]) if state.phase != OVER else frozenset()


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    if state.phase == OVER or seat != state.current:
        return ()
    hand = state.hands[seat]
    if state.phase == EXCHANGE:
        most = min(len(hand), len(state.stock))
        return tuple(Exchange(combo) for n in range(most + 1) for combo in combinations(hand, n))
    options = follow_options(hand, state.best) if state.best else lead_options(hand)
    return tuple(Play(cards) for cards in options)


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction("game_over")
    if seat != state.current:
        raise IllegalAction("not_your_turn", seat=seat, current=state.current)
    if state.phase == EXCHANGE:
        if not isinstance(action, Exchange):
            raise IllegalAction("expected_exchange")
        return _exchange(state, seat, tuple(action.cards))
    if not isinstance(action, Play):
        raise IllegalAction("expected_play")
    return apply_play(state, seat, tuple(action.cards))


def _exchange(state: State, seat: int, cards: tuple[Card, ...]) -> tuple[State, tuple[Event, ...]]:
    hand = state.hands[seat]
    if len(set(cards)) != len(cards):
        raise IllegalAction("duplicate_cards")
    missing = [c for c in cards if c not in hand]
    if missing:
        raise IllegalAction("card_not_in_hand", card=missing[0])
    if len(cards) > len(state.stock):
        raise IllegalAction("not_enough_stock", available=len(state.stock), asked=len(cards))
    drawn, stock = state.stock[:len(cards)], state.stock[len(cards):]
    kept = tuple(c for c in hand if c not in cards)
    state = evolve(state, hands=set_at(state.hands, seat, tuple(sorted(kept + drawn))), stock=stock,
                   discards=set_at(state.discards, seat, tuple(sorted(cards))), order=state.order[1:])
    event = Exchanged(seat, len(cards), tuple(sorted(cards)), tuple(sorted(drawn)), len(stock),
                      visible_to=frozenset({seat}))
    state, more = next_exchange(state)
    return state, (event,) + more


def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    return Result(frozenset(state.winners), tuple(float(s) for s in state.scores()), low_score_wins=True)


to_json, from_json = state_codec(State, "Vingt-deux")


def components(state: State) -> Counter[Card]:
    zones = [*state.hands, state.stock, *state.discards, *state.scoring,
             *(p.cards for p in state.trick), *(p.cards for t in state.history for p in t)]
    return Counter(c for zone in zones for c in zone)


def resample_hidden(state: State, seat: int, rng: Rng) -> State:
    """Re-deal what `seat` cannot see (other hands, the stock, others' discards),
    keeping what the play so far proves (see knowledge.py)."""
    from .knowledge import redeal_hidden
    return redeal_hidden(state, seat, rng)
