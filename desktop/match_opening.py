# mypy: disable-error-code="attr-defined"
# (a mixin: its attributes are the main window's; mypy cannot see them through a mixin)
"""The main window's opening of a match: a session becomes a narrated table on screen
(its start heard first, then the focus), and the one it replaces is dropped. A mixin of
MainWindow (desktop/mainwindow.py), split off to keep that file small; what follows each
update is desktop/match_flow.py."""
from __future__ import annotations

from typing import TYPE_CHECKING

from desktop import gameinfo, qt
from desktop.qt import QtWidgets, translate

if TYPE_CHECKING:
    from desktop.match.session import Session
    from desktop.narration import NarrationContext


class MatchOpeningMixin:
    session: Session | None  # the window's (MainWindow.__init__)

    def _narration_context(self, session: Session) -> NarrationContext:
        """The narrator's lookups: views from the session, keys and the memory aid as set now."""
        from desktop import actions
        from desktop import settings as S
        from desktop.narration import NarrationContext
        return NarrationContext(view_of=session.view,
                                key=lambda action_id: actions.shortcut_text(self.qactions, action_id),
                                memory_aid=lambda: bool(self.settings.get(S.MEMORY_AID)))

    def _open_session(self, session: Session, resumed: bool = False, preface: tuple[str, ...] = ()) -> None:
        """`preface`: said just before the start message (a network player's arrival that started the match)."""
        from desktop.narration import narrator_for
        from desktop.tables import table_class
        self.finish_start_up()  # card views are fitted to the zoom by the display's filter
        self._prewarmer.stop()  # after finish_start_up, which makes it (--game starts before the paint)
        self._drop_session()
        self.session = session
        if session.autosave_enabled:  # a tutorial match is not one of the player's matches
            self.history.watch(session)  # records the match it replaces, and this one when it ends
        narrator = narrator_for(session.game.id, [s.name for s in session.seats], self._narration_context(session))
        self.table = table_class(session.game.id)(session, narrator, self.speech, self)  # tables read the window (settings)
        self.stack.addWidget(self.table)
        self._update_action_contexts()
        self.table.errorCue.connect(lambda: self.ctx.sounds.play("error"))
        self.table.turnCue.connect(lambda: self.ctx.sounds.play("turn"))
        session.updated.connect(self._after_update)
        session.saveFailed.connect(lambda why: self.notify(translate("main", "The game could not be saved: {why}").format(why=why), "error"))
        self.speech.history.clear()
        self._refresh_messages()
        if self.table.viewer is not None:
            self.speech.set_current_seat(self.table.viewer)
        from desktop.tables.base import quiet_screen_change
        quiet_screen_change(self, self.table)  # the start's own words first, then the focus (issue 15, item 2)
        for said in preface:
            self.notify(said, "system")
        text = translate("main", "{game}: a new game with {players}.") if not resumed else \
            translate("main", "{game}: the saved game resumes, with {players}.")
        self.notify(text.format(game=gameinfo.game_name(session.game.id), players=seat_names(session)), "system")
        self._begin(session, resumed)
        qt.later(self.table.focus_delay_ms(), self, self._settle_focus)

    def _begin(self, session: Session, resumed: bool) -> None:
        """A resumed match says where it stands; a new one starts (handed over first when
        several players share the keyboard and cards are hidden)."""
        if resumed:
            self.table.refresh()
            self.notify(self.table.resume_summary(), "system")
            session.schedule_bots()
            self._after_update(None)
        else:
            first_handover = self._first_handover_needed()
            if first_handover:  # nobody's private words before anyone has the keyboard
                self.speech.set_current_seat(None)
                self.table.keep_first_words(session.human_seats())
            session.start()
            if first_handover:
                self._first_handover()

    @qt.Slot()
    def _settle_focus(self) -> None:
        """Focus where the player acts (or the first region) once the table is on screen."""
        if self.table is None or self.stack.currentWidget() is not self.table:
            return
        if self.table.my_turn():
            self.table.focus_for_turn()
        elif not self.table.isAncestorOf(QtWidgets.QApplication.focusWidget() or self):
            self.table.regions[0].focus_target.setFocus()

    def _drop_session(self) -> None:
        if getattr(self.session, "remote", False):
            self.net_play().leave()  # a network match: leave the table (and stop hosting it)
        if self.session is not None:
            self.session.close()
            self.session.flush_saves()  # its last autosave must not land after the next match's
            self.session.updated.disconnect(self._after_update)
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.session, self.table = None, None
        if self.qactions:
            self._update_action_contexts()


def seat_names(session) -> str:
    """The players of a match as one list, "you" for the one human at this keyboard ("Paul
    and you"; by ear, "a new game with Player 1, Paul" named the player as a stranger)."""
    from desktop.narration.words import people
    humans = session.human_seats()
    viewer = humans[0] if len(humans) == 1 else None
    return people(range(len(session.seats)), viewer, lambda seat: session.seats[seat].name)[0]
