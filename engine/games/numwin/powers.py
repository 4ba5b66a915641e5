"""Action cards (ruling numwin 6): they act only when the player who drew them
from the pile discards them; the player then picks the target.

Decisions where the text is open (documented in the package docstring):
- Swipe: one of your unprotected cards with one unprotected card of an opponent
  (in the team variant, of the other team), face down: nobody looks, each card
  keeps whoever already knew it (a Quantum-revealed card stays face up).
- Flip: look at one of your own face-down cards (not already face up).
- Quantum: turn up any face-down card (yours or another player's); it stays face up
  until the end of the round but may still be exchanged, swiped or flashed.
- Flash: any unprotected card of an opponent goes to the discard; it opens a claim
  window like any discard (an action card flashed away does not act).
"""
from __future__ import annotations

from engine.core.model import Action, Event, IllegalAction, evolve

from .actions import UseFlash, UseFlip, UseQuantum, UseSwipe
from .cards import FLASH, FLIP, QUANTUM, SWIPE
from .claims import open_window
from .events import CardDiscarded, CardFlipped, CardRevealed, CardSeen, CardsSwiped
from .flow import after_play
from .state import State
from .table import face_down, set_at, set_hand, unprotected

Events = tuple[Event, ...]
ACTION_OF = {SWIPE: UseSwipe, FLIP: UseFlip, QUANTUM: UseQuantum, FLASH: UseFlash}


def targets(state: State, seat: int, kind: str) -> tuple[Action, ...]:
    hands = state.hands
    if kind == FLIP:
        return tuple(UseFlip(p) for p in face_down(hands[seat]))
    if kind == QUANTUM:
        return tuple(UseQuantum(s, p) for s in range(state.players) for p in face_down(hands[s]))
    theirs = tuple((s, p) for s in state.opponents(seat) for p in unprotected(hands[s]))
    if kind == FLASH:
        return tuple(UseFlash(s, p) for s, p in theirs)
    return tuple(UseSwipe(own, s, p) for own in unprotected(hands[seat]) for s, p in theirs)


def use(state: State, seat: int, action: Action) -> tuple[State, Events]:
    expected = ACTION_OF[state.pending]
    if not isinstance(action, expected):
        raise IllegalAction("expected_target", action=state.pending)
    if action not in targets(state, seat, state.pending):
        raise IllegalAction("bad_target", action=state.pending, **vars(action))
    state = evolve(state, pending="")
    if isinstance(action, UseFlash):
        return _flash(state, seat, action.seat, action.position)
    if isinstance(action, UseSwipe):
        # A swiped card never acts later (ruling 6): both slots lose their arming.
        mine = evolve(state.hands[seat][action.own], armed=False)
        theirs = evolve(state.hands[action.seat][action.position], armed=False)
        state = set_hand(state, seat, set_at(state.hands[seat], action.own, theirs))
        state = set_hand(state, action.seat, set_at(state.hands[action.seat], action.position, mine))
        events: Events = (CardsSwiped(seat, action.own, action.seat, action.position),)
    elif isinstance(action, UseFlip):
        slot = state.hands[seat][action.position]
        state = set_hand(state, seat, set_at(state.hands[seat], action.position,
                                             evolve(slot, seen=slot.seen | {seat})))
        events = (CardFlipped(seat, action.position),
                  CardSeen(seat, seat, action.position, slot.card, "flip", visible_to=frozenset({seat})))
    else:
        assert isinstance(action, UseQuantum)
        slot = state.hands[action.seat][action.position]
        state = set_hand(state, action.seat, set_at(state.hands[action.seat], action.position,
                                                    evolve(slot, up=True)))
        events = (CardRevealed(seat, action.seat, action.position, slot.card),)
    return after_play(state, events, None)


def _flash(state: State, seat: int, owner: int, position: int) -> tuple[State, Events]:
    hand = state.hands[owner]
    card = hand[position].card
    state = set_hand(state, owner, hand[:position] + hand[position + 1:])
    state = evolve(state, discard=state.discard + (card,))
    events: Events = (CardDiscarded(seat, card, "flash", owner, position, len(hand) - position - 1),)
    if card.is_action:
        return after_play(state, events, None)
    state, opened = open_window(state, seat, card)
    return state, events + opened
