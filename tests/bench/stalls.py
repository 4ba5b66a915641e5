"""Figure 4, stalls: the longest gap in the GUI event loop during a full bot game.

    python -m tests.bench.stalls [--quick] [--json]
    python -m tests.bench.stalls --game gap [--switch-ms 5]   (one game, one process)

For each registered game with a desktop table, a child process builds the real
MainWindow, with speech on through the built-in voice (QTextToSpeech on the
benchmark's private speech-dispatcher + PulseAudio null sink; the log backend
when that is missing: the output says which), and plays one match with every
seat a bot (strong against normal, --bot-pause 0: the bots think back to back,
the worst case). The table narrates for viewer None. A 5 ms PreciseTimer
(speech_stall.StallMeter) records how late each tick fires. Floor: the same
meter on the idle window in the same process before the match. The stall figure
is the play, from the moment the table is up; the match start (building the
table, once per match, a screen change like opening a dialog) is its own row.

Bots think in the bot worker process (desktop/match/botworker.py). The GAP match runs
a second time with --in-app-bots (TABLEE_BOT_WORKER=off: bots on Python threads
of the app, the fallback when the worker cannot run), where the GUI thread waits
for the GIL each time it needs it while a bot computes: the row shows what the
worker buys. A C++ call that keeps the GIL (e.g. the QTextToSpeech constructor)
blocks the loop outright either way.
"""
from __future__ import annotations

import os
import shutil
import sys
import time

from tests.bench import audio_env
from tests.bench.common import child_env, emit, games_and_tables, has_table, module_main, row, run_module, stats, temp_data_dir, vm_hwm_kb

GOAL_MS = 50.0
START_GOAL_MS = 100.0  # a screen change, once per match: our own goal
CAP_S = 30.0
LEVELS = "strong,normal"


def child(game_id: str, switch_ms: float | None, voice: str, cap_s: float) -> dict:
    from desktop import qt
    from engine import games
    from tests.bench import harness
    from tests.bench.speech_stall import StallMeter
    if switch_ms:
        sys.setswitchinterval(switch_ms / 1000)
    app = harness.application()
    data = temp_data_dir()
    factories = None
    if voice == "log":
        from desktop.speech.backends.log import LogBackend
        factories = {"screenreader": lambda: LogBackend(available=False), "qttts": LogBackend,
                     "pyttsx3": LogBackend}
    warm = StallMeter(qt)
    warm.start()
    t0 = time.monotonic()
    ctx, window = harness.make_window(data, factories, "voice", bot_pause_ms=0)
    outputs = ctx.speech.output_names()
    backend = next((b for b in ctx.speech._active_outputs()), None)
    is_ready = getattr(backend, "is_ready", lambda: True)
    harness.wait_until(is_ready, 10)
    warm_ms = (time.monotonic() - t0) * 1000
    harness.spin(0.2)
    warm.stop()
    idle = StallMeter(qt)
    idle.start()
    harness_run(app, 1.0)
    idle.stop()
    timers = gui_work_timers()
    game = games.get(game_id)
    players = 2 if 2 in game.allowed_player_counts({}) else game.allowed_player_counts({})[0]
    meter = StallMeter(qt)
    meter.start()
    started = time.monotonic()
    window.start_match(game_id, harness.seats(players, 0, LEVELS), {}, 5)
    table_up = time.monotonic()
    poll = qt.QTimer()
    poll.setInterval(50)
    poll.timeout.connect(lambda: (harness.game_over(window) or time.monotonic() - started > cap_s) and app.quit())
    poll.start()
    app.exec()
    poll.stop()
    meter.stop()
    seconds = time.monotonic() - started
    building, playing = meter.split(table_up)
    session = window.session
    result = {"game": game_id, "players": players, "levels": LEVELS, "outputs": outputs,
              "voice_ready": bool(is_ready()), "switch_interval_ms": sys.getswitchinterval() * 1000,
              "finished": session is not None and session.result() is not None,
              "moves": session.generation if session else None, "seconds": round(seconds, 1),
              "bot_worker": bool(session is not None and session.worker is not None
                                 and session.worker.answered > 0),
              "idle": idle.summary(), "game_run": meter.summary(playing),
              "over_50ms": sum(1 for x in playing if x > GOAL_MS),
              "match_start": {"build_ms": round((table_up - started) * 1000, 1), **meter.summary(building)},
              "warmup": {"ms": round(warm_ms, 1), **warm.summary()},
              "spoken_messages": len(ctx.speech.history.messages(None)),
              "gui_work_ms": {name: stats(times, 1) for name, times in timers.items()},
              "vm_hwm_kb": vm_hwm_kb(), "worker_hwm_kb": _worker_peak_kb(session)}
    if session is not None:
        session.set_paused(True)
    ctx.speech.shutdown()
    shutil.rmtree(data, ignore_errors=True)
    return result


