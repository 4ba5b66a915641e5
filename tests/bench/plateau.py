"""`make plateau`: how much the strong bots gain from thinking longer (issue 17).

    python -m tests.bench.plateau [--games N] [--workers W] [--only gap,twowin]

Per game, 2-player matches of `strong` at its default budget against `strong:8x`
(the same bot with 8 times its budget: engine.ai.bots.parse_level), seats rotated
match by match, seeds 1..N (default 400), through engine.sim.run. The 8x side's win
rate with its Wilson 95% interval says whether the default bot is near its plateau:
a lower bound above 0.55 means more thinking still wins, so the bot has room to
improve. Qwinto's strong bot is an exact one-turn expectimax with no budget: it is
listed as such. The run is long (GAP at 8x thinks ~1 s a move on this machine),
so it is not part of `make bench`; it writes docs/plateau-latest.json, whose rows
`make bench` prints (tests/bench/run.py).
"""
from __future__ import annotations

import json
import sys
import time

from tests.bench.common import ROOT, markdown_table, row

GAMES = ("gap", "twowin", "vingtdeux", "numwin", "qwinto")
LEVELS = ["strong", "strong:8x"]
THRESHOLD = 0.55
FULL = 400  # the sample size per game
LATEST = ROOT / "docs" / "plateau-latest.json"


def measure_game(game_id: str, n: int, workers: int) -> dict:
    from engine import games, sim
    game = games.get(game_id)
    problem = sim.level_problem(game, LEVELS)
    if problem:
        return {"row": row(f"6. Plateau {game_id}: not measured", "—", None, f"8x lower bound ≤ {THRESHOLD} ({FULL} matches)",
                           None, note=problem), "note": f"{game_id}: {problem}"}
    summary = sim.run(game_id, 2, n, 1, LEVELS, workers=workers)
    eight = summary["levels"]["strong:8x"]
    base = summary["levels"]["strong"]
    low, high = eight["win_rate_ci95"]
    text = (f"6. Plateau {game_id} (2 players, {n} matches, {summary['seconds']} s): strong:8x win rate "
            f"{eight['win_rate']:.3f} [{low:.3f}, {high:.3f}]; strong p95 {base['decision_ms_p95']} ms")
    judged = n >= FULL  # a small sample says little either way: no pass or miss
    note = f"{game_id}: 8x lower bound {low:.3f} {'≤' if low <= THRESHOLD else '>'} {THRESHOLD} ({n} matches)"
    if not judged:
        note += f"; a sample under {FULL} matches is not judged"
    return {"row": row(text, eight["win_rate"], 0.5, f"8x lower bound ≤ {THRESHOLD} ({FULL} matches)",
                       low <= THRESHOLD if judged else None, "", 3),
            "summary": summary, "note": note}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    n = int(argv[argv.index("--games") + 1]) if "--games" in argv else 400
    workers = int(argv[argv.index("--workers") + 1]) if "--workers" in argv else 2
    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else list(GAMES)
    started = time.monotonic()
    per_game = _read().get("games", {})  # a run of some games keeps the others' last figures
    for game_id in only:
        print(f"plateau: {game_id}, {n} matches ...", file=sys.stderr, flush=True)
        result = measure_game(game_id, n, workers)
        per_game[game_id] = {**result, "matches": n, "date": time.strftime("%Y-%m-%d %H:%M:%S %Z")}
    LATEST.parent.mkdir(exist_ok=True)
    LATEST.write_text(json.dumps({"games": per_game}, indent=1, default=str), encoding="utf-8")
    rows, notes = latest()
    print(markdown_table(rows))
    for note in notes:
        print(f"- {note}")
    print(f"\nplateau: {time.monotonic() - started:.0f} s; {LATEST} written")
    return 0


def _read() -> dict:
    try:
        data = json.loads(LATEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def latest() -> tuple[list[dict], list[str]]:
    """The rows and notes of the last `make plateau` per game (for `make bench`), or a note that there is none."""
    per_game = _read().get("games", {})
    if not per_game:
        return [], ["plateau: no result yet (run `make plateau`)"]
    ordered = [per_game[g] for g in GAMES if g in per_game]
    return [r["row"] for r in ordered], [f"plateau ({r['date']}, {r['matches']} matches): {r['note']}"
                                          for r in ordered]


if __name__ == "__main__":
    sys.exit(main())
