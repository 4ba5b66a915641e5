"""Settings that outlive the version: a settings file of every format keeps its
values; a simulated format bump migrates them; a newer file is kept as it is."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from desktop import settings as S
from desktop import settings_migrations as M

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "settings"
# What tests/golden/settings/v1.ini holds (each differs from the default).
V1_VALUES = {S.LANGUAGE: "fr", S.PLAYER_NAME: "Zoé", S.THEME: "high_contrast", S.ZOOM: 150,
             S.CLAIM_DELAY_MS: 7000, S.MEMORY_AID: True, S.BOT_PAUSE_MS: 300, S.CONFIRM_COSTLY: False,
             S.SOUNDS_ON: False, S.SOUNDS_VOLUME: 0.3, S.MUTE_DRAWS: True, S.MUTE_HINTS: True,
             S.MUTE_OTHERS: True, S.SPEECH_OUTPUT: "voice", S.SPEECH_PITCH: 0.2, S.SPEECH_RATE: 0.5,
             S.VERBOSITY: "brief", S.SPEECH_VOICE: "espeak-fr", S.SPEECH_VOLUME: 0.7}


def _copy(tmp_path: Path, name: str) -> Path:
    target = tmp_path / "settings.ini"
    shutil.copy(GOLDEN / name, target)
    return target


def test_every_format_has_a_golden_file_and_a_migration():
    for version in range(1, M.FORMAT + 1):
        assert (GOLDEN / f"v{version}.ini").exists(), f"settings format {version} has no golden file"
    for version in range(1, M.FORMAT):
        assert version in M.MIGRATIONS


@pytest.mark.parametrize("name", sorted(p.name for p in GOLDEN.glob("v*.ini")))
def test_a_golden_settings_file_keeps_every_value(qtbot, tmp_path, name):
    settings = S.Settings(path=str(_copy(tmp_path, name)))
    for setting, value in V1_VALUES.items():
        assert settings.get(setting) == value, setting.key
    assert settings.problems == []
    assert settings.raw_group("shortcuts") == {"review_turn": "Ctrl+F2"}
    assert S.Settings(path=str(tmp_path / "settings.ini")).format_read == M.FORMAT  # stamped


def test_a_simulated_format_bump_migrates_the_keys(qtbot, tmp_path, monkeypatch):
    """Format 2 renames speech/rate to speech/voice_rate: the player's rate survives."""
    path = _copy(tmp_path, "v1.ini")
    monkeypatch.setattr(M, "FORMAT", 2)
    monkeypatch.setitem(M.MIGRATIONS, 1, lambda store: M.rename(store, "speech/rate", "speech/voice_rate"))
    renamed = S.Setting("speech/voice_rate", 0.0, minimum=-1.0, maximum=1.0)
    settings = S.Settings(path=str(path))
    assert settings.format_read == 1
    assert settings.get(renamed) == 0.5
    assert settings.get(S.SPEECH_RATE) == 0.0  # the old key is gone
    again = S.Settings(path=str(path))
    assert again.format_read == 2 and again.get(renamed) == 0.5


def test_a_settings_file_of_a_newer_format_is_read_and_kept(qtbot, tmp_path):
    path = _copy(tmp_path, "v1.ini")
    text = path.read_text(encoding="utf-8") + f"\n[meta]\nformat={M.FORMAT + 5}\n\n[future]\nthing=1\n"
    path.write_text(text, encoding="utf-8")
    settings = S.Settings(path=str(path))
    assert settings.format_read == M.FORMAT + 5
    assert settings.get(S.SPEECH_RATE) == 0.5
    settings.set(S.SPEECH_RATE, 0.25)
    kept = path.read_text(encoding="utf-8")
    assert f"format={M.FORMAT + 5}" in kept and "thing=1" in kept


def test_a_new_settings_file_is_stamped_with_its_first_value(qtbot, tmp_path):
    """Start-up writes nothing to a new file (a sync cost 13-25 ms before the first paint);
    the first value written carries the format with it."""
    path = tmp_path / "settings.ini"
    settings = S.Settings(path=str(path))
    assert settings.format_read == M.FORMAT and not path.exists()
    settings.set(S.SPEECH_RATE, 0.25)
    again = S.Settings(path=str(path))
    assert again.format_read == M.FORMAT and again.get(S.SPEECH_RATE) == 0.25
    assert f"format={M.FORMAT}" in path.read_text(encoding="utf-8")
    raw = tmp_path / "raw.ini"
    S.Settings(path=str(raw)).set_raw("shortcuts", "review_turn", "Ctrl+F2")
    assert f"format={M.FORMAT}" in raw.read_text(encoding="utf-8")
