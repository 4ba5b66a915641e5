"""Figure 6, strength: who wins, strong vs normal vs easy, with 95% intervals.

    python -m tests.bench.strength [--quick] [--json]

engine.sim.run (what `tablee-sim` runs) per registered game: 3 players, levels
strong, normal, easy rotated over the seats game by game, seeds fixed (1..n),
workers=2. Game counts are fixed per game, sized so that the whole `make bench`
fits in 10 minutes on a 2-core machine; the intervals (Wilson, 95%) say how much
that buys. Floor: the fair share 1/3. Goal: strong >= normal >= easy and strong > easy (point
estimates; the note says whether the intervals separate). Then Qwinto solo
(1 player) mean score per level, with its 95% interval, and the recorded
1,000-game figure of the strong Qwinto bot (issue 17: mean >= 62, decision
p95 <= 250 ms), read from qwinto_solo_1000.json beside this file: too long for
`make bench`, it is rerun by the command stored in that file.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.bench.common import games_and_tables, module_main, row

GAMES = {"gap": 6, "twowin": 18, "vingtdeux": 12, "qwinto": 24, "numwin": 18}
SOLO_GAMES = 20
LEVELS = ["strong", "normal", "easy"]
WORKERS = 2


def measure(quick: bool) -> dict:
    from engine import sim
    present, notes = games_and_tables()
    rows, details = [], {}
    for game in present:
        n = GAMES.get(game.id, 12)
        n = max(3, n // 3 // 3 * 3) if quick else n
        levels = [lv for lv in LEVELS if lv in game.bots]
        players = 3 if 3 in game.allowed_player_counts({}) else game.allowed_player_counts({})[0]
        try:
            summary = sim.run(game.id, players, n, 1, levels, workers=WORKERS)
        except Exception as exc:  # a game being written may fail
            notes.append(f"{game.id}: simulation failed: {repr(exc)[:200]}")
            continue
        details[game.id] = summary
        per = summary["levels"]
        rates = [per[lv]["win_rate"] for lv in levels]
        ordered = all(a >= b for a, b in zip(rates, rates[1:])) and rates[0] > rates[-1]
        text = "; ".join(f"{lv} {per[lv]['win_rate']:.2f} [{per[lv]['win_rate_ci95'][0]:.2f}, "
                         f"{per[lv]['win_rate_ci95'][1]:.2f}]" for lv in levels)
        rows.append(row(f"6. Strength {game.id} ({players} players, {n} games, {summary['seconds']} s): "
                        f"win rate {text}; value = strong", per[levels[0]]["win_rate"], 1 / players,
                        " ≥ ".join(levels) + " (strong > easy)", ordered, "", 2))
        separated = per[levels[0]]["win_rate_ci95"][0] > per[levels[-1]]["win_rate_ci95"][1]
        notes.append(f"{game.id}: strong's 95% interval {'is' if separated else 'is not'} above easy's "
                     f"({n} games)")
    qwinto = next((g for g in present if g.id == "qwinto"), None)
    if qwinto is not None and 1 in qwinto.allowed_player_counts({}):
        solo = {}
        n = 9 if quick else SOLO_GAMES
        for level in sorted(qwinto.bots, key=lambda lv: (LEVELS + [lv]).index(lv)):
            try:
                solo[level] = sim.run("qwinto", 1, n, 1, [level], workers=WORKERS)["levels"][level]
            except Exception as exc:
                notes.append(f"qwinto solo {level}: failed: {repr(exc)[:200]}")
        details["qwinto_solo"] = solo
        floor = solo.get("easy", {}).get("mean_score")
        for level, r in solo.items():
            low, high = r["mean_score_ci95"]
            rows.append(row(f"6. Qwinto solo mean score, {level} ({n} games, 95% [{low:.1f}, {high:.1f}]; "
                            f"floor: easy)", r["mean_score"], floor if level != "easy" else None, "—", None, "", 1))
    else:
        notes.append("qwinto: not registered yet, no solo scores")
    rows += recorded_qwinto_solo(notes)
    return {"figure": "strength", "rows": rows, "details": details, "notes": notes}


RECORDED = Path(__file__).with_name("qwinto_solo_1000.json")


def recorded_qwinto_solo(notes: list[str]) -> list[dict]:
    """The row of the recorded 1,000-game Qwinto solo run (strong), if one is recorded."""
    if not RECORDED.exists():
        notes.append("qwinto solo: no recorded 1,000-game run")
        return []
    data = json.loads(RECORDED.read_text(encoding="utf-8"))
    r = data["summary"]["levels"]["strong"]
    low, high = r["mean_score_ci95"]
    ok = r["mean_score"] >= 62 and r["decision_ms_p95"] <= 250
    notes.append(f"qwinto solo recorded {data['date']}: `{data['command']}`")
    return [row(f"6. Qwinto solo mean score, strong, recorded ({data['summary']['games']} games, "
                f"95% [{low:.1f}, {high:.1f}], decision p95 {r['decision_ms_p95']} ms)",
                r["mean_score"], data.get("before"), "≥ 62 and p95 ≤ 250 ms", ok, "", 1)]


if __name__ == "__main__":
    sys.exit(module_main(measure))
