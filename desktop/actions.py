"""Every user action with its default shortcut, declared once (the key table).

Contexts say where a binding is live: "global" everywhere, "table" on any game
table, "<game id>" on that game's table. Two bindings of one key in overlapping
contexts are a conflict (tests/desktop/test_actions.py fails on one). Users may
rebind any action; their choices live in the settings group "shortcuts".
Keys follow ACCESSIBILITY.md: F-keys, Ctrl/Alt with letters or arrows; no bare
letters on tables (type-ahead uses values and J Q K A; Qwinto uses die letters).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop.qt import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class ActionSpec:
    id: str
    text: str          # English source, translated in context "actions"
    shortcut: str      # portable QKeySequence text, "" for none
    context: str = "global"


SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("new_game", QT_TRANSLATE_NOOP("actions", "&New game"), "Ctrl+N"),
    ActionSpec("host_network", QT_TRANSLATE_NOOP("actions", "&Host a network game"), "Ctrl+Shift+H"),
    ActionSpec("join_network", QT_TRANSLATE_NOOP("actions", "&Join a network game"), "Ctrl+Shift+J"),
    ActionSpec("save", QT_TRANSLATE_NOOP("actions", "&Save game"), "Ctrl+S"),
    ActionSpec("open", QT_TRANSLATE_NOOP("actions", "&Open a saved game"), "Ctrl+O"),
    ActionSpec("settings", QT_TRANSLATE_NOOP("actions", "Se&ttings"), "Ctrl+P"),
    ActionSpec("history", QT_TRANSLATE_NOOP("actions", "Match &history and statistics"), "F11"),
    ActionSpec("quit", QT_TRANSLATE_NOOP("actions", "&Quit"), "Ctrl+Q"),
    ActionSpec("help_keys", QT_TRANSLATE_NOOP("actions", "&Keys of this screen"), "F1"),
    ActionSpec("help_rules", QT_TRANSLATE_NOOP("actions", "&Rules of this game"), "Shift+F1"),
    ActionSpec("next_region", QT_TRANSLATE_NOOP("actions", "Next region"), "F6"),
    ActionSpec("previous_region", QT_TRANSLATE_NOOP("actions", "Previous region"), "Shift+F6"),
    ActionSpec("review_turn", QT_TRANSLATE_NOOP("actions", "Whose turn, and what to do"), "F2", "table"),
    ActionSpec("review_scores", QT_TRANSLATE_NOOP("actions", "Scores"), "F3", "table"),
    ActionSpec("review_score_details", QT_TRANSLATE_NOOP("actions", "Score details"), "Shift+F3", "table"),
    ActionSpec("review_hand", QT_TRANSLATE_NOOP("actions", "My hand or sheet"), "F4", "table"),
    ActionSpec("review_table", QT_TRANSLATE_NOOP("actions", "The table"), "F5", "table"),
    ActionSpec("review_next_opponent", QT_TRANSLATE_NOOP("actions", "Next opponent"), "F7", "table"),
    ActionSpec("review_previous_opponent", QT_TRANSLATE_NOOP("actions", "Previous opponent"), "Shift+F7", "table"),
    ActionSpec("review_since_turn", QT_TRANSLATE_NOOP("actions", "What happened since my last turn"), "F8", "table"),
    # Qwinto (the die letters O, J/Y, V/P are handled inside its Dice region only)
    ActionSpec("qwinto_roll", QT_TRANSLATE_NOOP("actions", "Roll the chosen &dice"), "Ctrl+D", "qwinto"),
    ActionSpec("qwinto_keep", QT_TRANSLATE_NOOP("actions", "&Keep the roll"), "Ctrl+K", "qwinto"),
    ActionSpec("qwinto_reroll", QT_TRANSLATE_NOOP("actions", "&Reroll the same dice"), "Ctrl+R", "qwinto"),
    ActionSpec("qwinto_pass", QT_TRANSLATE_NOOP("actions", "Write nothing (&mark nothing)"), "Ctrl+M", "qwinto"),
    # Num Win (Enter on a position of Your combination exchanges the card you hold)
    ActionSpec("numwin_draw", QT_TRANSLATE_NOOP("actions", "&Draw from the pile"), "Ctrl+D", "numwin"),
    ActionSpec("numwin_take", QT_TRANSLATE_NOOP("actions", "&Take the discard"), "Ctrl+T", "numwin"),
    ActionSpec("numwin_discard", QT_TRANSLATE_NOOP("actions", "Discard the drawn card"), "Ctrl+X", "numwin"),
    ActionSpec("numwin_add", QT_TRANSLATE_NOOP("actions", "Add the taken card to your combination"), "Ctrl+I", "numwin"),
    ActionSpec("numwin_claim", QT_TRANSLATE_NOOP("actions", "&Claim the discard"), "F12", "numwin"),
    ActionSpec("numwin_pass", QT_TRANSLATE_NOOP("actions", "Nothing to claim (pass)"), "Shift+F12", "numwin"),
    ActionSpec("numwin_call", QT_TRANSLATE_NOOP("actions", "Call Num &Win"), "Ctrl+W", "numwin"),
    ActionSpec("numwin_end_turn", QT_TRANSLATE_NOOP("actions", "&End your turn"), "Ctrl+E", "numwin"),
    # Vingt-deux (Space in Your hand selects cards; Enter there plays or exchanges the selection)
    ActionSpec("vingtdeux_play", QT_TRANSLATE_NOOP("actions", "&Play the selected cards"), "Ctrl+Return", "vingtdeux"),
    ActionSpec("vingtdeux_lowest", QT_TRANSLATE_NOOP("actions", "Play my &lowest cards"), "Ctrl+B", "vingtdeux"),
    ActionSpec("vingtdeux_exchange", QT_TRANSLATE_NOOP("actions", "&Exchange the selected cards"), "Ctrl+E", "vingtdeux"),
    ActionSpec("vingtdeux_keep", QT_TRANSLATE_NOOP("actions", "&Keep all my cards (no exchange)"), "Ctrl+K", "vingtdeux"),
    # 2 Win (Enter in Your hand passes a card, or picks the tens then the units card)
    ActionSpec("twowin_confirm", QT_TRANSLATE_NOOP("actions", "Confirm your number"), "Ctrl+Return", "twowin"),
    # Practice matches only (desktop/match/practice.py, desktop/hints.py)
    ActionSpec("practice_hint", QT_TRANSLATE_NOOP("actions", "&Hint: what a strong player would do (again: the second choice)"), "Ctrl+H", "table"),
    ActionSpec("practice_undo", QT_TRANSLATE_NOOP("actions", "&Undo your last decision (practice)"), "Ctrl+Z", "table"),
    ActionSpec("tutorial", QT_TRANSLATE_NOOP("actions", "Learn this game: a guided &tutorial"), ""),
    ActionSpec("tutorial_skip", QT_TRANSLATE_NOOP("actions", "Skip this tutorial step"), "Shift+F9", "table"),
    ActionSpec("repeat_message", QT_TRANSLATE_NOOP("actions", "Repeat the last message"), "F9"),
    ActionSpec("older_message", QT_TRANSLATE_NOOP("actions", "Older message"), "Alt+Up"),
    ActionSpec("newer_message", QT_TRANSLATE_NOOP("actions", "Newer message"), "Alt+Down"),
    ActionSpec("oldest_message", QT_TRANSLATE_NOOP("actions", "Oldest message"), "Alt+Home"),
    ActionSpec("newest_message", QT_TRANSLATE_NOOP("actions", "Newest message"), "Alt+End"),
    ActionSpec("stop_speech", QT_TRANSLATE_NOOP("actions", "Stop speech (also the Ctrl key alone)"), "Ctrl+Shift+S"),
    ActionSpec("legend", QT_TRANSLATE_NOOP("actions", "Tactile code &legend"), "Ctrl+L"),
    ActionSpec("zoom_in", QT_TRANSLATE_NOOP("actions", "Zoom &in"), "Ctrl++"),
    ActionSpec("zoom_out", QT_TRANSLATE_NOOP("actions", "Zoom &out"), "Ctrl+-"),
    ActionSpec("zoom_reset", QT_TRANSLATE_NOOP("actions", "&Reset zoom"), "Ctrl+0"),
    ActionSpec("stickers", QT_TRANSLATE_NOOP("actions", "&Print sticker sheets (PDF)…"), ""),
    # The replay of a finished match (desktop/history/replay.py), in its own window
    ActionSpec("replay_next_move", QT_TRANSLATE_NOOP("actions", "Next move"), "Alt+Right", "replay"),
    ActionSpec("replay_previous_move", QT_TRANSLATE_NOOP("actions", "Previous move"), "Alt+Left", "replay"),
    ActionSpec("replay_next_round", QT_TRANSLATE_NOOP("actions", "Next round"), "Alt+PgDown", "replay"),
    ActionSpec("replay_previous_round", QT_TRANSLATE_NOOP("actions", "Previous round"), "Alt+PgUp", "replay"),
    ActionSpec("replay_first", QT_TRANSLATE_NOOP("actions", "First move"), "Ctrl+Home", "replay"),
    ActionSpec("replay_last", QT_TRANSLATE_NOOP("actions", "Last move"), "Ctrl+End", "replay"),
    ActionSpec("replay_all_cards", QT_TRANSLATE_NOOP("actions", "Show every player's cards (once the match is over)"),
               "Ctrl+Shift+A", "replay"),
)

BY_ID = {spec.id: spec for spec in SPECS}


def text(action_id: str) -> str:
    return translate("actions", BY_ID[action_id].text)


def plain_text(action_id: str) -> str:
    """The action's name without its menu mnemonic, for speech and help."""
    return text(action_id).replace("&", "")


