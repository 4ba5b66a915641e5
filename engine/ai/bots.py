"""The bot interface and the pieces every game's bots share.

A bot receives only a `View` and the legal actions, never the true state. Its
randomness is derived from its own seed and the view it is shown, so a seeded
match replays identically, also after a save and resume, without the bot
carrying hidden counters.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from engine.core.codec import CodecError, encode
from engine.core.model import Action, Event, Seat
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.core.game import Game


class Bot(Protocol):
    level: str

    def choose(self, view: Any, legal: Sequence[Action]) -> Action: ...

    def observe(self, events: Sequence[Event]) -> None:
        """Events as this seat saw them (already redacted); default: ignore."""


def view_digest(view: Any) -> int:
    try:
        text = json.dumps(encode(view), sort_keys=True, separators=(",", ":"))
    except CodecError:
        text = repr(view)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def decision_rng(seed: int, view: Any) -> Rng:
    return Rng(seed).split(view_digest(view))


class PolicyBot:
    """A bot defined by one function policy(view, legal, rng) -> Action."""

    def __init__(self, level: str, seat: Seat, seed: int,
                 policy: Callable[[Any, Sequence[Action], Rng], Action]):
        self.level = level
        self.seat = seat
        self.seed = seed
        self._policy = policy

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self._policy(view, legal, decision_rng(self.seed, view))

    def observe(self, events: Sequence[Event]) -> None:
        pass


BUDGET_ATTRIBUTES = ("iterations", "budget", "samples")  # what a searching bot counts


def parse_level(text: str) -> tuple[str, int]:
    """"strong" -> ("strong", 1); "strong:8x" -> ("strong", 8): a level thinking with
    N times its budget (the plateau measurements of `make plateau`)."""
    level, sep, factor = text.partition(":")
    if not sep:
        return level, 1
    if not (factor.endswith("x") and factor[:-1].isdigit() and int(factor[:-1]) >= 1):
        raise ValueError(f"bad budget factor {factor!r} in {text!r} (expected e.g. strong:8x)")
    return level, int(factor[:-1])


def scalable(bot: object) -> bool:
    return any(hasattr(bot, name) for name in BUDGET_ATTRIBUTES)


def make_bot(game: Game, level: str, seat: Seat, seed: int) -> Bot:
    name, factor = parse_level(level)
    try:
        factory = game.bots[name]
    except KeyError as exc:
        raise ValueError(f"{game.id} has no bot level {name!r}") from exc
    bot: Bot = factory(seat, seed)
    if factor != 1:
        if not scalable(bot):
            raise ValueError(f"{game.id}'s {name} bot has no thinking budget to scale")
        for attribute in BUDGET_ATTRIBUTES:
            if hasattr(bot, attribute):
                setattr(bot, attribute, getattr(bot, attribute) * factor)
    return bot


def random_policy(view: Any, legal: Sequence[Action], rng: Rng) -> Action:
    action, _ = rng.choice(tuple(legal))
    return action
