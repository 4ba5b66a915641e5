"""Saves that outlive the version: the golden files of every format load, and keep
loading after a (simulated) format bump; a newer format is refused with its version."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import games
from engine.core import replay, savemigrations, saves

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "saves"
FILES = sorted(GOLDEN.glob("v*/*.json"))


def test_there_are_golden_files_of_the_current_format_for_every_game_and_variant():
    current = {p.stem for p in (GOLDEN / f"v{saves.VERSION}").glob("*.json")}
    for game in games.all():
        for options in game.variants:
            variant = "-".join(k for k, v in sorted(options.items()) if v) or "default"
            assert {f"{game.id}-{variant}-mid", f"{game.id}-{variant}-over"} <= current
    assert {"twowin-default-pending", "qwinto-default-pending", "numwin-default-claim"} <= current
    for version in range(1, saves.VERSION):
        assert version in savemigrations.MIGRATIONS, f"format {version} has no migration"
        assert list((GOLDEN / f"v{version}").glob("*.json")), f"format {version} lost its golden files"


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_save_loads(path):
    saved = saves.loads(path.read_text(encoding="utf-8"))
    game = games.get(saved.game_id)
    assert saved.version_read == int(path.parent.name[1:])
    for seat in range(len(saved.table["seats"])):
        game.view(saved.state, seat)
    stem = path.stem
    assert (game.result(saved.state) is not None) == stem.endswith("-over")
    if stem.endswith("-pending"):
        pending = saved.state.pending
        assert any(p is not None for p in pending) and any(p is None for p in pending)
    if stem.endswith("-claim"):
        assert saved.state.phase == "claim"
    if saved.version_read == 1:
        assert saved.actions is None  # format 1 did not record them
    else:
        table = saved.table
        steps = replay.rebuild(game, len(table["seats"]), table["seed"], table["options"], saved.actions, saved.state)
        assert steps[-1].state == saved.state


def _bump_to_3(data: dict) -> dict:
    """A simulated format 3: the seats move out of the table into their own key."""
    table = dict(data["table"])
    return {**data, "version": 3, "table": table, "seats3": table.pop("seats")}


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_saves_load_after_a_simulated_format_bump(path, monkeypatch):
    raw = json.loads(path.read_text(encoding="utf-8"))
    migrations = {**savemigrations.MIGRATIONS, 2: _bump_to_3}
    bumped = savemigrations.migrate(raw, 3, migrations)
    assert bumped["version"] == 3 and "seats" not in bumped["table"]
    assert bumped["seats3"] == raw["table"]["seats"]
    # The loader follows the chain up to the (bumped) current format: the same match
    # as before the bump. This format 3 only adds a key that the loader ignores.
    before = saves.loads(path.read_text(encoding="utf-8"))
    monkeypatch.setattr(saves, "VERSION", 3)
    monkeypatch.setitem(savemigrations.MIGRATIONS, 2, lambda d: {**d, "version": 3, "note3": "x"})
    after = saves.loads(path.read_text(encoding="utf-8"))
    assert (after.game_id, after.state, after.table) == (before.game_id, before.state, before.table)
    assert after.actions == before.actions
    assert after.version_read == raw["version"]
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 3
    assert saves.loads(json.dumps(data)).state == before.state  # a file written by format 3 loads too


@pytest.mark.parametrize("version", [saves.VERSION + 1, 99])
def test_a_save_of_a_future_version_is_refused_with_its_version(version):
    data = json.loads((GOLDEN / f"v{saves.VERSION}" / "gap-default-mid.json").read_text(encoding="utf-8"))
    data["version"] = version
    with pytest.raises(saves.SaveError) as caught:
        saves.loads(json.dumps(data))
    assert caught.value.code == "future_version" and caught.value.detail == str(version)


@pytest.mark.parametrize("version", [0, -1, "2", None, True, 1.5])
def test_a_save_with_no_sensible_version_is_refused(version):
    data = json.loads((GOLDEN / f"v{saves.VERSION}" / "gap-default-mid.json").read_text(encoding="utf-8"))
    data["version"] = version
    with pytest.raises(saves.SaveError) as caught:
        saves.loads(json.dumps(data))
    assert caught.value.code == "wrong_version"


def test_a_recording_that_does_not_replay_is_refused():
    saved = saves.loads((GOLDEN / f"v{saves.VERSION}" / "gap-default-over.json").read_text(encoding="utf-8"))
    game, table = games.get("gap"), saved.table
    with pytest.raises(replay.ReplayError):
        replay.rebuild(game, 3, table["seed"] + 1, table["options"], saved.actions, saved.state)
    with pytest.raises(replay.ReplayError):
        replay.rebuild(game, 3, table["seed"], table["options"], saved.actions[:-1], saved.state)


def test_round_starts_follow_the_state():
    saved = saves.loads((GOLDEN / f"v{saves.VERSION}" / "gap-default-over.json").read_text(encoding="utf-8"))
    table = saved.table
    steps = replay.rebuild(games.get("gap"), 3, table["seed"], table["options"], saved.actions)
    starts = replay.round_starts(steps)
    assert starts[0] == 0 and len(starts) == len({s.round for s in steps})
