"""What every game table shares: regions, narration routing, review keys, focus.

A table shows the match from one human seat (`viewer`; in hot-seat play it
changes at each handover). It narrates every event for every human seat (each
seat's messages go to its own history; only the viewer's are spoken), redraws
from the view, and puts the focus where the player acts next.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from desktop import qt
from desktop.qt import QtCore, QtWidgets, translate
from desktop.speech import Message, Priority
from desktop.widgets.lists import ItemList, Region

FOCUS_AFTER_SPEECH_MS = 250  # the screen-reader backend's settle delay (90 ms) and Orca's reading of its event


class TableScreen(QtWidgets.QWidget):
    game_id = ""
    # after your own move, the focused row read if the redraw changed it (announce_focused);
    # off where the move's words already name it (Qwinto's roll names every die)
    announce_redrawn_row = True
    errorCue = qt.Signal()
    turnCue = qt.Signal()

    def __init__(self, session, narrator, speech, parent=None):
        super().__init__(parent)
        self.session = session
        self.narrator = narrator
        self.speech = speech
        humans = session.human_seats()
        self.viewer: int | None = humans[0] if humans else None
        self.regions: list[Region] = []
        self._opponent_cursor = -1
        self._first_words: dict[int, list[Message]] = {}  # see keep_first_words()
        self.setAccessibleName(self.title())
        session.updated.connect(self.on_update)
        session.refused.connect(self.on_refused)

    # ---- to implement per game -----------------------------------------------
    def title(self) -> str:
        return self.game_id

    def refresh(self) -> None:
        """Redraw every region from self.view()."""

    def focus_for_turn(self) -> None:
        """Put the focus where the viewer acts now."""

    def describe_turn(self) -> str:
        return ""

    def describe_scores(self, detailed: bool) -> str:
        return ""

    def describe_hand(self) -> str:
        return ""

    def describe_table(self) -> str:
        return ""

    def describe_opponent(self, seat: int) -> str:
        return self.narrator.name(seat)

    def trigger(self, action_id: str) -> None:
        """One of this game's own actions (declared in desktop/actions.py with context = game id)."""

    def confirm(self, text: str, action_id: str | None = None) -> bool:
        """Ask once before a costly move (unless the player turned confirmations off).
        No stays the default; the action's own key pressed again answers Yes."""
        from desktop import settings as S
        from desktop.dialogs.focus import run_dialog
        window = self.window()
        if hasattr(window, "settings") and not window.settings.get(S.CONFIRM_COSTLY):
            return True
        buttons = QtWidgets.QMessageBox.StandardButton
        box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Question, translate("table", "Confirm"), text,
                                    buttons.Yes | buttons.No, self)
        box.setDefaultButton(buttons.No)  # the text is the box's own: no description, or Orca reads it twice
        action = getattr(window, "qactions", {}).get(action_id) if action_id else None
        if action is not None and not action.shortcut().isEmpty():
            again = qt.QtGui.QShortcut(action.shortcut(), box)
            again.activated.connect(box.button(buttons.Yes).click)
        # Yes: the box is hidden, the caller plays at once and on_update sends the words, and the
        # focus returns on the next loop turn: Orca has them before the window's return
        # ("Tablée frame. Your moves. List with 3 items..." came first, issue 15, item 4).
        return run_dialog(box, answer_first=True) == buttons.Yes

    def key(self, action_id: str) -> str:
        """The key the player really has for one of this table's actions."""
        from desktop import actions
        return actions.shortcut_text(getattr(self.window(), "qactions", {}), action_id)

    def keys_help(self) -> list[tuple[str, str]]:
        """(key, what it does) pairs specific to this table, for F1."""
        return []

    def retranslate(self) -> None:
        self.setAccessibleName(self.title())

    # ---- shared behaviour ------------------------------------------------------
    @property
    def shown_seat(self) -> int:
        """The seat whose view is shown: the viewer, or seat 0 at a table of bots only."""
        return self.viewer if self.viewer is not None else 0
    def resume_summary(self) -> str:
        """Said when a saved match resumes: the scores, and the hand when one human plays
        (with several at one keyboard, the hand waits for its owner's handover)."""
        parts = [self.describe_scores(False)]
        if len(self.session.human_seats()) == 1:
            parts.append(self.describe_hand())
        return " ".join(p for p in parts if p)

    def catch_up(self, seat: int) -> str:
        """Said privately when a player takes the keyboard: what was told to them since their
        last turn (their own messages only; Num Win's face-down cards are not in the history
        unless the memory aid keeps them, ruling 9), then their hand and their turn."""
        own = [m.text for m in self.speech.history.since_last_turn(seat)
               if m.seat == seat and m.category == "own" and m.remember]
        return " ".join(t for t in own + [self.describe_hand(), self.describe_turn()] if t)

    def keep_first_words(self, seats) -> None:
        """Hot-seat with hidden cards: until a player first takes the keyboard, keep what is
        narrated for them (spoken to nobody meanwhile), to tell them then — the deal, their
        hand, Num Win's cards each player looks at once at the start (its rule 2)."""
        self._first_words = {seat: [] for seat in seats}

    def first_words(self, seat: int) -> list[Message] | None:
        """What `seat` was told before it first had the keyboard (once), or None after."""
        return self._first_words.pop(seat, None)

    def view(self):
        return self.session.view(self.shown_seat)

    def add_region(self, title: str, content: QtWidgets.QWidget) -> Region:
        region = Region(title, content, self)
        self.regions.append(region)
        return region

    def my_turn(self) -> bool:
        return self.viewer is not None and self.viewer in self.session.humans_to_move()

    def on_update(self, update) -> None:
        humans = self.session.human_seats() or [None]
        for event in update.events:
            for seat in humans:
                for message in self.narrator.narrate(event, seat):
                    if message.category == "turn" and seat is not None:
                        self.speech.history.mark_turn(seat)
                    said = replace(message, seat=seat)
                    if seat in self._first_words:
                        self._first_words[seat].append(said)
                    self.speech.say(said)
        if self.is_own(update):  # your move's words reach the screen reader before any row it redraws (a match's
            self.speech.flush()  # start waits for the settle delay: the window may not be up yet)
        self.refresh()
        self.settle_cursor()
        self.announce_focused(self.announces_row_after(update))
        if self.my_turn():
            self.turnCue.emit()
            if self.isVisible():
                self._focus_after_speech()

    def announces_row_after(self, update) -> bool:
        """Whether the focused row, if the redraw changed it, is read after this update's
        words: after your own move while you still act (a row saying "Paul is playing"
        after "Paul's turn" was noise), never as the match ends (the end screen follows)."""
        return self.is_own(update) and not update.over and self.my_turn()

    def is_own(self, update) -> bool:
        return update.seat is not None and update.seat == self.viewer

    def settle_cursor(self) -> None:
        """After a redraw, put the cursor of a list where the player acts next (quietly:
        announce_focused() reports it after the message)."""

    def announce_focused(self, own: bool = True) -> None:
        """Have the screen reader read the focused row if a redraw changed it quietly
        (ItemList.announce_current): after the message that caused it, never before
        (issue 15, item 1: the new row was read before the move's own result). After
        another player's move it stays unread (its message said enough: "Paul plays."
        after "Paul's turn." was noise), and so does a card under the cursor as the match
        ends (the end screen follows); the next arrow reads it. Unless the cursor strayed
        from the row the screen reader holds (ItemList.strayed): that row is then read
        after the update's words, which go out first."""
        focused = QtWidgets.QApplication.focusWidget()
        if isinstance(focused, ItemList) and self.isAncestorOf(focused):
            if own and self.announce_redrawn_row:
                focused.announce_current()
            elif focused.strayed():
                self.speech.flush()
                focused.announce_current()
            else:
                focused.heard()

    def say_first(self, text: str, category: str = "own", remember: bool = True) -> None:
        """say_now(), sent to the screen reader at once, then the focused row if it changed
        quietly: the answer to the key first, then where the cursor is."""
        self.say_now(text, category, remember)
        self.speech.flush()
        self.announce_focused()

    def focus_delay_ms(self) -> int:
        """How long a focus move waits for the message that caused it (see _focus_after_speech)."""
        return FOCUS_AFTER_SPEECH_MS if self.speech.screen_reader_in_use() else 0

    def _focus_after_speech(self) -> None:
        """Put the focus where the player acts, after the move's own message has reached
        the screen reader: Orca queues what it says, so a focus moved first made it read
        the new region ("Your sheet. List with ... items. orange box 1...") before the
        result of the player's own key (issue 15, item 1). With a voice only, at once."""
        if not self.focus_delay_ms():
            self.focus_for_turn()
            return
        qt.later(self.focus_delay_ms(), self, self._focus_if_still_my_turn)

    @qt.Slot()
    def _focus_if_still_my_turn(self) -> None:
        if self.isVisible() and self.my_turn():
            self.focus_for_turn()

    def on_refused(self, seat: int, error) -> None:
        text = getattr(error, "words", None) or self.narrator.refusal(error.reason, error.details)  # GuidedRefusal
        self.say_now(text, "error")
        self.errorCue.emit()

    def say_now(self, text: str, category: str = "own", remember: bool = True) -> None:
        """Answer to the player's own key press: interrupts stale speech."""
        self.speech.say(Message(text, None, Priority.OWN, category, self.viewer, remember))

    def set_viewer(self, seat: int) -> None:
        """Another player takes the keyboard (hot-seat): each list starts from its first row
        (the cursor stayed where the previous player left it: Paul's hand opened on its
        second card, heard by ear). The same seat again keeps its place."""
        if seat != self.viewer:
            for region in self.regions:
                if isinstance(region.focus_target, ItemList):
                    region.focus_target.forget_current()
        self.viewer = seat
        self.speech.set_current_seat(seat)
        self.refresh()

    def focus_region(self, step: int) -> None:
        """F6 / Shift+F6: the next or previous region holding something to focus."""
        regions = [r for r in self.regions if r.isVisible() and r.focus_target.isEnabled()]
        if not regions:
            return
        focused = QtWidgets.QApplication.focusWidget()
        index = next((i for i, r in enumerate(regions) if focused and r.isAncestorOf(focused)), -1)
        target = regions[(index + step) % len(regions)] if index >= 0 else regions[0 if step > 0 else -1]
        target.focus_target.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def opponents(self) -> list[int]:
        players = len(self.session.seats)
        start = self.viewer if self.viewer is not None else -1
        return [(start + i) % players for i in range(1, players + 1) if (start + i) % players != self.viewer]

    def review_opponent(self, step: int) -> str:
        seats = self.opponents()
        if not seats:
            return translate("table", "No opponent.")
        self._opponent_cursor = (self._opponent_cursor + step) % len(seats)
        return self.describe_opponent(seats[self._opponent_cursor])

    def info_list(self, name: str) -> ItemList:
        items = ItemList(name, self)
        items.empty_text = translate("table", "(empty)")
        items.focusedText.connect(self._speak_focus)
        return items

    def watch_type_ahead(self, cards) -> None:
        """A key in a CardList always answers: the focused card again when the cursor
        stays (the only card of the value typed, an arrow or Home/End at the edge: the
        focus did not move, so nothing was read), or that no card has the value typed
        (heard by ear, issue 15)."""
        cards.stayedOn.connect(lambda text: self.say_now(text, "focus", remember=False))
        cards.typedNothing.connect(lambda value: self.say_now(
            translate("table", "No {value} here.").format(value=value), "error", remember=False))

    def _speak_focus(self, text: str) -> None:
        """With a voice but no screen reader, the voice reads what gets the focus."""
        if self.speech.screen_reader_in_use():
            return
        if self.isVisible():
            self.speech.say(Message(text, None, Priority.OWN, "focus", self.viewer, False))


if TYPE_CHECKING:  # a table's text mixin (<game>_text.py) is read as a TableScreen
    TextMixinBase = TableScreen
else:
    TextMixinBase = object


def quiet_screen_change(window, screen: QtWidgets.QWidget) -> None:
    """Show another screen of the stack without Qt handing the focus to its first widget
    at once (Orca would read that region before the words the change came with): the
    focus is cleared, and the caller focuses the screen once the message is out. The
    window's own focus widget counts too: `tablee --game` opens the table before the
    window is active, and the home screen's list, hidden, handed its focus to the
    Messages list, which Orca read first ("Messages. List with 5 items…") when the
    window came up, before the start's words (heard by ear, one start in eight)."""
    focused = QtWidgets.QApplication.focusWidget() or window.focusWidget()
    if focused is not None and not screen.isAncestorOf(focused) and \
            window.speech.screen_reader_in_use():
        focused.clearFocus()
    window.stack.setCurrentWidget(screen)
