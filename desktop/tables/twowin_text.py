"""What the 2 Win table says and shows: runs, numbers, opponents, and the review keys.

Only the viewer's own view is read, so nothing here can reveal another seat's
pending choice (ruling twowin 8): for others it says only "has chosen".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.narration.twowin import card_name, cards_count, cards_text, number_short, number_text, separator
from desktop.narration.words import colour, count, join
from desktop.qt import translate
from desktop.tables.base import TextMixinBase
from engine.games.twowin.actions import Compose, Pass
from engine.games.twowin.cards import Number, run_length
from engine.games.twowin.state import IN, OVER, PASS


class TextMixin(TextMixinBase):
    """Descriptions for the regions and the review keys (F2-F7)."""

    if TYPE_CHECKING:
        tens: int | None
        units: int | None

    def who(self, seat: int) -> str:
        return translate("narration", "you") if seat == self.viewer else self.narrator.name(seat)

    def runs_text(self, seat: int) -> str:
        """'runs: tens green 2 of 3, units blue 1 of 3' (the colour runs of both columns)."""
        (tens, t_len), (units, u_len) = self.view().runs[seat]
        if not t_len:
            return translate("twowin", "runs: none yet")
        of = run_length()
        return translate("twowin", "runs: tens {tens} {t} of {of}, units {units} {u} of {of}").format(
            tens=colour(tens), t=t_len, units=colour(units), u=u_len, of=of)

    def last_text(self, seat: int) -> str:
        v = self.view()
        if not v.numbers[seat]:
            return translate("twowin", "no number yet")
        return translate("twowin", "last number {number}").format(number=number_short(v.numbers[seat][-1]))

    def choice_text(self, v) -> str:
        """The viewer's own pending choice, for the viewer only."""
        choice = v.my_choice
        if isinstance(choice, Pass):
            return translate("twowin", "You chose to pass {card} to {player}.").format(
                card=card_name(choice.card), player=self.narrator.name(v.pass_to))
        if isinstance(choice, Compose):
            return translate("twowin", "You chose {number}; it stays hidden until everyone has chosen.").format(
                number=number_text(Number(choice.tens, choice.units)))
        return ""

    def number_rows(self) -> list[tuple[str, object]]:
        v = self.view()
        seat = self.shown_seat
        rows: list[tuple[str, object]] = []
        if v.my_choice is not None:
            rows.append((self.choice_text(v), "choice"))
        rows.append((self.runs_text(seat)[:1].upper() + self.runs_text(seat)[1:], "runs"))
        rows += [(number_text(n), n) for n in reversed(v.numbers[seat])]
        if not v.numbers[seat]:
            rows.append((translate("twowin", "No number yet: in round 1 any number will do."), "none"))
        return rows

    def waiting_text(self, v) -> str:
        waiting = [s for s in v.in_seats if not v.chosen[s]]
        chosen = [s for s in v.in_seats if v.chosen[s]]
        if not chosen:
            return translate("twowin", "Nobody has chosen yet.")
        return translate("twowin", "Chosen: {chosen}; waiting for {waiting}.").format(
            chosen=join([self.who(s) for s in chosen]), waiting=join([self.who(s) for s in waiting]) or "—")

    def step_name(self, v) -> str:
        return translate("twowin", "pass step") if v.step == PASS else translate("twowin", "compose step")

    # ---- review keys -----------------------------------------------------------------
    def describe_turn(self) -> str:
        v = self.view()
        if v.step == OVER:
            return translate("twowin", "The game is over: {names} won.").format(names=join([self.who(w) for w in v.winners]))
        if v.status[self.viewer] != IN:
            return translate("twowin", "You have abandoned. Round {round}, {step}: {waiting}").format(
                round=v.round, step=self.step_name(v), waiting=self.waiting_text(v))
        if v.my_choice is not None:
            return self.choice_text(v) + " " + self.waiting_text(v)
        if v.step == PASS:
            return translate("twowin", "Your turn, round {round}: pass a card to {receiver}; {giver} passes one to you. "
                             "Enter on a card of your hand passes it.").format(
                round=v.round, receiver=self.narrator.name(v.pass_to), giver=self.narrator.name(v.pass_from))
        return self.compose_turn(v)

    def compose_turn(self, v) -> str:
        values = sorted({a.value for a in self.session.legal(self.viewer)})
        previous = v.last[self.viewer]
        if previous is None:
            text = translate("twowin", "Your turn, round {round}: compose any number; yours go from {low} to {high}.")
        else:
            text = translate("twowin", "Your turn, round {round}: compose a number higher than {previous}; "
                             "yours go from {low} to {high}.")
        text = text.format(round=v.round, previous=previous, low=values[0] if values else "—",
                           high=values[-1] if values else "—")
        return text + " " + self.pick_state()

    def pick_state(self) -> str:
        """Where the viewer is in picking: nothing, the tens card, or a whole number."""
        v = self.view()
        if self.tens is None:
            return translate("twowin", "Enter on a card of your hand picks the tens card.")
        if self.units is None:
            return translate("twowin", "Tens picked: {card}; now the units card.").format(card=card_name(v.hand[self.tens]))
        value = v.hand[self.tens].digit * 10 + v.hand[self.units].digit
        return translate("twowin", "Picked: {value}; Enter again or {key} confirms it, Escape changes it.").format(
            value=value, key=self.key("twowin_confirm"))

    def describe_hand(self) -> str:
        v = self.view()
        text = translate("twowin", "Your hand, {cards}: {list}.").format(
            cards=cards_count(len(v.hand)), list=cards_text(v.hand) or translate("table", "(empty)"))
        numbers = v.numbers[self.viewer]
        mine = translate("twowin", "Your last number: {number}; {runs}.").format(
            number=number_short(numbers[-1]), runs=self.runs_text(self.shown_seat)) if numbers else \
            translate("twowin", "You have no number yet.")
        return " ".join(t for t in (text, mine, self.choice_text(v)) if t)

    def describe_table(self) -> str:
        v = self.view()
        lasts = join([translate("twowin", "{player} {last}").format(
            player=self.who(s), last=v.last[s] if v.last[s] is not None else translate("twowin", "none"))
            for s in range(v.players)])
        if v.step == OVER:
            return translate("twowin", "Game over. Last numbers: {lasts}. Pile: {pile}.").format(
                lasts=lasts, pile=cards_count(v.pile_size))
        return translate("twowin", "Round {round}, {step}. {waiting} Last numbers: {lasts}. Pile: {pile}.").format(
            round=v.round, step=self.step_name(v), waiting=self.waiting_text(v), lasts=lasts,
            pile=cards_count(v.pile_size))

    def describe_opponent(self, seat: int) -> str:
        v = self.view()
        if v.status[seat] != IN:
            state = translate("twowin", "abandoned")
        elif v.step == OVER:
            state = translate("twowin", "still in")
        else:
            state = translate("twowin", "has chosen") if v.chosen[seat] else translate("twowin", "choosing")
        return translate("twowin", "{player}: {state}, {cards} in hand, {last}, {runs}.").format(
            player=self.narrator.name(seat), state=state, cards=cards_count(v.hand_sizes[seat]),
            last=self.last_text(seat), runs=self.runs_text(seat))

    def describe_scores(self, detailed: bool) -> str:
        v = self.view()
        parts = []
        for seat in range(v.players):
            status = translate("twowin", "still in") if v.status[seat] == IN else translate("twowin", "abandoned")
            last = v.last[seat] if v.last[seat] is not None else translate("twowin", "none")
            line = translate("twowin", "{player}: {status}, {cards}, last number {last}").format(
                player=self.who(seat), status=status, cards=cards_count(v.hand_sizes[seat]), last=last)
            if detailed:
                composed = count(v.composed[seat], translate("twowin", "{n} number composed"),
                                 translate("twowin", "{n} numbers composed"))
                line += translate("twowin", ", {composed}, {runs}").format(composed=composed, runs=self.runs_text(seat))
            parts.append(line)
        text = separator().join(parts) + "."
        text = text[:1].upper() + text[1:]
        if v.step == OVER:
            text = translate("twowin", "Winner: {names}.").format(names=join([self.who(w) for w in v.winners])) + " " + text
        return text

    def hand_row_text(self, v, index: int, card) -> str:
        """A hand row: the card, and what the viewer has picked it for."""
        text = card_name(card)
        first = v.hand.index(card) == index
        choice = v.my_choice
        if index == self.tens:
            return translate("twowin", "{card}, chosen as tens").format(card=text)
        if index == self.units:
            return translate("twowin", "{card}, chosen as units").format(card=text)
        if isinstance(choice, Pass) and first and choice.card == card:
            return translate("twowin", "{card}, to pass").format(card=text)
        if isinstance(choice, Compose) and (choice.tens == card or choice.units == card) and first:
            return translate("twowin", "{card}, in your number").format(card=text)
        return text

    def units_hint(self, card) -> str:
        """After the tens card: which units cards make a legal number with it."""
        fits = [a for a in self.session.legal(self.viewer) if a.tens == card]
        previous = self.view().last[self.viewer]
        if not fits:
            return translate("twowin", "No units card makes a number higher than {previous} with this tens: "
                             "press Escape and choose a higher tens card.").format(previous=previous)
        low = min(a.units.digit for a in fits)
        if previous is None or low == min(c.digit for c in self.view().hand):
            return translate("twowin", "Now choose the units card: any card will do.")
        return translate("twowin", "Now choose the units card: {low} or more.").format(low=low)

    def legality_text(self, problem: str | None, details: dict) -> str:
        value, previous = details["value"], details["previous"]
        if problem is None and previous is None:
            return translate("twowin", "{value}: your first number, any number will do, good.").format(value=value)
        if problem is None:
            return translate("twowin", "{value}: higher than your {previous}, good.").format(value=value, previous=previous)
        if problem == "not_higher":
            return translate("twowin", "{value}: not higher than your {previous}.").format(value=value, previous=previous)
        return self.narrator.refusal(problem, details)

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (translate("twowin", "Enter in your hand, pass step"), translate("twowin", "pass that card")),
            (translate("twowin", "Enter in your hand, compose step"),
             translate("twowin", "pick the tens card, then the units card; the number and whether it is allowed are said")),
            (translate("twowin", "Enter again on the units card, or {key}").format(key=self.key("twowin_confirm")),
             translate("twowin", "confirm the number")),
            (translate("twowin", "Escape"), translate("twowin", "put back the last card picked")),
            (translate("twowin", "a digit"), translate("twowin", "jump to the next card of that digit")),
        ]


__all__ = ["TextMixin"]
