"""Scenario tests for each Vingt-deux rule (vingt-deux.fr.txt + RULINGS.md "vingtdeux")."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import games
from engine.core.model import IllegalAction, evolve
from engine.core.rng import Rng
from engine.games.vingtdeux import events as ev
from engine.games.vingtdeux import lowest_cards, play_effect, trick_effect
from engine.games.vingtdeux.actions import Exchange, Play
from engine.games.vingtdeux.cards import Card, deck
from engine.games.vingtdeux.knowledge import floors, sample_state
from engine.games.vingtdeux.play import deal
from engine.games.vingtdeux.state import EXCHANGE, OVER, PLAY
from engine.games.vingtdeux.view import my_lowest, view

VD = games.get("vingtdeux")
RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14}
SUITS = ("pique", "coeur", "carreau", "trefle")


class Cards:
    """Turns "7 7 10" into distinct physical cards, suits allocated per rank."""

    def __init__(self):
        self.used: Counter = Counter()

    def __call__(self, text: str) -> tuple[Card, ...]:
        out = []
        for token in text.split():
            rank = RANKS.get(token) or int(token)
            out.append(Card(rank, SUITS[self.used[rank]]))
            self.used[rank] += 1
        return tuple(out)


def ranks(cards) -> tuple[int, ...]:
    return tuple(c.rank for c in cards)


def table(hands, leader=0, scoring=None, active=None, dealer=None):
    """A state at the start of a trick led by `leader`, the other cards in the stock."""
    players = len(hands)
    alloc = Cards()
    hands = tuple(tuple(sorted(alloc(h))) for h in hands)
    scoring = tuple(alloc(s) for s in (scoring or [""] * players))
    used = {c for zone in hands + scoring for c in zone}
    active = tuple(active) if active else (True,) * players
    order = tuple(s for s in ((leader + k) % players for k in range(players)) if active[s])
    empty = tuple(() for _ in range(players))
    state = VD.new_state(players, 1, {})
    return evolve(state, phase=PLAY, order=order, hands=hands, scoring=scoring, active=active,
                  stock=tuple(c for c in deck() if c not in used), discards=empty, trick=(), best=(),
                  taker=-1, history=(), dealer=(leader - 1) % players if dealer is None else dealer,
                  hand_size=len(hands[leader]))


def play(state, seat, text):
    """Play the cards of `seat`'s hand with these ranks (the first matching copies)."""
    hand = list(state.hands[seat])
    chosen = []
    for token in text.split():
        rank = RANKS.get(token) or int(token)
        card = next(c for c in hand if c.rank == rank)
        hand.remove(card)
        chosen.append(card)
    return VD.apply(state, seat, Play(tuple(chosen)))


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# --- set-up, deal, exchange -------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_first_deal_is_seven_cards_after_a_high_card_draw(players):
    state, events = VD.begin(players, 3, {})
    draws = of(events, ev.DealerDraw)
    last = draws[-1]
    high = max(c.rank for _, c in last.draws)
    assert [s for s, c in last.draws if c.rank == high] == [state.dealer] and last.tied == ()
    assert [s for s, _ in draws[0].draws] == list(range(players))
    assert all(len(h) == 7 for h in state.hands) and len(state.stock) == 52 - 7 * players
    started = of(events, ev.HandStarted)[0]
    assert (started.size, started.requested, started.short_pack) == (7, 7, False)
    assert [e.visible_to for e in of(events, ev.HandDealt)] == [frozenset({s}) for s in started.seats]
    left = (state.dealer + 1) % players
    assert state.phase == EXCHANGE and state.order[0] == left and started.seats[0] == left
    assert events[-1] == ev.TurnStarted(left, "exchange", 0, (), -1, len(state.stock), 0)


def test_dealer_draw_ties_are_redrawn_among_the_tied_only():
    for seed in range(400):
        _, events = VD.begin(6, seed, {})
        draws = of(events, ev.DealerDraw)
        if len(draws) > 1:
            break
    else:
        pytest.fail("no tie in 400 seeds")
    first, second = draws[0], draws[1]
    high = max(c.rank for _, c in first.draws)
    assert first.tied == tuple(s for s, c in first.draws if c.rank == high) and len(first.tied) > 1
    assert tuple(s for s, _ in second.draws) == first.tied


