"""Qwinto: write the announced dice sums on a three-row score sheet.

Rules: qwinto.fr.txt with the design rulings for "qwinto" (the design folder's
RULINGS.md, not in this repository; the rules help, resources/help/rules/qwinto.en.md,
tells players what they decide; a "ruling qwinto N" in the code is one of them);
1 player (solo, [adapt]) to 6.
The sheet layout is data: resources/decks/qwinto.json (see layout.py).

Phases (`State.phase`, also in the View):
- "choose_dice": the active player (`current`) sends `Roll(dice)` with 1-3 colours
  in sheet order (orange, yellow, purple). Legal: the 7 non-empty sets.
- "keep_or_reroll": after the first throw, the active player sends `Keep()` or
  `Reroll()` (same dice, once; the second throw is final).
- "write": simultaneous. `writers` (the active player always, the others only
  when some box is legal for them) each commit `Write(row, column)` or `Pass()`,
  in any order; `to_move` is the writers still undecided. A commitment is secret:
  others' views show only `decided[seat]`. When the last writer commits, all are
  revealed and applied at once. The active player's `Pass` is a misthrow.
- "over": `result` gives totals; ties share the win.

Boxes are addressed by row colour and grid column 0-11 (the true offsets of the
sheet); `sheet.placement_problem(sheet, row, column, value, rolled_colours)`
explains a refusal with a code and details (see sheet.Problem) and apply raises
IllegalAction with the same code.

Events (events.py): GameStarted (players, first), TurnStarted (the active seat
must choose dice), DiceRolled (dice, faces, total, attempt, can_reroll),
RollKept, WritingStarted (total, colours, writers, no_box), ChoiceMade (seat has
decided; row/column/passed private to that seat; waiting = still deciding),
ChoicesRevealed, then per writer NumberWritten (row, column, box 1-9, value,
pentagon) / WritingDeclined / Misthrow (count, forced), RowCompleted (points =
rightmost number), ColumnCompleted (pentagon points), and GameEnded (reason
"two_rows" | "misthrows" | "both", by, per-seat SheetScore breakdown, winners).

Bots (ai.py): easy, normal, strong, plus "greedy" (first legal box; a baseline).
"""
from engine.core.game import Game

from . import rules
from .ai import BOTS
from .options import OPTIONS
from .sheet import Problem, Sheet, placement_problem
from .view import view

GAME = Game(
    id="qwinto", min_players=rules.MIN_PLAYERS, max_players=rules.MAX_PLAYERS,
    new_state=rules.new_state, start=rules.start, to_move=rules.to_move,
    legal_actions=rules.legal_actions, apply=rules.apply, view=view, result=rules.result,
    to_json=rules.to_json, from_json=rules.from_json, bots=BOTS, options=OPTIONS,
    simultaneous=True, hidden_information=True, chance=True, components=rules.components,
    resample_hidden=rules.resample_hidden,
)

__all__ = ["GAME", "Problem", "Sheet", "placement_problem"]
