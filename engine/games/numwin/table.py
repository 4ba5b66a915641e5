"""Small state helpers shared by the rule modules: slots, the pile, the discard."""
from __future__ import annotations

from engine.core.model import Event, evolve
from engine.core.model import set_at as set_at  # re-exported for the rule modules

from .cards import Card
from .events import PileRebuilt
from .state import Slot, State


def set_hand(state: State, seat: int, slots: tuple[Slot, ...]) -> State:
    return evolve(state, hands=set_at(state.hands, seat, slots))


def new_slot(state: State, card: Card, seen: frozenset[int], **flags: bool) -> tuple[State, Slot]:
    slot = Slot(card, state.next_uid, seen, **flags)
    return evolve(state, next_uid=state.next_uid + 1), slot


def everyone(state: State) -> frozenset[int]:
    return frozenset(range(state.players))


def can_draw(state: State) -> bool:
    """A pile card is available, directly or by rebuilding from the discard."""
    return bool(state.pile) or len(state.discard) > 1


def draw_card(state: State) -> tuple[State, Card | None, tuple[Event, ...]]:
    """The top pile card, rebuilding the pile first when empty (ruling numwin 8)."""
    events: tuple[Event, ...] = ()
    if not state.pile:
        if len(state.discard) <= 1:
            return state, None, ()
        pile, rng = state.rng.shuffle(state.discard[:-1])
        state = evolve(state, pile=pile, discard=state.discard[-1:], rng=rng)
        events = (PileRebuilt(len(pile)),)
    return evolve(state, pile=state.pile[1:]), state.pile[0], events


def unprotected(slots: tuple[Slot, ...]) -> tuple[int, ...]:
    return tuple(i for i, s in enumerate(slots) if not s.paired)


def face_down(slots: tuple[Slot, ...]) -> tuple[int, ...]:
    return tuple(i for i, s in enumerate(slots) if not s.paired and not s.up)
