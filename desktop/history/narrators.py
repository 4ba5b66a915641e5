"""What a game's table gives its narrator live, given again for the replay.

Some tables hand their narrator more than events: 2 Win's the viewer's hand
(for "your best would be 54"), Num Win's memory aid and both Num Win's and
Vingt-deux's key names (the player may have rebound them). The replay gives the
same, from the state of the step being narrated and the player's settings, so
that each move reads as it was heard.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop import actions, qt


def _key(action_id: str, user: dict[str, str]) -> str:
    sequence = actions.effective_shortcuts(user).get(action_id, "")
    return qt.QtGui.QKeySequence(sequence).toString(qt.QtGui.QKeySequence.SequenceFormat.NativeText)


def prepare(narrator, game, state_of: Callable[[], Any], settings=None) -> None:
    user = settings.raw_group("shortcuts") if settings is not None else {}
    if game.id == "twowin":
        narrator.hand_of = lambda seat: game.view(state_of(), seat).hand
    elif game.id == "numwin":
        from desktop import settings as S
        narrator.memory_aid = bool(settings is not None and settings.get(S.MEMORY_AID))
        narrator.keys = {name: _key(f"numwin_{ident}", user) for name, ident in
                         (("claim", "claim"), ("pass", "pass"), ("call", "call"), ("end", "end_turn"))}
    elif game.id == "vingtdeux":
        narrator.keys = {name: _key(f"vingtdeux_{name}", user) for name in ("exchange", "keep", "lowest")}
