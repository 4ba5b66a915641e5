"""`make plateau`: how much the strong bots gain from thinking longer (issue 17).

    python -m tests.bench.plateau [--games N] [--workers W] [--only gap,twowin] [--stored]

Per game, 2-player matches of `strong` at its default budget against `strong:8x`
(the same bot with 8 times its budget: engine.ai.bots.parse_level), seats rotated
match by match, match i seeded as `tablee-sim --seed 1` seeds it (engine.sim), N
matches (default 400). The 8x side's win rate with its Wilson 95% interval says
whether the default bot is near its plateau: a lower bound above 0.55 means more
thinking still wins, so the bot has room to improve. Qwinto's strong bot is an
exact one-turn expectimax with no budget: it is listed as such.

The runs are long, so they accumulate: every finished match is appended at once to
docs/plateau/<game>-<bots>.jsonl, where <bots> fingerprints the source of the game
and of the search (a changed bot starts a new file, never mixes with the old
one), and a later run plays only the matches still missing. The figures so far go
to docs/plateau-latest.json (rewritten as matches land), whose rows `make bench`
prints (tests/bench/run.py). Decision times here are taken under `nice` with other
work running: the honest p95 is measured apart (tests/bench/engine_speed.py, and
scripts/strong_latency.py for 2-player matches).
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import sys
import time
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from tests.bench.common import ROOT, markdown_table, row

GAMES = ("gap", "twowin", "vingtdeux", "numwin", "qwinto")
LEVELS = ["strong", "strong:8x"]
THRESHOLD = 0.55
FULL = 400  # the sample size per game
SEED = 1
LATEST = ROOT / "docs" / "plateau-latest.json"
MATCHES = ROOT / "docs" / "plateau"
SAVE_EVERY = 60.0  # seconds between rewrites of LATEST during a run


def fingerprint(game_id: str) -> str:
    """12 hex digits over the source the bots' play depends on."""
    engine = ROOT / "engine"
    files = sorted((engine / "games" / game_id).rglob("*.py")) + [
        engine / "ai" / "search.py", engine / "ai" / "bots.py", engine / "core" / "rng.py",
        engine / "core" / "model.py", engine / "sim.py"]
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


def store(game_id: str) -> Path:
    return MATCHES / f"{game_id}-{fingerprint(game_id)}.jsonl"


def load(path: Path) -> dict[int, dict[str, Any]]:
    """The matches stored so far by index (a line cut short by a killed run is skipped)."""
    out: dict[int, dict[str, Any]] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return out
    for line in lines:
        try:
            match = json.loads(line)
            out[int(match["index"])] = match
        except (ValueError, KeyError, TypeError):
            continue
    return out


def play(job: tuple[str, int]) -> dict[str, Any]:
    """Match `index` of the run, in the compact form stored per line."""
    from engine import sim
    game_id, index = job
    m = sim.play_match(game_id, 2, sim.match_seed(SEED, index), sim.seat_levels(LEVELS, 2, index))
    ms = {lv: [round(t * 1000, 1) for level, t in m["timings"] if level == lv] for lv in LEVELS}
    return {"index": index, "levels": m["levels"], "winners": m["winners"], "scores": m["scores"],
            "decisions": m["decisions"], "ms": ms}


def summary(game_id: str, stored: dict[int, dict[str, Any]], n: int, seconds: float) -> dict[str, Any]:
    """engine.sim's summary over the first `n` stored matches."""
    from engine import sim
    matches = [{**m, "timings": [(lv, t / 1000) for lv, ts in m["ms"].items() for t in ts]}
               for i, m in sorted(stored.items()) if i < n]
    return sim.summarise(game_id, 2, LEVELS, matches, seconds)


