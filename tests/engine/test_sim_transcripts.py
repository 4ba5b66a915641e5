"""`tablee-sim` transcripts describe themselves, and runs of different seeds share no match."""
from __future__ import annotations

import json

from engine import games, sim


def read(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_match_starts_with_a_header_naming_all_it_needs(tmp_path):
    out = tmp_path / "t.jsonl"
    sim.main(["--game", "numwin", "--players", "2", "--games", "2", "--seed", "101",
              "--levels", "strong,normal", "--option", "teams=false", "--transcript", str(out), "--json"])
    lines = read(out)
    headers = [line for line in lines if line["type"] == "match_header"]
    assert [h["game"] for h in headers] == [0, 1]
    declared = {o.key: o.default for o in games.get("numwin").options}
    for header in headers:
        assert header["game_id"] == "numwin" and header["players"] == 2
        assert set(header["options"]) == set(declared)       # defaults included
        assert header["seed"] == sim.match_seed(101, header["game"])
    assert headers[0]["levels"] == ["strong", "normal"] and headers[1]["levels"] == ["normal", "strong"]
    # The header comes right before the match's seq 0, and replaying from it gives the same events.
    first = lines.index(headers[1])
    assert lines[first + 1]["game"] == 1 and lines[first + 1]["seq"] == 0
    again = sim.play_match("numwin", 2, headers[1]["seed"], headers[1]["levels"], headers[1]["options"], True)
    events = [line for line in lines if line["game"] == 1 and line["type"] != "match_header"]
    assert [{k: v for k, v in e.items() if k not in ("game", "seq")} for e in events] == again["events"]


def test_runs_with_different_seeds_share_no_deal():
    def deals(seed: int) -> list:
        seeds = [sim.match_seed(seed, i) for i in range(50)]
        return [games.get("gap").begin(3, s, {})[0].hands for s in seeds], seeds
    deals_1, seeds_1 = deals(1)
    deals_2, seeds_2 = deals(2)
    assert not set(seeds_1) & set(seeds_2)
    assert not {repr(d) for d in deals_1} & {repr(d) for d in deals_2}
    assert deals(1)[1] == seeds_1  # reproducible
