"""Scenario tests for each Num Win rule (numwin.fr.txt + RULINGS.md "numwin")."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import games
from engine.core.model import IllegalAction, evolve
from engine.games.numwin import events as ev
from engine.games.numwin.actions import (
    Add,
    CallNumWin,
    Claim,
    Discard,
    DrawPile,
    EndTurn,
    Exchange,
    Pass,
    TakeDiscard,
    UseFlash,
    UseFlip,
    UseQuantum,
    UseSwipe,
)
from engine.games.numwin.cards import Card, deck
from engine.games.numwin.scoring import best_pairing
from engine.games.numwin.state import CALL, CLAIM, DRAW, OVER, TARGET, Slot

NW = games.get("numwin")
KINDS = ("rainbow", "shadow", "swipe", "flip", "quantum", "flash")


def C(text: str) -> Card:
    text = text.strip()
    if text in KINDS:
        return Card(text, {"rainbow": 10, "shadow": 14}.get(text, 0))
    value, colour = text.split()
    return Card("classic", int(value), colour)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(C(t) for t in text.split(",") if t.strip())


def table(hands, pile="", discard="9 vert", current=0, options=None, **extra):
    """A mid-round state: each hand a comma list; each card seen by its owner only."""
    players = len(hands)
    state = NW.new_state(players, 1, options or {})
    uid, built = 100, []
    for seat, text in enumerate(hands):
        slots = []
        for card in cards(text):
            slots.append(Slot(card, uid, frozenset({seat})))
            uid += 1
        built.append(tuple(slots))
    return evolve(state, hands=tuple(built), pile=cards(pile), discard=cards(discard), current=current,
                  dealer=current, phase=DRAW, next_uid=uid, **extra)


def kinds(events, cls):
    return [e for e in events if isinstance(e, cls)]


def play(state, *moves):
    events = []
    for seat, action in moves:
        state, new = NW.apply(state, seat, action)
        events += new
    return state, events


def pass_all(state, *seats):
    return play(state, *[(s, Pass()) for s in seats])


# --- set-up -----------------------------------------------------------------------------

def test_deck_is_the_rulings_default():
    full = deck()
    assert len(full) == 80
    counts = Counter(c.kind for c in full)
    assert counts == {"classic": 68, "rainbow": 2, "shadow": 2, "swipe": 2, "flip": 2, "quantum": 2, "flash": 2}
    assert {c.value for c in full if c.kind == "rainbow"} == {10}
    assert {c.value for c in full if c.kind == "shadow"} == {14}


@pytest.mark.parametrize("players", [2, 3, 6])
def test_deal_two_cards_each_seen_once_by_their_owner(players):
    state, events = NW.begin(players, 5, {})
    assert all(len(h) == 2 for h in state.hands)
    assert len(state.discard) == 1 and len(state.pile) == 80 - 2 * players - 1
    assert state.current == state.dealer and state.rounds == players
    seen = kinds(events, ev.CardSeen)
    assert len(seen) == 2 * players and all(e.visible_to == frozenset({e.seer}) == frozenset({e.owner}) for e in seen)
    for seat in range(players):
        view = NW.view(state, seat)
        for owner in range(players):
            known = [s.card for s in view.hands[owner]]
            assert (all(known) if owner == seat else not any(known))
    assert kinds(events, ev.TurnStarted)[-1].seat == state.dealer


def test_first_dealer_is_random_and_the_deal_passes_clockwise():
    assert len({NW.new_state(4, seed, {}).dealer for seed in range(30)}) == 4


def test_team_partners_see_one_card_of_each_other():
    state, events = NW.begin(4, 2, {"teams": True})
    for seat in range(4):
        view = NW.view(state, seat)
        partner = (seat + 2) % 4
        assert view.hands[partner][0].card == state.hands[partner][0].card
        assert view.hands[partner][1].card is None
        assert all(s.card is None for o in ((seat + 1) % 4, (seat + 3) % 4) for s in view.hands[o])
    assert len([e for e in events if isinstance(e, ev.CardSeen) and e.reason == "partner"]) == 4
    with pytest.raises(IllegalAction) as info:
        NW.new_state(3, 1, {"teams": True})
    assert info.value.reason == "bad_player_count"


# --- drawing and placing ---------------------------------------------------------------

def test_pile_draw_is_private_and_may_be_discarded_or_exchanged():
    state = table(["3 rouge, 12 bleu", "5 vert, 6 vert"], pile="1 jaune, 2 jaune", discard="9 vert")
    state, events = NW.apply(state, 0, DrawPile())
    drawn = kinds(events, ev.CardDrawn)[0]
    assert drawn.card == C("1 jaune") and drawn.visible_to == frozenset({0})
    assert drawn.seen_by(1).card is None
    assert NW.view(state, 0).drawn == C("1 jaune") and NW.view(state, 1).drawn is None
    assert set(NW.legal_actions(state, 0)) == {Discard(), Exchange(0), Exchange(1)}
    state, events = NW.apply(state, 0, Exchange(1))
    assert state.hands[0][1].card == C("1 jaune") and state.hands[0][1].seen == frozenset({0})
    assert state.discard[-1] == C("12 bleu")
    out = kinds(events, ev.CardExchanged)[0]
    assert out.card_out == C("12 bleu") and out.seen_by(1).card_in is None
    assert state.phase == CLAIM and kinds(events, ev.ClaimWindowOpened)[0].card == C("12 bleu")


def test_taken_discard_is_seen_by_all_and_may_only_be_added_below_five():
    state = table(["3 rouge, 12 bleu", "5 vert, 6 vert"], pile="1 jaune", discard="2 vert")
    state, events = NW.apply(state, 0, TakeDiscard())
    assert kinds(events, ev.CardDrawn)[0].visible_to is None
    assert Discard() not in NW.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as info:
        NW.apply(state, 0, Discard())
    assert info.value.reason == "cannot_discard_taken_card"
    state, events = NW.apply(state, 0, Add())
    assert [s.card for s in state.hands[0]] == list(cards("3 rouge, 12 bleu, 2 vert"))
    assert state.hands[0][2].seen == frozenset({0, 1})
    assert NW.view(state, 1).hands[0][2].card == C("2 vert")
    assert kinds(events, ev.CardAdded)[0].size == 3
    assert state.phase == DRAW and state.current == 1  # an add opens no claim window


def test_add_is_refused_at_five_cards_and_from_the_pile():
    full = table(["1 rouge, 2 rouge, 3 rouge, 4 rouge, 5 rouge", "6 vert, 7 vert"], pile="8 jaune", discard="0 vert")
    state, _ = NW.apply(full, 0, TakeDiscard())
    assert Add() not in NW.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as info:
        NW.apply(state, 0, Add())
    assert info.value.reason == "combination_full"
    state, _ = NW.apply(full, 0, DrawPile())
    with pytest.raises(IllegalAction) as info:
        NW.apply(state, 0, Add())
    assert info.value.reason == "add_only_from_discard"


def test_empty_pile_is_rebuilt_from_the_discard_but_its_top():
    state = table(["1 rouge, 2 rouge", "6 vert, 7 vert"], pile="", discard="3 jaune, 4 jaune, 5 jaune")
    state, events = NW.apply(state, 0, DrawPile())
    assert kinds(events, ev.PileRebuilt)[0].count == 2
    assert state.discard == cards("5 jaune") and state.drawn in cards("3 jaune, 4 jaune") and len(state.pile) == 1


# --- claims ----------------------------------------------------------------------------

def discarded(hands, card="7 rouge", pile="0 jaune, 1 jaune, 2 jaune", options=None, **extra):
    """Seat 0 draws `card` from the pile and discards it: the claim window is open."""
    state = table(hands, pile=f"{card}, {pile}", options=options, **extra)
    state, _ = play(state, (0, DrawPile()), (0, Discard()))
    assert state.phase == CLAIM
    return state


def test_claims_are_offered_on_every_unprotected_card_whatever_they_hold():
    state = discarded(["3 rouge, 12 bleu", "7 vert, 6 vert", "0 bleu, 1 bleu"])
    for seat in range(3):
        legal = NW.legal_actions(state, seat)
        assert set(legal) == {Claim(o, p) for o in range(3) for p in range(2)} | {Pass()}
    other = evolve(state, hands=(state.hands[0], tuple(evolve(s, card=C("16 jaune")) for s in state.hands[1]),
                                 state.hands[2]))
    assert NW.legal_actions(other, 0) == NW.legal_actions(state, 0)
    assert Claim(1, 0, elapsed_ms=1234) in NW.legal_actions(state, 2)


def test_own_card_claim_reveals_and_protects_the_pair():
    state = discarded(["3 rouge, 12 bleu", "7 vert, 6 vert"])
    state, events = play(state, (1, Claim(1, 0, 900)), (0, Pass()))
    assert kinds(events, ev.ClaimWindowClosed)[0].claimants == ((1, 900),)
    res = kinds(events, ev.ClaimResolved)[0]
    assert (res.claimer, res.outcome, res.matched) == (1, "own_pair", C("7 vert"))
    hand = state.hands[1]
    assert [s.card for s in hand] == list(cards("7 vert, 6 vert, 7 rouge"))
    assert hand[0].paired and hand[2].paired and not hand[1].paired
    assert state.discard[-1] == C("9 vert")
    assert NW.view(state, 0).hands[1][0].card == C("7 vert")
    # Protected: no exchange or claim can touch it.
    assert state.current == 1 and state.phase == DRAW
    state, _ = NW.apply(state, 1, DrawPile())
    assert set(NW.legal_actions(state, 1)) == {Discard(), Exchange(1)}
    state, _ = NW.apply(state, 1, Discard())
    claims = {(a.seat, a.position) for a in NW.legal_actions(state, 0) if isinstance(a, Claim)}
    assert claims == {(0, 0), (0, 1), (1, 1)}


def test_opponent_card_claim_takes_both_cards_as_a_revealed_pair():
    state = discarded(["3 rouge, 12 bleu", "7 vert, 6 vert", "0 bleu, 1 bleu"])
    state, events = play(state, (0, Pass()), (2, Claim(1, 0, 700)), (1, Pass()))
    res = kinds(events, ev.ClaimResolved)[0]
    assert (res.claimer, res.owner, res.outcome, res.moved_up) == (2, 1, "opponent_pair", 1)
    assert res.joined_at == 2  # the pair lands at the claimer's positions 3 and 4
    assert [s.card for s in state.hands[1]] == [C("6 vert")]
    assert [s.card for s in state.hands[2]] == list(cards("0 bleu, 1 bleu, 7 vert, 7 rouge"))
    assert all(s.paired and s.up for s in state.hands[2][2:])


def test_own_card_error_penalty_seen_and_no_call_this_turn():
    hands = ["3 rouge, 12 bleu, 1 vert, 2 vert", "7 vert, 6 vert"]
    state = discarded(hands, pile="15 jaune, 16 jaune")
    state, events = play(state, (0, Claim(0, 1, 500)), (1, Pass()))
    res = kinds(events, ev.ClaimResolved)[0]
    assert (res.outcome, res.matched) == ("own_error", None)
    assert state.discard[-1] == C("7 rouge")
    assert state.hands[0][-1].card == C("15 jaune") and state.hands[0][-1].seen == frozenset({0})
    assert len(state.hands[0]) == 5 and kinds(events, ev.PenaltyCard)[0].seen
    seen = kinds(events, ev.CardSeen)[0]
    assert seen.reason == "penalty" and seen.seen_by(1).card is None
    # Five cards, but barred: no call offered; the turn passes.
    assert state.phase == DRAW and state.current == 1 and not kinds(events, ev.CallChance)


def test_opponent_card_error_nothing_moves_and_the_penalty_is_blind():
    state = discarded(["3 rouge, 12 bleu", "8 vert, 6 vert"], pile="15 jaune")
    state, events = play(state, (1, Pass()), (0, Claim(1, 0, 500)))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "opponent_error"
    assert [s.card for s in state.hands[1]] == list(cards("8 vert, 6 vert"))
    assert state.hands[0][-1].card == C("15 jaune") and state.hands[0][-1].seen == frozenset()
    assert NW.view(state, 0).hands[0][-1].card is None
    assert state.discard[-1] == C("7 rouge")


def test_earliest_claim_wins_and_ties_go_clockwise_from_the_discarder():
    hands = ["3 rouge, 12 bleu", "7 vert, 6 vert", "7 bleu, 1 bleu"]
    state = discarded(hands)
    fast, _ = play(state, (1, Claim(1, 0, 900)), (2, Claim(2, 0, 800)), (0, Pass()))
    assert fast.hands[2][0].paired and not fast.hands[1][0].paired
    tie, events = play(state, (2, Claim(2, 0, 800)), (1, Claim(1, 0, 800)), (0, Pass()))
    assert kinds(events, ev.ClaimWindowClosed)[0].winner == 1  # nearest clockwise from seat 0
    assert tie.hands[1][0].paired and not tie.hands[2][0].paired
    state = discarded(["7 jaune, 12 bleu"] + hands[1:])
    tie, events = play(state, (2, Claim(2, 0, 800)), (0, Claim(0, 0, 800)), (1, Pass()))
    assert kinds(events, ev.ClaimWindowClosed)[0].winner == 0  # the discarder itself comes first


def test_other_answers_stay_secret_until_the_window_closes():
    state = discarded(["3 rouge, 12 bleu", "7 vert, 6 vert", "7 bleu, 1 bleu"])
    after, events = NW.apply(state, 1, Claim(1, 0, 900))
    assert events == (ev.ClaimDecided(1),)
    assert NW.view(after, 2).answered == (False, True, False) and NW.view(after, 2).my_claim is None
    assert NW.to_move(after) == frozenset({0, 2})
    with pytest.raises(IllegalAction) as info:
        NW.apply(after, 1, Pass())
    assert info.value.reason == "already_answered"
    with pytest.raises(IllegalAction) as info:
        NW.apply(after, 2, Claim(1, 0, 6000))
    assert info.value.reason == "claim_too_late"


def test_untimed_window_asks_in_turn_and_the_first_claim_wins():
    state = discarded(["3 rouge, 12 bleu", "7 vert, 6 vert", "7 bleu, 1 bleu"], options={"claim_seconds": 0})
    assert NW.to_move(state) == frozenset({0})
    state, _ = NW.apply(state, 0, Pass())
    assert NW.to_move(state) == frozenset({1})
    state, events = NW.apply(state, 1, Claim(1, 0, 4000))
    assert kinds(events, ev.ClaimWindowClosed)[0].claimants == ((1, 0),)
    assert state.hands[1][0].paired and state.phase == DRAW


def test_a_dealt_action_card_leaving_by_exchange_neither_acts_nor_opens_a_window():
    state = table(["flash, 12 bleu", "7 vert, 6 vert"], pile="16 rouge", discard="9 vert")
    state, events = play(state, (0, DrawPile()), (0, Exchange(0)))
    assert state.discard[-1] == C("flash")
    assert state.phase == DRAW and state.current == 1
    assert not kinds(events, ev.ClaimWindowOpened) and not kinds(events, ev.ActionTriggered)


# --- action cards ----------------------------------------------------------------------

def test_flip_looks_at_one_of_your_face_down_cards():
    state = table(["3 rouge, 12 bleu", "7 vert, 6 vert"], pile="flip")
    state = evolve(state, hands=((evolve(state.hands[0][0], seen=frozenset()),) + state.hands[0][1:], state.hands[1]))
    assert NW.view(state, 0).hands[0][0].card is None
    state, events = play(state, (0, DrawPile()), (0, Discard()))
    assert state.phase == TARGET and kinds(events, ev.ActionTriggered)[0].action == "flip"
    assert set(NW.legal_actions(state, 0)) == {UseFlip(0), UseFlip(1)}
    state, events = NW.apply(state, 0, UseFlip(0))
    seen = kinds(events, ev.CardSeen)[0]
    assert (seen.card, seen.reason, seen.visible_to) == (C("3 rouge"), "flip", frozenset({0}))
    assert NW.view(state, 0).hands[0][0].card == C("3 rouge") and NW.view(state, 1).hands[0][0].card is None
    assert state.phase == DRAW and state.current == 1  # no window: the action card is not claimable


def test_quantum_reveals_any_card_until_the_end_of_the_round():
    state = table(["3 rouge, 12 bleu", "7 vert, 6 vert"], pile="quantum, 1 jaune")
    state, _ = play(state, (0, DrawPile()), (0, Discard()))
    assert UseQuantum(1, 1) in NW.legal_actions(state, 0) and UseQuantum(0, 0) in NW.legal_actions(state, 0)
    state, events = NW.apply(state, 0, UseQuantum(1, 1))
    assert kinds(events, ev.CardRevealed)[0].card == C("6 vert")
    assert state.hands[1][1].up and not state.hands[1][1].paired
    assert NW.view(state, 0).hands[1][1].card == C("6 vert")
    # Still exchangeable by its owner.
    state, _ = NW.apply(state, 1, DrawPile())
    assert Exchange(1) in NW.legal_actions(state, 1)


def test_swipe_exchanges_face_down_and_knowledge_follows_the_cards():
    state = table(["3 rouge, 12 bleu", "7 vert, 6 vert"], pile="swipe, 1 jaune")
    state, _ = play(state, (0, DrawPile()), (0, Discard()))
    assert len(NW.legal_actions(state, 0)) == 4
    state, events = NW.apply(state, 0, UseSwipe(1, 1, 0))
    assert kinds(events, ev.CardsSwiped)[0] == ev.CardsSwiped(0, 1, 1, 0)
    assert state.hands[0][1].card == C("7 vert") and state.hands[1][0].card == C("12 bleu")
    v0, v1 = NW.view(state, 0), NW.view(state, 1)
    assert v0.hands[0][1].card is None and v0.hands[1][0].card == C("12 bleu")
    assert v1.hands[0][1].card == C("7 vert") and v1.hands[1][0].card is None


def test_flash_discards_an_opponent_card_and_opens_a_claim_window():
    state = table(["7 rouge, 12 bleu", "7 vert, 6 vert"], pile="flash, 1 jaune")
    state, _ = play(state, (0, DrawPile()), (0, Discard()))
    assert set(NW.legal_actions(state, 0)) == {UseFlash(1, 0), UseFlash(1, 1)}
    state, events = NW.apply(state, 0, UseFlash(1, 0))
    out = kinds(events, ev.CardDiscarded)[0]
    assert (out.card, out.reason, out.owner, out.position) == (C("7 vert"), "flash", 1, 0)
    assert out.moved_up == 1  # 6 vert closes the gap: position 2 is now position 1
    assert [s.card for s in state.hands[1]] == [C("6 vert")]
    assert state.phase == CLAIM and state.discarder == 0
    state, events = play(state, (0, Claim(0, 0, 300)), (1, Pass()))
    own = kinds(events, ev.ClaimResolved)[0]
    assert own.outcome == "own_pair" and own.joined_at == 2  # the discard lands at the end: position 3
    assert [s.card for s in state.hands[0]] == list(cards("7 rouge, 12 bleu, 7 vert"))


def test_actions_never_touch_a_protected_pair_and_may_find_no_target():
    state = table(["3 rouge", "7 vert, 7 rouge"], pile="flash, 1 jaune")
    paired = tuple(evolve(s, up=True, paired=True) for s in state.hands[1])
    state, events = play(evolve(state, hands=(state.hands[0], paired)), (0, DrawPile()), (0, Discard()))
    wasted = kinds(events, ev.ActionWasted)[0]
    assert (wasted.action, wasted.reason) == ("flash", "no_target")
    assert state.phase == DRAW and state.current == 1


def test_action_card_taken_from_the_discard_does_not_act():
    state = table(["3 rouge, 12 bleu", "7 vert, 6 vert"], pile="1 jaune", discard="flash")
    state, _ = play(state, (0, TakeDiscard()), (0, Exchange(1)))
    assert state.hands[0][1].card == C("flash") and state.discard[-1] == C("12 bleu")
    assert state.phase == CLAIM


# --- scoring ---------------------------------------------------------------------------

@pytest.mark.parametrize("hand,points", [
    ("3 rouge, 3 bleu, 9 vert", 9),                    # same value pair: 0
    ("rainbow, 16 rouge, 2 bleu", 2),                   # lone Rainbow pairs the highest
    ("rainbow, 0 rouge", 0),
    ("rainbow", 0),                                     # a lone Rainbow counts 0
    ("rainbow, rainbow", 0),                            # two Rainbows pair together
    ("rainbow, rainbow, 1 bleu", 0),                    # one Rainbow takes the 1, the other is alone: 0
    ("rainbow, rainbow, 12 bleu, 13 bleu", 0),
    ("shadow, 14 rouge", 28),                           # a Shadow pairs only with a Rainbow
    ("shadow, rainbow, 2 rouge", 2),
    ("shadow, shadow", 28),
    ("swipe, flash, 4 rouge", 14),                      # action cards +5, never paired
    ("rainbow, swipe", 5),
    ("5 rouge, 5 bleu, 5 vert", 5),                     # each card in one pair at most
])
def test_end_of_round_pairing_gives_the_lowest_score(hand, points):
    assert best_pairing(cards(hand))[0] == points


def test_claimed_pairs_score_zero_and_the_reveal_explains_the_score():
    state = table(["7 rouge, 7 vert, 16 bleu, rainbow, 3 bleu", "1 vert, 2 vert, 0 bleu, 0 vert, 4 rouge"],
                  pile="5 jaune, 6 jaune", current=0, caller=0, last_queue=())
    hand0 = tuple(evolve(s, up=True, paired=True) if i < 2 else s for i, s in enumerate(state.hands[0]))
    state = evolve(state, hands=(hand0, state.hands[1]), last_turn=True, current=1)
    state, events = play(state, (1, DrawPile()), (1, Exchange(4)), (0, Pass()), (1, Pass()))
    scored = kinds(events, ev.RoundScored)[0]
    s0 = scored.seats[0]
    assert s0.claimed == cards("7 rouge, 7 vert") and s0.points == 3
    assert s0.pairs == ((C("rainbow"), C("16 bleu")),)
    assert scored.seats[1].points == 1 + 2 + 5  # 0 bleu + 0 vert pair
    assert not scored.penalised and scored.sides[0].round_score == 3


# --- Num Win ---------------------------------------------------------------------------

def test_call_needs_five_cards_then_the_others_play_a_last_turn():
    state = table(["1 rouge, 2 rouge", "9 vert, 6 vert", "3 bleu, 4 bleu, 5 bleu, 6 bleu, 0 bleu"],
                  pile="16 jaune, 15 jaune, 14 jaune, 13 jaune, 12 jaune, 11 jaune, 10 jaune", current=2)
    state, events = play(state, (2, DrawPile()), (2, Discard()), (0, Pass()), (1, Pass()), (2, Pass()))
    assert state.phase == CALL and NW.legal_actions(state, 2) == (CallNumWin(), EndTurn())
    state, events = NW.apply(state, 2, CallNumWin())
    called = kinds(events, ev.NumWinCalled)[0]
    assert called.last_turns == (0, 1)
    assert state.current == 0 and state.last_turn and kinds(events, ev.TurnStarted)[-1].last_turn
    state, events = play(state, (0, DrawPile()), (0, Discard()), (0, Pass()), (1, Pass()), (2, Pass()))
    # Seat 0 had 2 cards: it completes to 5 blind, unseen even by itself.
    done = kinds(events, ev.BlindCompletion)[0]
    assert (done.seat, done.count) == (0, 3) and len(state.hands[0]) == 5
    assert all(not s.seen for s in state.hands[0][2:])
    assert state.current == 1 and state.last_turn
    state, events = play(state, (1, DrawPile()), (1, Discard()), (0, Pass()), (1, Pass()), (2, Pass()))
    scored = kinds(events, ev.RoundScored)[0]
    assert scored.caller == 2 and len(state.hands[0]) == 2  # a new deal has begun
    assert state.round == 2 and state.dealer == state.current == 0  # the deal passes clockwise


def test_no_call_below_five_cards():
    state = table(["1 rouge, 2 rouge", "9 vert, 6 vert"], pile="16 jaune, 15 jaune")
    state, events = play(state, (0, DrawPile()), (0, Discard()), (0, Pass()), (1, Pass()))
    assert state.phase == DRAW and state.current == 1 and not kinds(events, ev.CallChance)


def called_state(hands, caller, options=None):
    """A round at its last step: `caller` has called and the last player draws then discards."""
    last = (caller + 1) % len(hands)
    state = table(hands, pile="16 jaune, 15 jaune, 14 jaune", options=options, current=last)
    return evolve(state, caller=caller, last_turn=True, last_queue=())


def finish(state):
    seat = state.current
    state, events = play(state, (seat, DrawPile()), (seat, Discard()),
                         *[(s, Pass()) for s in range(state.players)])
    return state, kinds(events, ev.RoundScored)[0]


def test_caller_takes_fifteen_when_another_score_is_strictly_lower():
    state = called_state(["1 rouge, 2 rouge, 3 rouge, 4 rouge, 5 rouge", "0 vert, 1 vert, 2 vert, 3 vert, 4 vert"], 0)
    state, scored = finish(state)
    assert scored.penalised and scored.sides[0].penalty == 15 and scored.sides[0].round_score == 30
    assert state.round_scores[0][-1] == 30 and state.round_scores[1][-1] == 10


@pytest.mark.parametrize("tie_penalised,expected", [(False, 15), (True, 30)])
def test_a_tie_costs_nothing_unless_the_option_says_so(tie_penalised, expected):
    hands = ["1 rouge, 2 rouge, 3 rouge, 4 rouge, 5 rouge", "5 vert, 4 vert, 3 vert, 2 vert, 1 vert"]
    state = called_state(hands, 0, {"tie_penalised": tie_penalised})
    state, scored = finish(state)
    assert scored.sides[0].round_score == expected


def test_one_round_per_player_and_lowest_total_wins():
    state = called_state(["1 rouge, 2 rouge, 3 rouge, 4 rouge, 5 rouge", "6 vert, 7 vert, 8 vert, 9 vert, 10 vert"], 0)
    state = evolve(state, round=2, round_scores=((4,), (1,)))
    state, scored = finish(state)
    assert state.phase == OVER and NW.to_move(state) == frozenset()
    result = NW.result(state)
    assert result.scores == (19.0, 41.0) and result.winners == frozenset({0}) and result.low_score_wins


# --- teams -----------------------------------------------------------------------------

TEAMS = {"teams": True}


def test_team_partner_claim_protects_the_partner_card_in_place():
    hands = ["3 rouge, 12 bleu", "1 vert, 6 vert", "7 vert, 6 bleu", "0 bleu, 1 bleu"]
    state = discarded(hands, options=TEAMS)
    state, events = play(state, (0, Claim(2, 0, 400)), (1, Pass()), (2, Pass()), (3, Pass()))
    assert kinds(events, ev.ClaimResolved)[0].outcome == "partner_pair"
    assert state.hands[2][0].paired and state.hands[0][-1].card == C("7 rouge") and state.hands[0][-1].paired


def test_team_pairs_across_partners_and_the_team_pays_a_failed_call():
    hands = ["9 rouge, 1 rouge, 2 rouge, 3 rouge, 4 rouge", "0 vert, 0 bleu, 1 vert, 1 bleu, 2 vert",
             "9 bleu, 5 rouge, 6 rouge, 2 bleu, 3 bleu", "0 rouge, 0 jaune, 1 jaune, 2 jaune, 3 jaune"]
    state = called_state(hands, 2, TEAMS)
    state, scored = finish(state)
    team = {s.seats: s for s in scored.sides}
    assert team[(0, 2)].points == 1 + 4 + 5 + 6  # the 9s, 2s and 3s pair across partners
    assert team[(1, 3)].points == 1 + 3
    assert scored.penalised and team[(0, 2)].penalty == 15 and team[(1, 3)].penalty == 0
    assert state.round_scores[0] == state.round_scores[2] == (31,)
    assert state.round_scores[1] == state.round_scores[3] == (4,)
    assert NW.result(evolve(state, phase=OVER)).winners == frozenset({1, 3})


def test_team_actions_target_the_other_team_only():
    hands = ["3 rouge, 12 bleu", "1 vert, 6 vert", "7 vert, 6 bleu", "0 bleu, 1 bleu"]
    state = table(hands, pile="flash, 1 jaune", options=TEAMS)
    state, _ = play(state, (0, DrawPile()), (0, Discard()))
    assert {a.seat for a in NW.legal_actions(state, 0)} == {1, 3}


# --- views -----------------------------------------------------------------------------

def test_no_seat_learns_a_card_it_has_not_seen():
    state, _ = NW.begin(3, 9, {})
    seat = state.current
    state, _ = NW.apply(state, seat, DrawPile())
    for other in range(3):
        view = NW.view(state, other)
        assert (view.drawn is not None) == (other == seat)
        for owner in range(3):
            for slot, real in zip(view.hands[owner], state.hands[owner]):
                assert slot.card == (real.card if other in real.seen else None)


def test_a_right_claimer_may_call_out_of_turn_and_the_current_player_plays_again_last():
    hands = ["3 rouge, 12 bleu", "7 vert, 6 vert", "0 bleu, 1 bleu, 2 bleu, 3 bleu"]
    state = discarded(hands)
    state, events = play(state, (2, Claim(1, 0, 700)), (0, Pass()), (1, Pass()))
    assert state.phase == CALL and state.call_queue == (2,) and kinds(events, ev.CallChance)[0].seat == 2
    state, events = NW.apply(state, 2, CallNumWin())
    assert kinds(events, ev.NumWinCalled)[0].last_turns == (1, 0)
    assert state.current == 1 and state.last_turn


def test_bots_claim_only_what_they_remember_and_within_the_window():
    from engine.ai.bots import make_bot
    state = discarded(["3 rouge, 12 bleu", "7 vert, 6 vert"])
    for level, (low, high) in (("strong", (600, 1200)), ("normal", (1200, 2500)), ("easy", (2500, 4500))):
        bot = make_bot(NW, level, 1, 5)
        action = bot.choose(NW.view(state, 1), NW.legal_actions(state, 1))
        assert action == Claim(1, 0) and low <= action.elapsed_ms <= high
        blind = evolve(state, hands=(state.hands[0], tuple(evolve(s, seen=frozenset()) for s in state.hands[1])))
        assert bot.choose(NW.view(blind, 1), NW.legal_actions(blind, 1)) == Pass()
