"""Num Win narration in both languages, and the memory rule (RULINGS numwin 9):
a face-down card is said once and kept out of the history unless the memory aid is on."""
from __future__ import annotations

from desktop import settings as S
from desktop.match.session import SeatConfig
from desktop.narration import NarrationContext, narrator_for
from engine.games.numwin import events as ev
from engine.games.numwin.cards import Card

NAMES = ["Ann", "Marie", "Paul"]
R7, B7, G3, RAIN = Card("classic", 7, "rouge"), Card("classic", 7, "bleu"), Card("classic", 3, "vert"), Card("rainbow", 10)


def say(event, viewer=0, aid=False):
    narrator = narrator_for("numwin", NAMES, NarrationContext(memory_aid=lambda: aid))
    return narrator.narrate(event, viewer)


def text(event, viewer=0):
    return " ".join(m.text for m in say(event, viewer))


EXPECTED = {
    "en": {
        "seen": "Memorise: your card at position 2 is 7 red.",
        "draw_other": "Marie draws from the pile (40 left).",
        "window": "Claim now with F12.",
        "untimed": "Each player in turn, from Marie, may claim 7 red (F12) or pass (Shift+F12).",
        "closed": "Claim window closed: Paul claims 7 red first. Claims: Paul after 1.2 s and you after 2.0 s.",
        "nobody": "Claim window closed: nobody claims 7 red.",
        "own_pair": "Right! Your card at position 3, 7 blue, pairs with 7 red: both are face up and protected, and count 0.",
        "opp_error": "Wrong: Paul named your card at position 1, which does not match 7 red. Nothing moves; "
                     "Paul draws a penalty card face down, unseen even by them.",
        "swipe": "Swipe: Marie swaps their card at position 2 with your card at position 4, face down. "
                 "Each card keeps whoever knew it.",
        "quantum": "Quantum: you turn up Paul's card at position 1: Rainbow (10). Everyone sees it until the end of the round.",
        "call": "Paul calls Num Win with 5 cards! One last turn each: you and Marie.",
        "penalty": "Marie: 12 plus 15 because the Num Win call did not give the lowest score, 27 this round, total 40.",
        "pairs": "Pairs cancelled: 7 red with 7 blue.",
    },
    "fr": {
        "seen": "Mémorisez : votre carte en position 2 est 7 rouge.",
        "draw_other": "Marie pioche (il en reste 40).",
        "window": "Récupérez maintenant avec F12.",
        "untimed": "Chacun à son tour, à partir de Marie, peut récupérer 7 rouge (F12) ou passer (Shift+F12).",
        "closed": "Fenêtre de récupération fermée : Paul récupère 7 rouge en premier. Demandes : Paul après 1,2 s et vous après 2,0 s.",
        "nobody": "Fenêtre de récupération fermée : personne ne récupère 7 rouge.",
        "own_pair": "Bien vu ! Votre carte en position 3, 7 bleu, fait la paire avec 7 rouge : les deux sont face visible, "
                    "protégées, et valent 0.",
        "opp_error": "Erreur : Paul a désigné votre carte en position 1, qui ne correspond pas à 7 rouge. Rien ne bouge ; "
                     "Paul pioche une carte de pénalité face cachée, sans la voir.",
        "swipe": "Swipe : Marie échange sa carte en position 2 avec votre carte en position 4, face cachée. "
                 "Chaque carte reste connue de ceux qui la connaissaient.",
        "quantum": "Quantum : vous retournez la carte de Paul en position 1 : Rainbow (10). Tout le monde la voit "
                   "jusqu'à la fin de la manche.",
        "call": "Paul annonce Num Win avec 5 cartes ! Un dernier tour chacun : vous et Marie.",
        "penalty": "Marie : 12 plus 15 parce que l'annonce Num Win n'a pas donné le plus petit score, 27 cette manche, total 40.",
        "pairs": "Paires annulées : 7 rouge avec 7 bleu.",
    },
}