def test_exchange_discards_and_draws_as_many_in_order_from_the_dealers_left():
    state = VD.new_state(3, 5, {})
    seat = state.order[0]
    hand, stock = state.hands[seat], state.stock
    state2, events = VD.apply(state, seat, Exchange(hand[:2]))
    assert state2.discards[seat] == tuple(sorted(hand[:2]))
    assert state2.hands[seat] == tuple(sorted(hand[2:] + stock[:2]))
    assert state2.stock == stock[2:]
    done = events[0]
    assert done == ev.Exchanged(seat, 2, tuple(sorted(hand[:2])), tuple(sorted(stock[:2])), len(stock) - 2,
                                visible_to=frozenset({seat}))
    assert done.seen_by((seat + 1) % 3).discarded is None and done.seen_by((seat + 1) % 3).drawn is None
    assert state2.order[0] == (seat + 1) % 3 and events[-1].step == "exchange"
    assert VD.components(state2) == VD.components(state)
    kept, _ = VD.apply(state, seat, Exchange(()))
    assert kept.hands[seat] == hand and kept.stock == stock


def test_exchange_is_limited_by_the_stock_and_empty_stock_passes():
    state = VD.new_state(3, 5, {})
    seat = state.order[0]
    short = evolve(state, stock=state.stock[:1])
    with pytest.raises(IllegalAction) as info:
        VD.apply(short, seat, Exchange(state.hands[seat][:2]))
    assert info.value.reason == "not_enough_stock" and info.value.details == {"available": 1, "asked": 2}
    assert len(VD.legal_actions(short, seat)) == 1 + 7
    after, events = VD.apply(short, seat, Exchange(state.hands[seat][:1]))
    forced = of(events, ev.Exchanged)[1:]
    assert [e.forced for e in forced] == [True, True] and after.phase == PLAY
    leader = (state.dealer + 1) % 3
    assert events[-1] == ev.TurnStarted(leader, "lead", 0, (), -1, 0, 1)


def test_discards_stay_out_until_the_next_deal_then_return_to_the_pack():
    state = VD.new_state(3, 5, {})
    seat = state.order[0]
    state, _ = VD.apply(state, seat, Exchange(state.hands[seat][:3]))
    discarded = state.discards[seat]
    assert not set(discarded) & ({c for h in state.hands for c in h} | set(state.stock))
    dealt, _ = deal(state, 0, 7)
    assert dealt.discards == ((), (), ()) and len({c for h in dealt.hands for c in h} | set(dealt.stock)) == 52


# --- leads ------------------------------------------------------------------------------------

def test_lead_is_one_card_or_a_same_rank_set():
    state = table(["7 7 Q Q 3", "2 4 5 6 8", "9 9 10 J K"])
    with pytest.raises(IllegalAction) as info:
        play(state, 0, "7 Q")
    assert info.value.reason == "not_same_rank_lead"
    after, events = play(state, 0, "Q Q")
    assert events[0] == ev.CardsPlayed(0, after.best, "lead", (), after.best, 0, 1, 3)
    assert events[-1] == ev.TurnStarted(1, "follow", 2, after.best, 0, len(state.stock), 1)


def test_leader_keeps_one_card_five_five_five_only_leads_five_five():
    state = table(["5 5 5", "2 3 4", "6 7 8"])
    with pytest.raises(IllegalAction) as info:
        play(state, 0, "5 5 5")
    assert info.value.reason == "must_keep_one_card" and info.value.details["max_count"] == 2
    legal = VD.legal_actions(state, 0)
    assert {ranks(a.cards) for a in legal} == {(5,), (5, 5)}
    assert len(legal) == 6  # three single fives, three pairs


# --- the rule text's examples -------------------------------------------------------------------

