"""2 Win narration in both languages: secret choices, the reveal as one summary with
every draw reason, abandons, the pile rebuild, every end, and the refusals."""
from __future__ import annotations

from types import SimpleNamespace

from desktop.narration import NarrationContext, narrator_for
from engine.games.twowin import events as ev
from engine.games.twowin.actions import Compose, Pass
from engine.games.twowin.cards import Card, Number

NAMES = ["Ann", "Marie", "Paul"]
G7, B3, P9 = Card(7, "vert", 0), Card(3, "bleu", 1), Card(9, "rose", 2)


def say(events, viewer=0, narrator=None):
    narrator = narrator or narrator_for("twowin", NAMES)
    return [m.text for e in events for m in narrator.narrate(e, viewer)]


PASS_STEP = ev.StepStarted(2, "pass", (0, 1, 2), targets=((0, 1), (1, 2), (2, 0)))
EXPECTED = {
    "en": {
        "card": "9 pink with 2 stars",
        "turn_pass": "Your turn: pass a card to Marie; Paul passes one to you.",
        "turn_compose": "Your turn: compose a number higher than 68: the tens card, then the units card.",
        "own_pass": "You pass 7 green to Marie. Waiting for Marie and Paul.",
        "own_number": "You compose 73: tens 7 green, units 3 blue, 1 star; it stays hidden until everyone has chosen.",
        "other": "Marie has chosen; waiting for you and Paul.",
        "received": "Paul passes you 9 pink with 2 stars.",
        "hand": "Your hand: 3 blue with 1 star; 1 green with 2 stars; 4 pink.",
        "headline": "Round 4: you 73, Marie 73 and Paul 99. You draw 2 cards: the highest number (73, tied) and a run "
                    "of 3 green in the tens. Marie draws 2 cards and Paul draws 2 cards.",
        "reveal": "Round 4 reveal: you 73, 7 green and 3 blue, 1 star; Marie 73, 7 pink and 3 pink, no star; "
                  "Paul 99, 9 pink and 9 pink, 4 stars. You draw 2 cards: the highest number (73, tied) and a run "
                  "of 3 green in the tens. Marie draws 2 cards: the highest number (73, tied) and a run of 3 pink "
                  "in the units. Paul draws 2 cards: the most stars (4) and a double.",
        "no_star": "No number has a star: nobody draws for stars.",
        "nothing": "No card for Marie.",
        "rebuilt": "The pile is empty: 12 cards from the players who abandoned and 4 cards from older numbers "
                   "(everyone keeps their last 5 numbers) are shuffled into a new pile of 16 cards.",
        "drawn": "You draw 9 pink with 2 stars. You hold 6 cards; 3 left in the pile.",
        "lost": "The pile is empty: Marie loses 1 card of their draws.",
        "abandon_other": "Marie cannot compose a number higher than 87 and abandons, with 4 cards in hand.",
        "abandon_you": "No two of your cards make a number higher than 87. Your best would be 86. "
                       "You abandon; wait to see who wins.",
        "last_in": "Game over: everyone else has abandoned. You win, the last one still in.",
        "most_cards": "Game over: the last players still in abandoned together: you, Marie and Paul. "
                      "Marie wins with the most cards in hand (you 3, Marie 5 and Paul 2).",
        "smallest": "Tied on cards (you 4 and Marie 4); you win with the smallest last number (you 87 and Marie 91).",
        "shared": "Tied on cards (you 4 and Marie 4) and on the last number (you 91 and Marie 91): Marie and you share the win.",
        "not_higher": "61 is not higher than your 68.",
    },
    "fr": {
        "card": "9 rose avec 2 étoiles",
        "turn_pass": "À vous : passez une carte à Marie ; Paul vous en passe une.",
        "turn_compose": "À vous : composez un nombre supérieur à 68 : la carte des dizaines, puis celle des unités.",
        "own_pass": "Vous passez 7 vert à Marie. Reste à choisir : Marie et Paul.",
        "own_number": "Vous composez 73 : dizaine 7 vert, unité 3 bleu, 1 étoile ; il reste caché jusqu'à ce que "
                      "tout le monde ait choisi.",
        "other": "Marie a choisi ; reste à choisir : vous et Paul.",
        "received": "Paul vous passe 9 rose avec 2 étoiles.",
        "hand": "Votre main : 3 bleu avec 1 étoile ; 1 vert avec 2 étoiles ; 4 rose.",
        "headline": "Tour 4 : vous 73, Marie 73 et Paul 99. Vous piochez 2 cartes : le nombre le plus élevé (73, à "
                    "égalité) et une série de 3 vert aux dizaines. Marie pioche 2 cartes et Paul pioche 2 cartes.",
        "reveal": "Révélation du tour 4 : vous 73, 7 vert et 3 bleu, 1 étoile ; Marie 73, 7 rose et 3 rose, aucune "
                  "étoile ; Paul 99, 9 rose et 9 rose, 4 étoiles. Vous piochez 2 cartes : le nombre le plus élevé (73, "
                  "à égalité) et une série de 3 vert aux dizaines. Marie pioche 2 cartes : le nombre le plus élevé "
                  "(73, à égalité) et une série de 3 rose aux unités. Paul pioche 2 cartes : le plus d'étoiles (4) "
                  "et deux chiffres identiques.",
        "no_star": "Aucun nombre n'a d'étoile : personne ne pioche pour les étoiles.",
        "nothing": "Aucune carte pour Marie.",
        "rebuilt": "La pile est épuisée : 12 cartes des joueurs qui ont abandonné et 4 cartes des anciens nombres "
                   "(chacun garde ses 5 derniers nombres) sont mélangées en une nouvelle pile de 16 cartes.",
        "drawn": "Vous piochez 9 rose avec 2 étoiles. Vous avez 6 cartes en main ; il en reste 3 dans la pile.",
        "lost": "La pile est vide : Marie perd 1 carte de ses pioches.",
        "abandon_other": "Marie ne peut pas composer de nombre supérieur à 87 et abandonne, avec 4 cartes en main.",
        "abandon_you": "Aucune paire de vos cartes ne fait un nombre supérieur à 87. Votre meilleur nombre serait 86. "
                       "Vous abandonnez ; patientez pour savoir qui gagne.",
        "last_in": "Partie terminée : tous les autres ont abandonné. Vous gagnez : personne d'autre n'est encore en lice.",
        "most_cards": "Partie terminée : les derniers joueurs encore en lice abandonnent en même temps : vous, Marie "
                      "et Paul. Marie gagne avec le plus de cartes en main (vous 3, Marie 5 et Paul 2).",
        "smallest": "Égalité de cartes (vous 4 et Marie 4) ; vous gagnez avec le plus petit dernier nombre "
                    "(vous 87 et Marie 91).",
        "shared": "Égalité de cartes (vous 4 et Marie 4) et de dernier nombre (vous 91 et Marie 91) : Marie et "
                  "vous partagez la victoire.",
        "not_higher": "61 n'est pas supérieur à votre 68.",
    },
}


