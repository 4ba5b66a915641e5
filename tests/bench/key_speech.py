"""Figure 2, key to speech: a key press on a game table to the speech backend
receiving the utterance.

    python -m tests.bench.key_speech [--quick] [--json]

The real MainWindow plays each game that has a table (seat 0 human, bots
`normal`, --bot-pause 0). Keys go in with QTest.keyClick on the focused widget;
t0 is time.monotonic() just before it, t1 the backend's own timestamp:
- voice pass: LogBackend stands in for the voice (Utterance.at). Keys: Left and
  Right in the hand or grid (focus speech), Enter (play a card: the narration),
  and the review keys F2-F5.
- screen-reader pass: the real ScreenReaderBackend (QAccessible active). With a
  screen reader the focus is read by the reader itself, so the keys are Enter and
  the review keys. Two times: handed to the backend (t1 = speak() call), and
  announcement posted (QAccessible.updateAccessibility). The second includes the
  ~90 ms settle delay that ACCESSIBILITY.md asks for (announcements sent with a
  focus move get cut); the figure to judge is posted - delay.
Floor: a bare QListWidget, Right/Left key to its currentItemChanged slot,
measured the same way in the same process.
"""
from __future__ import annotations

import shutil
import sys
import time

from tests.bench import harness
from tests.bench.common import games_and_tables, has_table, module_main, percentile, row, stats, temp_data_dir

GOAL_P95_MS = 10.0
NAV_PER_TURN = 4
REVIEW_KEYS = ("F2", "F3", "F4", "F5")


def qt_keys():
    from desktop import qt
    K = qt.Qt.Key
    return {"Left": K.Key_Left, "Right": K.Key_Right, "Enter": K.Key_Return,
            "F2": K.Key_F2, "F3": K.Key_F3, "F4": K.Key_F4, "F5": K.Key_F5}


def press(widget, key) -> float:
    from PySide6.QtTest import QTest

    from desktop import qt
    t0 = time.monotonic()
    QTest.keyClick(widget, key, qt.Qt.KeyboardModifier.NoModifier)
    return t0


def floor_list(samples: int) -> list[float]:
    """A bare QListWidget: key -> currentItemChanged slot (the Qt floor)."""
    from desktop import qt
    lw = qt.QtWidgets.QListWidget()
    lw.setFlow(qt.QtWidgets.QListView.Flow.LeftToRight)  # as CardList: Left/Right move
    lw.addItems([f"card {i}" for i in range(8)])
    stamps: list[float] = []
    lw.currentItemChanged.connect(lambda *_: stamps.append(time.monotonic()))
    lw.show()
    lw.setFocus()
    lw.setCurrentRow(3)
    harness.spin(0.05)
    keys = qt_keys()
    out = []
    for i in range(samples):
        before = len(stamps)
        t0 = press(lw, keys["Right" if i % 2 == 0 else "Left"])
        if len(stamps) > before:
            out.append((stamps[before] - t0) * 1000)
    lw.close()
    return out


class Recorder:
    """Times (ms) from each key to the first stamp the backend records after it."""

    def __init__(self, stamps_fn) -> None:
        self.stamps_fn = stamps_fn  # -> list of monotonic times, append-only
        self.samples: dict[str, list[float]] = {}
        self.silent: dict[str, int] = {}


def measure_once(recorders, kind: str, widget, key, wait_s: float) -> None:
    """One key press, observed by every recorder (each times its own backend stamp)."""
    before = [len(r.stamps_fn()) for r in recorders]
    t0 = press(widget, key)
    harness.wait_until(lambda: all(len(r.stamps_fn()) > b for r, b in zip(recorders, before)), wait_s)
    for r, b in zip(recorders, before):
        stamps = r.stamps_fn()
        if len(stamps) > b:
            ms = (stamps[b] - t0) * 1000
            r.samples.setdefault(kind, []).append(ms)
            r.samples.setdefault("all", []).append(ms)
        else:
            r.silent[kind] = r.silent.get(kind, 0) + 1


