"""Scenario tests for each GAP rule (gap.fr.txt + RULINGS.md "gap")."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import games
from engine.core.model import IllegalAction, evolve
from engine.games.gap import events as ev
from engine.games.gap.actions import Play, Take
from engine.games.gap.cards import Card
from engine.games.gap.scoring import round_breakdown, winners
from engine.games.gap.state import CHOOSE, OVER, PLAY

GAP = games.get("gap")
COLOURS = ("rouge", "jaune", "bleu", "vert", "violet")


def C(text: str) -> Card:
    value, colour = text.split()
    return Card(int(value), colour)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(C(t.strip()) for t in text.split(",") if t.strip())


def table(hands, middle, pile="", current=0, players=None, **extra):
    """A mid-round state with the given hands, middle and pile."""
    players = players or len(hands)
    state = GAP.new_state(players, 1, {})
    hands = tuple(tuple(sorted(cards(h))) for h in hands)
    return evolve(state, hands=hands, middle=cards(middle), pile=cards(pile), current=current,
                  round_first=current, colours=COLOURS[:5 if players > 3 else 5 - (4 - players)],
                  collections=tuple(() for _ in range(players)), **extra)


@pytest.mark.parametrize("players,removed,hand", [(2, 2, 6), (3, 1, 6), (4, 0, 6), (5, 0, 5), (6, 0, 5)])
def test_setup_removes_colours_and_deals_hands(players, removed, hand):
    state, events = GAP.begin(players, 4, {})
    assert len(state.removed) == removed and len(state.colours) == 5 - removed
    assert all(len(h) == hand for h in state.hands)
    assert len(state.middle) == 4
    assert len(state.pile) == 10 * len(state.colours) - players * hand - 4
    assert all(c.colour in state.colours for c in state.middle + state.pile)
    if removed:
        assert events[0] == ev.ColoursRemoved(state.removed)
    dealt = [e for e in events if isinstance(e, ev.HandDealt)]
    assert [e.visible_to for e in dealt] == [frozenset({s}) for s in range(players)]


def test_removed_colours_depend_on_the_seed():
    removed = {GAP.new_state(2, seed, {}).removed for seed in range(20)}
    assert len(removed) > 3


def test_same_value_takes_every_copy_in_the_middle():
    state = table(["2 rouge, 5 vert", "1 bleu, 8 bleu"], "2 jaune, 2 bleu, 3 rouge, 7 vert", "9 vert, 4 jaune")
    state, events = GAP.apply(state, 0, Play(C("2 rouge")))
    assert state.collections[0] == cards("2 jaune, 2 bleu, 2 rouge")
    taken = [e for e in events if isinstance(e, ev.CardsTaken)][0]
    assert taken.rule == "same" and set(taken.taken) == set(cards("2 jaune, 2 bleu"))
    assert set(state.middle) == set(cards("3 rouge, 7 vert, 9 vert, 4 jaune"))  # refilled to 4


def test_neighbours_are_circular_and_both_sides_are_taken():
    state = table(["0 rouge, 5 vert", "1 bleu, 8 bleu"], "9 jaune, 1 vert, 4 rouge, 6 vert", "3 vert, 3 jaune")
    state, events = GAP.apply(state, 0, Play(C("0 rouge")))
    assert set(state.collections[0]) == set(cards("0 rouge, 9 jaune, 1 vert"))
    assert [e.rule for e in events if isinstance(e, ev.CardsTaken)] == ["neighbours"]


def test_a_choice_of_copy_is_asked_and_only_one_per_value_is_taken():
    # The rule text's example: play a 0, no 9, two 1s: take one 1 of your choice.
    state = table(["0 rouge, 5 vert", "2 bleu, 8 bleu"], "1 jaune, 1 vert, 4 rouge, 6 vert", "3 vert")
    state, events = GAP.apply(state, 0, Play(C("0 rouge")))
    assert state.phase == CHOOSE and state.current == 0
    assert isinstance(events[-1], ev.ChoiceNeeded)
    assert set(GAP.legal_actions(state, 0)) == {Take(cards("1 jaune")), Take(cards("1 vert"))}
    with pytest.raises(IllegalAction):
        GAP.apply(state, 0, Take(cards("1 jaune, 1 vert")))
    with pytest.raises(IllegalAction):
        GAP.apply(state, 1, Take(cards("1 jaune")))
    state, _ = GAP.apply(state, 0, Take(cards("1 vert")))
    assert set(state.collections[0]) == set(cards("0 rouge, 1 vert"))
    assert state.phase == PLAY and state.current == 1
    assert set(state.middle) == set(cards("1 jaune, 4 rouge, 6 vert, 3 vert"))


def test_choice_across_both_sides_offers_every_pair():
    state = table(["5 rouge, 2 vert", "2 bleu, 8 bleu"], "4 jaune, 4 vert, 6 rouge, 6 vert", "")
    state, _ = GAP.apply(state, 0, Play(C("5 rouge")))
    assert len(GAP.legal_actions(state, 0)) == 4
    assert all(len(a.cards) == 2 for a in GAP.legal_actions(state, 0))


def test_no_match_puts_the_card_in_the_middle():
    state = table(["7 rouge, 5 vert", "2 bleu, 8 bleu"], "1 jaune, 1 vert, 4 rouge, 0 vert", "3 vert")
    state, events = GAP.apply(state, 0, Play(C("7 rouge")))
    assert C("7 rouge") in state.middle and len(state.middle) == 5
    assert state.collections[0] == ()
    assert any(isinstance(e, ev.CardToMiddle) for e in events)


def test_middle_is_not_refilled_when_the_pile_is_empty():
    state = table(["2 rouge, 5 vert", "1 bleu, 8 bleu"], "2 jaune, 2 bleu, 3 rouge, 7 vert", "")
    state, events = GAP.apply(state, 0, Play(C("2 rouge")))
    assert len(state.middle) == 2 and not any(isinstance(e, ev.MiddleRefilled) for e in events)


def test_playing_a_card_not_in_hand_or_out_of_turn_is_refused():
    state = table(["2 rouge, 5 vert", "1 bleu, 8 bleu"], "2 jaune, 2 bleu, 3 rouge, 7 vert", "")
    with pytest.raises(IllegalAction) as info:
        GAP.apply(state, 0, Play(C("1 bleu")))
    assert info.value.reason == "card_not_in_hand"
    with pytest.raises(IllegalAction) as info:
        GAP.apply(state, 1, Play(C("1 bleu")))
    assert info.value.reason == "not_your_turn"


def test_round_score_example_from_the_rules():
    # 4 rouges (+4); 1 jaune and 1 bleu tie for least (-2); vert in between; no violet.
    collection = cards("1 rouge, 2 rouge, 3 rouge, 4 rouge, 1 jaune, 1 bleu, 5 vert, 6 vert")
    assert round_breakdown(collection, COLOURS) == (4, ("rouge",), 2, ("jaune", "bleu"))


@pytest.mark.parametrize("collection,expected", [
    ("", (0, (), 0, ())),
    ("1 rouge, 2 rouge", (2, ("rouge",), 0, ())),                       # one colour: no negative
    ("1 rouge, 2 jaune", (2, ("rouge", "jaune"), 0, ())),              # all tied: negative 0
    ("1 rouge, 2 rouge, 3 jaune, 4 jaune, 5 bleu", (4, ("rouge", "jaune"), 1, ("bleu",))),
])
def test_round_score_ties(collection, expected):
    assert round_breakdown(cards(collection), COLOURS) == expected


def test_end_of_round_scores_and_deals_next_round_left_of_first():
    state = table(["2 rouge", "9 bleu"], "2 jaune, 5 bleu, 5 vert, 7 vert", "", current=0)
    state = evolve(state, collections=(cards("3 rouge, 4 rouge"), ()), round_scores=((3,), (1,)), round=2)
    state, _ = GAP.apply(state, 0, Play(C("2 rouge")))
    state, events = GAP.apply(state, 1, Play(C("9 bleu")))
    scored = [e for e in events if isinstance(e, ev.RoundScored)][0]
    assert [s.round_score for s in scored.scores] == [2, 0]  # rouge 3, jaune 1
    assert [s.total for s in scored.scores] == [5, 1]
    assert state.round == 3 and state.round_first == 1 and state.current == 1
    assert all(len(h) == 6 for h in state.hands) and all(c == () for c in state.collections)


def test_game_ends_after_the_round_where_the_target_is_reached():
    state = table(["2 rouge"], "5 bleu, 5 vert, 7 vert, 8 jaune", "", players=2)
    state = evolve(state, hands=(cards("2 rouge"), ()), collections=(cards("3 rouge, 4 rouge"), ()),
                   round_scores=((13,), (10,)), target=15)
    state, events = GAP.apply(state, 0, Play(C("2 rouge")))
    assert state.phase == OVER
    over = events[-1]
    assert isinstance(over, ev.GameOver) and over.winners == (0,) and over.totals == (15, 10)
    assert GAP.result(state).winners == frozenset({0})


def test_fixed_number_of_rounds_option():
    state = GAP.new_state(3, 2, {"rounds": 1})
    assert state.rounds == 1
    with pytest.raises(IllegalAction):
        GAP.new_state(3, 2, {"target": 25})


@pytest.mark.parametrize("rounds,expected", [
    (((10, 5), (8, 6)), ((0,), "points")),
    (((10, 5), (7, 8)), ((0,), "best_round")),      # 15 each; best round 10 beats 8
    (((3, 10), (10, 3)), ((1,), "first_to_best")),   # both best 10; seat 1 scored it first
    (((10, 3), (10, 3)), ((0, 1), "shared")),
])
def test_end_of_game_tie_breaks(rounds, expected):
    assert winners(rounds) == expected


def test_every_card_is_somewhere_after_a_full_round():
    state, _ = GAP.begin(4, 9, {})
    first = Counter(GAP.components(state))
    assert sum(first.values()) == 50


def test_the_bots_fast_scoring_agrees_with_the_rules_scoring():
    from engine.core.rng import Rng
    from engine.games.gap.ai import _Collection
    from engine.games.gap.scoring import round_score
    deck = [Card(v, c) for c in COLOURS for v in range(10)]
    rng = Rng(3)
    for _ in range(200):
        cards_, rng = rng.shuffle(deck)
        size, rng = rng.randint(0, 14)
        collection, extra = cards_[:size], cards_[size:size + 3]
        mine = _Collection(collection)
        assert mine.score == round_score(collection, COLOURS)
        expected = round_score(collection + extra, COLOURS) - round_score(collection, COLOURS)
        assert abs(mine.gain(extra[-1], extra[:-1]) - (expected + 0.01 * 2)) < 1e-9
