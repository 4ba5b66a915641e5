"""Names and option labels of the games, as players hear and see them."""
from __future__ import annotations

from desktop.qt import QT_TRANSLATE_NOOP, translate

GAME_NAMES = {
    "gap": QT_TRANSLATE_NOOP("games", "GAP"),  # French: "GAP (grand écart)", the French edition's subtitle
    "twowin": QT_TRANSLATE_NOOP("games", "2 Win"),
    "vingtdeux": QT_TRANSLATE_NOOP("games", "Twenty-Two"),
    "qwinto": QT_TRANSLATE_NOOP("games", "Qwinto"),
    "numwin": QT_TRANSLATE_NOOP("games", "Num Win"),
}

GAME_BLURBS = {
    "gap": QT_TRANSLATE_NOOP("games", "Collect cards for the widest gap between your most and least collected colours."),
    "twowin": QT_TRANSLATE_NOOP("games", "Everyone at once: pass a card, then compose an ever higher two-digit number."),
    "vingtdeux": QT_TRANSLATE_NOOP("games", "A trick game where you avoid taking the last trick; 22 points and you are out."),
    "qwinto": QT_TRANSLATE_NOOP("games", "Roll coloured dice and fill your score sheet in rising order."),
    "numwin": QT_TRANSLATE_NOOP("games", "Remember your face-down cards and build the lowest combination of five."),
}

OPTION_LABELS = {
    "target": QT_TRANSLATE_NOOP("options", "Target score"),
    "rounds": QT_TRANSLATE_NOOP("options", "Fixed number of rounds (0: play to the target)"),
    "teams": QT_TRANSLATE_NOOP("options", "Teams, 2 against 2"),
    "tie_penalised": QT_TRANSLATE_NOOP("options", "A tie for lowest also costs the Num Win caller 15"),
    "claim_seconds": QT_TRANSLATE_NOOP("options", "Claim window in seconds (0: untimed)"),
}

# Match options that come from a setting instead of the home screen (game id -> option
# key -> reader of the Settings): the home screen does not show them, and the main
# window fills them in when a match starts.
SETTING_OPTIONS = {
    "numwin": {"claim_seconds": lambda settings: _claim_seconds(settings)},
}


def _claim_seconds(settings) -> int:
    """Num Win's claim delay setting (ms) as the engine's whole-second limit, rounded
    up; the table runs the exact delay within it (desktop/tables/numwin_claims.py)."""
    from desktop import settings as S
    ms = settings.get(S.CLAIM_DELAY_MS)
    return min(30, -(-ms // 1000))


def options_from_settings(game_id: str, settings) -> dict:
    return {key: read(settings) for key, read in SETTING_OPTIONS.get(game_id, {}).items()}

LEVELS = {
    "easy": QT_TRANSLATE_NOOP("levels", "easy"),
    "normal": QT_TRANSLATE_NOOP("levels", "normal"),
    "strong": QT_TRANSLATE_NOOP("levels", "strong"),
}

DEFAULT_NAMES = ("Marie", "Paul", "Léa", "Hugo", "Chloé", "Karim")


def game_name(game_id: str) -> str:
    return translate("games", GAME_NAMES.get(game_id, game_id))


def game_blurb(game_id: str) -> str:
    return translate("games", GAME_BLURBS.get(game_id, ""))


def option_label(key: str) -> str:
    return translate("options", OPTION_LABELS.get(key, key))


def level_name(level: str) -> str:
    return translate("levels", LEVELS.get(level, level))


def option_value_text(value) -> str:
    if value is True:
        return translate("options", "yes")
    if value is False:
        return translate("options", "no")
    return str(value)
