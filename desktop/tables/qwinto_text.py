"""What the Qwinto table says when asked: each box of a sheet, the dice, a whole
sheet, whose turn it is. Kept apart from the widgets so that the sheet grid, the
review keys and the tests read one set of sentences."""
from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.narration.qwinto import bonus_number, box_name, colours_text, dice_text, problem_text, row_name
from desktop.narration.words import count, join
from desktop.qt import translate
from desktop.tables.base import TextMixinBase
from engine.games.qwinto.actions import Write
from engine.games.qwinto.layout import layout
from engine.games.qwinto.sheet import placement_problem
from engine.games.qwinto.state import CHOOSE, KEEP, OVER, WRITE


def boxes_possible(n: int) -> str:
    """'1 box possible', '3 boxes possible' (French: '0 case possible')."""
    return count(n, translate("qwinto", "{n} box possible"), translate("qwinto", "{n} boxes possible"))


class TextMixin(TextMixinBase):
    """Sentences for QwintoTable (needs self.view(), self.viewer, self.narrator, self.session)."""

    if TYPE_CHECKING:
        chosen: set[str]

    def _who(self, seat: int) -> str:
        return translate("narration", "you") if seat == self.viewer else self.narrator.name(seat)

    def _may_write(self, v) -> bool:
        return v.phase == WRITE and self.viewer is not None and self.viewer in self.session.to_move()

    # ---- one box ------------------------------------------------------------------
    def box_description(self, v, seat: int, r: int, column: int) -> str:
        """'orange box 4 of 9: empty, pentagon. 8 can go here. Bonus column 2, with ...'."""
        lay = layout()
        row = lay.dice[r]
        box = lay.box_at[r][column]
        value = v.sheets[seat].rows[r][box]
        content = str(value) if value else translate("qwinto", "empty")
        mine = seat == self.viewer
        if mine and isinstance(v.my_choice, Write) and (v.my_choice.row, v.my_choice.column) == (row, column):
            content = translate("qwinto", "your choice {value}, revealed when everyone has decided").format(value=v.total)
        parts = [translate("qwinto", "{row} box {box} of 9: {content}").format(
            row=row_name(row), box=box + 1, content=content)]
        if lay.is_pentagon(r, column):
            parts[0] += translate("qwinto", ", pentagon")
        if mine and not value and self._may_write(v):
            problem = placement_problem(v.sheets[seat], row, column, v.total, v.dice)
            parts.append(translate("qwinto", "{total} can go here").format(total=v.total) if problem is None else
                         translate("qwinto", "{total} cannot go here: {why}").format(
                             total=v.total, why=problem_text(problem, problem.details)))
        parts.append(self.column_text(v.sheets[seat], r, column))
        return ". ".join(parts) + "."

    @staticmethod
    def column_text(sheet, r: int, column: int) -> str:
        lay = layout()
        others = [translate("qwinto", "{box}: {content}").format(
            box=box_name(lay.dice[o], b + 1), content=sheet.rows[o][b] or translate("qwinto", "empty"))
            for o, b in lay.column_rows[column] if o != r]
        if not others:
            return translate("qwinto", "Alone in its column")
        if column in lay.bonus_columns:
            return translate("qwinto", "Bonus column {n}, with {boxes}").format(
                n=bonus_number(column), boxes=join(others))
        return translate("qwinto", "Same column as {boxes}").format(boxes=join(others))

    # ---- a whole sheet ---------------------------------------------------------------
    def sheet_text(self, v, seat: int) -> str:
        """Row by row, the numbers written with their box, then the misthrows."""
        lay = layout()
        sheet = v.sheets[seat]
        rows = []
        for r, row in enumerate(lay.dice):
            written = [translate("qwinto", "{value} in box {box}").format(value=x, box=b + 1)
                       for b, x in enumerate(sheet.rows[r]) if x]
            filled = translate("qwinto", "{count} of 9").format(count=len(written))
            line = translate("qwinto", "{row} row, {filled}: {numbers}.").format(
                row=row_name(row), filled=filled, numbers=", ".join(written) or translate("qwinto", "empty"))
            rows.append(line[:1].upper() + line[1:])
        rows.append(self.misthrow_text(sheet.misthrows))
        return " ".join(rows)

    @staticmethod
    def misthrow_text(count: int) -> str:
        if not count:
            return translate("qwinto", "No misthrow.")
        return translate("qwinto", "Misthrows: {count} of 4, minus {penalty}.").format(count=count, penalty=5 * count)

    def status_text(self, v, seat: int) -> str:
        from engine.games.qwinto.scoring import total
        return translate("qwinto", "Score {points}. {misthrows}").format(
            points=total(v.sheets[seat]), misthrows=self.misthrow_text(v.sheets[seat].misthrows))

    # ---- dice and turn ----------------------------------------------------------------
    def dice_status(self, v) -> str:
        if v.phase == OVER:
            return translate("qwinto", "The game is over.")
        if not v.faces:
            if v.current == self.viewer:
                return translate("qwinto", "Turn {turn}: you choose the dice.").format(turn=v.turn)
            return translate("qwinto", "Turn {turn}: {player} chooses the dice.").format(
                turn=v.turn, player=self._who(v.current))
        attempt = translate("qwinto", "first throw") if v.rolls == 1 else translate("qwinto", "second throw")
        return translate("qwinto", "Turn {turn}, {player}, {attempt}: {dice}.").format(
            turn=v.turn, player=self._who(v.current), attempt=attempt, dice=dice_text(v.dice, v.faces))

    def describe_turn(self) -> str:
        v = self.view()
        if v.phase == OVER:
            return translate("table", "The game is over.")
        active = v.current == self.viewer
        if v.phase == CHOOSE:
            if active:
                chosen = colours_text([d for d in layout().dice if d in self.chosen], dice_words=True) or translate("qwinto", "no die")
                return translate("qwinto", "Your turn: choose your dice and roll. Chosen: {dice}.").format(dice=chosen)
            return translate("qwinto", "{player} is choosing dice.").format(player=self.narrator.name(v.current))
        if v.phase == KEEP:
            if active:
                return translate("qwinto", "You rolled {dice}. Keep it, or reroll once.").format(
                    dice=dice_text(v.dice, v.faces))
            return translate("qwinto", "{player} rolled {dice} and may reroll.").format(
                player=self.narrator.name(v.current), dice=dice_text(v.dice, v.faces))
        return self._describe_writing(v)

    def _describe_writing(self, v) -> str:
        waiting = join([self._who(s) for s in sorted(self.session.to_move())])
        if self._may_write(v):
            legal = [a for a in self.session.legal(self.viewer) if isinstance(a, Write)]
            rows = colours_text(v.dice, "or")
            if not legal:
                return translate("qwinto", "No box of the {rows} row can take {total}: write nothing to mark your misthrow.").format(
                    rows=rows, total=v.total)
            text = translate("qwinto", "Write {total} in the {rows} row ({boxes}), or write nothing.").format(
                total=v.total, rows=rows, boxes=boxes_possible(len(legal)))
            if v.current == self.viewer:
                text += " " + translate("qwinto", "Writing nothing is a misthrow for you.")
            return text
        if isinstance(v.my_choice, Write):
            mine = box_name(v.my_choice.row, layout().box_at[layout().row_index(v.my_choice.row)][v.my_choice.column] + 1)
        elif v.my_choice is not None:
            mine = translate("qwinto", "nothing")
        else:
            mine = translate("qwinto", "no box for {total}").format(total=v.total)
        return translate("qwinto", "Sum {total}. Your choice: {choice}. Waiting for {waiting}.").format(
            total=v.total, choice=mine, waiting=waiting)
