"""Scenario tests for each Qwinto rule (qwinto.fr.txt + RULINGS.md "qwinto")."""
from __future__ import annotations

import pytest

from engine import games
from engine.core.model import IllegalAction, evolve
from engine.games.qwinto import events as ev
from engine.games.qwinto.actions import Keep, Pass, Reroll, Roll, Write
from engine.games.qwinto.layout import layout
from engine.games.qwinto.rules import legal_actions, writes_for
from engine.games.qwinto.scoring import breakdown, total
from engine.games.qwinto.sheet import Sheet, placement_problem
from engine.games.qwinto.state import CHOOSE, KEEP, OVER, WRITE
from engine.games.qwinto.view import view

QW = games.get("qwinto")
ALL = ("orange", "yellow", "purple")


def sheet(misthrows=0, **rows) -> Sheet:
    """sheet(orange={2: 3, 4: 7}) puts 3 in orange column 2 and 7 in column 4."""
    lay = layout()
    values = [list(r) for r in Sheet.empty().rows]
    for colour, cells in rows.items():
        r = lay.row_index(colour)
        for column, value in cells.items():
            values[r][lay.box_at[r][column]] = value
    return Sheet(tuple(tuple(v) for v in values), misthrows)


def full(colour: str, start: int = 1, skip: int | None = None) -> dict:
    """A whole row of increasing numbers start, start+1, ... (leaving column `skip` empty)."""
    cols = layout().boxes[layout().row_index(colour)]
    return {c: start + i for i, c in enumerate(cols) if c != skip}


def writing(sheets, faces, dice=ALL, current=0):
    """A state in the writing step: the active seat rolled `faces` with `dice`."""
    state = QW.new_state(len(sheets), 1, {})
    state = evolve(state, sheets=tuple(sheets), current=current, dice=tuple(dice), faces=tuple(faces),
                   rolls=1, phase=KEEP)
    state, events = QW.apply(state, current, Keep())
    return state, events


def test_sheet_layout_follows_the_rulings_grid():
    lay = layout()
    assert lay.dice == ALL and all(len(b) == 9 for b in lay.boxes)
    assert lay.boxes[0] == (2, 3, 4, 6, 7, 8, 9, 10, 11)
    assert lay.boxes[1] == (1, 2, 3, 4, 5, 7, 8, 9, 10)
    assert lay.boxes[2] == (0, 1, 2, 3, 5, 6, 7, 8, 9)
    assert lay.bonus_columns == (2, 3, 7, 8, 9)
    assert [lay.dice[lay.pentagon_row[c]] for c in lay.bonus_columns] == ["purple", "orange", "orange",
                                                                           "yellow", "purple"]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_start_gives_empty_sheets_and_a_drawn_first_player(players):
    state, events = QW.begin(players, 7, {})
    assert len(state.sheets) == players and all(sh.filled() == 0 for sh in state.sheets)
    assert events == (ev.GameStarted(players, state.first), ev.TurnStarted(state.first, 1))
    assert state.phase == CHOOSE and QW.to_move(state) == frozenset({state.first})
    assert len({QW.new_state(players, s, {}).first for s in range(30)}) == players


@pytest.mark.parametrize("players", [0, 7])
def test_player_count_is_one_to_six(players):
    with pytest.raises(IllegalAction) as info:
        QW.begin(players, 1, {})
    assert info.value.reason == "bad_player_count"


def test_active_player_chooses_one_to_three_dice_and_rolls():
    state = evolve(QW.new_state(2, 3, {}), current=1)
    assert len(legal_actions(state, 1)) == 7 and legal_actions(state, 0) == ()
    with pytest.raises(IllegalAction) as info:
        QW.apply(state, 1, Roll(("purple", "orange")))
    assert info.value.reason == "bad_dice"
    with pytest.raises(IllegalAction) as info:
        QW.apply(state, 0, Roll(("orange",)))
    assert info.value.reason == "not_your_turn"
    after, events = QW.apply(state, 1, Roll(("orange", "purple")))
    assert after.phase == KEEP and after.dice == ("orange", "purple") and len(after.faces) == 2
    assert events == (ev.DiceRolled(1, ("orange", "purple"), after.faces, sum(after.faces), 1, True),)
    assert legal_actions(after, 1) == (Keep(), Reroll())


