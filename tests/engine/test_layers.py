"""House rule 1: the engine knows nothing of Qt nor of the desktop package."""
from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
FORBIDDEN = {"PySide6", "shiboken6", "desktop"}
DYNAMIC_IMPORTS = {"import_module", "__import__"}


def _forbidden(module: str | None) -> bool:
    return bool(module) and module.split(".")[0] in FORBIDDEN


def _offences(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            names = [node.args[0].value] if name in DYNAMIC_IMPORTS else []
        else:
            continue
        rel = path.relative_to(ROOT)
        found += [f"{rel}:{node.lineno}: {n}" for n in names if isinstance(n, str) and _forbidden(n)]
    return found


def test_engine_sources_import_no_qt_nor_desktop():
    sources = sorted(ENGINE.rglob("*.py"))
    assert sources, f"no Python files under {ENGINE}"
    offences = [o for path in sources for o in _offences(path)]
    assert not offences, "engine/ must not import PySide6, shiboken6 or desktop:\n" + "\n".join(offences)


_PROBE = """
import json, pkgutil, importlib, sys
import engine, engine.games
games = [g for g in engine.games.all()]
modules = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.")
           if not m.name.endswith("__main__")]
for name in modules:
    importlib.import_module(name)
print(json.dumps({
    "games": len(games),
    "modules": modules,
    "qt": sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "desktop")),
}))
"""


def test_importing_engine_and_every_game_loads_no_qt():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    proc = subprocess.run([sys.executable, "-c", _PROBE], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout.splitlines()[-1])
    assert report["modules"], "found no engine modules to import"
    assert report["qt"] == [], f"importing the engine loaded {report['qt']}"
