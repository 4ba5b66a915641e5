"""Figure 5, engine: random playouts per second, and bot decision times.

    python -m tests.bench.engine_speed [--quick] [--json]

For every registered game (engine.games.all()) and every allowed player count:
seeded random playouts (a uniformly random legal action for a seat to move)
for a fixed time slice; playouts per second. Then, per game, bots strong /
normal / easy (and any other level the game has) seated together play matches
in this process, one decision at a time, until a time slice ends: decision time
p50/p95 per level (time.perf_counter around bot.choose). Floor for the decision
row: the same game's easy bot (the cheapest policy), measured alongside.
Goal: p95 <= 250 ms at strong.
"""
from __future__ import annotations

import random
import sys
import time

from tests.bench.common import games_and_tables, module_main, percentile, row, stats

GOAL_STRONG_P95_MS = 250.0


def playouts(game, players: int, slice_s: float, seed: int) -> dict:
    rng = random.Random(seed)
    done = steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < slice_s or done == 0:
        state, _ = game.begin(players, seed + done, {})
        while game.result(state) is None:
            seat = rng.choice(sorted(game.to_move(state)))
            legal = game.legal_actions(state, seat)
            if not legal:
                movers = [s for s in sorted(game.to_move(state)) if game.legal_actions(state, s)]
                seat = movers[0]
                legal = game.legal_actions(state, seat)
            state, _ = game.apply(state, seat, rng.choice(legal))
            steps += 1
        done += 1
    seconds = time.perf_counter() - started
    return {"playouts": done, "per_s": round(done / seconds, 2), "steps_per_playout": round(steps / done, 1)}


def decisions(game, slice_s: float, seed: int) -> dict[str, list[float]]:
    from engine.ai.bots import make_bot
    levels = ["strong", "normal", "easy"] + sorted(set(game.bots) - {"strong", "normal", "easy"})
    levels = [lv for lv in levels if lv in game.bots]
    counts = game.allowed_player_counts({})
    players = min(max(counts), max(len(levels), min(counts)))
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    started = time.perf_counter()
    match = 0
    while time.perf_counter() - started < slice_s:
        seats = [levels[(s + match) % len(levels)] for s in range(players)]
        state, events = game.begin(players, seed + match, {})
        bots = [make_bot(game, lv, s, (seed + match) * 1000 + s) for s, lv in enumerate(seats)]
        for s, bot in enumerate(bots):
            bot.observe(tuple(e.seen_by(s) for e in events))
        while game.result(state) is None and time.perf_counter() - started < slice_s:
            seat = next(s for s in sorted(game.to_move(state)) if game.legal_actions(state, s))
            legal = game.legal_actions(state, seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(game.view(state, seat), legal)
            times[seats[seat]].append((time.perf_counter() - t0) * 1000)
            state, events = game.apply(state, seat, action)
            for s, bot in enumerate(bots):
                bot.observe(tuple(e.seen_by(s) for e in events))
        match += 1
    return times


def measure(quick: bool) -> dict:
    present, notes = games_and_tables()
    slice_s = 0.3 if quick else 0.6
    decide_s = 3.0 if quick else 8.0
    rows, details = [], {}
    for game in present:
        per_count = {}
        for players in game.allowed_player_counts({}):
            try:
                per_count[players] = playouts(game, players, slice_s, 1)
            except Exception as exc:  # a game being written may fail
                per_count[players] = {"error": repr(exc)[:200]}
        details[game.id] = {"playouts": per_count}
        good = {p: r for p, r in per_count.items() if "per_s" in r}
        if good:
            text = ", ".join(f"{p}p {r['per_s']:.0f}" for p, r in good.items())
            low = min(r["per_s"] for r in good.values())
            rows.append(row(f"5. Engine {game.id}: random playouts/s by players ({text}); value = slowest",
                            low, None, "—", None, "/s", 1))
        for p, r in per_count.items():
            if "error" in r:
                notes.append(f"{game.id} {p} players: random playout failed: {r['error']}")
        try:
            times = decisions(game, decide_s, 3)
        except Exception as exc:
            notes.append(f"{game.id}: bot decisions failed: {repr(exc)[:200]}")
            continue
        details[game.id]["decisions_ms"] = {lv: stats(v, 2) for lv, v in times.items()}
        floor = percentile(times.get("easy", []), 0.95)
        for level, values in times.items():
            if not values:
                continue
            p95 = percentile(values, 0.95)
            goal = f"p95 ≤ {GOAL_STRONG_P95_MS:g} ms" if level == "strong" else "—"
            ok = p95 <= GOAL_STRONG_P95_MS if level == "strong" else None
            rows.append(row(f"5. Bot decision {game.id} {level}: p95 (p50 {percentile(values, 0.5):.1f}, "
                            f"n={len(values)}; floor: easy p95)", p95, floor if level != "easy" else None,
                            goal, ok, "ms", 1))
    return {"figure": "engine", "rows": rows, "details": details, "notes": notes}


if __name__ == "__main__":
    sys.exit(module_main(measure))
