"""House rule: the tree passes ruff (lint and import order) and mypy (strict for
engine/, ordinary for desktop/), as configured in pyproject.toml. Run here so that
`make test`, hence CI, checks them beside the tests; `make lint` runs them alone,
and `ruff check --fix .` repairs most of what ruff finds."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    """The tool installed beside this Python (the .venv), else the one on PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    assert found, f"{name} is missing: pip install -e '.[test]' installs it"
    return found


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_finds_nothing() -> None:
    done = _run(_tool("ruff"), "check", "--no-cache", "--output-format", "concise", ".")
    assert done.returncode == 0, f"ruff check (try `ruff check --fix .`):\n{done.stdout}{done.stderr}"


def test_mypy_finds_nothing() -> None:
    done = _run(_tool("mypy"))  # files and strictness: [tool.mypy] in pyproject.toml
    assert done.returncode == 0, f"mypy:\n{done.stdout}{done.stderr}"
