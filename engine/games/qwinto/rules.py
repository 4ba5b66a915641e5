"""Qwinto's rules (qwinto.fr.txt with the rulings for "qwinto"): roll, keep or reroll,
write together, misthrows, end and scoring.

A turn: the active player sends `Roll(dice)`, then `Keep()` or `Reroll()` (the
reroll is final); then the writing step is simultaneous: every seat in `writers`
commits a `Write` or a `Pass` in any order, each commitment hidden from the others
until the last one, when all are revealed and applied together. The end is
checked only then ([clar] qwinto 5).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core.codec import state_codec
from engine.core.model import Action, Event, IllegalAction, Result, evolve, resolve_options, set_at
from engine.core.rng import Rng

from . import events as ev
from .actions import Keep, Pass, Reroll, Roll, Write
from .layout import layout
from .options import OPTIONS
from .scoring import breakdown, total, winners
from .sheet import Sheet, add_misthrow, legal_boxes, placement_problem, write
from .state import CHOOSE, KEEP, OVER, WRITE, State

MIN_PLAYERS, MAX_PLAYERS = 1, 6


def new_state(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    return start(players, seed, options)[0]


def start(players: int, seed: int, options: Mapping[str, Any] | None = None) -> tuple[State, tuple[Event, ...]]:
    """Empty sheets, the first player drawn at random, their turn begins."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalAction("bad_player_count", players=players)
    resolve_options(OPTIONS, options)
    first, rng = Rng(seed).randint(0, players - 1)
    state = State(players, tuple(Sheet.empty() for _ in range(players)), first, first, 1, CHOOSE,
                  (), (), 0, (), (None,) * players, "", rng)
    return state, (ev.GameStarted(players, first), ev.TurnStarted(first, 1))


def dice_choices() -> tuple[Roll, ...]:
    """Every non-empty set of dice, in sheet order: 3 singles, 3 pairs, all three."""
    dice = layout().dice
    singles = tuple(Roll((d,)) for d in dice)
    pairs = tuple(Roll((a, b)) for i, a in enumerate(dice) for b in dice[i + 1:])
    return singles + pairs + (Roll(dice),)


def to_move(state: State) -> frozenset[int]:
    if state.phase == OVER:
        return frozenset()
    if state.phase == WRITE:
        return frozenset(s for s in state.writers if state.pending[s] is None)
    return frozenset({state.current})


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    if seat not in to_move(state):
        return ()
    if state.phase == CHOOSE:
        return dice_choices()
    if state.phase == KEEP:
        return (Keep(), Reroll())
    return writes_for(state.sheets[seat], state.total, state.dice) + (Pass(),)


def writes_for(sheet: Sheet, value: int, dice: tuple[str, ...]) -> tuple[Write, ...]:
    """Every legal Write of `value` on `sheet` for the rolled colours, row by row."""
    lay = layout()
    rows = [lay.row_index(d) for d in dice]
    boxes = sorted(legal_boxes(sheet, value, rows))
    return tuple(Write(lay.dice[r], lay.boxes[r][b]) for r, b in boxes)


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction("game_over")
    if seat not in to_move(state):
        if state.phase == WRITE and seat in state.writers:
            raise IllegalAction("already_decided", seat=seat)
        raise IllegalAction("not_your_turn", seat=seat, current=state.current)
    if state.phase == CHOOSE:
        return _roll(state, seat, action)
    if state.phase == KEEP:
        return _keep_or_reroll(state, seat, action)
    return _commit(state, seat, action)


