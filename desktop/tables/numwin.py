"""The Num Win table: Your moves, Your combination, Discard and pile, Opponents.

Your moves lists what you may do now (Enter does it): draw, take the discard,
exchange with a position, discard, add, a target for an action card, claim or
pass, call Num Win or end the turn; each also has its own key (desktop/actions.py,
context "numwin"). Enter on a position of Your combination exchanges the card you
hold with it. The claim key works from anywhere on the table: in timed mode it
stops the clock (numwin_claims.ClaimClock) while you choose the matching card in
Your moves; in untimed mode each player is asked in turn.
"""
from __future__ import annotations

from desktop import settings as S
from desktop.cards import CardFace
from desktop.narration.numwin_names import SPECIAL, card_name
from desktop.narration.words import cards
from desktop.qt import QtCore, QtWidgets, translate
from desktop.widgets.lists import CardList
from engine.games.numwin import actions as A
from engine.games.numwin.events import ClaimWindowClosed, ClaimWindowOpened
from engine.games.numwin.state import CLAIM, PLACE, TARGET

from .base import TableScreen
from .numwin_claims import CLOSING, PICKING, ClaimClock
from .numwin_memory import LiveSights
from .numwin_text import TextMixin

CLAIM_ROW, PASS_ROW, CANCEL_ROW = ("claim",), ("pass",), ("cancel",)


