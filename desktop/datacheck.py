"""Start-up checks of the user's own files, before anything reads them.

- Temporary files left by a save that was cut short (the app was killed during
  `write_atomic`) are removed: the save they belonged to is intact on disk.
- User overrides of data files (TABLEE_DATA_OVERRIDES: tactile/code.json,
  decks/<game>.json) are validated; a missing, unreadable or broken one is set
  aside (never deleted), Tablée falls back to its shipped copy, and the main
  window says so, spoken and shown (`report`).

`check()` runs once, from the AppContext, before the display loads the tactile
code and before any game reads its deck.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import NamedTuple

from desktop import paths
from desktop.qt import translate

TEMP_PREFIX = ".tmp-"  # engine.core.saves.write_atomic's temporary files
SMOKE_MOVES = 40


class Problem(NamedTuple):  # not a dataclass: ~1 ms less at start-up
    file: str    # the override's name under the overrides folder, e.g. "decks/gap.json"
    detail: str  # what is wrong (not translated: it quotes the file)
    moved: str   # its name in the set-aside folder


def check() -> list[Problem]:
    remove_stale_temp_files()
    folder = os.environ.get("TABLEE_DATA_OVERRIDES")
    if not folder:
        return []
    root = Path(folder)
    problems = []
    tactile = root / "tactile" / "code.json"
    if _present(tactile):
        problems += _checked(root, tactile, _check_tactile)
    decks = root / "decks"
    if decks.is_dir():
        for path in sorted(decks.iterdir()):
            if path.suffix == ".json":
                problems += _checked(root, path, lambda p: _check_deck(p.stem, p))
    _forget_cached_data()
    return problems


def read_all_settings(settings) -> None:
    """Read every declared setting once: a bad value is reset and recorded in
    `settings.problems` at start-up, not the first time a screen asks for it."""
    from desktop import settings as S
    for setting in S.ALL:
        settings.get(setting)


def report(window, problems: list[Problem]) -> None:
    for problem in problems:
        window.notify(translate(
            "datacheck", "The data file {file} could not be used: {reason}. It was set aside as {moved}; "
            "Tablée uses its own copy instead, and nothing else is lost.").format(
            file=problem.file, reason=problem.detail, moved=problem.moved), "error")


def remove_stale_temp_files() -> list[Path]:
    removed = []
    for folder in (paths.data_dir(), paths.data_dir() / "saves"):
        if not folder.is_dir():
            continue
        for path in folder.glob(TEMP_PREFIX + "*"):
            try:
                path.unlink()
                removed.append(path)
            except OSError:
                pass
    return removed


# ---- checks ------------------------------------------------------------------------
def _present(path: Path) -> bool:
    return path.exists() or path.is_symlink()  # a dangling link is a missing file


def _checked(root: Path, path: Path, check) -> list[Problem]:
    try:
        check(path)
        return []
    except Exception as exc:  # any failure means: do not use this file
        detail = getattr(exc, "detail", None) or f"{type(exc).__name__}: {exc}"
    from desktop.match.autosave import set_aside
    name = path.relative_to(root).as_posix()
    try:
        moved = set_aside(path).name
    except OSError:
        moved = "—"
    return [Problem(name, str(detail), moved)]


def _check_tactile(path: Path) -> None:
    from desktop.cards.tactile import TactileCode
    if not path.is_file():
        raise FileNotFoundError(f"cannot read {path.name}")
    TactileCode.load(str(path))


def _check_deck(game_id: str, path: Path) -> None:
    """Same shape as the shipped deck, and the game can deal and play with it."""
    import json

    from engine import games
    from engine.core.rng import Rng
    from engine.resources import resources_dir
    if not path.is_file():
        raise FileNotFoundError(f"cannot read {path.name}")
    shipped = resources_dir() / "decks" / path.name
    if game_id not in games.GAME_IDS or not shipped.is_file():
        return  # not a deck Tablée reads
    with open(path, encoding="utf-8") as fh:
        mine = json.load(fh)
    with open(shipped, encoding="utf-8") as fh:
        _same_shape(json.load(fh), mine, "")
    _forget_cached_data()
    game = games.get(game_id)
    for players in game.allowed_player_counts({}):
        state, _events = game.begin(players, 1, {})
        rng = Rng(7)
        for _ in range(SMOKE_MOVES):
            if game.result(state) is not None:
                break
            movers = [(s, game.legal_actions(state, s)) for s in sorted(game.to_move(state))]
            movers = [(s, legal) for s, legal in movers if legal]
            (seat, legal), rng = rng.choice(movers)
            action, rng = rng.choice(legal)
            state, _events = game.apply(state, seat, action)
            game.view(state, seat)


def _kind(value) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    return type(value).__name__


def _same_shape(shipped, mine, where: str) -> None:
    if _kind(shipped) != _kind(mine):
        raise ValueError(f"{where or 'the file'} should be a {_kind(shipped)}, not a {_kind(mine)}")
    if isinstance(shipped, dict):
        for key, value in shipped.items():
            if key not in mine:
                raise ValueError(f"{where + '.' if where else ''}{key} is missing")
            _same_shape(value, mine[key], f"{where + '.' if where else ''}{key}")
    elif isinstance(shipped, list) and shipped:
        if not mine:
            raise ValueError(f"{where} is empty")
        kinds = {_kind(v) for v in shipped}
        for i, value in enumerate(mine):
            if len(kinds) == 1 and _kind(value) not in kinds:
                raise ValueError(f"{where}[{i}] should be a {next(iter(kinds))}")
            if isinstance(value, (dict, list)) and len(kinds) == 1:
                _same_shape(shipped[min(i, len(shipped) - 1)], value, f"{where}[{i}]")


def _forget_cached_data() -> None:
    """Data read so far may come from an override that is now set aside."""
    if "engine.core.data" in sys.modules:  # not loaded yet (the usual start-up): nothing read
        sys.modules["engine.core.data"].clear_cache()
    for name, module in list(sys.modules.items()):
        if module is None or not (name.startswith("engine.games.") or name == "desktop.cards.tactile"):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()
