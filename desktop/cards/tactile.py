"""The tactile code as data: colour -> shape, value -> stacked marks, stars, specials.

The default table is resources/tactile/code.json (a user may replace it through
TABLEE_DATA_OVERRIDES, load another file, or override single entries from the
settings with `with_overrides`). This module is plain Python: no Qt.

Pattern marks, read from the top of the column under the colour shape:
"bar" counts 5, "dot" counts 1, "ring" alone means 0 (so 7 = bar, dot, dot).
Vingt-deux's J Q K A show their letter in the centre and the dots of their order
value (J 11, Q 12, K 13, A 14, from the "ranks" table).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.core.data import DataError
from engine.resources import resource_path

FORMAT = 1
THEMES = ("light", "dark", "high_contrast")
LANGS = ("fr", "en")
MARKS = ("dot", "bar", "ring")
VALUES = tuple(range(17))
#: Shapes the painter knows for colours and suits.
SHAPES = ("circle", "triangle", "square", "diamond", "cross", "heart", "hexagon", "star",
          "pentagon", "spade", "suit_heart", "suit_diamond", "club")
#: Marks the painter knows for specials (drawn top-right).
SPECIAL_MARKS = ("arc", "crescent", "arrows", "flip", "orbit", "bolt", "star")


class TactileCodeError(DataError):
    """The tactile code (a file or a settings override) is missing or broken.

    `path` names the file (or "settings"), `detail` says what is wrong.
    """


@dataclass(frozen=True)
class ColourCode:
    key: str
    shape: str
    names: Mapping[str, str]
    rgb: Mapping[str, str]

    def name(self, lang: str = "fr") -> str:
        return self.names.get(lang) or self.names.get("fr") or self.key

    def colour(self, theme: str = "light") -> str:
        """'#RRGGBB' for a theme (light, dark, high_contrast)."""
        return self.rgb.get(theme) or self.rgb["light"]


@dataclass(frozen=True)
class SpecialCode:
    key: str
    mark: str
    names: Mapping[str, str]

    def name(self, lang: str = "fr") -> str:
        return self.names.get(lang) or self.names.get("fr") or self.key


@dataclass(frozen=True)
class TactileCode:
    colours: Mapping[str, ColourCode]
    suits: Mapping[str, ColourCode]
    specials: Mapping[str, SpecialCode]
    values: Mapping[int, tuple[str, ...]]
    ranks: Mapping[str, int]
    aliases: Mapping[str, str]
    star_mark: str = "star"
    max_stars: int = 2
    source: str = ""
    overrides: Mapping[str, Any] = field(default_factory=dict)
    base: TactileCode | None = field(default=None, repr=False, compare=False)

    # ---- loading -------------------------------------------------------
    @classmethod
    def load(cls, path: str | None = None) -> TactileCode:
        """The code in `path` (default: resources/tactile/code.json, or its user override)."""
        path = str(path) if path is not None else str(resource_path("tactile", "code.json"))
        return cls.from_dict(_read(path), path)

    @classmethod
    def default(cls) -> TactileCode:
        return _default(str(resource_path("tactile", "code.json")))

    @classmethod
    def from_dict(cls, data: Any, source: str = "<data>") -> TactileCode:
        return _parse(data, source)

    # ---- lookups -------------------------------------------------------
    def colour(self, key: str | None) -> ColourCode | None:
        """A colour or a suit by key (French key or English alias, any case)."""
        if not key:
            return None
        k = key.strip().lower()
        k = self.aliases.get(k, k)
        return self.colours.get(k) or self.suits.get(k)

    def shape(self, key: str | None) -> str | None:
        found = self.colour(key)
        return found.shape if found else None

    def special(self, key: str | None) -> SpecialCode | None:
        return self.specials.get(key.strip().lower()) if key else None

    def pattern(self, value: int | None) -> tuple[str, ...]:
        """The marks for a value, top first; () when the value has none (action cards)."""
        return self.values.get(value, ()) if value is not None else ()

    def rank_value(self, rank: str) -> int | None:
        """Order value of a card rank ("7" -> 7, "Q" -> 12), None if unknown."""
        r = rank.strip().upper()
        if r in self.ranks:
            return self.ranks[r]
        return int(r) if r.isdigit() else None

    # ---- user overrides ------------------------------------------------
    def with_overrides(self, overrides: Mapping[str, Any], source: str = "settings") -> TactileCode:
        """This code with {"colours": {key: shape}, "values": {n: pattern}} applied.

        Overrides replace earlier ones key by key; `reset()` gives the code back.
        Patterns are lists of marks or space-separated strings ("bar dot dot").
        """
        base = self.reset()
        merged = _merge(self.overrides, overrides, source, base.aliases)
        data = base._to_dict()
        for key, shape in merged.get("colours", {}).items():
            table = "colours" if key in data["colours"] else "suits"
            if key not in data[table]:
                raise _fail(source, f"colours: unknown colour {key!r}")
            data[table][key]["shape"] = shape
        for value, marks in merged.get("values", {}).items():
            data["values"][str(value)] = marks
        code = _parse(data, source)
        return _replace(code, source=base.source, overrides=merged, base=base)

    def with_overrides_file(self, path: str) -> TactileCode:
        """Apply overrides read from a JSON file; errors name the file."""
        return self.with_overrides(_read(str(path)), str(path))

    def reset(self) -> TactileCode:
        """The code without any user override."""
        return self.base if self.base is not None else self

    def _to_dict(self) -> dict:
        def col(c: ColourCode) -> dict:
            return {"shape": c.shape, "name": dict(c.names), "rgb": dict(c.rgb)}
        return {
            "format": FORMAT,
            "colours": {k: col(c) for k, c in self.colours.items()},
            "suits": {k: col(c) for k, c in self.suits.items()},
            "specials": {k: {"mark": s.mark, "name": dict(s.names)} for k, s in self.specials.items()},
            "values": {str(v): list(p) for v, p in self.values.items()},
            "ranks": dict(self.ranks),
            "aliases": dict(self.aliases),
            "stars": {"mark": self.star_mark, "max": self.max_stars},
        }


def _replace(code: TactileCode, **changes: Any) -> TactileCode:
    from dataclasses import replace
    return replace(code, **changes)


@lru_cache(maxsize=4)
def _default(path: str) -> TactileCode:
    return TactileCode.load(path)


def _read(path: str) -> Any:
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except OSError as exc:
        raise TactileCodeError(path, f"cannot read the tactile code: {exc.strerror}") from exc
    except ValueError as exc:
        raise TactileCodeError(path, f"the tactile code is not valid JSON: {exc}") from exc


def _fail(source: str, detail: str) -> TactileCodeError:
    return TactileCodeError(source, detail)


def _as_pattern(raw: Any, where: str, source: str) -> tuple[str, ...]:
    marks = raw.split() if isinstance(raw, str) else raw
    if not isinstance(marks, (list, tuple)) or not marks:
        raise _fail(source, f"{where}: a pattern is a non-empty list of marks {list(MARKS)}")
    bad = [m for m in marks if m not in MARKS]
    if bad:
        raise _fail(source, f"{where}: unknown mark {bad[0]!r} (known: {', '.join(MARKS)})")
    return tuple(marks)


def _merge(old: Mapping[str, Any], new: Any, source: str, self_aliases: Mapping[str, str]) -> dict:
    if not isinstance(new, Mapping):
        raise _fail(source, "overrides must be an object with 'colours' and/or 'values'")
    unknown = set(new) - {"colours", "values"}
    if unknown:
        raise _fail(source, f"unknown override section {sorted(unknown)[0]!r} (use 'colours', 'values')")
    merged = {"colours": dict(old.get("colours", {})), "values": dict(old.get("values", {}))}
    for section in ("colours", "values"):
        part = new.get(section, {})
        if not isinstance(part, Mapping):
            raise _fail(source, f"'{section}' must be an object")
        for key, val in part.items():
            if section == "values":
                merged["values"][_int_key(key, source)] = list(_as_pattern(val, f"value {key}", source))
            else:
                k = str(key).strip().lower()
                merged["colours"][self_aliases.get(k, k)] = val
    return {k: v for k, v in merged.items() if v}


def _int_key(key: Any, source: str) -> int:
    try:
        value = int(key)
    except (TypeError, ValueError):
        raise _fail(source, f"value {key!r} is not a number") from None
    if value not in VALUES:
        raise _fail(source, f"value {value} is outside 0–16")
    return value


def _obj(data: Any, key: str, source: str) -> Mapping:
    part = data.get(key)
    if not isinstance(part, Mapping) or not part:
        raise _fail(source, f"missing or empty section {key!r}")
    return part


def _names(entry: Mapping, where: str, source: str) -> dict[str, str]:
    names = entry.get("name")
    if not isinstance(names, Mapping) or any(not isinstance(names.get(lang), str) or not names.get(lang)
                                             for lang in LANGS):
        raise _fail(source, f"{where}: 'name' needs a French and an English name ('fr', 'en')")
    return dict(names)


def _colours(table: Mapping, section: str, source: str) -> dict[str, ColourCode]:
    out: dict[str, ColourCode] = {}
    for key, entry in table.items():
        where = f"{section}.{key}"
        if not isinstance(entry, Mapping):
            raise _fail(source, f"{where} must be an object")
        shape = entry.get("shape")
        if shape not in SHAPES:
            raise _fail(source, f"{where}: unknown shape {shape!r} (known: {', '.join(SHAPES)})")
        rgb = entry.get("rgb")
        if not isinstance(rgb, Mapping) or any(not _is_hex(rgb.get(t)) for t in THEMES):
            raise _fail(source, f"{where}: 'rgb' needs '#RRGGBB' for {', '.join(THEMES)}")
        out[key] = ColourCode(key, shape, _names(entry, where, source), dict(rgb))
    shapes = [c.shape for c in out.values()]
    twice = sorted({s for s in shapes if shapes.count(s) > 1})
    if twice:
        who = [k for k, c in out.items() if c.shape == twice[0]]
        raise _fail(source, f"{section}: {' and '.join(who)} share the shape {twice[0]!r}; "
                            "each needs its own shape")
    return out


def _is_hex(text: Any) -> bool:
    return (isinstance(text, str) and len(text) == 7 and text[0] == "#"
            and all(ch in "0123456789abcdefABCDEF" for ch in text[1:]))


def _values(table: Mapping, source: str) -> dict[int, tuple[str, ...]]:
    values = {_int_key(k, source): _as_pattern(v, f"value {k}", source) for k, v in table.items()}
    missing = [v for v in VALUES if v not in values]
    if missing:
        raise _fail(source, f"values: no pattern for {', '.join(map(str, missing))}")
    seen: dict[tuple[str, ...], int] = {}
    for value, marks in sorted(values.items()):
        if marks in seen:
            raise _fail(source, f"values {seen[marks]} and {value} have the same pattern {' '.join(marks)}")
        seen[marks] = value
    return values


def _parse(data: Any, source: str) -> TactileCode:
    if not isinstance(data, Mapping):
        raise _fail(source, "the tactile code must be a JSON object")
    if data.get("format") != FORMAT:
        raise _fail(source, f"unsupported format {data.get('format')!r} (expected {FORMAT})")
    specials = {}
    for key, entry in _obj(data, "specials", source).items():
        mark = entry.get("mark") if isinstance(entry, Mapping) else None
        if mark not in SPECIAL_MARKS:
            raise _fail(source, f"specials.{key}: unknown mark {mark!r} (known: {', '.join(SPECIAL_MARKS)})")
        specials[key] = SpecialCode(key, mark, _names(entry, f"specials.{key}", source))
    ranks = data.get("ranks", {})
    if not isinstance(ranks, Mapping) or any(v not in VALUES for v in ranks.values()):
        raise _fail(source, "ranks: each rank letter maps to a value 0–16")
    aliases = data.get("aliases", {})
    colours = _colours(_obj(data, "colours", source), "colours", source)
    bad_alias = [a for a, k in aliases.items() if k not in colours]
    if bad_alias:
        raise _fail(source, f"aliases: {bad_alias[0]!r} points to an unknown colour")
    stars = data.get("stars", {})
    return TactileCode(
        colours=colours,
        suits=_colours(data.get("suits") or {}, "suits", source),
        specials=specials,
        values=_values(_obj(data, "values", source), source),
        ranks={str(k).upper(): int(v) for k, v in ranks.items()},
        aliases={str(a).lower(): k for a, k in aliases.items()},
        star_mark=stars.get("mark", "star") if stars.get("mark") in SPECIAL_MARKS else "star",
        max_stars=int(stars.get("max", 2)),
        source=source,
    )
