"""2 Win narration: the secret choices, the reveals read as one summary, the draws
with their reasons, abandons, the pile rebuild and the winner with the reason.

Every step is simultaneous (ruling twowin 8): a seat's own choice is told to that
seat only ("You pass 7 green to Marie"); the others hear only "Ann has chosen;
waiting for you". The compose reveal is one message built from NumbersRevealed
(kept until the next event) and DrawsAwarded: every number, then who draws how
many and why. The narrator is shared by every human seat, so what it keeps
between events is public only (the step's seats and targets, the last reveal).
"""
from __future__ import annotations

from desktop.qt import translate
from desktop.speech import Priority
from engine.games.twowin import events as ev
from engine.games.twowin.actions import Compose, Pass
from engine.games.twowin.cards import Card, Number
from engine.games.twowin.compose import best_number

from .base import Narrator
from .words import cards, colour, count, join, people, separator


def stars_text(n: int) -> str:
    return count(n, translate("twowin", "{n} star"), translate("twowin", "{n} stars"))


def card_name(card: Card) -> str:
    """'9 pink with 2 stars', '4 blue' (what a hand card is called everywhere: value first,
    so that typing a value jumps to the card)."""
    name = translate("twowin", "{digit} {colour}").format(digit=card.digit, colour=colour(card.colour))
    if card.stars:
        name = translate("twowin", "{card} with {stars}").format(card=name, stars=stars_text(card.stars))
    return name


def cards_text(hand) -> str:
    """Cards in a list; with stars, "; " between the cards, so that "1 blue with 1 star;
    1 green with 2 stars" cannot be heard as four cards."""
    names = [card_name(c) for c in hand]
    if any(c.stars for c in hand) and len(names) > 1:
        return separator().join(names)
    return join(names)


def plain_card(card: Card) -> str:
    return translate("twowin", "{digit} {colour}").format(digit=card.digit, colour=colour(card.colour))


def number_text(number: Number) -> str:
    """'68: tens 6 green, units 8 blue, 1 star' (stars of the two cards together)."""
    text = translate("twowin", "{value}: tens {tens}, units {units}").format(
        value=number.value, tens=plain_card(number.tens), units=plain_card(number.units))
    if number.stars:
        text = translate("twowin", "{number}, {stars}").format(number=text, stars=stars_text(number.stars))
    return text


def number_short(number: Number) -> str:
    """'99 (9 pink and 9 blue, 4 stars)': a number in a longer sentence."""
    stars = stars_text(number.stars) if number.stars else translate("twowin", "no star")
    return translate("twowin", "{value} ({tens} and {units}, {stars})").format(
        value=number.value, tens=plain_card(number.tens), units=plain_card(number.units), stars=stars)


def cards_count(n: int) -> str:
    return cards(n)


