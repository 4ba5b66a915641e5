"""Is an action well formed? Field values of the declared types, a real seat.

Actions reach the rules from the GUI, saves, bots and fuzzers; a field of a wrong
type (a float column, an int where a card belongs) must be refused as an
IllegalAction("malformed_action"), not crash inside a game's rules. The check
reads each action class's own annotations, so every game gets it for free.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any

from .model import Action


@cache
def _hints(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints.get(f.name, Any)) for f in dataclasses.fields(cls) if f.init)


def _fits(value: Any, hint: Any) -> bool:
    if hint is Any:
        return True
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, h) for h in typing.get_args(hint))
    if hint is type(None) or hint is None:
        return value is None
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(args) == len(value) and all(_fits(v, a) for v, a in zip(value, args))
    if origin is frozenset:
        (arg,) = typing.get_args(hint) or (Any,)
        return isinstance(value, frozenset) and all(_fits(v, arg) for v in value)
    if origin is typing.Literal:
        return value in typing.get_args(hint)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if isinstance(hint, type):
        if not isinstance(value, hint):
            return False
        return not dataclasses.is_dataclass(value) or _fields_fit(value)
    return True  # an annotation we do not model: let the rules decide


def _fields_fit(obj: Any) -> bool:
    cls: type = type(obj)
    return all(_fits(getattr(obj, name), hint) for name, hint in _hints(cls))


def problem(state: Any, seat: Any, action: Any) -> str | None:
    """None when (seat, action) is well formed; else the reason code."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return "malformed_seat"
    players = getattr(state, "players", None)
    if isinstance(players, int) and not 0 <= seat < players:
        return "malformed_seat"
    if not isinstance(action, Action) or not dataclasses.is_dataclass(action):
        return "malformed_action"
    try:
        return None if _fields_fit(action) else "malformed_action"
    except (NameError, TypeError):  # unresolvable annotations: leave it to the rules
        return None
