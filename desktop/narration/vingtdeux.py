"""Vingt-deux narration: each play with what it does to the trick, the last trick,
who scores what (with totals), eliminations, the next deal and why, the end.

Suits play no part in the rules, so plays are said by rank only ("8, 9"); a hand
row names the suit too ("queen of spades"), because the cards must stay distinct.
J Q K A stay on the cards; they are spoken as words (jack, queen, king, ace).
"""
from __future__ import annotations

from dataclasses import replace

from desktop.qt import QT_TRANSLATE_NOOP, translate
from desktop.speech import Priority
from engine.games.vingtdeux import events as ev
from engine.games.vingtdeux.cards import Card, points

from .base import Narrator
from .words import cards, join, people
from .words import points as points_text

FACES = {
    11: QT_TRANSLATE_NOOP("vingtdeux", "jack"),
    12: QT_TRANSLATE_NOOP("vingtdeux", "queen"),
    13: QT_TRANSLATE_NOOP("vingtdeux", "king"),
    14: QT_TRANSLATE_NOOP("vingtdeux", "ace"),
}
SUITS = {
    "pique": QT_TRANSLATE_NOOP("vingtdeux", "spades"),
    "coeur": QT_TRANSLATE_NOOP("vingtdeux", "hearts"),
    "carreau": QT_TRANSLATE_NOOP("vingtdeux", "diamonds"),
    "trefle": QT_TRANSLATE_NOOP("vingtdeux", "clubs"),
}


def rank_word(rank: int) -> str:
    return translate("vingtdeux", FACES[rank]) if rank in FACES else str(rank)


def suit_word(suit: str) -> str:
    return translate("vingtdeux", SUITS[suit]) if suit in SUITS else suit


def card_name(card: Card) -> str:
    """A hand row: rank first, then the suit ("queen of spades", "dame de pique")."""
    return translate("vingtdeux", "{rank} of {suit}").format(rank=rank_word(card.rank), suit=suit_word(card.suit))


QUEEN = 12


def selection_word(card: Card, selected: bool) -> str:
    """"selected" or "not selected", agreeing with the card's French noun: every card is
    masculine there ("le 7", "le roi", "l'as") but the queen ("la dame")."""
    if card.rank == QUEEN:
        return translate("vingtdeux", "selected", "the queen") if selected else \
            translate("vingtdeux", "not selected", "the queen")
    return translate("vingtdeux", "selected", "a card other than the queen") if selected else \
        translate("vingtdeux", "not selected", "a card other than the queen")


def selected_row(card: Card) -> str:
    """A selected card's hand row ("king of hearts, selected")."""
    if card.rank == QUEEN:
        return translate("vingtdeux", "{card}, selected", "the queen").format(card=card_name(card))
    return translate("vingtdeux", "{card}, selected", "a card other than the queen").format(card=card_name(card))


def ranks_text(ranks) -> str:
    """A set by rank, low to high: "8, 9", "jack, queen, queen"."""
    return ", ".join(rank_word(r) for r in sorted(ranks))


def cards_text(cards) -> str:
    return ranks_text(c.rank for c in cards)


def cap(text: str) -> str:
    """Sentence case without lowering the rest (names keep their capitals)."""
    return text[:1].upper() + text[1:]


def cards_count(n: int) -> str:
    return cards(n)


def a_rank(rank: int) -> str:
    """One card played, with its article: "an ace", "a 7", "une dame"."""
    texts = {11: translate("vingtdeux", "a jack"), 12: translate("vingtdeux", "a queen"),
             13: translate("vingtdeux", "a king"), 14: translate("vingtdeux", "an ace"),
             8: translate("vingtdeux", "an {rank}")}
    return texts.get(rank, translate("vingtdeux", "a {rank}")).format(rank=rank)


def the_rank(rank: int) -> str:
    """One card already on the table: "the queen", "la dame", "l'as"."""
    texts = {11: translate("vingtdeux", "the jack"), 12: translate("vingtdeux", "the queen"),
             13: translate("vingtdeux", "the king"), 14: translate("vingtdeux", "the ace")}
    return texts.get(rank, translate("vingtdeux", "the {rank}")).format(rank=rank)


