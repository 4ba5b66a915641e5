"""Num Win rulings 4, 6 and 7 as the audit of issue 14 made them explicit.

- 4: the scoring table applies to what is left once pairs are removed: one Rainbow
  left over is "a lone Rainbow" and scores 0.
- 6: a pile-drawn action card kept in its drawer's combination acts when that
  player later exchanges it out; one that came in any other way never acts.
- 7: out of turn, only a right snap of another player's card (an opponent's, or
  the partner's in the team variant) opens a Num Win call; a failed snap of one's
  own card bars the call until that player's next turn.
"""
from __future__ import annotations

from engine.core.model import evolve
from engine.games.numwin import events as ev
from engine.games.numwin.actions import Claim, Discard, DrawPile, Exchange, Pass, TakeDiscard, UseFlip, UseSwipe
from engine.games.numwin.scoring import best_pairing, score_round
from engine.games.numwin.state import CALL, DRAW, TARGET, Slot

from .test_numwin_rules import NW, TEAMS, C, cards, discarded, kinds, play, table

# --- ruling 4: a lone Rainbow is judged after the pairs are removed ----------------------


def test_the_audit_example_scores_zero():
    points, pairs, counted = best_pairing(cards("rainbow, 7 bleu, 16 bleu, rainbow, 16 jaune"))
    assert points == 0
    assert (C("16 bleu"), C("16 jaune")) in pairs and (C("rainbow"), C("7 bleu")) in pairs
    assert counted == (C("rainbow"),)  # the other Rainbow, alone, for 0


def test_three_rainbows_cancel_the_dearest_cards_and_the_last_is_alone():
    assert best_pairing(cards("rainbow, rainbow, rainbow, 12 vert, 3 rouge"))[0] == 0
    assert best_pairing(cards("rainbow, rainbow, 12 vert, 3 rouge, 5 bleu"))[0] == 3


def test_the_team_variant_pools_the_side_before_judging_the_rainbow():
    def slots(text, seat):
        return tuple(Slot(c, i, frozenset({seat})) for i, c in enumerate(cards(text)))
    hands = (slots("rainbow, 7 bleu, 16 bleu", 0), slots("2 vert", 1),
             slots("rainbow, 16 jaune", 2), slots("3 vert", 3))
    _, sides, _ = score_round(hands, True, -1, False, (0, 0, 0, 0))
    assert {s.seats: s.points for s in sides} == {(0, 2): 0, (1, 3): 5}


# --- ruling 6: a kept action card acts when its drawer exchanges it out ------------------


def kept_flip(pile="flip, 16 rouge, 1 jaune, 2 jaune"):
    """Seat 0 draws a Flip and exchanges it into position 0; seat 1 then plays a turn."""
    state = table(["3 rouge, 12 bleu", "7 vert, 6 vert"], pile=pile)
    state, events = play(state, (0, DrawPile()), (0, Exchange(0)))
    assert state.hands[0][0].card == C("flip") and state.hands[0][0].armed
    assert not kinds(events, ev.ActionTriggered)
    state, _ = play(state, *[(s, Pass()) for s in (0, 1)])          # the 3 rouge's window
    return state


def test_a_pile_drawn_action_card_kept_then_exchanged_out_acts():
    state = kept_flip()
    state, _ = play(state, (1, DrawPile()), (1, Discard()), (0, Pass()), (1, Pass()))
    assert state.current == 0 and state.phase == DRAW
    state, events = play(state, (0, DrawPile()), (0, Exchange(0)))
    discarded_ = kinds(events, ev.CardDiscarded)[0]
    assert (discarded_.card, discarded_.reason) == (C("flip"), "exchanged")
    assert kinds(events, ev.ActionTriggered)[0].action == "flip"
    assert state.phase == TARGET and state.pending == "flip"
    assert set(NW.legal_actions(state, 0)) == {UseFlip(0), UseFlip(1)}
    state, events = NW.apply(state, 0, UseFlip(1))
    assert kinds(events, ev.CardSeen)[0].reason == "flip"
    assert state.phase == DRAW and state.current == 1


