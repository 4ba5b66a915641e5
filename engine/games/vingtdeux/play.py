"""A hand's flow: the deal, the exchange turns, the tricks, the last trick, scoring
and elimination (rulings vingtdeux 4–6), then the next deal. One module, because
the flow is a loop (the end of a hand deals the next one): split, it was an import
cycle between rules.py and this file.

The leader plays one card or a same-rank set keeping one card; each follower
plays as many cards, equalling or beating the best set so far, or their lowest
cards. The last seat that equalled or beat takes the trick and leads the next.
When every hand is down to one card, the last trick is played out at once (no
choice is left): the highest card scores for its player, ties each keep their
own, and the tied player who played first deals the next hand.
"""
from __future__ import annotations

from engine.core.model import Event, evolve, set_at

from . import cards as deck
from .cards import Card
from .events import (
    CardScored,
    CardsPlayed,
    Exchanged,
    GameOver,
    HandDealt,
    HandStarted,
    LastTrick,
    PlayerEliminated,
    TrickTaken,
    TurnStarted,
)
from .state import EXCHANGE, OVER, PLAY, State, TrickPlay
from .tricks import LAST, LEAD, LOWEST, check_play, compare


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
    state, more = next_exchange(state)
    return state, tuple(events) + more


def next_exchange(state: State) -> tuple[State, tuple[Event, ...]]:
    """Announce the next exchanger; seats facing an empty stock pass automatically."""
    events: tuple[Event, ...] = ()
    while state.order and not state.stock:
        events += (Exchanged(state.order[0], 0, (), (), 0, forced=True),)
        state = evolve(state, order=state.order[1:])
    if state.order:
        return state, events + (TurnStarted(state.order[0], "exchange", 0, (), -1, len(state.stock), 0),)
    state, more = start_tricks(state, left_of(state, state.dealer))
    return state, events + more


def _trick_no(state: State) -> int:
    return len(state.history) + 1


def start_tricks(state: State, leader: int) -> tuple[State, tuple[Event, ...]]:
    """A new trick led by `leader` (the last trick when hands hold one card)."""
    order = clockwise_from(state, leader)
    state = evolve(state, phase=PLAY, order=order, trick=(), best=(), taker=-1)
    if len(state.hands[order[0]]) <= 1:
        return _last_trick(state)
    return state, (TurnStarted(order[0], "lead", 0, (), -1, len(state.stock), _trick_no(state)),)


def apply_play(state: State, seat: int, cards: tuple[Card, ...]) -> tuple[State, tuple[Event, ...]]:
    hand = state.hands[seat]
    check_play(state.best, hand, cards)
    cards = tuple(sorted(cards))
    previous = state.best
    effect = (compare(cards, previous) or LOWEST) if previous else LEAD
    best, taker = (cards, seat) if effect != LOWEST else (state.best, state.taker)
    rest = tuple(c for c in hand if c not in cards)
    state = evolve(state, hands=set_at(state.hands, seat, rest), trick=state.trick + (TrickPlay(seat, cards, effect),),
                   best=best, taker=taker, order=state.order[1:])
    events: tuple[Event, ...] = (CardsPlayed(seat, cards, effect, previous, best, taker, _trick_no(state),
                                             len(rest)),)
    if state.order:
        nxt = state.order[0]
        return state, events + (TurnStarted(nxt, "follow", len(best), best, taker, len(state.stock),
                                            _trick_no(state)),)
    return _finish_trick(state, events)


def _finish_trick(state: State, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    taker = state.taker
    left = len(state.hands[taker])
    events += (TrickTaken(taker, _trick_no(state), state.best, left),)
    state = evolve(state, history=state.history + (state.trick,), trick=(), best=(), taker=-1)
    state, more = start_tricks(state, taker)
    return state, events + more


def _last_trick(state: State) -> tuple[State, tuple[Event, ...]]:
    order = state.order
    plays = tuple((s, state.hands[s][0]) for s in order)
    high = max(card.rank for _, card in plays)
    takers = tuple(s for s, card in plays if card.rank == high)
    trick = tuple(TrickPlay(s, (card,), LAST) for s, card in plays)
    scoring = state.scoring
    for s, card in plays:
        if s in takers:
            scoring = set_at(scoring, s, scoring[s] + (card,))
    # The other cards go back to the pack; `history` holds them until the next deal.
    history = state.history + (tuple(p for p in trick if p.seat not in takers),)
    empty = tuple(() for _ in range(state.players))
    state = evolve(state, hands=empty, scoring=scoring, history=history, trick=(), order=())
    totals = state.scores()
    events: list[Event] = [LastTrick(plays, takers, takers[0])]
    events += [CardScored(s, card, deck.points(card), totals[s]) for s, card in plays if s in takers]
    return _end_hand(state, takers[0], dict(plays)[takers[0]], tuple(events))


def _end_hand(state: State, dealer: int, card: Card, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    """Eliminate players at 22 or more; end the game or deal the next hand."""
    totals = state.scores()
    limit = deck.elimination_score()
    out = tuple(s for s in range(state.players) if state.active[s] and totals[s] >= limit)
    events += tuple(PlayerEliminated(s, totals[s], s == dealer) for s in out)
    remaining = tuple(s for s in range(state.players) if state.active[s] and s not in out)
    active = tuple(a and s not in out for s, a in enumerate(state.active))
    state = evolve(state, active=active)
    if len(remaining) == 1:
        return _game_over(state, remaining, "last_standing", events)
    if not remaining:
        low = min(totals[s] for s in out)
        return _game_over(state, tuple(s for s in out if totals[s] == low), "lowest_score", events)
    state, more = deal(state, dealer, deck.points(card))
    return state, events + more


def _game_over(state: State, winners: tuple[int, ...], how: str, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    scoring = {c for pile in state.scoring for c in pile}
    pack = tuple(c for c in deck.deck() if c not in scoring)
    empty = tuple(() for _ in range(state.players))
    state = evolve(state, phase=OVER, order=(), hands=empty, stock=pack, discards=empty, history=(),
                   trick=(), best=(), taker=-1, winners=winners)
    return state, events + (GameOver(winners, state.scores(), how),)