# Several cards of one rank are said as a group ("two fives", "deux 5"): as a list, "Bob leads
# 5, 5" and "king, king, king" were heard; a voice reads "5s" as "five z", hence the words.
RANK_PLURALS = {
    2: QT_TRANSLATE_NOOP("vingtdeux", "twos"), 3: QT_TRANSLATE_NOOP("vingtdeux", "threes"),
    4: QT_TRANSLATE_NOOP("vingtdeux", "fours"), 5: QT_TRANSLATE_NOOP("vingtdeux", "fives"),
    6: QT_TRANSLATE_NOOP("vingtdeux", "sixes"), 7: QT_TRANSLATE_NOOP("vingtdeux", "sevens"),
    8: QT_TRANSLATE_NOOP("vingtdeux", "eights"), 9: QT_TRANSLATE_NOOP("vingtdeux", "nines"),
    10: QT_TRANSLATE_NOOP("vingtdeux", "tens"), 11: QT_TRANSLATE_NOOP("vingtdeux", "jacks"),
    12: QT_TRANSLATE_NOOP("vingtdeux", "queens"), 13: QT_TRANSLATE_NOOP("vingtdeux", "kings"),
    14: QT_TRANSLATE_NOOP("vingtdeux", "aces"),
}
GROUP_SIZES = {2: QT_TRANSLATE_NOOP("vingtdeux", "two {ranks}"), 3: QT_TRANSLATE_NOOP("vingtdeux", "three {ranks}"),
               4: QT_TRANSLATE_NOOP("vingtdeux", "four {ranks}")}


def rank_group(rank: int, count: int) -> str:
    """Several cards of one rank: "two fives", "three kings"; "deux 5", "trois rois" (one
    deck: at most four; any other count stays a list)."""
    if count not in GROUP_SIZES or rank not in RANK_PLURALS:
        return ranks_text([rank] * count)
    return translate("vingtdeux", GROUP_SIZES[count]).format(ranks=translate("vingtdeux", RANK_PLURALS[rank]))


def set_text(cards) -> str:
    """Cards on the table: several of one rank as a group ("two fives"), else by rank ("8, 9")."""
    return ranks_set_text([c.rank for c in cards])


def ranks_set_text(ranks) -> str:
    """set_text() of the cards' ranks."""
    ranks = list(ranks)
    if len(ranks) > 1 and len(set(ranks)) == 1:
        return rank_group(ranks[0], len(ranks))
    return ranks_text(ranks)


def ranks_named(ranks) -> str:
    """ranks_set_text(), one rank with its article ("the 8", "l'as"): a refusal names the cards."""
    ranks = list(ranks)
    return the_rank(ranks[0]) if len(ranks) == 1 else ranks_set_text(ranks)


def played_text(played, definite: bool = False) -> str:
    """What is played: one card with its article ("an ace", "the queen"), else set_text()."""
    played = list(played)
    if len(played) != 1:
        return set_text(played)
    return the_rank(played[0].rank) if definite else a_rank(played[0].rank)


