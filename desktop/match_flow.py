# mypy: disable-error-code="attr-defined"
# (a mixin: its attributes are the main window's; mypy cannot see them through a mixin)
"""The main window's match flow: what follows each update (handover between humans
at one keyboard, the end screen, playing again, replaying the match just finished).
A mixin of MainWindow (desktop/mainwindow.py), split off to keep that file small."""
from __future__ import annotations

from desktop import qt


class MatchFlowMixin:
    def _first_handover_needed(self) -> bool:
        """Two humans or more at one keyboard, hidden cards: the very first turn is handed
        over too, so nobody hears another's hand (issue 15, item 11); until then only the
        public words of the start are spoken (the hand is said once the keyboard is taken)."""
        session = self.session
        return session is not None and session.game.hidden_information and len(session.human_seats()) > 1

    def _first_handover(self) -> None:
        session = self.session
        waiting = session.humans_to_move() if session is not None else []
        if waiting and not self._handing_over():  # the start's update may have asked already
            self._ask_handover(waiting[0])

    def _handing_over(self) -> bool:
        return self._handover is not None and self.stack.currentWidget() is self._handover

    @qt.Slot(object)
    def _after_update(self, update) -> None:
        session = self.session
        if session is None:
            return
        if session.result() is not None:
            if update is not None and self.table is not None and self.table.is_own(update):
                # Your last move: its words are sent, the focus goes to the result at once.
                # After a confirmation box the window's return made Orca read the table's
                # list (Qwinto: "Your sheet. List with 27 items…") before a later end screen.
                self._show_end()
            else:
                qt.later(400, self, self._show_end)  # another player's last move: seen on the table first
            return
        humans = session.human_seats()
        waiting = session.humans_to_move()
        hides = session.game.hidden_information and len(humans) > 1
        if hides and waiting and self.table.viewer not in waiting:
            self._ask_handover(waiting[0])

    def _ask_handover(self, seat: int) -> None:
        session = self.session
        assert session is not None  # a handover happens during a match
        session.set_paused(True)
        text = self.handover.show_for(seat, session.seats[seat].name)
        self.speech.set_current_seat(None)
        from desktop.speech import Message, Priority  # the message module loads after the first paint
        self.speech.say(Message(text, None, Priority.URGENT, "turn", None, remember=False))
        self.speech.flush()  # the words before the button the focus lands on (Orca reads in order)
        from desktop.tables.base import quiet_screen_change
        quiet_screen_change(self, self.handover)
        self.handover.button.setFocus()

    @qt.Slot(int)
    def _handover_done(self, seat: int) -> None:
        self.table.set_viewer(seat)
        self._refresh_messages()
        first = self.table.first_words(seat)
        if first:  # all that was narrated for you since the start, your cards to look at included
            self.speech.tell_again(first)
        else:
            self.table.say_now(self.table.catch_up(seat), "turn")  # what happened to you, your hand, your turn
        self.speech.flush()  # heard before the row the focus lands on
        from desktop.tables.base import quiet_screen_change
        quiet_screen_change(self, self.table)
        if self.session is not None:
            self.session.set_paused(False)
        qt.QTimer.singleShot(0, self.table.focus_for_turn)

    @qt.Slot()
    def _show_end(self) -> None:
        if self.session is None or self.table is None:
            return
        lines = [m.text for m in self.speech.history.messages(self.table.viewer) if m.category == "score"][-2:]
        final = self.table.describe_scores(True)
        if not any(final in line for line in lines):  # Qwinto's last message already holds it
            # First, where the focus lands: the one line not just heard (by ear, issue 15: the
            # focus read the round's report again, right after its notification).
            lines.insert(0, final)
        self.end.show_result(lines)
        # a network match's moves are the host's: this window cannot replay it
        self.end.review.setVisible(not getattr(self.session, "remote", False))
        self.stack.setCurrentWidget(self.end)
        self.session.flush_saves()
        from desktop.match import autosave
        session = self.session  # its autosave stays until the history holds the match (a journal)
        # a tutorial's match never touches the player's autosave; a network match is saved by its host
        if session.autosave_enabled and not getattr(session, "remote", False):
            self.history.after_recorded(session, lambda: autosave.finished() if self.session is session else None)
        self.ctx.sounds.play("round")

    @qt.Slot()
    def _replay_finished(self) -> None:
        if self.session is not None and self.session.result() is not None \
                and not getattr(self.session, "remote", False):
            from desktop.history.replay_dialog import open_replay_session
            open_replay_session(self, self.session)

    @qt.Slot()
    def _play_again(self) -> None:
        if self.session is None or getattr(self.session, "remote", False):
            return self.show_home()
        seed = qt.QtCore.QRandomGenerator.global_().bounded(1, 2**31 - 1)
        self.start_match(self.session.game.id, self.session.seats, self.session.options, seed,
                         self.session.practice)

    # ---- messages --------------------------------------------------------------------
