"""Write the golden save files of the current save format (run once per format version).

    .venv/bin/python -m tests.golden.make_saves

Each file is a seeded match played by legal actions (the first or a seeded pick)
until a situation worth keeping: mid-match, a simultaneous step pending (2 Win,
Qwinto: one seat has chosen, the others not yet), Num Win's claim window open,
and a finished match (which the replay may open). Files of an older format are
never rewritten: they stay in tests/golden/saves/v<N>/ so that every later
format keeps loading them (ARCHITECTURE.md rule 13).
"""
from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import games
from engine.core import saves

HERE = Path(__file__).resolve().parent / "saves"


def _seats(players: int) -> list[dict]:
    names = ["Alice", "Bob", "Chloé", "David", "Emma", "Farid"]
    return [{"name": names[i], "human": i == 0, "level": "normal"} for i in range(players)]


def _play_until(game, players: int, seed: int, options: dict, stop: Callable[[Any, int], bool]):
    """Seeded random legal actions from the start until `stop(state, step)`; the actions too."""
    rng = random.Random(seed)
    state, _events = game.begin(players, seed, options)
    actions: list[tuple[int, Any]] = []
    for step in range(5000):
        if stop(state, step) or game.result(state) is not None:
            return state, actions
        seat = min(s for s in game.to_move(state) if game.legal_actions(state, s))
        action = rng.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action)[0]
        actions.append((seat, action))
    raise RuntimeError("no end")


def _pending(state) -> bool:
    """A simultaneous step where some seat has committed and another has not."""
    pending = getattr(state, "pending", None)
    return bool(pending) and any(p is not None for p in pending) and any(p is None for p in pending)


def situations() -> list[tuple[str, str, int, dict, Callable[[Any, int], bool]]]:
    """(file stem, game id, players, options, stop condition)."""
    out = []
    for game in games.all():
        for options in game.variants:
            variant = "-".join(f"{k}" for k, v in sorted(options.items()) if v) or "default"
            players = 4 if options.get("teams") else 3
            middle = 8 if game.id == "twowin" else 40  # a 2 Win match is short
            out.append((f"{game.id}-{variant}-mid", game.id, players, dict(options),
                        lambda s, i, m=middle: i >= m))
            out.append((f"{game.id}-{variant}-over", game.id, players, dict(options), lambda s, i: False))
    out.append(("twowin-default-pending", "twowin", 3, {}, lambda s, i: i > 3 and _pending(s)))
    out.append(("qwinto-default-pending", "qwinto", 3, {}, lambda s, i: i > 3 and _pending(s)))
    out.append(("numwin-default-claim", "numwin", 3, {"claim_seconds": 5},
                lambda s, i: i > 3 and getattr(s, "phase", "") == "claim"))
    return out


def main() -> int:
    folder = HERE / f"v{saves.VERSION}"
    folder.mkdir(parents=True, exist_ok=True)
    for stem, game_id, players, options, stop in situations():
        path = folder / f"{stem}.json"
        if path.exists():
            continue  # a golden file is never rewritten
        game = games.get(game_id)
        seed = 1000 + sum(map(ord, stem))
        state, actions = _play_until(game, players, seed, options, stop)
        table = {"seats": _seats(players), "seed": seed, "options": options}
        if saves.VERSION >= 2:  # the session records which match it is since format 2
            table["match"] = {"id": stem, "started": "2026-12-01T08:00:00+00:00", "played_s": 61.5}
        text = saves.dumps(game, state, table, **_extra(actions))
        path.write_text(json.dumps(json.loads(text), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(path.relative_to(HERE.parent))
    return 0


def _extra(actions) -> dict:
    """What the current format records beyond the state (the action list since v2)."""
    import inspect
    return {"actions": actions} if "actions" in inspect.signature(saves.dumps).parameters else {}


if __name__ == "__main__":
    sys.exit(main())
