"""The Qwinto bots (engine/games/qwinto/ai.py, value.py): legal, ranked by strength,
and the strong bot's search and tactics doing what they claim on built sheets."""
from __future__ import annotations

import statistics

from engine.games.qwinto import ai, value
from engine.games.qwinto.actions import Pass, Write
from engine.games.qwinto.layout import layout
from engine.games.qwinto.scoring import total
from engine.games.qwinto.sheet import Sheet, add_misthrow, legal_boxes, write
from engine.games.qwinto.state import CHOOSE, WRITE
from engine.games.qwinto.view import View
from engine.sim import play_match

ALL = ("orange", "yellow", "purple")


def sheet(misthrows: int = 0, **rows: dict[int, int]) -> Sheet:
    """sheet(orange={2: 3}) puts 3 in orange column 2."""
    lay = layout()
    values = [list(r) for r in Sheet.empty().rows]
    for colour, cells in rows.items():
        r = lay.row_index(colour)
        for column, number in cells.items():
            values[r][lay.box_at[r][column]] = number
    return Sheet(tuple(tuple(v) for v in values), misthrows)


def full(colour: str, start: int = 1, skip: int | None = None) -> dict[int, int]:
    """A whole row start, start+1, ... (leaving column `skip` empty)."""
    cols = layout().boxes[layout().row_index(colour)]
    return {c: start + i for i, c in enumerate(cols) if c != skip}


def view_of(sheets: tuple[Sheet, ...], phase: str, faces: tuple[int, ...] = (), dice: tuple[str, ...] = ALL,
            seat: int = 0, current: int = 0, turn: int = 10) -> View:
    n = len(sheets)
    return View(seat, n, sheets, 0, current, turn, phase, dice if faces else (), faces, 1 if faces else 0,
                tuple(range(n)) if phase == WRITE else (), (False,) * n, None, "")


def test_strong_beats_normal_in_solo_on_the_same_seeds():
    """Every move legal (the rules refuse any other) and a clear gap in mean score."""
    seeds = range(1, 7)
    strong = [play_match("qwinto", 1, s, ["strong"])["scores"][0] for s in seeds]
    normal = [play_match("qwinto", 1, s, ["normal"])["scores"][0] for s in seeds]
    assert statistics.fmean(strong) > statistics.fmean(normal) + 5, (strong, normal)


def test_a_throw_with_no_box_is_a_pass_and_a_fitting_one_is_written():
    plan = ai.Planner(sheet(orange=full("orange")))
    value_, where = ai.deep_write(plan.sheet, 5, [0], plan, True, 3)
    assert where is None and value_ == plan.miss  # orange is full: a misthrow
    value_, where = ai.deep_write(plan.sheet, 5, [1], plan, True, 3)
    assert where is not None and where[0] == 1 and value_ > plan.miss


def test_the_deeper_search_may_overrule_the_value_function_and_says_why():
    """With depth 0 the write is the best sheet by the value function; with depth the
    chosen placement is the one whose next turn is worth most among the close ones."""
    start = sheet(orange={2: 3, 6: 8}, yellow={3: 6}, purple={5: 9})
    plan = ai.Planner(start)
    _, shallow = ai.deep_write(start, 7, [0, 1, 2], plan, True, 0)
    best, deep = ai.deep_write(start, 7, [0, 1, 2], plan, True, 3)
    spots = sorted(legal_boxes(start, 7, [0, 1, 2]), key=lambda s: -plan.leaf(write(start, *s, 7)))
    assert shallow == spots[0]
    assert deep is not None
    assert best == ai.next_turn_value(write(start, *deep, 7), plan)
    assert best >= max(ai.next_turn_value(write(start, *s, 7), plan) for s in spots[:3]
                       if plan.leaf(write(start, *s, 7)) >= plan.leaf(write(start, *spots[0], 7)) - 5)


def test_next_turn_values_follow_a_change_of_weights():
    """The next-turn cache is cleared with the value function's parameters."""
    s = sheet(orange={2: 3}, yellow={3: 6})
    plan = ai.Planner(s)
    before = ai.next_turn_value(s, plan)
    old = value.PROFILES["solo"]["k"]
    try:
        value.set_params("solo", k=old / 2)
        assert ai.next_turn_value(s, ai.Planner(s)) != before
    finally:
        value.set_params("solo", k=old)
    assert ai.next_turn_value(s, ai.Planner(s)) == before