def test_example_seven_led_seven_equals_ten_beats_two_lowest():
    state = table(["7 3 K", "7 4 9", "10 5 6", "2 8 9"])
    state, events = play(state, 0, "7")
    state, events = play(state, 1, "7")
    assert events[0].effect == "equals" and events[0].taker == 1
    state, events = play(state, 2, "10")
    assert events[0].effect == "beats" and ranks(events[0].previous) == (7,) and events[0].taker == 2
    with pytest.raises(IllegalAction) as info:
        play(state, 3, "8")
    assert info.value.reason == "neither_beats_nor_lowest"
    assert info.value.details == {"count": 1, "best": (10,), "lowest": (2,), "played": (8,)}
    state, events = play(state, 3, "2")
    assert events[0].effect == "lowest" and events[0].taker == 2
    assert of(events, ev.TrickTaken) == [ev.TrickTaken(2, 1, state.history[0][2].cards, 2)]
    assert state.order == (2, 3, 0, 1) and events[-1] == ev.TurnStarted(2, "lead", 0, (), -1, len(state.stock), 2)


def test_example_six_six_led_six_seven_beats_four_five_lowest_eight_nine_takes():
    state = table(["4 5 K 10", "8 9 3 3", "6 6 2 2", "6 7 A 4"], leader=2)
    state, _ = play(state, 2, "6 6")
    state, events = play(state, 3, "6 7")
    assert events[0].effect == "beats" and events[-1].count == 2 and ranks(events[-1].best) == (6, 7)
    with pytest.raises(IllegalAction) as info:
        play(state, 0, "4")
    assert info.value.reason == "must_play_same_count" and info.value.details == {"count": 2, "played": 1}
    assert play_effect(view(state, 0), state.hands[0][:2]) == "lowest"
    assert ranks(my_lowest(view(state, 0))) == (4, 5)
    state, events = play(state, 0, "4 5")
    assert events[0].effect == "lowest"
    state, events = play(state, 1, "8 9")
    assert events[0].effect == "beats" and of(events, ev.TrickTaken)[0].seat == 1 and state.order[0] == 1


def test_example_jacks_led_j_q_q_beats_two_two_three_lowest_q_k_a_takes():
    state = table(["J J J 4 4", "J Q Q 5 5", "2 2 3 6 6", "Q K A 7 7"])
    state, _ = play(state, 0, "J J J")
    state, events = play(state, 1, "J Q Q")
    assert events[0].effect == "beats"
    state, events = play(state, 2, "2 2 3")
    assert events[0].effect == "lowest"
    state, events = play(state, 3, "Q K A")
    assert events[0].effect == "beats" and of(events, ev.TrickTaken)[0].seat == 3


def test_equal_or_beat_compares_sorted_sets_card_by_card():
    c = Cards()
    hand = c("7 6 2")
    assert trick_effect(c("6 6"), hand, (hand[0], hand[1])) == "beats"   # played in any order
    hand = c("Q Q J 2")
    assert trick_effect(c("J J J"), hand, hand[:3]) == "beats"
    hand = c("10 7 4")
    assert trick_effect(c("8 9"), hand, hand[:2]) is None  # 7 < 8 and not the lowest
    hand = c("9 8 3")
    assert trick_effect(c("8 9"), hand, hand[:2]) == "equals"
    hand = c("5 5 5")
    assert trick_effect((), hand, hand[:2]) == "lead" and trick_effect((), hand, hand) is None


def test_lowest_cards_are_always_open_even_to_a_player_who_could_beat():
    state = table(["7 3 K", "A 2 9", "10 5 6"])
    state, _ = play(state, 0, "7")
    assert {ranks(a.cards) for a in VD.legal_actions(state, 1)} == {(2,), (9,), (14,)}
    state, events = play(state, 1, "2")
    assert events[0].effect == "lowest" and state.taker == 0


def test_lowest_cards_helper_and_ties_of_rank():
    c = Cards()
    hand = c("9 3 3 2 K")
    assert ranks(lowest_cards(hand, 3)) == (2, 3, 3)
    state = table(["9 K", "3 3 8"], leader=0)
    state = evolve(state, hands=(state.hands[0] + c("A"), state.hands[1]))
    state, _ = play(state, 0, "A")
    state, events = play(state, 1, "3")  # either three is a lowest card
    assert events[0].effect == "lowest"


# --- the last trick, scoring, next deal --------------------------------------------------------------

