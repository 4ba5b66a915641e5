"""Each golden playthrough (tests/golden/<case>.txt) is what today's code plays and
says. A failure shows the first differences: if the change is meant (rules, bots,
English wording), run `python scripts/golden.py` and commit the new files."""
from __future__ import annotations

import dataclasses
import difflib

import pytest

from engine import games
from tests.golden import playthrough as golden


def check(case: golden.Case) -> None:
    assert case.path.exists(), f"{case.path.name} is missing: run `python scripts/golden.py`"
    with golden.english():
        fresh = golden.transcript(case)
    kept = case.path.read_text(encoding="utf-8")
    if fresh != kept:
        diff = difflib.unified_diff(kept.splitlines(), fresh.splitlines(), f"golden/{case.path.name}", "today",
                                    lineterm="", n=1)
        pytest.fail(f"{case.name} plays or says something else than its golden file; if meant, run "
                    f"`python scripts/golden.py {case.name}`\n" + "\n".join(list(diff)[:60]))


@pytest.mark.parametrize("case", golden.CASES, ids=lambda c: c.name)
def test_playthrough_matches_its_golden_file(qapp, case):
    check(case)


def test_every_game_and_variant_has_a_case():
    covered = {(c.game_id, frozenset(k for k, v in c.options.items() if k == "teams" and v)) for c in golden.CASES}
    wanted = {(g.id, frozenset(k for k, v in variant.items() if v)) for g in games.all() for variant in g.variants}
    assert wanted <= covered


def test_a_changed_line_fails_with_the_diff(qapp, tmp_path, monkeypatch):
    case = golden.CASES[0]
    text = case.path.read_text(encoding="utf-8")
    assert "    > " in text and text.count("\n") > 50  # actions, events, and seat 0's English narration
    changed = tmp_path / case.path.name
    changed.write_text(text.replace("    > ", "    > (old wording) ", 1), encoding="utf-8")
    monkeypatch.setattr(golden.Case, "path", property(lambda self: changed))
    with pytest.raises(pytest.fail.Exception, match=r"\(old wording\)"):
        check(dataclasses.replace(case))
