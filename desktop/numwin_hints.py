"""Num Win hints' reasons (desktop/hints.py): the strong bot's own terms, in one sentence.

engine/ai/numwin_hints.py rates claims, the call and action targets; here they
become words. Without the memory aid (ruling numwin 9) no figure is spoken that
was computed from remembered face-down cards, and no card is named: the reason
says what the strong player weighs, not what the cards are.
"""
from __future__ import annotations

from desktop.narration.words import decimal_points
from desktop.qt import translate
from engine.ai.hints import Choice


def reason(choice: Choice, secret: bool, rank: int) -> str | None:
    """The sentence for a Num Win choice, or None when desktop/hints.py's own one fits."""
    kind = choice.facts.get("kind")
    if choice.unit == "chance":
        return _call(choice, secret)
    if kind in ("flip", "quantum"):
        return _rule(kind, choice.facts["why"])
    if choice.unit != "saving":
        return None
    points = decimal_points(choice.rating or 0.0)
    if kind == "pass":
        return translate("hints", "Nothing you remember matches the discard well enough to claim it.") if not rank \
            else translate("hints", "Passing changes nothing in your combination.")
    if kind in ("match", "unseen", "wrong"):
        return _claim(choice, secret, points)
    if kind == "swipe":
        return translate("hints", "It gives away the card the strong player values highest for a lower one.") \
            if secret else translate("hints", "It lowers your expected total by about {points}.").format(points=points)
    if choice.facts.get("claim"):
        return translate("hints", "It sends away a card that pairs with one of yours: you can claim it at once.")
    return translate("hints", "It costs that player the card the strong player expects them to miss most.") \
        if secret else translate("hints", "It costs that player about {points}.").format(points=points)


def _claim(choice: Choice, secret: bool, points: str) -> str:
    facts = choice.facts
    if facts["kind"] == "wrong":
        return translate("hints", "The strong player remembers no match there: a wrong claim costs a penalty card.")
    if facts["kind"] == "unseen":
        return translate("hints", "You have not seen that card: a claim there is a gamble.")
    if facts.get("joker"):
        return translate("hints", "A Rainbow pairs with any card but an action card: keeping it for the end is usually worth more.")
    if secret:
        return translate("hints", "The strong player remembers a match there: a right claim makes a pair worth 0.") \
            if facts["own"] else translate("hints", "The strong player remembers a match there: both cards would "
                                                     "come to you as a pair worth 0.")
    if facts["own"]:
        return translate("hints", "A right claim makes a pair worth 0: about {points} saved.").format(points=points)
    return translate("hints", "Both cards come to you as a pair worth 0, and fewer cards are drawn blind: about "
                              "{points} saved.").format(points=points)


def _call(choice: Choice, secret: bool) -> str:
    share, threshold = choice.facts["share"], choice.facts["from"]
    calling = choice.action.kind == "call_num_win"
    good = share >= threshold
    if secret:
        if good:
            return translate("hints", "The strong player expects your score to be the lowest often enough to risk "
                                      "the 15 points.")
        return translate("hints", "The strong player does not expect your score to be the lowest often enough to "
                                  "risk the 15 points.")
    if calling:
        return translate("hints", "In {share} of 100 deals of the cards you have not seen, your score is the "
                                  "lowest; the strong player calls from {threshold}.").format(share=share,
                                                                                          threshold=threshold)
    return translate("hints", "Your score is the lowest in only {share} of 100 deals of the cards you have not "
                              "seen; the strong player calls from {threshold}.").format(share=share,
                                                                                      threshold=threshold) \
        if not good else translate("hints", "The strong player would call: your score is the lowest in {share} of "
                                            "100 deals of the cards you have not seen.").format(share=share)


def _rule(kind: str, why: str) -> str:
    if kind == "flip":
        return translate("hints", "You already know that card: looking again only refreshes your memory.") \
            if why == "known" else translate("hints", "You have not seen that card yet: now you will know it.")
    return {"own": translate("hints", "It shows you a card of yours you have not seen; everyone sees it too."),
            "known": translate("hints", "You already know that card: turning it up only shows it to the others."),
            "unseen": translate("hints", "Nobody at the table has shown you that card: now everyone will know it.")
            }.get(why, translate("hints", "It is the strong player's choice here."))
