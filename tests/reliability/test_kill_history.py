"""SIGKILL during history writes: the database opens afterwards, whole, and holds
every match whose commit was reported; at most the match being written is lost."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from desktop.history import db

ROOT = Path(__file__).resolve().parents[2]
KILLS = 30


def _run_and_kill(path: Path, start: int, rng: random.Random) -> list[str]:
    """Start the writer, let it commit a few matches, kill it mid-write; the ids it reported."""
    proc = subprocess.Popen([sys.executable, "-m", "tests.reliability.history_writer", str(path), str(start)],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    reported: list[str] = []
    wanted = rng.randint(1, 6)

    def read() -> None:
        for line in proc.stdout:
            reported.append(line.strip())
    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    deadline = time.monotonic() + 20
    while len(reported) < wanted and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.001)
    time.sleep(rng.uniform(0, 0.01))  # inside the next transaction, most of the time
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    reader.join(timeout=5)
    assert proc.returncode == -signal.SIGKILL, "the writer ended by itself"
    return list(reported)


def test_sigkill_during_history_writes_loses_at_most_the_match_being_written(tmp_path):
    path = tmp_path / db.FILE_NAME
    rng = random.Random(int(os.environ.get("TABLEE_KILL_SEED", "20261201")))
    committed: list[str] = []
    extra_total = 0
    next_id = 0
    for _ in range(KILLS):
        reported = _run_and_kill(path, next_id, rng)
        committed += reported
        database = db.HistoryDB(path)  # runs PRAGMA quick_check: raises Corrupt on damage
        ids = [m.match_id for m in database.matches()]
        assert database.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert all(len(m.seats) == 4 for m in database.matches())  # no match without its seats
        database.close()
        assert set(committed) <= set(ids), "a committed match was lost"
        extra = set(ids) - set(committed)
        assert len(extra) <= 1, f"more than the match in progress: {extra}"  # committed, not yet reported
        extra_total += len(extra)
        committed += sorted(extra)
        next_id = 1 + max(int(i[1:]) for i in ids) if ids else next_id
    assert len(committed) >= KILLS
    print(f"\nhistory kills survived: {KILLS}, matches committed: {len(committed)}, "
          f"committed before being reported: {extra_total}")
