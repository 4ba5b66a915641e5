"""Every example quoted in issue 21, as players hear it now, in both languages: plurals
after 0/±1, "vous" last and agreed in lists, no gendered pronoun, the publishers' words,
the English fixes, keys as the help writes them, the decimal comma."""
from __future__ import annotations

import re
from pathlib import Path

from desktop.narration import narrator_for
from desktop.narration.words import key_name, points
from desktop.qt import translate
from desktop.tables.qwinto_text import boxes_possible
from desktop.tables.vingtdeux_text import lowest_question, partial_selection
from engine.games.numwin import events as nw
from engine.games.numwin.cards import Card as NumCard
from engine.games.qwinto import events as qw
from engine.games.qwinto.scoring import breakdown
from engine.games.qwinto.sheet import Sheet, write
from engine.games.vingtdeux import events as vd
from engine.games.vingtdeux.cards import Card as PlayingCard

NAMES = ["Marie", "Léa", "Paul", "Chloé"]
B8 = NumCard("classic", 8, "bleu")


def say(game_id: str, event, viewer=0, names=NAMES) -> list[str]:
    return [m.text for m in narrator_for(game_id, names).narrate(event, viewer)]


def by_lang(lang, en, fr):
    return en if lang == "en" else fr


# ---- 1. plurals by each language's rule ------------------------------------------------------
def test_num_win_blind_completion_of_one_card(lang):
    assert say("numwin", nw.BlindCompletion(1, 1)) == [by_lang(
        lang, "Léa completes their combination blind: 1 card face down, unseen.",
        "Léa complète sa combinaison à l'aveugle, sans regarder : 1 carte face cachée.")]
    assert say("numwin", nw.BlindCompletion(0, 2)) == [by_lang(
        lang, "You complete your combination blind: 2 cards face down, unseen.",
        "Vous complétez votre combinaison à l'aveugle, sans regarder : 2 cartes face cachée.")]


def test_a_win_with_minus_one_point(lang):
    assert say("numwin", nw.GameOver((1,), (12, -1, 30, 8))) == [by_lang(
        lang, "Game over. Léa wins with the lowest total, -1 point.",
        "Partie terminée. Léa gagne avec le plus petit total, -1 point.")]
    assert points(0) == by_lang(lang, "0 points", "0 point")
    assert points(-5) == "-5 points" and points(1) == "1 point"


def test_an_empty_stock(lang):
    exchanged = vd.Exchanged(1, 2, None, None, 0)
    assert say("vingtdeux", exchanged) == [by_lang(lang, "Léa exchanges 2 cards. Stock: 0 cards.",
                                                   "Léa échange 2 cartes. Pioche : 0 carte.")]
    one = vd.Exchanged(1, 1, None, None, 1)
    assert say("vingtdeux", one) == [by_lang(lang, "Léa exchanges 1 card. Stock: 1 card.",
                                             "Léa échange 1 carte. Pioche : 1 carte.")]


def test_one_box_possible(lang):
    assert boxes_possible(1) == by_lang(lang, "1 box possible", "1 case possible")
    assert boxes_possible(3) == by_lang(lang, "3 boxes possible", "3 cases possibles")


def test_one_lowest_card_and_a_partial_selection(lang):
    assert lowest_question(1, "4", False) == by_lang(lang, "Play your lowest card, 4? It does not take the lead.",
                                                     "Jouer votre carte la plus basse, 4 ? Elle ne prend pas la main.")
    assert lowest_question(2, "4, 6", True) == by_lang(lang, "Play your 2 lowest cards, 4, 6? They take the lead.",
                                                       "Jouer vos 2 cartes les plus basses, 4, 6 ? Elles prennent la main.")
    assert partial_selection("8", 1, 2) == by_lang(lang, "8: 1 of 2 to play.", "8 : 1 sur 2 à jouer.")
    assert "(s)" not in partial_selection("8", 1, 2)


def test_a_score_of_one_point_in_vingt_deux(lang):
    assert say("vingtdeux", vd.CardScored(1, PlayingCard(14, "coeur"), 1, 13)) == [by_lang(lang, "Léa scores 1 point; total 13.",
                                                                "Léa marque 1 point ; total 13.")]


