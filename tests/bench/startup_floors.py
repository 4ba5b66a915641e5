"""Reading figure 1: how far above the bare window a usable first screen can start.

    python -m tests.bench.startup_floors [--quick] [--json]

Not a goal of its own (figure 1 keeps its bare-window floor): the same first-paint
mark and the same alternation as tests/bench/startup.py, for the bare window, the
floors of tests/bench/floor_screens.py (the bare window with PySide imported as Tablée
imports it, desktop/pyside_support.py: what figure 1 would be against that floor; the Qt namespace Tablée no longer builds
before its paint; a focused list under a label; Tablée's home screen as plain PySide6
widgets under Tablée's stylesheet) and `tablee --smoke --speech off`. Each row gives
the wall and CPU medians and their ratio to the bare window, so that a miss of
figure 1 can be split into what the home screen's widgets cost in PySide6 alone and
what Tablée's own code adds.
"""
from __future__ import annotations

import os
import shutil
import sys

from tests.bench.common import child_env, ensure_bytecode, median, module_main, row, temp_data_dir
from tests.bench.startup import tablee_cmd, time_first_paint

FLOORS = {
    "bare": [],
    "bare, PySide imported as Tablée does (its support modules from Tablée's cache)": ["support"],
    "bare + Qt namespace": ["qt"],
    "bare + a label and a focused list": ["label", "list"],
    "bare + the home screen's widgets in plain PySide6": ["home"],
}
APP = "tablee --smoke --speech off"


def _commands() -> dict[str, list[str]]:
    commands = {name: [sys.executable, "-m", "tests.bench.floor_screens", *parts] for name, parts in FLOORS.items()}
    commands[APP] = tablee_cmd() + ["--smoke", "--speech", "off"]
    return commands


def _tablee_stylesheet() -> str:
    """The light theme's stylesheet at 100 %, as Tablée applies it (built here, in the
    parent, so that the floor imports none of Tablée's modules)."""
    from desktop.lowvision import style, themes
    return style.stylesheet(themes.BY_NAME["light"], 100)


def measure(quick: bool) -> dict:
    rounds = 3 if quick else 7
    ensure_bytecode()
    commands = _commands()
    sheet = _tablee_stylesheet()
    walls: dict[str, list[float]] = {k: [] for k in commands}
    cpus: dict[str, list[float]] = {k: [] for k in commands}
    data_dirs: list[str] = []
    try:
        for i in range(rounds):
            for name in (list(commands) if i % 2 == 0 else list(reversed(commands))):
                cmd = commands[name]
                if name == APP:
                    data_dirs.append(temp_data_dir())
                    cmd = cmd + ["--data-dir", data_dirs[-1]]
                env = child_env({"TABLEE_BENCH_FIRST_PAINT": "1", "QT_QPA_PLATFORM": "offscreen",
                                 "FLOOR_STYLESHEET": sheet})
                wall, cpu, _why = time_first_paint(cmd, env, finish=False)
                if wall is not None:
                    walls[name].append(wall)
                if cpu is not None:
                    cpus[name].append(cpu)
    finally:
        for d in data_dirs:
            shutil.rmtree(d, ignore_errors=True)
    wall_floor, cpu_floor = median(walls["bare"]), median(cpus["bare"])
    rows = []
    for name in commands:
        rows.append(row(f"start-up, wall: {name}", median(walls[name]), wall_floor, "—", None, "ms", 0))
        rows.append(row(f"start-up, CPU: {name}", median(cpus[name]), cpu_floor, "—", None, "ms", 0))
    details = {name: {"wall_ms": [round(x, 1) for x in walls[name]], "cpu_ms": [round(x, 1) for x in cpus[name]]}
               for name in commands}
    return {"figure": "startup_floors", "rows": rows, "details": details,
            "notes": ["informational: figure 1's goal stays the ratio to the bare window"]}


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(module_main(measure))