def drive_game(window, game, recorders, use_nav: bool, budget_s: float, want: int, seed: int,
               wait_s: float = 0.15) -> dict:
    """Play matches of `game` by keys until `want` samples or the budget; info dict."""
    from desktop import qt
    keys = qt_keys()
    deadline = time.monotonic() + budget_s
    info = {"matches": 0, "bot_played_for_human": 0, "turns": 0}
    count = lambda: len(recorders[0].samples.get("all", []))
    focused = lambda: qt.QtWidgets.QApplication.focusWidget() or window.table
    while time.monotonic() < deadline and count() < want:
        players = 2 if 2 in game.allowed_player_counts({}) else game.allowed_player_counts({})[0]
        window.start_match(game.id, harness.seats(players, 1), {}, seed + info["matches"])
        info["matches"] += 1
        table = window.table
        while time.monotonic() < deadline and count() < want:
            left = max(0.5, deadline - time.monotonic())
            if not harness.wait_until(lambda table=table: harness.game_over(window) or table.my_turn(), min(15, left)):
                break
            if harness.game_over(window):
                break
            harness.spin(0.01)
            table.focus_for_turn()
            generation = window.session.generation
            for i in range(NAV_PER_TURN if use_nav else 0):
                measure_once(recorders, "nav", focused(), keys["Right" if i % 2 == 0 else "Left"], wait_s)
            review = REVIEW_KEYS[info["turns"] % len(REVIEW_KEYS)]
            measure_once(recorders, "review", focused(), keys[review], wait_s)
            measure_once(recorders, "play", focused(), keys["Enter"], wait_s)
            info["turns"] += 1
            harness.spin(0.005)
            if window.session is not None and window.session.generation == generation and table.my_turn():
                harness.play_for_human(window, table.viewer)  # Enter did not play here: keep going
                info["bot_played_for_human"] += 1
    return info


def voice_pass(game, budget_s: float, want: int) -> dict:
    from desktop.speech.backends.log import LogBackend
    voice = LogBackend()
    factories = {"screenreader": lambda: LogBackend(available=False), "qttts": lambda: voice,
                 "pyttsx3": lambda: LogBackend()}
    data = temp_data_dir()
    ctx, window = harness.make_window(data, factories, "voice")
    rec = Recorder(lambda: [u.at for u in voice.utterances])
    saves = _time_autosave()
    try:
        info = drive_game(window, game, [rec], True, budget_s, want, 11)
    finally:
        saves.undo()
        _close(window, data)
    return {"samples": rec.samples, "silent": rec.silent, "autosave_ms": saves.times, **info}


def screenreader_pass(game, budget_s: float, want: int) -> dict:
    from desktop import qt
    from desktop.speech.backends.log import LogBackend
    from desktop.speech.backends.screenreader import ScreenReaderBackend
    qt.QAccessible.setActive(True)
    handed: list[float] = []
    posted: list[float] = []
    holder = {}

    def make_sr():
        backend = ScreenReaderBackend(holder["speech"].anchor, holder["speech"].notifier)
        original = backend.speak

        def speak(text, interrupt=False, urgent=False):
            handed.append(time.monotonic())
            original(text, interrupt, urgent)
        backend.speak = speak
        backend.post_hook = lambda _event: posted.append(time.monotonic())
        return backend

    factories = {"screenreader": make_sr, "qttts": lambda: LogBackend(available=False),
                 "pyttsx3": lambda: LogBackend(available=False)}
    data = temp_data_dir()
    # the service must exist before the factory runs: patch it in after creation
    from desktop.speech import SpeechService
    real_init = SpeechService.__init__

    def init(self, *a, **k):
        real_init(self, *a, **k)
        holder["speech"] = self
    SpeechService.__init__ = init
    try:
        ctx, window = harness.make_window(data, factories, "screenreader")
    finally:
        SpeechService.__init__ = real_init
    # the backend was created before attach(): give it the window now
    ctx.speech.attach(window, window.notifier)
    rec_handed = Recorder(lambda: handed)
    rec_posted = Recorder(lambda: posted)
    try:
        info = drive_game(window, game, [rec_handed, rec_posted], False, budget_s, want, 23, wait_s=0.4)
    finally:
        _close(window, data)
        qt.QAccessible.setActive(False)
    return {"handed": rec_handed.samples, "posted": rec_posted.samples,
            "silent_posted": rec_posted.silent, **info}


class _time_autosave:
    """Times Session._save on the GUI thread (it hands the state to the autosave
    worker, desktop/match/saver.py, after the move is narrated) to attribute the Enter latency."""

    def __init__(self) -> None:
        from desktop.match.session import Session
        self.cls, self.original, self.times = Session, Session._save, []
        original, times = self.original, self.times

        def timed(session):
            t0 = time.perf_counter()
            original(session)
            times.append((time.perf_counter() - t0) * 1000)
        Session._save = timed

    def undo(self) -> None:
        self.cls._save = self.original


def _close(window, data: str) -> None:
    from desktop import paths
    try:
        if window.session is not None:
            window.session.set_paused(True)
        window.speech.shutdown()
        window.hide()
        window.deleteLater()
        harness.spin(0.05)
    finally:
        paths.set_data_dir(None)
        shutil.rmtree(data, ignore_errors=True)


