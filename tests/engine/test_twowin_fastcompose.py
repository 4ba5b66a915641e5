"""2 Win's fast rollout number (fastcompose.py) is heuristics.scored_composes' best, exactly."""
from __future__ import annotations

import random

from engine.games.twowin import cards as deck
from engine.games.twowin.compose import can_compose
from engine.games.twowin.fastcompose import best_compose
from engine.games.twowin.heuristics import scored_composes


def random_case(rnd: random.Random):
    colours = deck.colours()
    hand = tuple(sorted(rnd.sample(deck.deck(), rnd.randint(2, 18))))
    last = rnd.choice([None, None] + list(range(10, 97)))
    runs = tuple((rnd.choice(("",) + colours), rnd.randint(0, 2)) for _ in range(2))
    others = [rnd.choice([None] + list(range(10, 97))) for _ in range(rnd.randint(0, 4))]
    return hand, last, runs, others


def test_the_fast_number_is_the_best_scored_number_on_random_hands():
    rnd = random.Random(17)
    compared = 0
    while compared < 3000:
        hand, last, runs, others = random_case(rnd)
        if not can_compose(hand, last):
            continue
        expected = scored_composes(hand, last, runs, others, top=True)[0][1]
        assert best_compose(hand, last, runs, others) == expected, (hand, last, runs, others)
        compared += 1


def test_duplicate_cards_and_ties_keep_the_same_pick():
    """Equal copies (same digit, colour and stars) tie exactly: the later pair wins in both."""
    rnd = random.Random(5)
    plain = [c for c in deck.deck() if c.stars == 0]
    for _ in range(500):
        pick = rnd.sample(plain, rnd.randint(1, 6))
        hand = tuple(sorted(pick + pick))
        if can_compose(hand, None):
            assert best_compose(hand, None, (("", 0), ("", 0)), []) == \
                scored_composes(hand, None, (("", 0), ("", 0)), [], top=True)[0][1]
