"""What players hear in whole bot matches: the narration of seeded matches of every
game, as two seats hear it, in the current language, and the checks a listener makes.

Used by tests/desktop/test_language_corpus.py (the checks, in both languages) and
scripts/narration_lengths.py (the length figures per game). Needs a QApplication
with the wanted language installed (the `lang` fixture does it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from desktop.narration import narrator_for
from desktop.speech import Message
from engine import games
from engine.ai.bots import make_bot

# Default names of the home screen (desktop.gameinfo.DEFAULT_NAMES) with several
# women's names, so that a gendered pronoun about a named player is caught.
NAMES = ["Marie", "Paul", "Léa", "Hugo", "Chloé", "Karim"]
# game -> (players, seeds, options) per kind of match: a few seeded matches each, small enough for CI.
MATCHES: dict[str, list[tuple[int, tuple[int, ...], dict]]] = {
    "gap": [(3, (1, 2), {})],
    "twowin": [(4, (1, 2, 3), {})],
    "vingtdeux": [(4, (1, 2, 3), {})],
    "qwinto": [(3, (1, 2), {}), (1, (3,), {})],
    "numwin": [(3, (1, 2), {}), (4, (3,), {"teams": True})],
}
VIEWERS = (0, 1)
HEADLINE_P90 = 120   # issue 21 item 6: a message after a move, 90th percentile per game
HARD_LIMIT = 300     # ... and never over this


@dataclass(frozen=True)
class Heard:
    game: str
    viewer: int
    kind: str          # the event's kind
    after_move: bool   # caused by a move (not the set-up of the match)
    message: Message


def play(game_id: str, players: int, seed: int, options: dict | None = None) -> tuple[list, list]:
    """A seeded bot match: the set-up events and the events of every move."""
    game = games.get(game_id)
    level = sorted(game.bots)[0]
    state, opening = game.begin(players, seed, options or {})
    bots = [make_bot(game, level, seat, seed * 1000 + seat) for seat in range(players)]
    moves: list = []
    while game.result(state) is None:
        seat = next(s for s in sorted(game.to_move(state)) if game.legal_actions(state, s))
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state, seat))
        state, events = game.apply(state, seat, action)
        moves.extend(events)
    return list(opening), moves


def hear(game_id: str, players: int, seed: int, options: dict | None = None, viewers=VIEWERS) -> list[Heard]:
    opening, moves = play(game_id, players, seed, options)
    viewers = [v for v in viewers if v < players]
    heard: list[Heard] = []
    for viewer in viewers:
        narrator = narrator_for(game_id, NAMES[:players])
        if game_id == "twowin":
            narrator.hand_of = lambda seat: ()   # the table's hook; the abandon needs no hand here
        for after, events in ((False, opening), (True, moves)):
            for event in events:
                for message in narrator.narrate(event, viewer):
                    if message.visible_to(viewer):
                        heard.append(Heard(game_id, viewer, event.kind, after, message))
    return heard


def corpus(game_id: str) -> list[Heard]:
    return [h for players, seeds, options in MATCHES[game_id] for seed in seeds
            for h in hear(game_id, players, seed, options)]


def spoken_after_moves(heard: list[Heard]) -> list[Heard]:
    """What Normal verbosity speaks after a move (details wait in the history)."""
    return [h for h in heard if h.after_move and not getattr(h.message, "detail", False)]


def percentile(values: list[int], p: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))] if ordered else 0


# ---- what a listener notices ----------------------------------------------------------
WORD = r"[^\W\d_]+"
EN_PLURAL_AFTER_ONE = re.compile(rf"(?<![\d.,])[-−]?1 ({WORD}s)\b")
EN_SINGULAR_NOUNS = ("card", "point", "star", "box", "number", "trick", "misthrow", "round", "player", "second",
                     "column", "row", "die", "pair", "turn")
FR_PLURAL_AFTER_ONE = re.compile(rf"(?<![\d.,])[-−]?[01] ({WORD}s)\b")
FR_KEEP = {"fois", "pas", "dos", "plus", "mois", "sous", "vous", "tous", "puis", "mais", "dans", "depuis"}


def plural_problems(text: str, language: str) -> list[str]:
    """A plural noun after 0/±1 that the language does not allow, a singular after 0 in English."""
    found = []
    if language == "fr":
        found += [m.group(0) for m in FR_PLURAL_AFTER_ONE.finditer(text) if m.group(1).lower() not in FR_KEEP]
    else:
        found += [m.group(0) for m in EN_PLURAL_AFTER_ONE.finditer(text)
                  if m.group(1)[:-1].lower() in EN_SINGULAR_NOUNS or m.group(1).lower().endswith("es")]
        found += re.findall(rf"(?<![\d.,])[-−]?(?:0|[2-9]|\d\d+) (?:{'|'.join(EN_SINGULAR_NOUNS)})\b(?![-'])", text)
    if "(s)" in text:
        found.append("(s)")
    return found


# "Marie, vous et Léa gardent": "vous" in a list of subjects, then a third-person plural verb.
VOUS_IN_LIST = re.compile(r"(?:\bet vous|\bvous(?:,| et) [A-ZÉ][\w-]*)\b(?: [\w-]+){0,2} ("
                          r"[\w-]+ent)\b")
FR_3RD_PLURAL_EXCEPTIONS = {"souvent", "comment", "moment", "seulement", "vraiment", "autrement", "également",
                            "ensemble", "chacun"}
# A gendered pronoun or agreement about a player (no player's gender is known).
GENDERED = {
    "fr": re.compile(r"\b(?:lui seul|par lui|il la|il le|il les|il a|il est|il ne|il n'|elle a|elle est|s'il|"
                     r"le premier|la première|lui-même|elle-même|vue par lui|seul à|seule à)\b", re.IGNORECASE),
    "en": re.compile(r"\b(?:he|him|his|she|her|hers|himself|herself)\b", re.IGNORECASE),
}


def vous_agreement_problems(text: str) -> list[str]:
    return [m.group(0) for m in VOUS_IN_LIST.finditer(text) if m.group(1).lower() not in FR_3RD_PLURAL_EXCEPTIONS]


def gender_problems(text: str, language: str) -> list[str]:
    return [m.group(0) for m in GENDERED[language].finditer(text)]


def report(language: str) -> list[str]:
    """Per game: messages heard after a move, p90 and max length, and every problem found."""
    lines = []
    for game_id in MATCHES:
        heard = corpus(game_id)
        spoken = spoken_after_moves(heard)
        lengths = [len(h.message.text) for h in spoken]
        longest = max(spoken, key=lambda h: len(h.message.text))
        lines.append(f"{language} {game_id}: {len(lengths)} messages after a move, p90 {percentile(lengths, 0.9)}, "
                     f"max {max(lengths)} ({longest.kind})")
        over = sorted({(len(h.message.text), h.kind) for h in spoken if len(h.message.text) > HEADLINE_P90})
        lines.append(f"   over {HEADLINE_P90}: {len(over)} distinct, kinds {sorted({k for _, k in over})}")
        for h in heard:
            text = h.message.text
            issues = plural_problems(text, language) + gender_problems(text, language)
            if language == "fr":
                issues += vous_agreement_problems(text)
            if issues:
                lines.append(f"   {h.kind}: {issues}: {text}")
    return lines


def main() -> None:
    """python -m tests.desktop.narration_corpus: the figures, in both languages."""
    import os
    import sys
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from desktop.i18n import Languages
    from desktop.qt import QtWidgets
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(sys.argv)
    languages = Languages(app)
    for language in sys.argv[1:] or ("en", "fr"):
        languages.switch(language)
        print("\n".join(report(language)))


if __name__ == "__main__":
    main()
