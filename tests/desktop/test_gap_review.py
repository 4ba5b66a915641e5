"""GAP's F4 and F7: how many cards of each colour a player collected, said as counts of
cards ('3 yellow cards'), never as '3 yellow', which is the name of a card; F4 says your
own collection after your hand."""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from desktop.match.session import SeatConfig
from desktop.narration.words import colour_cards
from desktop.qt import Qt
from desktop.tables.gap import GapTable
from engine.games.gap.cards import Card


def test_counts_of_a_colour_are_cards_and_agree(lang):
    want = {"en": ("1 blue card", "3 blue cards", "0 green cards", "2 purple cards"),
            "fr": ("1 carte bleue", "3 cartes bleues", "0 carte verte", "2 cartes violettes")}[lang]
    assert (colour_cards(1, "bleu"), colour_cards(3, "bleu"), colour_cards(0, "vert"), colour_cards(2, "violet")) == want


def test_a_collection_is_said_colour_by_colour_in_the_game_s_order(lang):
    view = SimpleNamespace(colours=("rouge", "jaune", "bleu"),
                           collections=[[Card(3, "jaune"), Card(5, "jaune"), Card(2, "rouge")], []])
    want = {"en": "1 red card and 2 yellow cards", "fr": "1 carte rouge et 2 cartes jaunes"}[lang]
    assert GapTable._collected(view, 0) == want
    assert GapTable._collected(view, 1) == ""


def _after_first_turns(app):
    window = app.window
    window.start_match("gap", [SeatConfig("Ann", True), SeatConfig("Paul", False, "easy")], {}, 4)
    table = window.table
    app.qtbot.waitUntil(table.my_turn, timeout=5000)
    for _ in range(3):  # play the focused card three times: both players collect something
        app.qtbot.waitUntil(lambda: table.my_turn() and app.focus in (table.hand, table.middle), timeout=10000)
        app.key(Qt.Key.Key_Return)
        if app.focus is table.middle:  # a copy to choose
            app.key(Qt.Key.Key_Return)
    app.qtbot.waitUntil(table.my_turn, timeout=10000)
    return table


#: Per language: F4's whole sentence, F7's (group 2: the collected cards), how the list
#: of cards is joined, and what each count of cards must be.
SAID = {
    "en": (r"Your hand: .+\. (Collected: .+ cards?\.|Nothing collected yet\.)",
           r"Paul: \d+ cards in hand; (collected: (.+); total -?\d+|nothing collected; total -?\d+)\.",
           r", | and ", r"\d+ (red|yellow|blue|green|purple) cards?"),
    "fr": (r"Votre main : .+\. (Ramassées : .+\.|Aucune carte ramassée pour l'instant\.)",
           r"Paul : \d+ cartes en main ; (ramassées : (.+) ; total -?\d+|aucune carte ramassée ; total -?\d+)\.",
           r", | et ", r"(1 carte (rouge|jaune|bleue|verte|violette)|\d+ cartes (rouges|jaunes|bleues|vertes|violettes))"),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_f4_and_f7(make_app, language):
    hand_said, paul_said, joined, one_count = SAID[language]
    app = make_app("--lang", language)
    table = _after_first_turns(app)
    hand = table.describe_hand()
    assert re.fullmatch(hand_said, hand), hand
    paul = table.describe_opponent(1)
    match = re.fullmatch(paul_said, paul)
    assert match, paul
    if match.group(2):
        parts = re.split(joined, match.group(2))
        assert all(re.fullmatch(one_count, p) for p in parts), parts
