"""`tablee`: start the application (see README for the options).

The AppContext holds what every screen shares (settings, languages, speech,
sounds) and applies setting changes live. Any uncaught exception is logged to
the user data folder, spoken as "an internal error occurred; your game is
saved", and the app stays usable.
"""
from __future__ import annotations

import gc

gc.disable()  # importing PySide makes little garbage: ~30 collections (~4 ms) skipped; enabled again below

import logging
import os
import sys
import traceback

from desktop import paths, qt
from desktop import settings as S
from desktop.command_line import parse_args
from desktop.qt import QT_TRANSLATE_NOOP, translate

gc.enable()  # main() keeps it off until the first paint; an importer (tests) gets it back
log = logging.getLogger("tablee")
LANGUAGE_AFTER_MS = 600  # a language chosen in Settings applies this long after its name is said


class AppContext(qt.QObject):
    settings_module = S
    botPauseChanged = qt.Signal(int)
    speechMade = qt.Signal(object)  # the SpeechService, once made (see `speech`)

    def __init__(self, app, args, speech=None):
        super().__init__(app)
        from desktop.i18n import Languages
        from desktop.sounds import Sounds
        self.args = args
        from desktop import datacheck
        self.data_problems = datacheck.check()  # before anything reads the user's data overrides
        self.settings = S.Settings(self)
        datacheck.read_all_settings(self.settings)  # every bad value is found (and reported) now
        from desktop.lowvision import display
        self.display = display()
        self.display.bind(self.settings)  # theme, zoom, the user's tactile code: applied now and live
        self.languages = Languages(app, self)
        self._speech = speech
        self.sounds = Sounds(self.settings.get(S.SOUNDS_ON), self.settings.get(S.SOUNDS_VOLUME), self)
        self.languages.switch(args.lang or self.settings.get(S.LANGUAGE))
        self.launch_problem: str | None = None  # translated: reported once the window is up
        if args.game or args.tutorial or args.bot_pause is not None:
            from desktop.launch_args import launch_problem
            self.launch_problem = launch_problem(args)
        if speech is not None:
            self._apply_speech()
        self.settings.changed.connect(self._on_setting)

    def has_speech(self) -> bool:
        return self._speech is not None

    @property
    def speech(self):
        """The speech service, made on first use: nothing is said before the first paint,
        and the service's ~12 modules load just after it (MainWindow.finish_start_up;
        figure 1). Whoever asks first, the main window hears of it (speechMade) and
        wires it before anything is said."""
        if self._speech is None:
            from desktop.speech import SpeechService
            self._speech = SpeechService(self)
            self._apply_speech()
            self.speechMade.emit(self._speech)
        return self._speech

    def _switch_language(self) -> None:
        self.languages.switch(self.settings.get(S.LANGUAGE))
        if self._speech is not None:
            self._speech.set_language(self.languages.current)

    def bot_pause_ms(self) -> int:
        given = self.args.bot_pause
        return given if given is not None and given >= 0 else self.settings.get(S.BOT_PAUSE_MS)  # < 0: said at start

    def _apply_speech(self) -> None:
        sp, st = self.speech, self.settings
        sp.set_output(self.args.speech or st.get(S.SPEECH_OUTPUT))
        sp.set_verbosity(st.get(S.VERBOSITY))
        sp.set_rate(st.get(S.SPEECH_RATE))
        sp.set_volume(st.get(S.SPEECH_VOLUME))
        sp.set_pitch(st.get(S.SPEECH_PITCH))
        if st.get(S.SPEECH_VOICE):
            sp.set_voice(st.get(S.SPEECH_VOICE))
        sp.set_language(self.languages.current)
        sp.set_braille(st.get(S.BRAILLE))
        for category, setting in (("others", S.MUTE_OTHERS), ("draw", S.MUTE_DRAWS), ("hint", S.MUTE_HINTS)):
            sp.set_muted(category, st.get(setting))

    def _on_setting(self, key: str) -> None:
        if key == S.LANGUAGE.key:
            # Once the language chosen has been said: the switch renames every widget at once,
            # and Orca 43, past 50 queued events, pruned the message that said the choice
            # ("Français", lost in a CI run of test_home_settings_speak_the_language_just_chosen).
            qt.QTimer.singleShot(LANGUAGE_AFTER_MS, self._switch_language)
        if key == S.SPEECH_OUTPUT.key:
            self.args.speech = None
        if key == S.BOT_PAUSE_MS.key:
            self.botPauseChanged.emit(self.bot_pause_ms())
        if key.startswith("sounds/"):
            self.sounds.configure(self.settings.get(S.SOUNDS_ON), self.settings.get(S.SOUNDS_VOLUME))
        self._apply_speech()


def collect_less() -> None:
    """Python's collector back on after the first paint, blind to what start-up made
    (gc.freeze: modules, the window, settings, all long-lived): a full collection over
    them took 31-36 ms on the GUI thread (41,000 objects once the match machinery is
    loaded), a stall in the middle of whatever triggered it (figure 9: reading the
    history). Frozen objects are never collected; start-up makes little garbage."""
    gc.freeze()
    gc.enable()


