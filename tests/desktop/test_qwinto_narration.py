"""Qwinto narration in both languages: rolls with each die, every choice after the
reveal, misthrows, completed rows and columns, the end with the breakdown, refusals."""
from __future__ import annotations

from desktop.narration import narrator_for
from desktop.speech import Priority
from engine.games.qwinto import events as ev
from engine.games.qwinto.scoring import breakdown
from engine.games.qwinto.sheet import Sheet, add_misthrow, placement_problem, write

NAMES = ["Ann", "Marie", "Paul"]


def say(event, viewer=0):
    return [m.text for m in narrator_for("qwinto", NAMES).narrate(event, viewer)]


EXPECTED = {
    "en": {
        "roll_you": "You roll orange 3 and purple 5: sum 8. Keep it, or reroll once.",
        "reroll_other": "Marie rerolls orange 6, yellow 1 and purple 4: sum 11.",
        "write_other": "Marie writes 11 in orange box 6.",
        "write_you_pentagon": "You write 9 in purple box 3, a pentagon.",
        "declined": "Paul writes nothing.",
        "misthrow_you": "You mark misthrow 2 of 4, minus 10 points in all.",
        "misthrow_forced": "No box could take the sum: Marie marks misthrow 1 of 4.",
        "writing_active": "Write 8 in the orange or purple row, or write nothing and mark a misthrow.",
        "writing_other": "Write 8 in the orange or purple row, or write nothing.",
        "row": "Marie completes the yellow row: it scores 17. Full rows: 2.",
        "column": "You fill bonus column 1 of 5: its pentagon, in the purple row, scores 12.",
        "choice": "Your choice: orange box 6. Waiting for Marie and Paul.",
        "decided": "Marie has decided.",
        "refusal": "Not there: 8 must be more than 9 on its left.",
        "repeat": "Not there: 8 is already in this column, in yellow box 3.",
        "turn": "Your turn: choose your dice and roll.",
    },
    "fr": {
        "roll_you": "Vous lancez orange 3 et violet 5 : somme 8. Gardez ce résultat, ou relancez une fois.",
        "reroll_other": "Marie relance orange 6, jaune 1 et violet 4 : somme 11.",
        "write_other": "Marie inscrit 11 en case 6 orange.",
        "write_you_pentagon": "Vous inscrivez 9 en case 3 violette, un pentagone.",
        "declined": "Paul n'inscrit rien.",
        "misthrow_you": "Vous cochez le coup manqué 2 sur 4, moins 10 points en tout.",
        "misthrow_forced": "Aucune case ne pouvait recevoir la somme : Marie coche le coup manqué 1 sur 4.",
        "writing_active": "Inscrivez 8 dans la rangée orange ou violette, ou n'inscrivez rien et cochez un coup manqué.",
        "writing_other": "Inscrivez 8 dans la rangée orange ou violette, ou n'inscrivez rien.",
        "row": "Marie complète la rangée jaune : elle rapporte 17. Rangées complètes : 2.",
        "column": "Vous remplissez la colonne bonus 1 sur 5 : son pentagone, dans la rangée violette, rapporte 12.",
        "choice": "Votre choix : case 6 orange. On attend Marie et Paul.",
        "decided": "Marie a choisi.",
        "refusal": "Pas ici : 8 doit être plus grand que le 9 à sa gauche.",
        "repeat": "Pas ici : 8 est déjà dans cette colonne, en case 3 jaune.",
        "turn": "À vous : choisissez vos dés et lancez.",
    },
}


def test_rolls_are_read_die_by_die(lang):
    want = EXPECTED[lang]
    messages = narrator_for("qwinto", NAMES).narrate(ev.DiceRolled(0, ("orange", "purple"), (3, 5), 8, 1, True), 0)
    assert [m.text for m in messages] == [want["roll_you"]]
    assert messages[0].priority == Priority.URGENT and messages[0].category == "turn"
    assert say(ev.DiceRolled(1, ("orange", "yellow", "purple"), (6, 1, 4), 11, 2, False)) == [want["reroll_other"]]
    turn = narrator_for("qwinto", NAMES).narrate(ev.TurnStarted(0, 3), 0)
    assert [m.text for m in turn] == [want["turn"]]