def judged_result(game_id: str, result: dict[str, Any], target: int) -> dict[str, Any]:
    """The row and note for `make bench`: judged only at FULL matches or more."""
    n = result["games"]
    eight, base = result["levels"]["strong:8x"], result["levels"]["strong"]
    low, high = eight["win_rate_ci95"]
    text = (f"6. Plateau {game_id} (2 players, {n} matches, {result['seconds']} s thinking): strong:8x win rate "
            f"{eight['win_rate']:.3f} [{low:.3f}, {high:.3f}]; strong p95 {base['decision_ms_p95']} ms (niced)")
    judged = n >= FULL  # a small sample says little either way: no pass or miss
    note = f"{game_id}: 8x lower bound {low:.3f} {'≤' if low <= THRESHOLD else '>'} {THRESHOLD} ({n} matches)"
    if n < target:
        note += f"; run in progress or cut short ({n} of {target})"
    if not judged:
        note += f"; a sample under {FULL} matches is not judged"
    goal = f"8x lower bound ≤ {THRESHOLD} ({FULL} matches)"
    return {"row": row(text, eight["win_rate"], 0.5, goal, low <= THRESHOLD if judged else None, "", 3),
            "summary": result, "note": note, "matches": n, "bots": fingerprint(game_id),
            "date": time.strftime("%Y-%m-%d %H:%M:%S %Z")}


def measure_game(game_id: str, n: int, workers: int, play_missing: bool = True) -> dict[str, Any]:
    """Play the missing matches among the first `n`, saving each as it lands (or only
    sum up those stored, with `play_missing` False)."""
    from engine import games, sim
    problem = sim.level_problem(games.get(game_id), LEVELS)
    if problem:
        return {"row": row(f"6. Plateau {game_id}: not measured", "—", None,
                           f"8x lower bound ≤ {THRESHOLD} ({FULL} matches)", None, note=problem),
                "note": f"{game_id}: {problem}", "matches": 0, "date": time.strftime("%Y-%m-%d %H:%M:%S %Z")}
    path = store(game_id)
    stored = load(path)
    missing = [(game_id, i) for i in range(n) if i not in stored] if play_missing else []
    print(f"plateau: {game_id}: {n - len(missing)} of {n} matches stored in {path.name}, "
          f"{len(missing)} to play", file=sys.stderr, flush=True)
    seconds = sum(sum(sum(ts) for ts in m["ms"].values()) for m in stored.values()) / 1000
    path.parent.mkdir(parents=True, exist_ok=True)
    saved = time.monotonic()
    with path.open("a", encoding="utf-8") as fh:
        for match in _played(missing, workers):
            fh.write(json.dumps(match, separators=(",", ":")) + "\n")
            fh.flush()
            stored[match["index"]] = match
            seconds += sum(sum(ts) for ts in match["ms"].values()) / 1000
            if time.monotonic() - saved > SAVE_EVERY:
                _save(game_id, judged_result(game_id, summary(game_id, stored, n, round(seconds, 1)), n))
                saved = time.monotonic()
    return judged_result(game_id, summary(game_id, stored, n, round(seconds, 1)), n)


def _played(jobs: list[tuple[str, int]], workers: int) -> Iterator[dict[str, Any]]:
    """The matches as they end: in this process with one worker, else in a pool."""
    if workers <= 1:
        yield from (play(job) for job in jobs)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        running = {pool.submit(play, job) for job in jobs[:2 * workers]}
        queue = jobs[2 * workers:]
        while running:
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
                if queue:
                    running.add(pool.submit(play, queue.pop(0)))


def _save(game_id: str, result: dict[str, Any]) -> None:
    """Under a lock: runs of different games may save at the same moment."""
    LATEST.parent.mkdir(exist_ok=True)
    with open(LATEST.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        per_game = _read().get("games", {})  # a run of some games keeps the others' last figures
        per_game[game_id] = result
        LATEST.write_text(json.dumps({"games": per_game}, indent=1, default=str), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    n = int(argv[argv.index("--games") + 1]) if "--games" in argv else FULL
    workers = int(argv[argv.index("--workers") + 1]) if "--workers" in argv else 2
    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else list(GAMES)
    play_missing = "--stored" not in argv  # --stored: the figures of the matches stored, none played
    started = time.monotonic()
    for game_id in only:
        _save(game_id, measure_game(game_id, n, workers, play_missing))
    rows, notes = latest()
    print(markdown_table(rows))
    for note in notes:
        print(f"- {note}")
    print(f"\nplateau: {time.monotonic() - started:.0f} s; {LATEST} written")
    return 0


def _read() -> dict[str, Any]:
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
