"""GAP narration: every event voiced with the why and the running totals."""
from __future__ import annotations

from dataclasses import replace

from desktop.qt import translate
from desktop.speech import Priority
from engine.games.gap import events as ev
from engine.games.gap.cards import Card

from .base import Narrator
from .words import colour, join, people, points


def card_name(card: Card) -> str:
    return translate("gap", "{value} {colour}").format(value=card.value, colour=colour(card.colour))


def cards_text(cards) -> str:
    return join([card_name(c) for c in cards])


class GapNarrator(Narrator):
    game_id = "gap"
    # The card played is said with its outcome: cards_taken, card_to_middle or choice_needed.
    SILENT = frozenset({"card_played"})

    def __init__(self, names, context=None):
        super().__init__(names, context)
        self._chose: int | None = None

    def on_colours_removed(self, e: ev.ColoursRemoved, viewer):
        text = translate("gap", "Colours removed for this game: {colours}.").format(
            colours=join([colour(c) for c in e.colours]))
        return self.msg(text, category="system")

    def on_round_started(self, e: ev.RoundStarted, viewer):
        starter = translate("gap", "You start.") if e.first == viewer else \
            translate("gap", "{player} starts.").format(player=self.name(e.first))
        text = translate("gap", "Round {round}. {starter} Middle: {middle}.").format(
            round=e.round, starter=starter, middle=cards_text(e.middle))
        return self.msg(text, translate("gap", "Round {round}.").format(round=e.round), category="system")

    def on_hand_dealt(self, e: ev.HandDealt, viewer):
        if e.seat != viewer or e.cards is None:
            return None
        text = translate("gap", "Your hand: {cards}.").format(cards=cards_text(e.cards))
        return self.msg(text, category="draw")

    def on_turn_started(self, e: ev.TurnStarted, viewer):
        return self.turn_message(e.seat, viewer, translate("gap", "play a card."))

    def on_choice_needed(self, e: ev.ChoiceNeeded, viewer):
        self._chose = e.seat
        if e.seat == viewer:
            text = translate("gap", "You play {card}. Choose which card to take from the middle: {options}.").format(
                card=card_name(e.card), options=cards_text(e.candidates))
            return self.msg(text, translate("gap", "Choose a card to take."), Priority.NORMAL, "turn")
        text = translate("gap", "{player} plays {card} and chooses the card to take from the middle: {options}.").format(
            player=self.name(e.seat), card=card_name(e.card), options=cards_text(e.candidates))
        return self.msg(text)

    def on_cards_taken(self, e: ev.CardsTaken, viewer):
        you = e.seat == viewer
        why = translate("gap", "same value") if e.rule == "same" else translate("gap", "adjacent values")
        if self._chose == e.seat:
            self._chose = None
            text = (translate("gap", "You take {taken}.") if you else
                    translate("gap", "{player} takes {taken}.")).format(player=self.name(e.seat),
                                                                       taken=cards_text(e.taken))
        else:
            text = (translate("gap", "You play {card} and take {taken} ({why}).") if you else
                    translate("gap", "{player} plays {card} and takes {taken} ({why}).")).format(
                player=self.name(e.seat), card=card_name(e.card), taken=cards_text(e.taken), why=why)
        brief = translate("gap", "{player}: {card}, takes {taken}.").format(
            player=self.name(e.seat), card=card_name(e.card), taken=cards_text(e.taken))
        return self.msg(text, brief, category="own" if you else "others")

    def on_card_to_middle(self, e: ev.CardToMiddle, viewer):
        you = e.seat == viewer
        text = (translate("gap", "You play {card}: nothing to take, it goes to the middle.") if you else
                translate("gap", "{player} plays {card}: nothing to take, it goes to the middle.")).format(
            player=self.name(e.seat), card=card_name(e.card))
        brief = translate("gap", "{player}: {card} to the middle.").format(
            player=self.name(e.seat), card=card_name(e.card))
        return self.msg(text, brief, category="own" if you else "others")

    def on_middle_refilled(self, e: ev.MiddleRefilled, viewer):
        template = translate("gap", "Middle refilled with {cards}; {left} left in the pile.") if e.pile_left else \
            translate("gap", "Middle refilled with {cards}; the pile is empty.")  # was "0 left", by ear
        text = template.format(cards=cards_text(e.cards), left=e.pile_left)
        return self.msg(text, translate("gap", "Refill: {cards}.").format(cards=cards_text(e.cards)), category="draw")

    def on_round_scored(self, e: ev.RoundScored, viewer):
        parts = [self._score_line(s, viewer) for s in e.scores]
        text = translate("gap", "Round {round} over. {scores}").format(round=e.round, scores=" ".join(parts))
        brief = translate("gap", "Round over. Totals: {totals}.").format(
            totals=join([f"{self.name(s.seat)} {s.total}" for s in e.scores]))
        # Alone: the move that ended the round, this report, then the next round's deal are
        # three utterances (one ~50-word notification by ear, issue 15).
        return replace(self.msg(text, brief, Priority.NORMAL, "score"), alone=True)

    def _score_line(self, s: ev.SeatScore, viewer) -> str:
        template = (translate("gap", "You score {positive} minus {negative}, that is {score}; total {total}.")
                    if s.seat == viewer else
                    translate("gap", "{player} scores {positive} minus {negative}, that is {score}; total {total}."))
        return template.format(player=self.name(s.seat), positive=_counted(s.positive, s.positive_colours),
                               negative=_counted(s.negative, s.negative_colours), score=s.round_score, total=s.total)

    def on_game_over(self, e: ev.GameOver, viewer):
        names, _ = people(e.winners, viewer, self.name)
        why = {
            "points": translate("gap", "most points"),
            "best_round": translate("gap", "tie broken by the best single round"),
            "first_to_best": translate("gap", "tie broken by who scored that best round first"),
            "shared": translate("gap", "a perfect tie: the win is shared"),
        }[e.decided_by]
        if len(e.winners) == 1 and e.winners[0] == viewer:
            text = translate("gap", "Game over. You win with {points} ({why}).")
        else:
            text = translate("gap", "Game over. Winner: {names}, {points} ({why}).")
        text = text.format(names=names, points=points(e.totals[e.winners[0]]), why=why)
        return self.msg(text, priority=Priority.NORMAL, category="score")

    def refusal(self, reason: str, details: dict) -> str:
        texts = {
            "not_your_turn": translate("gap", "It is not your turn."),
            "card_not_in_hand": translate("gap", "That card is not in your hand."),
            "expected_take": translate("gap", "First choose which card to take from the middle."),
            "expected_play": translate("gap", "Play a card from your hand first."),
            "bad_take": translate("gap", "Take one card of each adjacent value, from those offered."),
            "game_over": translate("gap", "The game is over."),
        }
        return texts.get(reason) or super().refusal(reason, details)


def _counted(n: int, colours: tuple[str, ...]) -> str:
    """"6 (yellow)": which colours a round's points come from (a newcomer heard "6 minus 1"
    and could not tell why)."""
    if not colours:
        return str(n)
    return translate("gap", "{n} ({colours})").format(n=n, colours=join([colour(c) for c in colours]))


NARRATOR = GapNarrator
