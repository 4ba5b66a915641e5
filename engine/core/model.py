"""The shapes every game shares: actions, events, illegal moves, results, options.

Actions and events are small frozen dataclasses with a stable `kind` string used by
save files, logs and speech keys. Every event says who may see its details
(`visible_to`, None meaning everyone); `Event.seen_by(seat)` gives the event as
that seat may know it, with the private fields blanked, so "Bob drew a card" never
says which card to anyone else.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

Seat = int
T = TypeVar("T")


@dataclass(frozen=True)
class Action:
    kind: ClassVar[str] = "action"


@dataclass(frozen=True)
class Event:
    kind: ClassVar[str] = "event"
    # Fields blanked (set to None) for the seats outside `visible_to`.
    private_fields: ClassVar[tuple[str, ...]] = ()
    visible_to: frozenset[int] | None = field(default=None, kw_only=True)

    def visible(self, seat: Seat | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def seen_by(self, seat: Seat | None) -> Event:
        """This event as `seat` may know it (None = a spectator seeing only public facts)."""
        if self.visible(seat):
            return self
        return dataclasses.replace(self, **{name: None for name in self.private_fields})

    def fields(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name != "visible_to"}


class IllegalAction(Exception):
    """A move the rules refuse. `reason` is a stable code; `details` fill the message."""

    def __init__(self, reason: str, **details: Any):
        super().__init__(f"{reason} {details}" if details else reason)
        self.reason = reason
        self.details = details


@dataclass(frozen=True)
class Result:
    """The end of a match: who won (several on a shared win) and each seat's score."""
    winners: frozenset[int]
    scores: tuple[float, ...]
    # Lower score is better in some games (Vingt-deux, Num Win).
    low_score_wins: bool = False

    def share(self, seat: Seat) -> float:
        """1 for a sole win, 1/k for a win shared by k seats, else 0."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0


@dataclass(frozen=True)
class Option:
    """A match option with its allowed values; `default` is used when absent."""
    key: str
    default: Any
    choices: tuple[Any, ...]

    def validate(self, value: Any) -> Any:
        if value not in self.choices:
            raise IllegalAction("bad_option", option=self.key, value=value)
        return value


def resolve_options(declared: tuple[Option, ...], given: Mapping[str, Any] | None) -> dict[str, Any]:
    given = dict(given or {})
    unknown = set(given) - {o.key for o in declared}
    if unknown:
        raise IllegalAction("unknown_option", option=sorted(unknown)[0])
    return {o.key: o.validate(given.get(o.key, o.default)) for o in declared}


def evolve(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for frozen state classes, several times faster.

    It skips __init__ (no validation, no __post_init__), which is what search
    playouts need; states must therefore keep no derived fields.
    """
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    return new


def set_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """The tuple with `items[index]` replaced (states keep tuples, never lists)."""
    return items[:index] + (value,) + items[index + 1:]
