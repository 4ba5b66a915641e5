"""What makes a game complete in Tablée, gathered from the code into one plain
`Registry`, and the check that finds what a game lacks.

Adding a sixth game means filling every part listed in `Registry` (the checklist
in docs/ARCHITECTURE.md); tests/desktop/test_registry.py runs `problems()` on the
real registry, and on copies with one part removed to show that each is checked.
"""
from __future__ import annotations

import dataclasses
import importlib
import inspect
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from engine import games
from engine.core import codec
from engine.core.model import Event

ROOT = Path(__file__).resolve().parents[2]
RULES_HELP = ROOT / "resources" / "help" / "rules"
FRENCH = ROOT / "i18n" / "tablee_fr.ts"
SHARED_CONTEXTS = ("global", "table", "replay")  # replay: the History window's replay dialog


@dataclass
class Registry:
    """Every part of every game, keyed by game id (an absent key: a missing part)."""
    game_ids: tuple[str, ...]
    names: dict[str, str]                     # English source of the name ("games" context)
    blurbs: dict[str, str]
    options: dict[str, tuple[str, ...]]       # the engine's option keys
    option_labels: dict[str, str]             # option key -> English label ("options" context)
    french: dict[tuple[str, str], str]        # (context, English source) -> finished French
    tables: dict[str, type]
    narrators: dict[str, type]
    rules_help: dict[str, dict[str, str]]     # game -> language -> text
    stickers: dict[str, int]                  # game -> number of stickers on its sheets
    key_contexts: dict[str, str]              # action id -> context
    event_kinds: dict[str, frozenset[str]]    # every kind the game's engine declares
    handled_keys: dict[str, str] = field(default_factory=dict)  # game -> source of its table's trigger()


def _french() -> dict[tuple[str, str], str]:
    out = {}
    for context in ET.parse(FRENCH).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            text = (translation.text or "").strip() if translation is not None else ""
            if text and translation.get("type") not in ("unfinished", "obsolete", "vanished"):
                out[(context.findtext("name") or "", message.findtext("source") or "")] = text
    return out


def event_kinds(game_id: str) -> frozenset[str]:
    """Kinds of the events the game's package registers (engine/games/<id>/events.py)."""
    games.get(game_id)
    importlib.import_module(f"engine.games.{game_id}.events")
    return frozenset(cls.kind for key, cls in codec._TYPES.items()
                     if key.startswith(f"{game_id}.") and issubclass(cls, Event))


def _module_attr(module: str, name: str) -> type | None:
    try:
        return getattr(importlib.import_module(module), name, None)
    except ModuleNotFoundError:
        return None


def _help(game_id: str) -> dict[str, str]:
    out = {}
    for lang in ("fr", "en"):
        path = RULES_HELP / f"{game_id}.{lang}.md"
        if path.exists():
            out[lang] = path.read_text(encoding="utf-8")
    return out


def collect() -> Registry:
    """The registry as the code has it today."""
    from desktop import actions, gameinfo
    from desktop.export import stickers_for

    ids = games.GAME_IDS
    tables = {g: t for g in ids if (t := _module_attr(f"desktop.tables.{g}", "TABLE")) is not None}
    return Registry(
        game_ids=ids,
        names={g: gameinfo.GAME_NAMES[g] for g in ids if g in gameinfo.GAME_NAMES},
        blurbs={g: gameinfo.GAME_BLURBS[g] for g in ids if g in gameinfo.GAME_BLURBS},
        options={g: tuple(o.key for o in games.get(g).options) for g in ids},
        option_labels=dict(gameinfo.OPTION_LABELS),
        french=_french(),
        tables=tables,
        narrators={g: n for g in ids if (n := _module_attr(f"desktop.narration.{g}", "NARRATOR")) is not None},
        rules_help={g: _help(g) for g in ids},
        stickers={g: len(stickers_for(g)) for g in ids},
        key_contexts={spec.id: spec.context for spec in actions.SPECS},
        event_kinds={g: event_kinds(g) for g in ids},
        handled_keys={g: inspect.getsource(t.trigger) for g, t in tables.items()},
    )


