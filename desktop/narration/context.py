"""What a narrator looks up while it speaks (views, keys, the memory aid), handed to it once, when it is made.

Why lookups (callables) rather than values: the player may rebind a key or turn the
memory aid on during a match, and the narrator must say the key they have now.
The main window builds the context from the session and the settings; tests and
the golden playthroughs use the defaults (the default keys, no memory aid).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


def default_key(action_id: str) -> str:
    """The action's default shortcut (desktop/actions.py), "" when it has none."""
    from desktop import actions
    spec = actions.BY_ID.get(action_id)
    return spec.shortcut if spec is not None else ""


def _no_memory_aid() -> bool:
    return False


@dataclass(frozen=True)
class NarrationContext:
    # seat -> that seat's view of the match now (2 Win explains the viewer's own
    # abandon from its hand)
    view_of: Callable[[int], Any] | None = None
    # action id -> the key the player has for it now, as they read it
    key: Callable[[str], str] = default_key
    # whether the player turned on the memory aid (Num Win keeps face-down cards)
    memory_aid: Callable[[], bool] = _no_memory_aid
