"""GAP narration in both languages: every event, 'you' for the viewer, the why and the totals."""
from __future__ import annotations

from desktop.narration import narrator_for
from desktop.speech import Priority
from engine.games.gap import events as ev
from engine.games.gap.cards import Card

NAMES = ["Ann", "Marie", "Paul"]


def say(event, viewer=0):
    return [m.text for m in narrator_for("gap", NAMES).narrate(event, viewer)]


EXPECTED = {
    "en": {
        "take_you": "You play 7 red and take 7 blue and 7 green (same value).",
        "take_other": "Marie plays 0 red and takes 9 yellow and 1 blue (adjacent values).",
        "middle": "Paul plays 4 purple: nothing to take, it goes to the middle.",
        "turn": "Your turn: play a card.",
        "choice_other": "Marie plays 5 red and chooses the card to take from the middle: 6 yellow and 6 purple.",
        "score": "You score 4 (red) minus 2 (yellow and blue), that is 2; total 17.",
        "removed": "Colours removed for this game: green.",
        "win": "Game over. You win with 31 points (most points).",
    },
    "fr": {
        "take_you": "Vous jouez 7 rouge et prenez 7 bleu et 7 vert (même valeur).",
        "take_other": "Marie joue 0 rouge et prend 9 jaune et 1 bleu (valeurs adjacentes).",
        "middle": "Paul joue 4 violet : rien à prendre, la carte va au milieu.",
        "turn": "À vous : jouez une carte.",
        "choice_other": "Marie joue 5 rouge et choisit la carte à prendre au milieu : 6 jaune et 6 violet.",
        "score": "Vous marquez 4 (rouge) moins 2 (jaune et bleu), soit 2 ; total 17.",
        "removed": "Couleurs retirées pour cette partie : vert.",
        "win": "Partie terminée. Vous gagnez avec 31 points (le plus de points).",
    },
}


def test_plays_takes_and_middle(lang):
    want = EXPECTED[lang]
    assert say(ev.CardsTaken(0, Card(7, "rouge"), (Card(7, "bleu"), Card(7, "vert")), "same")) == [want["take_you"]]
    assert say(ev.CardsTaken(1, Card(0, "rouge"), (Card(9, "jaune"), Card(1, "bleu")), "neighbours")) == [want["take_other"]]
    assert say(ev.CardToMiddle(2, Card(4, "violet"))) == [want["middle"]]
    # which cards the choice is between (was "chooses which copy to take", by ear)
    assert say(ev.ChoiceNeeded(1, Card(5, "rouge"), (Card(6, "jaune"), Card(6, "violet")))) == [want["choice_other"]]


def test_turn_and_set_up(lang):
    want = EXPECTED[lang]
    messages = narrator_for("gap", NAMES).narrate(ev.TurnStarted(0), 0)
    assert [m.text for m in messages] == [want["turn"]]
    assert messages[0].priority == Priority.NORMAL and messages[0].category == "turn"  # queued after the move
    assert say(ev.ColoursRemoved(("vert",))) == [want["removed"]]


def test_round_score_with_running_total(lang):
    scores = (ev.SeatScore(0, 4, ("rouge",), 2, ("jaune", "bleu"), 2, 17),
              ev.SeatScore(1, 3, ("vert",), 1, ("bleu",), 2, 9))
    text = say(ev.RoundScored(2, scores))[0]
    assert EXPECTED[lang]["score"] in text and ("Marie" in text)


def test_game_over_says_why(lang):
    assert say(ev.GameOver((0,), (31, 20, 12), "points")) == [EXPECTED[lang]["win"]]
    shared = say(ev.GameOver((1, 2), (20, 31, 31), "shared"))[0]
    assert "Marie" in shared and "Paul" in shared


def test_a_private_hand_is_spoken_only_to_its_owner(lang):
    dealt = ev.HandDealt(1, (Card(3, "bleu"),), visible_to=frozenset({1}))
    assert say(dealt, viewer=0) == []
    assert len(say(dealt, viewer=1)) == 1 and "3" in say(dealt, viewer=1)[0]


def test_every_gap_event_kind_has_narration(lang):
    from engine import games
    from tests.engine.conformance import random_playout
    trace = random_playout(games.get("gap"), 3, 4)
    kinds = {e.kind for e in trace.events}
    narrator = narrator_for("gap", NAMES)
    silent = {e.kind for e in trace.events if not narrator.narrate(e, 0)}
    assert silent <= {"card_played", "hand_dealt"}, silent  # played is voiced with its outcome
    assert "round_scored" in kinds and "game_over" in kinds


def test_the_round_report_is_an_utterance_of_its_own():
    """By ear (issue 15): the last move, the round's scores and the next round's deal came
    as one ~50-word notification; the report is now heard apart from both."""
    narrator = narrator_for("gap", ["Ann", "Paul"])
    score = ev.SeatScore(0, 4, ("rouge",), 6, ("bleu",), -2, -2)
    [report] = narrator.narrate(ev.RoundScored(1, (score,)), 0)
    assert report.alone and "-2" in report.text


def test_an_empty_pile_is_said_so(lang):
    """By ear: "il en reste 0 dans la pioche"."""
    narrator = narrator_for("gap", ["Ann", "Paul"])
    [said] = narrator.narrate(ev.MiddleRefilled((Card(3, "bleu"),), 0), 0)
    assert said.text.endswith({"en": "the pile is empty.", "fr": "la pioche est vide."}[lang]), said.text
