"""Is sound coming out? Read from the benchmark's PulseAudio null sink monitor.

Why: a backend's own idea of "speaking" differs per backend (SSIP's 701/703
events, QTextToSpeech's state) and prism's speech-dispatcher backend has none at
all; comparing them fairly needs one outside witness. `parec` records the null
sink's monitor (what every client plays) as 8 kHz mono 16-bit; a reader thread
timestamps each 5 ms block and keeps the time of the last loud one. The monitor
adds a few ms of its own latency, the same for every backend measured.

    meter = SinkMeter(audio.env); meter.start()
    meter.audible()        # a loud block within the last HOLD_MS
    meter.silent_since(t)  # first moment after t with HOLD_MS of silence, or None
"""
from __future__ import annotations

import array
import os
import subprocess
import threading
import time

RATE = 8000
BLOCK = RATE // 200          # 5 ms of samples
THRESHOLD = 300              # peak of a 16-bit block: espeak-ng speech is in the thousands
HOLD_MS = 25.0               # silence this long = not speaking (gaps inside words are shorter)


class SinkMeter:
    def __init__(self, env: dict[str, str], device: str = "null.monitor") -> None:
        self._env = dict(os.environ, **env)
        self._device = device
        self._proc: subprocess.Popen | None = None
        self._thread: threading.Thread | None = None
        self.loud: list[float] = []  # monotonic end time of each loud block (bounded)
        self.last_loud = 0.0
        self.blocks = 0

    def start(self) -> None:
        cmd = ["parec", "-d", self._device, "--raw", "--format=s16le", f"--rate={RATE}", "--channels=1",
               "--latency-msec=5"]
        self._proc = subprocess.Popen(cmd, env=self._env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self._thread = threading.Thread(target=self._read, name="sink-meter", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 3
        while self.blocks == 0 and time.monotonic() < deadline:
            time.sleep(0.01)

    def _read(self) -> None:
        stream = self._proc.stdout
        size = BLOCK * 2
        while True:
            data = stream.read(size)
            if not data or len(data) < size:
                return
            now = time.monotonic()
            samples = array.array("h", data)
            self.blocks += 1
            if max(abs(min(samples)), abs(max(samples))) >= THRESHOLD:
                self.last_loud = now
                self.loud.append(now)
                del self.loud[:-20000]

    def audible(self) -> bool:
        return (time.monotonic() - self.last_loud) * 1000 < HOLD_MS

    def sound_between(self, start: float, end: float) -> bool:
        return any(start <= t <= end for t in self.loud)

    def stop(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            self._proc.terminate()
            try:
                self._proc.wait(timeout=3)
            except subprocess.TimeoutExpired:
                self._proc.kill()
        if self._thread is not None:
            self._thread.join(2)
