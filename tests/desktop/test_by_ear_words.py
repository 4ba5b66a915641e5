"""By ear (issue 15), words heard wrong: lists of parts are joined by one translatable
separator (French " ; ", a space before the semicolon, as every French text of the app
writes it; English "; "), and a new match names the player "you"."""
from __future__ import annotations

import re

import pytest

from desktop.narration.words import join_parts, separator

GAMES = ["gap", "vingtdeux", "qwinto", "numwin", "twowin"]


def test_the_separator_follows_each_language(lang):
    assert separator() == {"fr": " ; ", "en": "; "}[lang]
    assert join_parts(["vous : total 7, manches -2, 0", "", "Paul : total 18"]) == \
        {"fr": "vous : total 7, manches -2, 0 ; Paul : total 18",
         "en": "vous : total 7, manches -2, 0; Paul : total 18"}[lang]


@pytest.mark.parametrize("game", GAMES)
def test_french_scores_put_a_space_before_each_semicolon(make_app, game):
    from desktop.match.session import SeatConfig
    app = make_app("--lang", "fr")
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy"), SeatConfig("Cléo", False, "easy")]
    app.window.start_match(game, seats, {}, 4)
    table = app.window.table
    texts = [table.describe_scores(False), table.describe_scores(True)]
    assert all(texts), texts
    assert any(";" in text for text in texts), texts  # a list of players, at least
    assert not [text for text in texts if re.search(r"\S;", text)], texts


def test_a_new_match_names_you_as_you(make_app, lang):
    """By ear (issue 15): "GAP: a new game with Player 1, Paul" named the player as a stranger."""
    from desktop.match.session import SeatConfig
    app = make_app("--lang", lang)
    app.window.start_match("gap", [SeatConfig("Player 1", True), SeatConfig("Paul", False, "easy")], {}, 4)
    said = next(t for t in app.history() if "GAP" in t)
    assert {"en": "a new game with Paul and you.", "fr": "nouvelle partie avec Paul et vous."}[lang] in said, said
