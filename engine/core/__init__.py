"""Shared engine pieces: randomness, codec, protocol, actions, events, saves.

The codec and Rng (registered with it) load with the package; the game protocol
and the model load on first use (PEP 562): importing one submodule
(`engine.core.data` for a resource path) does not build the whole engine (~14 ms
of the desktop's first paint, tests/bench/startup.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .codec import CodecError, decode, encode, serializable
from .rng import Rng

if TYPE_CHECKING:
    from .game import Game
    from .model import Action, Event, IllegalAction, Option, Result, Seat, evolve, resolve_options

_HOMES = {"Game": "game", "Action": "model", "Event": "model", "IllegalAction": "model", "Option": "model",
          "Result": "model", "Seat": "model", "evolve": "model", "resolve_options": "model"}

__all__ = ["Action", "CodecError", "Event", "Game", "IllegalAction", "Option", "Result",
           "Rng", "Seat", "decode", "encode", "evolve", "resolve_options", "serializable"]


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import game, model  # static imports: the reliability test forbids computed ones

    value = getattr(game if home == "game" else model, name)
    globals()[name] = value
    return value