class NumWinTable(TextMixin, TableScreen):
    game_id = "numwin"

    def __init__(self, session, narrator, speech, parent=None):
        super().__init__(session, narrator, speech, parent)
        self.settings = getattr(parent, "settings", None)
        self.picking = False          # choosing the card that matches the discard
        self.swipe_own: int | None = None
        self._row_owed = False        # a redrawn row left unread while a claim window closed
        # a network seat notes what it saw as it goes (F4; a local match replays instead)
        self.live_sights = None if hasattr(session, "recorded_actions") else LiveSights()
        self.clock = ClaimClock(session, speech, lambda: self.viewer, self)
        self.clock.opened.connect(self._window_opened)
        self.moves = self.info_list(translate("numwin", "Your moves"))
        self.combination = CardList(translate("numwin", "Your combination"), self)
        self.combination.value_of = lambda pos: str(pos + 1)
        self.table_cards = CardList(translate("numwin", "Discard and pile"), self)
        self.others = self.info_list(translate("numwin", "Opponents"))
        for widget in (self.combination, self.table_cards):
            widget.empty_text = translate("table", "(empty)")
            widget.focusedText.connect(self._speak_focus)
        self.combination.show_faces(self._slot_face)
        self.watch_type_ahead(self.combination)
        self.table_cards.show_faces(self._table_face)
        self.moves.activatedData.connect(self._move)
        self.combination.activatedData.connect(self._on_position)
        self._build_layout()
        if self.settings is not None:
            self.settings.changed.connect(self._setting_changed)
        self.refresh()
        v = self.view()
        if v.phase == CLAIM and v.claim_ms:  # a saved game resumed inside a window
            self.clock.begin(self.window_ms(), None)

    def _build_layout(self) -> None:
        self.r_moves = self.add_region(translate("numwin", "Your moves"), self.moves)
        self.r_combination = self.add_region(translate("numwin", "Your combination"), self.combination)
        self.r_table = self.add_region(translate("numwin", "Discard and pile"), self.table_cards)
        self.r_others = self.add_region(translate("numwin", "Opponents"), self.others)
        grid = QtWidgets.QGridLayout(self)
        grid.addWidget(self.r_moves, 0, 0)
        grid.addWidget(self.r_table, 0, 1)
        grid.addWidget(self.r_combination, 1, 0, 1, 2)
        grid.addWidget(self.r_others, 2, 0, 1, 2)

    def title(self) -> str:
        return translate("numwin", "Num Win table")

    # ---- settings ------------------------------------------------------------------
    def memory_aid(self) -> bool:
        return bool(self.settings is not None and self.settings.get(S.MEMORY_AID))

    def window_ms(self) -> int:
        """The claim delay: the setting, within the limit the match was started with."""
        limit = self.view().claim_ms
        wanted = self.settings.get(S.CLAIM_DELAY_MS) if self.settings is not None else limit
        return min(limit, wanted) if wanted > 0 else limit

    def _setting_changed(self, key: str) -> None:
        if key in (S.MEMORY_AID.key,) or key.startswith("shortcuts/"):
            self.refresh()

    # ---- drawing ----------------------------------------------------------------------
    def _slot_face(self, position) -> CardFace:
        v = self.view()
        hand = v.hands[self.viewer] if self.viewer is not None else ()
        if not isinstance(position, int) or position >= len(hand):
            return CardFace("?", face_down=True)
        slot = hand[position]
        label = self.slot_text(self.shown_seat, position)
        if slot.card is not None and (slot.up or slot.paired or self.memory_aid()):
            return self.card_face(slot.card, label)
        return CardFace(str(position + 1), face_down=True, label=label)

    @staticmethod
    def card_face(card, label: str = "") -> CardFace:
        label = label or card_name(card)
        if card.kind == "classic":
            return CardFace(str(card.value), value=card.value, colour=card.colour, label=label)
        text = translate("numwin", SPECIAL.get(card.kind, card.kind))
        value = card.value if card.kind in ("rainbow", "shadow") else None
        return CardFace(text, value=value, special=card.kind, label=label)

    def _table_face(self, data) -> CardFace:
        kind, card = data
        if kind == "pile":
            return CardFace(str(self.view().pile_size), face_down=True, label=self._pile_text())
        return self.card_face(card)

    def _pile_text(self) -> str:
        return translate("numwin", "Pile: {count}").format(count=cards(self.view().pile_size))

    def refresh(self) -> None:
        if self.viewer is None:
            return
        v = self.view()
        self.combination.set_rows([(self.slot_text(self.viewer, p), p) for p in range(len(v.hands[self.viewer]))])
        rows = []
        if v.top is not None:
            rows.append((translate("numwin", "Discard: {card}").format(card=card_name(v.top)), ("discard", v.top)))
        rows.append((self._pile_text(), ("pile", None)))
        if v.drawn is not None and v.current == self.viewer:
            rows.append((translate("numwin", "In your hand: {card}").format(card=card_name(v.drawn)), ("drawn", v.drawn)))
        self.table_cards.set_rows(rows)
        self.others.set_rows([(self.describe_opponent(s), s) for s in self.opponents()])
        self.moves.set_rows(self.move_rows())

    def move_rows(self) -> list[tuple[str, object]]:
        v = self.view()
        if v.phase == CLAIM:
            return self._claim_rows(v)
        legal = self.session.legal(self.viewer)
        if not legal:
            return [(self.describe_turn(), None)]
        if v.phase == TARGET:
            return self._target_rows(v, legal)
        legal = sorted(legal, key=lambda a: isinstance(a, A.CallNumWin))  # the costly call never first
        return [(self._action_text(v, a), ("act", a)) for a in legal]

    def _action_text(self, v, action) -> str:
        if isinstance(action, A.DrawPile):
            return translate("numwin", "Draw from the pile ({key})").format(key=self.key("numwin_draw"))
        if isinstance(action, A.TakeDiscard):
            return translate("numwin", "Take {card} from the discard ({key})").format(
                card=card_name(v.top), key=self.key("numwin_take"))
        if isinstance(action, A.Discard):
            return translate("numwin", "Discard {card} ({key})").format(card=card_name(v.drawn), key=self.key("numwin_discard"))
        if isinstance(action, A.Add):
            return translate("numwin", "Add {card} as a new card ({key})").format(card=card_name(v.drawn), key=self.key("numwin_add"))
        if isinstance(action, A.Exchange):
            return translate("numwin", "Exchange with {place}").format(place=self.slot_text(self.shown_seat, action.position))
        if isinstance(action, A.EndTurn):
            return translate("numwin", "End your turn ({key})").format(key=self.key("numwin_end_turn"))
        if isinstance(action, A.CallNumWin):
            return translate("numwin", "Call Num Win ({key})").format(key=self.key("numwin_call"))
        return str(action)

    def _target_rows(self, v, legal) -> list[tuple[str, object]]:
        first = legal[0]
        if isinstance(first, A.UseSwipe) and self.swipe_own is None:
            owns = sorted({a.own for a in legal})
            return [(translate("numwin", "Give {place}").format(place=self.place_text(self.shown_seat, p)), ("own", p))
                    for p in owns]
        if isinstance(first, A.UseSwipe):
            rows = [(translate("numwin", "Take {place}").format(place=self.place_text(a.seat, a.position)), ("act", a))
                    for a in legal if a.own == self.swipe_own]
            return rows + [(translate("numwin", "Back: choose another card of yours"), CANCEL_ROW)]
        verb = {A.UseFlip: translate("numwin", "Look at {place}"), A.UseQuantum: translate("numwin", "Turn up {place}"),
                A.UseFlash: translate("numwin", "Send {place} to the discard")}[type(first)]
        return [(verb.format(place=self.place_text(getattr(a, "seat", self.shown_seat), a.position)), ("act", a))
                for a in legal]

    def _claim_rows(self, v) -> list[tuple[str, object]]:
        if self.viewer not in self.session.humans_to_move():
            return [(self.describe_turn(), None)]
        if self.picking:
            rows = [(self.place_text(a.seat, a.position), ("claim", a)) for a in self.session.legal(self.viewer)
                    if isinstance(a, A.Claim)]
            return rows + [(translate("numwin", "Cancel: do not claim"), CANCEL_ROW)]
        top = card_name(v.top)
        return [(translate("numwin", "Claim {card} ({key})").format(card=top, key=self.key("numwin_claim")), CLAIM_ROW),
                (translate("numwin", "Nothing to claim ({key})").format(key=self.key("numwin_pass")), PASS_ROW)]

    def focus_for_turn(self) -> None:
        if self.moves.count():
            if self.moves.currentRow() < 0:
                self.moves.setCurrentRow(0)
        self.moves.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def _first_move(self) -> None:
        """The cursor on the first of Your moves, the focus there; the row is read (after
        any message said just before: see TableScreen.say_first)."""
        self.moves.move_quietly(0)
        self.moves.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
        self.moves.announce_current()

    # ---- updates and the claim window -----------------------------------------------
    def on_update(self, update) -> None:
        opened = next((e for e in update.events if isinstance(e, ClaimWindowOpened)), None)
        closed = any(isinstance(e, ClaimWindowClosed) for e in update.events)
        if closed or opened:
            self.picking, self.swipe_own = False, None
        if closed:
            self.clock.finish()
        if self.view().phase != TARGET:
            self.swipe_own = None
        if self.live_sights is not None:
            self.live_sights.note(self.session, update)
        if self._rewound_into_window(update):
            self.clock.begin(self.window_ms(), None)  # practice undo back into a timed window
        if opened is not None and opened.limit_ms and self.view().phase == CLAIM:
            # Before the narration: the clock listens for the announcement being spoken.
            said = self.narrator.narrate(opened, self.viewer) if self.viewer is not None else []
            self.clock.begin(self.window_ms(), said[0].text if said else None)
        super().on_update(update)

    def announce_focused(self, own: bool = True) -> None:
        """Not while the window closes (the others' answers are sent before yours): the
        result comes with your own answer, and the row redrawn by the first answer went
        first (heard by ear: "Paul is playing. Round 1 of 2." before "Claim window closed:
        you claim 1 red first. ... Right!"). The row is read when you act next, after
        the words that say so ("Your turn: ..."), whoever's move brought your turn."""
        if self.clock.state == CLOSING:
            self._row_owed = True
            return
        if self._row_owed and self.my_turn():
            own, self._row_owed = True, False
            self.speech.flush()  # another player's move brought your turn: its words first
        super().announce_focused(own)

    def announces_row_after(self, update) -> bool:
        """Not after a pass in a claim window (most are the clock's, not a key): "Draw from
        the pile (Ctrl+D)" after "Your turn: draw or take the discard" said it twice."""
        return super().announces_row_after(update) and not isinstance(update.action, A.Pass)

    def settle_cursor(self) -> None:
        """Your turn: the cursor on your first move, quietly (read after the move's words;
        moved at once, it was read before them: "Take 4 blue (F12)", issue 15)."""
        if self.my_turn() and self.isVisible():
            self.moves.move_quietly(0)

    def _rewound_into_window(self, update) -> bool:
        v = self.view()
        return (update.action is None and not update.events and v.phase == CLAIM and bool(v.claim_ms)
                and self.clock.state == "idle" and self.viewer in self.session.humans_to_move())

    def hold_claims(self, held: bool) -> None:
        """A tutorial step is waiting for the player: hold the claim window's clock."""
        self.clock.hold(held)

    def _window_opened(self) -> None:
        """The clock runs: an earcon marks it (the announcement has just been heard)."""
        if self.viewer is not None and self.isVisible():
            self.turnCue.emit()

    def claim(self) -> None:
        v = self.view()
        if v.phase != CLAIM:
            return self.say_now(translate("numwin", "No claim window is open."), "error")
        if self.viewer not in self.session.humans_to_move():
            return self.say_now(self.describe_turn(), "error")
        if v.claim_ms and not self.clock.press():
            return None
        self.picking = True
        self.refresh()
        self.moves.move_quietly(0)
        self.say_first(translate("numwin", "Which card matches {card}? Choose it in Your moves; Escape to cancel.")
                       .format(card=card_name(v.top)), "turn", remember=False)
        self._first_move()  # after the question: the first card to choose is read next
        return None

    def pass_claim(self) -> None:
        v = self.view()
        if v.phase != CLAIM or self.viewer not in self.session.humans_to_move():
            return self.say_now(translate("numwin", "No claim window is waiting for you."), "error")
        self.picking = False
        if v.claim_ms:
            self.clock.pass_now()
        else:
            self.session.play(self.viewer, A.Pass())
        return None

    def cancel_pick(self) -> None:
        self.picking, self.swipe_own = False, None
        if self.clock.state == PICKING:
            self.clock.cancel()
        self.refresh()
        self.moves.move_quietly(0)
        self.say_first(translate("numwin", "Back."), "own", remember=False)
        self._first_move()

    def _claim_card(self, owner: int, position: int) -> None:
        self.picking = False
        if self.view().claim_ms:
            self.clock.pick(owner, position)
        else:
            self.session.play(self.viewer, A.Claim(owner, position, 0))

    # ---- acting ------------------------------------------------------------------------
    def _move(self, data) -> None:
        if data is None or self.viewer is None:
            return
        if data == CLAIM_ROW:
            return self.claim()
        if data == PASS_ROW:
            return self.pass_claim()
        if data == CANCEL_ROW:
            return self.cancel_pick()
        kind, value = data
        if kind == "claim":
            return self._claim_card(value.seat, value.position)
        if kind == "own":
            self.swipe_own = value
            self.refresh()
            return self._first_move()
        return self.act(value)

    def act(self, action) -> None:
        if isinstance(action, A.CallNumWin) and not self.confirm(translate(
                "numwin", "Call Num Win? If another player ends the round with a lower score, you take 15 points."),
                "numwin_call"):
            return
        self.swipe_own = None
        self.session.play(self.viewer, action)

    def _on_position(self, position) -> None:
        v = self.view()
        if self.picking:
            return self._claim_card(self.shown_seat, position)
        if v.phase == PLACE and v.current == self.viewer:
            return self.act(A.Exchange(position))
        if v.phase == TARGET and v.current == self.viewer:
            legal = self.session.legal(self.viewer)
            if legal and isinstance(legal[0], A.UseFlip):
                return self.act(A.UseFlip(position))
            if legal and isinstance(legal[0], A.UseQuantum):
                return self.act(A.UseQuantum(self.shown_seat, position))
            if legal and isinstance(legal[0], A.UseSwipe):
                self.swipe_own = position
                self.refresh()
                return self._first_move()
        self.say_now(translate("numwin", "Nothing to do with this card now. {turn}").format(turn=self.describe_turn()),
                     "error", remember=False)
        return None

    def trigger(self, action_id: str) -> None:
        if self.viewer is None:
            return
        simple = {"numwin_draw": A.DrawPile(), "numwin_take": A.TakeDiscard(), "numwin_discard": A.Discard(),
                  "numwin_add": A.Add(), "numwin_call": A.CallNumWin(), "numwin_end_turn": A.EndTurn()}
        if action_id in simple:
            return self.act(simple[action_id])
        if action_id == "numwin_claim":
            return self.claim()
        if action_id == "numwin_pass":
            return self.pass_claim()
        return None

    def keyPressEvent(self, event) -> None:
        if event.key() == QtCore.Qt.Key.Key_Escape and (self.picking or self.swipe_own is not None):
            self.cancel_pick()
            return
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        super().retranslate()
        for region, text in ((self.r_moves, translate("numwin", "Your moves")),
                             (self.r_combination, translate("numwin", "Your combination")),
                             (self.r_table, translate("numwin", "Discard and pile")),
                             (self.r_others, translate("numwin", "Opponents"))):
            region.set_title(text)
            region.focus_target.setAccessibleName(text)
        self.refresh()


TABLE = NumWinTable
