"""Twenty-Two narration in both languages: plays with their effect on the trick, the
last trick and its scores, eliminations, the next deal and why, refusals; and the
hand's privacy (dealt and exchanged cards only to their owner)."""
from __future__ import annotations

from desktop.narration import narrator_for
from engine.games.vingtdeux import events as ev
from engine.games.vingtdeux.cards import Card

NAMES = ["Ann", "Paul", "Marie"]


def c(rank: int, suit: str = "pique") -> Card:
    return Card(rank, suit)


def text(event, viewer=0, narrator=None) -> str:
    narrator = narrator or narrator_for("vingtdeux", NAMES)
    return " ".join(m.text for m in narrator.narrate(event, viewer))


EVENTS = {
    "beats": ev.CardsPlayed(1, (c(8), c(9)), "beats", (c(7), c(8)), (c(8), c(9)), 1, 2, 3),
    "equals_you": ev.CardsPlayed(0, (c(7), c(8)), "equals", (c(7), c(8, "coeur")), (c(7), c(8)), 0, 2, 3),
    "lowest": ev.CardsPlayed(2, (c(2), c(3)), "lowest", (c(8), c(9)), (c(8), c(9)), 1, 2, 3),
    "lead": ev.CardsPlayed(1, (c(12), c(12, "coeur")), "lead", (), (c(12), c(12, "coeur")), 1, 3, 3),
    "taken": ev.TrickTaken(1, 2, (c(8), c(9)), 3),
    "follow": ev.TurnStarted(0, "follow", 2, (c(8), c(9)), 1, 10, 2),
    "scored": ev.CardScored(1, c(13), 10, 18),
    "out": ev.PlayerEliminated(2, 24, True),
    "over": ev.GameOver((0,), (12, 18, 24), "last_standing"),
}

EXPECTED = {
    "en": {
        "beats": "Paul plays 8, 9: beats 7, 8 and takes the lead.",
        "equals_you": "You play 7, 8: equals 7, 8, you take the lead.",
        "lowest": "Marie plays their lowest cards, 2, 3; Paul keeps the lead.",
        "lead": "Paul leads two queens.",
        "taken": "Paul takes trick 2 with 8, 9 and leads next. 3 cards left each.",
        "follow": "Your turn: play 2 cards that equal or beat 8, 9, played by Paul, or your 2 lowest cards.",
        "scored": "Paul scores 10 points; total 18.",
        "out": "With 24 points, Marie is eliminated.",
        "over": "Game over. You win: the last player left. Points: you 12, Paul 18 and Marie 24.",
        "last": "Last trick: 5 for you, king for Paul and 9 for Marie. Paul takes it with a king and keeps it as a scoring card.",
        "next": "Hand 2. Paul took the last trick with a king, worth 10: Paul deals 10 cards each.",
        "tie": "Tie on king: Paul and Marie each keep their own card as a scoring card.",
        "refused": "8, 9 do not equal or beat 9, 10, and these are not your 2 lowest cards (3, 4).",
        "refused_one": "The 8 does not equal or beat the ace, and it is not your lowest card (2).",
        "refused_queen": "The queen does not equal or beat the king, and it is not your lowest card (3).",
        "count": "You must play 2 cards.",
        "keep": "You must keep one card for the last trick: lead at most 2 cards.",
    },
    "fr": {
        "beats": "Paul joue 8, 9 : bat 7, 8 et prend la main.",
        "equals_you": "Vous jouez 7, 8 : égale 7, 8, vous prenez la main.",
        "lowest": "Marie joue ses cartes les plus basses, 2, 3 ; Paul garde la main.",
        "lead": "Paul entame avec deux dames.",
        "taken": "Paul prend la levée 2 avec 8, 9 et entame la suivante. Il reste 3 cartes à chacun.",
        "follow": "À vous : jouez 2 cartes qui égalent ou battent 8, 9 de Paul, ou vos 2 cartes les plus basses.",
        "scored": "Paul marque 10 points ; total 18.",
        "out": "Avec 24 points, Marie est hors jeu.",
        "over": "Partie terminée. Vous gagnez : personne d'autre n'est encore en lice. Points : vous 12, Paul 18 et Marie 24.",
        "last": "Dernière levée : 5 pour vous, roi pour Paul et 9 pour Marie. Paul la prend avec un roi",
        "next": "Manche 2. Paul a pris la dernière levée avec un roi, qui vaut 10 : Paul distribue 10 cartes à chacun.",
        "tie": "Égalité sur roi : Paul et Marie gardent chacun leur carte comme carte à points.",
        "refused": "8, 9 n'égalent ni ne battent 9, 10, et ce ne sont pas vos 2 cartes les plus basses (3, 4).",
        "refused_one": "Le 8 n'égale ni ne bat l'as, et ce n'est pas votre carte la plus basse (2).",
        "refused_queen": "La dame n'égale ni ne bat le roi, et ce n'est pas votre carte la plus basse (3).",
        "count": "Vous devez jouer 2 cartes.",
        "keep": "Vous devez garder une carte pour la dernière levée : entamez avec 2 cartes au plus.",
    },
}


def test_plays_scores_and_the_end(lang):
    for key, event in EVENTS.items():
        assert EXPECTED[lang][key] in text(event), (key, text(event))


