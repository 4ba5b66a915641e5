"""The Qwinto table: Dice, Your sheet, Opponents (a list and the chosen opponent's sheet).

The active player chooses dice in the Dice region (die letters O, J/Y, V/P or
Space; Enter or Ctrl+D rolls), then keeps (Enter or Ctrl+K) or rerolls once
(Ctrl+R). Everyone who may write then picks a box on their sheet (Enter) or
writes nothing (Ctrl+M; for the active player that is a misthrow, confirmed).
"""
from __future__ import annotations

from desktop import qt
from desktop.narration.qwinto import colours_text, die_colour, score_text
from desktop.narration.words import elide, join_parts, points
from desktop.qt import translate
from desktop.widgets.qwinto_dice import DiceList
from desktop.widgets.qwinto_sheet import QwintoSheet
from engine.games.qwinto.actions import Keep, Pass, Reroll, Roll, Write
from engine.games.qwinto.layout import layout
from engine.games.qwinto.scoring import breakdown, total
from engine.games.qwinto.state import CHOOSE, KEEP, WRITE

from .base import TableScreen
from .qwinto_text import TextMixin

QtWidgets = qt.QtWidgets


class QwintoTable(TextMixin, TableScreen):
    game_id = "qwinto"
    announce_redrawn_row = False  # "You roll orange 6, yellow 2…": the die under the cursor again was noise

    def __init__(self, session, narrator, speech, parent=None):
        super().__init__(session, narrator, speech, parent)
        self.chosen: set[str] = set(layout().dice)
        self.dice = DiceList(translate("qwinto", "Dice"), self)
        self.sum_label = QtWidgets.QLabel(self)
        self.sheet = QwintoSheet(translate("qwinto", "Your sheet"), self)
        self.sheet_status = QtWidgets.QLabel(self)
        self.others = self.info_list(translate("qwinto", "Opponents"))
        self.other_sheet = QwintoSheet(translate("qwinto", "Opponent's sheet"), self)
        for widget in (self.dice, self.sheet, self.other_sheet):
            widget.focusedText.connect(self._speak_focus)
        for label in (self.sum_label, self.sheet_status):
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.3)
            label.setFont(font)
            label.setWordWrap(True)
        self.dice.letterToggled.connect(self._toggle)
        self.dice.toggledData.connect(self._toggle)
        self.dice.activatedData.connect(lambda _c: self._enter_on_dice())
        self.sheet.boxActivated.connect(self._write)
        self.other_sheet.boxActivated.connect(lambda *_: self.say_now(
            translate("qwinto", "This is an opponent's sheet: it is read only."), "error"))
        for sheet in (self.sheet, self.other_sheet):
            sheet.edgeReached.connect(self._edge)
        self.others.currentItemChanged.connect(lambda *_: self._show_other())
        self._build_regions()
        self.retranslate()

    def _build_regions(self) -> None:
        dice_box = self._panel(self.dice, self.sum_label)
        sheet_box = self._panel(self.sheet, self.sheet_status)
        others_box = self._panel(self.others, self.other_sheet)
        self.r_dice = self.add_region(translate("qwinto", "Dice"), dice_box)
        self.r_sheet = self.add_region(translate("qwinto", "Your sheet"), sheet_box)
        self.r_others = self.add_region(translate("qwinto", "Opponents"), others_box)
        self.r_dice.focus_target, self.r_sheet.focus_target = self.dice, self.sheet
        self.r_others.focus_target = self.others
        self.r_others.setVisible(len(self.session.seats) > 1)
        grid = QtWidgets.QGridLayout(self)
        grid.addWidget(self.r_dice, 0, 0)
        grid.addWidget(self.r_sheet, 1, 0)
        grid.addWidget(self.r_others, 2, 0)

    def _panel(self, *widgets) -> QtWidgets.QWidget:
        panel = QtWidgets.QWidget(self)
        box = QtWidgets.QVBoxLayout(panel)
        box.setContentsMargins(0, 0, 0, 0)
        for w in widgets:
            box.addWidget(w)
        return panel

    def title(self) -> str:
        return translate("qwinto", "Qwinto table")

    # ---- drawing ----------------------------------------------------------------
    def refresh(self) -> None:
        v = self.view()
        self._show_dice(v)
        pending = None
        if v.my_choice is not None and isinstance(v.my_choice, Write):
            pending = (v.my_choice.row, v.my_choice.column, v.total)
        self.sheet.show_sheet(v.sheet, lambda r, c: self.box_description(v, v.seat, r, c),
                              self._legal_boxes(), pending)
        self.sheet_status.setText(self.status_text(v, v.seat))
        self.others.set_rows([(self.describe_opponent(s), s) for s in self.opponents()])
        self._show_other()

    def _show_dice(self, v) -> None:
        rows = []
        for colour in layout().dice:
            rolled = colour in v.dice and v.faces
            face = v.faces[v.dice.index(colour)] if rolled else None
            if rolled:
                text = translate("qwinto", "{colour} die: {value}").format(colour=die_colour(colour), value=face)
            elif v.phase == CHOOSE and v.current == self.viewer:
                text = (translate("qwinto", "{colour} die, chosen") if colour in self.chosen else
                        translate("qwinto", "{colour} die, not chosen")).format(colour=die_colour(colour))
            else:
                text = translate("qwinto", "{colour} die, not rolled").format(colour=die_colour(colour))
            chosen = colour in self.chosen if v.phase == CHOOSE and v.current == self.viewer else bool(rolled)
            rows.append((text, colour, face, chosen))
        self.dice.show_dice(rows)
        self.sum_label.setText(self.dice_status(v))

    def _show_other(self) -> None:
        seat = self.others.current_data()
        if seat is None:
            return
        v = self.view()
        self.other_sheet.setAccessibleName(elide(translate("qwinto", "Sheet of {player}").format(
            player=self.narrator.name(seat))))
        self.other_sheet.show_sheet(v.sheets[seat], lambda r, c: self.box_description(v, seat, r, c))

    def _legal_boxes(self) -> set[tuple[str, int]]:
        if self.viewer is None:
            return set()
        return {(a.row, a.column) for a in self.session.legal(self.viewer) if isinstance(a, Write)}

    def focus_for_turn(self) -> None:
        v = self.view()
        if v.phase == WRITE:
            legal = sorted(self._legal_boxes(), key=lambda b: (layout().row_index(b[0]), b[1]))
            if legal and self.sheet.current_box() not in legal:
                self.sheet.go_to(*legal[0])
            entering = not self.sheet.hasFocus()  # called again when another player decides
            self.sheet.setFocus(qt.Qt.FocusReason.OtherFocusReason)
            if not legal and entering:  # said once, as the sheet is entered (it was said twice)
                self.say_now(translate("qwinto", "No box can take {total}: write nothing to mark your misthrow.")
                             .format(total=v.total), "hint")
        else:
            self.dice.setFocus(qt.Qt.FocusReason.OtherFocusReason)

    def _edge(self, where: str) -> None:
        """An arrow at the sheet's edge says so instead of nothing."""
        text = {"start": translate("qwinto", "Start of the row."), "end": translate("qwinto", "End of the row."),
                "top": translate("qwinto", "Top row."), "bottom": translate("qwinto", "Bottom row.")}[where]
        self.say_now(text, "focus", remember=False)

    # ---- acting -----------------------------------------------------------------
    def _toggle(self, colour: str) -> None:
        v = self.view()
        if not (v.phase == CHOOSE and v.current == self.viewer):
            self.say_now(translate("qwinto", "Dice are chosen only at the start of your turn."), "error")
            return
        self.chosen ^= {colour}
        state = translate("qwinto", "chosen") if colour in self.chosen else translate("qwinto", "not chosen")
        rolling = colours_text([d for d in layout().dice if d in self.chosen], dice_words=True) or translate("qwinto", "no die")
        self.refresh()
        # The cursor stays where it is: a move to the die was read before the die's own
        # message ("purple die, chosen."), and a quiet move left Orca 43 on the die the
        # cursor had left, so its "where am I" named the wrong die (heard by ear).
        self.dice.heard()  # the message names the die
        text = translate("qwinto", "{colour} {state}. You will roll: {dice}.").format(
            colour=die_colour(colour), state=state, dice=rolling)
        self.say_now(text[:1].upper() + text[1:])

    def _enter_on_dice(self) -> None:
        phase = self.view().phase
        if phase == KEEP:
            self.trigger("qwinto_keep")
        elif phase == WRITE:
            self.say_now(translate("qwinto", "Choose a box on your sheet, or write nothing."), "error")
        else:
            self.trigger("qwinto_roll")

    def _write(self, row: str, column: int) -> None:
        if self.viewer is None:
            return
        v = self.view()
        if v.phase != WRITE or self.viewer not in self.session.to_move():
            self.say_now(self.describe_turn(), "error")
            return
        self.session.play(self.viewer, Write(row, column))

    def trigger(self, action_id: str) -> None:
        if self.viewer is None:
            return
        v = self.view()
        if action_id == "qwinto_roll":
            if v.phase != CHOOSE or v.current != self.viewer:
                return self.say_now(self.describe_turn(), "error")
            dice = tuple(d for d in layout().dice if d in self.chosen)
            if not dice:
                return self.say_now(translate("qwinto", "Choose at least one die first."), "error")
            self.session.play(self.viewer, Roll(dice))
        elif action_id in ("qwinto_keep", "qwinto_reroll"):
            if v.phase != KEEP or v.current != self.viewer:
                return self.say_now(self.describe_turn(), "error")
            self.session.play(self.viewer, Keep() if action_id == "qwinto_keep" else Reroll())
        elif action_id == "qwinto_pass":
            self._pass(v)

    def _pass(self, v) -> None:
        if v.phase != WRITE or self.viewer not in self.session.to_move():
            return self.say_now(self.describe_turn(), "error")
        if v.current == self.viewer and self._legal_boxes():
            count = v.sheet.misthrows + 1
            if not self.confirm(translate("qwinto", "Write nothing? As the active player you mark misthrow "
                                          "{count} of 4, minus 5 points.").format(count=count), "qwinto_pass"):
                self.sheet.setFocus()
                return
        self.session.play(self.viewer, Pass())

    # ---- review -----------------------------------------------------------------
    def describe_scores(self, detailed: bool) -> str:
        v = self.view()
        seats = sorted(range(v.players), key=lambda s: -total(v.sheets[s]))
        if detailed:
            return " ".join(score_text(breakdown(v.sheets[s], s), self._who(s)) for s in seats)
        parts = [translate("qwinto", "{player} {points}").format(player=self._who(s), points=total(v.sheets[s]))
                 for s in seats]
        return translate("qwinto", "Scores: {scores}.").format(scores=join_parts(parts))

    def describe_hand(self) -> str:
        v = self.view()
        return self.sheet_text(v, v.seat)

    def describe_table(self) -> str:
        return self.dice_status(self.view())

    def describe_opponent(self, seat: int) -> str:
        v = self.view()
        return translate("qwinto", "{player}: {points}. {sheet}").format(
            player=self.narrator.name(seat), points=points(total(v.sheets[seat])), sheet=self.sheet_text(v, seat))

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (translate("qwinto", "O, J or Y, V or P in the Dice region"),
             translate("qwinto", "choose or drop the orange, yellow (jaune) or purple (violet) die")),
            (translate("qwinto", "Space in the Dice region"), translate("qwinto", "choose or drop the focused die")),
            (translate("qwinto", "Enter in the Dice region"), translate("qwinto", "roll the chosen dice, or keep the roll")),
            (translate("qwinto", "Arrows in a sheet"),
             translate("qwinto", "move between boxes; Home and End: row ends; Ctrl+Home and Ctrl+End: corners")),
            (translate("qwinto", "Enter in your sheet"), translate("qwinto", "write the sum in the focused box")),
        ]

    def retranslate(self) -> None:
        super().retranslate()
        names = [die_colour(r).capitalize() for r in layout().dice]
        for sheet in (self.sheet, self.other_sheet):
            sheet.set_row_names(names)
        for region, widget, text in ((self.r_dice, self.dice, translate("qwinto", "Dice")),
                                     (self.r_sheet, self.sheet, translate("qwinto", "Your sheet")),
                                     (self.r_others, self.others, translate("qwinto", "Opponents"))):
            region.set_title(text)
            widget.setAccessibleName(text)
        self.refresh()


TABLE = QwintoTable
