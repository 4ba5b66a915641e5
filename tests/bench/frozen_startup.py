"""Frozen start-up: Tablée's Linux bundle against a bare PySide6 window frozen the same way.

    .venv/bin/python tests/bench/frozen_startup.py [--runs 7] [--build] [--xvfb]

Both bundles come from the same PyInstaller settings (packaging/common.py) and
carry the same runtime hook (packaging/rthooks/startup_probe.py): with
TABLEE_STARTUP_PROBE=1 the process prints "startup-probe: ready" once its window
is shown and the event loop has completed one turn, then exits. We time process
start (just before spawn) to that line, alternating Tablée and bare runs, and
report the medians and their ratio. Offscreen by default (--xvfb: the xcb
platform on a private Xvfb). Tablée runs with --speech off so that the voice
engine's own start (a second or more with speech-dispatcher, and done after the
first paint anyway) is not counted; --lang fr and a fresh data folder per run.
--build (re)builds dist/tablee and build/bare-dist/bare first.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TABLEE = ROOT / "dist" / "tablee" / "tablee"
BARE = ROOT / "build" / "bare-dist" / "bare" / "bare"
PYINSTALLER = ROOT / ".venv" / "bin" / "pyinstaller"


def build() -> None:
    subprocess.run([str(PYINSTALLER), "--noconfirm", "packaging/tablee.spec"], cwd=ROOT, check=True)
    subprocess.run([str(PYINSTALLER), "--noconfirm", "--distpath", "build/bare-dist", "--workpath",
                    "build/bare-work", "packaging/bare/bare.spec"], cwd=ROOT, check=True)


def time_once(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from spawn to the probe's ready line."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in proc.stdout:
            if line.startswith("startup-probe: ready"):
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError(f"{cmd[0]} exited without the probe line (code {proc.wait()})")
    finally:
        proc.stdout.close()
        if proc.poll() is None:
            proc.kill()
        proc.wait()
    return elapsed


def start_xvfb() -> tuple[subprocess.Popen, str]:
    display = f":{90 + os.getpid() % 500}"
    proc = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    return proc, display


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each, alternating (default 7)")
    parser.add_argument("--build", action="store_true", help="build both bundles first")
    parser.add_argument("--xvfb", action="store_true", help="xcb on a private Xvfb instead of offscreen")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    if args.build or not (TABLEE.exists() and BARE.exists()):
        build()
    work = Path(tempfile.mkdtemp(prefix="tablee-startup-"))
    xvfb = None
    env = dict(os.environ, TABLEE_STARTUP_PROBE="1", XDG_RUNTIME_DIR=str(work))
    os.chmod(work, 0o700)
    if args.xvfb:
        xvfb, display = start_xvfb()
        env.update(QT_QPA_PLATFORM="xcb", DISPLAY=display)
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    times: dict[str, list[float]] = {"tablee": [], "bare": []}
    try:
        time_once([str(BARE)], env)  # warm the page cache for both before timing
        time_once([str(TABLEE), "--speech", "off", "--data-dir", str(work / "warm")], env)
        for i in range(args.runs):
            order = ("tablee", "bare") if i % 2 == 0 else ("bare", "tablee")
            for name in order:
                cmd = [str(BARE)] if name == "bare" else [
                    str(TABLEE), "--lang", "fr", "--speech", "off", "--data-dir", str(work / f"d{i}")]
                times[name].append(time_once(cmd, env))
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)
    med = {k: statistics.median(v) * 1000 for k, v in times.items()}
    result = {"platform": env["QT_QPA_PLATFORM"], "runs": args.runs,
              "tablee_ms": round(med["tablee"], 1), "bare_ms": round(med["bare"], 1),
              "ratio": round(med["tablee"] / med["bare"], 2),
              "tablee_all_ms": [round(t * 1000, 1) for t in times["tablee"]],
              "bare_all_ms": [round(t * 1000, 1) for t in times["bare"]]}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"frozen start-up ({result['platform']}, median of {args.runs} alternating runs, "
              f"spawn to window shown + one event-loop turn):")
        print(f"  tablee {result['tablee_ms']:.0f} ms   bare PySide6 window {result['bare_ms']:.0f} ms   "
              f"ratio {result['ratio']:.2f}")
        print(f"  tablee runs: {result['tablee_all_ms']}\n  bare runs:   {result['bare_all_ms']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
