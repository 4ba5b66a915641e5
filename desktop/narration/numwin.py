"""Num Win narration: every draw, discard, claim race, action effect, call and score.

Memory is the game (ruling numwin 9): a face-down card's identity reaches its
owner once (`CardSeen`, a pile draw, a drawn card put face down) with
`remember=False`, so it stays out of the reviewable history, unless the player
turned the memory aid on (read through the NarrationContext). Everything public
is remembered as usual. The claim keys also come from the context, so the
window's announcement names the key the player really has.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from desktop.qt import QT_TRANSLATE_NOOP, translate
from desktop.speech import Message, Priority
from engine.games.numwin import events as ev

from .base import Narrator
from .numwin_claims import ClaimNarration
from .numwin_names import SPECIAL, card_name, cards_text
from .words import cards, join, points

if TYPE_CHECKING:
    from .context import NarrationContext

EFFECT = {
    "swipe": QT_TRANSLATE_NOOP("numwin", "swap one of your cards with an opponent's, face down"),
    "flip": QT_TRANSLATE_NOOP("numwin", "look at one of your face-down cards"),
    "quantum": QT_TRANSLATE_NOOP("numwin", "turn any face-down card face up until the end of the round"),
    "flash": QT_TRANSLATE_NOOP("numwin", "send any unprotected card of an opponent to the discard"),
}


class NumWinNarrator(ClaimNarration, Narrator):
    game_id = "numwin"
    # cards_dealt: round_started already says what everyone gets, card_seen what you see.
    # claim_decided: an answer stays secret until the window closes (claim_window_closed,
    # claim_resolved), so that nobody learns early that someone claimed.
    SILENT = frozenset({"cards_dealt", "claim_decided"})

    def __init__(self, names: list[str], context: NarrationContext | None = None):
        super().__init__(names, context)
        # claim windows narrated, per viewer, by event identity (kept alive here), so that
        # narrating one window's event again (the table times its announcement) counts once
        self._windows: dict[object, dict[int, ev.ClaimWindowOpened]] = {}

    @property
    def memory_aid(self) -> bool:
        return self.context.memory_aid()

    @property
    def keys(self) -> dict[str, str]:
        """The keys named in the narration, as the player has them now."""
        key = self.context.key
        return {"claim": key("numwin_claim"), "pass": key("numwin_pass"), "call": key("numwin_call"),
                "end": key("numwin_end_turn")}

    # ---- helpers --------------------------------------------------------------
    def who(self, seat: int, viewer) -> str:
        return translate("narration", "you") if seat == viewer else self.name(seat)

    def place(self, owner: int, position: int, viewer) -> str:
        """'your card at position 3' or "Paul's card at position 3"."""
        if owner == viewer:
            return translate("numwin", "your card at position {n}").format(n=position + 1)
        return translate("numwin", "{player}'s card at position {n}").format(player=self.name(owner), n=position + 1)

    def with_moved_up(self, text: str, e, viewer) -> str:
        """The cards after a removed one close the gap: positions change under the
        player's memory, so say which (a sighted player sees the row shift)."""
        count = e.moved_up
        if count <= 0:
            return text
        if count == 1:
            you, other = (translate("numwin", "Your card at position {a} moves up to position {b}."),
                          translate("numwin", "{player}'s card at position {a} moves up to position {b}."))
        elif count == 2:
            you, other = (translate("numwin", "Your cards at positions {a} and {z} move up one place."),
                          translate("numwin", "{player}'s cards at positions {a} and {z} move up one place."))
        else:
            you, other = (translate("numwin", "Your cards at positions {a} to {z} move up one place."),
                          translate("numwin", "{player}'s cards at positions {a} to {z} move up one place."))
        first = e.position + 2
        return f"{text} {self.pick(e.owner, viewer, you, other, a=first, b=first - 1, z=first + count - 1)}"

    def pick(self, seat: int, viewer, you: str, other: str, **fields) -> str:
        """The 'you' template for the viewer, the named one for anybody else."""
        return (you if seat == viewer else other).format(player=self.name(seat), **fields)

    def own(self, seat: int, viewer) -> str:
        return "own" if seat == viewer else "others"

    def secret(self, text: str, viewer) -> object:
        """A face-down card's identity told to its owner: spoken once, kept only with the aid,
        and heard as an utterance of its own (never joined with the messages around it)."""
        return Message(text, None, Priority.NORMAL, "own", viewer, remember=self.memory_aid, alone=True)

    # ---- the deal and turns ------------------------------------------------------
    def on_round_started(self, e: ev.RoundStarted, viewer):
        text = self.pick(e.dealer, viewer,
                         translate("numwin", "Round {round} of {rounds}. You deal and play first. "
                                   "Everyone gets 2 face-down cards. The discard shows {card}; {pile} in the pile."),
                         translate("numwin", "Round {round} of {rounds}. {dealer} deals and plays first. "
                                   "Everyone gets 2 face-down cards. The discard shows {card}; {pile} in the pile."),
                         round=e.round, rounds=e.rounds, dealer=self.name(e.dealer), card=card_name(e.discard),
                         pile=cards(e.pile_left))
        return self.msg(text, translate("numwin", "Round {round}.").format(round=e.round), category="system")

    def on_card_seen(self, e: ev.CardSeen, viewer):
        if e.seer != viewer or e.card is None:
            return None
        n, card = e.position + 1, card_name(e.card)
        text = {
            "deal": translate("numwin", "Memorise: your card at position {n} is {card}."),
            "partner": translate("numwin", "Your partner {player} shows you their card at position {n}: {card}."),
            "flip": translate("numwin", "Your card at position {n} is {card}."),
            "penalty": translate("numwin", "Your penalty card at position {n} is {card}."),
        }.get(e.reason, translate("numwin", "Your card at position {n} is {card}."))
        return self.secret(text.format(n=n, card=card, player=self.name(e.owner)), viewer)

    def on_turn_started(self, e: ev.TurnStarted, viewer):
        if e.last_turn:
            if e.seat == viewer:
                text = translate("numwin", "Your last turn: draw from the pile or take the discard.")
                return self.msg(text, translate("numwin", "Your last turn."), Priority.NORMAL, "turn", seat=viewer)
            text = translate("numwin", "{player}'s last turn.").format(player=self.name(e.seat))
            return self.msg(text)
        return self.turn_message(e.seat, viewer, translate("numwin", "draw from the pile or take the discard."))

    def on_turn_skipped(self, e: ev.TurnSkipped, viewer):
        text = self.pick(e.seat, viewer, translate("numwin", "No card can be drawn: your turn is skipped."),
                         translate("numwin", "No card can be drawn: {player}'s turn is skipped."))
        return self.msg(text, category="system")

    def on_pile_rebuilt(self, e: ev.PileRebuilt, viewer):
        text = translate("numwin", "The pile is empty: the discard, except its top card, is shuffled "
                         "into a new pile of {count}.").format(count=cards(e.count))
        return self.msg(text, category="system")

    # ---- drawing and placing ---------------------------------------------------------
    def on_card_drawn(self, e: ev.CardDrawn, viewer):
        if e.source == "pile":
            if e.seat == viewer and e.card is not None:
                text = translate("numwin", "You draw {card} from the pile. Exchange it with a position, or discard it.")
                return self.secret(text.format(card=card_name(e.card)), viewer)
            text = translate("numwin", "{player} draws from the pile ({left} left).").format(
                player=self.name(e.seat), left=e.pile_left)
            return self.msg(text, translate("numwin", "{player} draws.").format(player=self.name(e.seat)), category="draw")
        text = self.pick(e.seat, viewer, translate("numwin", "You take {card} from the discard: exchange it or add it."),
                         translate("numwin", "{player} takes {card} from the discard."), card=card_name(e.card))
        return self.msg(text, category=self.own(e.seat, viewer))

    def on_card_exchanged(self, e: ev.CardExchanged, viewer):
        if e.seat == viewer and e.card_in is not None:
            if e.card_in.is_action:  # kept from your own draw: it acts when you exchange it out (ruling 6)
                text = translate("numwin", "{card} is now face down at your position {n}; "
                                 "it will act when you exchange it out.")
            else:
                text = translate("numwin", "{card} is now face down at your position {n}.")
            return self.secret(text.format(card=card_name(e.card_in), n=e.position + 1), viewer)
        return None

    def on_card_added(self, e: ev.CardAdded, viewer):
        text = self.pick(e.seat, viewer,
                         translate("numwin", "You add {card} face down at position {n}; you have {size}."),
                         translate("numwin", "{player} adds {card} face down at position {n} and has {size}."),
                         card=card_name(e.card), n=e.position + 1, size=cards(e.size))
        return self.msg(text, category=self.own(e.seat, viewer))

    def on_card_discarded(self, e: ev.CardDiscarded, viewer):
        """The card first (issue 15, item 12): a claimer needs it before who and how."""
        card = card_name(e.card)
        if e.reason == "drawn":
            text = self.pick(e.seat, viewer, translate("numwin", "{card} to the discard: you discard it."),
                             translate("numwin", "{card} to the discard: {player} discards it, just drawn."), card=card)
        elif e.reason == "exchanged":
            text = self.pick(e.seat, viewer,
                             translate("numwin", "{card} to the discard, from your position {n}."),
                             translate("numwin", "{card} to the discard, from {player}'s position {n}."),
                             card=card, n=e.position + 1)
        else:
            text = self.pick(e.seat, viewer,
                             translate("numwin", "{card} to the discard: your Flash sends {target} there."),
                             translate("numwin", "{card} to the discard: {player}'s Flash sends {target} there."),
                             card=card, target=self.place(e.owner, e.position, viewer))
            text = self.with_moved_up(text, e, viewer)
        brief = translate("numwin", "{player}: {card} discarded.").format(player=self.who(e.seat, viewer), card=card)
        return self.msg(text, brief, category=self.own(e.seat, viewer))

    # ---- action cards --------------------------------------------------------------
    def on_action_triggered(self, e: ev.ActionTriggered, viewer):
        name, effect = translate("numwin", SPECIAL[e.action]), translate("numwin", EFFECT[e.action])
        if e.seat == viewer:
            text = translate("numwin", "{action} acts: {effect}. Choose the target in Your moves.").format(
                action=name, effect=effect)
            return self.msg(text, translate("numwin", "Choose the target."), Priority.NORMAL, "own", seat=viewer)
        text = translate("numwin", "{player} plays {action}.").format(player=self.name(e.seat), action=name)
        return self.msg(text)

    def on_action_wasted(self, e: ev.ActionWasted, viewer):
        text = translate("numwin", "{action} has no possible target: it is lost.").format(
            action=translate("numwin", SPECIAL[e.action]))
        return self.msg(text, category="system")

    def on_cards_swiped(self, e: ev.CardsSwiped, viewer):
        text = self.pick(e.seat, viewer,
                         translate("numwin", "Swipe: you swap your card at position {own} with {target}, face down. "
                                   "Each card keeps whoever knew it."),
                         translate("numwin", "Swipe: {player} swaps their card at position {own} with {target}, face down. "
                                   "Each card keeps whoever knew it."),
                         own=e.own + 1, target=self.place(e.target, e.position, viewer))
        return self.msg(text, category=self.own(e.seat, viewer))

    def on_card_flipped(self, e: ev.CardFlipped, viewer):
        if e.seat == viewer:
            return None  # the CardSeen that follows says it
        text = translate("numwin", "{player} looks at their card at position {n}.").format(
            player=self.name(e.seat), n=e.position + 1)
        return self.msg(text)

    def on_card_revealed(self, e: ev.CardRevealed, viewer):
        text = self.pick(e.seat, viewer,
                         translate("numwin", "Quantum: you turn up {target}: {card}. "
                                   "Everyone sees it until the end of the round."),
                         translate("numwin", "Quantum: {player} turns up {target}: {card}. "
                                   "Everyone sees it until the end of the round."),
                         target=self.place(e.owner, e.position, viewer), card=card_name(e.card))
        return self.msg(text, category=self.own(e.seat, viewer))

    # ---- the end of a round ------------------------------------------------------
    def on_call_chance(self, e: ev.CallChance, viewer):
        if e.seat != viewer:
            return None
        text = translate("numwin", "You may call Num Win ({call}), or end your turn ({end}).").format(
            call=self.keys["call"], end=self.keys["end"])
        return self.msg(text, translate("numwin", "Call Num Win or end your turn."), Priority.NORMAL, "own", seat=viewer)

    def on_num_win_called(self, e: ev.NumWinCalled, viewer):
        order = join([self.who(s, viewer) for s in e.last_turns])
        text = self.pick(e.seat, viewer,
                         translate("numwin", "You call Num Win with {size}! The others play one last turn: {order}."),
                         translate("numwin", "{player} calls Num Win with {size}! One last turn each: {order}."),
                         size=cards(e.size), order=order)
        return self.msg(text, category="system")

    def on_blind_completion(self, e: ev.BlindCompletion, viewer):
        text = self.pick(e.seat, viewer,
                         translate("numwin", "You complete your combination blind: {count} face down, unseen."),
                         translate("numwin", "{player} completes their combination blind: {count} face down, unseen."),
                         count=cards(e.count))
        return self.msg(text, category="draw")

    def on_round_blocked(self, e: ev.RoundBlocked, viewer):
        return self.msg(translate("numwin", "Nobody can draw any more: the round ends without a call."), category="system")

    def on_round_scored(self, e: ev.RoundScored, viewer):
        """A short headline now (the round's scores and totals); each seat's reveal and
        pairs, and each side's line, as details kept in the history (issue 21, item 6)."""
        scores = join([f"{self._side_name(s.seats, viewer)} {s.round_score}" for s in e.sides])
        totals = join([f"{self._side_name(s.seats, viewer)} {s.total}" for s in e.sides])
        headline = translate("numwin", "Round {round} over. This round: {scores}. Totals: {totals}.").format(
            round=e.round, scores=scores, totals=totals)
        penalised = [s for s in e.sides if s.penalty]
        if penalised:
            headline += " " + translate("numwin", "The Num Win call did not give the lowest score: plus {penalty}.").format(
                penalty=penalised[0].penalty)
        brief = translate("numwin", "Round over. Totals: {totals}.").format(totals=totals)
        details = [self._seat_line(s, viewer) for s in e.seats] + [self._side_line(side, e, viewer) for side in e.sides]
        # Alone: heard (and re-read) apart from the next round's deal that follows at once.
        report = replace(self.msg(headline, brief, Priority.NORMAL, "score"), alone=True)
        return [report] + [self.details(line) for line in details]

    def _seat_line(self, s: ev.SeatScore, viewer) -> str:
        parts = [self.pick(s.seat, viewer, translate("numwin", "You reveal {cards}."),
                           translate("numwin", "{player} reveals {cards}."), cards=cards_text(s.cards))]
        if s.claimed:
            parts.append(translate("numwin", "Claimed pairs, 0: {cards}.").format(cards=cards_text(s.claimed)))
        if s.pairs:
            pairs = [translate("numwin", "{a} with {b}").format(a=card_name(a), b=card_name(b)) for a, b in s.pairs]
            parts.append(translate("numwin", "Pairs cancelled: {pairs}.").format(pairs=join(pairs)))
        counted = cards_text(s.counted) or translate("numwin", "nothing")
        parts.append(translate("numwin", "Counted: {cards}, {points}.").format(cards=counted, points=points(s.points)))
        return " ".join(parts)

    def _side_name(self, seats, viewer) -> str:
        return join([self.who(s, viewer) for s in seats])

    def _side_line(self, side: ev.SideScore, e: ev.RoundScored, viewer) -> str:
        text = translate("numwin", "{side}: {score} this round, total {total}.")
        if side.penalty:
            text = translate("numwin", "{side}: {points} plus {penalty} because the Num Win call did not give the "
                             "lowest score, {score} this round, total {total}.")
        elif e.caller in side.seats:
            text = translate("numwin", "{side}: {score} this round, and the Num Win call succeeded; total {total}.")
        name = self._side_name(side.seats, viewer)
        return text.format(side=name[:1].upper() + name[1:], points=side.points, penalty=side.penalty,
                           score=side.round_score, total=side.total)

    def on_game_over(self, e: ev.GameOver, viewer):
        names = join([self.who(w, viewer) for w in e.winners])
        total = e.totals[e.winners[0]]
        if len(e.winners) > 1:
            text = translate("numwin", "Game over. Shared win, lowest total {points}: {names}.")
        elif e.winners[0] == viewer:
            text = translate("numwin", "Game over. You win with the lowest total, {points}.")
        else:
            text = translate("numwin", "Game over. {names} wins with the lowest total, {points}.")
        return self.msg(text.format(names=names, points=points(total) if len(e.winners) == 1 else total),
                        priority=Priority.NORMAL, category="score")

    # ---- refusals ------------------------------------------------------------------
    def refusal(self, reason: str, details: dict) -> str:
        texts = {
            "not_your_turn": translate("numwin", "It is not your turn."),
            "game_over": translate("numwin", "The game is over."),
            "pile_empty": translate("numwin", "The pile is empty."),
            "discard_empty": translate("numwin", "The discard is empty."),
            "nowhere_to_place": translate("numwin", "You could neither exchange nor add that card."),
            "expected_draw": translate("numwin", "First draw from the pile or take the discard."),
            "cannot_discard_taken_card": translate("numwin", "A card taken from the discard must be exchanged or added."),
            "add_only_from_discard": translate("numwin", "Only a card taken from the discard can be added."),
            "combination_full": translate("numwin", "You already have 5 cards or more: exchange instead."),
            "expected_placement": translate("numwin", "Exchange or discard the drawn card first."),
            "no_such_position": translate("numwin", "There is no card at that position."),
            "card_protected": translate("numwin", "That card belongs to a claimed pair: it is protected."),
            "expected_target": translate("numwin", "Choose the target of your action card first."),
            "bad_target": translate("numwin", "That card cannot be a target of this action."),
            "not_your_answer": translate("numwin", "Wait: another player answers the claim before you."),
            "already_answered": translate("numwin", "You have already answered this claim window."),
            "expected_claim_or_pass": translate("numwin", "Claim the discard or pass first."),
            "claim_too_late": translate("numwin", "Too late: the claim window had closed."),
            "bad_claim_time": translate("numwin", "That claim time is not valid."),
            "no_such_seat": translate("numwin", "There is no such player."),
            "expected_call_or_end_turn": translate("numwin", "Call Num Win or end your turn first."),
        }
        return texts.get(reason) or super().refusal(reason, details)


NARRATOR = NumWinNarrator
