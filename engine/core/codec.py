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


def type_keys() -> dict[type, str]:
    """Every registered class and its key (read only: an encoder's lookup table)."""
    return _KEYS


_SCALARS = frozenset({type(None), bool, int, float, str})
_FIELDS: dict[type, tuple[str, ...]] = {}  # each registered class's init fields, looked up once


def init_fields(cls: type) -> tuple[str, ...]:
    """A registered class's init fields, in order (what `encode` writes)."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls) if f.init)
    return names


def encode(value: Any) -> Any:
    """The exact JSON form (a host encodes every update for every seat: kept cheap)."""
    cls = type(value)
    if cls in _SCALARS:
        return value
    if cls is tuple:
        return [encode(v) for v in value]
    key = _KEYS.get(cls)
    if key is not None and not isinstance(value, (tuple, frozenset, dict)):
        out: dict[str, Any] = {"$": key}
        for name in init_fields(cls):
            out[name] = encode(getattr(value, name))
        return out
    return _encode_other(value)


def _encode_other(value: Any) -> Any:
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
        for name in init_fields(cls):
            out[name] = encode(getattr(value, name))
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
