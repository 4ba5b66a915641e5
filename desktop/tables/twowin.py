"""The 2 Win table: Your hand, Your numbers, Opponents (and the window's Messages).

Every step is simultaneous and secret. Pass step: Enter on a hand card passes it.
Compose step: Enter picks the tens card, Enter on another card picks the units
card; the number and whether it is allowed are said at once ("73: higher than
your 68, good"); Enter again on the units card (or Ctrl+Enter) commits it, Enter
on another card changes the units, Escape puts back the last card picked. The
picks belong to the seat at the keyboard and are forgotten at a hot-seat
handover, so the next player never sees them (ruling twowin 8).
"""
from __future__ import annotations

from desktop.cards import CardFace
from desktop.narration.twowin import card_name
from desktop.qt import QtCore, QtWidgets, translate
from desktop.widgets.lists import CardList
from desktop.widgets.twowin_numbers import NumberList
from engine.games.twowin.actions import Compose, Pass
from engine.games.twowin.compose import check_compose
from engine.games.twowin.state import IN, OVER, PASS

from .base import TableScreen
from .twowin_text import TextMixin


class TwoWinTable(TextMixin, TableScreen):
    game_id = "twowin"

    def __init__(self, session, narrator, speech, parent=None):
        super().__init__(session, narrator, speech, parent)
        self.tens: int | None = None      # hand row picked as tens (compose step)
        self.units: int | None = None     # hand row picked as units
        self._pick_key: tuple | None = None
        self.hand = CardList(translate("twowin", "Your hand"), self)
        self.hand.value_of = lambda data: str(data[1].digit)
        self.hand.empty_text = translate("table", "(empty)")
        self.hand.focusedText.connect(self._speak_focus)
        self.hand.show_faces(lambda data: self.face(data[1]))
        self.hand.delegate.marked = lambda data: data[0] in (self.tens, self.units)
        self.hand.activatedData.connect(self._on_card)
        self.watch_type_ahead(self.hand)
        self.numbers = NumberList(translate("twowin", "Your numbers"), self.face, self)
        self.numbers.empty_text = translate("table", "(empty)")
        self.numbers.focusedText.connect(self._speak_focus)
        self.others = self.info_list(translate("twowin", "Opponents"))
        self.r_hand = self.add_region(translate("twowin", "Your hand"), self.hand)
        self.r_numbers = self.add_region(translate("twowin", "Your numbers"), self.numbers)
        self.r_others = self.add_region(translate("twowin", "Opponents"), self.others)
        grid = QtWidgets.QGridLayout(self)
        grid.addWidget(self.r_hand, 0, 0, 1, 2)
        grid.addWidget(self.r_numbers, 1, 0)
        grid.addWidget(self.r_others, 1, 1)
        self.refresh()

    def title(self) -> str:
        return translate("twowin", "2 Win table")

    @staticmethod
    def face(card) -> CardFace:
        return CardFace(str(card.digit), value=card.digit, colour=card.colour, stars=card.stars, label=card_name(card))

    # ---- drawing ----------------------------------------------------------------------
    def refresh(self) -> None:
        if self.viewer is None:
            return
        self._check_picks()
        v = self.view()
        self.hand.set_rows([(self.hand_row_text(v, i, c), (i, c)) for i, c in enumerate(v.hand)])
        self.numbers.set_rows(self.number_rows())
        self.others.set_rows([(self.describe_opponent(s), s) for s in self.opponents()])
        self.hand.viewport().update()

    def _check_picks(self) -> None:
        """Picks last one step of one seat: a new step, a reveal or a handover clears them."""
        v = self.view()
        key = (self.viewer, v.round, v.step, v.my_choice is None)
        if key != self._pick_key:
            self._pick_key = key
            self.tens = self.units = None

    def focus_for_turn(self) -> None:
        if self.hand.currentRow() < 0 and self.hand.count():
            self.hand.setCurrentRow(0)
        self.hand.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def set_viewer(self, seat: int) -> None:
        self.tens = self.units = None
        self._pick_key = None
        super().set_viewer(seat)

    # ---- acting ---------------------------------------------------------------------------
    def _on_card(self, data) -> None:
        if self.viewer is None or data is None:
            return
        index, card = data
        v = self.view()
        if not self._may_choose(v):
            return
        if v.step == PASS:
            self.session.play(self.viewer, Pass(card))
            return
        if self.tens is None:
            return self._pick_tens(index, card)
        if index == self.tens:
            return self.say_now(translate("twowin", "This is your tens card: choose another card for the units, "
                                          "or Escape to put it back."), "error", remember=False)
        if index != self.units:
            return self._pick_units(index)
        return self.confirm_number()

    def _may_choose(self, v) -> bool:
        """Whether the viewer may choose now; if not, say why."""
        if v.step == OVER:
            self.say_now(translate("twowin", "The game is over."), "error", remember=False)
        elif v.status[self.viewer] != IN:
            self.say_now(translate("twowin", "You have abandoned: you no longer play."), "error", remember=False)
        elif v.my_choice is not None:
            self.say_now(self.describe_turn(), "error", remember=False)
        else:
            return True
        return False

    def _pick_tens(self, index: int, card) -> None:
        self.tens = index
        self.refresh()
        self.say_now(translate("twowin", "Tens: {card}.").format(card=card_name(card)) + " " + self.units_hint(card),
                     "own", remember=False)

    def _pick_units(self, index: int) -> None:
        self.units = index
        self.refresh()
        problem, details = self._check()
        text = self.legality_text(problem, details)
        if problem is None:
            text += " " + translate("twowin", "Enter again or {key} to confirm; Escape to change.").format(
                key=self.key("twowin_confirm"))
        else:
            text += " " + translate("twowin", "Choose another units card, or Escape to change the tens card.")
        self.say_now(text, "own" if problem is None else "error", remember=False)

    def _check(self) -> tuple[str | None, dict]:
        v = self.view()
        return check_compose(v.hand, v.last[self.viewer], v.hand[self.tens], v.hand[self.units])

    def confirm_number(self) -> None:
        """Commit the picked number (Enter again on the units card, or Ctrl+Enter)."""
        v = self.view()
        if not self._may_choose(v):
            return
        if v.step == PASS:
            return self.say_now(translate("twowin", "This is the pass step: Enter on a card passes it."),
                                "error", remember=False)
        if self.tens is None or self.units is None:
            text = translate("twowin", "Choose the tens card first.") if self.tens is None else \
                translate("twowin", "Now choose the units card.")
            return self.say_now(text, "error", remember=False)
        problem, details = self._check()
        if problem is not None:
            return self.say_now(self.legality_text(problem, details) + " " + translate(
                "twowin", "Choose another units card, or Escape to change the tens card."), "error", remember=False)
        action = Compose(v.hand[self.tens], v.hand[self.units])
        self.tens = self.units = None
        if not self.session.play(self.viewer, action):
            self.refresh()  # the picks go: a refused number is chosen again (a tutorial asks for another)
        return None

    def put_back(self) -> bool:
        """Escape: undo the last pick (units, then tens). False when nothing was picked."""
        if self.units is not None:
            self.units = None
            text = translate("twowin", "Units card put back: choose the units card.")
        elif self.tens is not None:
            self.tens = None
            text = translate("twowin", "Tens card put back: choose the tens card.")
        else:
            return False
        self.refresh()
        self.say_now(text, "own", remember=False)
        return True

    def trigger(self, action_id: str) -> None:
        if action_id == "twowin_confirm" and self.viewer is not None:
            self.confirm_number()

    def keyPressEvent(self, event) -> None:
        if event.key() == QtCore.Qt.Key.Key_Escape and not event.modifiers() and self.put_back():
            return
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        super().retranslate()
        for region, text in ((self.r_hand, translate("twowin", "Your hand")),
                             (self.r_numbers, translate("twowin", "Your numbers")),
                             (self.r_others, translate("twowin", "Opponents"))):
            region.set_title(text)
            region.focus_target.setAccessibleName(text)
        self.refresh()


TABLE = TwoWinTable