# ---- 2. "vous" last in a list, and the verb agreed -----------------------------------------
def test_a_tie_on_the_last_trick_with_you(lang):
    last = vd.LastTrick(((0, PlayingCard(9, "pique")), (1, PlayingCard(9, "coeur")), (2, PlayingCard(9, "trefle")),
                         (3, PlayingCard(4, "coeur"))), (1, 2, 0), 0)
    text = say("vingtdeux", last, viewer=0)[0]
    assert text.endswith(by_lang(lang, "Tie on 9: Léa, Paul and you each keep your own card as a scoring card.",
                                 "Égalité sur 9 : Léa, Paul et vous gardez chacun votre carte comme carte à points."))
    others = say("vingtdeux", last, viewer=3)[0]
    assert others.endswith(by_lang(lang, "Tie on 9: Léa, Paul and Marie each keep their own card as a scoring card.",
                                   "Égalité sur 9 : Léa, Paul et Marie gardent chacun leur carte comme carte à points."))


def test_a_tie_for_the_first_dealer_with_you(lang):
    draw = vd.DealerDraw(1, ((0, PlayingCard(14, "pique")), (1, PlayingCard(14, "coeur")), (2, PlayingCard(3, "coeur"))),
                         (0, 1))
    assert say("vingtdeux", draw, viewer=0)[0].endswith(by_lang(
        lang, "Léa and you tie for the highest card and draw again.",
        "Léa et vous êtes à égalité pour la plus haute carte et tirez à nouveau."))
    assert say("vingtdeux", draw, viewer=2)[0].endswith(by_lang(
        lang, "Marie and Léa tie for the highest card and draw again.",
        "Marie et Léa sont à égalité pour la plus haute carte et tirent à nouveau."))


def test_shared_wins_with_you(lang):
    over = vd.GameOver((0, 1), (22, 23, 30), "lowest")
    assert say("vingtdeux", over, viewer=0)[0].startswith(by_lang(
        lang, "Game over. Everyone left reached 22 together: Léa and you share the win with 22.",
        "Partie terminée. Tous les joueurs restants atteignent 22 en même temps : Léa et vous vous partagez la "
        "victoire avec 22."))
    sheet = breakdown(write(Sheet.empty(), 0, 0, 3), 0)
    tie = qw.GameEnded("two_rows", (), (sheet, breakdown(write(Sheet.empty(), 0, 0, 3), 1)), (0, 1))
    assert say("qwinto", tie, viewer=1)[0].endswith(by_lang(lang, "Tie: Marie and you share the win with 1 point.",
                                                            "Égalité : Marie et vous partagez la victoire avec 1 point."))
    assert say("qwinto", tie, viewer=2, names=NAMES[:3])[0].endswith(by_lang(
        lang, "Tie: Marie and Léa share the win with 1 point.",
        "Égalité : Marie et Léa partagent la victoire avec 1 point."))


# ---- 3. players of any gender --------------------------------------------------------------
def test_no_pronoun_about_a_named_player(lang):
    error = nw.ClaimResolved(1, 1, 0, B8, None, "own_error")
    assert by_lang(lang, "Léa draws a penalty card that nobody else sees,",
                   "Léa pioche une carte de pénalité que personne d'autre ne voit,") in say("numwin", error)[0]
    assert say("numwin", nw.CardFlipped(1, 1)) == [by_lang(lang, "Léa looks at their card at position 2.",
                                                          "Léa regarde sa carte en position 2.")]
    closed = nw.ClaimWindowClosed(B8, ((1, 1500),), 1)
    assert say("numwin", closed)[0] == by_lang(
        lang, "Claim window closed: Léa claims 8 blue first. Claims: Léa after 1.5 s.",
        "Fenêtre de récupération fermée : Léa récupère 8 bleu en premier. Demandes : Léa après 1,5 s.")
    # What the Num Win table says while another player decides (desktop/tables/numwin_text.py).
    assert translate("numwin", "{player} decides whether to call Num Win.").format(player="Léa") == by_lang(
        lang, "Léa decides whether to call Num Win.", "Léa décide d'annoncer ou non Num Win.")
    assert translate("numwin", "{player} decides whether to claim {card}.").format(player="Léa", card="8 bleu") == \
        by_lang(lang, "Léa decides whether to claim 8 bleu.", "Léa décide de récupérer ou non 8 bleu.")


def test_a_discarded_card_reads_right(lang):
    """No participle agreeing with a card ("8 bleu défaussée"): the card comes first, then
    where it goes (issue 15, item 12: the claim window's own message is short)."""
    discarded = nw.CardDiscarded(1, B8, "drawn", -1, -1)
    assert say("numwin", discarded)[0].startswith(by_lang(lang, "8 blue to the discard", "8 bleu à la défausse"))
    assert say("numwin", nw.ClaimWindowOpened(1, B8, 5000))[0] == by_lang(lang, "Claim now with F12.",
                                                                          "Récupérez maintenant avec F12.")
    assert "défaussée" not in translate("numwin", "{player}: {card} discarded.")