def n(tens, units):
    return Number(tens, units)


def test_turns_and_secret_choices(lang):
    want = EXPECTED[lang]
    narrator = narrator_for("twowin", NAMES)
    assert say([PASS_STEP], 0, narrator) == [want["turn_pass"]]
    compose = ev.StepStarted(2, "compose", (0, 1, 2), minimums=((0, 68), (1, 50), (2, 0)))
    assert say([compose]) == [want["turn_compose"]]
    own = ev.ChoiceMade(0, "pass", (1, 2), Pass(G7), visible_to=frozenset({0}))
    assert say([own], 0, narrator) == [want["own_pass"]]
    # The same event as another seat hears it: no card, only "has chosen".
    other = ev.ChoiceMade(1, "pass", (0, 2), Pass(G7), visible_to=frozenset({1}))
    assert say([other], 0, narrator) == [want["other"]]
    assert not any("7" in t for t in say([own], 1, narrator))
    number = ev.ChoiceMade(0, "compose", (), Compose(G7, B3), visible_to=frozenset({0}))
    assert say([number]) == [want["own_number"]]
    passed = ev.CardPassed(2, 2, 0, P9, visible_to=frozenset({0, 2}))
    assert say([passed]) == [want["received"]]
    assert say([passed], 1) == []            # Marie neither gave nor got it: no card named
    assert say([ev.CardPassed(2, 0, 1, G7, visible_to=frozenset({0, 1}))], 2, narrator) != []


