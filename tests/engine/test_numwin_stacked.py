"""Num Win's fixed first deal (tutorials): the named cards come first, the deck stays whole."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import games
from engine.games.numwin import cards as deck
from engine.games.numwin.cards import Card
from engine.games.numwin.stacked import StackError

GAME = games.get("numwin")
RED13, RED12, YELLOW4, BLUE1 = Card("classic", 13, "rouge"), Card("classic", 12, "rouge"), \
    Card("classic", 4, "jaune"), Card("classic", 1, "bleu")
DEAL = {"hands": ((RED13, RED12), (YELLOW4, BLUE1)), "discard": Card("classic", 3, "vert"),
        "pile": (Card("quantum"), Card("rainbow", 10))}


def test_the_named_cards_are_dealt_in_order_and_the_deck_is_whole():
    state, events = GAME.start_stacked(2, 1, {}, DEAL)
    assert [[s.card for s in hand] for hand in state.hands] == [[RED13, RED12], [YELLOW4, BLUE1]]
    assert state.discard == (DEAL["discard"],) and state.pile[:2] == DEAL["pile"]
    assert GAME.components(state) == Counter(deck.deck())
    assert events and state.phase == "draw"


def test_the_rest_follows_the_seeds_shuffle_and_replays_exactly():
    one, _ = GAME.start_stacked(2, 7, {}, DEAL)
    again, _ = GAME.start_stacked(2, 7, {}, DEAL)
    other, _ = GAME.start_stacked(2, 8, {}, DEAL)
    assert one == again
    assert one.pile[2:] != other.pile[2:]


@pytest.mark.parametrize("deal", [
    {**DEAL, "pile": (RED13,)},                                        # a card named twice
    {**DEAL, "pile": (Card("classic", 17, "rouge"),)},                  # a value the deck has not
    {**DEAL, "hands": ((RED13, RED12),)},                               # a seat without cards
    {**DEAL, "hands": ((RED13,), (YELLOW4, BLUE1))},                    # a combination of 1
])
def test_an_impossible_deal_is_refused(deal):
    with pytest.raises(StackError):
        GAME.start_stacked(2, 1, {}, deal)