def test_the_kept_action_card_also_acts_when_a_taken_discard_pushes_it_out():
    state = kept_flip()
    state, _ = play(state, (1, DrawPile()), (1, Discard()), (0, Pass()), (1, Pass()))
    state, events = play(state, (0, TakeDiscard()), (0, Exchange(0)))
    assert kinds(events, ev.ActionTriggered)[0].action == "flip" and state.phase == TARGET


def test_the_arming_is_public_and_says_nothing_of_the_card():
    state = table(["3 rouge, 12 bleu", "7 vert, 6 vert"], pile="5 jaune, 1 jaune")
    state, _ = play(state, (0, DrawPile()), (0, Exchange(1)))
    assert state.hands[0][1].armed  # any pile exchange arms, so others learn nothing
    assert NW.view(state, 1).hands[0][1].armed and NW.view(state, 1).hands[0][1].card is None


def test_a_card_that_came_in_another_way_never_acts():
    # From the discard (then exchanged out).
    state = table(["3 rouge, 12 bleu", "7 vert, 6 vert"], pile="1 jaune", discard="flash")
    state, _ = play(state, (0, TakeDiscard()), (0, Exchange(1)), (0, Pass()), (1, Pass()))
    state, _ = play(state, (1, DrawPile()), (1, Discard()), (0, Pass()), (1, Pass()))
    assert not state.hands[0][1].armed
    state = evolve(state, pile=cards("9 bleu, 8 bleu"))
    state, events = play(state, (0, DrawPile()), (0, Exchange(1)))
    assert not kinds(events, ev.ActionTriggered) and state.phase == DRAW


def test_a_swiped_action_card_never_acts_for_its_new_owner_nor_its_drawer():
    state = kept_flip(pile="flip, swipe, 1 jaune, 2 jaune, 3 jaune")
    state, events = play(state, (1, DrawPile()), (1, Discard()))
    assert kinds(events, ev.ActionTriggered)[0].action == "swipe"
    state, _ = NW.apply(state, 1, UseSwipe(0, 0, 0))                 # seat 1 takes the Flip
    assert state.hands[1][0].card == C("flip") and not state.hands[1][0].armed
    state, _ = play(state, (0, DrawPile()), (0, Discard()), (0, Pass()), (1, Pass()))
    state, events = play(state, (1, DrawPile()), (1, Exchange(0)))
    assert not kinds(events, ev.ActionTriggered)


def test_the_strong_bot_keeps_an_action_card_to_trigger_it_later():
    from engine.ai.bots import make_bot
    state = table(["6 rouge, 4 bleu, 1 vert, 2 vert, 3 vert", "7 vert, 6 vert"], pile="flash, 0 jaune")
    state, _ = NW.apply(state, 0, DrawPile())
    from engine.games.numwin.mind import build_mind
    from engine.games.numwin.planning import place_choice
    mind = build_mind(NW.view(state, 0), 3, 0.0)
    # Without the keep credit, 5 points for the Flash against 6 is not worth it: use it now.
    assert place_choice(mind, NW.legal_actions(state, 0)) == Discard()
    strong = make_bot(NW, "strong", 0, 3)
    choice = strong.choose(NW.view(state, 0), NW.legal_actions(state, 0))
    assert choice == Exchange(0)  # strong keeps it armed: it can still act later
    state, _ = NW.apply(state, 0, choice)
    assert state.hands[0][0].armed and state.hands[0][0].card == C("flash")
    state = evolve(state, phase=DRAW, current=0, pile=cards("0 rouge, 1 jaune"), claims=())
    state, _ = NW.apply(state, 0, DrawPile())
    choice = strong.choose(NW.view(state, 0), NW.legal_actions(state, 0))
    assert choice == Exchange(0)  # a 0 in, and the Flash acts on its way out
    state, events = NW.apply(state, 0, choice)
    assert kinds(events, ev.ActionTriggered) and state.phase == TARGET


