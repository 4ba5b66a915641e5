"""Hints: the strong bot's choice for a decision, ranked with its own evaluation.

`ranked(game, view, legal, seed)` returns the legal actions the strong bot weighs,
best first (the first is always what the strong bot plays), each with the rating
the bot itself gave it and a few facts for the spoken reason. Like the bots, a
hint sees only the player's own View (ARCHITECTURE.md rule 5) and draws its
randomness from the seed and that view, so two states that differ only in cards
hidden from the player give the same hint (tests/engine/test_hints.py).

Units of `rating` (higher is always better):
- "percent": a search's mean value in [0, 1] times 100 (GAP, Vingt-deux, 2 Win numbers);
- "points": an expected final score (Qwinto's sheet value);
- "hand": the strength the rule keeps in the hand (2 Win passes, `heuristics.life`);
- "penalty": minus the expected points of the combination (Num Win, lower points win);
- "saving": the points a move is expected to save (Num Win claims, Swipe, Flash);
- "chance": out of 100, how often the player's score comes out lowest (Num Win's call);
- None: the bot decides by a rule without a value (Num Win's Flip and Quantum targets:
  the rule is in `facts`); engine/ai/numwin_hints.py has the Num Win details.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.ai.bots import decision_rng, make_bot
from engine.core.model import Action
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.core.game import Game


@dataclass(frozen=True)
class Choice:
    action: Action
    rating: float | None
    unit: str | None
    facts: dict[str, Any] = field(default_factory=dict, compare=False)


def ranked(game: Game, view: Any, legal: Sequence[Action], seed: int) -> tuple[Choice, ...]:
    """Best first; the strong bot's own choice leads even where its rating ties another."""
    legal = tuple(legal)
    if not legal:
        return ()
    rng = decision_rng(seed, view)
    analyse = ANALYSERS.get(game.id)
    choices = list(analyse(view, legal, rng, seed)) if analyse and len(legal) > 1 else []
    if game.id in SAME_SEARCH and choices and all(c.rating is not None for c in choices):
        # the analysis is the bot's own search on the same randomness: its best is the bot's move
        chosen = sorted(choices, key=lambda c: -(c.rating or 0.0))[0].action  # stable: the first among equals
    else:
        chosen = make_bot(game, "strong", view.seat, seed).choose(view, legal)
    if not any(c.action == chosen for c in choices):
        choices.append(Choice(chosen, None, None))
    choices.sort(key=lambda c: (c.action != chosen, -(c.rating if c.rating is not None else -1e9)))
    seen = {c.action for c in choices}
    choices += [Choice(a, None, None) for a in legal if a not in seen]  # every legal move, unrated last
    return tuple(choices)


def _means(legal: Sequence[Action], totals: Sequence[float], counts: Sequence[int],
           unit: str = "percent") -> list[Choice]:
    return [Choice(a, 100.0 * totals[k] / counts[k], unit) for k, a in enumerate(legal) if counts[k]]


def _gap(view: Any, legal: Sequence[Action], rng: Rng, seed: int) -> list[Choice]:
    from engine.games.gap import ai
    from engine.games.gap.state import PLAY
    totals, counts = ai.search_stats(view, legal, rng, ai.STRONG_ITERATIONS)
    mine = ai._Collection(view.collections[view.seat])
    out = []
    for choice in _means(legal, totals, counts):
        action: Any = choice.action
        if view.phase == PLAY:
            gain, taken = ai._best_take(mine, view.middle, action.card)
            facts = {"takes": tuple(taken or ()), "gain": round(gain)}
        else:
            facts = {"takes": action.cards, "gain": round(mine.gain(view.played, action.cards))}
        out.append(Choice(choice.action, choice.rating, choice.unit, facts))
    return out


def _vingtdeux(view: Any, legal: Sequence[Action], rng: Rng, seed: int) -> list[Choice]:
    from engine.games.vingtdeux import ai
    moves = ai.candidates(view, legal)
    if len(moves) == 1:
        return [Choice(moves[0], None, None)]
    totals, counts = ai.mc_stats(view, moves, ai.STRONG_ITERATIONS, rng)
    return _means(moves, totals, counts)


def _twowin(view: Any, legal: Sequence[Action], rng: Rng, seed: int) -> list[Choice]:
    from engine.games.twowin import ai
    from engine.games.twowin.heuristics import life, ranked_passes
    from engine.games.twowin.state import PASS
    bot = ai.SearchBot("strong", view.seat, seed, ai.STRONG_BUDGET)
    if view.step == PASS:
        out = []
        for action in [a for a in ranked_passes(view.hand, view.last[view.seat], view.runs[view.seat])
                       if a in legal]:
            rest = list(view.hand)
            rest.remove(action.card)
            out.append(Choice(action, life(rest, view.last[view.seat], view.runs[view.seat]), "hand"))
        return out
    candidates, means = bot.scores(view, legal, rng)
    numbers: list[Any] = list(candidates)
    return [Choice(a, 100.0 * m, "percent", {"number": a.tens.digit * 10 + a.units.digit})
            for a, m in zip(numbers, means)]


def _qwinto(view: Any, legal: Sequence[Action], rng: Rng, seed: int) -> list[Choice]:
    from engine.games.qwinto import ai
    from engine.games.qwinto.actions import Keep, Pass, Reroll, Roll, Write
    from engine.games.qwinto.sheet import write
    from engine.games.qwinto.state import CHOOSE, KEEP
    from engine.games.qwinto.value import sheet_value
    plan = (ai.Planner(view.sheet, depth=ai.endgame_depth(view.sheet)) if view.players == 1
            else ai.Planner(view.sheet, "table", ai.table_horizon(view)))
    if view.phase == CHOOSE:
        return [Choice(a, plan.dice_value(a.dice), "points") for a in legal if isinstance(a, Roll)]
    rows = ai._rows(view.dice)
    if view.phase == KEEP:
        return [Choice(Keep(), plan.active_value(view.total, rows), "points"),
                Choice(Reroll(), plan.reroll_value(view.dice), "points")]
    out = []
    for action in legal:
        if isinstance(action, Write):
            r, b = _qwinto_box(action)
            after = write(plan.sheet, r, b, view.total)
            worth = plan.leaf(after) if plan.depth else sheet_value(after.rows, after.misthrows, plan.profile, plan.k)
            out.append(Choice(action, worth, "points", {"total": view.total}))
        elif isinstance(action, Pass):
            misthrow = view.seat == view.current
            out.append(Choice(action, plan.miss if misthrow else plan.here, "points", {"misthrow": misthrow}))
    return out


def _qwinto_box(action: Any) -> tuple[int, int]:
    from engine.games.qwinto.layout import layout
    lay = layout()
    r = lay.dice.index(action.row)
    return r, lay.boxes[r].index(action.column)


def _numwin(view: Any, legal: Sequence[Action], rng: Rng, seed: int) -> list[Choice]:
    from engine.ai import numwin_hints  # it builds on Choice: imported when first used
    return numwin_hints.analyse(view, legal, rng, seed)


# Games whose analysis runs the strong bot's own search (same candidates, same seeded
# randomness, same tie-break): tests/engine/test_hints.py checks the move is the bot's.
SAME_SEARCH = frozenset({"gap", "vingtdeux", "twowin"})

ANALYSERS: dict[str, Callable[..., list[Choice]]] = {
    "gap": _gap, "vingtdeux": _vingtdeux, "twowin": _twowin, "qwinto": _qwinto, "numwin": _numwin,
}