def test_draws_claims_actions_and_calls(lang):
    want = EXPECTED[lang]
    seen = ev.CardSeen(0, 0, 1, R7, "deal", visible_to=frozenset({0}))
    assert text(seen) == want["seen"]
    assert say(seen, viewer=1) == []                      # private to its seer
    drawn = ev.CardDrawn(1, "pile", B7, 40, visible_to=frozenset({1}))
    assert text(drawn) == want["draw_other"]              # hidden to the others
    assert text(ev.ClaimWindowOpened(1, R7, 5000)) == want["window"]
    assert text(ev.ClaimWindowOpened(1, R7, 0)) == want["untimed"]
    assert text(ev.ClaimWindowClosed(R7, ((2, 1200), (0, 2000)), 2)) == want["closed"]
    assert text(ev.ClaimWindowClosed(R7, (), -1)) == want["nobody"]
    assert text(ev.ClaimResolved(0, 0, 2, R7, B7, "own_pair")) == want["own_pair"]
    assert text(ev.ClaimResolved(2, 0, 0, R7, None, "opponent_error")) == want["opp_error"]
    assert text(ev.CardsSwiped(1, 1, 0, 3)) == want["swipe"]
    assert text(ev.CardRevealed(0, 2, 0, RAIN)) == want["quantum"]
    assert text(ev.NumWinCalled(2, 5, (0, 1))) == want["call"]


def test_scoring_explains_pairs_and_the_penalty(lang):
    want = EXPECTED[lang]
    seats = (ev.SeatScore(0, (R7, B7, G3), (), ((R7, B7),), (G3,), 3),
             ev.SeatScore(1, (G3,), (), (), (G3,), 12))
    sides = (ev.SideScore((0,), 3, 0, 3, 10), ev.SideScore((1,), 12, 15, 27, 40))
    said = text(ev.RoundScored(1, 1, seats, sides, True))
    assert want["pairs"] in said and want["penalty"] in said


def test_the_round_report_is_heard_apart_from_the_next_deal():
    """By ear (issue 15): the report and the next round's deal, sent in the same instant,
    were one long notification; the headline is now an utterance of its own."""
    seats = (ev.SeatScore(0, (G3,), (), (), (G3,), 3), ev.SeatScore(1, (R7,), (), (), (R7,), 7))
    sides = (ev.SideScore((0,), 3, 0, 3, 3), ev.SideScore((1,), 7, 0, 7, 7))
    headline, *details = say(ev.RoundScored(1, 1, seats, sides, False))
    assert headline.alone and headline.text.startswith("Round 1 over.")
    assert details and all(m.detail for m in details)


def test_every_engine_refusal_has_its_own_words(lang):
    narrator = narrator_for("numwin", NAMES)
    generic = narrator.refusal("unknown_reason_code", {})
    for reason in ("pile_empty", "claim_too_late", "card_protected", "combination_full", "add_only_from_discard",
                   "cannot_discard_taken_card", "not_your_answer", "already_answered", "bad_target"):
        assert narrator.refusal(reason, {}) != generic


def test_a_face_down_card_is_remembered_only_with_the_memory_aid():
    seen = ev.CardSeen(0, 0, 1, R7, "deal", visible_to=frozenset({0}))
    assert [m.remember for m in say(seen)] == [False]
    assert [m.remember for m in say(seen, aid=True)] == [True]
    drawn = ev.CardDrawn(0, "pile", R7, 40, visible_to=frozenset({0}))
    assert [m.remember for m in say(drawn)] == [False]


def start(app, aid: bool):
    app.window.settings.set(S.MEMORY_AID, aid)
    seats = [SeatConfig("Ann", True), SeatConfig("Bot", False, "easy")]
    app.window.session = None
    app.window.start_match("numwin", seats, {"rounds": 1}, 11)
    return app.window.table


def test_without_the_aid_the_combination_never_shows_a_face_down_value(make_app):
    app = make_app("--lang", "en")
    table = start(app, aid=False)
    view = table.view()
    cards = [s.card for s in view.hands[0]]
    assert all(c is not None for c in cards)              # the engine says she knows them
    rows = [table.combination.item(i).text() for i in range(table.combination.count())]
    assert rows == ["position 1: face down, seen", "position 2: face down, seen"]
    assert "Memorise" not in " ".join(app.history(0))     # spoken once, not in the history
    assert any(t.startswith("Memorise: your card at position 1") for t in app.spoken())
    assert "face down, seen" in table.describe_hand() and "you saw" not in table.describe_hand()


