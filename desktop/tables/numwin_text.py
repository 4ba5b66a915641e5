"""What the Num Win table says and shows about cards, positions and the table.

Memory is the game (ruling numwin 9): a face-down card's value is shown or said
only with the memory aid on ("you saw: 7 red"); without it a position says only
"face down" and who has seen it (public at a real table). Face-up cards (claimed
pairs, Quantum) are always named.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.narration.numwin_names import card_name
from desktop.narration.words import cards, join, join_parts
from desktop.qt import translate
from desktop.tables.base import TextMixinBase
from desktop.tables.numwin_memory import LiveSights, sight_log, when_text
from engine.games.numwin.state import CALL, CLAIM, DRAW, OVER, PLACE, TARGET


class TextMixin(TextMixinBase):
    """Descriptions for the review keys, the regions and the rows of Your moves."""

    live_sights: LiveSights | None = None

    if TYPE_CHECKING:
        def memory_aid(self) -> bool: ...

    def slot_text(self, owner: int, position: int, when: str | None = None) -> str:
        """when: how and when you saw your own face-down card (F4 only, numwin_memory)."""
        v = self.view()
        slot = v.hands[owner][position]
        n = position + 1
        if slot.paired:
            return translate("numwin", "position {n}: {card}, face up, claimed pair (protected)").format(
                n=n, card=card_name(slot.card))
        if slot.up:
            return translate("numwin", "position {n}: {card}, face up (Quantum)").format(n=n, card=card_name(slot.card))
        if slot.card is not None and self.memory_aid():
            if owner == self.viewer and slot.armed and slot.card.is_action:
                return translate("numwin", "position {n}: face down, you saw: {card}, "
                                 "which acts when you exchange it out").format(n=n, card=card_name(slot.card))
            return translate("numwin", "position {n}: face down, you saw: {card}").format(n=n, card=card_name(slot.card))
        if owner == self.viewer:
            if self.viewer in slot.seen and when:
                return translate("numwin", "position {n}: face down, {when}").format(n=n, when=when)
            if self.viewer in slot.seen:
                return translate("numwin", "position {n}: face down, seen").format(n=n)
            return translate("numwin", "position {n}: face down, never seen").format(n=n)
        if owner in slot.seen:
            return translate("numwin", "position {n}: face down, its owner has seen it").format(n=n)
        return translate("numwin", "position {n}: face down, unseen by its owner").format(n=n)

    def place_text(self, owner: int, position: int) -> str:
        """'your position 2: face down, seen' or 'Paul, position 2: …' (targets, claims)."""
        text = self.slot_text(owner, position)
        if owner == self.viewer:
            return translate("numwin", "your {place}").format(place=text)
        return translate("numwin", "{player}, {place}").format(player=self.narrator.name(owner), place=text)

    def combination_text(self, seat: int, with_when: bool = False) -> str:
        """with_when (F4 on your own combination): how and when you saw each card."""
        v = self.view()
        log = sight_log(self.session, seat, self.live_sights) if with_when and seat == self.viewer else None
        slots = [self.slot_text(seat, p, when_text(log, v.hands[seat][p].uid)) for p in range(len(v.hands[seat]))]
        return join_parts(slots) or translate("table", "(empty)")

    # ---- review keys -------------------------------------------------------------
    def describe_turn(self) -> str:
        v = self.view()
        if v.phase == OVER:
            return translate("table", "The game is over.")
        if v.phase == CLAIM:
            return self._claim_turn(v)
        if v.phase == CALL:
            if v.call_queue and v.call_queue[0] == self.viewer:
                return translate("numwin", "Call Num Win ({call}) or end your turn ({end}).").format(
                    call=self.key("numwin_call"), end=self.key("numwin_end_turn"))
            return translate("numwin", "{player} decides whether to call Num Win.").format(
                player=self.narrator.name(v.call_queue[0] if v.call_queue else v.current))
        if v.current != self.viewer:
            last = translate("numwin", " (last turn)") if v.last_turn else ""
            return translate("numwin", "{player} is playing{last}. Round {round} of {rounds}.").format(
                player=self.narrator.name(v.current), last=last, round=v.round, rounds=v.rounds)
        return self._my_turn(v)

    def _my_turn(self, v) -> str:
        if v.phase == DRAW:
            top = card_name(v.top) if v.top else translate("table", "(empty)")
            return translate("numwin", "Your turn: draw from the pile ({draw}) or take {card} from the discard "
                             "({take}).").format(draw=self.key("numwin_draw"), take=self.key("numwin_take"), card=top)
        if v.phase == PLACE:
            if v.drawn_from == "pile":
                return translate("numwin", "You hold {card}: Enter on a position of your combination exchanges it, "
                                 "or discard it ({discard}).").format(card=card_name(v.drawn),
                                                                      discard=self.key("numwin_discard"))
            return translate("numwin", "You hold {card} from the discard: Enter on a position of your combination "
                             "exchanges it, or add it ({add}).").format(card=card_name(v.drawn), add=self.key("numwin_add"))
        if v.phase == TARGET:
            return translate("numwin", "Choose the target of your action card in Your moves.")
        return ""

    def _claim_turn(self, v) -> str:
        top = card_name(v.top)
        if v.claim_ms:
            return translate("numwin", "Claim window for {card}: press {key} if one of your cards, or a card of "
                             "an opponent you remember, matches it.").format(card=top, key=self.key("numwin_claim"))
        if self.viewer in self.session.humans_to_move():
            return translate("numwin", "Your answer: claim {card} ({key}) or pass ({pass_key}).").format(
                card=top, key=self.key("numwin_claim"), pass_key=self.key("numwin_pass"))
        asked = sorted(self.session.to_move())
        who = self.narrator.name(asked[0]) if asked else "?"
        return translate("numwin", "{player} decides whether to claim {card}.").format(player=who, card=top)

    def describe_scores(self, detailed: bool) -> str:
        v = self.view()
        totals = v.totals()
        parts = []
        for seat in range(v.players):
            name = translate("narration", "you") if seat == self.viewer else self.narrator.name(seat)
            if detailed:
                rounds = ", ".join(map(str, v.round_scores[seat])) or "—"
                parts.append(translate("numwin", "{player}: total {total} (rounds: {rounds})").format(
                    player=name, total=totals[seat], rounds=rounds))
            else:
                parts.append(translate("numwin", "{player} {total}").format(player=name, total=totals[seat]))
        text = translate("numwin", "Scores, lowest wins: {scores}. Round {round} of {rounds}.").format(
            scores=join_parts(parts), round=v.round, rounds=v.rounds)
        if detailed and v.teams:
            text += " " + translate("numwin", "Teams: seats 1 and 3 against 2 and 4; partners share their total.")
        return text

    def describe_hand(self) -> str:
        v = self.view()
        text = translate("numwin", "Your combination, {count}: {cards}.").format(
            count=cards(len(v.hands[self.shown_seat])), cards=self.combination_text(self.shown_seat, True))
        if v.drawn is not None and v.current == self.viewer:
            text += " " + translate("numwin", "In your hand: {card}.").format(card=card_name(v.drawn))
        return text

    def describe_table(self) -> str:
        v = self.view()
        top = card_name(v.top) if v.top else translate("table", "(empty)")
        text = translate("numwin", "Discard: {card} on top, {count}. Pile: {pile}. Round {round} of "
                         "{rounds}, dealt by {dealer}.").format(card=top, count=cards(len(v.discard)),
                                                               pile=cards(v.pile_size),
                                                               round=v.round, rounds=v.rounds,
                                                               dealer=self.narrator.name(v.dealer))
        if v.caller >= 0:
            text += " " + translate("numwin", "{player} has called Num Win; still to play: {order}.").format(
                player=self.narrator.name(v.caller), order=join([self.narrator.name(s) for s in v.last_queue]) or "—")
        return text

    def describe_opponent(self, seat: int) -> str:
        v = self.view()
        return translate("numwin", "{player}: {count}: {cards}. Total {total}.").format(
            player=self.narrator.name(seat), count=cards(len(v.hands[seat])), cards=self.combination_text(seat),
            total=v.totals()[seat])

    def keys_help(self) -> list[tuple[str, str]]:
        rows = [(self.key("numwin_draw"), translate("numwin", "draw from the pile")),
                (self.key("numwin_take"), translate("numwin", "take the discard")),
                (translate("numwin", "Enter on a position"), translate("numwin", "exchange the card you hold with it")),
                (self.key("numwin_discard"), translate("numwin", "discard the card drawn from the pile")),
                (self.key("numwin_add"), translate("numwin", "add the card taken from the discard")),
                (self.key("numwin_claim"), translate("numwin", "claim the discard, then choose the matching card")),
                (self.key("numwin_pass"), translate("numwin", "nothing to claim")),
                (translate("numwin", "Escape"), translate("numwin", "back, while choosing a card")),
                (self.key("numwin_call"), translate("numwin", "call Num Win (asks for confirmation)")),
                (self.key("numwin_end_turn"), translate("numwin", "end your turn without calling")),
                (translate("numwin", "Enter in Your moves"), translate("numwin", "do the move under the cursor"))]
        return rows
