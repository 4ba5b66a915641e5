"""The home screen's first paint builds no more of PySide than it shows, and loads none of
Tablée's speech service or engine core (figure 1, issue 19).

PySide builds a class's Python enums when the class is first used; the Qt namespace's
~100 enum types (focus policies, item roles, keys, the colour scheme...) cost ~25 ms at
once, a sixth of a bare window's whole start-up. desktop/qt.py hands it out on first use,
and the first paint does without it (palette_theme, USER_ROLE, NO_FOCUS). QAccessible
(~3 ms) is built before it on purpose: the notification widgets need it and must appear
with the window (built after its first paint, Orca said "notification." for each). This
runs `tablee` in a child process (this test process built the namespace long ago) and
looks at PySide's QtCore module at the first paint event. Nothing is said before the
first paint, so the speech service (~12 modules, ~10 ms) is made just after it
(MainWindow.speech), and the notification widgets built before it live apart from the
speech backends (desktop/speech/notifications.py: the backends' package and dataclasses,
~2 ms, wait too); a path to a data file needs engine/resources.py, not engine.core.
"""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from tests.bench.common import ROOT

CHILD = textwrap.dedent("""
    import os, sys
    import desktop.app as app
    from PySide6 import QtCore, QtGui, QtWidgets

    class Probe(app.qt.QObject):
        def eventFilter(self, obj, event):
            if event.type() == QtCore.QEvent.Type.Paint:
                print(f"BUILT Qt={'Qt' in vars(QtCore)} QAccessible={'QAccessible' in vars(QtGui)}", flush=True)
                print(f"TYPES QMessageBox={'QMessageBox' in vars(QtWidgets)}", flush=True)
                print(f"LOADED speech={'desktop.speech.service' in sys.modules} "
                      f"message={'desktop.speech.message' in sys.modules} engine={'engine.core' in sys.modules} "
                      f"backends={'desktop.speech.backends' in sys.modules}",
                      flush=True)
                os._exit(0)
            return False

    app._FirstPaintProbe = Probe
    sys.exit(app.main(sys.argv[1:]))
""")


def first_paint_report(tmp_path, *args: str, mark: str = "BUILT ") -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLEE_BENCH_FIRST_PAINT": "1"}
    done = subprocess.run([sys.executable, "-c", CHILD, "--smoke", "--speech", "off", "--data-dir",
                           str(tmp_path), *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    lines = [line for line in done.stdout.splitlines() if line.startswith(mark)]
    assert lines, f"no first paint: {done.stdout!r} {done.stderr[-2000:]!r}"
    return lines[0]


def test_the_first_paint_does_without_the_qt_namespace(tmp_path):
    assert first_paint_report(tmp_path) == "BUILT Qt=False QAccessible=True"


def test_the_probe_sees_the_namespace_once_built(tmp_path):
    """The check can fail: --game starts a match before the paint, and a table needs Qt's enums."""
    assert first_paint_report(tmp_path, "--game", "twowin", "--seed", "1") == "BUILT Qt=True QAccessible=True"


def test_the_first_paint_loads_neither_the_speech_service_nor_the_engine(tmp_path):
    assert first_paint_report(tmp_path, mark="LOADED ") == "LOADED speech=False message=False engine=False backends=False"


def test_the_probe_sees_the_speech_service_once_a_match_starts(tmp_path):
    report = first_paint_report(tmp_path, "--game", "twowin", "--seed", "1", mark="LOADED ")
    assert report == "LOADED speech=True message=True engine=True backends=True"


def test_the_first_paint_builds_no_message_box_type(tmp_path):
    """A QMessageBox subclass defined in a module the home screen imports built the type
    and its enums before the first paint (~4 ms: a confirmation box class once defined in
    desktop/dialogs/focus.py)."""
    assert first_paint_report(tmp_path, mark="TYPES ") == "TYPES QMessageBox=False"
