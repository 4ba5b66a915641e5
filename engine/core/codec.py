"""Exact JSON encoding of the engine's frozen dataclasses.

States, actions, events and views are frozen dataclasses holding ints, strings,
tuples, frozensets and other dataclasses. Each class registers a stable type key
(`@serializable("gap.Card")`) so that a save file names types by key, never by
Python path, and a class can move without breaking old saves. JSON lists always
decode to tuples: the engine never keeps lists in its state.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

_TYPES: dict[str, type] = {}
_KEYS: dict[type, str] = {}
C = TypeVar("C", bound=type)
S = TypeVar("S")


class CodecError(ValueError):
    """The data does not describe a known engine object."""


def serializable(key: str) -> Callable[[C], C]:
    def register(cls: C) -> C:
        if key in _TYPES and _TYPES[key] is not cls:
            raise RuntimeError(f"type key {key!r} registered twice")
        _TYPES[key] = cls
        _KEYS[cls] = key
        return cls
    return register


def type_key(cls: type) -> str:
    return _KEYS[cls]


def encode(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    if isinstance(value, frozenset):
        return {"$set": sorted((encode(v) for v in value), key=repr)}
    if isinstance(value, dict):
        return {"$map": [[encode(k), encode(v)] for k, v in value.items()]}
    cls = type(value)
    if cls in _KEYS:
        out = {"$": _KEYS[cls]}
        for field in dataclasses.fields(value):
            if field.init:
                out[field.name] = encode(getattr(value, field.name))
        return out
    raise CodecError(f"cannot encode {cls.__name__}")


def decode(data: Any) -> Any:
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(v) for v in data)
    if isinstance(data, dict):
        if "$set" in data:
            return frozenset(decode(v) for v in data["$set"])
        if "$map" in data:
            return {decode(k): decode(v) for k, v in data["$map"]}
        key = data.get("$")
        cls = _TYPES.get(key) if isinstance(key, str) else None
        if cls is None:
            raise CodecError(f"unknown type {key!r}")
        kwargs = {name: decode(v) for name, v in data.items() if name != "$"}
        try:
            return cls(**kwargs)
        except TypeError as exc:
            raise CodecError(f"bad fields for {key}: {exc}") from exc
    raise CodecError(f"cannot decode {type(data).__name__}")


def state_codec(cls: type[S], name: str) -> tuple[Callable[[S], Any], Callable[[Any], S]]:
    """A game's `to_json` and `from_json`: the exact encoding above, and a decoder
    that refuses data describing anything but a `cls` ("not a GAP state")."""
    def to_json(state: S) -> Any:
        return encode(state)

    def from_json(data: Any) -> S:
        state = decode(data)
        if not isinstance(state, cls):
            raise ValueError(f"not a {name} state")
        return state
    return to_json, from_json