def overlapping(a: str, b: str) -> bool:
    """Do two contexts ever hold at once? global overlaps all; table overlaps every game."""
    if "global" in (a, b) or a == b:
        return True
    return "table" in (a, b)


def conflicts(shortcuts: dict[str, str]) -> list[tuple[str, str, str]]:
    """(key, action, action) for each key bound twice in overlapping contexts."""
    from desktop.qt import QtGui
    found = []
    items = [(QtGui.QKeySequence(k).toString(), BY_ID[i].context, i) for i, k in shortcuts.items() if k]
    for n, (key, ctx, ident) in enumerate(items):
        for key2, ctx2, ident2 in items[n + 1:]:
            if key == key2 and overlapping(ctx, ctx2):
                found.append((key, ident, ident2))
    return found


def shortcut_text(qactions: Mapping[str, Any], action_id: str) -> str:
    """The key the player has for an action now (rebindings included), as they read it;
    the default when the window's actions are not built yet."""
    from desktop.narration.words import key_name  # "Ctrl+Entrée", as the help writes keys
    action = qactions.get(action_id)
    if action is not None and not action.shortcut().isEmpty():
        return key_name(action.shortcut())
    return key_name(BY_ID[action_id].shortcut) if action_id in BY_ID else ""


def effective_shortcuts(user: dict[str, str]) -> dict[str, str]:
    """Defaults with the user's rebindings applied (unknown ids ignored)."""
    keys = {spec.id: spec.shortcut for spec in SPECS}
    keys.update({k: v for k, v in user.items() if k in keys})
    return keys