def test_with_the_aid_the_combination_says_what_you_saw(make_app):
    app = make_app("--lang", "en")
    table = start(app, aid=True)
    rows = [table.combination.item(i).text() for i in range(table.combination.count())]
    assert all("face down, you saw: " in r for r in rows)
    assert any(t.startswith("Memorise: your card") for t in app.history(0))


def test_a_discard_names_the_card_first_and_the_claim_key_only_at_first(lang):
    """Issue 15, item 12: the card before who and how; the key hint for the first windows only."""
    narrator = narrator_for("numwin", NAMES)
    card = {"en": "7 red", "fr": "7 rouge"}[lang]
    for reason, position in (("drawn", -1), ("exchanged", 1)):
        said = " ".join(m.text for m in narrator.narrate(ev.CardDiscarded(1, R7, reason, 1 if position >= 0 else -1, position), 0))
        assert said.startswith(card), said
    windows = [" ".join(m.text for m in narrator.narrate(ev.ClaimWindowOpened(1, R7, 5000), 0)) for _ in range(5)]
    assert all("F12" in w for w in windows[:3]) and not any("F12" in w for w in windows[3:]), windows


def test_a_card_taken_from_a_combination_says_which_cards_moved_up(lang):
    """Positions close up after a Flash or a claim of an opponent's card: a player who
    memorised "position 3" must hear that it is now position 2."""
    flash_mine = text(ev.CardDiscarded(1, R7, "flash", 0, 1, 1))
    flash_theirs = text(ev.CardDiscarded(0, R7, "flash", 2, 0, 3))
    taken = text(ev.ClaimResolved(2, 1, 1, R7, B7, "opponent_pair", 2))
    last = text(ev.CardDiscarded(1, R7, "flash", 0, 3, 0))
    want = {
        "en": ("Your card at position 3 moves up to position 2.", "Paul's cards at positions 2 to 4 move up one place.",
               "Marie's cards at positions 3 and 4 move up one place."),
        "fr": ("Votre carte en position 3 passe en position 2.",
               "Les cartes de Paul des positions 2 à 4 avancent d'une place.",
               "Les cartes de Marie en positions 3 et 4 avancent d'une place."),
    }[lang]
    assert flash_mine.endswith(want[0]) and flash_theirs.endswith(want[1]) and taken.endswith(want[2]), (
        flash_mine, flash_theirs, taken)
    assert not any(w in last for w in ("moves up", "passe en", "move up", "avancent")), last


def test_the_claimer_hears_where_the_cards_of_a_right_claim_land(lang):
    """What a right claim brings joins the claimer's combination at its end: the claimer
    hears at which positions, the others nothing of it (face up, protected)."""
    mine = text(ev.ClaimResolved(0, 0, 2, R7, B7, "own_pair", 0, 4))
    taken = text(ev.ClaimResolved(0, 1, 1, R7, B7, "opponent_pair", 0, 3))
    partner = text(ev.ClaimResolved(0, 2, 0, R7, B7, "partner_pair", 0, 5))
    want = {
        "en": ("7 red is now at position 5 of your combination.",
               "The pair is now at positions 4 and 5 of your combination.", "7 red is at position 6."),
        "fr": ("7 rouge est maintenant en position 5 de votre combinaison.",
               "La paire est maintenant en positions 4 et 5 de votre combinaison.", "7 rouge est en position 6."),
    }[lang]
    assert mine.endswith(want[0]) and taken.endswith(want[1]) and partner.endswith(want[2]), (mine, taken, partner)
    for seen_by_other in (text(ev.ClaimResolved(0, 1, 1, R7, B7, "opponent_pair", 0, 3), viewer=1),
                          text(ev.ClaimResolved(0, 0, 2, R7, B7, "own_pair")),  # a record without it
                          text(ev.ClaimResolved(0, 0, 2, R7, None, "own_error"))):
        assert "position 4 and" not in seen_by_other and "now at" not in seen_by_other \
            and "maintenant en" not in seen_by_other, seen_by_other
