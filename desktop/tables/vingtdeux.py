"""The Vingt-deux table: Your hand, Current trick, Opponents (Messages is the window's).

Space in Your hand selects cards (for a set, or for the exchange) and says what
the selection would do ("8, 9: beats 7, 8 and takes the lead"); Enter plays the
selection, or the focused card when nothing is selected, and in the exchange
round exchanges the selection. Own keys (desktop/actions.py, context
"vingtdeux"): play the selection, play my lowest cards (asks first), exchange the
selection, keep all. The rules refuse what is illegal, with the reason spoken.
"""
from __future__ import annotations

from desktop.cards import CardFace
from desktop.narration.vingtdeux import cap, card_name, cards_text, selection_word
from desktop.qt import QtCore, QtWidgets, translate
from desktop.widgets.lists import CardList
from desktop.widgets.vingtdeux_trick import TrickList
from engine.games.vingtdeux.actions import Exchange, Play
from engine.games.vingtdeux.cards import rank_label
from engine.games.vingtdeux.state import EXCHANGE, OVER, PLAY
from engine.games.vingtdeux.view import my_lowest, play_effect

from .base import TableScreen
from .vingtdeux_text import TextMixin, lowest_question


class VingtDeuxTable(TextMixin, TableScreen):
    game_id = "vingtdeux"

    def __init__(self, session, narrator, speech, parent=None):
        super().__init__(session, narrator, speech, parent)
        self.selected: set = set()
        self.hand = CardList(translate("vingtdeux", "Your hand"), self)
        self.hand.value_of = lambda card: rank_label(card.rank)
        self.hand.empty_text = translate("table", "(empty)")
        self.watch_type_ahead(self.hand)  # a key that leaves the cursor still answers
        self.hand.show_faces(self._face)
        self.hand.delegate.marked = lambda card: card in self.selected
        self.status = QtWidgets.QLabel(self)
        self.status.setWordWrap(True)
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.status.setFont(font)
        self.trick = TrickList(translate("vingtdeux", "Current trick"), self._trick_faces, self)
        self.trick.empty_text = translate("table", "(empty)")
        self.others = self.info_list(translate("vingtdeux", "Opponents"))
        for widget in (self.hand, self.trick):
            widget.focusedText.connect(self._speak_focus)
        self.hand.toggledData.connect(self._toggle)
        self.hand.activatedData.connect(self._enter)
        self._build_regions()
        self.refresh()

    def _build_regions(self) -> None:
        panel = QtWidgets.QWidget(self)
        box = QtWidgets.QVBoxLayout(panel)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.hand)
        box.addWidget(self.status)
        self.r_hand = self.add_region(translate("vingtdeux", "Your hand"), panel)
        self.r_hand.focus_target = self.hand
        self.r_trick = self.add_region(translate("vingtdeux", "Current trick"), self.trick)
        self.r_others = self.add_region(translate("vingtdeux", "Opponents"), self.others)
        grid = QtWidgets.QGridLayout(self)
        grid.addWidget(self.r_trick, 0, 0, 1, 2)
        grid.addWidget(self.r_hand, 1, 0, 1, 2)
        grid.addWidget(self.r_others, 2, 0, 1, 2)
        grid.setRowStretch(0, 3)
        grid.setRowStretch(1, 2)
        grid.setRowStretch(2, 1)

    def title(self) -> str:
        return translate("vingtdeux", "Twenty-Two table")

    # ---- drawing ------------------------------------------------------------------------
    @staticmethod
    def _face(card) -> CardFace:
        return CardFace(rank_label(card.rank), value=card.rank, colour=card.suit, label=card_name(card))

    def _trick_faces(self, data) -> list[CardFace]:
        if isinstance(data, tuple) and data and data[0] == "play":
            return [self._face(c) for c in data[2]]
        return []

    def refresh(self) -> None:
        v = self.view()
        self.selected &= set(v.hand)
        self.hand.set_rows([(self.hand_row(c, c in self.selected), c) for c in v.hand])
        self.hand.viewport().update()
        self.trick.set_rows(self.trick_rows(v))
        self.others.set_rows([(self.opponent_text(v, s), s) for s in self.opponents()])
        self.status.setText(self._status_text(v))

    def _status_text(self, v) -> str:
        head = translate("vingtdeux", "Your points: {points}. Hand {n}, dealer: {player}.").format(
            points=v.scores()[v.seat], n=v.hand_no, player=self.who(v.dealer))
        chosen = [c for c in v.hand if c in self.selected]
        return head + (" " + cap(self.selection_text(v, chosen)) if chosen else "")

    def focus_for_turn(self) -> None:
        if self.hand.count() and self.hand.currentRow() < 0:
            self.hand.setCurrentRow(0)
        self.hand.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def set_viewer(self, seat: int) -> None:
        self.selected = set()  # another player's selection is never shown
        super().set_viewer(seat)

    # ---- acting -------------------------------------------------------------------------
    def _mine(self) -> bool:
        return self.viewer is not None and self.view().current == self.viewer

    def _chosen(self, v) -> tuple:
        return tuple(c for c in v.hand if c in self.selected)

    def _toggle(self, card) -> None:
        v = self.view()
        if v.phase == OVER or card not in v.hand:
            return
        self.selected ^= {card}
        state = selection_word(card, card in self.selected)
        self.refresh()
        self.say_now(cap(translate("vingtdeux", "{card} {state}. {effect}").format(
            card=card_name(card), state=state, effect=cap(self.selection_text(v, self._chosen(v))))), remember=False)

    def _enter(self, card) -> None:
        v = self.view()
        if v.phase == EXCHANGE and self._mine():
            return self.trigger("vingtdeux_exchange")
        if v.phase == PLAY and self._mine() and not self.selected and card in v.hand:
            return self._send(Play((card,)))
        return self.trigger("vingtdeux_play")

    def _send(self, action) -> None:
        if self.session.play(self.viewer, action):
            self.selected = set()
            self.refresh()

    def _not_now(self, phase: str) -> bool:
        """Say why a key does nothing now (not your turn, or not that step)."""
        v = self.view()
        if self._mine() and v.phase == phase:
            return False
        if self._mine() and phase == EXCHANGE:
            self.say_now(translate("vingtdeux", "The exchange is over: play cards."), "error")
        elif self._mine():
            self.say_now(self.narrator.refusal("expected_exchange", {}), "error")
        else:
            self.say_now(self.describe_turn(), "error")
        self.errorCue.emit()
        return True

    def trigger(self, action_id: str) -> None:
        if self.viewer is None:
            return
        handler = {"vingtdeux_play": self._play_selected, "vingtdeux_lowest": self._play_lowest,
                   "vingtdeux_exchange": self._exchange, "vingtdeux_keep": self._keep}.get(action_id)
        if handler is not None:
            handler()

    def _play_selected(self) -> None:
        if self._not_now(PLAY):
            return
        chosen = self._chosen(self.view())
        if not chosen:
            self.say_now(translate("vingtdeux", "Select cards with Space first, or press Enter on a single card."), "error")
            return
        self._send(Play(chosen))

    def _play_lowest(self) -> None:
        if self._not_now(PLAY):
            return
        v = self.view()
        lowest = my_lowest(v)
        if not lowest:
            self.say_now(translate("vingtdeux", "You lead this trick: there are no lowest cards to follow with. "
                                   "Play one card, or several of one rank."), "error")
            return
        takes_lead = play_effect(v, lowest) in ("beats", "equals")
        # nothing to weigh, no question: one legal play, or several of the same ranks (two 7s)
        only_move = len({tuple(sorted(c.rank for c in a.cards)) for a in self.session.legal(self.viewer)}) == 1
        question = lowest_question(len(lowest), cards_text(lowest), takes_lead)
        if not only_move and not self.confirm(question, "vingtdeux_lowest"):
            self.hand.setFocus()
            return
        self._send(Play(lowest))

    def _exchange(self) -> None:
        if self._not_now(EXCHANGE):
            return
        chosen = self._chosen(self.view())
        if not chosen:
            self.say_now(translate("vingtdeux", "Select the cards to discard with Space first, or keep all with {key}.")
                         .format(key=self.key("vingtdeux_keep")), "error")
            return
        self._send(Exchange(chosen))

    def _keep(self) -> None:
        if self._not_now(EXCHANGE):
            return
        self._send(Exchange(()))

    def retranslate(self) -> None:
        super().retranslate()
        for region, widget, text in ((self.r_hand, self.hand, translate("vingtdeux", "Your hand")),
                                     (self.r_trick, self.trick, translate("vingtdeux", "Current trick")),
                                     (self.r_others, self.others, translate("vingtdeux", "Opponents"))):
            region.set_title(text)
            widget.setAccessibleName(text)
        self.refresh()


TABLE = VingtDeuxTable