def test_a_hand_with_stars_says_each_card_value_first(lang):
    """Issue 21: "1 blue with 1 star; 1 green with 2 stars", never "1 bleu, 1 étoile, 1 vert, 2 étoiles"."""
    hand = ev.HandDealt(0, (B3, Card(1, "vert", 2), Card(4, "rose", 0)), visible_to=frozenset({0}))
    assert say([hand]) == [EXPECTED[lang]["hand"]]


def test_the_reveal_is_a_headline_then_details_in_the_history(lang):
    want = EXPECTED[lang]
    numbers = ev.NumbersRevealed(4, (ev.Revealed(0, n(G7, B3), 73, 1, 68), ev.Revealed(1, n(Card(7, "rose", 0), Card(3, "rose", 0)), 73, 0, 55),
                                     ev.Revealed(2, n(P9, P9), 99, 4, 88)))
    awards = ev.DrawsAwarded(4, (ev.Award(0, ("highest", "tens_run"), 2, tens_colour="vert"),
                                 ev.Award(1, ("highest", "units_run"), 2, units_colour="rose"),
                                 ev.Award(2, ("most_stars", "double"), 2)), 73, 4)
    narrator = narrator_for("twowin", NAMES)
    messages = [m for e in (numbers, awards) for m in narrator.narrate(e, 0)]
    assert [(m.text, m.detail) for m in messages] == [(want["headline"], False), (want["reveal"], True)]
    assert len(want["headline"]) <= 200
    plain = ev.DrawsAwarded(5, (ev.Award(0, ("highest",), 1), ev.Award(1, (), 0)), 80, 0)
    text = say([plain])[-1]
    assert want["no_star"] in text and want["nothing"] in text


def test_draws_rebuild_abandons(lang):
    want = EXPECTED[lang]
    assert say([ev.PileRebuilt(12, 4, 16)]) == [want["rebuilt"]]
    assert say([ev.CardsDrawn(0, 1, 0, 6, 3, (P9,), visible_to=frozenset({0}))]) == [want["drawn"]]
    assert say([ev.CardsDrawn(1, 1, 1, 4, 0, (P9,), visible_to=frozenset({1}))]) == [want["lost"]]
    assert say([ev.Abandoned(1, "compose", "no_number", 4, 87)]) == [want["abandon_other"]]
    view = SimpleNamespace(hand=(Card(8, "vert", 0), Card(6, "bleu", 0), Card(2, "rose", 0)))
    narrator = narrator_for("twowin", NAMES, NarrationContext(view_of=lambda seat: view))
    assert say([ev.Abandoned(0, "compose", "no_number", 3, 87)], 0, narrator) == [want["abandon_you"]]


def test_every_end(lang):
    want = EXPECTED[lang]
    assert say([ev.GameOver((0,), "last_in", (0, 1), (5, 2, 0), (70, 88, None))]) == [want["last_in"]]
    assert say([ev.GameOver((1,), "most_cards", (0, 1, 2), (3, 5, 2), (91, 89, 93))]) == [want["most_cards"]]
    smallest = say([ev.GameOver((0,), "smallest_last_number", (0, 1), (4, 4, 0), (87, 91, None))])[0]
    assert smallest.endswith(want["smallest"])
    shared = say([ev.GameOver((0, 1), "shared", (0, 1), (4, 4, 0), (91, 91, None))])[0]
    assert shared.endswith(want["shared"])


def test_refusals_have_reasons(lang):
    narrator = narrator_for("twowin", NAMES)
    assert narrator.refusal("not_higher", {"value": 61, "previous": 68}) == EXPECTED[lang]["not_higher"]
    generic = narrator.refusal("nonsense", {})
    for code in ("game_over", "abandoned", "already_chosen", "expected_pass", "expected_compose",
                 "card_not_in_hand", "same_card", "no_such_seat"):
        assert narrator.refusal(code, {}) != generic, code