def test_a_sheet_that_ends_the_game_is_worth_its_score():
    ended = sheet(orange=full("orange", 2), yellow=full("yellow", 3))
    assert value.value_of(ended) == total(ended)
    four = Sheet(sheet(orange={2: 3}).rows, 4)
    assert value.value_of(four) == total(four)


def test_the_last_misthrow_is_avoided_when_a_box_is_left():
    """With three misthrows a pass ends the game at -20: the strong bot writes."""
    s = Sheet(sheet(orange={2: 3, 3: 5}, yellow={1: 2}).rows, 3)
    action = ai.strong_policy(view_of((s,), WRITE, (2, 2, 3)), (), None)
    assert isinstance(action, Write)


def test_at_a_table_ending_the_game_is_worth_more_when_ahead():
    """The sheet that ends the game scores the bonus when ahead of every rival, half
    of it less when behind, its bare score when level or solo."""
    mine = sheet(orange=full("orange", 2), yellow=full("yellow", 1, skip=10), purple={0: 1, 1: 3})
    ended = write(mine, 1, 8, 9)
    bonus = ai.TACTICS["bonus"]
    assert bonus > 0
    behind = sheet(orange=full("orange", 5), yellow=full("yellow", 6, skip=10), purple=full("purple", 2, skip=9))
    level = ended
    throw = ((3, 6), ("yellow", "purple"))
    for rival, extra in ((sheet(orange={2: 3}), bonus), (behind, -bonus / 2), (level, 0.0)):
        plan = ai.planner_for(view_of((mine, rival), WRITE, *throw))
        assert plan.leaf(ended) == total(ended) + extra
        assert plan.leaf(mine) == value.value_of(mine, "table", plan.k)  # not over: no bonus
    assert ai.planner_for(view_of((mine,), WRITE, *throw)).leaf(ended) == total(ended)


def test_the_dice_choice_is_the_best_expectation():
    s = sheet(orange=full("orange", 1, skip=11), yellow={1: 1, 2: 2})
    v = view_of((s,), CHOOSE)
    from engine.games.qwinto.rules import dice_choices
    choice = ai.strong_policy(v, dice_choices(), None)
    plan = ai.Planner(s)
    assert plan.dice_value(choice.dice) == max(plan.dice_value(a.dice) for a in dice_choices())


def test_a_passive_writer_that_passes_keeps_its_sheet_as_it_is():
    """Not the active player: passing is no misthrow, so its value is the sheet's own."""
    s = sheet(orange=full("orange"))
    v = view_of((s, sheet()), WRITE, (6, 6, 6), ("orange",), seat=0, current=1)
    plan = ai.planner_for(v)
    assert ai.deep_write(s, 18, [0], plan, False, 3) == (plan.here, None)
    assert isinstance(ai.strong_policy(v, (), None), Pass)


def test_misthrows_shorten_the_future():
    s = sheet(orange={2: 3, 3: 5}, yellow={1: 2, 4: 8}, purple={0: 1})
    values = [value.value_of(Sheet(s.rows, m)) for m in range(4)]
    assert values == sorted(values, reverse=True) and values[0] - values[3] > 15
    assert value.value_of(add_misthrow(Sheet(s.rows, 3))) == total(Sheet(s.rows, 4))


def test_late_in_the_game_the_horizon_is_the_throws_left_before_the_last_misthrow():
    """A sheet where only 8 and 16 to 18 still fit, two misthrows made: its open boxes
    are worth less than a fixed horizon says; an open sheet is not touched."""
    late = sheet(2, orange={2: 5, 3: 6, 4: 7, 6: 9, 7: 10, 8: 11, 9: 13, 10: 14, 11: 15},
                 yellow={1: 2, 2: 4, 3: 6, 4: 8, 5: 9, 7: 11, 8: 13, 9: 15},
                 purple={0: 2, 1: 3, 2: 6, 3: 7, 6: 9, 7: 10, 8: 11, 9: 14})
    assert value.live_chance(late.rows) < 0.2
    early = sheet(orange={2: 3}, yellow={4: 9})
    assert value.live_chance(early.rows) > 0.99
    slack = value.PROFILES["solo"]["slack"]
    assert slack > 0
    try:
        with_slack = [value.value_of(s) for s in (late, early)]
        value.set_params("solo", slack=0.0)
        without = [value.value_of(s) for s in (late, early)]
    finally:
        value.set_params("solo", slack=slack)
    assert with_slack[0] < without[0] and with_slack[1] == without[1]