def test_last_trick_then_the_next_deal_says_why(lang):
    narrator = narrator_for("vingtdeux", NAMES)
    last = ev.LastTrick(((0, c(5)), (1, c(13)), (2, c(9))), (1,), 1)
    assert EXPECTED[lang]["last"] in text(last, 0, narrator)
    deal = ev.HandStarted(2, 1, 10, 10, False, (2, 0, 1), 22, False)
    assert EXPECTED[lang]["next"] in text(deal, 0, narrator)
    tie = ev.LastTrick(((0, c(5)), (1, c(13)), (2, c(13, "coeur"))), (1, 2), 1)
    assert EXPECTED[lang]["tie"] in text(tie, 0, narrator)


def test_several_cards_of_one_rank_are_said_as_a_group(lang):
    """Heard as lists ("Bob leads 5, 5", "king, king, king"); a voice read "5s" as "five z"."""
    from desktop.narration.vingtdeux import played_text, set_text
    expected = {"en": ("two fives", "three kings", "four aces", "8, 9", "an 8"),
                "fr": ("deux 5", "trois rois", "quatre as", "8, 9", "un 8")}[lang]
    assert (played_text([c(5), c(5, "coeur")]), played_text([c(13), c(13, "coeur"), c(13, "trefle")]),
            set_text([c(14), c(14, "coeur"), c(14, "trefle"), c(14, "carreau")]), played_text([c(8), c(9)]),
            played_text([c(8)])) == expected
    refused = narrator_for("vingtdeux", NAMES).refusal(
        "neither_beats_nor_lowest", {"count": 2, "best": (11, 11), "lowest": (3, 4), "played": (5, 5)})
    assert refused.startswith("Two fives do not equal or beat two jacks" if lang == "en"
                              else "Deux 5 n'égalent ni ne battent deux valets"), refused
    taken = text(ev.TrickTaken(1, 2, (c(10), c(10, "coeur")), 3))
    assert ("with two tens" if lang == "en" else "avec deux 10") in taken, taken


def test_refusals_give_the_reason(lang):
    narrator = narrator_for("vingtdeux", NAMES)
    assert narrator.refusal("neither_beats_nor_lowest",
                            {"count": 2, "best": (9, 10), "lowest": (3, 4), "played": (8, 9)}) == EXPECTED[lang]["refused"]
    # One card: with its article (heard by ear: "8 n'égale ni ne bat as")
    assert narrator.refusal("neither_beats_nor_lowest",
                            {"count": 1, "best": (14,), "lowest": (2,), "played": (8,)}) == EXPECTED[lang]["refused_one"]
    assert narrator.refusal("neither_beats_nor_lowest",
                            {"count": 1, "best": (13,), "lowest": (3,), "played": (12,)}) == EXPECTED[lang]["refused_queen"]
    assert narrator.refusal("must_play_same_count", {"count": 2, "played": 1}) == EXPECTED[lang]["count"]
    assert narrator.refusal("must_keep_one_card", {"count": 3, "max_count": 2}) == EXPECTED[lang]["keep"]
    for reason in ("not_same_rank_lead", "not_enough_stock", "expected_exchange", "expected_play", "not_your_turn"):
        assert narrator.refusal(reason, {"available": 3}) != narrator_for("gap", NAMES).refusal("?", {})


def test_private_cards_only_to_their_owner():
    dealt = ev.HandDealt(1, (c(2), c(14)), visible_to=frozenset({1}))
    assert "2, ace" in text(dealt, 1) and text(dealt, 0) == ""
    swap = ev.Exchanged(1, 2, (c(2), c(3)), (c(14), c(13)), 20, visible_to=frozenset({1}))
    assert "You discard 2, 3 and draw king, ace" in text(swap, 1)
    other = text(swap, 0)
    assert other == "Paul exchanges 2 cards. Stock: 20 cards." and "ace" not in other


def test_the_stock_is_said_once_before_your_exchange(lang):
    """By ear (issue 15): "Paul exchanges 4 cards. Stock: 34 cards. Your turn: exchange...
    Stock: 34 cards." came as one utterance, the stock twice."""
    narrator = narrator_for("vingtdeux", NAMES)
    stock = {"en": "Stock", "fr": "Pioche"}[lang]
    first = ev.HandStarted(1, 1, 7, 7, False, (0, 1, 2), 31, False)
    after_paul = ev.Exchanged(2, 4, None, None, 27)
    turn = ev.TurnStarted(0, "exchange", 0, (), 0, 27, 1)
    for before in (first, after_paul):
        said = text(before, 0, narrator) + " " + text(turn, 0, narrator)
        assert said.count(stock) == 1, said


def test_a_new_deal_is_an_utterance_of_its_own():
    """By ear (issue 15): the last trick, its score, the next deal and your cards came as
    one ~80-word notification; the deal is now heard apart."""
    [deal] = narrator_for("vingtdeux", NAMES).narrate(ev.HandStarted(2, 1, 10, 10, False, (0, 1, 2), 20, False), 0)
    assert deal.alone and deal.text.startswith("Hand 2.")


def test_a_selected_card_agrees_with_its_noun(lang):
    """By ear (French): "Roi de cœur sélectionnée": every card is masculine in French
    ("le roi", "le 7", "l'as") but the queen ("la dame")."""
    from desktop.narration.vingtdeux import selected_row, selection_word
    words = {"en": ("King of hearts, selected", "Queen of spades, selected", "selected", "not selected"),
             "fr": ("Roi de cœur, sélectionné", "Dame de pique, sélectionnée", "sélectionné", "non sélectionnée")}[lang]
    assert selected_row(c(13, "coeur")).capitalize() == words[0]
    assert selected_row(c(12)).capitalize() == words[1]
    assert selection_word(c(7), True) == words[2]
    assert selection_word(c(12), False) == words[3]