def test_reroll_once_with_the_same_dice_then_write():
    state, _ = QW.apply(evolve(QW.new_state(1, 3, {}), current=0), 0, Roll(("yellow",)))
    again, events = QW.apply(state, 0, Reroll())
    assert again.dice == ("yellow",) and again.rolls == 2 and again.rng != state.rng
    assert isinstance(events[0], ev.DiceRolled) and events[0].attempt == 2 and not events[0].can_reroll
    assert again.phase == WRITE and isinstance(events[1], ev.WritingStarted)
    with pytest.raises(IllegalAction):
        QW.apply(again, 0, Reroll())


def test_keep_announces_the_sum_and_opens_writing_for_those_who_can():
    blocked = sheet(orange=full("orange", 10), yellow=full("yellow", 10), purple=full("purple", 10))
    state, events = writing([Sheet.empty(), blocked, Sheet.empty()], (3, 4), dice=("orange", "yellow"))
    assert events == (ev.RollKept(0, 7), ev.WritingStarted(0, 7, ("orange", "yellow"), (0, 2), (1,)))
    assert QW.to_move(state) == frozenset({0, 2}) and legal_actions(state, 1) == ()


def test_numbers_go_only_in_rows_of_the_rolled_colours():
    problem = placement_problem(Sheet.empty(), "purple", 3, 7, ("orange", "yellow"))
    assert problem == "not_rolled_colour" and problem.details["rolled"] == ("orange", "yellow")
    assert placement_problem(Sheet.empty(), "yellow", 3, 7, ("orange", "yellow")) is None
    assert {w.row for w in writes_for(Sheet.empty(), 7, ("orange", "yellow"))} == {"orange", "yellow"}


def test_rows_strictly_increase_with_skips_allowed():
    sh = sheet(orange={4: 9})
    assert placement_problem(sh, "orange", 11, 10, ALL) is None      # far right, boxes skipped
    assert placement_problem(sh, "orange", 2, 3, ALL) is None        # far left
    left = placement_problem(sh, "orange", 6, 8, ALL)
    assert left == "not_increasing_left"
    assert (left.details["value"], left.details["neighbour"], left.details["neighbour_column"]) == (8, 9, 4)
    right = placement_problem(sh, "orange", 2, 9, ALL)
    assert right == "not_increasing_right" and right.details["neighbour"] == 9
    assert placement_problem(sh, "orange", 6, 9, ALL) == "not_increasing_left"   # equal is not more
    # A later number may fill a skipped box when it fits between its neighbours.
    sh = sheet(orange={2: 3, 8: 12})
    assert placement_problem(sh, "orange", 4, 7, ALL) is None
    assert placement_problem(sh, "orange", 4, 12, ALL) == "not_increasing_right"


@pytest.mark.parametrize("colour,column,other,other_column", [
    ("yellow", 1, "purple", 1),     # a two-box column
    ("orange", 4, "yellow", 4),     # a two-box column
    ("orange", 7, "purple", 7),     # a bonus column
])
def test_no_number_twice_in_a_column(colour, column, other, other_column):
    sh = sheet(**{other: {other_column: 5}})
    problem = placement_problem(sh, colour, column, 5, ALL)
    assert problem == "column_repeat"
    assert problem.details["other_row"] == other and problem.details["other_column"] == other_column
    assert placement_problem(sh, colour, column, 6, ALL) is None


def test_gaps_are_never_written_and_boxes_once():
    for colour, gap in (("orange", 5), ("yellow", 6), ("purple", 4)):
        assert placement_problem(Sheet.empty(), colour, gap, 8, ALL) == "gap"
    assert placement_problem(Sheet.empty(), "orange", 0, 1, ALL) == "off_sheet"
    assert placement_problem(Sheet.empty(), "purple", 10, 15, ALL) == "off_sheet"
    problem = placement_problem(sheet(yellow={3: 4}), "yellow", 3, 6, ALL)
    assert problem == "occupied" and problem.details["written"] == 4