def test_writing_step_and_every_choice_after_the_reveal(lang):
    want = EXPECTED[lang]
    assert say(ev.WritingStarted(0, 8, ("orange", "purple"), (0, 1), (2,))) == [want["writing_active"]]
    assert say(ev.WritingStarted(1, 8, ("orange", "purple"), (0, 1), (2,))) == [want["writing_other"]]
    assert say(ev.NumberWritten(1, "orange", 8, 6, 11, False)) == [want["write_other"]]
    assert say(ev.NumberWritten(0, "purple", 2, 3, 9, True)) == [want["write_you_pentagon"]]
    assert say(ev.WritingDeclined(2)) == [want["declined"]]
    assert say(ev.Misthrow(0, 2, False)) == [want["misthrow_you"]]
    assert say(ev.Misthrow(1, 1, True)) == [want["misthrow_forced"]]


def test_a_choice_stays_private_until_the_reveal(lang):
    want = EXPECTED[lang]
    made = ev.ChoiceMade(0, "orange", 8, False, (1, 2), visible_to=frozenset({0}))
    assert say(made, viewer=0) == [want["choice"]]
    other = ev.ChoiceMade(1, "orange", 8, False, (0, 2), visible_to=frozenset({1}))
    heard = say(other, viewer=0)
    assert heard == [want["decided"]] and "orange" not in heard[0]


def test_rows_and_columns(lang):
    want = EXPECTED[lang]
    assert say(ev.RowCompleted(1, "yellow", 17, 2)) == [want["row"]]
    assert say(ev.ColumnCompleted(0, 2, "purple", 12)) == [want["column"]]


def test_game_end_gives_the_reason_the_winner_and_the_breakdown(lang):
    full = write(write(Sheet.empty(), 1, 8, 17), 0, 0, 3)
    for box, value in enumerate((2, 3, 4, 5, 6, 7, 8, 9)):
        full = write(full, 1, box, value)
    scores = (breakdown(add_misthrow(full), 0), breakdown(Sheet(Sheet.empty().rows, 4), 1))
    messages = narrator_for("qwinto", NAMES[:2]).narrate(ev.GameEnded("misthrows", (1,), scores, (0,)), 0)
    assert all(m.priority == Priority.NORMAL and m.category == "score" for m in messages)  # queued after the last move, in order
    # Issue 21: the headline and the ranking are spoken; the breakdown waits in the history.
    assert [m.detail for m in messages] == [False, False, True]
    head, ranking, details = (m.text for m in messages)
    assert ranking == ("Scores: you 13 and Marie -20." if lang == "en" else "Scores : vous 13 et Marie -20.")
    if lang == "en":
        assert head == "Game over: Marie marked a fourth misthrow. You win with 13 points."
        assert details.startswith("Final scores. You: 13 points: orange 1 (1 of 9 numbers), yellow 17 (complete)")
        assert "misthrows 1, minus 5" in details and "Marie: -20 points" in details
    else:
        assert head == "Partie terminée : Marie a coché un quatrième coup manqué. Vous gagnez avec 13 points."
        assert details.startswith("Scores finaux. Vous : 13 points : rangée orange 1 (remplie : 1 sur 9), "
                                  "rangée jaune 17 (complète)")
        assert "coups manqués 1, moins 5" in details


def test_refusals_say_why(lang):
    want = EXPECTED[lang]
    sheet = write(Sheet.empty(), 0, 1, 9)
    problem = placement_problem(sheet, "orange", 4, 8, ("orange",))
    narrator = narrator_for("qwinto", NAMES)
    assert narrator.refusal(problem, problem.details) == want["refusal"]
    sheet = write(Sheet.empty(), 1, 2, 8)        # yellow box 3 is column 3
    problem = placement_problem(sheet, "purple", 3, 8, ("purple",))
    assert narrator.refusal(problem, problem.details) == want["repeat"]
    assert narrator.refusal("already_decided", {}) != narrator.refusal("unknown_code", {})
