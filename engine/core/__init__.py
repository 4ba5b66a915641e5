"""Shared engine pieces: randomness, codec, protocol, actions, events, saves."""
from .codec import CodecError, decode, encode, serializable
from .game import Game
from .model import Action, Event, IllegalAction, Option, Result, Seat, evolve, resolve_options
from .rng import Rng

__all__ = ["Action", "CodecError", "Event", "Game", "IllegalAction", "Option", "Result",
           "Rng", "Seat", "decode", "encode", "evolve", "resolve_options", "serializable"]
