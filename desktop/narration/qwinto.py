"""Qwinto narration: rolls, everyone's choice after the reveal, misthrows, completed
rows and bonus columns, the end with the full breakdown — and why a box refuses a sum.

The words shared with the table (row and box names, the reasons of
`sheet.placement_problem`, a score breakdown) live here too, so that the spoken
refusal and the sheet's cell descriptions never disagree.
"""
from __future__ import annotations

from desktop.qt import QT_TRANSLATE_NOOP, translate
from desktop.speech import Priority
from engine.games.qwinto import events as ev
from engine.games.qwinto.layout import layout
from engine.games.qwinto.scoring import SheetScore

from .base import Narrator
from .words import colour, join, people, points

# Engine row ids are English; the shared colour words use the rule texts' French ids.
COLOUR_IDS = {"orange": "orange", "yellow": "jaune", "purple": "violet"}
# A row's colour as it qualifies a row or a box (French: feminine, "rangée violette").
ROW_WORDS = {"orange": QT_TRANSLATE_NOOP("qwinto", "orange"), "yellow": QT_TRANSLATE_NOOP("qwinto", "yellow"),
             "purple": QT_TRANSLATE_NOOP("qwinto", "purple")}


def die_colour(die: str) -> str:
    """A die's colour (French: masculine, "dé violet")."""
    return colour(COLOUR_IDS.get(die, die))


def row_name(row: str) -> str:
    return translate("qwinto", ROW_WORDS[row]) if row in ROW_WORDS else row


def box_name(row: str, box: int) -> str:
    """'orange box 6' (box 1-9 from the left of the row)."""
    return translate("qwinto", "{row} box {box}").format(row=row_name(row), box=box)


def box_at(row: str, column: int) -> str:
    lay = layout()
    r = lay.row_index(row)
    return box_name(row, lay.box_at[r][column] + 1)


def dice_text(dice, faces) -> str:
    """'orange 3 and purple 5: sum 8'."""
    parts = [translate("qwinto", "{colour} {value}").format(colour=die_colour(d), value=f)
             for d, f in zip(dice, faces)]
    return translate("qwinto", "{dice}: sum {total}").format(dice=join(parts), total=sum(faces))


def colours_text(dice, word: str = "and", dice_words: bool = False) -> str:
    """The rows (or, with dice_words, the dice) of these colours: 'orange or purple'."""
    names = [(die_colour if dice_words else row_name)(d) for d in dice]
    if word == "or" and len(names) > 1:
        return translate("qwinto", "{first} or {last}").format(first=", ".join(names[:-1]), last=names[-1])
    return join(names)


def bonus_number(column: int) -> int:
    return layout().bonus_columns.index(column) + 1


def problem_text(reason: str, details: dict) -> str | None:
    """Why `details['value']` may not go in that box ("8 must be more than 9 on its left")."""
    d = dict(details)
    value = d.get("value", "")
    if reason == "not_increasing_left":
        return translate("qwinto", "{value} must be more than {neighbour} on its left").format(
            value=value, neighbour=d.get("neighbour"))
    if reason == "not_increasing_right":
        return translate("qwinto", "{value} must be less than {neighbour} on its right").format(
            value=value, neighbour=d.get("neighbour"))
    if reason == "column_repeat":
        return translate("qwinto", "{value} is already in this column, in {box}").format(
            value=value, box=box_at(d["other_row"], d["other_column"]))
    if reason == "occupied":
        return translate("qwinto", "this box already holds {written}").format(written=d.get("written"))
    if reason == "not_rolled_colour":
        return translate("qwinto", "the {colour} die was not rolled").format(colour=die_colour(d.get("row", "")))
    if reason == "gap":
        return translate("qwinto", "that is a gap in the row, never written")
    if reason in ("off_sheet", "unknown_row"):
        return translate("qwinto", "there is no box there")
    return None


def score_text(score: SheetScore, who: str) -> str:
    """'Marie: 52 points: orange 17 (complete), ...; bonus columns 12 and 9; 1 misthrow, minus 5.'"""
    rows = []
    for r in score.rows:
        if r.complete:
            rows.append(translate("qwinto", "{row} {points} (complete)").format(row=row_name(r.row), points=r.points))
        else:
            rows.append(translate("qwinto", "{row} {points} ({numbers} of 9 numbers)").format(
                row=row_name(r.row), points=r.points, numbers=r.numbers))
    columns = [str(c.points) for c in score.columns if c.complete]
    bonus = translate("qwinto", "bonus columns {points}").format(points=join(columns)) if columns else \
        translate("qwinto", "no bonus column")
    if score.misthrows:
        miss = translate("qwinto", "misthrows {count}, minus {penalty}").format(
            count=score.misthrows, penalty=-score.penalty)
    else:
        miss = translate("qwinto", "no misthrow")
    return translate("qwinto", "{player}: {total}: {rows}; {bonus}; {misthrows}.").format(
        player=who[:1].upper() + who[1:], total=points(score.total), rows=", ".join(rows), bonus=bonus, misthrows=miss)