def _worker_peak_kb(session) -> int | None:
    """The bot worker's peak RSS: the app's memory is both processes."""
    pid = session.worker.pid() if session is not None and session.worker is not None else None
    return vm_hwm_kb(pid) if pid else None


def gui_work_timers() -> dict[str, list[float]]:
    """Time the GUI-thread work done per move, to attribute the stalls: the
    autosave (Session._save) and the table's redraw + narration (on_update)."""
    from desktop.match.session import Session
    from desktop.tables.base import TableScreen
    times: dict[str, list[float]] = {"autosave": [], "table_update": []}

    def timed(cls, attr, name):
        original = getattr(cls, attr)

        def wrapper(self, *args):
            t0 = time.perf_counter()
            try:
                return original(self, *args)
            finally:
                times[name].append((time.perf_counter() - t0) * 1000)
        setattr(cls, attr, wrapper)
    timed(Session, "_save", "autosave")
    timed(TableScreen, "on_update", "table_update")
    return times


def harness_run(app, seconds: float) -> None:
    from desktop import qt
    qt.QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()


def measure(quick: bool) -> dict:
    present, notes = games_and_tables()
    tabled = [g for g in present if has_table(g.id)]
    notes += [f"{g.id}: no desktop table yet, skipped" for g in present if not has_table(g.id)]
    reason = audio_env.skip_reason()
    audio = None
    try:
        audio = None if reason else audio_env.start()
    except Exception as exc:
        reason = f"audio env failed: {exc}"
    voice = "real" if audio else "log"
    env = child_env(audio.env if audio else {})
    cap = 20.0 if quick else CAP_S
    runs = []
    try:
        for game in tabled:
            runs.append(run_module("stalls", ["--game", game.id, "--voice", voice, "--cap", str(cap)],
                                   cap + 60, env))
        if any(g.id == "gap" for g in tabled) and not quick:
            runs.append(run_module("stalls", ["--game", "gap", "--voice", voice, "--cap", str(cap)],
                                   cap + 60, {**env, "TABLEE_BOT_WORKER": "off"}))
    finally:
        if audio is not None:
            audio.stop()
    rows, details = [], {"voice": voice if audio else f"log backend ({reason})", "runs": runs}
    for r in runs:
        if "error" in r:
            notes.append(f"stalls child failed: {r['error']} {r.get('stderr', '')[-300:]}")
            continue
        value, floor = r["game_run"]["stall_max_ms"], r["idle"]["stall_max_ms"]
        switch = f", switch interval {r['switch_interval_ms']:g} ms" if r["switch_interval_ms"] != 5 else ""
        switch += "" if r.get("bot_worker", True) else ", bots in the app's threads (no worker)"
        state = "full match" if r["finished"] else f"match cut at {r['seconds']} s"
        label = (f"4. Stalls {r['game']}: longest loop gap, {r['players']} bots {r['levels']}, "
                 f"speech {'+'.join(r['outputs']) or 'none'}{switch} ({state}, {r['moves']} moves, "
                 f"p95 {r['game_run']['stall_p95_ms']} ms, {r['over_50ms']} gaps > 50 ms)")
        rows.append(row(label, value, floor, f"≤ {GOAL_MS:g} ms", value <= GOAL_MS, "ms", 1))
        start = r.get("match_start")
        if start and r.get("bot_worker", True):
            rows.append(row(f"4. Match start {r['game']}: loop blocked while the table is built "
                            f"(start_match {start['build_ms']} ms, the first of this process)",
                            start["stall_max_ms"], floor, f"≤ {START_GOAL_MS:g} ms (ours)",
                            start["stall_max_ms"] <= START_GOAL_MS, "ms", 1))
        work = r.get("gui_work_ms", {})
        if work.get("autosave", {}).get("n"):
            notes.append(f"{r['game']}: GUI-thread work per move: autosave p50 {work['autosave']['p50']} ms, "
                         f"max {work['autosave']['max']} ms; table redraw + narration p50 "
                         f"{work['table_update']['p50']} ms, max {work['table_update']['max']} ms")
        if r.get("warmup", {}).get("stall_max_ms", 0) > GOAL_MS:
            notes.append(f"{r['game']}: voice start-up blocked the loop {r['warmup']['stall_max_ms']} ms "
                         f"(QTextToSpeech constructor keeps the GIL; before the match, not counted)")
    return {"figure": "stalls", "rows": rows, "details": details, "notes": notes}


def main() -> int:
    argv = sys.argv[1:]
    if "--game" in argv:
        get = lambda flag, default: argv[argv.index(flag) + 1] if flag in argv else default
        switch = get("--switch-ms", None)
        emit(child(get("--game", "gap"), float(switch) if switch else None, get("--voice", "real"),
                   float(get("--cap", CAP_S))))
        return 0
    return module_main(measure)


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
