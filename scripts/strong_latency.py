#!/usr/bin/env python3
"""Decision times of one bot level in seeded matches against itself (2 players unless told; issue 17).

    flock /tmp/tablee-bench.lock .venv/bin/python scripts/strong_latency.py gap [LEVEL] [MATCHES] [PLAYERS]

Run it at normal priority under the bench lock (the brief's rule for timing): it
prints the decisions timed, p50, p95 and the slowest, in milliseconds, time.perf_counter
around bot.choose only. The requirement: `strong` p95 <= 250 ms on this machine.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import games
from engine.ai.bots import make_bot


def decision_times(game_id: str, level: str, matches: int, players: int = 2) -> list[float]:
    game = games.get(game_id)
    times = []
    for m in range(matches):
        state, _ = game.begin(players, 500 + m, {})
        bots = [make_bot(game, level, s, 7 + s + m) for s in range(players)]
        while game.result(state) is None:
            seat = next(s for s in sorted(game.to_move(state)) if game.legal_actions(state, s))
            legal = game.legal_actions(state, seat)
            start = time.perf_counter()
            action = bots[seat].choose(game.view(state, seat), legal)
            times.append(time.perf_counter() - start)
            state, _ = game.apply(state, seat, action)
    return sorted(times)


def main(argv: list[str]) -> int:
    game_id = argv[0]
    level = argv[1] if len(argv) > 1 else "strong"
    matches = int(argv[2]) if len(argv) > 2 else 4
    players = int(argv[3]) if len(argv) > 3 else 2
    times = decision_times(game_id, level, matches, players)
    at = lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000
    print(f"{game_id} {level}: {len(times)} decisions in {matches} {players}-player matches, p50 {at(0.5):.1f} ms, "
          f"p95 {at(0.95):.1f} ms, max {times[-1] * 1000:.1f} ms, total {sum(times):.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