def _roll(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if not isinstance(action, Roll):
        raise IllegalAction("expected_roll")
    if action not in dice_choices():
        raise IllegalAction("bad_dice", dice=action.dice)
    state = evolve(state, dice=action.dice)
    return _throw(state, seat, 1)


def _throw(state: State, seat: int, attempt: int) -> tuple[State, tuple[Event, ...]]:
    rng, faces = state.rng, []
    for _ in state.dice:
        face, rng = rng.randint(1, layout().faces)
        faces.append(face)
    state = evolve(state, faces=tuple(faces), rolls=attempt, rng=rng, phase=KEEP)
    rolled = ev.DiceRolled(seat, state.dice, state.faces, state.total, attempt, attempt == 1)
    if attempt == 1:
        return state, (rolled,)
    state, started = _start_writing(state)
    return state, (rolled,) + started


def _keep_or_reroll(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if isinstance(action, Reroll):
        return _throw(state, seat, 2)
    if not isinstance(action, Keep):
        raise IllegalAction("expected_keep_or_reroll")
    state, started = _start_writing(state)
    return state, (ev.RollKept(seat, state.total),) + started


def _start_writing(state: State) -> tuple[State, tuple[Event, ...]]:
    """The active seat always decides (write or misthrow); others only if they can write."""
    able = [s == state.current or bool(writes_for(state.sheets[s], state.total, state.dice))
            for s in range(state.players)]
    writers = tuple(s for s in range(state.players) if able[s])
    no_box = tuple(s for s in range(state.players) if not able[s])
    state = evolve(state, phase=WRITE, writers=writers, pending=(None,) * state.players)
    return state, (ev.WritingStarted(state.current, state.total, state.dice, writers, no_box),)


def _commit(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    """Record a secret choice; the last one triggers the reveal."""
    if isinstance(action, Write):
        problem = placement_problem(state.sheets[seat], action.row, action.column, state.total, state.dice)
        if problem is not None:
            raise IllegalAction(str(problem), **problem.details)
        made = ev.ChoiceMade(seat, action.row, action.column, False, (), visible_to=frozenset({seat}))
    elif isinstance(action, Pass):
        made = ev.ChoiceMade(seat, None, None, True, (), visible_to=frozenset({seat}))
    else:
        raise IllegalAction("expected_write_or_pass")
    pending = set_at(state.pending, seat, action)
    state = evolve(state, pending=pending)
    waiting = tuple(s for s in state.writers if pending[s] is None)
    made = evolve(made, waiting=waiting)
    if waiting:
        return state, (made,)
    state, revealed = _reveal(state)
    return state, (made,) + revealed


def _reveal(state: State) -> tuple[State, tuple[Event, ...]]:
    lay = layout()
    sheets = list(state.sheets)
    events: list[Event] = [ev.ChoicesRevealed(state.total)]
    for seat in state.writers:
        choice = state.pending[seat]
        if isinstance(choice, Write):
            r = lay.row_index(choice.row)
            box = lay.box_at[r][choice.column]
            before = sheets[seat]
            sheets[seat] = write(before, r, box, state.total)
            events.append(ev.NumberWritten(seat, choice.row, choice.column, box + 1, state.total,
                                           lay.is_pentagon(r, choice.column)))
            events += _completions(before, sheets[seat], seat, r, choice.column)
        elif seat == state.current:
            forced = not writes_for(sheets[seat], state.total, state.dice)
            sheets[seat] = add_misthrow(sheets[seat])
            events.append(ev.Misthrow(seat, sheets[seat].misthrows, forced))
        else:
            events.append(ev.WritingDeclined(seat))
    state = evolve(state, sheets=tuple(sheets), pending=(None,) * state.players, writers=())
    return _end_of_turn(state, tuple(events))


def _completions(before: Sheet, after: Sheet, seat: int, r: int, column: int) -> tuple[Event, ...]:
    lay = layout()
    out: list[Event] = []
    if r in after.full_rows() and r not in before.full_rows():
        out.append(ev.RowCompleted(seat, lay.dice[r], after.rows[r][-1], len(after.full_rows())))
    if column in lay.pentagon_row and all(after.rows[o][b] for o, b in lay.column_rows[column]):
        p = lay.pentagon_row[column]
        out.append(ev.ColumnCompleted(seat, column, lay.dice[p], after.rows[p][lay.box_at[p][column]]))
    return tuple(out)


def _end_of_turn(state: State, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    lay = layout()
    by_rows = tuple(s for s, sh in enumerate(state.sheets) if len(sh.full_rows()) >= lay.full_rows_to_end)
    by_miss = tuple(s for s, sh in enumerate(state.sheets) if sh.misthrows >= lay.misthrows_to_end)
    if by_rows or by_miss:
        reason = "both" if by_rows and by_miss else "two_rows" if by_rows else "misthrows"
        scores = tuple(breakdown(sh, s) for s, sh in enumerate(state.sheets))
        won = winners([sc.total for sc in scores])
        state = evolve(state, phase=OVER, end_reason=reason)
        return state, events + (ev.GameEnded(reason, tuple(sorted(set(by_rows + by_miss))), scores, won),)
    nxt = (state.current + 1) % state.players
    state = evolve(state, current=nxt, turn=state.turn + 1, phase=CHOOSE, dice=(), faces=(), rolls=0)
    return state, events + (ev.TurnStarted(nxt, state.turn),)


def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    totals = [total(sh) for sh in state.sheets]
    return Result(frozenset(winners(totals)), tuple(float(t) for t in totals))


to_json, from_json = state_codec(State, "Qwinto")


def components(state: State) -> Counter[str]:
    """The three dice: nothing else is physical (the sheets are written, not dealt)."""
    return Counter(layout().dice)


def resample_hidden(state: State, seat: int, rng: Rng) -> State:
    """Re-draw what `seat` cannot know: future dice, and the other seats' secret choices."""
    pending = list(state.pending)
    for other, choice in enumerate(state.pending):
        if other != seat and choice is not None:
            options = writes_for(state.sheets[other], state.total, state.dice) + (Pass(),)
            pending[other], rng = rng.choice(options)
    seed, rng = rng.randint(0, 2 ** 62)
    return evolve(state, pending=tuple(pending), rng=Rng(seed))
