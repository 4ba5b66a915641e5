"""The bots' placement and calling judgement, on a `Mind` (never the true state).

Every choice compares expected points: known cards paired at best, unknown
cards at the unseen pool's mean, and the cards still missing to 5 at that mean
too (they will be completed blind). A pile draw is worth the mean gain of every
card it could bring; the discard is taken when it beats that.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.model import Action
from engine.core.rng import Rng

from .actions import Add, Discard, DrawPile, Exchange, TakeDiscard
from .cards import Card
from .mind import Mind, lone_points
from .scoring import fast_points

ACTION_VALUE = 2.0      # what using a drawn action card is worth, in points
SAMPLES = 48            # the strong bot's samples for a call decision


def _entries(mind: Mind) -> tuple[list[tuple[int, Card | None]], int]:
    me = mind.me
    hand = mind.view.hands[me]
    return [(p, mind.known.get((me, p))) for p, s in enumerate(hand) if not s.paired], len(hand)


def _est(mind: Mind, cards: list[Card | None], size: int) -> float:
    known = [c for c in cards if c is not None]
    return mind.estimate(known, len(cards) - len(known), size)


def _options(mind: Mind, card: Card, entries: Sequence[tuple[int, Card | None]], size: int, from_pile: bool,
             add_ok: bool, keep_credit: float = 0.0) -> list[tuple[float, Action]]:
    """(expected points after, action) for each way to place `card`.

    Ruling 6: exchanging out one's own armed action card triggers it (worth
    ACTION_VALUE); a bot that plans to keep action cards (`keep_credit`) counts
    each armed action card it holds as that much cheaper, since it can still act."""
    cards = [c for _, c in entries]
    armed = [_armed_action(mind, p, c) for p, c in entries]
    held = keep_credit * sum(armed)
    out: list[tuple[float, Action]] = []
    for i, (p, _) in enumerate(entries):
        after = _est(mind, cards[:i] + [card] + cards[i + 1:], size) - held
        if armed[i]:
            after += keep_credit - ACTION_VALUE       # it acts now instead of later
        if from_pile and card.is_action:
            after -= keep_credit                      # the new card is armed in turn
        out.append((after, Exchange(p)))
    if add_ok:
        out.append((_est(mind, cards + [card], size + 1) - held, Add()))
    if from_pile:
        bonus = ACTION_VALUE if card.is_action else _claim_bonus(mind, card)
        out.append((_est(mind, cards, size) - held - bonus, Discard()))
    return out


def _armed_action(mind: Mind, position: int, card: Card | None) -> bool:
    return card is not None and card.is_action and mind.view.hands[mind.me][position].armed


def _claim_bonus(mind: Mind, card: Card) -> float:
    """Discarding a card that pairs with one of mine lets me claim the pair."""
    mine = [lone_points(mind.known[k]) for k in mind.matches(card) if k[0] == mind.me]
    return max(mine, default=0.0) * 0.8


def place_choice(mind: Mind, legal: Sequence[Action], keep_credit: float = 0.0) -> Action:
    entries, size = _entries(mind)
    view = mind.view
    assert view.drawn is not None  # placing follows drawing, and the drawer sees its card
    options = _options(mind, view.drawn, entries, size, view.drawn_from == "pile", Add() in legal, keep_credit)
    options = [o for o in options if o[1] in legal] or [(0.0, legal[0])]
    return min(options, key=lambda o: o[0])[1]


def draw_choice(mind: Mind, legal: Sequence[Action]) -> Action:
    if TakeDiscard() not in legal or DrawPile() not in legal:
        return legal[0]
    entries, size = _entries(mind)
    now = _est(mind, [c for _, c in entries], size)
    add_ok = size < 5
    top = mind.view.top
    assert top is not None  # TakeDiscard is legal
    taken = min(v for v, _ in _options(mind, top, entries, size, False, add_ok))
    pool = mind.pool or [top]
    drawn = sum(min(v for v, _ in _options(mind, x, entries, size, True, False)) for x in pool) / len(pool)
    return TakeDiscard() if now - taken >= now - drawn + 0.3 else DrawPile()


def _side(mind: Mind, seat: int) -> tuple[int, ...]:
    return tuple(sorted((seat, (seat + 2) % 4))) if mind.view.teams else (seat,)


def _sides(mind: Mind) -> list[tuple[int, ...]]:
    n = mind.view.players
    return [(0, 2), (1, 3)] if mind.view.teams else [(s,) for s in range(n)]


def _guess(mind: Mind, seat: int) -> float:
    """Expected points of a combination from my point of view."""
    total, missing = 0.0, max(0, 5 - len(mind.view.hands[seat]))
    known = []
    for p, slot in enumerate(mind.view.hands[seat]):
        if slot.paired:
            continue
        card = mind.known.get((seat, p))
        if card is not None:
            known.append(card)
        else:
            kept = seat in slot.seen and seat != mind.me
            total += mind.unknown_mean * (0.6 if kept else 1.0)
    return total + fast_points(known) + missing * mind.unknown_mean


def call_by_estimate(mind: Mind, margin: float) -> bool:
    mine = _side(mind, mind.me)
    score = {side: sum(_guess(mind, s) for s in side) for side in _sides(mind)}
    return all(score[mine] + margin < v for side, v in score.items() if side != mine)


def call_by_sampling(mind: Mind, rng: Rng, samples: int = SAMPLES) -> bool:
    """Deal the unseen cards at random many times (owners' own cards drawn as the
    lower of two, since players keep the low cards they know) and call when the
    caller's side is lowest often enough for the +15 risk."""
    source = random.Random(rng.seed * 1_000_003 + rng.counter)
    mine = _side(mind, mind.me)
    sides = _sides(mind)
    wins = 0
    for _ in range(samples):
        pool = list(mind.pool)
        source.shuffle(pool)
        scores = {side: sum(fast_points(_sample_hand(mind, s, pool)) for s in side) for side in sides}
        best_other = min(v for side, v in scores.items() if side != mine)
        tie_ok = not mind.view.tie_penalised
        wins += scores[mine] < best_other or (tie_ok and scores[mine] == best_other)
    return wins >= 0.68 * samples


def _sample_hand(mind: Mind, seat: int, pool: list[Card]) -> list[Card]:
    hand = []
    for p, slot in enumerate(mind.view.hands[seat]):
        if slot.paired:
            continue
        card = mind.known.get((seat, p))
        if card is None:
            card = _draw(pool, lower=seat in slot.seen and seat != mind.me)
        if card is not None:
            hand.append(card)
    for _ in range(max(0, 5 - len(mind.view.hands[seat]))):
        card = _draw(pool, lower=False)
        if card is not None:
            hand.append(card)
    return hand


def _draw(pool: list[Card], lower: bool) -> Card | None:
    if not pool:
        return None
    if lower and len(pool) > 1:
        a, b = pool[-1], pool[-2]
        keep = a if lone_points(a) <= lone_points(b) else b
        pool.remove(keep)
        return keep
    return pool.pop()