def test_last_trick_highest_keeps_only_their_card_and_deals_that_many():
    state = table(["3 K", "3 Q", "2 9"], scoring=["", "", ""])
    state, _ = play(state, 0, "K")
    state, _ = play(state, 1, "3")
    state, events = play(state, 2, "2")
    last = of(events, ev.LastTrick)[0]
    assert [(s, c.rank) for s, c in last.plays] == [(0, 3), (1, 12), (2, 9)]
    assert last.takers == (1,) and last.next_dealer == 1
    assert [(e.seat, e.card.rank, e.points, e.total) for e in of(events, ev.CardScored)] == [(1, 12, 10, 10)]
    assert ranks(state.scoring[1]) == (12,) and state.scoring[0] == state.scoring[2] == ()
    started = of(events, ev.HandStarted)[0]
    assert (started.dealer, started.size, started.requested, started.short_pack) == (1, 10, 10, False)
    assert all(len(state.hands[s]) == 10 for s in range(3)) and state.order[0] == 2
    assert state.scoring[1][0] not in {c for h in state.hands for c in h} | set(state.stock)


def test_last_trick_ties_each_keep_their_card_first_tied_deals():
    state = table(["3 K", "3 Q", "2 Q"])
    for seat, text in ((0, "K"), (1, "3"), (2, "2")):
        state, events = play(state, seat, text)
    last = of(events, ev.LastTrick)[0]
    assert last.takers == (1, 2) and last.next_dealer == 1
    assert state.scores() == (0, 10, 10) and state.dealer == 1
    assert [e.seat for e in of(events, ev.CardScored)] == [1, 2]


