"""The GAP table: Your hand, Middle, Your collection, Opponents.

Enter on a hand card plays it. When the rules leave a choice of copy, the Middle
list offers the candidates: Enter on one takes it (a second pick follows when
both neighbour values have several copies).
"""
from __future__ import annotations

from collections import Counter

from desktop import qt
from desktop.cards import CardFace
from desktop.narration.gap import card_name, cards_text
from desktop.narration.words import cards, colour, colour_cards, count, join, join_parts
from desktop.qt import translate
from desktop.widgets.lists import CardList
from engine.games.gap.actions import Play, Take
from engine.games.gap.scoring import round_breakdown
from engine.games.gap.state import CHOOSE, OVER

from .base import TableScreen

QtWidgets = qt.QtWidgets


class GapTable(TableScreen):
    game_id = "gap"

    def __init__(self, session, narrator, speech, parent=None):
        super().__init__(session, narrator, speech, parent)
        self._picked: set = set()
        self.hand = CardList(translate("gap", "Your hand"), self)
        self.hand.value_of = lambda card: str(card.value)
        self.middle = CardList(translate("gap", "Middle"), self)
        self.middle.value_of = lambda card: str(card.value)
        self.collection = self.info_list(translate("gap", "Your collection"))
        self.others = self.info_list(translate("gap", "Opponents"))
        for widget in (self.hand, self.middle):
            widget.empty_text = translate("table", "(empty)")
            widget.focusedText.connect(self._speak_focus)
        for row_of_cards in (self.hand, self.middle):
            self.watch_type_ahead(row_of_cards)  # a key that leaves the cursor still answers
        self.hand.show_faces(self._face)
        self.middle.show_faces(self._face)
        self.middle.delegate.marked = lambda card: card in self._offered()
        self.hand.activatedData.connect(self._play)
        self.middle.activatedData.connect(self._pick)
        layout = QtWidgets.QGridLayout(self)
        self.r_hand = self.add_region(translate("gap", "Your hand"), self.hand)
        self.r_middle = self.add_region(translate("gap", "Middle"), self.middle)
        self.r_collection = self.add_region(translate("gap", "Your collection"), self.collection)
        self.r_others = self.add_region(translate("gap", "Opponents"), self.others)
        layout.addWidget(self.r_middle, 0, 0, 1, 2)
        layout.addWidget(self.r_hand, 1, 0, 1, 2)
        layout.addWidget(self.r_collection, 2, 0)
        layout.addWidget(self.r_others, 2, 1)
        self.refresh()

    def title(self) -> str:
        return translate("gap", "GAP table")

    # ---- drawing ----------------------------------------------------------------
    @staticmethod
    def _face(card) -> CardFace:
        return CardFace(str(card.value), value=card.value, colour=card.colour, label=card_name(card))

    def _offered(self) -> set:
        if self.viewer is None:
            return set()
        return {c for a in self.session.legal(self.viewer) if isinstance(a, Take) for c in a.cards}

    def refresh(self) -> None:
        v = self.view()
        self.hand.set_rows([(card_name(c), c) for c in v.hand])
        offered = self._offered()
        rows = []
        for card in v.middle:
            label = card_name(card)
            if card in offered:
                label = translate("gap", "{card}, can be taken").format(card=label)
            rows.append((label, card))
        self.middle.set_rows(rows)
        self.collection.set_rows([(t, i) for i, t in enumerate(self._collection_lines(v, v.seat))])
        self.others.set_rows([(self.describe_opponent(s), s) for s in self.opponents()])

    def _collection_lines(self, v, seat: int) -> list[str]:
        counts = Counter(c.colour for c in v.collections[seat])
        lines = []
        for col in v.colours:
            values = sorted(c.value for c in v.collections[seat] if c.colour == col)
            lines.append(translate("gap", "{colour}: {count} ({values})").format(
                colour=colour(col), count=counts.get(col, 0), values=", ".join(map(str, values)) or "—"))
        return lines

    def focus_for_turn(self) -> None:
        v = self.view()
        target = self.middle if v.phase == CHOOSE else self.hand
        if v.phase == CHOOSE:
            rows = self._choice_rows()
            if rows:
                self.middle.setCurrentRow(rows[0])
        target.setFocus(qt.Qt.FocusReason.OtherFocusReason)

    def settle_cursor(self) -> None:
        """What is not read after your move (heard by ear): the hand's new row when your card
        asks you to choose from the middle (the focus goes there next), the "(empty)" of a
        hand you just emptied, and the middle's new row once you have taken (the focus goes
        back to your hand at your next turn)."""
        v = self.view()
        choosing = v.phase == CHOOSE and self.my_turn()
        if choosing or not v.hand:
            self.hand.heard()
        if not choosing:
            self.middle.heard()

    def _choice_rows(self) -> list[int]:
        """The middle's rows you may take, real choices first: a card every way of taking
        holds (the only copy of its value) was focused first by ear, one pick for nothing."""
        takes = [set(a.cards) for a in self.session.legal(self.viewer) if isinstance(a, Take)]
        forced = set.intersection(*takes) if takes else set()
        offered = set().union(*takes) if takes else set()
        data = [self.middle.item(i).data(qt.Qt.ItemDataRole.UserRole) for i in range(self.middle.count())]
        rows = [i for i, card in enumerate(data) if card in offered]
        return sorted(rows, key=lambda i: data[i] in forced)

    # ---- acting -----------------------------------------------------------------
    def _play(self, card) -> None:
        if self.viewer is None:
            return
        self._picked = set()
        self.session.play(self.viewer, Play(card))

    def _pick(self, card) -> None:
        v = self.view()
        if v.phase != CHOOSE or v.current != self.viewer:
            self.say_now(translate("gap", "The middle is only for choosing a card to take, after you play."), "error")
            return
        legal = [a for a in self.session.legal(self.viewer) if isinstance(a, Take)]
        picked = self._picked | {card}
        fitting = [a for a in legal if picked <= set(a.cards)]
        if not fitting:
            self._picked = set()
            self.session.play(self.viewer, Take((card,)))  # refused with the reason
            return
        if len(fitting) == 1:
            self._picked = set()
            self.session.play(self.viewer, fitting[0])
            return
        self._picked = picked
        other = sorted({c for a in fitting for c in a.cards} - picked)
        rows = [i for i in range(self.middle.count()) if self.middle.item(i).data(qt.Qt.ItemDataRole.UserRole) in other]
        if rows:  # the cursor moves on to the next choice, read after the words (say_first)
            self.middle.move_quietly(rows[0])
        self.say_first(translate("gap", "{card} chosen. Now choose one of: {options}.").format(
            card=card_name(card), options=cards_text(other)))

    # ---- review -----------------------------------------------------------------
    def describe_turn(self) -> str:
        v = self.view()
        if v.phase == OVER:
            return translate("table", "The game is over.")
        if v.current == self.viewer:
            if v.phase == CHOOSE:
                return translate("gap", "Your turn: choose which card to take from the middle.")
            return translate("gap", "Your turn: play a card from your hand.")
        return translate("gap", "{player} is playing. Round {round}.").format(
            player=self.narrator.name(v.current), round=v.round)

    def describe_scores(self, detailed: bool) -> str:
        v = self.view()
        parts = []
        for seat in range(v.players):
            total = v.totals()[seat]
            pos, _, neg, _ = round_breakdown(v.collections[seat], v.colours)
            name = translate("narration", "you") if seat == self.viewer else self.narrator.name(seat)
            rounds = ", ".join(map(str, v.round_scores[seat])) or "—"
            if detailed and v.phase == OVER:  # no round in progress any more (issue 15, item 11)
                parts.append(translate("gap", "{player}: total {total}, rounds {rounds}").format(
                    player=name, total=total, rounds=rounds))
            elif detailed:
                parts.append(translate("gap", "{player}: total {total}, this round so far {positive} minus {negative}, rounds {rounds}").format(
                    player=name, total=total, positive=pos, negative=neg, rounds=rounds))
            else:
                parts.append(translate("gap", "{player} {total}").format(player=name, total=total))
        target = translate("gap", "target {target}").format(target=v.target) if not v.rounds else \
            count(v.rounds, translate("gap", "{n} round"), translate("gap", "{n} rounds"))
        return translate("gap", "Scores: {scores}; {target}.").format(scores=join_parts(parts), target=target)

    def describe_hand(self) -> str:
        v = self.view()
        hand = translate("gap", "Your hand: {cards}.").format(cards=cards_text(v.hand)) if v.hand else \
            translate("gap", "Your hand is empty.")
        collected = self._collected(v, v.seat)
        mine = translate("gap", "Collected: {cards}.").format(cards=collected) if collected else \
            translate("gap", "Nothing collected yet.")
        return f"{hand} {mine}"

    def describe_table(self) -> str:
        v = self.view()
        return translate("gap", "Middle: {cards}. Pile: {pile}.").format(
            cards=cards_text(v.middle) or translate("table", "(empty)"), pile=cards(v.pile_size))

    def describe_opponent(self, seat: int) -> str:
        v = self.view()
        collected = self._collected(v, seat)
        if not collected:
            return translate("gap", "{player}: {cards} in hand; nothing collected; total {total}.").format(
                player=self.narrator.name(seat), cards=cards(v.hand_sizes[seat]), total=v.totals()[seat])
        return translate("gap", "{player}: {cards} in hand; collected: {collected}; total {total}.").format(
            player=self.narrator.name(seat), cards=cards(v.hand_sizes[seat]), collected=collected,
            total=v.totals()[seat])

    @staticmethod
    def _collected(v, seat: int) -> str:
        """'3 yellow cards, 2 blue cards and 1 red card' ("" for none): counts, never '3 yellow',
        which is the name of a card."""
        counts = Counter(c.colour for c in v.collections[seat])
        return join([colour_cards(counts[c], c) for c in v.colours if counts.get(c)])

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (translate("gap", "Enter in your hand"), translate("gap", "play the card")),
            (translate("gap", "a digit"), translate("gap", "jump to the next card of that value")),
            (translate("gap", "Enter in the middle"), translate("gap", "take that card, when you must choose")),
        ]

    def retranslate(self) -> None:
        super().retranslate()
        for region, text in ((self.r_hand, translate("gap", "Your hand")), (self.r_middle, translate("gap", "Middle")),
                             (self.r_collection, translate("gap", "Your collection")),
                             (self.r_others, translate("gap", "Opponents"))):
            region.set_title(text)
            region.focus_target.setAccessibleName(text)
        self.refresh()


TABLE = GapTable