def endgame_sheet() -> Sheet:
    """Orange and yellow one box short of full, purple two: few pairs left open."""
    return sheet(orange=full("orange", 1, skip=11), yellow=full("yellow", 2, skip=10),
                 purple={0: 1, 1: 3, 2: 5, 3: 7, 5: 9, 6: 11, 7: 13})


def test_solo_endgames_search_a_whole_turn_deeper_and_openings_do_not():
    """The solo planner's leaves are one turn deeper only when few (box, number) pairs are open."""
    late, opening = endgame_sheet(), sheet(orange={2: 3})
    assert ai.open_pairs(late) <= ai.ENDGAME[0][0] < ai.open_pairs(opening)
    assert ai.planner_for(view_of((late,), CHOOSE)).depth == ai.ENDGAME[0][1] >= 1
    assert ai.planner_for(view_of((opening,), CHOOSE)).depth == 0
    assert ai.planner_for(view_of((late, opening), CHOOSE)).depth == 0  # at a table: never


def test_a_deeper_leaf_is_the_best_next_turn_and_an_ended_sheet_its_score():
    late = endgame_sheet()
    deep = ai.Planner(late, depth=1)
    after = write(late, 2, 7, 15)
    assert deep.leaf(after) == ai.turn_value(after.rows, 0, "solo", None, 1)
    assert deep.leaf(after) == max(ai.Planner(after).dice_value(d) for d in ai.DICE_SETS)
    assert ai.turn_value(after.rows, 0, "solo", None, 1) == ai.next_turn_value(after, ai.Planner(late))
    ended = Sheet(late.rows, 4)
    assert deep.leaf(ended) == total(ended)


def test_the_endgame_dice_choice_is_the_best_deeper_expectation():
    from engine.games.qwinto.rules import dice_choices
    late = endgame_sheet()
    choice = ai.strong_policy(view_of((late,), CHOOSE), dice_choices(), None)
    deep = ai.Planner(late, depth=1)
    assert deep.dice_value(choice.dice) == max(deep.dice_value(a.dice) for a in dice_choices())


def test_a_solo_endgame_hint_rates_the_bots_choice_best():
    """Hints look as deep as the bot in a solo endgame: its choice carries the best
    rating, on two positions (from self-play) where one turn deeper changes the choice."""
    from engine import games
    from engine.ai.hints import ranked
    from engine.games.qwinto.rules import dice_choices, writes_for
    game = games.get("qwinto")
    dice_case = Sheet(((3, 5, 6, 7, 9, 10, 12, 13, 15), (1, 5, 6, 7, 9, 0, 12, 14, 15),
                       (0, 4, 6, 7, 0, 9, 11, 14, 15)), 0)
    write_case = Sheet(((6, 8, 10, 11, 12, 13, 14, 0, 0), (2, 3, 6, 7, 8, 9, 10, 12, 0),
                        (4, 5, 8, 9, 10, 0, 13, 0, 16)), 1)
    shallow = max(ai.DICE_SETS, key=ai.Planner(dice_case).dice_value)
    assert shallow != max(ai.DICE_SETS, key=ai.Planner(dice_case, depth=1).dice_value)
    cases = ((view_of((dice_case,), CHOOSE), dice_choices()),
             (view_of((write_case,), WRITE, (5, 5, 6)), writes_for(write_case, 16, ALL) + (Pass(),)))
    for v, legal in cases:
        choices = ranked(game, v, legal, 1234)
        assert len(choices) >= 2
        assert choices[0].action == ai.strong_policy(v, legal, None)
        assert choices[0].rating == max(c.rating for c in choices)
