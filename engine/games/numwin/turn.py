"""A player's turn (numwin.fr.txt "Tour de jeu", rulings numwin 2, 3 and 6):
draw from the pile or take the discard, then discard / exchange / add.

Ruling 6 (design decision): an action card acts when the player who drew it from
the pile discards it — straight after drawing, or later by exchanging it out of
their combination on their own turn, provided it entered that combination from
their own pile draw (the slot is `armed`). A card dealt, added from the discard,
drawn as a penalty or swiped in never acts; nor does one leaving by Flash,
Swipe or a claim."""
from __future__ import annotations

from engine.core.model import Action, Event, IllegalAction, evolve

from . import cards as deck
from .actions import Add, Discard, DrawPile, Exchange, TakeDiscard
from .cards import Card
from .claims import open_window
from .events import ActionTriggered, ActionWasted, CardAdded, CardDiscarded, CardDrawn, CardExchanged
from .flow import after_play, can_take_discard
from .powers import targets
from .state import DISCARD, PILE, PLACE, TARGET, State
from .table import can_draw, draw_card, everyone, new_slot, set_at, set_hand, unprotected

Events = tuple[Event, ...]


def draw_actions(state: State, seat: int) -> tuple[Action, ...]:
    out: tuple[Action, ...] = (DrawPile(),) if can_draw(state) else ()
    return out + ((TakeDiscard(),) if can_take_discard(state, seat) else ())


def place_actions(state: State, seat: int) -> tuple[Action, ...]:
    hand = state.hands[seat]
    exchanges: tuple[Action, ...] = tuple(Exchange(p) for p in unprotected(hand))
    if state.drawn_from == PILE:
        return (Discard(),) + exchanges
    return exchanges + ((Add(),) if len(hand) < deck.combination_size() else ())


def draw(state: State, seat: int, action: Action) -> tuple[State, Events]:
    if isinstance(action, DrawPile):
        if not can_draw(state):
            raise IllegalAction("pile_empty")
        state, card, events = draw_card(state)
        state = evolve(state, drawn=card, drawn_from=PILE, phase=PLACE)
        return state, events + (CardDrawn(seat, PILE, card, len(state.pile), visible_to=frozenset({seat})),)
    if isinstance(action, TakeDiscard):
        if not state.discard:
            raise IllegalAction("discard_empty")
        if not can_take_discard(state, seat):
            raise IllegalAction("nowhere_to_place", size=len(state.hands[seat]))
        card = state.discard[-1]
        state = evolve(state, drawn=card, drawn_from=DISCARD, phase=PLACE, discard=state.discard[:-1])
        return state, (CardDrawn(seat, DISCARD, card, len(state.pile)),)
    raise IllegalAction("expected_draw")


def place(state: State, seat: int, action: Action) -> tuple[State, Events]:
    if isinstance(action, Discard):
        if state.drawn_from != PILE:
            raise IllegalAction("cannot_discard_taken_card")
        return _discard_drawn(state, seat)
    if isinstance(action, Exchange):
        return _exchange(state, seat, action.position)
    if isinstance(action, Add):
        if state.drawn_from != DISCARD:
            raise IllegalAction("add_only_from_discard")
        if len(state.hands[seat]) >= deck.combination_size():
            raise IllegalAction("combination_full", size=len(state.hands[seat]), limit=deck.combination_size())
        state, slot = new_slot(state, _drawn(state), everyone(state))
        state = set_hand(evolve(state, drawn=None, drawn_from=""), seat, state.hands[seat] + (slot,))
        size = len(state.hands[seat])
        return after_play(state, (CardAdded(seat, size - 1, slot.card, size),), None)
    raise IllegalAction("expected_placement")


def _drawn(state: State) -> Card:
    """The card in the current player's hand, in the PLACE phase."""
    assert state.drawn is not None  # PLACE follows a draw
    return state.drawn


def _discard_drawn(state: State, seat: int) -> tuple[State, Events]:
    card = _drawn(state)
    state = evolve(state, drawn=None, drawn_from="", discard=state.discard + (card,))
    events: Events = (CardDiscarded(seat, card, "drawn", -1, -1),)
    if not card.is_action:
        state, opened = open_window(state, seat, card)
        return state, events + opened
    return _trigger(state, seat, card, events)


def _trigger(state: State, seat: int, card: Card, events: Events) -> tuple[State, Events]:
    """Ruling 6: the drawer discards its own pile-drawn action card (straight after
    drawing it, or later by exchanging it out): it acts; the player picks the target."""
    events += (ActionTriggered(seat, card.kind),)
    if not targets(state, seat, card.kind):
        return after_play(state, events + (ActionWasted(seat, card.kind, "no_target"),), None)
    return evolve(state, phase=TARGET, pending=card.kind), events


def _exchange(state: State, seat: int, position: int) -> tuple[State, Events]:
    hand = state.hands[seat]
    if not 0 <= position < len(hand):
        raise IllegalAction("no_such_position", position=position, size=len(hand))
    if hand[position].paired:
        raise IllegalAction("card_protected", position=position)
    old, card, source = hand[position], _drawn(state), state.drawn_from
    seen = frozenset({seat}) if source == PILE else everyone(state)
    state, slot = new_slot(state, card, seen, armed=source == PILE)
    state = set_hand(state, seat, set_at(hand, position, slot))
    state = evolve(state, drawn=None, drawn_from="", discard=state.discard + (old.card,))
    private = frozenset({seat}) if source == PILE else None
    events: Events = (CardExchanged(seat, position, card, old.card, visible_to=private),
                      CardDiscarded(seat, old.card, "exchanged", seat, position))
    if old.card.is_action:
        if old.armed:
            return _trigger(state, seat, old.card, events)
        return after_play(state, events, None)
    state, opened = open_window(state, seat, old.card)
    return state, events + opened
