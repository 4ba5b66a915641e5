# mypy: disable-error-code="attr-defined"
# (a mixin: its attributes are NumWinNarrator's; mypy cannot see them through a mixin)
"""Num Win's claim windows as players hear them: the window, who claimed first and how
fast, and what a claim did (the pair, the error, where the cards now are). A mixin of
NumWinNarrator (desktop/narration/numwin.py), split off to keep that file small."""
from __future__ import annotations

from desktop.qt import translate
from desktop.speech import Priority
from engine.games.numwin import events as ev

from .numwin_names import card_name, seconds
from .words import join

KEY_HINTS = 3  # claim windows of a match that still name the claim key


class ClaimNarration:
    def on_claim_window_opened(self, e: ev.ClaimWindowOpened, viewer):
        """Short, after the discard that named the card: the key is told for the first
        windows of a match only (KEY_HINTS), then "Claim now." is enough."""
        card = card_name(e.card)
        windows = self._windows.setdefault(viewer, {})
        windows.setdefault(id(e), e)
        seen = list(windows).index(id(e))
        if e.limit_ms:
            text = translate("numwin", "Claim now with {key}.") if seen < KEY_HINTS else translate("numwin", "Claim now.")
            text = text.format(key=self.keys["claim"])
            brief = translate("numwin", "{card}: claim now.").format(card=card)
        else:
            text = translate("numwin", "Each player in turn, from {player}, may claim {card} "
                             "({key}) or pass ({pass_key}).").format(
                card=card, player=self.who(e.discarder, viewer), key=self.keys["claim"], pass_key=self.keys["pass"])
            brief = translate("numwin", "{card}: claims in turn.").format(card=card)
        return self.msg(text, brief, Priority.NORMAL, "system")

    def on_claim_window_closed(self, e: ev.ClaimWindowClosed, viewer):
        card = card_name(e.card)
        if e.winner < 0:
            text = translate("numwin", "Claim window closed: nobody claims {card}.").format(card=card)
            return self.msg(text, translate("numwin", "No claim."), category="system")
        times = [translate("numwin", "{player} after {time}").format(player=self.who(s, viewer), time=seconds(ms))
                 for s, ms in e.claimants if ms]
        text = self.pick(e.winner, viewer, translate("numwin", "Claim window closed: you claim {card} first."),
                         translate("numwin", "Claim window closed: {player} claims {card} first."), card=card)
        if times:
            text += " " + translate("numwin", "Claims: {times}.").format(times=join(times))
        if len(e.claimants) > 1 and e.claimants[0][1] == e.claimants[1][1]:
            text += " " + translate("numwin", "A tie: the nearest seat after the discarder wins.")
        return self.msg(text, category="system")

    def on_claim_resolved(self, e: ev.ClaimResolved, viewer):
        text = self._with_joined_at(self.with_moved_up(self._claim_text(e, viewer), e, viewer), e, viewer)
        return self.msg(text, category=self.own(e.claimer, viewer))

    def _with_joined_at(self, text: str, e: ev.ClaimResolved, viewer) -> str:
        """Where the cards a right claim brings land in the claimer's own combination (at
        its end): the positions the player reads and names from then on. Said to the
        claimer only: the cards it brings are face up and protected, nobody claims them."""
        if e.claimer != viewer or e.joined_at < 0:
            return text
        at = e.joined_at + 1
        if e.outcome == "opponent_pair":
            return text + " " + translate("numwin", "The pair is now at positions {a} and {b} of your combination.") \
                .format(a=at, b=at + 1)
        if e.outcome == "partner_pair":  # its text has just said that the card joins your combination
            return text + " " + translate("numwin", "{card} is at position {n}.").format(card=card_name(e.card), n=at)
        return text + " " + translate("numwin", "{card} is now at position {n} of your combination.").format(
            card=card_name(e.card), n=at)

    def _claim_text(self, e: ev.ClaimResolved, viewer) -> str:
        fields = dict(card=card_name(e.card), matched=card_name(e.matched), player=self.name(e.claimer),
                      target=self.place(e.owner, e.position, viewer))
        fields["Target"] = fields["target"][:1].upper() + fields["target"][1:]
        you = e.claimer == viewer
        texts = {
            "own_pair": (translate("numwin", "Right! {Target}, {matched}, pairs with {card}: both are face up and "
                                   "protected, and count 0."),
                         translate("numwin", "Right! {Target}, {matched}, pairs with {card}: both are face up and "
                                   "protected, and count 0.")),
            "opponent_pair": (translate("numwin", "Right! You take {target}, {matched}, with {card}: the pair joins "
                                        "your combination, face up and protected."),
                              translate("numwin", "Right! {player} takes {target}, {matched}, with {card}: the pair "
                                        "joins {player}'s combination, face up and protected.")),
            "partner_pair": (translate("numwin", "Right! {Target}, {matched}, pairs with {card}: it is face up and "
                                       "protected, and {card} joins your combination."),
                             translate("numwin", "Right! {Target}, {matched}, pairs with {card}: it is face up and "
                                       "protected, and {card} joins {player}'s combination.")),
            "own_error": (translate("numwin", "Wrong: {target} does not match {card}. {card} stays on the discard; "
                                    "you draw a penalty card and may not call Num Win this turn."),
                          translate("numwin", "Wrong: {target} does not match {card}. {card} stays on the discard; "
                                    "{player} draws a penalty card that nobody else sees, and may not call Num Win "
                                    "this turn.")),
            "opponent_error": (translate("numwin", "Wrong: {target} does not match {card}. Nothing moves; you draw a "
                                         "penalty card face down, without looking at it."),
                               translate("numwin", "Wrong: {player} named {target}, which does not match {card}. "
                                         "Nothing moves; {player} draws a penalty card face down, unseen even by them.")),
        }
        key = "opponent_error" if e.outcome == "partner_error" else e.outcome
        return texts[key][0 if you else 1].format(**fields)

    def on_penalty_card(self, e: ev.PenaltyCard, viewer):
        return None  # ClaimResolved has said it; a seen penalty card follows as CardSeen
