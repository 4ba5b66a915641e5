"""Saves one move before a match's end, for real-Orca tests that must hear the end
screen without playing a whole match (--continue loads them)."""
from __future__ import annotations

import random
from pathlib import Path

from engine import games
from engine.core import saves


def _write_autosave(data_dir: Path, game, state, actions: list, seed: int, options: dict) -> None:
    """The match as the autosave of data_dir: you (seat 0) against Paul, an easy bot."""
    table = {"seats": [{"name": "You", "human": True, "level": "normal"},
                       {"name": "Paul", "human": False, "level": "easy"}], "seed": seed, "options": options}
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "autosave.json").write_text(saves.dumps(game, state, table, actions), encoding="utf-8")


def _ends_whatever_you_play(game, state) -> bool:
    if game.to_move(state) != frozenset({0}):
        return False
    legal = game.legal_actions(state, 0)
    return bool(legal) and all(game.result(game.apply(state, 0, a)[0]) is not None for a in legal)


def _last_move(game, options: dict, seed: int):
    """(state, actions) played by seeded legal moves until any move of yours ends the
    match; None when the match ends otherwise (the bot's move ends it)."""
    rng = random.Random(seed)
    state, _ = game.begin(2, seed, options)
    actions: list = []
    while not _ends_whatever_you_play(game, state):
        if game.result(state) is not None:
            return None
        seat = min(s for s in game.to_move(state) if game.legal_actions(state, s))
        action = rng.choice(list(game.legal_actions(state, seat)))
        state, _ = game.apply(state, seat, action)
        actions.append((seat, action))
    return state, actions


def write_last_move_save(data_dir: Path, game_id: str, options: dict) -> int:
    """A two-seat match (you, then an easy bot) one move of yours before its end, written
    as the autosave of data_dir; its seed (the first that gives one)."""
    game = games.get(game_id)
    for seed in range(1, 200):
        found = _last_move(game, options, seed)
        if found is None:
            continue
        state, actions = found
        _write_autosave(data_dir, game, state, actions, seed, options)
        return seed
    raise RuntimeError(f"no seed gives {game_id} a last move of yours")


def _you_cannot_write(game, state) -> bool:
    """Qwinto: your turn to write, and no box of yours takes the sum (only a misthrow)."""
    from engine.games.qwinto.actions import Write
    return getattr(state, "phase", "") == "write" and 0 in game.to_move(state) and \
        not any(isinstance(a, Write) for a in game.legal_actions(state, 0)) and state.current == 0


def write_no_box_save(data_dir: Path) -> int:
    """A two-seat Qwinto match where you rolled and no box of yours takes the sum, the bot
    still to decide; written as the autosave of data_dir; its seed."""
    game = games.get("qwinto")
    for seed in range(1, 300):
        rng = random.Random(seed)
        state, _ = game.begin(2, seed, {})
        actions: list = []
        while game.result(state) is None and not _you_cannot_write(game, state):
            seat = min(s for s in game.to_move(state) if game.legal_actions(state, s))
            action = rng.choice(list(game.legal_actions(state, seat)))
            state, _ = game.apply(state, seat, action)
            actions.append((seat, action))
        if game.result(state) is None and 1 in game.to_move(state):
            _write_autosave(data_dir, game, state, actions, seed, {})
            return seed
    raise RuntimeError("no seed leaves you without a box")


def write_call_save(data_dir: Path) -> int:
    """A two-seat Num Win match at your turn's end with Num Win callable (phase "call"),
    reached by seeded legal moves that never call; written as the autosave; its seed."""
    from engine.games.numwin.actions import CallNumWin
    from engine.games.numwin.state import CALL
    game = games.get("numwin")
    for seed in range(1, 100):
        rng = random.Random(seed)
        state, _ = game.begin(2, seed, {})
        actions: list = []
        while game.result(state) is None and len(actions) < 400:
            if state.phase == CALL and game.to_move(state) == frozenset({0}) and \
                    any(isinstance(a, CallNumWin) for a in game.legal_actions(state, 0)):
                _write_autosave(data_dir, game, state, actions, seed, {})
                return seed
            seat = min(s for s in game.to_move(state) if game.legal_actions(state, s))
            action = rng.choice([a for a in game.legal_actions(state, seat) if not isinstance(a, CallNumWin)])
            state, _ = game.apply(state, seat, action)
            actions.append((seat, action))
    raise RuntimeError("no seed reaches a Num Win call")


def _your_last_misthrow(game, state) -> bool:
    """Qwinto: you, the active player, alone still to decide, one misthrow from the end."""
    from engine.games.qwinto.layout import layout
    return getattr(state, "phase", "") == "write" and state.current == 0 and \
        game.to_move(state) == frozenset({0}) and state.sheets[0].misthrows == layout().misthrows_to_end - 1


def write_last_misthrow_save(data_dir: Path) -> int:
    """A two-seat Qwinto match where writing nothing (your misthrow, confirmed) ends it:
    the bot has decided, you have one misthrow left; written as the autosave; its seed."""
    from engine.games.qwinto.actions import Pass
    game = games.get("qwinto")
    for seed in range(1, 300):
        rng = random.Random(seed)
        state, _ = game.begin(2, seed, {})
        actions: list = []
        while game.result(state) is None and not _your_last_misthrow(game, state):
            seat = max(s for s in game.to_move(state) if game.legal_actions(state, s))  # the bot decides first
            legal = list(game.legal_actions(state, seat))
            passes = [a for a in legal if isinstance(a, Pass)]
            action = passes[0] if seat == 0 and passes and rng.random() < 0.5 else rng.choice(legal)
            state, _ = game.apply(state, seat, action)
            actions.append((seat, action))
        if game.result(state) is None:
            _write_autosave(data_dir, game, state, actions, seed, {})
            return seed
    raise RuntimeError("no seed leaves you one misthrow from the end")
