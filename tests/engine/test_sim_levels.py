"""`tablee-sim --levels strong,strong:8x`: a level with N times its thinking budget."""
from __future__ import annotations

import pytest

from engine import games, sim
from engine.ai.bots import make_bot, parse_level


def test_parse_level_reads_the_budget_factor():
    assert parse_level("strong") == ("strong", 1)
    assert parse_level("strong:8x") == ("strong", 8)
    for bad in ("strong:x", "strong:8", "strong:0x", "strong:-2x"):
        with pytest.raises(ValueError):
            parse_level(bad)


@pytest.mark.parametrize("game_id,attribute", [("gap", "iterations"), ("twowin", "budget"),
                                               ("vingtdeux", "iterations"), ("numwin", "samples")])
def test_a_factor_multiplies_the_strong_bots_budget(game_id, attribute):
    game = games.get(game_id)
    base = getattr(make_bot(game, "strong", 0, 1), attribute)
    assert getattr(make_bot(game, "strong:8x", 0, 1), attribute) == 8 * base


def test_a_bot_without_budget_is_refused_clearly():
    qwinto = games.get("qwinto")
    assert "no thinking budget" in sim.level_problem(qwinto, ["strong", "strong:8x"])
    assert sim.level_problem(games.get("gap"), ["strong", "strong:2x"]) is None
    assert "unknown level" in sim.level_problem(qwinto, ["mighty"])


def test_the_levels_keep_their_own_rows_in_the_summary(capsys):
    assert sim.main(["--game", "numwin", "--players", "2", "--games", "2", "--levels", "strong,strong:2x"]) == 0
    out = capsys.readouterr().out
    assert "strong:2x" in out and "\n  strong " in out


def test_make_bench_shows_the_latest_plateau_rows(tmp_path, monkeypatch):
    from tests.bench import plateau
    monkeypatch.setattr(plateau, "LATEST", tmp_path / "plateau-latest.json")
    monkeypatch.setattr(plateau, "MATCHES", tmp_path / "plateau")
    rows, notes = plateau.latest()
    assert rows == [] and "make plateau" in notes[0]
    assert plateau.main(["--games", "2", "--workers", "1", "--only", "numwin"]) == 0
    assert plateau.main(["--games", "1", "--workers", "1", "--only", "qwinto"]) == 0
    rows, notes = plateau.latest()  # both games, in the table's order
    assert rows[0]["figure"].startswith("6. Plateau numwin (2 players, 2 matches")
    assert rows[1]["figure"] == "6. Plateau qwinto: not measured"
    assert "2 matches" in notes[0] and "no thinking budget" in notes[1]


def test_the_plateau_accumulates_matches_and_resumes(tmp_path, monkeypatch):
    """Each match is stored as it ends; a later run plays only the missing ones; a line
    cut short by a killed run is played again; another bot version keeps its own file."""
    from tests.bench import plateau
    monkeypatch.setattr(plateau, "LATEST", tmp_path / "plateau-latest.json")
    monkeypatch.setattr(plateau, "MATCHES", tmp_path / "plateau")
    played: list[int] = []
    real_play = plateau.play
    monkeypatch.setattr(plateau, "play", lambda job: played.append(job[1]) or real_play(job))
    first = plateau.measure_game("numwin", 2, 0)  # 0 workers: one process still plays
    assert first["matches"] == 2 and sorted(played) == [0, 1]
    path = plateau.store("numwin")
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines[:1] + [lines[1][:20]]) + "\n", encoding="utf-8")  # match 1 cut short
    played.clear()
    again = plateau.measure_game("numwin", 3, 0)
    assert sorted(played) == [1, 2] and again["matches"] == 3
    assert again["summary"]["games"] == 3 and "3 matches" in again["row"]["figure"]
    assert sorted(plateau.load(path)) == [0, 1, 2]
    monkeypatch.setattr(plateau, "fingerprint", lambda game_id: "another-bot")
    assert plateau.load(plateau.store("numwin")) == {}  # a changed bot never reuses these matches
