"""Num Win bots, on the View only (with `mind.py`'s imperfect memory).

- easy: forgets a lot (up to 55% of old face-down cards), claims slowly
  (2.5-4.5 s), plays a random move one time in four, calls on a fixed threshold.
- normal: a sound heuristic (expected points of each placement against the
  expected gain of a pile draw, targeted action cards, Flash-then-claim, a drawn
  action card kept in the combination when it is worth more there: it acts later
  when exchanged out, ruling 6), forgets
  up to 20%, claims in 1.2-2.5 s, calls when clearly ahead of every estimate.
- strong: perfect memory (all the view gives), claims in 0.6-1.2 s, the same
  placement heuristic, and decides the Num Win call by sampling the hidden cards
  consistently with its view (`sample_hands`) and scoring each sample exactly: a
  game-specific determinised evaluation with a fixed sample budget (no clock).
Bots claim only cards they remember as matching; a claim's time is drawn from
the bot's own seeded randomness.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.ai.bots import PolicyBot
from engine.core.model import Action
from engine.core.rng import Rng

from .actions import CallNumWin, Claim, EndTurn, Pass, UseFlash, UseFlip, UseQuantum, UseSwipe
from .cards import RAINBOW, pairs
from .mind import Mind, build_mind, lone_points
from .planning import ACTION_VALUE, SAMPLES, call_by_estimate, call_by_sampling, draw_choice, place_choice
from .state import CALL, CLAIM, DRAW, PLACE
from .view import View


@dataclass(frozen=True)
class Level:
    name: str
    forget: float
    claim_ms: tuple[int, int]
    noise: float
    sampled_call: bool
    call_margin: float
    keep_credit: float = 0.0   # what an armed action card held is still worth (ruling 6)


LEVELS = {
    "easy": Level("easy", 0.55, (2500, 4500), 0.25, False, 0.0),
    "normal": Level("normal", 0.2, (1200, 2500), 0.0, False, 3.0, ACTION_VALUE),
    "strong": Level("strong", 0.0, (600, 1200), 0.0, True, 0.0, ACTION_VALUE),
}


class NumWinBot(PolicyBot):
    def __init__(self, level: str, seat: int, seed: int):
        super().__init__(level, seat, seed, self._decide)
        self.params = LEVELS[level]
        if self.params.sampled_call:
            self.samples = SAMPLES  # the call's sample budget (scaled by "strong:8x")

    def _decide(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        legal = tuple(legal)
        mind = build_mind(view, self.seed, self.params.forget)
        if view.phase == CLAIM:
            return claim_choice(mind, legal, self.params, rng)
        if view.phase == CALL:
            return self._call(mind, legal, rng)
        if self.params.noise:
            roll, rng = rng.random()
            if roll < self.params.noise:
                return rng.choice(legal)[0]
        if view.phase == DRAW:
            return draw_choice(mind, legal)
        if view.phase == PLACE:
            return place_choice(mind, legal, self.params.keep_credit)
        return target_choice(mind, legal)

    def _call(self, mind: Mind, legal: Sequence[Action], rng: Rng) -> Action:
        if self.params.name == "easy":
            call = mind.my_estimate() <= 9.0
        elif self.params.sampled_call:
            call = call_by_sampling(mind, rng, self.samples)
        else:
            call = call_by_estimate(mind, self.params.call_margin)
        return CallNumWin() if call and CallNumWin() in legal else EndTurn()


def claim_choice(mind: Mind, legal: Sequence[Action], params: Level, rng: Rng) -> Action:
    """Claim the best remembered match, at a time drawn for the level."""
    top = mind.view.top
    if top is None:
        return Pass()
    best, best_gain = None, 0.5
    partner = (mind.me + 2) % 4 if mind.view.teams else -1
    for owner, position in mind.matches(top):
        card = mind.known[(owner, position)]
        if card.kind == RAINBOW and top.kind != RAINBOW:
            continue  # keep the joker for the end-of-round pairing
        if owner in (mind.me, partner):
            gain = lone_points(card) + 1.0
        else:
            missing = max(0, 5 - len(mind.view.hands[mind.me]))
            gain = min(2, missing) * mind.unknown_mean + max(0.0, mind.unknown_mean - lone_points(card))
        if gain > best_gain:
            best, best_gain = (owner, position), gain
    if best is None:
        return Pass()
    low, high = params.claim_ms
    ms, _ = rng.randint(low, high)
    limit = mind.view.claim_ms
    if limit and ms > limit:
        return Pass()
    action = Claim(best[0], best[1], ms if limit else 0)
    return action if action in legal else Pass()


def target_choice(mind: Mind, legal: Sequence[Any]) -> Action:
    first = legal[0]
    view, me = mind.view, mind.me
    if isinstance(first, UseFlip):
        return next((a for a in legal if (me, a.position) not in mind.known), first)
    if isinstance(first, UseQuantum):
        mine = [a for a in legal if a.seat == me and (me, a.position) not in mind.known]
        theirs = [a for a in legal if (a.seat, a.position) not in mind.known and me in view.hands[a.seat][a.position].seen]
        chosen: Action = (mine or theirs or [a for a in legal if (a.seat, a.position) not in mind.known] or [first])[0]
        return chosen
    if isinstance(first, UseFlash):
        return _flash_target(mind, legal)
    return _swipe_target(mind, legal)


def _flash_target(mind: Mind, legal: Sequence[UseFlash]) -> Action:
    """A card that pairs with one of mine (I claim it next), else a low known card."""
    mine = [c for (s, _), c in mind.known.items() if s == mind.me and c.kind != RAINBOW]
    for a in legal:
        card = mind.known.get((a.seat, a.position))
        if card is not None and any(pairs(card, c) for c in mine):
            return a
    known = [(lone_points(mind.known[(a.seat, a.position)]), i) for i, a in enumerate(legal)
             if (a.seat, a.position) in mind.known]
    if known and min(known)[0] <= 4:
        return legal[min(known)[1]]
    owner_seen = [a for a in legal if a.seat in mind.view.hands[a.seat][a.position].seen]
    return (owner_seen or list(legal))[0]


def _value_of(mind: Mind, seat: int, position: int) -> float:
    card = mind.known.get((seat, position))
    if card is not None:
        return lone_points(card)
    slot = mind.view.hands[seat][position]
    # An opponent keeps the cards it has seen when they are low.
    return mind.unknown_mean * (0.6 if seat in slot.seen and seat != mind.me else 1.0)


def _swipe_target(mind: Mind, legal: Sequence[UseSwipe]) -> Action:
    best: Action = legal[0]
    best_gain = -1e9
    for a in legal:
        gain = _value_of(mind, mind.me, a.own) - _value_of(mind, a.seat, a.position)
        if gain > best_gain:
            best, best_gain = a, gain
    return best


BOTS = {level: (lambda lv: lambda seat, seed: NumWinBot(lv, seat, seed))(level) for level in LEVELS}
