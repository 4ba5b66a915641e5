"""The golden saves of every format open in the app; a newer format is refused
with its version named, in French and English, and the file is kept."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from desktop import paths
from desktop.match import autosave
from engine import games
from engine.core import saves

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "saves"
FILES = sorted(GOLDEN.glob("v*/*.json"))


class _Window:
    def __init__(self):
        self.said: list[str] = []

    def notify(self, text: str, category: str = "system") -> None:
        self.said.append(text)


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_save_opens_as_a_session(qtbot, tmp_path, path):
    from desktop.match.session import Session
    paths.set_data_dir(tmp_path)
    try:
        copy = tmp_path / path.name
        shutil.copy(path, copy)
        window = _Window()
        saved = autosave.load_file(copy, window)
        assert saved is not None and window.said == []
        session = Session.from_saved(saved, bot_pause_ms=0)
        session.autosave_enabled = False
        assert session.state == saved.state
        assert [s.name for s in session.seats][:2] == ["Alice", "Bob"]
        game = games.get(saved.game_id)
        for seat in range(len(session.seats)):
            game.view(session.state, seat)
        if saved.actions is not None:  # format 2 on: the resumed match keeps its whole record
            assert tuple(session.actions) == saved.actions
            assert session.match.id == path.stem
            assert json.loads(session.save_text())["table"]["match"]["id"] == path.stem
        else:
            assert session.actions is None
    finally:
        paths.set_data_dir(None)


@pytest.mark.parametrize("autosaved", [False, True])
def test_a_save_of_a_future_version_is_refused_by_name_and_kept(qtbot, tmp_path, lang, autosaved):
    paths.set_data_dir(tmp_path)
    try:
        data = json.loads((GOLDEN / f"v{saves.VERSION}" / "gap-default-mid.json").read_text(encoding="utf-8"))
        data["version"] = saves.VERSION + 7
        target = paths.autosave_file() if autosaved else tmp_path / "mine.json"
        target.write_text(json.dumps(data), encoding="utf-8")
        window = _Window()
        assert autosave.load_file(target, window) is None
        (said,) = window.said
        assert str(saves.VERSION + 7) in said and str(saves.VERSION) in said
        words = {"en": "newer version of Tablée", "fr": "version plus récente de Tablée"}[lang]
        assert words in said
        if autosaved:  # moved aside, so that a new match does not write over it
            (kept,) = list(paths.set_aside_dir().iterdir())
            assert json.loads(kept.read_text(encoding="utf-8"))["version"] == saves.VERSION + 7
            assert kept.name in said
        else:  # the player's own file stays where it is
            assert json.loads(target.read_text(encoding="utf-8"))["version"] == saves.VERSION + 7
            assert not paths.set_aside_dir().exists() or not any(paths.set_aside_dir().iterdir())
            assert {"en": "kept as it is", "fr": "conservé tel quel"}[lang] in said
    finally:
        paths.set_data_dir(None)
