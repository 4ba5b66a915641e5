# mypy: disable-error-code="attr-defined"
# (a mixin: its attributes are the main window's; mypy cannot see them through a mixin)
"""The main window's speech: the service wired on first use (after the first paint),
what it says shown in the Messages region, and what the window itself says. A mixin
of MainWindow (desktop/mainwindow.py), split off to keep that file small."""
from __future__ import annotations

from typing import TYPE_CHECKING

from desktop import qt
from desktop.qt import translate

if TYPE_CHECKING:
    from desktop.speech import Message, SpeechService


class WindowSpeechMixin:
    _speech: SpeechService | None  # None until wired

    @property
    def speech(self):
        """The speech service, wired to this window (_wire_speech) when it is made: just
        after the first paint (finish_start_up) or by whatever speaks first. The service
        and its ~12 modules are not needed to paint the home screen (figure 1)."""
        if self._speech is None:
            self._wire_speech(self.ctx.speech)  # a service made just now was wired by speechMade
        return self._speech

    def _wire_speech(self, speech) -> None:
        """Its messages in the Messages region, its notices, and the screen reader's
        notification widgets (built with the window)."""
        if self._speech is not None:
            return
        self._speech = speech
        speech.attach(self, self.notifier)
        speech.messageAdded.connect(self._on_message)
        speech.notice.connect(self._on_notice)

    def _report_start_problems(self) -> None:
        """Settings that were not valid, data files set aside (desktop/datacheck.py), a command
        line asking for what cannot start (desktop/launch_args.py)."""
        if self.ctx.launch_problem:
            self.notify(self.ctx.launch_problem, "error")
        if self.settings.problems:
            self.notify(translate("main", "Some settings were not valid and are back to their defaults: {keys}.")
                        .format(keys=", ".join(sorted(set(self.settings.problems)))), "error")
        from desktop import datacheck
        datacheck.report(self, getattr(self.ctx, "data_problems", []))

    @qt.Slot()
    def welcome_once(self) -> None:
        """A newcomer's first start on the home screen says how to go on, once: heard by
        ear, the first start said only "Tablée frame. Game: list with 5 items. GAP." and
        nothing of Enter, Tab or F1. Not on a start straight into a match or a tutorial."""
        from desktop import settings as S
        if self.settings.get(S.WELCOMED) or self.stack.currentWidget() is not self.home:
            return  # said already, or a match (or tutorial) is on the table: the next home start says it
        self.settings.set(S.WELCOMED, True)
        if self.home.continue_button.isVisibleTo(self.home):
            return  # a game to continue: a player who has played here before
        self.notify(translate("main", "Welcome to Tablée. Choose a game with the Up and Down arrows, then press "
                                      "Enter to play it. Tab reaches the players and the options; F1 lists the "
                                      "keys of every screen."))

    def notify(self, text: str, category: str = "system", public: bool = False) -> None:
        """Say and show `text`: for the player at the keyboard (hot-seat: theirs alone),
        or, public, for every player here (a lost connection)."""
        seat = self.table.viewer if self.table is not None and not public else None
        from desktop.speech import Message, Priority  # the message module loads after the first paint
        self.speech.say(Message(text, None, Priority.URGENT if category == "error" else Priority.NORMAL,
                                category, seat))

    @qt.Slot(object)
    def _on_message(self, message: Message) -> None:
        seat = self.table.viewer if self.table is not None else None
        if message.visible_to(seat) and message.category != "focus":
            self._refresh_messages()

    def _refresh_messages(self) -> None:
        seat = self.table.viewer if self.table is not None else None
        shown = self.speech.history.messages(seat)[-200:]
        self.messages.set_rows([(m.text, m) for m in shown], follow_end=True)

    @qt.Slot(str)
    def _on_notice(self, key: str) -> None:
        texts = {
            "no-speech": translate("main", "Speech is unavailable: no screen reader and no voice was found. "
                                   "Every message is shown in the Messages region. On Linux, install "
                                   "speech-dispatcher and espeak-ng to hear a voice."),
            "no-voice": translate("main", "The built-in voice is unavailable; messages go to the screen reader "
                                  "and the Messages region."),
        }
        if key in texts:
            self.notify(texts[key], "system")
