"""Judging 2 Win positions and choices from what a seat knows (hand, numbers, runs).

Shared by the `normal` bot (one-ply greedy on these scores) and the `strong` bot
(rollout policy and leaf value of its search). A player's "life" is what keeps it
in: cards in hand (each round costs two) and headroom below 99 (each number must
beat the last), plus how many of its cards can still serve as a tens digit.
Written with plain integers: the strong bot calls it thousands of times a move.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from .actions import Compose, Pass
from .cards import Card, run_length

Run = tuple[str, int]          # (colour, length)
Runs = tuple[Run, Run]         # tens, units

HEADROOM = 0.11      # one card in hand ~ 9 points of headroom
TENS_READY = 0.35    # per card (up to 3) that can still lead a number above the last
RUN_2, RUN_1 = 0.6, 0.2   # a column two (one) cards into a run, with that colour in hand
PAIR = 0.3           # a double is ready in hand
STAR = 0.08          # per star in hand (the most-stars draw)
DIGIT = 0.02         # per digit point in hand (high cards last longer)
P_STARS = (0.0, 0.12, 0.4, 0.75, 0.95, 1.0)


def _tally(hand: Sequence[Card]) -> tuple[list[int], list[int], dict[str, int], int, int]:
    at_least = [0] * 11                      # at_least[d]: cards with digit >= d
    digits = [0] * 10
    colours: dict[str, int] = {}
    stars = total = 0
    for c in hand:
        for d in range(c.digit + 1):
            at_least[d] += 1
        digits[c.digit] += 1
        colours[c.colour] = colours.get(c.colour, 0) + 1
        stars += c.stars
        total += c.digit
    return at_least, digits, colours, stars, total


def _run_potential(run: Run, in_hand: int) -> float:
    if not in_hand:
        return 0.0
    return RUN_2 if run[1] == 2 else RUN_1 if run[1] == 1 else 0.0


def life(hand: Sequence[Card], last: int | None, runs: Runs | None = None) -> float:
    """What keeps a player in: cards, headroom, tens-ready cards, draws in preparation."""
    floor = last or 10
    at_least, digits, colours, stars, total = _tally(hand)
    value: float = len(hand) + HEADROOM * (99 - floor) + TENS_READY * min(at_least[(floor + 1) // 10], 3)
    value += PAIR * any(n >= 2 for n in digits) + STAR * stars + DIGIT * total
    if runs is not None:
        value += _run_potential(runs[0], colours.get(runs[0][0], 0))
        value += _run_potential(runs[1], colours.get(runs[1][0], 0))
    return value


def p_highest(value: int, others_last: Sequence[int | None]) -> float:
    """Chance that `value` is at least every other number, each taken uniform in (last, last+24]."""
    p = 1.0
    for last in others_last:
        low = (last or 10) + 1
        high = min(99, low + 23)
        if value >= high:
            continue
        if value < low:
            return 0.0
        p *= (value - low + 1) / (high - low + 1)
    return p


def _advance(run: Run, colour: str) -> tuple[Run, bool]:
    current, length = run
    if current == colour and length < run_length():
        return (colour, length + 1), length + 1 == run_length()
    return (colour, 1), False


def scored_composes(hand: Sequence[Card], last: int | None, runs: Runs, others_last: Sequence[int | None],
                    top: bool = False) -> list[tuple[float, Compose]]:
    """(score, Compose) for every legal number: expected draws this round + life left
    after it (`life` computed incrementally: the strong bot's rollouts call this a lot)."""
    floor = last or 0
    at_least, digits, colours, stars, total = _tally(hand)
    stars_weight = 0.8 if others_last else 1.0
    paired = sum(1 for n in digits if n >= 2)
    highest: dict[int, float] = {}
    out: list[tuple[float, int, int, int]] = []
    for i, t in enumerate(hand):
        if t.digit * 10 + 9 <= floor:
            continue
        tens_run, tens_done = _advance(runs[0], t.colour)
        for j, u in enumerate(hand):
            v = t.digit * 10 + u.digit
            if i == j or v <= floor:
                continue
            if v not in highest:
                highest[v] = p_highest(v, others_last)
            units_run, units_done = _advance(runs[1], u.colour)
            need = (v + 1) // 10
            ready = at_least[need] - (t.digit >= need) - (u.digit >= need)
            draws = (t.digit == u.digit) + tens_done + units_done \
                + P_STARS[t.stars + u.stars] * stars_weight + highest[v]
            pairs = paired
            if paired:
                for d in {t.digit, u.digit}:
                    if digits[d] >= 2 and digits[d] - (t.digit == d) - (u.digit == d) < 2:
                        pairs -= 1
            left = len(hand) - 2 + HEADROOM * (99 - v) + TENS_READY * min(ready, 3) \
                + PAIR * (pairs > 0) + STAR * (stars - t.stars - u.stars) + DIGIT * (total - t.digit - u.digit) \
                + _run_potential(tens_run, colours.get(tens_run[0], 0) - (t.colour == tens_run[0]) - (u.colour == tens_run[0])) \
                + _run_potential(units_run, colours.get(units_run[0], 0) - (t.colour == units_run[0]) - (u.colour == units_run[0]))
            out.append((draws + left, -v, i, j))
    if top:  # only the best: rollouts need no more
        s, _, i, j = max(out)
        return [(s, Compose(hand[i], hand[j]))]
    out.sort(reverse=True)
    return [(s, Compose(hand[i], hand[j])) for s, _, i, j in out]


def best_compose(hand: Sequence[Card], last: int | None, runs: Runs, others_last: Sequence[int | None]) -> Compose:
    return scored_composes(hand, last, runs, others_last, top=True)[0][1]


def ranked_passes(hand: Sequence[Card], last: int | None, runs: Runs | None) -> list[Pass]:
    """Cards to give away, the least missed first (life of the hand without it)."""
    def kept(card: Card) -> float:
        rest = list(hand)
        rest.remove(card)
        return life(rest, last, runs)
    return [Pass(c) for c in sorted(set(hand), key=lambda c: (-kept(c), c))]


def best_pass(hand: Sequence[Card], last: int | None, runs: Runs | None) -> Pass:
    return ranked_passes(hand, last, runs)[0]


def quick_pass(hand: Sequence[Card]) -> Pass:
    """The rollouts' pass: the lowest lone card with the fewest stars (cheap)."""
    digits = [0] * 10
    for c in hand:
        digits[c.digit] += 1
    return Pass(min(hand, key=lambda c: c.digit + 3 * c.stars + 5 * (digits[c.digit] > 1)))


def standing(lives: Sequence[float], seat: int, temperature: float = 1.5) -> float:
    """A value in [0, 1]: the seat's share of a softmax over the lives of those still in."""
    top = max(lives)
    weights = [math.exp((x - top) / temperature) if x > -1e9 else 0.0 for x in lives]
    return weights[seat] / sum(weights)