def measure(quick: bool) -> dict:
    from desktop.speech.backends.screenreader import DEFAULT_DELAY_MS
    harness.application()
    present, notes = games_and_tables()
    want_voice = 60 if quick else 220
    want_sr = 20 if quick else 60
    floor = floor_list(60 if quick else 220)
    floor_p95 = percentile(floor, 0.95)
    rows, details = [], {"floor_qlistwidget_ms": stats(floor, 3)}
    tabled = [g for g in present if has_table(g.id)]
    notes += [f"{g.id}: no desktop table yet, skipped" for g in present if not has_table(g.id)]
    # the time is shared between the tables (more tables land: same total)
    voice_s = max(8.0, (24 if quick else 50) / max(1, len(tabled)))
    sr_s = max(6.0, (16 if quick else 24) / max(1, len(tabled)))
    for game in tabled:
        try:
            voice = voice_pass(game, voice_s, want_voice)
            sr = screenreader_pass(game, sr_s, want_sr)
        except Exception as exc:  # a table being written may fail
            notes.append(f"{game.id}: the table failed under the key driver: {repr(exc)[:200]}")
            continue
        details[game.id] = {"voice": {k: stats(v, 3) for k, v in voice["samples"].items()},
                            "voice_silent_keys": voice["silent"],
                            "autosave_ms": stats(voice["autosave_ms"], 2),
                            "screenreader_handed": {k: stats(v, 3) for k, v in sr["handed"].items()},
                            "screenreader_posted": {k: stats(v, 3) for k, v in sr["posted"].items()},
                            "screenreader_silent_keys": sr["silent_posted"],
                            "matches": {"voice": voice["matches"], "screenreader": sr["matches"]},
                            "bot_played_for_human": voice["bot_played_for_human"] + sr["bot_played_for_human"]}
        save = stats(voice["autosave_ms"], 1)
        if save["n"]:
            notes.append(f"{game.id}: the autosave's GUI-thread part (handing the state to the save worker, "
                         f"after the move is narrated) took p50 {save['p50']} ms, p95 {save['p95']} ms per action")
        if voice["bot_played_for_human"]:
            notes.append(f"{game.id}: Enter did not play on {voice['bot_played_for_human']} turn(s); a bot "
                         "played for the human seat there")
        labels = {"all": "all keys", "nav": "Left/Right", "play": "Enter (play)", "review": "F2-F5 review"}
        for kind, label in labels.items():
            values = voice["samples"].get(kind, [])
            if not values:
                continue
            p95 = percentile(values, 0.95)
            rows.append(row(f"2. Key→speech {game.id}, voice (log backend), {label}: p95 "
                            f"(p50 {percentile(values, 0.5):.2f}, n={len(values)})", p95,
                            floor_p95 if kind in ("all", "nav") else None,
                            f"p95 ≤ {GOAL_P95_MS:g} ms", p95 <= GOAL_P95_MS, "ms", 2))
        handed = sr["handed"].get("all", [])
        posted = sr["posted"].get("all", [])
        if handed:
            p95 = percentile(handed, 0.95)
            rows.append(row(f"2. Key→speech {game.id}, screen reader, handed to backend: p95 "
                            f"(p50 {percentile(handed, 0.5):.2f}, n={len(handed)})", p95, floor_p95,
                            f"p95 ≤ {GOAL_P95_MS:g} ms", p95 <= GOAL_P95_MS, "ms", 2))
        if posted:
            p95 = percentile(posted, 0.95)
            excess = [v - DEFAULT_DELAY_MS for v in posted]
            rows.append(row(f"2. Key→speech {game.id}, screen reader, announcement posted: p95 "
                            f"(p50 {percentile(posted, 0.5):.1f}, n={len(posted)}; floor = designed "
                            f"settle delay)", p95, float(DEFAULT_DELAY_MS),
                            f"p95 − delay ≤ {GOAL_P95_MS:g} ms", percentile(excess, 0.95) <= GOAL_P95_MS, "ms", 1))
    if not tabled:
        notes.append("no game has a desktop table: nothing to measure")
    notes.append(f"screen reader: announcements are posted {DEFAULT_DELAY_MS} ms after the last focus "
                 "move by design (ACCESSIBILITY.md: send after focus has settled); the goal applies to "
                 "the time beyond that delay. Hand navigation sends no announcement with a screen "
                 "reader (it reads the focused card itself), so that pass presses Enter and F2-F5.")
    return {"figure": "key_speech", "rows": rows, "details": details, "notes": notes}


if __name__ == "__main__":
    sys.exit(module_main(measure))