def test_short_pack_deals_equally_and_keeps_scoring_cards_out():
    hands = ["3 K", "3 A", "2 Q", "4 5", "5 6", "6 7"]
    scoring = ["2", "3", "4", "7", "8", ""]
    state = table(hands, scoring=scoring)
    for seat, text in ((0, "K"), (1, "3"), (2, "2"), (3, "4"), (4, "5"), (5, "6")):
        state, events = play(state, seat, text)
    started = of(events, ev.HandStarted)[0]
    held = 52 - 6  # five old scoring cards and the ace just kept
    assert (started.requested, started.size, started.short_pack) == (11, held // 6, True)
    assert started.stock == held - 6 * (held // 6) and len(state.stock) == started.stock
    scoring_cards = {c for pile in state.scoring for c in pile}
    assert len(scoring_cards) == 6
    assert not scoring_cards & ({c for h in state.hands for c in h} | set(state.stock))


# --- elimination and the end ---------------------------------------------------------------------

def test_elimination_at_22_dealer_gets_no_cards_then_leaves():
    state = table(["3 9", "K 2", "5 4"], leader=1, scoring=["J 5", "", ""])
    state, _ = play(state, 1, "K")
    state, _ = play(state, 2, "4")
    state, events = play(state, 0, "3")
    assert of(events, ev.LastTrick)[0].takers == (0,)
    assert of(events, ev.PlayerEliminated) == [ev.PlayerEliminated(0, 24, True)]
    started = of(events, ev.HandStarted)[0]
    assert (started.dealer, started.dealer_eliminated, started.seats, started.size) == (0, True, (1, 2), 9)
    assert state.hands[0] == () and state.active == (False, True, True) and state.order == (1, 2)
    assert not VD.legal_actions(state, 0)
    for seat in (1, 2):
        state, _ = VD.apply(state, seat, Exchange(()))
    assert state.phase == PLAY and state.order == (1, 2)  # the seat left of the dealer leads


def test_last_player_standing_wins():
    state = table(["3 9", "K 2", ""], leader=1, scoring=["J 5", "", "A A"], active=(True, True, False))
    state, _ = play(state, 1, "K")
    state, events = play(state, 0, "3")
    assert state.phase == OVER and state.winners == (1,)
    assert events[-1] == ev.GameOver((1,), (24, 0, 22), "last_standing")
    result = VD.result(state)
    assert result.winners == frozenset({1}) and result.low_score_wins
    assert VD.to_move(state) == frozenset() and sum(VD.components(state).values()) == 52


@pytest.mark.parametrize("old,winners", [(("Q 5", "Q 3"), (1,)), (("Q 2", "J 2"), (0, 1))])
def test_all_eliminated_together_lowest_score_wins_ties_shared(old, winners):
    state = table(["3 K", "2 K", ""], scoring=[old[0], old[1], "A A"], active=(True, True, False))
    state, _ = play(state, 0, "3")
    state, events = play(state, 1, "2")
    assert of(events, ev.LastTrick)[0].takers == (0, 1)
    assert len(of(events, ev.PlayerEliminated)) == 2
    assert state.winners == winners and events[-1].decided_by == "lowest_score"


# --- views and hidden information --------------------------------------------------------------

def test_view_shows_own_hand_and_counts_only():
    state = VD.new_state(4, 9, {})
    seat = state.order[0]
    state, _ = VD.apply(state, seat, Exchange(state.hands[seat][:2]))
    v = view(state, (seat + 1) % 4)
    assert v.hand == state.hands[(seat + 1) % 4] and v.discard_counts[seat] == 2 and v.my_discards == ()
    assert v.hand_sizes == (7, 7, 7, 7) and v.stock_size == len(state.stock)


def test_sampled_hands_respect_what_lowest_plays_prove():
    state = table(["7 3 K 4", "8 9 10 J", "A 2 2 6"])
    state, _ = play(state, 0, "K")
    state, _ = play(state, 1, "8")       # lowest: 9 10 J left, all >= 8
    assert floors(3, state.history, state.trick) == (2, 8, 2)
    v = view(state, 2)
    for i in range(30):
        sampled = sample_state(v, Rng(i))
        assert min(c.rank for c in sampled.hands[1]) >= 8
        assert view(sampled, 2) == v


# --- bots -----------------------------------------------------------------------------------------

def _hand_value(state, seat):
    if state.phase == OVER:
        return 1.0 / len(state.winners) if seat in state.winners else 0.0
    if not state.active[seat]:
        return 0.0
    scores, alive = state.scores(), [s for s in range(state.players) if state.active[s]]
    return 1.0 if len(alive) == 1 else (22 - scores[seat]) / sum(22 - scores[s] for s in alive)


def test_rank_only_simulator_agrees_with_the_rules():
    """The strong bot's playouts (fastsim) end each hand exactly as the engine would."""
    from engine.games.vingtdeux.fastsim import Table
    from engine.games.vingtdeux.heuristics import heuristic
    from engine.games.vingtdeux.tricks import ranks as set_ranks
    checked = 0
    for seed in range(60):
        state, _ = VD.begin(2 + seed % 5, seed, {})
        rng = Rng(seed)
        for _ in range(seed % 13):
            legal = VD.legal_actions(state, state.order[0])
            action, rng = rng.choice(legal)
            state, _ = VD.apply(state, state.order[0], action)
        seat = state.order[0]
        move = heuristic(state.hands[seat], state.best, state.phase, len(state.stock))
        hands = [sorted(c.rank for c in h) for h in state.hands]
        fast = Table(view(state, seat)).value(hands, [c.rank for c in state.stock],
                                              (move.kind, set_ranks(move.cards)), seat)
        end, hand_no = state, state.hand_no
        while end.hand_no == hand_no and end.phase != OVER:
            mover = end.order[0]
            end, _ = VD.apply(end, mover, heuristic(end.hands[mover], end.best, end.phase, len(end.stock)))
        assert fast == pytest.approx(_hand_value(end, seat)), f"seed {seed}"
        checked += 1
    assert checked == 60


def test_bots_choose_legal_moves_deterministically():
    state = table(["7 3 K 4", "8 9 10 J", "A 2 2 6"])
    state, _ = play(state, 0, "K")
    legal = VD.legal_actions(state, 1)
    for level in ("easy", "normal", "strong"):
        first = VD.bots[level](1, 42).choose(view(state, 1), legal)
        assert first in legal and VD.bots[level](1, 42).choose(view(state, 1), legal) == first
    assert ranks(VD.bots["normal"](1, 0).choose(view(state, 1), legal).cards) == (8,)
