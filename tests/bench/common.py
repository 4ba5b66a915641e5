"""Shared pieces of the benchmarks: percentiles, result rows, child processes.

Every figure module exposes `measure(quick) -> dict` with "rows" (the lines of
the summary table), "details" (everything measured) and "notes", and runs alone
with `python -m tests.bench.<module> [--quick] [--json]`. `tests/bench/run.py`
runs each module in its own process (one QApplication per process, and a
crash or hang costs one figure, not the run).
"""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESULT_MARK = "BENCH_RESULT "


# ---- statistics -----------------------------------------------------------------
def percentile(values, q: float) -> float | None:
    """Linear-interpolated percentile, q in 0..1; None for no values."""
    data = sorted(values)
    if not data:
        return None
    pos = (len(data) - 1) * q
    low, high = math.floor(pos), math.ceil(pos)
    return data[low] + (data[high] - data[low]) * (pos - low)


def stats(values, digits: int = 2) -> dict:
    """n, p50, p95, max (and mean) of a list of numbers, rounded."""
    values = list(values)
    if not values:
        return {"n": 0, "p50": None, "p95": None, "max": None, "mean": None}
    return {"n": len(values), "p50": round(percentile(values, 0.5), digits),
            "p95": round(percentile(values, 0.95), digits), "max": round(max(values), digits),
            "mean": round(sum(values) / len(values), digits)}


def median(values) -> float | None:
    return percentile(values, 0.5)


# ---- table rows -------------------------------------------------------------------
def fmt(value, unit: str = "", digits: int = 1) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        text = f"{value:.{digits}f}"
    else:
        text = str(value)
    return f"{text} {unit}".strip()


def row(figure: str, value, floor=None, goal: str = "—", ok: bool | None = None, unit: str = "",
        digits: int = 1, ratio: float | None = None, note: str = "") -> dict:
    """One line of the summary table; ratio = value / floor unless given."""
    if ratio is None and isinstance(value, (int, float)) and isinstance(floor, (int, float)) and floor > 0:
        ratio = value / floor
    return {"figure": figure, "value": fmt(value, unit, digits), "floor": fmt(floor, unit, digits),
            "ratio": fmt(ratio, "", 2), "goal": goal,
            "result": "—" if ok is None else ("pass" if ok else "miss"),
            "value_num": value if isinstance(value, (int, float)) else None,
            "floor_num": floor if isinstance(floor, (int, float)) else None,
            "ratio_num": round(ratio, 4) if isinstance(ratio, (int, float)) else None, "note": note}


COLUMNS = ("figure", "value", "floor", "ratio", "goal", "result")


def markdown_table(rows: list[dict]) -> str:
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for r in rows:
        cells = [str(r.get(c, "")).replace("|", "\\|") for c in COLUMNS]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


# ---- games and tables ---------------------------------------------------------------
def games_and_tables() -> tuple[list, list[str]]:
    """(registered games, notes): every game engine.games.all() lists, and a note
    for each declared game id that is not there yet."""
    from engine import games
    present = list(games.all())
    ids = {g.id for g in present}
    notes = [f"{gid}: engine not written yet, skipped" for gid in games.GAME_IDS if gid not in ids]
    return present, notes


def has_table(game_id: str) -> bool:
    """Every registered game has one (tests/desktop/test_registry.py)."""
    from engine import games
    return game_id in games.GAME_IDS


# ---- processes ---------------------------------------------------------------------------
def vm_hwm_kb(pid: int | None = None) -> int | None:
    """Peak resident set size of this process, or of process `pid` (Linux /proc), in kB."""
    try:
        with open(f"/proc/{pid or 'self'}/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        if pid is not None:
            return None
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def child_env(extra: dict | None = None) -> dict:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env.update(extra or {})
    return env


def run_module(module: str, args: list[str], timeout: float, env: dict | None = None) -> dict:
    """Run `python -m tests.bench.<module> ARGS`; the dict it emitted after RESULT_MARK.

    Never raises: a crash, hang or missing result becomes {"error": ...}.
    """
    cmd = [sys.executable, "-m", f"tests.bench.{module}", *args]
    try:
        proc = subprocess.run(cmd, cwd=ROOT, env=env or child_env(), capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        return {"error": f"timed out after {timeout:.0f} s", "stderr": _tail(exc.stderr)}
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith(RESULT_MARK):
            return json.loads(line[len(RESULT_MARK):])
    return {"error": f"exit code {proc.returncode}, no result", "stderr": _tail(proc.stderr)}


def _tail(text, lines: int = 15) -> str:
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return "\n".join((text or "").splitlines()[-lines:])


def emit(result: dict) -> None:
    """The one line a child prints for its parent."""
    sys.stdout.write(RESULT_MARK + json.dumps(result) + "\n")
    sys.stdout.flush()


def module_main(measure, argv: list[str] | None = None) -> int:
    """`python -m tests.bench.X [--quick] [--json]`: the table, or one result line."""
    argv = sys.argv[1:] if argv is None else argv
    quick = "--quick" in argv
    started = time.monotonic()
    result = measure(quick)
    result["seconds"] = round(time.monotonic() - started, 1)
    if "--json" in argv:
        emit(result)
    else:
        print(markdown_table(result.get("rows", [])))
        for note in result.get("notes", []):
            print(f"- {note}")
        print(json.dumps(result.get("details", {}), indent=1, default=str))
    return 0


def temp_data_dir() -> str:
    return tempfile.mkdtemp(prefix="tablee-bench-")


def ensure_bytecode() -> None:
    """Compile our sources to __pycache__ first, as an installed app has them: a
    machine with PYTHONDONTWRITEBYTECODE=1 would otherwise compile every module of
    the app at every start and in every first use of a table (~0.1–0.2 s each)."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", "-j", "0", "desktop", "engine"],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