# --- ruling 7: who may call Num Win out of turn ------------------------------------------


FIVE = "0 bleu, 1 bleu, 2 bleu, 3 bleu"


def test_no_call_after_a_snap_of_ones_own_card_during_another_turn():
    state = discarded(["3 rouge, 12 bleu", "7 vert, 6 vert", FIVE + ", 7 jaune"])
    state, events = play(state, (2, Claim(2, 4, 700)), (0, Pass()), (1, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "own_pair"
    assert len(state.hands[2]) == 6 and not kinds(events, ev.CallChance)
    assert state.phase == DRAW and state.current == 1


def test_a_call_after_a_snap_of_an_opponents_card():
    state = discarded(["3 rouge, 12 bleu", "7 vert, 6 vert", FIVE])
    state, events = play(state, (2, Claim(1, 0, 700)), (0, Pass()), (1, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "opponent_pair"
    assert state.phase == CALL and state.call_queue == (2,)


def test_in_the_team_variant_a_snap_of_the_partners_card_allows_the_call():
    hands = ["7 vert, 12 bleu", "8 vert, 6 vert", "0 jaune, 1 jaune, 2 jaune, 3 jaune", "1 rouge, 2 rouge"]
    state = discarded(hands, options=TEAMS)
    state, events = play(state, (2, Claim(0, 0, 700)), (0, Pass()), (1, Pass()), (3, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "partner_pair"
    assert state.phase == CALL and state.call_queue == (2,)


def test_in_the_team_variant_a_snap_of_ones_own_card_out_of_turn_allows_no_call():
    hands = ["3 rouge, 12 bleu", "8 vert, 6 vert", "0 jaune, 1 jaune, 2 jaune, 7 jaune", "1 rouge, 2 rouge"]
    state = discarded(hands, options=TEAMS)
    state, events = play(state, (2, Claim(2, 3, 700)), (0, Pass()), (1, Pass()), (3, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "own_pair" and len(state.hands[2]) == 5
    assert not kinds(events, ev.CallChance) and state.phase == DRAW


def test_a_failed_own_snap_bars_the_call_until_the_players_next_turn():
    hands = ["3 rouge, 12 bleu", "8 vert, 6 vert", FIVE + ", 9 jaune", "6 jaune, 2 rouge"]
    state = discarded(hands, pile="0 jaune, 6 rouge, 5 jaune, 4 jaune")
    state, events = play(state, (2, Claim(2, 0, 500)), (0, Pass()), (1, Pass()), (3, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "own_error" and 2 in state.barred
    assert state.current == 1 and 2 in state.barred          # still barred in seat 1's turn
    state, _ = play(state, (1, DrawPile()), (1, Discard()))
    state, events = play(state, (2, Claim(3, 0, 500)), (0, Pass()), (1, Pass()), (3, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "opponent_pair" and not kinds(events, ev.CallChance)
    # Seat 2's own turn: the bar is lifted, the call is offered at its end.
    assert state.current == 2 and 2 not in state.barred
    state, _ = play(state, (2, DrawPile()), (2, Discard()), *[(s, Pass()) for s in range(4)])
    assert state.phase == CALL and state.call_queue == (2,)


def test_a_failed_snap_of_another_players_card_does_not_bar_the_call():
    hands = ["3 rouge, 12 bleu", "8 vert, 6 vert", FIVE, "6 jaune, 2 rouge"]
    state = discarded(hands, pile="0 jaune, 6 rouge, 5 jaune")
    state, events = play(state, (2, Claim(1, 0, 500)), (0, Pass()), (1, Pass()), (3, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "opponent_error" and not state.barred
    state, _ = play(state, (1, DrawPile()), (1, Discard()))
    state, events = play(state, (2, Claim(3, 0, 500)), (0, Pass()), (1, Pass()), (3, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "opponent_pair"
    assert state.phase == CALL and state.call_queue == (2,)
