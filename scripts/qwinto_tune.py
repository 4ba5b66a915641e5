"""Tune and compare Qwinto bot variants on paired dice (a development tool, not the bot).

    python scripts/qwinto_tune.py --games 200 [--set solo.k=5 ...] [--policy module:function]
        [--save FILE] [--against FILE] [--baseline module:function] [--workers 2]
    python scripts/qwinto_tune.py --games 200 --record STATES.json   # self-play states + least-squares
    python scripts/qwinto_tune.py --fit STATES.json [--fit MORE.json] # weights of value.FEATURES
    python scripts/qwinto_tune.py --table 2 --games 300 --baseline pkg.ai:strong_policy --set tactics.bonus=8

    python scripts/qwinto_tune.py --fit STATES.json --by-misthrows --weights-out W.json
    python scripts/qwinto_tune.py --games 300 --against BASE.json --set solo.@W.json
    python scripts/qwinto_tune.py --cpu --games 20 [--baseline qwbase.ai:strong_policy]

`--set` changes value.PROFILES ("solo.k=5", "solo.weights=1,0.9,...", "solo.@FILE" for
every parameter in a JSON file such as --weights-out writes), ai.LOOKAHEAD
("lookahead.table=3"), ai.ENDGAME ("endgame.pairs=30:1,12:2"; "endgame.pairs=" for none)
or ai.TACTICS ("tactics.bonus=8"). `--table N`: win share of the
candidate in one rotating seat against N-1 baselines (rules engine, tablee-sim seeds),
and its score minus the rivals' mean; a baseline is a frozen copy of ai.py/value.py
importing the rest from engine.games.qwinto.

Solo matches are played outside the rules engine with "common random numbers": the
faces of turn t, throw a, die d come from one seeded stream per match, whichever
dice a policy rolls, so two variants see the same luck as far as their choices
allow and their paired difference has a far smaller spread than two independent
runs. The distribution is the game's (fair, independent d6). The figure that
counts stays tablee-sim's (1,000 games, engine.sim.match_seed seeds).
"""
from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games.qwinto import ai, value
from engine.games.qwinto.actions import Pass, Reroll, Write
from engine.games.qwinto.layout import layout
from engine.games.qwinto.rules import dice_choices, writes_for
from engine.games.qwinto.scoring import total
from engine.games.qwinto.sheet import Sheet, add_misthrow, write
from engine.games.qwinto.state import CHOOSE, KEEP, WRITE
from engine.games.qwinto.view import View
from engine.sim import match_seed
from engine.stats import wilson


def _view(sheet: Sheet, turn: int, phase: str, dice=(), faces=()) -> View:
    return View(0, 1, (sheet,), 0, 0, turn, phase, tuple(dice), tuple(faces), 0, (0,), (False,), None, "")


def play_solo(seed: int, policy, seen: list | None = None) -> tuple[int, str, int, int]:
    """(score, end reason, misthrows, turns) of one solo match with paired dice;
    `seen` collects the sheet (rows, misthrows) at the start of every turn."""
    lay = layout()
    stream = random.Random(f"qwinto-tune:{seed}")
    sheet, turn = Sheet.empty(), 0
    while True:
        turn += 1
        if seen is not None:
            seen.append((sheet.rows, sheet.misthrows))
        faces = [{d: stream.randint(1, 6) for d in lay.dice} for _ in range(2)]
        roll = policy(_view(sheet, turn, CHOOSE), dice_choices(), None)
        dice = roll.dice
        thrown = tuple(faces[0][d] for d in dice)
        if policy(_view(sheet, turn, KEEP, dice, thrown), (), None) == Reroll():
            thrown = tuple(faces[1][d] for d in dice)
        value_ = sum(thrown)
        legal = writes_for(sheet, value_, dice) + (Pass(),)
        choice = policy(_view(sheet, turn, WRITE, dice, thrown), legal, None)
        if isinstance(choice, Write):
            r = lay.row_index(choice.row)
            sheet = write(sheet, r, lay.box_at[r][choice.column], value_)
        else:
            sheet = add_misthrow(sheet)
        if sheet.misthrows >= lay.misthrows_to_end:
            return total(sheet), "misthrows", sheet.misthrows, turn
        if len(sheet.full_rows()) >= lay.full_rows_to_end:
            return total(sheet), "two_rows", sheet.misthrows, turn


def play_table(seed: int, policies: list) -> tuple[list[float], list[float]]:
    """Per seat: the share of the win (1/k for a k-way tie) and the score of one match
    by the rules engine."""
    from engine.games.qwinto import rules
    from engine.games.qwinto.view import view as view_of
    state = rules.new_state(len(policies), seed)
    while rules.result(state) is None:
        seat = min(rules.to_move(state))
        legal = rules.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else policies[seat](view_of(state, seat), legal, None)
        state, _ = rules.apply(state, seat, action)
    result = rules.result(state)
    won = result.winners
    return [1 / len(won) if s in won else 0.0 for s in range(len(policies))], list(result.scores)


