"""What the Vingt-deux table says and shows as text: rows, the selection's effect,
and the review keys (F2 turn, F3 points, F4 hand, F5 trick, F7 opponents).

Kept apart from the widgets so that the table stays short; every sentence here
is built from the view only, never from hidden cards.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.narration.vingtdeux import cap, card_name, cards_count, cards_text, played_text, selected_row, set_text
from desktop.narration.words import join_parts
from desktop.narration.words import points as points_text
from desktop.qt import translate
from desktop.tables.base import TextMixinBase
from engine.core.model import IllegalAction
from engine.games.vingtdeux.cards import elimination_score
from engine.games.vingtdeux.state import EXCHANGE, OVER
from engine.games.vingtdeux.tricks import check_play
from engine.games.vingtdeux.view import my_lowest, play_effect


def taker_of(trick) -> int:
    """The seat that took a finished trick: the last one that led, equalled or beat."""
    takers = [p.seat for p in trick if p.effect in ("lead", "beats", "equals")]
    return takers[-1] if takers else -1


def lowest_question(count: int, named: str, takes_lead: bool) -> str:
    """Asked before Ctrl+B plays the lowest cards: "Play your lowest card, 4? It does not take the lead." """
    if count == 1:
        return (translate("vingtdeux", "Play your lowest card, {cards}? It takes the lead.") if takes_lead else
                translate("vingtdeux", "Play your lowest card, {cards}? It does not take the lead.")).format(cards=named)
    what = translate("vingtdeux", "They take the lead.") if takes_lead else \
        translate("vingtdeux", "They do not take the lead.")
    return translate("vingtdeux", "Play your {count} lowest cards, {cards}? {what}").format(
        count=count, cards=named, what=what)


def partial_selection(named: str, n: int, count: int) -> str:
    """Fewer cards selected than the trick asks: "8: 1 of 2 to play" (no "carte(s)")."""
    return translate("vingtdeux", "{cards}: {n} of {count} to play.").format(cards=named, n=n, count=count)


class TextMixin(TextMixinBase):
    """Sentences for a TableScreen whose view is a Vingt-deux View."""

    if TYPE_CHECKING:
        selected: set[int]

    def who(self, seat: int) -> str:
        return translate("narration", "you") if seat == self.viewer else self.narrator.name(seat)

    def cap_who(self, seat: int) -> str:
        name = self.who(seat)
        return name[:1].upper() + name[1:]

    # ---- rows --------------------------------------------------------------------------
    def hand_row(self, card, selected: bool) -> str:
        return selected_row(card) if selected else card_name(card)

    def play_row(self, play) -> str:
        effect = {
            "lead": translate("vingtdeux", "led"),
            "beats": translate("vingtdeux", "beats, takes the lead"),
            "equals": translate("vingtdeux", "equals, takes the lead"),
            "lowest": translate("vingtdeux", "lowest cards"),
            "last": translate("vingtdeux", "last card"),
        }.get(play.effect, "")
        return translate("vingtdeux", "{player}: {cards}, {effect}").format(
            player=self.cap_who(play.seat), cards=set_text(play.cards), effect=effect)

    def trick_rows(self, v) -> list[tuple[str, object]]:
        rows: list[tuple[str, object]] = [(self.trick_header(v), ("head",))]
        if v.phase == EXCHANGE:
            for seat in range(v.players):
                if v.active[seat] and v.hand_sizes[seat] and seat not in v.order:
                    done = v.discard_counts[seat]
                    text = (translate("vingtdeux", "{player}: exchanged {cards}").format(
                        player=self.cap_who(seat), cards=cards_count(done)) if done else
                        translate("vingtdeux", "{player}: kept all").format(player=self.cap_who(seat)))
                    rows.append((text, ("exchanged", seat)))
            return rows
        rows += [(self.play_row(p), ("play", p.seat, p.cards)) for p in v.trick]
        if v.history and v.phase != OVER:
            last = v.history[-1]
            taker = taker_of(last)
            if taker >= 0:
                best = [p for p in last if p.seat == taker][-1].cards
                rows.append((translate("vingtdeux", "Previous trick: {player} took it with {cards}").format(
                    player=self.who(taker), cards=played_text(best)), ("previous", len(v.history))))
        return rows

    def trick_header(self, v) -> str:
        if v.phase == OVER:
            return translate("vingtdeux", "The game is over.")
        if v.phase == EXCHANGE:
            return translate("vingtdeux", "Exchange round. Stock: {cards}.").format(cards=cards_count(v.stock_size))
        n = len(v.history) + 1
        if not v.best:
            return translate("vingtdeux", "Trick {n}: {player} leads.").format(n=n, player=self.who(v.current))
        return translate("vingtdeux", "Trick {n}: to beat {cards} ({player}).").format(
            n=n, cards=played_text(v.best, definite=True), player=self.who(v.taker))

    def opponent_text(self, v, seat: int) -> str:
        pile = cards_text(v.scoring[seat])
        points = v.scores()[seat]
        if not v.active[seat]:
            text = translate("vingtdeux", "{player}: eliminated with {points} points").format(
                player=self.narrator.name(seat), points=points)
        else:
            text = translate("vingtdeux", "{player}: {cards} in hand, {points}").format(
                player=self.narrator.name(seat), cards=cards_count(v.hand_sizes[seat]), points=points_text(points))
        if pile:
            text += translate("vingtdeux", " ({cards})").format(cards=pile)
        if seat == v.dealer and v.phase != OVER:
            text += translate("vingtdeux", ", dealer")
        return text

    # ---- the selection ------------------------------------------------------------------------
    def selection_text(self, v, cards) -> str:
        """What the selected cards would do now, said before they are played."""
        if not cards:
            return translate("vingtdeux", "Nothing selected.")
        named = cards_text(cards)
        if v.current != self.viewer or v.phase == OVER:
            return translate("vingtdeux", "Selected: {cards}.").format(cards=named)
        if v.phase == EXCHANGE:
            return translate("vingtdeux", "To exchange: {cards}.").format(cards=named)
        if v.best and len(cards) < len(v.best):
            return partial_selection(named, len(cards), len(v.best))
        effect = play_effect(v, cards)
        if effect is None:
            try:
                check_play(v.best, v.hand, tuple(cards))
            except IllegalAction as error:
                return translate("vingtdeux", "{cards}: {why}").format(
                    cards=named, why=self.narrator.refusal(error.reason, error.details))
            return translate("vingtdeux", "Selected: {cards}.").format(cards=named)
        texts = {
            "lead": translate("vingtdeux", "{cards}: you can lead this."),
            "beats": translate("vingtdeux", "{cards}: beats {best} and takes the lead."),
            "equals": translate("vingtdeux", "{cards}: equals {best} and takes the lead."),
            "lowest": translate("vingtdeux", "{cards}: your lowest cards; {player} keeps the lead.") if len(cards) > 1
            else translate("vingtdeux", "{cards}: your lowest card; {player} keeps the lead."),
        }
        return texts[effect].format(cards=named, best=played_text(v.best, definite=True), player=self.who(v.taker))

    # ---- review keys ---------------------------------------------------------------------------
    def describe_turn(self) -> str:
        v = self.view()
        if v.phase == OVER:
            return translate("table", "The game is over.")
        if v.current != self.viewer:
            if v.phase == EXCHANGE:
                return translate("vingtdeux", "{player} is exchanging.").format(player=self.narrator.name(v.current))
            return translate("vingtdeux", "{player} is playing. {trick}").format(
                player=self.narrator.name(v.current), trick=self.trick_header(v))
        if v.phase == EXCHANGE:
            return translate("vingtdeux", "Your turn to exchange: select the cards to discard with Space, then {exchange}; "
                             "or keep all with {keep}. Stock: {cards}.").format(
                exchange=self.key("vingtdeux_exchange"), keep=self.key("vingtdeux_keep"),
                cards=cards_count(v.stock_size))
        if not v.best:
            return translate("vingtdeux", "Your turn to lead trick {n}: one card, or several of one rank, "
                             "keeping one card. Select with Space, play with Enter.").format(n=len(v.history) + 1)
        lowest = cards_text(my_lowest(v))
        if len(v.best) == 1:
            return translate("vingtdeux", "Your turn: play a card that equals or beats {best}, played by {player}, "
                             "or your lowest card, {lowest}, with {key}.").format(
                best=played_text(v.best, definite=True), player=self.who(v.taker), lowest=lowest,
                key=self.key("vingtdeux_lowest"))
        return translate("vingtdeux", "Your turn: play {count} cards that equal or beat {best}, played by {player}, "
                         "or your {count} lowest cards, {lowest}, with {key}.").format(
            best=played_text(v.best), player=self.who(v.taker), count=len(v.best), lowest=lowest,
            key=self.key("vingtdeux_lowest"))

    def describe_scores(self, detailed: bool) -> str:
        v = self.view()
        parts = []
        for seat in range(v.players):
            points = v.scores()[seat]
            if detailed:
                pile = cards_text(v.scoring[seat]) or translate("vingtdeux", "no scoring card")
                state = translate("vingtdeux", "eliminated") if not v.active[seat] else \
                    translate("vingtdeux", "{points} from elimination").format(
                        points=points_text(max(0, elimination_score() - points)))
                parts.append(translate("vingtdeux", "{player} {points} ({pile}; {state})").format(
                    player=self.who(seat), points=points, pile=pile, state=state))
            else:
                parts.append(translate("vingtdeux", "{player} {points}").format(player=self.who(seat), points=points))
        return translate("vingtdeux", "Points ({limit} eliminates): {scores}.").format(
            limit=elimination_score(), scores=join_parts(parts))

    def describe_hand(self) -> str:
        v = self.view()
        if not v.hand:
            return translate("vingtdeux", "Your hand is empty.")
        text = translate("vingtdeux", "Your hand, {count}: {cards}.").format(
            count=cards_count(len(v.hand)), cards=cards_text(v.hand))
        chosen = [c for c in v.hand if c in self.selected]
        if chosen:
            text += " " + cap(self.selection_text(v, chosen))
        return text

    def describe_table(self) -> str:
        v = self.view()
        rows = [text for text, _ in self.trick_rows(v)]
        head = translate("vingtdeux", "Hand {n}, dealer: {player}.").format(n=v.hand_no, player=self.who(v.dealer))
        return " ".join([head] + [r if r.endswith(".") else r + "." for r in rows])

    def describe_opponent(self, seat: int) -> str:
        return self.opponent_text(self.view(), seat) + "."

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (translate("vingtdeux", "Space in your hand"), translate("vingtdeux", "select or deselect the card; "
                                                                     "you hear what the selection would do")),
            (translate("vingtdeux", "Enter in your hand"), translate("vingtdeux", "play the selected cards (or the "
                                                                     "focused card), or exchange the selection")),
            (translate("vingtdeux", "2 to 9, 1 for 10, J, Q, K, A"), translate("vingtdeux", "jump to the next card of that rank")),
            (self.key("vingtdeux_play"), translate("vingtdeux", "play the selected cards")),
            (self.key("vingtdeux_lowest"), translate("vingtdeux", "play your lowest cards (asks first)")),
            (self.key("vingtdeux_exchange"), translate("vingtdeux", "exchange the selected cards")),
            (self.key("vingtdeux_keep"), translate("vingtdeux", "keep all your cards (no exchange)")),
        ]