def test_every_legal_write_passes_placement_problem_and_no_other():
    sh = sheet(orange={3: 5, 9: 12}, yellow={2: 5}, purple={7: 9})
    lay = layout()
    for value in range(1, 19):
        offered = set(writes_for(sh, value, ALL))
        allowed = {Write(c, col) for c in ALL for col in range(lay.width)
                   if placement_problem(sh, c, col, value, ALL) is None}
        assert offered == allowed, value


def test_pentagon_boxes_are_written_like_others_and_said_so():
    state, _ = writing([Sheet.empty()], (2, 3), dice=("orange", "yellow"))
    state, events = QW.apply(state, 0, Write("orange", 3))
    written = next(e for e in events if isinstance(e, ev.NumberWritten))
    assert written == ev.NumberWritten(0, "orange", 3, 2, 5, True)
    assert state.sheets[0].at(0, 3) == 5


def test_writing_is_a_secret_commitment_until_everyone_decided():
    state, _ = writing([Sheet.empty()] * 3, (4, 4), dice=("purple", "yellow"), current=0)
    state, events = QW.apply(state, 1, Write("purple", 5))
    (made,) = events
    assert made.visible_to == frozenset({1}) and made.waiting == (0, 2)
    assert made.seen_by(0) == ev.ChoiceMade(1, None, None, None, (0, 2), visible_to=frozenset({1}))
    assert state.sheets[1] == Sheet.empty()                     # nothing written yet
    assert view(state, 0).decided == (False, True, False) and view(state, 0).my_choice is None
    assert view(state, 1).my_choice == Write("purple", 5)
    assert QW.to_move(state) == frozenset({0, 2}) and legal_actions(state, 1) == ()
    with pytest.raises(IllegalAction) as info:
        QW.apply(state, 1, Pass())
    assert info.value.reason == "already_decided"
    state, _ = QW.apply(state, 2, Pass())
    state, events = QW.apply(state, 0, Write("yellow", 7))
    kinds = [e.kind for e in events]
    assert kinds == ["choice_made", "choices_revealed", "number_written", "number_written",
                     "writing_declined", "turn_started"]
    assert state.sheets[1].at(2, 5) == 8 and state.sheets[0].at(1, 7) == 8
    assert state.current == 1 and state.phase == CHOOSE and state.pending == (None,) * 3


def test_illegal_write_is_refused_with_its_reason():
    state, _ = writing([sheet(orange={4: 9})], (3, 5), dice=("orange",))
    with pytest.raises(IllegalAction) as info:
        QW.apply(state, 0, Write("orange", 6))
    assert info.value.reason == "not_increasing_left" and info.value.details["neighbour"] == 9
    with pytest.raises(IllegalAction) as info:
        QW.apply(state, 0, Write("yellow", 2))
    assert info.value.reason == "not_rolled_colour"


def test_misthrow_for_the_active_player_only():
    state, _ = writing([Sheet.empty(), Sheet.empty()], (6, 6, 6))
    state, _ = QW.apply(state, 1, Pass())
    state, events = QW.apply(state, 0, Pass())
    assert ev.Misthrow(0, 1, False) in events and ev.WritingDeclined(1) in events
    assert state.sheets[0].misthrows == 1 and state.sheets[1].misthrows == 0


def test_forced_misthrow_when_no_box_is_legal():
    blocked = sheet(orange=full("orange", 10))
    state, events = writing([blocked], (1,), dice=("orange",))
    assert legal_actions(state, 0) == (Pass(),)
    state, events = QW.apply(state, 0, Pass())
    assert ev.Misthrow(0, 1, True) in events


def test_two_full_rows_end_the_game_after_everyone_decided():
    nearly = sheet(orange=full("orange", 1), yellow=full("yellow", 1, skip=10))
    state, _ = writing([Sheet.empty(), nearly], (6, 6, 6), current=0)   # 18 completes yellow
    state, events = QW.apply(state, 1, Write("yellow", 10))
    assert state.phase == WRITE and QW.result(state) is None           # seat 0 has not decided
    state, events = QW.apply(state, 0, Write("purple", 9))
    assert ev.RowCompleted(1, "yellow", 18, 2) in events
    end = events[-1]
    assert isinstance(end, ev.GameEnded) and end.reason == "two_rows" and end.by == (1,)
    assert state.phase == OVER and QW.to_move(state) == frozenset()
    assert state.sheets[0].at(2, 9) == 18                              # seat 0's write still counts


