"""French elides "de" and "que" before a vowel: "Au tour d'Ann", not "Au tour de Ann"
(heard by ear in a network match's replay: "Au tour de Invité"). Templates cannot know
the name put in, so every Message is elided once finished (desktop/speech/message.py)."""
from __future__ import annotations

from desktop.narration import narrator_for
from desktop.narration.words import elide
from desktop.speech import Message
from engine.games.gap import events as ev


def test_de_and_que_before_a_name_starting_with_a_vowel(lang):
    cases = {
        "Au tour de Ann.": "Au tour d'Ann.",
        "Dernier tour de Émile.": "Dernier tour d'Émile.",
        "plus que Inès": "plus qu'Inès",
        "La connexion de Ursule à l'hôte est perdue.": "La connexion d'Ursule à l'hôte est perdue.",
        "Au tour de Paul.": "Au tour de Paul.",      # a consonant
        "Au tour de Hugo.": "Au tour de Hugo.",      # H may be aspirated: left alone
        "Tutoriel de GAP": "Tutoriel de GAP",
        "la carte de 8 bleu": "la carte de 8 bleu",
        "une carte de une valeur": "une carte de une valeur",  # lower case: fixed words, written right already
    }
    for text, french in cases.items():
        assert elide(text) == (french if lang == "fr" else text)


def test_every_message_is_elided_once_finished(lang):
    message = Message("Au tour de Ann.", brief="À Ann, après Ines et de Ines.")
    if lang == "fr":
        assert message.text == "Au tour d'Ann." and message.brief == "À Ann, après Ines et d'Ines."
    else:
        assert message.text == "Au tour de Ann."


def test_a_turn_passed_to_a_vowel_name_is_said_with_the_elision(lang):
    said = [m.text for m in narrator_for("gap", ["Paul", "Ann"]).narrate(ev.TurnStarted(1), 0)]
    assert said == (["Au tour d'Ann."] if lang == "fr" else ["Ann's turn."])
