"""Qwinto bots. Everything a bot needs is public (sheets, dice), so no sampling:
the strong bot computes exact expectations over the dice it controls.

- greedy: rolls all three dice, keeps, writes every sum in the first legal box
  (the floor the issue names; not offered in the GUI).
- easy: random dice, no reroll, writes where the number roughly fits its place.
- normal: writes where the number fits its place best, passes on poor fits when
  not active, picks dice and rerolls by the chance of a good fit.
- strong: expectimax over dice choice, keep/reroll and placement (one turn deep),
  with the sheet value function of value.py at the leaves; in a solo endgame (few
  (box, number) pairs left open, `ENDGAME`) every decision looks one whole turn
  deeper (`turn_value`). A sheet that ends the game is worth its exact score, so
  the solo bot ends the game (second full row, or a last misthrow) as soon as that
  beats the estimated future; the estimate knows that a third row can never be
  completed and that each misthrow shortens the future. At a table (`planner_for`) the fill horizon follows the rolls the
  game has left (`rolls_left`), ending the game is worth a bonus when the bot is
  ahead of every rival (a malus when behind) (TACTICS["bonus"]).

The weights are tuned by scripts/qwinto_tune.py (paired dice, self-play), not here.
"""
from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from engine.ai.bots import PolicyBot
from engine.core.model import Action
from engine.core.rng import Rng

from . import value
from .actions import Keep, Pass, Reroll, Roll, Write
from .layout import layout
from .scoring import total
from .sheet import Sheet, add_misthrow, legal_boxes, write
from .state import CHOOSE, KEEP
from .value import DIST, PROFILES, Rows, sheet_value, value_of
from .view import View

Policy = Callable[[View, Sequence[Action], Rng], Action]

NEG = float("-inf")
DICE_SETS = tuple(tuple(d for i, d in enumerate(layout().dice) if mask >> i & 1) for mask in range(1, 8))


def _ideal(box: int) -> float:
    """Where a number 'belongs' in a 9-box row: 2 on the left to 17 on the right."""
    return 2.0 + box * 15.0 / 8.0


def _fit(sheet: Sheet, value: int, rows: Iterable[int]) -> tuple[float, tuple[int, int] | None]:
    """The best (cost, (row, box)) by distance to the ideal number; cost inf if none."""
    best, where = float("inf"), None
    for r, b in legal_boxes(sheet, value, rows):
        cost = abs(value - _ideal(b))
        if cost < best:
            best, where = cost, (r, b)
    return best, where


CLOSE = 0.3  # boxes whose fit is within this of the best are "close": the bot's own taste picks


def _fit_close(sheet: Sheet, value: int, rows: list[int], rng: Rng) -> tuple[float, tuple[int, int] | None]:
    """Like _fit, but among boxes almost as good as the best, one drawn with `rng`
    (the seat's taste, `_taste`): two bots of one level with the same sheet then write
    different boxes where the choice is close, and a seeded match still replays
    identically (issue 15, item 13)."""
    scored = [(abs(value - _ideal(b)), (r, b)) for r, b in legal_boxes(sheet, value, rows)]
    if not scored:
        return float("inf"), None
    best = min(cost for cost, _ in scored)
    close = tuple(sorted(item for item in scored if item[0] <= best + CLOSE))
    (cost, where), _ = rng.choice(close)
    return cost, where


