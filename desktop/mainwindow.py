"""The main window: menus and the key table, the screens, the Messages region.

It owns the match flow: home → table (→ handover between humans) → end, the
autosave offer at start-up, and routing of every global key to the reviewer.

Start-up paints the home screen first: the match machinery (session, tables,
narration, game rules), the handover and end screens and the application-wide
event filters are loaded or built after the first paint (`finish_start_up`) or
when first used.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from desktop import gameinfo, paths, qt, quitting
from desktop.match_flow import MatchFlowMixin
from desktop.match_opening import MatchOpeningMixin
from desktop.qt import translate
from desktop.review import Reviewer
from desktop.screens.home import HomeScreen
from desktop.widgets.lists import ItemList, Region
from desktop.window_dialogs import WindowDialogsMixin
from desktop.window_speech import WindowSpeechMixin

if TYPE_CHECKING:
    from desktop.match.session import Session
    from desktop.screens.end import EndScreen
    from desktop.screens.handover import HandoverScreen

from desktop.qt import QtCore, QtGui, QtWidgets


class MainWindow(MatchOpeningMixin, MatchFlowMixin, WindowDialogsMixin, WindowSpeechMixin, QtWidgets.QMainWindow):
    startedUp = qt.Signal()  # finish_start_up() has run (after the first paint)
    prewarmed = qt.Signal()  # what a match start needs is loaded (desktop/match/prewarm.py)

    def __init__(self, app_context):
        super().__init__()
        self.ctx = app_context
        self._speech = None  # wired on first use (the speech property), just after the first paint
        self.settings = app_context.settings
        self.session: Session | None = None
        self.tutor = None  # desktop/tutorials/tutor.py, while a tutorial is on the table
        self.table = None
        self.reviewer = Reviewer(self)
        self.setObjectName("MainWindow")
        self.started_up = False  # finish_start_up() has run
        self._prewarmer = None  # desktop/match/prewarm.py, from finish_start_up() until a match starts
        # Built from the outside in, each widget in its final parent: with the application's
        # stylesheet every reparenting re-polishes the whole subtree (the home screen ~3 times).
        scroll = QtWidgets.QScrollArea(self)
        scroll.setProperty("focusPolicy", qt.NO_FOCUS)  # not a Tab stop: it only scrolls at high zoom
        scroll.setWidgetResizable(True)
        central = QtWidgets.QWidget()
        scroll.setWidget(central)
        self.setCentralWidget(scroll)
        layout = QtWidgets.QVBoxLayout(central)
        # The screens (home, table, handover, end) in a layout, not a QStackedWidget: one
        # ancestor less for every widget a screen reader reads (tests/bench/orca_latency.py).
        self.stack = QtWidgets.QStackedLayout()
        self.screens_parent = central
        self.home = HomeScreen(self.settings.get(app_context.settings_module.PLAYER_NAME), central)
        self.stack.addWidget(self.home)
        self._handover: HandoverScreen | None = None  # built on first use (see the properties)
        self._end: EndScreen | None = None
        self._history = None  # desktop/history/recorder.py, made when first needed
        self.messages_region = Region("", ItemList("", central), central)
        self.messages = self.messages_region.focus_target
        self.messages.setMaximumHeight(160)
        # The screen reader's notification widgets come with the window, before it shows: built
        # after the first paint, each one appearing made Orca say "notification." (8 at every start).
        from desktop.speech.notifications import NotificationArea
        self.notifier = NotificationArea(central)
        self.home.options_after(self.messages)
        layout.addLayout(self.stack, 1)
        layout.addWidget(self.messages_region)
        layout.addWidget(self.notifier)
        if app_context.has_speech():  # given from the outside (tests): wired now
            self._wire_speech(app_context.speech)
        else:
            app_context.speechMade.connect(self._wire_speech)
        self.qactions: dict[str, QtGui.QAction] = {}  # built after the first paint (finish_start_up)
        self._build_menus()
        from desktop.lowvision.window import attach as attach_low_vision
        attach_low_vision(self)  # View menu, zoomed regions; theme and zoom are applied by the AppContext
        self.home.startRequested.connect(self.start_match)
        self.home.continueRequested.connect(self.continue_saved)
        self.home.continueNetworkRequested.connect(lambda: self.net_play().continue_hosted())
        self.home.learnRequested.connect(self.learn)
        self.ctx.languages.changed.connect(lambda _l: self.retranslate())
        self.ctx.botPauseChanged.connect(self._set_bot_pause)
        self.resize(1100, 800)
        self._retranslate_window()  # the home screen translated itself
        self.show_home()

    # ---- after the first paint ------------------------------------------------------
    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.started_up:
            qt.QTimer.singleShot(0, self.finish_start_up)  # a 0 ms timer set before the paint could run before it

    def finish_start_up(self) -> None:
        """What the first paint does not need: the notification widgets, the menus' actions and keys, the
        Ctrl-alone key filter (desktop/keyfilter.py), card-view fitting and the focus-ring
        overlay. Idempotent; a match start runs it too."""
        if self.started_up:
            return
        self.started_up = True
        self._wire_speech(self.ctx.speech)  # made and wired here at the latest
        self._report_start_problems()
        qt.later(0, self, self.welcome_once)  # once a match started from the command line is up (it runs this first)
        self._build_actions()
        from desktop.lowvision.window import attach_actions as attach_low_vision_actions
        attach_low_vision_actions(self)  # zoom actions in the View menu, extra zoom keys
        from desktop.keyfilter import CtrlAloneFilter, KeyWatch
        self._ctrl_filter = CtrlAloneFilter(self.speech.stop, self)
        self._key_watch = KeyWatch(self._ctrl_filter, self)  # on the focus widget, not the application
        self._key_watch.watch_menus(self.menuBar().findChildren(QtWidgets.QMenu))
        from desktop.lowvision import display
        display().watch_widgets()
        from desktop.speech.focus_voice import FocusVoice
        self._focus_voice = FocusVoice(self)  # without a screen reader, the voice reads the focus
        self._prepare_first_match()
        self.startedUp.emit()

    def _prepare_first_match(self) -> None:
        """Load what a match start needs while the player is on the home screen,
        in short steps, the game in focus first (desktop/match/prewarm.py)."""
        from desktop.match import prewarm
        from engine import games
        focused = self.home.game_id()
        order = [focused] + [g for g in games.GAME_IDS if g != focused]
        self._prewarmer = prewarm.Prewarmer(prewarm.steps(order), self)  # stopped by a match start
        self._prewarmer.finished.connect(self.prewarmed)
        self._prewarmer.start(prewarm.START_DELAY_MS)

    @property
    def handover(self) -> HandoverScreen:
        if self._handover is None:
            from desktop.screens.handover import HandoverScreen
            self._handover = HandoverScreen(self.screens_parent)
            self._handover.ready.connect(self._handover_done)
            self._handover.retranslate()
            self.stack.addWidget(self._handover)
        return self._handover

    @property
    def end(self) -> EndScreen:
        if self._end is None:
            from desktop.screens.end import EndScreen
            self._end = EndScreen(self.screens_parent)
            self._end.playAgain.connect(self._play_again)
            self._end.home.connect(self.show_home)
            self._end.replay.connect(self._replay_finished)
            self.stack.addWidget(self._end)
        return self._end

    @property
    def history(self):
        """The match history's recorder (its thread starts with the first match)."""
        if self._history is None:
            from desktop.history.recorder import Recorder
            self._history = Recorder(self)
            self._history.problem.connect(lambda text: self.notify(text, "error"))
        return self._history

    # ---- actions and menus ---------------------------------------------------------
    def _build_menus(self) -> None:
        """The menu titles (on screen from the first paint); their actions come after it."""
        self.game_menu = self.menuBar().addMenu("")
        self.review_menu = self.menuBar().addMenu("")
        self.table_menu = self.menuBar().addMenu("")
        self.help_menu = self.menuBar().addMenu("")
        self.table_menu.menuAction().setVisible(False)  # a game's own keys come with its table

    def _build_actions(self) -> None:
        """Every action with its key, in its menu (~5 ms for 45 actions: after the first paint)."""
        from desktop import actions  # loaded here, not with the window
        menus = {"new_game": self.game_menu, "host_network": self.game_menu, "join_network": self.game_menu,
                 "save": self.game_menu, "open": self.game_menu, "settings": self.game_menu, "history": self.game_menu,
                 "quit": self.game_menu, "help_keys": self.help_menu, "help_rules": self.help_menu,
                 "legend": self.help_menu, "tutorial": self.help_menu}
        for spec in actions.SPECS:
            action = QtGui.QAction(self)
            action.setShortcutContext(QtCore.Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _c=False, i=spec.id: self.trigger(i))
            menu = menus.get(spec.id) or (self.review_menu if spec.context in ("global", "table") else self.table_menu)
            menu.addAction(action)
            action.setText(actions.text(spec.id))
            self.qactions[spec.id] = action
        self.apply_shortcuts()
        self._update_action_contexts()

    def _update_action_contexts(self) -> None:
        """Only the current game's own keys are live (two games may reuse one key)."""
        from desktop import actions
        game = self.table.game_id if self.table is not None else None
        for spec in actions.SPECS:
            live = spec.context in ("global", "table") or spec.context == game
            self.qactions[spec.id].setEnabled(live)
            self.qactions[spec.id].setVisible(live)
        self.table_menu.menuAction().setVisible(any(
            s.context == game for s in actions.SPECS))

    def apply_shortcuts(self) -> None:
        """Defaults with the user's rebindings (settings group "shortcuts")."""
        from desktop import actions
        keys = actions.effective_shortcuts(self.settings.raw_group("shortcuts"))
        for action_id, action in self.qactions.items():
            action.setShortcut(QtGui.QKeySequence(keys.get(action_id, "")))

    def trigger(self, action_id: str) -> None:
        from desktop import actions
        if self.tutor is not None and self.tutor.intercept(action_id):
            return
        if self.reviewer.dispatch(action_id):
            return
        if self.table is not None and actions.BY_ID[action_id].context == self.table.game_id:
            if self.stack.currentWidget() is self.table:
                self.table.trigger(action_id)
            return
        handler = {
            "new_game": self.show_home, "quit": lambda: quitting.request(self), "save": self.save_as, "open": self.open_file,
            "settings": self.show_settings, "help_keys": self.show_keys_help,
            "help_rules": self.show_rules_help, "next_region": lambda: self._region(1),
            "previous_region": lambda: self._region(-1), "legend": self.show_legend,
            "history": self.show_history,
            "practice_undo": self._practice_undo, "practice_hint": self._practice_hint,
            "tutorial": self.learn,
            "host_network": lambda: self.net_play().host(), "join_network": lambda: self.net_play().join(),
        }.get(action_id)
        if handler is None:
            from desktop.lowvision.window import handlers as low_vision_handlers
            handler = low_vision_handlers(self).get(action_id)
        if handler:
            handler()

    def _practice_undo(self) -> None:
        from desktop.match.practice import undo_key
        undo_key(self)

    def learn(self, game_id: str | None = None) -> None:
        """A game's tutorial (Help menu, the home screen's Learn button, --tutorial)."""
        from desktop.tutorials.tutor import learn
        learn(self, game_id)

    def _practice_hint(self) -> None:
        from desktop.hints import hint_key
        hint_key(self)

    def retranslate(self) -> None:
        self._retranslate_window()
        self.home.retranslate()
        for screen in (self._handover, self._end):
            if screen is not None:
                screen.retranslate()
        if self.table is not None:
            self.table.retranslate()

    def _retranslate_window(self) -> None:
        self.setWindowTitle(translate("main", "Tablée"))
        self.game_menu.setTitle(translate("main", "&Game"))
        self.review_menu.setTitle(translate("main", "&Review"))
        self.help_menu.setTitle(translate("main", "&Help"))
        self.table_menu.setTitle(translate("main", "&Actions"))
        if self.qactions:
            from desktop import actions
            for action_id, action in self.qactions.items():
                action.setText(actions.text(action_id))
        self.messages_region.set_title(translate("main", "Messages"))
        self.messages.setAccessibleName(translate("main", "Messages"))
        self.notifier.setAccessibleName(translate("main", "Recent messages"))  # Orca: "read the status bar"

    # ---- screens -------------------------------------------------------------------
    @qt.Slot()
    def show_home(self) -> None:
        tutor = self.tutor if self.tutor is not None and self.tutor.session is self.session else None
        if tutor is not None:
            tutor.left_for_home()  # where it stopped, and the home screen's focus on Learn, to take it up
        self._drop_session()
        saved = _peek_autosave(self)
        self.home.set_can_continue(_describe_saved(saved) if saved else None)
        hosted = None
        if (paths.data_dir() / "net" / "hosted.json").exists():  # a network table hosted here, not over
            from desktop.net.hosting import describe_hosted
            hosted = describe_hosted()
        self.home.set_can_continue_network(hosted)
        self.stack.setCurrentWidget(self.home)
        if tutor is None:
            self.home.focus_first()

    def start_match(self, game_id: str, seats: list, options: dict, seed: int,
                    practice: bool | None = None) -> None:
        """practice None: as the home screen's Practice switch says (one human seat only)."""
        from desktop.match.session import Session
        from engine import games
        game = games.get(game_id)
        options = {**options, **gameinfo.options_from_settings(game_id, self.settings)}
        practice = self.home.practice_wanted() if practice is None else practice
        session = Session(game, seats, seed, options, bot_pause_ms=self.ctx.bot_pause_ms(), parent=self,
                          practice=practice)
        self._open_session(session)

    def continue_saved(self) -> None:
        saved = _peek_autosave(self)
        if saved is None:
            return
        from desktop.match.session import Session
        session = Session.from_saved(saved, bot_pause_ms=self.ctx.bot_pause_ms(), parent=self)
        self._open_session(session, resumed=True)

    def _set_bot_pause(self, ms: int) -> None:
        if self.session is not None:
            self.session.bot_pause_ms = ms

    def net_play(self):
        """Hosting and joining network games (desktop/net/window.py), made on first use."""
        if getattr(self, "_net_play", None) is None:
            from desktop.net.window import NetPlay
            self._net_play = NetPlay(self)
        return self._net_play

    def _region(self, step: int) -> None:
        if self.table is not None and self.stack.currentWidget() is self.table:
            focused = QtWidgets.QApplication.focusWidget()
            if focused is self.messages and step > 0:
                self.table.regions[0].focus_target.setFocus()
            elif self.table.regions and self.table.regions[-1].isAncestorOf(focused or self) and step > 0:
                self.messages.setFocus()
            else:
                self.table.focus_region(step)
        else:
            self.messages.setFocus() if not self.messages.hasFocus() else self.stack.currentWidget().setFocus()

    # ---- dialogs ----------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.stack.currentWidget() is self.home:
            qt.QTimer.singleShot(0, self.home.focus_first)  # focus set while hidden does not stick

    def closeEvent(self, event) -> None:
        if event.spontaneous() and not quitting.may_close(self):  # the window manager's close
            event.ignore()
            return
        if getattr(self, "_net_play", None) is not None:
            self._net_play.leave()  # leave the network table, stop hosting and announcing
        if self.session is not None:
            self.session.set_paused(True)
            self.session.flush_saves()
        if self._history is not None:
            self._history.flush(5.0)
        if self._speech is not None:
            self._speech.stop()
        super().closeEvent(event)


def _peek_autosave(window):
    """The match to continue, if any; the save code loads only when there is a file."""
    if not paths.autosave_file().exists():
        return None
    from desktop.match import autosave
    return autosave.peek(window)


def _describe_saved(saved) -> str:
    from desktop.match import autosave
    return autosave.describe(saved)
