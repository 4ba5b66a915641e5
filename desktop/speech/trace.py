"""TABLEE_BENCH_SPEECH_TRACE=FILE (tests/bench/orca_latency.py): every message as it
is said, with the wall time, so that a benchmark can compare it with the
timestamps of Orca's debug log (same clock). A benchmark log, not a save."""
from __future__ import annotations

import time


def trace_speech(speech, path: str) -> None:
    """Append "time<TAB>category<TAB>text" for each message the service is given."""
    trace = open(path, "a", encoding="utf-8", buffering=1)

    def write(message) -> None:
        trace.write(f"{time.time():.6f}\t{message.category}\t{message.text}\n")
    speech.messageAdded.connect(write)
