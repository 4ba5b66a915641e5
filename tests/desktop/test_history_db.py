"""The history database outlives the version: the golden database of every schema
opens (migrated), a simulated schema bump keeps every match, and a database of a
newer Tablée is refused by name and left untouched."""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from desktop.history import db
from tests.golden.make_history import golden_matches

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "history"
FILES = sorted(GOLDEN.glob("v*.sqlite3"))


def _copy(tmp_path: Path, source: Path) -> Path:
    target = tmp_path / db.FILE_NAME
    shutil.copy(source, target)
    return target


def _comparable(match: db.MatchRecord) -> tuple:
    return (match.match_id, match.game, match.options, match.started, match.ended, match.duration_s, match.status,
            match.seed, match.seats, match.you, match.low_score_wins)


def test_every_schema_has_its_golden_database_and_its_migration():
    assert set(db.MIGRATIONS) == set(range(db.SCHEMA_VERSION))
    for version in range(1, db.SCHEMA_VERSION + 1):
        assert (GOLDEN / f"v{version}.sqlite3").exists(), f"schema {version} has no golden database"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_golden_database_opens_with_every_match(tmp_path, path):
    database = db.HistoryDB(_copy(tmp_path, path))
    found = database.matches()
    assert [_comparable(m) for m in found] == [_comparable(m) for m in golden_matches()]
    assert database.record("golden-gap-1") is None and database.record("twowin-default-over")
    assert database.conn.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION
    assert database.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    database.close()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_simulated_schema_bump_keeps_every_match(tmp_path, path, monkeypatch):
    bumped = db.SCHEMA_VERSION
    monkeypatch.setitem(db.MIGRATIONS, bumped,
                        "ALTER TABLE matches ADD COLUMN note TEXT NOT NULL DEFAULT ''; "
                        "UPDATE matches SET note = 'kept'")
    monkeypatch.setattr(db, "SCHEMA_VERSION", bumped + 1)
    database = db.HistoryDB(_copy(tmp_path, path))
    assert database.conn.execute("PRAGMA user_version").fetchone()[0] == bumped + 1
    assert {r[0] for r in database.conn.execute("SELECT note FROM matches")} == {"kept"}
    assert [_comparable(m) for m in database.matches()] == [_comparable(m) for m in golden_matches()]
    database.close()


def test_a_database_of_a_newer_tablee_is_refused_by_version_and_untouched(tmp_path):
    path = _copy(tmp_path, FILES[-1])
    conn = sqlite3.connect(str(path))
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(db.Newer) as caught:
        db.HistoryDB(path)
    assert caught.value.version == 99
    assert path.read_bytes() == before


def test_a_newer_database_is_reported_by_the_app_and_kept(make_app, tmp_path):
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    path = _copy(data, FILES[-1])
    conn = sqlite3.connect(str(path))
    conn.execute("PRAGMA user_version = 42")
    conn.close()
    before = path.read_bytes()
    app = make_app("--lang", "en")
    from tests.desktop.history_helpers import play_match
    play_match(app, "gap", seed=3)
    app.qtbot.waitUntil(lambda: any("newer version of Tablée (history format 42)" in t for t in app.spoken()),
                        timeout=5000)
    assert path.read_bytes() == before and not (data / "set-aside").exists()
