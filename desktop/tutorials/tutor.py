"""The tutor: runs a tutorial script (desktop/tutorials/script.py) as a guided match.

The match is a real practice session on the script's fixed deal, with the real
table, narration and bots; the tutor only listens. At each step it says what is
happening and which key does what (the player's own bindings), then waits:
- a "key" step advances when the player triggers that action, by whatever key is
  bound to it; any other action is explained and the step is said again;
- a "moves" step advances on any of its moves, however made; another move is
  refused before it is played (Session.vet), explained, and the step is said again,
  so the table never narrates a move the lesson does not want;
- an "until" step accepts any legal moves until a number of the view changes
  (its "round", "hand_no"...).
A moves step is said once one of its moves can be made; moves listed as "free" by
the script (Num Win's Pass when a claim window closes by itself) are never wrong
while the step waits for its time.
Num Win's claim window (ruling numwin 5) runs on a clock: a tutorial must not fail
for a slow listener, so while a moves step is said and waiting, the table's claim
clock is held (the window's time stands still, as while the player picks a card)
and the step's text says so; windows between steps run on the real clock. The
decision keeps the rule (the quickest claim wins, bots answer at their times)
and only takes the race out of the lesson.
F9 (repeat_message) repeats the step, Shift+F9 (tutorial_skip) skips it (a move
step plays its move for the player). The step reached and the moves so far are
recorded after every step, so leaving at any moment resumes there. At the end it
says so clearly and offers a real match. The tutorial match is never autosaved:
the player's own autosaved match stays.
"""
from __future__ import annotations

import logging
import re
from typing import Any

from desktop import qt
from desktop.match import practice
from desktop.narration.words import key_name
from desktop.qt import translate
from desktop.speech import Message, Priority
from desktop.tutorials import script as scripts

PASS_THROUGH = {"stop_speech", "older_message", "newer_message", "oldest_message", "newest_message",
                "help_keys", "help_rules", "legend", "zoom_in", "zoom_out", "zoom_reset", "next_region",
                "previous_region", "new_game", "quit", "settings", "practice_hint"}
SEAT = 0  # the player's seat in every tutorial


