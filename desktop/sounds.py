"""Earcons: short tones for your turn, an error, a card taken, the end of a round.

The tones are synthesised once into the data folder (no binary assets to ship)
and played with Qt Multimedia; without it, or without an audio device, cues are
silently skipped: speech and the Messages region carry everything anyway.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop import paths, qt

RATE = 22050
CUES = {  # name: list of (frequency Hz, milliseconds)
    "turn": [(660, 90), (880, 120)],
    "error": [(220, 180)],
    "take": [(990, 60)],
    "round": [(523, 110), (659, 110), (784, 180)],
}


def _write_tone(path: Path, notes) -> None:
    import math  # the synthesis modules load with the first cue, not at start-up
    import struct
    import wave
    frames = bytearray()
    for freq, ms in notes:
        count = int(RATE * ms / 1000)
        for i in range(count):
            fade = min(1.0, i / 200, (count - i) / 200)
            frames += struct.pack("<h", int(12000 * fade * math.sin(2 * math.pi * freq * i / RATE)))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))


class Sounds(qt.QObject):
    def __init__(self, enabled: bool = True, volume: float = 0.6, parent=None):
        super().__init__(parent)
        self.enabled = enabled
        self.volume = volume
        self._effects: dict[str, object] = {}
        self._module: Any = None
        self._loaded = False  # Qt Multimedia loads at the first cue, not at start-up

    def _effect(self, name: str):
        if name not in self._effects:
            folder = paths.data_dir() / "sounds"
            folder.mkdir(exist_ok=True)
            path = folder / f"{name}.wav"
            if not path.exists():
                _write_tone(path, CUES[name])
            effect = self._module.QSoundEffect(self)
            effect.setSource(qt.QtCore.QUrl.fromLocalFile(str(path)))
            self._effects[name] = effect
        return self._effects[name]

    def play(self, name: str) -> None:
        if not self.enabled or name not in CUES:
            return
        if not self._loaded:
            self._module, self._loaded = qt.multimedia(), True
        if self._module is None:
            return
        try:
            effect = self._effect(name)
            effect.setVolume(self.volume)
            effect.play()
        except (OSError, RuntimeError):
            self._module = None  # no audio here: stay quiet from now on

    def configure(self, enabled: bool, volume: float) -> None:
        self.enabled, self.volume = enabled, volume