def _taste(view: View) -> Rng:
    """A seat's own draw for a close choice, from what it writes on (its seat, the turn,
    the sum and its sheet), not from whether the others have chosen yet: in a
    simultaneous step that depends on who chose first, and an undone and replayed
    practice match must write the same boxes."""
    text = f"qwinto-taste:{view.seat}:{view.turn}:{view.total}:{view.sheet.rows}"
    return Rng(int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big"))


def _write(r: int, b: int) -> Write:
    lay = layout()
    return Write(lay.dice[r], lay.boxes[r][b])


def _rows(dice: Iterable[str]) -> list[int]:
    return [layout().row_index(d) for d in dice]


def greedy_policy(view: View, legal: Sequence[Action], rng: Rng) -> Action:
    if view.phase == CHOOSE:
        return Roll(layout().dice)
    if view.phase == KEEP:
        return Keep()
    writes = [a for a in legal if isinstance(a, Write)]
    return writes[0] if writes else Pass()


def easy_policy(view: View, legal: Sequence[Action], rng: Rng) -> Action:
    if view.phase == CHOOSE:
        choice, _ = rng.choice(tuple(a for a in legal if isinstance(a, Roll)))
        return choice
    if view.phase == KEEP:
        return Keep()
    cost, where = _fit(view.sheet, view.total, _rows(view.dice))
    active = view.seat == view.current
    if where is None or (not active and cost > 2.5):
        return Pass()
    return _write(*where)


def _good_fit_chance(sheet: Sheet, dice: Sequence[str], limit: float) -> float:
    dist = DIST[len(dice)]
    rows = _rows(dice)
    return sum(p for s, p in enumerate(dist) if p and _fit(sheet, s, rows)[0] <= limit)


def normal_policy(view: View, legal: Sequence[Action], rng: Rng) -> Action:
    sheet = view.sheet
    if view.phase == CHOOSE:
        return max((a for a in legal if isinstance(a, Roll)),
                   key=lambda a: (_good_fit_chance(sheet, a.dice, 1.5), len(a.dice)))
    cost, where = _fit(sheet, view.total, _rows(view.dice))
    if view.phase == KEEP:
        return Reroll() if cost > 2.0 else Keep()
    active = view.seat == view.current
    if where is None or (not active and cost > 1.5) or (active and cost > 7):
        return Pass()
    _, where = _fit_close(sheet, view.total, _rows(view.dice), _taste(view))
    return _write(*where) if where is not None else Pass()


class Planner:
    """Expectimax over one turn of the active player (and single placements) for a sheet.

    At a table, `rivals` (the other sheets) add a tactic: a sheet that ends the game
    scores `bonus` more when it is ahead of every rival (and `bonus / 2` less when
    behind). (Denying throws to rivals was tried and dropped: it lost, see TACTICS.)"""

    def __init__(self, sheet: Sheet, profile: str = "solo", k: float | None = None,
                 rivals: tuple[Sheet, ...] = (), bonus: float = 0.0, depth: int = 0):
        self.sheet = sheet
        self.profile = profile
        self.k = k
        self.depth = depth
        self.bonus = bonus if rivals else 0.0
        self.rival_best = max((total(r) for r in rivals), default=0)
        self.here = value_of(sheet, profile, k)
        self.miss = self.leaf(add_misthrow(sheet))
        self._best: dict[tuple[int, int], tuple[float, tuple[int, int] | None]] = {}

    def leaf(self, sheet: Sheet) -> float:
        """The value of a sheet after this turn (`depth` turns deeper by `turn_value`), with
        the end-of-game bonus when it ends the game."""
        if self.depth:
            v = turn_value(sheet.rows, sheet.misthrows, self.profile, self.k, self.depth)
        else:
            v = sheet_value(sheet.rows, sheet.misthrows, self.profile, self.k)
        if self.bonus and is_over(sheet):
            mine = total(sheet)
            v += self.bonus if mine > self.rival_best else -self.bonus / 2 if mine < self.rival_best else 0.0
        return v

    def best_in_row(self, r: int, value: int) -> tuple[float, tuple[int, int] | None]:
        key = (r, value)
        if key not in self._best:
            best, where = NEG, None
            for rr, b in legal_boxes(self.sheet, value, (r,)):
                v = self.leaf(write(self.sheet, rr, b, value))
                if v > best:
                    best, where = v, (rr, b)
            self._best[key] = (best, where)
        return self._best[key]

    def best_write(self, value: int, rows: Iterable[int]) -> tuple[float, tuple[int, int] | None]:
        return max((self.best_in_row(r, value) for r in rows), key=lambda p: p[0])

    def active_value(self, value: int, rows: Iterable[int]) -> float:
        return max(self.best_write(value, rows)[0], self.miss)

    def reroll_value(self, dice: Sequence[str]) -> float:
        rows = _rows(dice)
        return sum(p * self.active_value(s, rows) for s, p in enumerate(DIST[len(dice)]) if p)

    def dice_value(self, dice: Sequence[str]) -> float:
        rows = _rows(dice)
        again = self.reroll_value(dice)
        return sum(p * max(self.active_value(s, rows), again) for s, p in enumerate(DIST[len(dice)]) if p)


def is_over(sheet: Sheet) -> bool:
    """Whether this sheet alone ends the game (second full row or last misthrow)."""
    lay = layout()
    return sheet.misthrows >= lay.misthrows_to_end or len(sheet.full_rows()) >= lay.full_rows_to_end


def _active_turns(view: View, seat: int) -> int:
    """How many turns `seat` has had as the active player before this one."""
    return sum(1 for t in range(view.turn - 1) if (view.first + t) % view.players == seat)


def rolls_left(view: View) -> float:
    """A rough count of the rolls before someone ends the game: the nearest of each
    rival's fourth misthrow (at its misthrow rate so far) and of any player's second
    full row (at its writing rate so far)."""
    lay = layout()
    done = max(1, view.turn - 1)
    horizon = 60.0
    for seat, sh in enumerate(view.sheets):
        if seat != view.seat:
            rate = (sh.misthrows + 0.2) / (_active_turns(view, seat) + 1)
            horizon = min(horizon, (lay.misthrows_to_end - sh.misthrows) / rate * view.players)
        missing = sorted(values.count(0) for values in sh.rows)[:lay.full_rows_to_end]
        pace = (sh.filled() + 1) / (done + 2)
        horizon = min(horizon, sum(missing) / pace)
    return horizon


def table_horizon(view: View) -> float:
    """The fill horizon `k` of the value function, from the rolls left (quantised for the cache)."""
    k = float(PROFILES["table"]["per_roll"]) * rolls_left(view)
    return min(8.0, max(0.5, round(k * 2) / 2))


# Ending the game while ahead: +8 points (scripts/qwinto_tune.py --table). Denying
# throws to rivals (the active player's throw worth less per point a rival would gain
# from it) lost in two-player tests (win share 0.460 [0.412, 0.509] at 0.3 over 400
# games against the same bot without it) and was removed.
TACTICS = {"bonus": 8.0}


def planner_for(view: View) -> Planner:
    """The strong bot's planner for this view: solo, or at a table with its tactics."""
    if view.players == 1:
        return Planner(view.sheet, depth=endgame_depth(view.sheet))
    rivals = tuple(sh for seat, sh in enumerate(view.sheets) if seat != view.seat)
    return Planner(view.sheet, "table", table_horizon(view), rivals, TACTICS["bonus"])


# How many best placements get a second turn of search, if within "margin" points of the best.
LOOKAHEAD = {"solo": 3, "table": 0, "margin": 5.0}


def next_turn_value(sheet: Sheet, plan: Planner) -> float:
    """A sheet's value one turn deeper: the best expectation over the next turn's dice."""
    if is_over(sheet):
        return plan.leaf(sheet)
    return _next_turn(sheet.rows, sheet.misthrows, plan.profile, plan.k)


def _next_turn(rows: Rows, misthrows: int, profile: str, k: float | None) -> float:
    return turn_value(rows, misthrows, profile, k, 1)


@lru_cache(maxsize=100_000)
def turn_value(rows: Rows, misthrows: int, profile: str, k: float | None, depth: int) -> float:
    """A sheet's value `depth` turns deeper: the best expectation over the next turn's
    dice, with leaves `depth - 1` turns deeper (0: the value function). Cached;
    value.set_params clears it with the values."""
    sheet = Sheet(rows, misthrows)
    if is_over(sheet):
        return sheet_value(rows, misthrows, profile, k)
    after = Planner(sheet, profile, k, depth=depth - 1)
    return max(after.dice_value(dice) for dice in DICE_SETS)


value.CACHES.append(turn_value.cache_clear)


def open_pairs(sheet: Sheet) -> int:
    """How many (box, number) pairs could still be written: the breadth of the tree."""
    rows = range(len(sheet.rows))
    return sum(len(legal_boxes(sheet, v, rows)) for v in range(1, 19))


# Solo endgame: (open pairs, depth): with at most that many (box, number) pairs open,
# every decision of the turn looks `depth` whole turns deeper (the tree is narrow
# there, and a wrong guess costs a misthrow). Paired solo games (scripts/qwinto_tune.py,
# 600 games): with value.py's misthrow-squared cost lowered from 1.5 to 0.5 at the
# same time, +1.26 +-1.04; alone, -0.38 +-0.95 (300 games); the lower cost alone
# +0.25 +-1.50 (300 games). Not better (300 games, with the 0.5): at most 45 pairs
# +1.07 +-1.51, two turns deeper at 12 pairs +0.89 +-1.51 (the same games: +1.02);
# with a cost of 0 instead, +0.66 +-1.18 (600 games).
ENDGAME: list[tuple[int, int]] = [(30, 1)]


def endgame_depth(sheet: Sheet) -> int:
    pairs = open_pairs(sheet)
    return max((depth for limit, depth in ENDGAME if pairs <= limit), default=0)


def deep_write(sheet: Sheet, value: int, rows: list[int], plan: Planner, active: bool,
               depth: int) -> tuple[float, tuple[int, int] | None]:
    """The best placement of `value` (None: pass) and its value: the sheets it may
    leave ranked by the value function, then the best `depth` of them within the
    margin (and passing, if within it) compared one turn deeper."""
    options: list[tuple[float, tuple[int, int] | None]] = []
    for r, b in legal_boxes(sheet, value, rows):
        options.append((plan.leaf(write(sheet, r, b, value)), (r, b)))
    options.sort(key=lambda o: o[0], reverse=True)
    fallback = plan.miss if active else plan.here
    if depth and options:
        floor = max(options[0][0], fallback) - LOOKAHEAD["margin"]
        close = [o for o in options[:depth] if o[0] >= floor]
        if len(close) + (fallback >= floor) > 1:
            pass_sheet = add_misthrow(sheet) if active else sheet
            options = [(next_turn_value(write(sheet, *spot, value), plan), spot)
                       for _, spot in close if spot is not None]
            fallback = next_turn_value(pass_sheet, plan) if fallback >= floor else NEG
    best, where = max(options, key=lambda o: o[0], default=(NEG, None))
    if where is None or best < fallback:
        return fallback, None
    return best, where


def placement(view: View, plan: Planner) -> Write | Pass:
    """Where to write this throw (or pass), by `deep_write` at the profile's depth."""
    depth = 0 if plan.depth else int(LOOKAHEAD[plan.profile])
    _, where = deep_write(view.sheet, view.total, _rows(view.dice), plan, view.seat == view.current, depth)
    return Pass() if where is None else _write(*where)


def keep_or_reroll(plan: Planner, value: int, dice: Sequence[str]) -> Keep | Reroll:
    """Keep or reroll by the value function. (Comparing both sides one turn deeper
    when they were within 1.5 points changed the solo mean by -0.27 +-0.73 over 300
    paired games: not kept.)"""
    keep = plan.active_value(value, _rows(dice))
    return Keep() if keep >= plan.reroll_value(dice) else Reroll()


def strong_policy(view: View, legal: Sequence[Action], rng: Rng) -> Action:
    plan = planner_for(view)
    if view.phase == CHOOSE:
        return max((a for a in legal if isinstance(a, Roll)), key=lambda a: plan.dice_value(a.dice))
    if view.phase == KEEP:
        return keep_or_reroll(plan, view.total, view.dice)
    return placement(view, plan)


def _bot(level: str, policy: Policy) -> Callable[[int, int], PolicyBot]:
    return lambda seat, seed: PolicyBot(level, seat, seed, policy)


BOTS = {
    "easy": _bot("easy", easy_policy),
    "normal": _bot("normal", normal_policy),
    "strong": _bot("strong", strong_policy),
    "greedy": _bot("greedy", greedy_policy),
}