def _table_chunk(args: tuple) -> list:
    cand, base, sets, players, games = args
    apply_sets(sets)
    c, b = load_policy(cand), load_policy(base)
    out = []
    for i in games:
        seats = [c if (s + i) % players == 0 else b for s in range(players)]
        shares, scores = play_table(match_seed(7, i), seats)
        mine = (-i) % players  # the candidate's seat
        rivals = [x for s, x in enumerate(scores) if s != mine]
        out.append((shares[mine], scores[mine] - statistics.fmean(rivals)))
    return out


def run_table(cand: str, base: str, sets: list[str], players: int, games: int, workers: int) -> None:
    """The candidate in one seat (rotated) against `players - 1` baselines."""
    parts = [(cand, base, sets, players, list(range(w, games, workers))) for w in range(workers)]
    with ProcessPoolExecutor(workers) as pool:
        pairs = [x for chunk in pool.map(_table_chunk, parts) for x in chunk]
    shares, margins = [p[0] for p in pairs], [p[1] for p in pairs]
    low, high = wilson(sum(shares), len(shares))
    half = 1.96 * statistics.stdev(margins) / len(margins) ** 0.5
    print(f"table {players}p {' '.join(sets)}: candidate win share {sum(shares) / len(shares):.3f} "
          f"[{low:.3f}, {high:.3f}] (fair {1 / players:.3f}, {games} games); score minus the rivals' "
          f"mean {statistics.fmean(margins):+.2f} ±{half:.2f}", flush=True)


def record(spec: str, sets: list[str], games: int, seed: int) -> list:
    """[(rows, misthrows, final score)] of every turn's start in `games` solo matches."""
    apply_sets(sets)
    policy = load_policy(spec)
    out = []
    for i in range(games):
        seen: list = []
        score = play_solo(seed * 100_003 + 50_000 + i, policy, seen)[0]
        out += [(rows, m, score) for rows, m in seen]
    return out


def fit_by_misthrows(samples: list, sets: list[str], ridge: float = 1e-3) -> list[list[float]]:
    """One weight vector per misthrow count (0..3)."""
    return [fit([x for x in samples if x[1] == m], sets, ridge) for m in range(layout().misthrows_to_end)]


def fit(samples: list, sets: list[str], ridge: float = 1e-3) -> list[float]:
    """Least-squares weights of value.FEATURES predicting the final score."""
    apply_sets(sets)
    params = value.PROFILES["solo"]
    xs = [value.sheet_features(rows, m, params) for rows, m, _ in samples]
    ys = [score for _, _, score in samples]
    keep = [i for i in range(len(xs[0])) if any(abs(x[i] - xs[0][i]) > 1e-12 for x in xs)] + [len(xs[0]) - 1]
    keep = sorted(set(keep))
    xs = [[x[i] for i in keep] for x in xs]
    n = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (ridge * len(xs) if i == j else 0.0) for j in range(n)]
         for i in range(n)]
    b = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(n)]
    for col in range(n):  # Gauss-Jordan with partial pivoting
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[piv], b[col], b[piv] = a[piv], a[col], b[piv], b[col]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
                b[r] -= f * b[col]
    w = [b[i] / a[i][i] for i in range(n)]
    resid = [y - sum(wi * xi for wi, xi in zip(w, x)) for x, y in zip(xs, ys)]
    full = [0.0] * len(value.FEATURES)
    for i, wi in zip(keep, w):
        full[i] = wi
    print("weights", dict(zip(value.FEATURES, [round(x, 3) for x in full])),
          f"rms {statistics.fmean(r * r for r in resid) ** 0.5:.2f} on {len(xs)} states", flush=True)
    return full


def _tuples(x):
    return tuple(_tuples(v) for v in x) if isinstance(x, list) else x


def load_policy(spec: str):
    module, _, func = spec.partition(":")
    return getattr(importlib.import_module(module), func)


def apply_sets(items: list[str]) -> None:
    for item in items:
        key, _, raw = item.partition("=")
        profile, _, name = key.partition(".")
        if name.startswith("@"):  # "solo.@FILE": every parameter of a JSON file
            value.set_params(profile, **{k: _tuples(v) for k, v in json.loads(Path(name[1:]).read_text()).items()})
            continue
        if profile == "lookahead":
            ai.LOOKAHEAD[name] = float(raw)
            continue
        if profile == "endgame":  # "endgame.pairs=30:1,12:2": (open pairs, depth) steps
            ai.ENDGAME[:] = [(int(a), int(b)) for a, b in (x.split(":") for x in raw.split(",") if x)]
            continue
        if profile == "tactics":
            ai.TACTICS[name] = float(raw)
            continue
        number = [float(x) for x in raw.split(",")]
        value.set_params(profile, **{name: number[0] if len(number) == 1 else tuple(number)})