class TwoWinNarrator(Narrator):
    game_id = "twowin"

    def __init__(self, names, context=None):
        super().__init__(names, context)
        self._targets: tuple[tuple[int, int], ...] = ()   # this pass step's (giver, receiver)
        self._revealed: ev.NumbersRevealed | None = None

    # ---- helpers --------------------------------------------------------------
    def who(self, seat: int, viewer) -> str:
        return translate("narration", "you") if seat == viewer else self.name(seat)

    def pick(self, seat: int, viewer, you: str, other: str, **fields) -> str:
        return (you if seat == viewer else other).format(player=self.name(seat), **fields)

    def receiver_of(self, giver: int) -> int | None:
        return next((r for g, r in self._targets if g == giver), None)

    # ---- set-up and rounds ------------------------------------------------------------
    def on_game_started(self, e: ev.GameStarted, viewer):
        text = translate("twowin", "2 Win with {players} players: {hand} cards each, {pile} cards in the pile. "
                         "Each round, everyone passes a card, then composes a number higher than their last one.")
        return self.msg(text.format(players=e.players, hand=e.hand_size, pile=e.pile_size), category="system")

    def on_hand_dealt(self, e: ev.HandDealt, viewer):
        if e.seat != viewer or e.cards is None:
            return None
        return self.msg(translate("twowin", "Your hand: {cards}.").format(cards=cards_text(e.cards)),
                        category="draw")

    def on_round_started(self, e: ev.RoundStarted, viewer):
        text = translate("twowin", "Round {round}. Still in: {players}.").format(
            round=e.round, players=join([self.who(s, viewer) for s in e.seats]))
        return self.msg(text, translate("twowin", "Round {round}.").format(round=e.round), category="system")

    def on_step_started(self, e: ev.StepStarted, viewer):
        if e.step == "pass":
            self._targets = e.targets
        if viewer in e.seats:
            return self.turn_message(viewer, viewer, self._expected(e, viewer))
        if e.step == "pass":
            text = translate("twowin", "Pass step: {players} each pass a card to the left.")
        else:
            text = translate("twowin", "Compose step: {players} each compose a number.")
        return self.msg(text.format(players=join([self.name(s) for s in e.seats])))

    def _expected(self, e: ev.StepStarted, viewer) -> str:
        if e.step == "pass":
            receiver = next((r for g, r in e.targets if g == viewer), None)
            giver = next((g for g, r in e.targets if r == viewer), None)
            return translate("twowin", "pass a card to {receiver}; {giver} passes one to you.").format(
                receiver=self.name(receiver), giver=self.name(giver))
        minimum = dict(e.minimums).get(viewer, 0)
        if not minimum:
            return translate("twowin", "compose any two-digit number: the tens card, then the units card.")
        return translate("twowin", "compose a number higher than {minimum}: the tens card, then the units card.").format(
            minimum=minimum)

    # ---- the secret choices -----------------------------------------------------------
    def on_choice_made(self, e: ev.ChoiceMade, viewer):
        waiting = join([self.who(s, viewer) for s in e.waiting_for])
        if e.seat == viewer and e.choice is not None:
            text = self._own_choice(e)
            if waiting:
                text += " " + translate("twowin", "Waiting for {players}.").format(players=waiting)
            return self.msg(text, category="own")
        brief = translate("twowin", "{player} has chosen.").format(player=self.name(e.seat))
        if not waiting or e.seat == viewer:
            return self.msg(brief, brief)
        text = translate("twowin", "{player} has chosen; waiting for {players}.").format(
            player=self.name(e.seat), players=waiting)
        return self.msg(text, brief)

    def _own_choice(self, e: ev.ChoiceMade) -> str:
        if e.step == "pass":
            assert isinstance(e.choice, Pass)  # the chooser sees its own choice
            return translate("twowin", "You pass {card} to {player}.").format(
                card=card_name(e.choice.card), player=self.name(self.receiver_of(e.seat)))
        assert isinstance(e.choice, Compose)
        number = Number(e.choice.tens, e.choice.units)
        return translate("twowin", "You compose {number}; it stays hidden until everyone has chosen.").format(
            number=number_text(number))

    def on_card_passed(self, e: ev.CardPassed, viewer):
        if e.receiver == viewer and e.card is not None:
            text = translate("twowin", "{player} passes you {card}.").format(
                player=self.name(e.giver), card=card_name(e.card))
            return self.msg(text, category="draw")
        if viewer in (e.giver, e.receiver) or not self._targets or e.giver != self._targets[0][0]:
            return None
        return self.msg(translate("twowin", "The cards are passed: each player still in gets one from the right."))

    # ---- the compose reveal and the draws -----------------------------------------------
    def on_numbers_revealed(self, e: ev.NumbersRevealed, viewer):
        self._revealed = e      # read out with the draws, as one summary
        return None

    def on_draws_awarded(self, e: ev.DrawsAwarded, viewer):
        """A short headline now (every number, the viewer's draws with why, the others' counts);
        the cards of every number and every reason as details, in the history."""
        revealed = self._revealed if self._revealed is not None and self._revealed.round == e.round else None
        short_numbers = join([f"{self.who(r.seat, viewer)} {r.value}" for r in revealed.numbers]) if revealed else ""
        short_draws = join([f"{self.who(a.seat, viewer)} {a.count}" for a in e.awards if a.count]) or \
            translate("twowin", "none")
        brief = translate("twowin", "Numbers: {numbers}. Draws: {draws}.").format(numbers=short_numbers, draws=short_draws)
        headline = self._headline(e, viewer, short_numbers)
        draws = self._draws_text(e, viewer)
        if revealed:
            numbers = [self._revealed_text(r, viewer) for r in revealed.numbers]
            draws = translate("twowin", "Round {round} reveal: {numbers}. {draws}").format(
                round=e.round, numbers=separator().join(numbers), draws=draws)
        return [self.msg(headline, brief, Priority.NORMAL, "score"), self.details(draws)]

    def _headline(self, e: ev.DrawsAwarded, viewer, numbers: str) -> str:
        own = next((a for a in e.awards if a.seat == viewer), None)
        parts = [translate("twowin", "Round {round}: {numbers}.").format(round=e.round, numbers=numbers)] if numbers \
            else []
        if own is not None and own.count:
            parts.append(self._award_text(own, e, viewer))
        elif own is not None:
            parts.append(translate("twowin", "You draw nothing."))
        # "Paul draws 1 card and Léa draws 2 cards.": heard by ear, "Draws: Paul 1." was a riddle
        others = [translate("twowin", "{player} draws {cards}").format(player=self.name(a.seat), cards=cards_count(a.count))
                  for a in e.awards if a.count and a.seat != viewer]
        if others:
            parts.append(join(others) + ".")
        elif not any(a.count for a in e.awards):
            parts.append(translate("twowin", "Nobody draws."))
        return " ".join(parts)

    def _award_text(self, a: ev.Award, e: ev.DrawsAwarded, viewer) -> str:
        highest = sum("highest" in x.reasons for x in e.awards)
        starred = sum("most_stars" in x.reasons for x in e.awards)
        reasons = join([self._reason(a, r, e, highest, starred) for r in a.reasons])
        return self.pick(a.seat, viewer, translate("twowin", "You draw {cards}: {reasons}."),
                         translate("twowin", "{player} draws {cards}: {reasons}."),
                         cards=cards_count(a.count), reasons=reasons)

    def _revealed_text(self, r: ev.Revealed, viewer) -> str:
        stars = stars_text(r.stars) if r.stars else translate("twowin", "no star")
        return translate("twowin", "{player} {value}, {tens} and {units}, {stars}").format(
            player=self.who(r.seat, viewer), value=r.value, tens=plain_card(r.number.tens),
            units=plain_card(r.number.units), stars=stars)

    def _draws_text(self, e: ev.DrawsAwarded, viewer) -> str:
        parts = [self._award_text(a, e, viewer) for a in e.awards if a.count]
        empty = [self.who(a.seat, viewer) for a in e.awards if not a.count]
        if empty:
            parts.append(translate("twowin", "No card for {players}.").format(players=join(empty)))
        if e.top_stars == 0:
            parts.append(translate("twowin", "No number has a star: nobody draws for stars."))
        return " ".join(parts)

    @staticmethod
    def _reason(a: ev.Award, reason: str, e: ev.DrawsAwarded, highest: int, starred: int) -> str:
        if reason == "highest":
            text = translate("twowin", "the highest number ({value}, tied)") if highest > 1 else \
                translate("twowin", "the highest number ({value})")
            return text.format(value=e.top_number)
        if reason == "most_stars":
            text = translate("twowin", "the most stars ({stars}, tied)") if starred > 1 else \
                translate("twowin", "the most stars ({stars})")
            return text.format(stars=e.top_stars)
        if reason == "double":
            return translate("twowin", "a double")
        if reason == "tens_run":
            return translate("twowin", "a run of 3 {colour} in the tens").format(colour=colour(a.tens_colour))
        if reason == "units_run":
            return translate("twowin", "a run of 3 {colour} in the units").format(colour=colour(a.units_colour))
        return reason

    def on_pile_rebuilt(self, e: ev.PileRebuilt, viewer):
        text = translate("twowin", "The pile is empty: {abandoned} from the players who abandoned and {numbers} "
                         "from older numbers (everyone keeps their last 5 numbers) are shuffled into a new "
                         "pile of {size}.").format(abandoned=cards(e.from_abandoned), numbers=cards(e.from_numbers),
                                                   size=cards(e.size))
        brief = translate("twowin", "New pile: {size}.").format(size=cards(e.size))
        return self.msg(text, brief, category="draw")

    def on_cards_drawn(self, e: ev.CardsDrawn, viewer):
        lost = ""
        if e.lost:
            lost = " " + self.pick(e.seat, viewer, translate("twowin", "The pile is empty: you lose {cards} of your draws."),
                                   translate("twowin", "The pile is empty: {player} loses {cards} of their draws."),
                                   cards=cards_count(e.lost))
        if e.seat == viewer and e.cards is not None:
            text = translate("twowin", "You draw {cards}. You hold {hand}; {pile} left in the pile.").format(
                cards=cards_text(e.cards) or translate("twowin", "nothing"), hand=cards_count(e.hand_size),
                pile=e.pile_left)
            return self.msg(text + lost, category="draw")
        return self.msg(lost.strip(), category="draw") if lost else None

    # ---- abandons and the end -------------------------------------------------------------
    def on_abandoned(self, e: ev.Abandoned, viewer):
        if e.seat == viewer:
            return self.msg(self._own_abandon(e), category="own")
        if e.reason == "no_card":
            text = translate("twowin", "{player} has no card left to pass and abandons.")
        elif e.hand_size < 2:
            text = translate("twowin", "{player} has fewer than two cards, cannot compose a number and abandons.")
        else:
            text = translate("twowin", "{player} cannot compose a number higher than {previous} and abandons, "
                             "with {cards} in hand.")
        text = text.format(player=self.name(e.seat), previous=e.previous, cards=cards_count(e.hand_size))
        return self.msg(text, translate("twowin", "{player} abandons.").format(player=self.name(e.seat)))

    def _own_abandon(self, e: ev.Abandoned) -> str:
        wait = translate("twowin", "You abandon; wait to see who wins.")
        if e.reason == "no_card":
            return translate("twowin", "You have no card left to pass.") + " " + wait
        if e.hand_size < 2:
            return translate("twowin", "You have {cards}: too few to compose a number.").format(
                cards=cards_count(e.hand_size)) + " " + wait
        view_of = self.context.view_of  # the viewer's own hand explains the abandon
        best = best_number(view_of(e.seat).hand) if view_of is not None else 0
        text = translate("twowin", "No two of your cards make a number higher than {previous}.").format(previous=e.previous)
        if best:
            text += " " + translate("twowin", "Your best would be {best}.").format(best=best)
        return text + " " + wait

    def on_game_over(self, e: ev.GameOver, viewer):
        names = join([self.who(w, viewer) for w in e.winners])
        you = len(e.winners) == 1 and e.winners[0] == viewer
        if e.decided_by in ("last_in", "last_with_cards"):
            why = translate("twowin", "everyone else has abandoned") if e.decided_by == "last_in" else \
                translate("twowin", "nobody else holds a card")
            text = (translate("twowin", "Game over: {why}. You win, the last one still in.") if you else
                    translate("twowin", "Game over: {why}. {names} wins, the last one still in.")).format(
                why=why, names=names)
            return self.msg(text, priority=Priority.NORMAL, category="score")
        together = translate("twowin", "Game over: the last players still in abandoned together: {players}.").format(
            players=join([self.who(s, viewer) for s in e.contenders]))
        in_hand = join([f"{self.who(s, viewer)} {e.hand_sizes[s]}" for s in e.contenders])
        lasts = join([f"{self.who(s, viewer)} {e.last_numbers[s]}" for s in e.contenders
                      if e.last_numbers[s] is not None])
        if e.decided_by == "most_cards":
            why = (translate("twowin", "You win with the most cards in hand ({cards}).") if you else
                   translate("twowin", "{names} wins with the most cards in hand ({cards}).")).format(names=names, cards=in_hand)
        elif e.decided_by == "smallest_last_number":
            why = (translate("twowin", "Tied on cards ({cards}); you win with the smallest last number ({lasts}).") if you
                   else translate("twowin", "Tied on cards ({cards}); {names} wins with the smallest last number ({lasts}).")
                   ).format(names=names, cards=in_hand, lasts=lasts)
        else:
            sharers, with_you = people(e.winners, viewer, self.name)
            why = (translate("twowin", "Tied on cards ({cards}) and on the last number ({lasts}): {names} share the win.",
                             "with you") if with_you else
                   translate("twowin", "Tied on cards ({cards}) and on the last number ({lasts}): {names} share the win.")
                   ).format(names=sharers, cards=in_hand, lasts=lasts)
        return self.msg(together + " " + why, priority=Priority.NORMAL, category="score")

    # ---- refusals ------------------------------------------------------------------------
    def refusal(self, reason: str, details: dict) -> str:
        texts = {
            "game_over": translate("twowin", "The game is over."),
            "abandoned": translate("twowin", "You have abandoned: you no longer play."),
            "already_chosen": translate("twowin", "You have already chosen; wait for the others."),
            "expected_pass": translate("twowin", "This is the pass step: choose a card to pass."),
            "expected_compose": translate("twowin", "This is the compose step: choose the tens card, then the units card."),
            "card_not_in_hand": translate("twowin", "That card is not in your hand."),
            "same_card": translate("twowin", "You picked the same card twice: choose another card for the units."),
            "not_higher": translate("twowin", "{value} is not higher than your {previous}.").format(
                value=details.get("value"), previous=details.get("previous")),
            "no_such_seat": translate("twowin", "There is no such seat."),
        }
        return texts.get(reason) or super().refusal(reason, details)


NARRATOR = TwoWinNarrator
