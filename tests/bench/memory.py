"""Figure 7, memory: peak RSS of the app after a full game vs a bare window.

    python -m tests.bench.memory [--quick] [--json] [--from-stalls FILE]

Both in their own processes, peak RSS read from /proc/self/status (VmHWM):
the bare PySide6 QMainWindow of tests/bench/bare_window.py (the floor), and the
real MainWindow after a full all-bots match with speech through the built-in
voice (the child of tests/bench/stalls.py, on the private speech-dispatcher).
Under `make bench`, run.py hands over the stalls figure's children (one per
game) instead of playing the matches again; the value is the largest.
"""
from __future__ import annotations

import json
import subprocess
import sys

from tests.bench import audio_env
from tests.bench.common import ROOT, child_env, games_and_tables, has_table, module_main, row, run_module

GOAL_RATIO = 3.0


def bare_peak_kb() -> int | None:
    proc = subprocess.run([sys.executable, "-m", "tests.bench.bare_window"], cwd=ROOT, env=child_env(),
                          capture_output=True, text=True, timeout=60)
    for line in proc.stdout.splitlines():
        if line.startswith("BARE_VMHWM_KB "):
            return int(line.split()[1])
    return None


def game_runs(quick: bool) -> list[dict]:
    present, _ = games_and_tables()
    tabled = [g.id for g in present if has_table(g.id)]
    if not tabled:
        return []
    game = "qwinto" if "qwinto" in tabled else tabled[0]
    audio = None if audio_env.skip_reason() else audio_env.start()
    try:
        env = child_env(audio.env if audio else {})
        return [run_module("stalls", ["--game", game, "--voice", "real" if audio else "log", "--cap", "40"],
                           100, env)]
    finally:
        if audio is not None:
            audio.stop()


def measure(quick: bool, runs: list[dict] | None = None) -> dict:
    notes = []
    bare = bare_peak_kb()
    runs = runs if runs is not None else game_runs(quick)
    good = [r for r in runs if "vm_hwm_kb" in r and r.get("finished")]
    if len(good) < len(runs):
        notes.append(f"{len(runs) - len(good)} match(es) without a finished game or a result left out")
    rows = []
    if good:
        total = lambda r: r["vm_hwm_kb"] + (r.get("worker_hwm_kb") or 0)
        top = max(good, key=total)
        value = total(top) / 1024
        floor = bare / 1024 if bare else None
        per_game = ", ".join(f"{r['game']} {r['vm_hwm_kb'] / 1024:.0f}"
                             + (f" + worker {r['worker_hwm_kb'] / 1024:.0f}" if r.get("worker_hwm_kb") else "")
                             for r in good)
        rows.append(row(f"7. Memory: peak RSS after a full match, app + bot worker, speech {'+'.join(top['outputs'])} "
                        f"(MB per game: {per_game}; value = largest sum)", value, floor,
                        f"ratio ≤ {GOAL_RATIO:g} (ours)", None if floor is None else value / floor <= GOAL_RATIO,
                        "MB", 1))
    notes.append(f"memory goal ratio ≤ {GOAL_RATIO:g} is this benchmark's own (the issue sets none)")
    return {"figure": "memory", "rows": rows, "notes": notes,
            "details": {"bare_vm_hwm_kb": bare,
                        "app": [{k: r.get(k) for k in ("game", "outputs", "finished", "vm_hwm_kb", "worker_hwm_kb", "error")}
                                for r in runs]}}


def main() -> int:
    argv = sys.argv[1:]
    if "--from-stalls" in argv:
        with open(argv[argv.index("--from-stalls") + 1], encoding="utf-8") as fh:
            runs = json.load(fh)
        return module_main(lambda quick: measure(quick, runs), argv)
    return module_main(measure, argv)


if __name__ == "__main__":
    sys.exit(main())
