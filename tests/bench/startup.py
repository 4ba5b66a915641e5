"""Figure 1, start-up: process start to the main window's first paint.

    python -m tests.bench.startup [--quick] [--json]

`tablee --smoke` (offscreen, a fresh --data-dir each run) prints the time of its
first paint when TABLEE_BENCH_FIRST_PAINT=1 (desktop/app.py); the floor is a bare
PySide6 QMainWindow (tests/bench/bare_window.py) marked the same way. Runs
alternate (bare, app, app --speech off, then the next round in another order)
so that a noisy neighbour hurts both sides alike. "Process start" is the
parent's time.monotonic() just before spawning (CLOCK_MONOTONIC is system-wide).
The default `auto` speech runs under the benchmark's own PulseAudio null sink +
speech-dispatcher (audio_env), as a user with a working voice would. The mark
also carries the CPU time the process has used (time.process_time()): a row of
its own, as a check on the wall clock when the machine is busy.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from tests.bench import audio_env
from tests.bench.common import ROOT, child_env, ensure_bytecode, median, module_main, row, stats, temp_data_dir

MARK = "TABLEE_FIRST_PAINT "
GOAL_RATIO = 1.25  # issue 19, item 5
TIMEOUT_S = 25.0


def tablee_cmd() -> list[str]:
    script = Path(sys.executable).with_name("tablee")
    return [str(script)] if script.exists() else [sys.executable, "-m", "desktop.app"]


def time_first_paint(cmd: list[str], env: dict, finish: bool) -> tuple[float | None, float | None, str]:
    """(ms from spawning to the first-paint mark, CPU ms the child had used by then, why);
    (None, None, why) on failure.

    finish=False ends the child (our own pid) once the mark is read, to save time.
    """
    started = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True)
    painted, cpu, why = None, None, ""
    deadline = started + TIMEOUT_S
    try:
        for line in proc.stdout:
            if line.startswith(MARK):
                fields = line[len(MARK):].split()
                painted = float(fields[0])
                cpu = float(fields[1]) * 1000 if len(fields) > 1 else None
                break
            if time.monotonic() > deadline:
                break
        if painted is None:
            why = "no first paint"
        if finish and painted is not None:
            proc.wait(timeout=TIMEOUT_S)
            why = f"exit code {proc.returncode}"
    except subprocess.TimeoutExpired:
        why = "did not exit"
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        proc.stdout.close()
    return (None if painted is None else (painted - started) * 1000), cpu, why


def measure(quick: bool) -> dict:
    rounds = 3 if quick else 7
    ensure_bytecode()  # run alone too, the app starts from bytecode as installed (make bench does it first)
    notes: list[str] = []
    audio = None if audio_env.skip_reason() else audio_env.start()
    speech_env = audio.env if audio else {}
    if audio is None:
        notes.append(f"no private speech-dispatcher ({audio_env.skip_reason()}): auto speech runs as found")
    variants = {
        "bare": ([sys.executable, "-m", "tests.bench.bare_window"], {}),
        "tablee": (tablee_cmd() + ["--smoke"], speech_env),
        "tablee_speech_off": (tablee_cmd() + ["--smoke", "--speech", "off"], {}),
    }
    times: dict[str, list[float]] = {k: [] for k in variants}
    cpus: dict[str, list[float]] = {k: [] for k in variants}
    failures: dict[str, list[str]] = {k: [] for k in variants}
    data_dirs = []
    try:
        for i in range(rounds):
            order = list(variants) if i % 2 == 0 else list(reversed(variants))
            for name in order:
                cmd, extra = variants[name]
                if name != "bare":
                    data_dirs.append(temp_data_dir())
                    cmd = cmd + ["--data-dir", data_dirs[-1]]
                env = child_env({"TABLEE_BENCH_FIRST_PAINT": "1", "QT_QPA_PLATFORM": "offscreen", **extra})
                ms, cpu, why = time_first_paint(cmd, env, finish=(i == 0))
                if ms is not None:
                    times[name].append(ms)
                if cpu is not None:
                    cpus[name].append(cpu)
                if why and why != "exit code 0":
                    failures[name].append(why)
    finally:
        if audio is not None:
            audio.stop()
        for d in data_dirs:
            shutil.rmtree(d, ignore_errors=True)
    floor = median(times["bare"])
    rows = []
    labels = {"tablee": "1. Start-up: `tablee --smoke` to first paint (median)",
              "tablee_speech_off": "1. Start-up: `tablee --smoke --speech off` (median)"}
    for name, label in labels.items():
        value = median(times[name])
        ok = None if value is None or not floor else value / floor <= GOAL_RATIO
        note = "; ".join(sorted(set(failures[name])))
        rows.append(row(label + (f" — failures: {note}" if note else ""), value, floor,
                        f"ratio ≤ {GOAL_RATIO}", ok if not failures[name] else False, "ms", 0))
    cpu_floor, cpu_app = median(cpus["bare"]), median(cpus["tablee_speech_off"])
    rows.append(row("1. Start-up: CPU time to first paint, `--speech off` (median; less hurt by a busy "
                    "machine than the wall clock, no goal)", cpu_app, cpu_floor, "—", None, "ms", 0))
    for name, why in failures.items():
        if why:
            notes.append(f"{name}: {len(why)} failed run(s): {', '.join(sorted(set(why)))}")
    details = {name: {**stats(v, 1), "runs_ms": [round(x, 1) for x in v],
                      "cpu_ms": [round(x, 1) for x in cpus[name]]} for name, v in times.items()}
    details["rounds"] = rounds
    details["speech_env"] = "private pulseaudio + speech-dispatcher" if audio else "none"
    return {"figure": "startup", "rows": rows, "details": details, "notes": notes}


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(module_main(measure))