def test_one_full_row_does_not_end_the_game():
    nearly = sheet(orange=full("orange", 1, skip=11))
    state, _ = writing([nearly], (6, 3), dice=("orange", "yellow"))
    state, events = QW.apply(state, 0, Write("orange", 11))
    assert ev.RowCompleted(0, "orange", 9, 1) in events and state.phase == CHOOSE


def test_fourth_misthrow_ends_the_game():
    state, _ = writing([sheet(misthrows=3), Sheet.empty()], (2,), dice=("yellow",))
    state, _ = QW.apply(state, 1, Write("yellow", 1))
    state, events = QW.apply(state, 0, Pass())
    end = events[-1]
    assert ev.Misthrow(0, 4, False) in events
    assert end.reason == "misthrows" and end.by == (0,) and state.phase == OVER
    assert [s.total for s in end.scores] == [-20, 1] and end.winners == (1,)


def test_incomplete_row_scores_one_point_per_number():
    sc = breakdown(sheet(orange={2: 3, 4: 7, 11: 17}), 0)
    assert sc.rows[0].points == 3 and not sc.rows[0].complete and sc.total == 3


def test_complete_row_scores_its_rightmost_number():
    sc = breakdown(sheet(purple=full("purple", 4)), 0)
    assert sc.rows[2].complete and sc.rows[2].points == 12
    # Column 2's purple pentagon holds 6, but the column is not full: no bonus.
    assert sc.columns[0].points == 0 and sc.total == 12


def test_complete_bonus_column_scores_its_pentagon_number():
    sh = sheet(orange={3: 11}, yellow={3: 4}, purple={3: 2})      # column 3: pentagon in orange
    sc = breakdown(sh, 0)
    col = next(c for c in sc.columns if c.column == 3)
    assert col.complete and col.pentagon_row == "orange" and col.points == 11
    assert sc.total == 3 + 11
    sh = sheet(orange={9: 10}, yellow={9: 12}, purple={9: 15})    # column 9: pentagon in purple
    assert total(sh) == 3 + 15


def test_each_misthrow_costs_five_points():
    sc = breakdown(sheet(misthrows=2, yellow={1: 2}), 0)
    assert sc.penalty == -10 and sc.total == 1 - 10


def test_column_completed_event_when_the_last_box_is_written():
    sh = sheet(orange={7: 9}, yellow={7: 4})
    state, _ = writing([sh], (5, 6), dice=("purple", "yellow"))
    state, events = QW.apply(state, 0, Write("purple", 7))
    assert ev.ColumnCompleted(0, 7, "orange", 9) in events


def test_ties_share_the_win():
    # Seat 0: orange full (18) + 2 numbers - 4 misthrows (20) = 0; seat 1: empty = 0.
    a = sheet(misthrows=3, orange=full("orange", 10), yellow={1: 2, 2: 3})
    state, _ = writing([a, Sheet.empty()], (1,), dice=("purple",))
    state, _ = QW.apply(state, 1, Pass())
    state, events = QW.apply(state, 0, Pass())
    assert events[-1].winners == (0, 1) and [s.total for s in events[-1].scores] == [0, 0]
    assert QW.result(state).winners == frozenset({0, 1}) and QW.result(state).share(1) == 0.5


def test_solo_game_is_one_seat_rolling_every_turn():
    state, _ = QW.begin(1, 5, {})
    for _ in range(3):
        assert QW.to_move(state) == frozenset({0})
        state, _ = QW.apply(state, 0, Roll(("orange", "yellow")))
        state, _ = QW.apply(state, 0, Keep())
        state, events = QW.apply(state, 0, legal_actions(state, 0)[0])
        assert events[-1] == ev.TurnStarted(0, state.turn)
