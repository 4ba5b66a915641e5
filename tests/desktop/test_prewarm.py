"""Idle-time preparation of the first match (desktop/match/prewarm.py)."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from desktop.match.prewarm import Prewarmer


def test_steps_run_one_per_tick_and_a_failing_step_does_not_stop_them(qtbot, caplog):
    ran = []

    def boom():
        raise RuntimeError("broken step")

    warmer = Prewarmer([lambda: ran.append(1), boom, lambda: ran.append(3)])
    finished = []
    warmer.finished.connect(lambda: finished.append(list(ran)))
    warmer.start(0)
    assert not warmer.done
    qtbot.waitUntil(lambda: warmer.done, timeout=2000)
    assert ran == [1, 3]
    assert "broken step" in caplog.text
    assert finished == [[1, 3]]  # once, after the last step


def test_the_app_hides_its_start_up_objects_from_the_collector(tmp_path):
    """desktop/app.py collect_less: after the first paint, and again once the match
    machinery is loaded, a full collection no longer walks what start-up made."""
    child = textwrap.dedent("""
        import gc, sys
        import desktop.app as app
        from desktop import qt
        import desktop.mainwindow as mw
        counts = []
        real_init = mw.MainWindow.__init__
        def init(self, *args):
            real_init(self, *args)
            # read after main()'s own slots (connected later) have run
            self.startedUp.connect(lambda: qt.QTimer.singleShot(0, lambda: counts.append(gc.get_freeze_count())))
            self.startedUp.connect(lambda: qt.QTimer.singleShot(20000, qt.application().quit))
            self.prewarmed.connect(lambda: qt.QTimer.singleShot(0, lambda: (counts.append(gc.get_freeze_count()),
                                                                            qt.application().quit())))
        mw.MainWindow.__init__ = init
        gc_before = gc.get_freeze_count()
        app.main(sys.argv[1:])
        print("FROZEN", gc_before, counts[0] > 10000, len(counts) == 2 and counts[1] > counts[0], gc.isenabled())
    """)
    done = subprocess.run([sys.executable, "-c", child, "--speech", "off", "--data-dir", str(tmp_path)],
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, capture_output=True, text=True,
                          timeout=60)
    lines = [line for line in done.stdout.splitlines() if line.startswith("FROZEN")]
    assert lines == ["FROZEN 0 True True True"], (done.stdout, done.stderr[-2000:])


def test_after_the_steps_a_match_start_imports_nothing_of_its_game():
    """In a fresh process: the steps for GAP, then a GAP match; the match start must
    find the game's rules, table and narration already imported."""
    code = textwrap.dedent("""
        import os, sys, tempfile
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from tests.bench import harness
        ctx, window = harness.make_window(tempfile.mkdtemp(), None, "off")
        from desktop.match import prewarm
        for step in prewarm.steps(["gap"]):
            step()
        before = set(sys.modules)
        window.start_match("gap", harness.seats(2, 0, "easy"), {}, 3)
        new = sorted(m for m in set(sys.modules) - before
                     if m.startswith(("engine.games.gap", "desktop.tables", "desktop.narration", "desktop.match.session")))
        print("NEW", new)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    line = next((x for x in out.stdout.splitlines() if x.startswith("NEW")), None)
    assert line is not None, out.stderr[-2000:]
    assert line == "NEW []"



def test_a_match_started_before_the_first_paint_leaves_no_preparation_running(qtbot, tmp_path):
    """`tablee --game …` starts the match before the window is painted: the match
    start runs finish_start_up(), whose preparation must not then run during play."""
    from desktop import paths
    from desktop.app import AppContext, parse_args
    from desktop.mainwindow import MainWindow
    from desktop.match.session import SeatConfig
    from desktop.qt import QtWidgets
    from desktop.speech import SpeechService
    paths.set_data_dir(tmp_path)
    args = parse_args(["--data-dir", str(tmp_path), "--speech", "off"])
    ctx = AppContext(QtWidgets.QApplication.instance(), args,
                     speech=SpeechService(factories={}, detector=lambda: False))
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.start_match("gap", [SeatConfig("Ann", True), SeatConfig("Bot", False, "easy")], {}, 3)
    assert window.started_up and window._prewarmer.done
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(100)
    assert window._prewarmer.done
    paths.set_data_dir(None)