def _chunk(args: tuple) -> list:
    spec, sets, seeds = args
    apply_sets(sets)
    policy = load_policy(spec)
    return [play_solo(s, policy) for s in seeds]


def run_solo(spec: str, sets: list[str], games: int, seed: int, workers: int) -> list:
    seeds = [seed * 100_003 + i for i in range(games)]
    parts = [(spec, sets, seeds[w::workers]) for w in range(workers)]
    if workers == 1:
        chunks = [_chunk(parts[0])]
    else:
        with ProcessPoolExecutor(workers) as pool:
            chunks = list(pool.map(_chunk, parts))
    out: list = [None] * games
    for w, chunk in enumerate(chunks):
        out[w::workers] = chunk
    return out


def cpu_timing(spec: str, sets: list[str], games: int, seed: int) -> None:
    """CPU time per decision (time.process_time, so a loaded machine barely moves it)."""
    import time
    apply_sets(sets)
    policy, times = load_policy(spec), []

    def timed(view, legal, rng):
        start = time.process_time()
        action = policy(view, legal, rng)
        times.append(time.process_time() - start)
        return action
    for i in range(games):
        play_solo(seed * 100_003 + 90_000 + i, timed)
    times.sort()
    print(f"{spec}: CPU per decision p50 {1000 * times[len(times) // 2]:.1f} ms, "
          f"p95 {1000 * times[int(0.95 * len(times))]:.1f} ms ({len(times)} decisions)", flush=True)


def describe(name: str, results) -> None:
    scores = [r[0] for r in results]
    half = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5
    ends = Counter(r[1] for r in results)
    print(f"{name}: mean {statistics.fmean(scores):.2f} ±{half:.2f}  ends {dict(ends)}  "
          f"misthrows {statistics.fmean(r[2] for r in results):.2f}  "
          f"turns {statistics.fmean(r[3] for r in results):.1f}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], metavar="PROFILE.NAME=VALUE")
    parser.add_argument("--policy", default="engine.games.qwinto.ai:strong_policy")
    parser.add_argument("--baseline", metavar="module:function")
    parser.add_argument("--save", metavar="FILE", help="write the per-game results as JSON")
    parser.add_argument("--against", metavar="FILE", help="a saved run on the same seeds to pair with")
    parser.add_argument("--table", type=int, metavar="PLAYERS", help="win share against --baseline")
    parser.add_argument("--record", metavar="FILE", help="play, record states and fit the weights")
    parser.add_argument("--fit", metavar="FILE", action="append", help="fit the weights to recorded states")
    parser.add_argument("--by-misthrows", action="store_true", help="fit one weight vector per misthrow count")
    parser.add_argument("--weights-out", metavar="FILE", help="write the fitted weights as JSON")
    parser.add_argument("--cpu", action="store_true", help="CPU time per decision of --policy (and --baseline)")
    args = parser.parse_args(argv)
    if args.cpu:
        for spec in [args.policy] + ([args.baseline] if args.baseline else []):
            cpu_timing(spec, args.set if spec == args.policy else [], args.games, args.seed)
        return 0
    if args.fit:
        samples = [tuple(x) for f in args.fit for x in json.loads(Path(f).read_text())]
        samples = [(tuple(map(tuple, rows)), m, sc) for rows, m, sc in samples]
        fitted = fit_by_misthrows(samples, args.set) if args.by_misthrows else fit(samples, args.set)
        if args.weights_out:
            key = "by_misthrows" if args.by_misthrows else "weights"
            Path(args.weights_out).write_text(json.dumps({key: fitted}))
        return 0
    if args.record:
        samples = record(args.policy, args.set, args.games, args.seed)
        Path(args.record).write_text(json.dumps(samples))
        fit(samples, args.set)
        return 0
    if args.table:
        run_table(args.policy, args.baseline, args.set, args.table, args.games, args.workers)
        return 0
    base = None
    if args.baseline:
        base = run_solo(args.baseline, [], args.games, args.seed, args.workers)
        describe("baseline", base)
    if args.against:
        base = json.loads(Path(args.against).read_text())[: args.games]
        describe("against", base)
    results = run_solo(args.policy, args.set, args.games, args.seed, args.workers)
    describe("candidate " + " ".join(args.set), results)
    if args.save:
        Path(args.save).write_text(json.dumps(results))
    if base:
        diffs = [a[0] - b[0] for a, b in zip(results, base)]
        half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
        print(f"paired difference {statistics.fmean(diffs):+.2f} ±{half:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