class QwintoNarrator(Narrator):
    game_id = "qwinto"
    # The reveal is said seat by seat, as number_written, writing_declined and misthrow.
    SILENT = frozenset({"choices_revealed"})

    def who(self, seat: int, viewer) -> str:
        return translate("narration", "you") if seat == viewer else self.name(seat)

    def _mine(self, seat, viewer) -> str:
        return "own" if seat == viewer else "others"

    def on_game_started(self, e: ev.GameStarted, viewer):
        if e.players == 1:
            return self.msg(translate("qwinto", "Solo game: you roll every turn."), category="system")
        text = translate("qwinto", "You roll first.") if e.first == viewer else \
            translate("qwinto", "{player} rolls first.").format(player=self.name(e.first))
        return self.msg(text, category="system")

    def on_turn_started(self, e: ev.TurnStarted, viewer):
        if e.seat == viewer:
            return self.turn_message(e.seat, viewer, translate("qwinto", "choose your dice and roll."))
        return self.turn_message(e.seat, viewer, "")

    def on_dice_rolled(self, e: ev.DiceRolled, viewer):
        rolled = dice_text(e.dice, e.faces)
        you = e.seat == viewer
        if e.attempt == 1:
            text = (translate("qwinto", "You roll {dice}.") if you else
                    translate("qwinto", "{player} rolls {dice}.")).format(player=self.name(e.seat), dice=rolled)
        else:
            text = (translate("qwinto", "You reroll {dice}.") if you else
                    translate("qwinto", "{player} rerolls {dice}.")).format(player=self.name(e.seat), dice=rolled)
        brief = translate("qwinto", "{player}: {total}.").format(player=self.who(e.seat, viewer), total=e.total)
        if you and e.can_reroll:
            text += " " + translate("qwinto", "Keep it, or reroll once.")
            return self.msg(text, brief, Priority.URGENT, "turn")
        return self.msg(text, brief, category=self._mine(e.seat, viewer))

    def on_roll_kept(self, e: ev.RollKept, viewer):
        text = (translate("qwinto", "You keep {total}.") if e.seat == viewer else
                translate("qwinto", "{player} keeps {total}.")).format(player=self.name(e.seat), total=e.total)
        return self.msg(text, text, category=self._mine(e.seat, viewer))

    def on_writing_started(self, e: ev.WritingStarted, viewer):
        rows = colours_text(e.colours, "or")
        if viewer in e.writers:
            if viewer == e.active:
                text = translate("qwinto", "Write {total} in the {rows} row, or write nothing and mark a misthrow.")
            else:
                text = translate("qwinto", "Write {total} in the {rows} row, or write nothing.")
            text = text.format(total=e.total, rows=rows)
            return self.msg(text, translate("qwinto", "Write {total}.").format(total=e.total),
                            Priority.NORMAL, "turn")  # queued after the roll it follows
        if viewer in e.no_box:
            text = translate("qwinto", "Sum {total}: no box of the {rows} row can take it for you.").format(total=e.total, rows=rows)
            return self.msg(text, text, category="others")
        return None

    def on_choice_made(self, e: ev.ChoiceMade, viewer):
        if not e.waiting:
            return None  # the reveal follows at once
        waiting = join([self.who(s, viewer) for s in e.waiting])
        if e.seat == viewer:
            choice = translate("qwinto", "write nothing") if e.passed or e.row is None or e.column is None \
                else box_at(e.row, e.column)
            text = translate("qwinto", "Your choice: {choice}. Waiting for {waiting}.").format(
                choice=choice, waiting=waiting)
            return self.msg(text, text, category="own")
        text = translate("qwinto", "{player} has decided.").format(player=self.name(e.seat))
        return self.msg(text, text, category="others")

    def on_number_written(self, e: ev.NumberWritten, viewer):
        box = box_name(e.row, e.box)
        if e.pentagon:
            box = translate("qwinto", "{box}, a pentagon").format(box=box)
        text = (translate("qwinto", "You write {value} in {box}.") if e.seat == viewer else
                translate("qwinto", "{player} writes {value} in {box}.")).format(
            player=self.name(e.seat), value=e.value, box=box)
        brief = translate("qwinto", "{player}: {value} {box}.").format(
            player=self.who(e.seat, viewer), value=e.value, box=box_name(e.row, e.box))
        return self.msg(text, brief, category=self._mine(e.seat, viewer))

    def on_writing_declined(self, e: ev.WritingDeclined, viewer):
        text = translate("qwinto", "You write nothing.") if e.seat == viewer else \
            translate("qwinto", "{player} writes nothing.").format(player=self.name(e.seat))
        return self.msg(text, text, category=self._mine(e.seat, viewer))

    def on_misthrow(self, e: ev.Misthrow, viewer):
        you = e.seat == viewer
        if e.forced:
            why = translate("qwinto", "No box could take the sum: ")
        else:
            why = ""
        text = (translate("qwinto", "{why}you mark misthrow {count} of 4, minus {penalty} points in all.") if you else
                translate("qwinto", "{why}{player} marks misthrow {count} of 4.")).format(
            why=why, player=self.name(e.seat), count=e.count, penalty=5 * e.count)
        text = text[:1].upper() + text[1:]
        brief = translate("qwinto", "{player}: misthrow {count}.").format(player=self.who(e.seat, viewer), count=e.count)
        return self.msg(text, brief, Priority.NORMAL, self._mine(e.seat, viewer))

    def on_row_completed(self, e: ev.RowCompleted, viewer):
        text = (translate("qwinto", "You complete the {row} row: it scores {points}, its rightmost number. Full rows: {full}.")
                if e.seat == viewer else
                translate("qwinto", "{player} completes the {row} row: it scores {points}. Full rows: {full}.")).format(
            player=self.name(e.seat), row=row_name(e.row), points=e.points, full=e.full_rows)
        return self.msg(text, category=self._mine(e.seat, viewer))

    def on_column_completed(self, e: ev.ColumnCompleted, viewer):
        text = (translate("qwinto", "You fill bonus column {n} of 5: its pentagon, in the {row} row, scores {points}.")
                if e.seat == viewer else
                translate("qwinto", "{player} fills bonus column {n} of 5: its pentagon, in the {row} row, scores {points}.")).format(
            player=self.name(e.seat), n=bonus_number(e.column), row=row_name(e.pentagon_row), points=e.points)
        return self.msg(text, category=self._mine(e.seat, viewer))

    def on_game_ended(self, e: ev.GameEnded, viewer):
        scores = {s.seat: s for s in e.scores}
        why = []
        for seat in e.by:
            s = scores[seat]
            if sum(r.complete for r in s.rows) >= layout().full_rows_to_end:
                why.append((translate("qwinto", "you filled two rows") if seat == viewer else
                            translate("qwinto", "{player} filled two rows")).format(player=self.name(seat)))
            if s.misthrows >= layout().misthrows_to_end:
                why.append((translate("qwinto", "you marked a fourth misthrow") if seat == viewer else
                            translate("qwinto", "{player} marked a fourth misthrow")).format(player=self.name(seat)))
        if not why:
            why.append(translate("qwinto", "two rows are full") if e.reason == "two_rows" else
                       translate("qwinto", "a fourth misthrow was marked"))
        best = points(scores[e.winners[0]].total)
        if len(e.scores) == 1:
            result = translate("qwinto", "Your final score: {points}.").format(points=best)
        elif len(e.winners) == 1:
            result = (translate("qwinto", "You win with {points}.") if e.winners[0] == viewer else
                      translate("qwinto", "{player} wins with {points}.")).format(
                player=self.name(e.winners[0]), points=best)
        else:
            sharers, with_you = people(e.winners, viewer, self.name)
            result = (translate("qwinto", "Tie: {players} share the win with {points}.", "with you") if with_you else
                      translate("qwinto", "Tie: {players} share the win with {points}.")).format(
                players=sharers, points=best)
        head = translate("qwinto", "Game over: {why}. {result}").format(why=join(why), result=result)
        ranked = sorted(e.scores, key=lambda s: -s.total)
        out = [self.msg(head, priority=Priority.NORMAL, category="score")]
        if len(ranked) > 1:
            ranking = join([f"{self.who(s.seat, viewer)} {s.total}" for s in ranked])
            out.append(self.msg(translate("qwinto", "Scores: {scores}.").format(scores=ranking),
                                priority=Priority.NORMAL, category="score"))
        details = " ".join(score_text(s, self.who(s.seat, viewer)) for s in ranked)
        out.append(self.details(translate("qwinto", "Final scores. {details}").format(details=details)))
        return out

    def refusal(self, reason: str, details: dict) -> str:
        why = problem_text(reason, details)
        if why:
            return translate("qwinto", "Not there: {why}.").format(why=why)
        texts = {
            "not_your_turn": translate("qwinto", "It is not your turn to roll."),
            "already_decided": translate("qwinto", "You have already decided for this roll."),
            "expected_roll": translate("qwinto", "First choose your dice and roll."),
            "bad_dice": translate("qwinto", "Choose one, two or three dice to roll."),
            "expected_keep_or_reroll": translate("qwinto", "Keep the roll or reroll first."),
            "expected_write_or_pass": translate("qwinto", "Write the sum in a box, or write nothing."),
            "game_over": translate("qwinto", "The game is over."),
        }
        return texts.get(reason) or super().refusal(reason, details)


NARRATOR = QwintoNarrator
