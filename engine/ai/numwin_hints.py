"""Num Win hints: every decision rated with the strong bot's own terms (engine/ai/hints.py).

Each figure is the bot's evaluation read from the player's View alone (the mind
of a perfect memory, as the strong bot has; ruling numwin 9 is the desktop's: it
hides figures without the memory aid):
- drawing and placing: the expected points of the combination after it ("penalty");
- claims: the expected points a claim saves, the bot's `claim_choice` gain (a
  pair's points back, and for another player's card the cards it brings towards
  5); a wrong claim costs a penalty card (the unseen pool's mean); a card never
  seen is a gamble weighed by the share of unseen cards that would match ("saving");
- the call: the share of deals of the unseen cards in which the player's side is
  lowest, as the strong bot samples it, against the share it calls from ("chance");
- Swipe and Flash: the bot's target criterion in points ("saving"); Flip and
  Quantum: the bot's rule (a card you do not know, yours first), as facts.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.ai.hints import Choice
from engine.core.model import Action
from engine.core.rng import Rng
from engine.games.numwin import planning
from engine.games.numwin.actions import Add, CallNumWin, Claim, DrawPile, EndTurn, Pass, TakeDiscard, UseFlash, UseFlip, UseQuantum, UseSwipe
from engine.games.numwin.ai import LEVELS, _value_of
from engine.games.numwin.cards import RAINBOW, pairs
from engine.games.numwin.mind import Mind, build_mind, lone_points
from engine.games.numwin.scoring import fast_points
from engine.games.numwin.state import CALL, CLAIM, DRAW, PLACE, TARGET

CALL_SHARE = 0.68  # planning.call_by_sampling: the strong bot calls from this share of won samples


def analyse(view: Any, legal: Sequence[Action], rng: Rng, seed: int) -> list[Choice]:
    mind = build_mind(view, seed, 0.0)
    if view.phase == CLAIM:
        return claims(mind, legal)
    if view.phase == CALL:
        return call(mind, legal, rng)
    if view.phase == TARGET:
        return targets(mind, legal)
    entries, size = planning._entries(mind)
    if view.phase == DRAW and DrawPile() in legal and TakeDiscard() in legal and view.top is not None:
        # draw_choice's own estimates: the expected points after taking the discard or a pile card
        taken = min(v for v, _ in planning._options(mind, view.top, entries, size, False, size < 5))
        pool = mind.pool or [view.top]
        drawn = sum(min(v for v, _ in planning._options(mind, x, entries, size, True, False)) for x in pool) / len(pool)
        return [Choice(TakeDiscard(), -taken, "penalty"), Choice(DrawPile(), -drawn, "penalty")]
    if view.phase != PLACE or view.drawn is None:
        return []
    options = planning._options(mind, view.drawn, entries, size, view.drawn_from == "pile",
                                Add() in legal, LEVELS["strong"].keep_credit)
    return [Choice(a, -points, "penalty") for points, a in options if a in legal]


# ---- the claim window -----------------------------------------------------------
def _claim_gain(mind: Mind, owner: int, points: float) -> float:
    """ai.claim_choice's gain: one's own (or the partner's) card pairs and its points go;
    another player's card also brings two cards towards the 5 (not drawn blind)."""
    if owner in (mind.me, (mind.me + 2) % 4 if mind.view.teams else -1):
        return points + 1.0
    missing = max(0, 5 - len(mind.view.hands[mind.me]))
    return min(2, missing) * mind.unknown_mean + max(0.0, mind.unknown_mean - points)


def claims(mind: Mind, legal: Sequence[Action]) -> list[Choice]:
    top = mind.view.top
    if top is None:
        return []
    pool = mind.pool or [top]
    share = sum(pairs(top, c) for c in pool) / len(pool)
    out = [Choice(Pass(), 0.0, "saving", {"kind": "pass"})] if Pass() in legal else []
    for action in legal:
        if not isinstance(action, Claim):
            continue
        card = mind.known.get((action.seat, action.position))
        own = action.seat == mind.me
        if card is None:
            gamble = share * _claim_gain(mind, action.seat, mind.unknown_mean) - (1 - share) * mind.unknown_mean
            out.append(Choice(action, gamble, "saving", {"kind": "unseen", "own": own}))
        elif pairs(top, card):
            joker = card.kind == RAINBOW and top.kind != RAINBOW
            out.append(Choice(action, _claim_gain(mind, action.seat, lone_points(card)), "saving",
                              {"kind": "match", "own": own, "joker": joker}))
        else:
            out.append(Choice(action, -mind.unknown_mean, "saving", {"kind": "wrong", "own": own}))
    return out


# ---- the call -----------------------------------------------------------------------
def lowest_share(mind: Mind, rng: Rng, samples: int = planning.SAMPLES) -> float:
    """planning.call_by_sampling's own count, as a share: the same seeded deals of the
    unseen cards, the same sampled hands (tests check the two agree)."""
    source = random.Random(rng.seed * 1_000_003 + rng.counter)
    mine = planning._side(mind, mind.me)
    sides = planning._sides(mind)
    wins = 0
    for _ in range(samples):
        pool = list(mind.pool)
        source.shuffle(pool)
        scores = {side: sum(fast_points(planning._sample_hand(mind, s, pool)) for s in side) for side in sides}
        best_other = min(v for side, v in scores.items() if side != mine)
        wins += scores[mine] < best_other or (not mind.view.tie_penalised and scores[mine] == best_other)
    return wins / samples


def call(mind: Mind, legal: Sequence[Action], rng: Rng) -> list[Choice]:
    share = lowest_share(mind, rng)
    facts = {"share": round(100 * share), "from": round(100 * CALL_SHARE)}
    out = [Choice(EndTurn(), 100 * CALL_SHARE, "chance", facts)]
    if CallNumWin() in legal:
        out.append(Choice(CallNumWin(), 100 * share, "chance", facts))
    return out


# ---- action targets ----------------------------------------------------------------
def targets(mind: Mind, legal: Sequence[Action]) -> list[Choice]:
    out = []
    for action in legal:
        if isinstance(action, UseSwipe):
            gain = _value_of(mind, mind.me, action.own) - _value_of(mind, action.seat, action.position)
            out.append(Choice(action, gain, "saving", {"kind": "swipe"}))
        elif isinstance(action, UseFlash):
            out.append(_flash(mind, action))
        elif isinstance(action, UseFlip):
            known = (mind.me, action.position) in mind.known
            out.append(Choice(action, None, None, {"kind": "flip", "why": "known" if known else "unseen"}))
        elif isinstance(action, UseQuantum):
            out.append(Choice(action, None, None, {"kind": "quantum", "why": _quantum_reason(mind, action)}))
    return out


def _flash(mind: Mind, action: UseFlash) -> Choice:
    """ai._flash_target's criterion in points: a card that pairs with one of mine is
    claimed next (its points saved); any card costs its owner a blind replacement."""
    card = mind.known.get((action.seat, action.position))
    mine = [c for (s, _), c in mind.known.items() if s == mind.me and c.kind != RAINBOW]
    claim = card is not None and any(pairs(card, c) for c in mine)
    saved = max((lone_points(c) for c in mine if card is not None and pairs(card, c)), default=0.0)
    cost = mind.unknown_mean - _value_of(mind, action.seat, action.position)
    return Choice(action, saved + cost, "saving", {"kind": "flash", "claim": claim})


def _quantum_reason(mind: Mind, action: UseQuantum) -> str:
    """ai.target_choice's order for a perfect memory: my own unseen card first, then any unseen card."""
    if (action.seat, action.position) in mind.known:
        return "known"
    return "own" if action.seat == mind.me else "unseen"