class VingtDeuxNarrator(Narrator):
    game_id = "vingtdeux"

    def __init__(self, names, context=None):
        super().__init__(names, context)
        self._scoring_card: dict[int, Card] = {}   # the last trick's card, for the next deal's why

    @property
    def keys(self) -> dict[str, str]:
        """The keys named in the narration, as the player has them now."""
        key = self.context.key
        return {"exchange": key("vingtdeux_exchange"), "keep": key("vingtdeux_keep"), "lowest": key("vingtdeux_lowest")}

    # ---- helpers ----------------------------------------------------------------
    def who(self, seat: int, viewer) -> str:
        return translate("narration", "you") if seat == viewer else self.name(seat)

    def pick(self, seat: int, viewer, you: str, other: str, **fields) -> str:
        return (you if seat == viewer else other).format(player=self.name(seat), **fields)

    @staticmethod
    def mine(seat: int, viewer) -> str:
        return "own" if seat == viewer else "others"

    def holder(self, seat: int, viewer) -> str:
        """Who keeps the lead after a lowest-cards play."""
        return self.pick(seat, viewer, translate("vingtdeux", "you keep the lead"),
                         translate("vingtdeux", "{player} keeps the lead"))

    # ---- dealer, deals, exchanges -------------------------------------------------
    def on_dealer_draw(self, e: ev.DealerDraw, viewer):
        draws = join([translate("vingtdeux", "{rank} for {player}").format(player=self.who(s, viewer), rank=rank_word(c.rank))
                      for s, c in e.draws])
        if e.tied:
            tied, with_you = people(e.tied, viewer, self.name)
            outcome = cap((translate("vingtdeux", "{players} tie for the highest card and draw again.", "with you")
                           if with_you else translate("vingtdeux", "{players} tie for the highest card and draw again.")
                           ).format(players=tied))
        else:
            high = max(e.draws, key=lambda d: d[1].rank)[0]
            outcome = self.pick(high, viewer, translate("vingtdeux", "Highest card: you deal first."),
                                translate("vingtdeux", "Highest card: {player} deals first."))
        text = translate("vingtdeux", "Draw for the first dealer: {draws}. {outcome}").format(draws=draws, outcome=outcome)
        return self.msg(text, outcome, category="system")

    def on_hand_started(self, e: ev.HandStarted, viewer):
        card = self._scoring_card.get(e.dealer)
        if e.hand_no == 1 or card is None:
            why = self.pick(e.dealer, viewer, translate("vingtdeux", "You deal {cards} each."),
                            translate("vingtdeux", "{player} deals {cards} each."), cards=cards_count(e.size))
        else:
            why = self.pick(e.dealer, viewer,
                            translate("vingtdeux", "You took the last trick with {rank}, worth {points}: "
                                      "you deal {cards} each."),
                            translate("vingtdeux", "{player} took the last trick with {rank}, worth {points}: "
                                      "{player} deals {cards} each."),
                            rank=a_rank(card.rank), points=points(card), cards=cards_count(e.requested))
        parts = [translate("vingtdeux", "Hand {n}.").format(n=e.hand_no), why]
        if e.short_pack:
            parts.append(translate("vingtdeux", "The pack is too short: {cards} each instead.").format(
                cards=cards_count(e.size)))
        if e.dealer_eliminated:
            parts.append(self.pick(e.dealer, viewer,
                                   translate("vingtdeux", "Being eliminated, you get no cards, then leave the table."),
                                   translate("vingtdeux", "Being eliminated, {player} gets no cards, then leaves the table.")))
        parts.append(translate("vingtdeux", "Stock: {cards}.").format(cards=cards_count(e.stock)))
        parts.append(self.pick(e.seats[0], viewer, translate("vingtdeux", "You exchange first, then lead."),
                               translate("vingtdeux", "{player} exchanges first, then leads.")))
        brief = translate("vingtdeux", "Hand {n}: {cards} each.").format(n=e.hand_no, cards=cards_count(e.size))
        # Alone: the last trick and its score, this deal, then your cards and the turn are three
        # utterances (one ~80-word notification by ear, issue 15).
        return replace(self.msg(" ".join(parts), brief, category="system"), alone=True)

    def on_hand_dealt(self, e: ev.HandDealt, viewer):
        if e.seat != viewer or e.cards is None:
            return None
        text = translate("vingtdeux", "Your cards: {cards}.").format(cards=cards_text(e.cards))
        return self.msg(text, category="draw")

    def on_exchanged(self, e: ev.Exchanged, viewer):
        if e.forced:
            text = self.pick(e.seat, viewer, translate("vingtdeux", "The stock is empty: you cannot exchange."),
                             translate("vingtdeux", "The stock is empty: {player} cannot exchange."))
        elif e.count == 0:
            text = self.pick(e.seat, viewer, translate("vingtdeux", "You keep all your cards."),
                             translate("vingtdeux", "{player} keeps all their cards."))
        elif e.seat == viewer and e.discarded is not None:
            text = translate("vingtdeux", "You discard {discarded} and draw {drawn}. Stock: {stock}.").format(
                discarded=cards_text(e.discarded), drawn=cards_text(e.drawn), stock=cards_count(e.stock))
        else:
            text = translate("vingtdeux", "{player} exchanges {cards}. Stock: {stock}.").format(
                player=self.name(e.seat), cards=cards_count(e.count), stock=cards_count(e.stock))
        return self.msg(text, text, category="draw" if e.seat == viewer else "others")

    # ---- turns and tricks ---------------------------------------------------------------
    def on_turn_started(self, e: ev.TurnStarted, viewer):
        if e.seat != viewer:
            return self.turn_message(e.seat, viewer, "")
        if e.step == "exchange":
            # No "Stock: N cards" here: the message just before (the deal, or the previous
            # player's exchange) said it, and both came as one utterance (heard twice, issue 15).
            expected = translate("vingtdeux", "exchange. Select the cards to discard with Space, then {exchange}; "
                                 "or keep all with {keep}.").format(exchange=self.keys["exchange"], keep=self.keys["keep"])
        elif e.step == "lead":
            expected = translate("vingtdeux", "lead trick {n}: one card, or several of one rank, keeping one card.") \
                .format(n=e.trick_no)
        elif e.count == 1:
            expected = translate("vingtdeux", "play a card that equals or beats {best}, played by {player}, "
                                 "or your lowest card.").format(best=played_text(e.best, definite=True),
                                                                player=self.who(e.taker, viewer))
        else:
            expected = translate("vingtdeux", "play {count} cards that equal or beat {best}, played by {player}, "
                                 "or your {count} lowest cards.").format(
                best=played_text(e.best), player=self.who(e.taker, viewer), count=e.count)
        return self.turn_message(e.seat, viewer, expected)

    def on_cards_played(self, e: ev.CardsPlayed, viewer):
        cards, you = played_text(e.cards), e.seat == viewer
        previous = played_text(e.previous, definite=True)
        if e.effect == "lead":
            text = self.pick(e.seat, viewer, translate("vingtdeux", "You lead {cards}."),
                             translate("vingtdeux", "{player} leads {cards}."), cards=cards)
        elif e.effect in ("beats", "equals"):
            if e.effect == "beats":
                text = self.pick(e.seat, viewer, translate("vingtdeux", "You play {cards}: beats {previous}, you take the lead."),
                                 translate("vingtdeux", "{player} plays {cards}: beats {previous} and takes the lead."),
                                 cards=cards, previous=previous)
            else:
                text = self.pick(e.seat, viewer, translate("vingtdeux", "You play {cards}: equals {previous}, you take the lead."),
                                 translate("vingtdeux", "{player} plays {cards}: equals {previous} and takes the lead."),
                                 cards=cards, previous=previous)
        elif len(e.cards) == 1:
            text = self.pick(e.seat, viewer, translate("vingtdeux", "You play your lowest card, {cards}; {holder}."),
                             translate("vingtdeux", "{player} plays their lowest card, {cards}; {holder}."),
                             cards=set_text(e.cards), holder=self.holder(e.taker, viewer))
        else:
            text = self.pick(e.seat, viewer, translate("vingtdeux", "You play your lowest cards, {cards}; {holder}."),
                             translate("vingtdeux", "{player} plays their lowest cards, {cards}; {holder}."),
                             cards=cards, holder=self.holder(e.taker, viewer))
        brief = translate("vingtdeux", "{player}: {cards}.").format(player=self.who(e.seat, viewer), cards=set_text(e.cards))
        return self.msg(text, brief, category="own" if you else "others")

    def on_trick_taken(self, e: ev.TrickTaken, viewer):
        text = self.pick(e.seat, viewer, translate("vingtdeux", "You take trick {n} with {best} and lead next."),
                         translate("vingtdeux", "{player} takes trick {n} with {best} and leads next."),
                         n=e.trick_no, best=played_text(e.best))
        if e.cards_left == 1:
            text += " " + translate("vingtdeux", "One card left each: the last trick.")
        else:
            text += " " + translate("vingtdeux", "{cards} left each.").format(cards=cards_count(e.cards_left))
        return self.msg(text, category=self.mine(e.seat, viewer))

    # ---- the end of a hand -------------------------------------------------------------------
    def on_last_trick(self, e: ev.LastTrick, viewer):
        for seat, card in e.plays:
            if seat in e.takers:
                self._scoring_card[seat] = card
        plays = join([translate("vingtdeux", "{rank} for {player}").format(player=self.who(s, viewer), rank=rank_word(c.rank))
                      for s, c in e.plays])
        high = rank_word(dict(e.plays)[e.takers[0]].rank)
        if len(e.takers) == 1:
            outcome = self.pick(e.takers[0], viewer, translate("vingtdeux", "You take it with {rank} and keep it as a scoring card."),
                                translate("vingtdeux", "{player} takes it with {rank} and keeps it as a scoring card."),
                                rank=a_rank(dict(e.plays)[e.takers[0]].rank))
        else:
            takers, with_you = people(e.takers, viewer, self.name)
            outcome = (translate("vingtdeux", "Tie on {rank}: {players} each keep your own card as a scoring card.")
                       if with_you else
                       translate("vingtdeux", "Tie on {rank}: {players} each keep their own card as a scoring card.")
                       ).format(rank=high, players=takers)
        text = translate("vingtdeux", "Last trick: {plays}. {outcome}").format(plays=plays, outcome=outcome)
        return self.msg(text, translate("vingtdeux", "Last trick: {outcome}").format(outcome=outcome),
                        Priority.NORMAL, "score")

    def on_card_scored(self, e: ev.CardScored, viewer):
        text = self.pick(e.seat, viewer, translate("vingtdeux", "You score {points}; total {total}."),
                         translate("vingtdeux", "{player} scores {points}; total {total}."),
                         points=points_text(e.points), total=e.total)
        return self.msg(text, text, Priority.NORMAL, "score")

    def on_player_eliminated(self, e: ev.PlayerEliminated, viewer):
        text = self.pick(e.seat, viewer, translate("vingtdeux", "With {total} points, you are eliminated."),
                         translate("vingtdeux", "With {total} points, {player} is eliminated."), total=e.total)
        return self.msg(text, text, Priority.NORMAL, "score")

    def on_game_over(self, e: ev.GameOver, viewer):
        winners, with_you = people(e.winners, viewer, self.name)
        if e.decided_by == "last_standing":
            head = self.pick(e.winners[0], viewer, translate("vingtdeux", "Game over. You win: the last player left."),
                             translate("vingtdeux", "Game over. {player} wins: the last player left."))
        elif len(e.winners) == 1:
            head = translate("vingtdeux", "Game over. Everyone left reached 22 together: the lowest score wins, "
                             "{players} with {points}.").format(players=winners, points=e.totals[e.winners[0]])
        else:
            head = (translate("vingtdeux", "Game over. Everyone left reached 22 together: {players} share the win "
                              "with {points}.", "with you") if with_you else
                    translate("vingtdeux", "Game over. Everyone left reached 22 together: {players} share the win "
                              "with {points}.")).format(players=winners, points=e.totals[e.winners[0]])
        totals = join([translate("vingtdeux", "{player} {points}").format(player=self.who(s, viewer), points=t)
                       for s, t in enumerate(e.totals)])
        text = translate("vingtdeux", "{head} Points: {totals}.").format(head=head, totals=totals)
        return self.msg(text, head, Priority.NORMAL, "score")

    # ---- refusals --------------------------------------------------------------------------------
    def refusal(self, reason: str, details: dict) -> str:
        count = details.get("count", 0)
        if reason == "must_play_same_count":
            return translate("vingtdeux", "You must play {cards}.").format(cards=cards_count(count))
        if reason == "must_keep_one_card":
            return translate("vingtdeux", "You must keep one card for the last trick: lead at most {cards}.").format(
                cards=cards_count(details.get("max_count", 1)))
        if reason == "neither_beats_nor_lowest":  # "The 8 ... the ace", not "8 ... ace" (by ear)
            template = (translate("vingtdeux", "{played} does not equal or beat {best}, and it is not your "
                                  "lowest card ({lowest}).") if count == 1 else
                        translate("vingtdeux", "{played} do not equal or beat {best}, and these are not your "
                                  "{count} lowest cards ({lowest})."))
            return template.format(played=cap(ranks_named(details.get("played", ()))),
                                   best=ranks_named(details.get("best", ())), count=count,
                                   lowest=ranks_text(details.get("lowest", ())))
        if reason == "not_enough_stock":
            return translate("vingtdeux", "The stock has only {cards}: exchange at most that many.").format(
                cards=cards_count(details.get("available", 0)))
        texts = {
            "not_same_rank_lead": translate("vingtdeux", "A lead must be one card, or cards of one rank."),
            "no_cards": translate("vingtdeux", "Select cards with Space first."),
            "duplicate_cards": translate("vingtdeux", "Each card can be played only once."),
            "card_not_in_hand": translate("vingtdeux", "That card is not in your hand."),
            "not_your_turn": translate("vingtdeux", "It is not your turn."),
            "expected_exchange": translate("vingtdeux", "This is the exchange: exchange the selected cards ({exchange}) "
                                           "or keep all ({keep}).").format(**self.keys),
            "expected_play": translate("vingtdeux", "The exchange is over: play cards."),
            "game_over": translate("vingtdeux", "The game is over."),
        }
        return texts.get(reason) or super().refusal(reason, details)


NARRATOR = VingtDeuxNarrator
