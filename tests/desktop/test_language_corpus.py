"""What players hear, checked over whole seeded bot matches of every game, in both
languages, as two seats hear it (tests/desktop/narration_corpus.py): no plural the
language does not allow after 0/±1, no "(s)", no third-person verb after "vous" in a
list, no gendered pronoun about a named player, and messages short enough to hear
after each move (issue 21 item 6: p90 <= 120 characters per game, none over 300).

`python -m tests.desktop.narration_corpus` prints the length figures per game."""
from __future__ import annotations

import pytest

from tests.desktop import narration_corpus as nc

GAMES = list(nc.MATCHES)
# Restructured by another helper (issue 15 item 12, "ear"): Num Win's end-of-round
# report (900 characters, "1 points"). Checked below as expected failures until it lands.
PENDING_SPLIT: set[tuple[str, str]] = set()  # reports still waiting for their headline (none now)


def grammar_problems(h: nc.Heard, lang: str) -> list[str]:
    problems = []
    for text in filter(None, (h.message.text, h.message.brief)):   # Normal and Brief verbosity
        found = nc.plural_problems(text, lang) + nc.gender_problems(text, lang)
        if lang == "fr":
            found += nc.vous_agreement_problems(text)
        if found:
            problems.append(f"{h.kind} (seat {h.viewer}): {found}: {text}")
    return problems


@pytest.fixture(scope="module")
def corpora():
    return {}


def heard(corpora, game_id: str, lang: str) -> list[nc.Heard]:
    if (game_id, lang) not in corpora:
        corpora[(game_id, lang)] = nc.corpus(game_id)
    return corpora[(game_id, lang)]


@pytest.mark.parametrize("game_id", GAMES)
def test_grammar_as_players_hear_it(lang, corpora, game_id):
    problems = [p for h in heard(corpora, game_id, lang) if (game_id, h.kind) not in PENDING_SPLIT
                for p in grammar_problems(h, lang)]
    assert problems == []


@pytest.mark.parametrize("game_id", GAMES)
def test_messages_after_a_move_are_short_to_hear(lang, corpora, game_id):
    spoken = [h for h in nc.spoken_after_moves(heard(corpora, game_id, lang))
              if (game_id, h.kind) not in PENDING_SPLIT]
    assert len(spoken) > 100, "the matches must say enough to measure"
    lengths = [len(h.message.text) for h in spoken]
    assert nc.percentile(lengths, 0.9) <= nc.HEADLINE_P90
    too_long = sorted({(len(h.message.text), h.kind, h.message.text) for h in spoken
                       if len(h.message.text) > nc.HARD_LIMIT})
    assert too_long == []


def test_num_win_end_of_round_is_short_and_right(lang, corpora):
    spoken = [h for h in nc.spoken_after_moves(heard(corpora, "numwin", lang)) if h.kind == "round_scored"]
    assert spoken and max(len(h.message.text) for h in spoken) <= nc.HARD_LIMIT
    assert [p for h in spoken for p in grammar_problems(h, lang)] == []


# ---- the checks themselves can fail -------------------------------------------------------
@pytest.mark.parametrize("text, lang, found", [
    ("Léa completes their combination blind: 1 cards face down.", "en", ["1 cards"]),
    ("You have 0 card.", "en", ["0 card"]),
    ("Léa gagne avec -1 points.", "fr", ["-1 points"]),
    ("Pioche : 0 cartes.", "fr", ["0 cartes"]),
    ("{n} carte(s) sur 3", "fr", ["(s)"]),
    ("Pioche : 0 carte. Marie a 1 carte, Léa 2 cartes, 1 fois.", "fr", []),
    ("Stock: 0 cards. Marie has 1 card, 2 cards, -1 point.", "en", []),
])
def test_the_plural_check_finds_what_it_should(text, lang, found):
    assert nc.plural_problems(text, lang) == found


def test_the_other_checks_find_what_they_should():
    assert nc.vous_agreement_problems("Marie, vous et Léa gardent chacun leur carte") != []
    assert nc.vous_agreement_problems("Égalité sur 8 : Léa et vous gardent chacun leur carte") != []
    assert nc.vous_agreement_problems("Marie, Léa et vous gardez chacun votre carte") == []
    assert nc.gender_problems("Léa pioche une carte de pénalité, vue par lui seul.", "fr") != []
    assert nc.gender_problems("Paul regarde sa carte : désormais, il la connaît.", "fr") != []
    assert nc.gender_problems("Léa récupère 8 bleu le premier.", "fr") != []
    assert nc.gender_problems("Marie looks at her card.", "en") != []
    assert nc.gender_problems("Léa récupère 8 bleu en premier.", "fr") == []