class Tutor(qt.QObject):
    def __init__(self, window, script: scripts.Script):
        super().__init__(window)
        self.window = window
        self.script = script
        self.index = 0
        self.session: Any = None  # the tutorial match (a practice Session) once started
        self._announced = False
        self._round = None
        self._round_for = -1  # the step whose starting value `_round` is
        self._autoplay = False
        self._pending = False  # a key step's advance is on its way

    # ---- starting ------------------------------------------------------------
    def start(self) -> None:
        from desktop.gameinfo import DEFAULT_NAMES
        from desktop.match.session import SeatConfig, Session
        game = self.script.match_game()
        step, moves, done = scripts.progress(game.id)
        state = None
        if done or not 0 < step < len(self.script.steps):
            step, moves = 0, []
        if moves:
            try:
                state = practice.replay(game, self.script.players, self.script.seed, self.script.options, moves)
            except Exception:
                step, moves, state = 0, [], None
        you = self.window.settings.get(self.window.ctx.settings_module.PLAYER_NAME) or translate("home", "You")
        levels = self.script.levels
        seats = [SeatConfig(you, True)] + [SeatConfig(DEFAULT_NAMES[i], False, levels[(i - 1) % len(levels)])
                                           for i in range(1, self.script.players)]
        self.session = Session(game, seats, self.script.seed, self.script.options, state=state,
                               actions=moves if state is not None else (), practice=True, autosave=False,
                               bot_pause_ms=self.window.ctx.bot_pause_ms(), parent=self.window)
        self.index = step
        self.window.tutor = self
        # The bots wait for the tutor's first words: in a phase everyone plays at once
        # (2 Win's pass) Paul chose at the start and "Paul has chosen" came before the welcome.
        self.session.hold_bots(True)
        self.window._open_session(self.session)
        self.session.updated.connect(self._on_update)
        self.session.vet = self.vet
        if step:
            self._say(self.script.resume.format(step=step + 1, total=len(self.script.steps)), Priority.NORMAL)
        qt.QTimer.singleShot(0, self._first_words)

    def _first_words(self) -> None:
        """The step, if it is the player's turn already, then the bots are let go."""
        self._maybe_announce()
        if self.session is not None:
            self.session.hold_bots(False)

    # ---- what the player hears ------------------------------------------------
    def step(self):
        return self.script.steps[self.index] if self.index < len(self.script.steps) else None

    def text(self, template: str) -> str:
        """{key:ACTION_ID} becomes the player's own key for that action."""
        return re.sub(r"\{key:([a-z_]+)\}", lambda m: self.key_name(m.group(1)), template)

    def key_name(self, action_id: str) -> str:
        action = self.window.qactions.get(action_id)
        name = key_name(action.shortcut()) if action else ""  # as the help says it: "Ctrl+Enter"
        return name or translate("tutor", "(no key: choose one in Settings)")

    def _say(self, text: str, priority: Priority = Priority.OWN) -> None:
        self.window.speech.say(Message(text, None, priority, "tutor", SEAT))

    def _live(self) -> bool:
        """Still the match on the table; a tutor whose match was left lets go."""
        if self.window.session is self.session and self.session is not None:
            return True
        if getattr(self.window, "tutor", None) is self:
            self.window.tutor = None
        return False

    def _maybe_announce(self) -> None:
        step = self.step()
        table = self.window.table
        if step is None or not self._live() or table is None or self.session.bots_busy() or not table.my_turn():
            return
        if self._autoplay:
            return self._play_for_player()
        if step.moves and not any(m in self.session.legal(SEAT) for m in step.moves):
            return  # not its time yet (a claim window on another card is still open)
        if not self._announced:
            self._announced = True
            self._hold(bool(step.moves))
            if self._round_for != self.index:
                self._mark_round()
            self._say(self.text(step.say), Priority.NORMAL)

    # ---- the player's keys and moves --------------------------------------------
    def intercept(self, action_id: str) -> bool:
        """Called by the window for every action; True when the tutor answered it."""
        step = self.step()
        if step is None or not self._live() or action_id in PASS_THROUGH or self._pending:
            return False
        if action_id == "repeat_message":
            self._say(self.text(step.say))
            return True
        if action_id == "tutorial_skip":
            self.skip()
            return True
        if action_id == "practice_undo":  # the tutor refuses wrong moves itself
            self._say(translate("tutor", "Undo is off during a tutorial: a wrong move is not played."))
            return True
        if step.key is None:
            return False  # review and game keys work as usual while a move is awaited
        if action_id == step.key:
            self._pending = True  # keys pressed before the advance runs count for this step
            qt.QTimer.singleShot(0, self._advance)  # after the action's own answer
            return False
        self._say(self._wrong(step))
        return True

    def vet(self, seat: int, action) -> str | None:
        """The player's move before it is applied: a wrong one is refused with the step's
        explanation, so the table never narrates a move the tutorial would take back (by
        ear, in 2 Win: the round's results and "Round 2" came before "that was not 11:
        undone")."""
        step = self.step()
        if step is None or seat != SEAT or not self._live() or self._autoplay or self._free(step, action):
            return None
        if step.key is not None or (step.moves and action not in step.moves):
            return self._wrong(step)
        return None

    def _wrong(self, step) -> str:
        """Why that was not the step's answer, then the step again."""
        return self.text(step.wrong) + " " + self.text(step.say)

    def _on_update(self, update) -> None:
        step = self.step()
        if step is None or not self._live():
            return
        if update.seat == SEAT and update.action is not None and not self._autoplay and \
                not self._free(step, update.action):
            if step.moves and update.action in step.moves:  # vet() let no other move of the player through
                return self._advance()
        if step.until and self._round_for == self.index and \
                getattr(self.session.view(SEAT), step.until, None) != self._round:
            self._autoplay = False
            return self._advance()
        qt.QTimer.singleShot(0, self._maybe_announce)

    def _mark_round(self) -> None:
        """An "until" step counts from where it starts (a number that changes before the
        step could be said, a round ended by the bots, still ends the step)."""
        step = self.step()
        if step is not None and step.until and self.session is not None:
            self._round, self._round_for = getattr(self.session.view(SEAT), step.until, None), self.index

    def _free(self, step, action) -> bool:
        """A free move made while the step waits for its time (or a key) is not the player's answer."""
        return action in self.script.free and not (step.moves and self._announced)

    def _hold(self, held: bool) -> None:
        """Hold the table's claim clock while a move is awaited (Num Win; other tables have none)."""
        hold = getattr(self.window.table, "hold_claims", None)
        if hold is not None:
            hold(held)

    def _advance(self) -> None:
        self._pending = False
        if not self._live() or self.step() is None:
            return
        self.index += 1
        self._announced = False
        self._hold(False)
        self._mark_round()
        done = self.index >= len(self.script.steps)
        scripts.save_progress(self.script.game, self.index, self.session.moves or [], done)
        if done:
            self._finish()
        else:
            self._maybe_announce()

    def skip(self) -> None:
        step = self.step()
        table = self.window.table
        if step.key is not None:
            self._say(translate("tutor", "Step skipped."))
            return self._advance()
        waiting = bool(step.moves) and not any(m in self.session.legal(SEAT) for m in step.moves)
        if table is None or not table.my_turn() or self.session.bots_busy() or waiting:
            self._say(translate("tutor", "Wait for your turn, then skip."))
            return
        self._say(translate("tutor", "Step skipped: the move is played for you."))
        if step.moves:
            self.session.play(SEAT, step.moves[0])
        else:
            self._autoplay = True
            self._play_for_player()

    def _play_for_player(self) -> None:
        from engine.ai.bots import make_bot
        view, legal = self.session.view(SEAT), self.session.legal(SEAT)
        bot = make_bot(self.session.game, "normal", SEAT, self.session.bot_seed(SEAT))
        self.session.play(SEAT, bot.choose(view, legal))

    def left_for_home(self) -> None:
        """New game (Ctrl+N) on the tutorial's table, before it goes: where it stopped is
        said, and the home screen's focus will be on Learn, which takes it up there (by ear,
        only the game list's "2 Win." was heard: no word that the tutorial was left, nor
        how to come back; the list had the focus a moment)."""
        self.window.tutor = None
        home = self.window.home
        home.choose_game(self.script.game)
        from desktop.gameinfo import game_name
        self._say(translate("tutor", "Tutorial left at step {step} of {total}; the Learn {game} button takes it "
                                     "up there.").format(step=min(self.index, len(self.script.steps) - 1) + 1,
                                                         total=len(self.script.steps),
                                                         game=game_name(self.script.game)), Priority.NORMAL)
        self.window.speech.flush()  # before the focus moves: Orca speaks in the order it hears
        home.focus_learn()  # the home screen is still hidden: its focus goes there as it is shown

    # ---- the end ----------------------------------------------------------------
    def _finish(self) -> None:
        """The end, in a box that offers a real match. The last key's answer goes out first
        (heard by ear, GAP in French: the box was read, then "Scores : ..." after it); the
        box's text is said once: the screen reader reads it, or the voice does
        (desktop/speech/focus_voice.py): no message and no description repeating it (Orca
        said the end three times)."""
        self.window.speech.flush()
        box = qt.QtWidgets.QMessageBox(qt.QtWidgets.QMessageBox.Icon.Question, self.script.title, self.script.end,
                                       qt.QtWidgets.QMessageBox.StandardButton.Yes
                                       | qt.QtWidgets.QMessageBox.StandardButton.No, self.window)
        box.button(qt.QtWidgets.QMessageBox.StandardButton.Yes).setText(translate("tutor", "&Play a real match"))
        box.button(qt.QtWidgets.QMessageBox.StandardButton.No).setText(translate("tutor", "&Back to the home screen"))
        # finished comes once the box is hidden: a real match's first words go out then,
        # before the window manager gives the window back (see _after_end)
        box.finished.connect(lambda result: self._after_end(result == qt.QtWidgets.QMessageBox.StandardButton.Yes))
        self.end_box = box
        box.open()

    def _after_end(self, play: bool) -> None:
        self.window.tutor = None
        if not play:
            return self.window.show_home()
        from desktop.gameinfo import DEFAULT_NAMES
        from desktop.match.session import SeatConfig
        you = self.window.settings.get(self.window.ctx.settings_module.PLAYER_NAME) or translate("home", "You")
        seats = [SeatConfig(you, True)] + [SeatConfig(DEFAULT_NAMES[i], False, "normal")
                                           for i in range(1, self.script.players)]
        seed = qt.QtCore.QRandomGenerator.global_().bounded(1, 2**31 - 1)
        self.window.start_match(self.script.game, seats, {}, seed)
        self.window.speech.flush()  # before the focus returns to the window (heard by ear: the hand came first)


def learn(window, game_id: str | None = None) -> bool:
    """Start the tutorial of `game_id` (else the game on the table or chosen at home)."""
    from desktop import gameinfo
    from engine import games
    if game_id is None:
        game_id = window.session.game.id if window.session is not None else window.home.game_id()
    language = window.ctx.languages.current if window.ctx.languages.current in ("fr", "en") else "en"
    name = gameinfo.game_name(game_id) if game_id in games.GAME_IDS else game_id
    if game_id not in games.GAME_IDS or not scripts.available(game_id):
        window.notify(translate("tutor", "There is no tutorial for {game} yet.").format(game=name), "error")
        return False
    try:
        tutorial = scripts.load(game_id, language)
    except scripts.ScriptError as exc:
        logging.getLogger("tablee").warning("tutorial %s: %s", game_id, exc)
        window.notify(translate("tutor", "The tutorial for {game} could not be read: its file is damaged.")
                      .format(game=name), "error")
        return False
    window.finish_start_up()
    tutor = Tutor(window, tutorial)
    tutor.start()
    logging.getLogger("tablee").info("tutorial %s started at step %d", game_id, tutor.index + 1)
    return True