def _setup_logging() -> None:
    handler = logging.FileHandler(paths.log_file(), encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger().addHandler(handler)
    logging.getLogger().setLevel(logging.INFO)


def install_error_handler(window) -> None:
    def on_error(kind, value, tb):
        log.error("uncaught exception\n%s", "".join(traceback.format_exception(kind, value, tb)))
        try:
            window.notify(translate("main", "An internal error occurred; your game is saved."), "error")
        except Exception:  # the handler itself must never fail
            pass
    sys.excepthook = on_error


def start_direct(window, args) -> None:
    """--game ID --players N --seed S [--levels ...]: seat 0 human (a bot too with --watch), the others bots."""
    from desktop.gameinfo import DEFAULT_NAMES
    from desktop.match.session import SeatConfig
    from engine import games
    game = games.get(args.game)
    players = args.players or game.allowed_player_counts({})[0]
    levels = (args.levels or "normal").split(",")
    # A watched seat is a bot like the others: it gets a player's name, never "You" ("You plays 1 red");
    # a player with no name is "Player 1", as on the home screen (a replay heard from another
    # seat, or the history's list of players, said "You plays 1 red" of "You").
    own_name = DEFAULT_NAMES[0] if args.watch else \
        window.settings.get(S.PLAYER_NAME) or translate("home", "Player {n}").format(n=1)
    seats = [SeatConfig(own_name, not args.watch, levels[0])]
    seats += [SeatConfig(DEFAULT_NAMES[i], False, levels[(i - 1) % len(levels)]) for i in range(1, players)]
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    window.start_match(game.id, seats, {}, seed)


def smoke_report(ctx) -> str:
    from desktop.cards import TactileCode
    code = TactileCode.load()
    from desktop.speech.backends.direct import prism_outputs
    from desktop.speech.describe import smoke_outputs
    outputs = smoke_outputs(ctx.speech.outputs()) or "history only"
    return (f"tablee smoke: language={ctx.languages.current} translation_loaded={ctx.languages.loaded_ok} "
            f"tactile_colours={len(code.colours)} prism={prism_outputs()} speech={outputs}")


class _FirstPaintProbe(qt.QObject):
    """TABLEE_BENCH_FIRST_PAINT=1 (tests/bench/startup.py): print the monotonic time
    of the main window's first paint event, the start-up benchmark's end mark, and the
    CPU time the process has used by then."""

    def eventFilter(self, obj, event) -> bool:
        if event.type() == qt.QtCore.QEvent.Type.Paint:
            import time
            print(f"TABLEE_FIRST_PAINT {time.monotonic():.6f} {time.process_time():.6f}", flush=True)
            obj.removeEventFilter(self)
        return False


def _new_application():
    """The QApplication, in the Fusion style from the start (see lowvision.display.FUSION_ARGS)."""
    from desktop.lowvision.display import FUSION_ARGS, FUSION_PROPERTY
    app = qt.QtWidgets.QApplication(sys.argv[:1] + list(FUSION_ARGS))
    app.setProperty(FUSION_PROPERTY, True)
    return app


def main(argv: list[str] | None = None) -> int:
    # Start-up makes little garbage: Python's collections wait until the first paint (~5 ms).
    gc.disable()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    # Bots think in the worker process; when it cannot run they think in Python threads
    # here: then hand the GIL back to the GUI thread every 1 ms instead of 5 (measured
    # by tests/bench/stalls.py before the worker: worst GUI stall 134 -> 62 ms in GAP).
    sys.setswitchinterval(0.001)
    try:
        paths.set_data_dir(args.data_dir)
    except OSError as exc:  # made when missing: a folder that cannot be made or used
        from desktop.i18n import command_line_text
        unusable = QT_TRANSLATE_NOOP("cli", "tablee: the data folder {folder} cannot be used: {why}.")
        print(command_line_text(args.lang, "cli", unusable).format(folder=args.data_dir, why=exc.strerror or exc),
              file=sys.stderr)
        return 2
    if args.export_history:
        from desktop.history.cli import export_history
        return export_history(args.export_history, args.lang)
    os.environ.setdefault("TABLEE_DATA_OVERRIDES", str(paths.overrides_dir()))
    _setup_logging()
    app = qt.application() or _new_application()
    app.setApplicationName("tablee")
    app.setApplicationDisplayName("Tablée")
    app.setOrganizationName("tablee")
    ctx = AppContext(app, args)
    from desktop.mainwindow import MainWindow
    window = MainWindow(ctx)
    window.startedUp.connect(collect_less)
    window.prewarmed.connect(gc.freeze)  # the match machinery's modules too
    qt.QTimer.singleShot(3000, gc.enable)  # in case the window is never painted (hidden at start)
    install_error_handler(window)
    if os.environ.get("TABLEE_BENCH_FIRST_PAINT"):
        window.installEventFilter(_FirstPaintProbe(window))
    if os.environ.get("TABLEE_BENCH_SPEECH_TRACE"):
        from desktop.speech.trace import trace_speech
        trace_speech(ctx.speech, os.environ["TABLEE_BENCH_SPEECH_TRACE"])
    window.show()
    qt.QTimer.singleShot(150, lambda: window.speech.prepare())  # after the first paint (a 0 ms timer can run before it)
    if ctx.launch_problem:
        print(ctx.launch_problem, file=sys.stderr)  # and said on the home screen (_report_start_problems)
    elif args.game:
        start_direct(window, args)
    elif args.tutorial:
        window.learn(args.tutorial)
    elif args.resume:
        window.continue_saved()
    if args.smoke:
        qt.QTimer.singleShot(600, app.quit)
        app.exec()
        print(smoke_report(ctx))
        window.close()
        return 0
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
