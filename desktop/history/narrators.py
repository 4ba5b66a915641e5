"""What a game's table gives its narrator live, given again for the replay.

The live narrator gets a NarrationContext (desktop/narration/context.py) from the
main window: each seat's view (2 Win explains "your best would be 54" from the
viewer's hand), the key the player has for each action (Num Win and Vingt-deux
name them) and the memory aid (Num Win). The replay builds the same context from
the state of the step being narrated and the player's settings, so that each move
reads as it was heard.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop import actions
from desktop.narration import NarrationContext
from desktop.narration.words import key_name


def context(game: Any, state_of: Callable[[], Any], settings: Any = None) -> NarrationContext:
    user = settings.raw_group("shortcuts") if settings is not None else {}
    keys = actions.effective_shortcuts(user)

    def memory_aid() -> bool:
        from desktop import settings as S
        return bool(settings is not None and settings.get(S.MEMORY_AID))

    return NarrationContext(view_of=lambda seat: game.view(state_of(), seat),
                            key=lambda action_id: key_name(keys.get(action_id, "")) if keys.get(action_id) else "",
                            memory_aid=memory_aid)
