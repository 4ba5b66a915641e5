"""GAP's rules (gap.fr.txt with the rulings for "gap"): deal, play, take, refill, score.

A turn is one `Play`; when several copies of a neighbour value could be taken,
the same player then answers with one `Take` naming the copies.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import product
from typing import Any

from engine.core.codec import state_codec
from engine.core.model import Action, Event, IllegalAction, Result, resolve_options, set_at
from engine.core.model import evolve as replace
from engine.core.rng import Rng

from . import cards as deck
from .actions import Play, Take
from .cards import Card
from .events import (
    CardPlayed,
    CardsTaken,
    CardToMiddle,
    ChoiceNeeded,
    ColoursRemoved,
    GameOver,
    HandDealt,
    MiddleRefilled,
    RoundScored,
    RoundStarted,
    TurnStarted,
)
from .options import OPTIONS
from .scoring import seat_scores, winners
from .state import CHOOSE, OVER, PLAY, State


def new_state(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    return start(players, seed, options)[0]


def start(players: int, seed: int, options: Mapping[str, Any] | None = None) -> tuple[State, tuple[Event, ...]]:
    """The first state and the events of the set-up (colour removal, first deal)."""
    if not 2 <= players <= 6:
        raise IllegalAction("bad_player_count", players=players)
    opts = resolve_options(OPTIONS, options)
    rng = Rng(seed)
    all_colours = deck.colours()
    shuffled, rng = rng.shuffle(all_colours)
    removed = tuple(c for c in all_colours if c in shuffled[:deck.removed_count(players)])
    in_play = tuple(c for c in all_colours if c not in removed)
    first, rng = rng.randint(0, players - 1)
    empty = tuple(() for _ in range(players))
    state = State(players, opts["target"], opts["rounds"], in_play, removed, empty, (), (), empty,
                  empty, 0, first, first, PLAY, None, rng)
    events: tuple[Event, ...] = (ColoursRemoved(removed),) if removed else ()
    state, dealt = _deal_round(state, first)
    return state, events + dealt


def _deal_round(state: State, first: int) -> tuple[State, tuple[Event, ...]]:
    cards, rng = state.rng.shuffle(deck.deck(state.colours))
    size = deck.hand_size(state.players)
    hands = tuple(tuple(sorted(cards[i * size:(i + 1) * size])) for i in range(state.players))
    rest = cards[state.players * size:]
    middle, pile = rest[:deck.middle_size()], rest[deck.middle_size():]
    empty = tuple(() for _ in range(state.players))
    state = replace(state, hands=hands, middle=middle, pile=pile, collections=empty,
                    round=state.round + 1, round_first=first, current=first, phase=PLAY,
                    played=None, rng=rng)
    events: list[Event] = [RoundStarted(state.round, first, size, middle)]
    events += [HandDealt(seat, hands[seat], visible_to=frozenset({seat})) for seat in range(state.players)]
    events.append(TurnStarted(first))
    return state, tuple(events)


def to_move(state: State) -> frozenset[int]:
    return frozenset() if state.phase == OVER else frozenset({state.current})


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    if state.phase == OVER or seat != state.current:
        return ()
    if state.phase == PLAY:
        return tuple(Play(card) for card in sorted(set(state.hands[seat])))
    assert state.played is not None  # the CHOOSE phase follows a played card
    return tuple(Take(choice) for choice in _take_choices(state.middle, state.played))


def _take_choices(middle: tuple[Card, ...], card: Card) -> tuple[tuple[Card, ...], ...]:
    low, high = deck.neighbours(card.value)
    lows: list[Card | None] = [*sorted(c for c in middle if c.value == low)] or [None]
    highs: list[Card | None] = [*sorted(c for c in middle if c.value == high)] or [None]
    return tuple(tuple(c for c in pair if c is not None) for pair in product(lows, highs))


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction("game_over")
    if seat != state.current:
        raise IllegalAction("not_your_turn", seat=seat, current=state.current)
    if state.phase == PLAY:
        if not isinstance(action, Play):
            raise IllegalAction("expected_play")
        return _play(state, seat, action.card)
    if not isinstance(action, Take):
        raise IllegalAction("expected_take")
    assert state.played is not None  # the CHOOSE phase follows a played card
    if action.cards not in _take_choices(state.middle, state.played):
        raise IllegalAction("bad_take", cards=action.cards)
    return _collect(state, seat, state.played, action.cards, "neighbours", ())


def _play(state: State, seat: int, card: Card) -> tuple[State, tuple[Event, ...]]:
    hand = list(state.hands[seat])
    if card not in hand:
        raise IllegalAction("card_not_in_hand", card=card)
    hand.remove(card)
    state = replace(state, hands=set_at(state.hands, seat, tuple(hand)))
    events: tuple[Event, ...] = (CardPlayed(seat, card),)
    same = tuple(c for c in state.middle if c.value == card.value)
    if same:
        return _collect(state, seat, card, same, "same", events)
    choices = _take_choices(state.middle, card)
    if choices == ((),):
        state = replace(state, middle=state.middle + (card,))
        return _end_turn(state, events + (CardToMiddle(seat, card),))
    if len(choices) == 1:
        return _collect(state, seat, card, choices[0], "neighbours", events)
    candidates = tuple(sorted({c for choice in choices for c in choice}))
    state = replace(state, phase=CHOOSE, played=card)
    return state, events + (ChoiceNeeded(seat, card, candidates),)


def _collect(state: State, seat: int, card: Card, taken: tuple[Card, ...], rule: str,
             events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    middle = list(state.middle)
    for c in taken:
        middle.remove(c)
    collection = state.collections[seat] + taken + (card,)
    state = replace(state, middle=tuple(middle), collections=set_at(state.collections, seat, collection),
                    phase=PLAY, played=None)
    return _end_turn(state, events + (CardsTaken(seat, card, taken, rule),))


def _end_turn(state: State, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    missing = deck.middle_size() - len(state.middle)
    if missing > 0 and state.pile:
        drawn, pile = state.pile[:missing], state.pile[missing:]
        state = replace(state, middle=state.middle + drawn, pile=pile)
        events += (MiddleRefilled(drawn, len(pile)),)
    if any(state.hands):
        nxt = (state.current + 1) % state.players
        return replace(state, current=nxt), events + (TurnStarted(nxt),)
    return _end_round(state, events)


def _end_round(state: State, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    scores = seat_scores(state.collections, state.colours, state.totals())
    round_scores = tuple(rs + (s.round_score,) for rs, s in zip(state.round_scores, scores))
    state = replace(state, round_scores=round_scores)
    events += (RoundScored(state.round, scores),)
    totals = state.totals()
    finished = state.round >= state.rounds if state.rounds else max(totals) >= state.target
    if finished:
        won, decided_by = winners(round_scores)
        return replace(state, phase=OVER), events + (GameOver(won, totals, decided_by),)
    state, dealt = _deal_round(state, (state.round_first + 1) % state.players)
    return state, events + dealt


def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    return Result(frozenset(winners(state.round_scores)[0]), tuple(float(t) for t in state.totals()))


to_json, from_json = state_codec(State, "GAP")


def components(state: State) -> Counter[Card]:
    held = [c for zone in (state.hands, state.collections) for cards in zone for c in cards]
    waiting = [state.played] if state.played else []
    return Counter(held + list(state.middle) + list(state.pile) + waiting)


def resample_hidden(state: State, seat: int, rng: Rng) -> State:
    """Re-deal the other hands and the pile among themselves (what `seat` cannot see)."""
    others = [s for s in range(state.players) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.pile)
    shuffled, _ = rng.shuffle(pool)
    hands = list(state.hands)
    at = 0
    for s in others:
        size = len(state.hands[s])
        hands[s] = tuple(sorted(shuffled[at:at + size]))
        at += size
    return replace(state, hands=tuple(hands), pile=tuple(shuffled[at:]))