# ---- 4. the publishers' words, one term per idea, keys, decimals -----------------------------
def test_publishers_words_and_settings_names(lang):
    assert translate("gap", "adjacent values") == by_lang(lang, "adjacent values", "valeurs adjacentes")
    claim = translate("settings", "Num Win claim window (milliseconds, 0 for untimed)")
    assert claim.startswith(by_lang(lang, "Num Win claim window", "Fenêtre de récupération Num Win"))
    assert key_name("Ctrl+Return") == by_lang(lang, "Ctrl+Enter", "Ctrl+Entrée")
    assert key_name("Ctrl+E") == "Ctrl+E"


# ---- 5. English: articles before ranks -----------------------------------------------------------
def test_articles_before_ranks(lang):
    ace, queen = PlayingCard(14, "pique"), PlayingCard(12, "coeur")
    beats = vd.CardsPlayed(1, (ace,), "beats", (queen,), (ace,), 1, 2, 4)
    assert say("vingtdeux", beats) == [by_lang(lang, "Léa plays an ace: beats the queen and takes the lead.",
                                               "Léa joue un as : bat la dame et prend la main.")]
    eight = vd.CardsPlayed(0, (PlayingCard(8, "coeur"),), "beats", (PlayingCard(7, "pique"),), (), 0, 2, 4)
    assert say("vingtdeux", eight) == [by_lang(lang, "You play an 8: beats the 7, you take the lead.",
                                               "Vous jouez un 8 : bat le 7, vous prenez la main.")]


# ---- every template: a counted noun goes through words.count(), unless never 0 or ±1 ----------------
COUNTED = re.compile(r"\{(\w+)\} (?:[a-zé]+ )?(cards|points|stars|boxes|numbers|rounds|tricks|misthrows|seconds|"
                     r"pages|items|rows|columns|pairs|cartes|étoiles|cases|nombres|manches|levées|secondes|rangées|"
                     r"colonnes|paires)\b")
NEVER_ONE = {  # (context, source) -> why the number is never 0 or ±1 there
    ("gap", "target {target}"): "targets are 15, 30 or 70",
    ("qwinto", "{why}you mark misthrow {count} of 4, minus {penalty} points in all."): "5 points a misthrow",
    ("twowin", "2 Win with {players} players: {hand} cards each, {pile} cards in the pile. Each round, everyone "
               "passes a card, then composes a number higher than their last one."): "a deal of 9, a full pile",
    ("vingtdeux", "play {count} cards that equal or beat {best}, played by {player}, or your {count} lowest cards."):
        "said when the trick has 2 cards or more",
    ("vingtdeux", "Your turn: play {count} cards that equal or beat {best}, played by {player}, or your {count} "
                  "lowest cards, {lowest}, with {key}."): "said when the trick has 2 cards or more",
    ("vingtdeux", "{played} do not equal or beat {best}, and these are not your {count} lowest cards ({lowest})."):
        "count 1 has its own sentence",
    ("vingtdeux", "Play your {count} lowest cards, {cards}? {what}"): "count 1 has its own sentence",
    ("vingtdeux", "With {total} points, you are eliminated."): "22 or more",
    ("vingtdeux", "With {total} points, {player} is eliminated."): "22 or more",
    ("vingtdeux", "{player}: eliminated with {points} points"): "22 or more",
}


def test_every_counted_noun_follows_the_plural_rule():
    """A template such as "Pile: {pile} cards" says "0 cards" in French: the noun must come from words.count()
    (the "{n} card" / "{n} cards" pair), or the number must never be 0 or ±1 (NEVER_ONE, with why)."""
    import xml.etree.ElementTree as ET
    found = []
    for context in ET.parse(Path(__file__).resolve().parents[2] / "i18n" / "tablee_fr.ts").getroot().iter("context"):
        for message in context.iter("message"):
            source, french = message.findtext("source"), message.find("translation").text or ""
            key = (context.findtext("name"), source)
            # a count() form itself, or a pair chosen the same way (words.colour_cards: "{n} {colour} card")
            if key in NEVER_ONE or re.fullmatch(r"\{n\} [\w ]+|\{n\} \{colour\} cards?", source):
                continue
            if COUNTED.search(source) or COUNTED.search(french):
                found.append(key)
    assert found == []
