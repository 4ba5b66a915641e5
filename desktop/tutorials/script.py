"""Tutorial scripts are data: resources/tutorials/<game>.json (the deal and the
steps) and <game>.<lang>.json (what is said at each step, per language).

A step asks for one of three things:
- "key": an action id (desktop/actions.py): the player presses their own key for it;
- "moves": encoded engine actions: any of them is the right move;
- "until": a field of the view ("round", "hand_no"): any legal moves until it changes.
Texts may name keys as {key:ACTION_ID}; the tutor puts the player's own binding there.
A moves step is said once one of its moves can be made (Num Win: not while a claim
window on another card is still open).

Optional plan sections:
- "deal": the first deal's cards, fixed (a game with `start_stacked`, e.g. Num Win:
  {"hands": [[card, card], ...], "discard": card, "pile": [cards in drawing order]});
  the engine checks them against the game's real cards, so the tutorial stays a
  legal game: every other card follows in the seed's shuffled order.
- "free": encoded moves that are never wrong while a step waits for another time
  (Num Win's Pass when a claim window closes by itself between steps); at a step
  whose own moves can be made now, they are wrong like any other move.
Progress (the step reached and the moves played) is kept in tutorials.json in the
user's data folder, so a tutorial stopped at any moment resumes at that step.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engine.core.codec import CodecError, decode
from engine.resources import resource_path

FORMAT = 1


class ScriptError(ValueError):
    """A tutorial file is missing or does not describe a tutorial."""


@dataclass(frozen=True)
class Step:
    id: str
    key: str | None
    moves: tuple[Any, ...]
    until: str | None
    say: str
    wrong: str


@dataclass(frozen=True)
class Script:
    game: str
    players: int
    seed: int
    levels: tuple[str, ...]
    options: dict
    steps: tuple[Step, ...]
    title: str
    resume: str
    end: str
    deal: Any = None
    free: tuple[Any, ...] = ()

    def match_game(self):
        """The game the tutorial plays: the real one, its first deal fixed when the plan says so."""
        import dataclasses

        from engine import games
        game = games.get(self.game)
        if self.deal is None:
            return game
        deal, stacked = self.deal, game.start_stacked
        return dataclasses.replace(game, apply=game.rules_apply,
                                   start=lambda players, seed, options: stacked(players, seed, options, deal))


def available(game_id: str) -> bool:
    from desktop.tutorials import available as has_tutorial
    return has_tutorial(game_id)


def _read(*parts: str) -> dict:
    path = resource_path("tutorials", *parts)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ScriptError(f"{path.name}: {exc}") from exc
    if not isinstance(data, dict):
        raise ScriptError(f"{path.name}: not an object")
    return data


def load(game_id: str, language: str) -> Script:
    from engine import games
    if game_id not in games.GAME_IDS:
        raise ScriptError(f"unknown game {game_id!r}")
    games.get(game_id)  # its action types, for decoding the moves
    plan = _read(f"{game_id}.json")
    texts = _read(f"{game_id}.{language}.json")
    if plan.get("format") != FORMAT or plan.get("game") != game_id:
        raise ScriptError(f"{game_id}.json: format or game does not match")
    try:
        steps = tuple(_step(raw, texts["steps"][raw["id"]]) for raw in plan["steps"])
        script = Script(game_id, int(plan["players"]), int(plan["seed"]), tuple(plan.get("levels", ["normal"])),
                        dict(plan.get("options", {})), steps, str(texts["title"]), str(texts["resume"]),
                        str(texts["end"]), _deal(games.get(game_id), plan), tuple(decode(m) for m in plan.get("free", ())))
        if script.deal is not None:
            script.match_game().begin(script.players, script.seed, script.options)  # a possible deal, or ValueError
        return script
    except (KeyError, TypeError, ValueError, CodecError) as exc:
        raise ScriptError(f"{game_id}: {exc!r}") from exc


def _deal(game, plan: dict) -> Any:
    if "deal" not in plan:
        return None
    if game.start_stacked is None:
        raise ScriptError(f"{game.id}: this game's deal cannot be fixed")
    deal = plan["deal"]
    if not isinstance(deal, dict):
        raise ScriptError(f"{game.id}: the deal is not an object")
    return {name: decode(part) for name, part in deal.items()}


def _step(raw: dict, text: dict) -> Step:
    moves = tuple(decode(m) for m in raw.get("moves", ()))
    if sum(bool(x) for x in (raw.get("key"), moves, raw.get("until"))) != 1:
        raise ScriptError(f"step {raw.get('id')}: exactly one of key, moves, until")
    return Step(str(raw["id"]), raw.get("key"), moves, raw.get("until"), str(text["say"]), str(text["wrong"]))


# ---- progress -------------------------------------------------------------------
def _progress_file():
    from desktop import paths
    return paths.data_dir() / "tutorials.json"


def read_progress() -> dict:
    try:
        data = json.loads(_progress_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_progress(game_id: str, step: int, moves: list, done: bool) -> None:
    """Atomically (the saves' own writer): a crash leaves the previous progress, never half a file."""
    from engine.core.codec import encode
    from engine.core.saves import write_atomic
    data = read_progress()
    data[game_id] = {"step": step, "done": done, "moves": [[s, encode(a)] for s, a in moves]}
    write_atomic(str(_progress_file()), json.dumps(data))


def progress(game_id: str) -> tuple[int, list, bool]:
    """(step reached, moves played, finished) for one game; (0, [], False) when new or unreadable."""
    entry: Any = read_progress().get(game_id)
    try:
        moves = [(int(s), decode(a)) for s, a in entry["moves"]]
        return int(entry["step"]), moves, bool(entry.get("done"))
    except (KeyError, TypeError, ValueError, CodecError):
        return 0, [], False
