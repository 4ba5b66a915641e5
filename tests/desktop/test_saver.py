"""The autosave worker: newest state wins, atomic files, errors reported, never the GUI thread."""
from __future__ import annotations

import json
import threading
import time

from desktop.match.saver import Saver


def test_the_newest_submission_is_written_and_older_pending_ones_skipped(tmp_path):
    target = tmp_path / "autosave.json"
    errors: list[str] = []
    saver = Saver(lambda: str(target), errors.append)
    gate = threading.Event()
    produced: list[int] = []

    def slow(n):
        def produce():
            gate.wait(2)
            produced.append(n)
            return json.dumps({"n": n})
        return produce

    saver.submit(slow(1))
    time.sleep(0.05)  # the worker is now blocked inside the first save
    for n in (2, 3, 4):
        saver.submit(slow(n))
    gate.set()
    assert saver.flush()
    assert json.loads(target.read_text()) == {"n": 4}
    assert produced == [1, 4] and errors == []
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]  # no temp file left


def test_a_failing_write_is_reported_not_raised(tmp_path):
    errors: list[str] = []
    saver = Saver(lambda: str(tmp_path / "missing-dir-file" / "x" / "\0bad"), errors.append)
    saver.submit(lambda: "{}")
    assert saver.flush()
    assert errors


def test_submit_returns_at_once_even_when_the_disk_is_slow(tmp_path):
    saver = Saver(lambda: str(tmp_path / "a.json"), lambda e: None)
    saver.submit(lambda: (time.sleep(0.3), "{}")[1])
    start = time.perf_counter()
    saver.submit(lambda: "{}")
    assert time.perf_counter() - start < 0.01
    assert saver.flush()


def test_close_writes_what_is_pending_then_ends_the_worker(tmp_path):
    target = tmp_path / "a.json"
    saver = Saver(lambda: str(target), lambda e: None)
    saver.submit(lambda: (time.sleep(0.1), '{"last": true}')[1])
    saver.close()
    saver._thread.join(2)
    assert not saver._thread.is_alive()
    assert json.loads(target.read_text()) == {"last": True}
    assert saver.flush(0.1)
