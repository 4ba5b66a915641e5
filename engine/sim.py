"""`tablee-sim`: full matches between bots, headless, with a JSON or text summary.

Seats are rotated between games (game i gives seat s the level
levels[(s + i) % len(levels)]) so that no level keeps the first seat. A win
shared by k seats counts 1/k to each. `--transcript` writes the omniscient event
log as JSON Lines: before each match's events one header line {"game",
"type": "match_header", "game_id", "players", "options" (every option, defaults
included), "levels", "seed"}, then {"game", "seq", "type", ...the event's fields}.

Match i of a run is played with `match_seed(run seed, i)`, a hash of both, so
runs with different seeds share no match (with seed + i, `--seed 1` and
`--seed 2` shared all matches but one) and a run still replays exactly.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING, Any

from engine import games
from engine.ai.bots import make_bot, parse_level, scalable
from engine.core.codec import encode
from engine.core.model import Event, resolve_options
from engine.stats import mean_interval, percentile, wilson

if TYPE_CHECKING:
    from engine.core.game import Game


def match_seed(run_seed: int, index: int) -> int:
    """A 62-bit seed for match `index` of the run seeded `run_seed`."""
    digest = hashlib.blake2b(f"tablee-sim:{run_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 2


def seat_levels(levels: list[str], players: int, game_index: int) -> list[str]:
    return [levels[(seat + game_index) % len(levels)] for seat in range(players)]


def play_match(game_id: str, players: int, seed: int, levels: list[str],
               options: dict[str, Any] | None = None, with_events: bool = False) -> dict[str, Any]:
    game = games.get(game_id)
    state, events = game.begin(players, seed, options or {})
    bots = [make_bot(game, level, seat, seed * 1000 + seat) for seat, level in enumerate(levels)]
    for seat, bot in enumerate(bots):
        bot.observe(tuple(e.seen_by(seat) for e in events))
    log = list(events) if with_events else []
    timings: list[tuple[str, float]] = []
    decisions = [0] * players
    while game.result(state) is None:
        for seat in sorted(game.to_move(state)):
            legal = game.legal_actions(state, seat)
            if not legal:
                continue
            start = time.perf_counter()
            action = bots[seat].choose(game.view(state, seat), legal)
            timings.append((levels[seat], time.perf_counter() - start))
            decisions[seat] += 1
            state, events = game.apply(state, seat, action)
            for s, bot in enumerate(bots):
                bot.observe(tuple(e.seen_by(s) for e in events))
            if with_events:
                log.extend(events)
            break  # to_move may change after any apply (simultaneous steps)
    result = game.result(state)
    assert result is not None
    return {"levels": levels, "winners": sorted(result.winners), "scores": list(result.scores),
            "timings": timings, "decisions": decisions,
            "events": [_event_json(e) for e in log] if with_events else []}


def _event_json(event: Event) -> dict[str, Any]:
    fields = {k: encode(v) for k, v in event.fields().items()}
    if event.visible_to is not None:
        fields["visible_to"] = sorted(event.visible_to)
    return {"type": event.kind, **fields}


def _job(args: tuple[Any, ...]) -> dict[str, Any]:
    return play_match(*args)


def summarise(game_id: str, players: int, levels: list[str], matches: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    per_level: dict[str, dict[str, Any]] = {}
    for level in dict.fromkeys(levels):
        wins = seats = 0.0
        scores: list[float] = []
        times: list[float] = []
        decisions: list[int] = []
        for m in matches:
            for seat, lv in enumerate(m["levels"]):
                if lv != level:
                    continue
                seats += 1
                scores.append(m["scores"][seat])
                decisions.append(m["decisions"][seat])
                if seat in m["winners"]:
                    wins += 1 / len(m["winners"])
            times.extend(t for lv, t in m["timings"] if lv == level)
        times.sort()
        low, high = wilson(wins, int(seats))
        mean, mlow, mhigh = mean_interval(scores)
        per_level[level] = {
            "seats": int(seats), "wins": round(wins, 3), "win_rate": round(wins / seats, 4) if seats else 0.0,
            "win_rate_ci95": [round(low, 4), round(high, 4)],
            "mean_score": round(mean, 3), "mean_score_ci95": [round(mlow, 3), round(mhigh, 3)],
            "mean_decisions_per_game": round(sum(decisions) / len(decisions), 2) if decisions else 0.0,
            "decision_ms_p50": round(percentile(times, 0.5) * 1000, 2),
            "decision_ms_p95": round(percentile(times, 0.95) * 1000, 2),
        }
    return {"game": game_id, "players": players, "games": len(matches), "seconds": round(seconds, 2),
            "levels": per_level}


def run(game_id: str, players: int, n_games: int, seed: int, levels: list[str], workers: int = 1,
        options: dict[str, Any] | None = None, transcript: str | None = None) -> dict[str, Any]:
    jobs = [(game_id, players, match_seed(seed, i), seat_levels(levels, players, i), options,
             transcript is not None) for i in range(n_games)]
    start = time.perf_counter()
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            matches = list(pool.map(_job, jobs, chunksize=max(1, n_games // (workers * 8))))
    else:
        matches = [_job(j) for j in jobs]
    seconds = time.perf_counter() - start
    if transcript:
        all_options = resolve_options(games.get(game_id).options, options)
        with open(transcript, "w", encoding="utf-8") as fh:
            for index, (job, m) in enumerate(zip(jobs, matches)):
                header = {"game": index, "type": "match_header", "game_id": game_id, "players": players,
                          "options": all_options, "levels": m["levels"], "seed": job[2]}
                fh.write(json.dumps(header, ensure_ascii=False) + "\n")
                for seq, event in enumerate(m["events"]):
                    fh.write(json.dumps({"game": index, "seq": seq, **event}, ensure_ascii=False) + "\n")
    return summarise(game_id, players, levels, matches, seconds)


def _parse_options(items: list[str]) -> dict[str, Any]:
    options = {}
    for item in items:
        key, _, value = item.partition("=")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    return options


def level_problem(game: Game, levels: list[str]) -> str | None:
    """Why `levels` cannot be played (unknown level, bad or unusable :Nx), or None."""
    for text in levels:
        try:
            name, factor = parse_level(text)
        except ValueError as exc:
            return str(exc)
        if name not in game.bots:
            return f"unknown level {name!r}; {game.id} has {sorted(game.bots)}"
        if factor != 1 and not scalable(game.bots[name](0, 0)):
            return f"{game.id}'s {name} bot has no thinking budget to scale ({text})"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tablee-sim", description="Play Tablée matches between bots.")
    parser.add_argument("--game", required=True, choices=[g.id for g in games.all()])
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="strong,normal,easy",
                        help="bot levels by seat, rotated; LEVEL:Nx thinks with N times the budget (strong:8x)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. target=15 (repeatable)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--transcript", metavar="FILE")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    game = games.get(args.game)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    options = _parse_options(args.option)
    problem = level_problem(game, levels)
    if problem:
        parser.error(problem)
    if args.players not in game.allowed_player_counts(options):
        parser.error(f"{args.game} is played by {game.allowed_player_counts(options)} players")
    summary = run(args.game, args.players, args.games, args.seed, levels, args.workers,
                  options, args.transcript)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"{summary['game']}: {summary['games']} games, {summary['players']} players, "
              f"{summary['seconds']} s")
        for level, row in summary["levels"].items():
            low, high = row["win_rate_ci95"]
            print(f"  {level:7} win {row['win_rate']:.3f} [{low:.3f}, {high:.3f}]  mean score "
                  f"{row['mean_score']}  decision p95 {row['decision_ms_p95']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
