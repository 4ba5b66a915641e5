"""Vingt-deux's set-up, deals and exchange round (RULINGS vingtdeux 1–3), and the
protocol functions; the tricks and the end of a hand live in play.py.

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
from .events import DealerDraw, Exchanged, HandDealt, HandStarted, TurnStarted
from .options import OPTIONS
from .play import apply_play, start_tricks
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


def clockwise_from(state: State, seat: int) -> tuple[int, ...]:
    """Active seats in playing order, starting with `seat` if active, else the next one."""
    n = state.players
    return tuple(s for s in ((seat + k) % n for k in range(n)) if state.active[s])


def left_of(state: State, seat: int) -> int:
    return clockwise_from(state, (seat + 1) % state.players)[0]


def deal(state: State, dealer: int, requested: int) -> tuple[State, tuple[Event, ...]]:
    """Shuffle every card but the scoring cards and deal `requested` each (fewer,
    equally, when the pack is short); the rest is the stock."""
    scoring = {c for pile in state.scoring for c in pile}
    pack, rng = state.rng.shuffle([c for c in deck.deck() if c not in scoring])
    seats = clockwise_from(state, left_of(state, dealer))
    size = min(requested, len(pack) // len(seats))
    hands: list[tuple[Card, ...]] = [()] * state.players
    for i, seat in enumerate(seats):
        hands[seat] = tuple(sorted(pack[i * size:(i + 1) * size]))
    stock = pack[len(seats) * size:]
    empty = tuple(() for _ in range(state.players))
    state = evolve(state, hand_no=state.hand_no + 1, dealer=dealer, hand_size=size, phase=EXCHANGE,
                   order=seats, hands=tuple(hands), stock=stock, discards=empty, trick=(), best=(),
                   taker=-1, history=(), rng=rng)
    events: list[Event] = [HandStarted(state.hand_no, dealer, size, requested, size < requested, seats,
                                       len(stock), not state.active[dealer])]
    events += [HandDealt(s, hands[s], visible_to=frozenset({s})) for s in seats]
    state, more = _next_exchange(state)
    return state, tuple(events) + more


def _next_exchange(state: State) -> tuple[State, tuple[Event, ...]]:
    """Announce the next exchanger; seats facing an empty stock pass automatically."""
    events: tuple[Event, ...] = ()
    while state.order and not state.stock:
        events += (Exchanged(state.order[0], 0, (), (), 0, forced=True),)
        state = evolve(state, order=state.order[1:])
    if state.order:
        return state, events + (TurnStarted(state.order[0], "exchange", 0, (), -1, len(state.stock), 0),)
    state, more = start_tricks(state, left_of(state, state.dealer))
    return state, events + more


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
    state, more = _next_exchange(state)
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