def without(registry: Registry, part: str, game_id: str) -> Registry:
    """A copy of `registry` in which `game_id` lacks `part` (for the test that the check sees it)."""
    copy = dataclasses.replace(registry, **{f.name: _copied(getattr(registry, f.name))
                                            for f in dataclasses.fields(registry)})
    if part == "silent":  # the narrator forgets its declarations
        narrator = registry.narrators[game_id]
        copy.narrators[game_id] = type(narrator.__name__, (narrator,), {"SILENT": frozenset()})
        return copy
    value = getattr(copy, part)
    if part == "option_labels":
        value.pop(registry.options[game_id][0])
    elif part == "french":
        del value[("games", registry.names[game_id])]
    elif part == "rules_help":
        value[game_id].pop("fr")
    elif part == "key_contexts":
        own = sorted(k for k, c in value.items() if c == game_id)
        value[own[0]] = "gap_typo" if game_id != "gap" else "twowin_typo"
    elif part == "handled_keys":
        value[game_id] = ""
    else:
        value.pop(game_id)
    return copy


def _copied(value: object) -> object:
    if isinstance(value, dict):
        return {k: (dict(v) if isinstance(v, dict) else v) for k, v in value.items()}
    return value


def problems(registry: Registry) -> list[str]:
    """What each game lacks; empty when every game is complete."""
    out = []
    for game_id in registry.game_ids:
        out += [f"{game_id}: {p}" for p in _game_problems(registry, game_id)]
    known = set(SHARED_CONTEXTS) | set(registry.game_ids)
    out += [f"key {k}: context {c!r} is no game" for k, c in registry.key_contexts.items() if c not in known]
    return out


def _game_problems(r: Registry, game_id: str) -> list[str]:
    out = []
    for what, texts in (("name", r.names), ("blurb", r.blurbs)):
        if not texts.get(game_id):
            out.append(f"no {what} (desktop/gameinfo.py)")
        elif ("games", texts[game_id]) not in r.french:
            out.append(f"no French {what} (i18n/tablee_fr.ts)")
    for key in r.options.get(game_id, ()):
        label = r.option_labels.get(key)
        if not label:
            out.append(f"option {key!r} has no label (desktop/gameinfo.py OPTION_LABELS)")
        elif ("options", label) not in r.french:
            out.append(f"option {key!r} has no French label")
    out += _screen_problems(r, game_id)
    for lang in ("fr", "en"):
        if not r.rules_help.get(game_id, {}).get(lang, "").strip():
            out.append(f"no rules help in {lang} (resources/help/rules/{game_id}.{lang}.md)")
    if not r.stickers.get(game_id):
        out.append("no sticker sheets (desktop/export/stickers.py)")
    return out


def _screen_problems(r: Registry, game_id: str) -> list[str]:
    out = []
    table = r.tables.get(game_id)
    if table is None or getattr(table, "game_id", None) != game_id:
        out.append(f"no table (desktop/tables/{game_id}.py TABLE with game_id {game_id!r})")
    narrator = r.narrators.get(game_id)
    if narrator is None or getattr(narrator, "game_id", None) != game_id:
        out.append(f"no narrator (desktop/narration/{game_id}.py NARRATOR with game_id {game_id!r})")
    else:
        out += _event_problems(narrator, r.event_kinds.get(game_id, frozenset()))
    for key, context in r.key_contexts.items():
        if key.startswith(f"{game_id}_") and context != game_id:
            out.append(f"key {key} is in context {context!r}, not its game's")
        elif context == game_id and f'"{key}"' not in r.handled_keys.get(game_id, ""):
            out.append(f"key {key} is not handled by the table's trigger()")
    return out


def _event_problems(narrator: type, kinds: frozenset[str]) -> list[str]:
    silent = frozenset(getattr(narrator, "SILENT", frozenset()))
    narrated = {k for k in kinds if callable(getattr(narrator, f"on_{k}", None))}
    out = [f"event {k!r} is neither narrated (on_{k}) nor declared SILENT by the narrator"
           for k in sorted(kinds - narrated - silent)]
    out += [f"SILENT names {k!r}, which the engine never emits" for k in sorted(silent - kinds)]
    out += [f"event {k!r} is both narrated and declared SILENT" for k in sorted(silent & narrated)]
    return out
