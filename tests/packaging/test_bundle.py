"""Build the Linux bundle and start it (packaging/smoke.sh), for local use.

Slow (a PyInstaller build takes about a minute), so skipped unless
TABLEE_PACKAGE_TEST=1; CI runs packaging/smoke.sh as its own step (.ci/run).
    TABLEE_PACKAGE_TEST=1 .venv/bin/python -m pytest -q tests/packaging
TABLEE_PACKAGE_TEST=nobuild checks an existing dist/tablee without rebuilding.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODE = os.environ.get("TABLEE_PACKAGE_TEST", "")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(MODE not in ("1", "nobuild"), reason="set TABLEE_PACKAGE_TEST=1 to build and start the bundle"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the smoke script checks the Linux bundle"),
]


def test_bundle_builds_and_starts_in_french() -> None:
    args = [str(ROOT / "packaging" / "smoke.sh")] + (["--no-build"] if MODE == "nobuild" else [])
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=1800)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    line = re.search(r"frozen: (tablee smoke: .*)", out).group(1)
    assert "language=fr " in line and "translation_loaded=True" in line
    assert int(re.search(r"tactile_colours=(\d+)", line).group(1)) > 0
    assert re.search(r"speech=\S", line)
    assert int(re.search(r"bundle: (\d+) MB", out).group(1)) < 150


def test_bundle_carries_data_and_translations() -> None:
    internal = ROOT / "dist" / "tablee" / "_internal"
    if not internal.is_dir():
        pytest.skip("no dist/tablee (the build test runs first)")
    assert (internal / "i18n" / "tablee_fr.qm").is_file()
    assert (internal / "i18n" / "tablee_en.qm").is_file()
    assert (internal / "resources" / "tactile" / "code.json").is_file()
    assert sorted(p.name for p in (internal / "resources" / "decks").glob("*.json"))
    for unused in ("QtQuick", "QtQml", "QtWebEngineCore", "QtPdf"):
        assert not list(internal.rglob(f"*{unused}*")), unused
