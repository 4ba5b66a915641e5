"""Scenario tests for each 2 Win rule (2win.fr.txt + RULINGS.md "twowin")."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.core.model import IllegalAction, evolve
from engine.core.rng import Rng
from engine.games.twowin import GAME as TW
from engine.games.twowin import check_compose, compose_problem
from engine.games.twowin import events as ev
from engine.games.twowin.actions import Compose, Pass
from engine.games.twowin.cards import Card, Number, deck
from engine.games.twowin.draws import advance_run
from engine.games.twowin.state import COMPOSE, IN, NO_RUN, OUT, OVER, PASS


def C(text: str) -> Card:
    """"7 rose 2" = the 7 rose with two stars (stars default to 0)."""
    parts = text.split()
    return Card(int(parts[0]), parts[1], int(parts[2]) if len(parts) > 2 else 0)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(sorted(C(t.strip()) for t in text.split(",") if t.strip()))


def N(tens: str, units: str) -> Number:
    return Number(C(tens), C(units))


def table(hands, step=COMPOSE, last=None, pile="", numbers=None, runs=None, status=None, rnd=2):
    """A state at `step` of round `rnd` with the given hands (strings) and table."""
    players = len(hands)
    state = TW.new_state(players, 1, {})
    return evolve(state, hands=tuple(cards(h) for h in hands), step=step, round=rnd,
                  last=tuple(last or (None,) * players), pile=cards(pile),
                  numbers=tuple(numbers or ((),) * players),
                  runs=tuple(runs or ((NO_RUN, NO_RUN),) * players),
                  status=tuple(status or (IN,) * players), pending=(None,) * players, passes=())


def play_all(state, choices):
    """Apply each seat's choice in seat order; return the final state and all events."""
    events = []
    for seat, action in choices.items():
        state, evs = TW.apply(state, seat, action)
        events += evs
    return state, events


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


# --- set-up and deck ---------------------------------------------------------------

def test_deck_is_108_cards_three_colours_four_copies_with_stars_data():
    full = deck()
    assert len(full) == 108
    assert {c.colour for c in full} == {"bleu", "rose", "vert"}
    per_face = Counter((c.colour, c.digit) for c in full)
    assert set(per_face.values()) == {4} and len(per_face) == 27
    stars = sorted(c.stars for c in full if (c.colour, c.digit) == ("rose", 7))
    assert stars == [0, 0, 1, 2]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_deals_nine_cards_each_and_opens_the_pass_step(players):
    state, events = TW.begin(players, 4, {})
    assert all(len(h) == 9 for h in state.hands)
    assert len(state.pile) == 108 - 9 * players
    assert state.step == PASS and state.round == 1
    dealt = of(events, ev.HandDealt)
    assert [e.visible_to for e in dealt] == [frozenset({s}) for s in range(players)]
    assert dealt[0].seen_by(1).cards is None
    started = events[-1]
    assert isinstance(started, ev.StepStarted) and started.step == PASS
    assert started.targets == tuple((s, (s + 1) % players) for s in range(players))
    assert TW.to_move(state) == frozenset(range(players))


@pytest.mark.parametrize("players", [1, 7])
def test_player_count_is_two_to_six(players):
    with pytest.raises(IllegalAction) as info:
        TW.new_state(players, 1, {})
    assert info.value.reason == "bad_player_count"


# --- pass step ----------------------------------------------------------------------

def test_pass_goes_to_the_next_player_still_in_on_the_left():
    state = table(["1 bleu, 2 bleu", "3 rose, 4 rose", "", "5 vert, 6 vert"], step=PASS,
                  status=(IN, IN, OUT, IN), last=(12, 34, 56, 56))
    state, events = play_all(state, {0: Pass(C("1 bleu")), 1: Pass(C("3 rose")), 3: Pass(C("5 vert"))})
    passed = {(e.giver, e.receiver): e.card for e in of(events, ev.CardPassed)}
    assert passed == {(0, 1): C("1 bleu"), (1, 3): C("3 rose"), (3, 0): C("5 vert")}
    assert state.hands[0] == cards("2 bleu, 5 vert")
    assert state.hands[3] == cards("6 vert, 3 rose")
    assert state.hands[2] == ()
    for e in of(events, ev.CardPassed):
        assert e.visible_to == frozenset({e.giver, e.receiver})
        outsider = next(s for s in (0, 1, 3) if s not in e.visible_to)
        assert e.seen_by(outsider).card is None and e.seen_by(outsider).receiver == e.receiver


def test_cards_move_only_when_everyone_has_passed():
    state = table(["1 bleu, 2 bleu", "3 rose, 4 rose"], step=PASS)
    state, events = TW.apply(state, 0, Pass(C("1 bleu")))
    assert state.hands[0] == cards("1 bleu, 2 bleu") and state.step == PASS
    assert TW.to_move(state) == frozenset({1})
    assert [e.kind for e in events] == ["choice_made"]


def test_choosing_a_card_not_in_hand_twice_or_the_wrong_action_is_refused():
    state = table(["1 bleu, 2 bleu", "3 rose, 4 rose"], step=PASS)
    for seat, action, reason in [(0, Pass(C("3 rose")), "card_not_in_hand"),
                                 (0, Compose(C("2 bleu"), C("1 bleu")), "expected_pass")]:
        with pytest.raises(IllegalAction) as info:
            TW.apply(state, seat, action)
        assert info.value.reason == reason
    state, _ = TW.apply(state, 0, Pass(C("1 bleu")))
    with pytest.raises(IllegalAction) as info:
        TW.apply(state, 0, Pass(C("2 bleu")))
    assert info.value.reason == "already_chosen"
    assert TW.legal_actions(state, 0) == ()


def test_no_card_at_the_pass_step_abandons_and_the_only_holder_wins():
    state = table(["1 bleu, 2 rose", "3 rose, 4 rose, 5 vert, 6 vert"], last=(11, 30), pile="9 bleu")
    state, events = play_all(state, {0: Compose(C("2 rose"), C("1 bleu")),
                                     1: Compose(C("4 rose"), C("3 rose"))})
    assert [a.reasons for a in of(events, ev.DrawsAwarded)[0].awards] == [(), ("highest",)]
    gone = of(events, ev.Abandoned)
    assert [(a.seat, a.step, a.reason) for a in gone] == [(0, PASS, "no_card")]
    assert state.step == OVER and state.winners == (1,) and state.decided_by == "last_with_cards"
    over = events[-1]
    assert isinstance(over, ev.GameOver) and over.contenders == (0, 1)
    assert TW.result(state).winners == frozenset({1})
    assert TW.to_move(state) == frozenset()


# --- compose step -------------------------------------------------------------------

def test_first_round_any_number_then_strictly_above_your_own_last():
    state = table(["6 bleu, 8 rose, 3 vert", "1 rose, 2 rose"], last=(68, 12), rnd=3)
    assert check_compose(state.hands[0], 68, C("6 bleu"), C("8 rose")) == ("not_higher", {"value": 68, "previous": 68})
    with pytest.raises(IllegalAction) as info:
        TW.apply(state, 0, Compose(C("3 vert"), C("8 rose")))
    assert info.value.reason == "not_higher" and info.value.details == {"value": 38, "previous": 68}
    values = {a.value for a in TW.legal_actions(state, 0)}
    assert values == {83, 86}
    # seat 1's 12 is its own bar, whatever seat 0 plays; 21 is fine
    assert {a.value for a in TW.legal_actions(state, 1)} == {21}
    first = table(["6 bleu, 8 rose", "1 rose, 2 rose"], rnd=1)
    assert {a.value for a in TW.legal_actions(first, 1)} == {12, 21}


def test_compose_problem_helper_for_the_gui():
    state = table(["6 bleu, 8 rose, 3 vert, 7 vert", "1 rose, 2 rose"], last=(68, 12))
    view = TW.view(state, 0)
    assert compose_problem(view, C("7 vert"), C("3 vert")) is None          # 73 > 68
    assert check_compose(view.hand, view.last[0], C("7 vert"), C("3 vert"))[1] == {"value": 73, "previous": 68}
    assert compose_problem(view, C("6 bleu"), C("3 vert")) == "not_higher"
    assert compose_problem(view, C("7 vert"), C("7 vert")) == "same_card"
    assert compose_problem(view, C("9 vert"), C("3 vert")) == "card_not_in_hand"
    twin = table(["7 vert, 7 vert", "1 rose, 2 rose"], last=(68, 12))
    assert compose_problem(TW.view(twin, 0), C("7 vert"), C("7 vert")) is None
    assert Compose(C("7 vert"), C("7 vert")) in TW.legal_actions(twin, 0)


def test_tens_then_units_order_matters():
    state = table(["2 bleu, 5 rose", "1 rose, 2 rose"], last=(30, 12))
    assert TW.legal_actions(state, 0) == (Compose(C("5 rose"), C("2 bleu")),)
    state, events = play_all(state, {0: Compose(C("5 rose"), C("2 bleu")), 1: Compose(C("2 rose"), C("1 rose"))})
    revealed = of(events, ev.NumbersRevealed)[0].numbers
    assert [(r.seat, r.value, r.previous) for r in revealed] == [(0, 52, 30), (1, 21, 12)]
    assert state.numbers[0][-1] == N("5 rose", "2 bleu") and state.last == (52, 21)


def test_a_player_with_no_higher_number_abandons_at_the_compose_step():
    # Seat 2 holds 8 and 7: nothing beats its 89. Seats 0 and 1 play on.
    state = table(["1 bleu, 2 bleu", "3 rose, 4 rose", "8 vert, 7 vert"], step=PASS, last=(11, 30, 89),
                  pile="9 bleu, 9 rose, 9 vert")
    state, events = play_all(state, {0: Pass(C("1 bleu")), 1: Pass(C("3 rose")), 2: Pass(C("8 vert"))})
    gone = of(events, ev.Abandoned)
    assert [(a.seat, a.step, a.reason, a.previous, a.hand_size) for a in gone] == [(2, COMPOSE, "no_number", 89, 2)]
    assert state.step == COMPOSE and state.status == (IN, IN, OUT)
    assert TW.to_move(state) == frozenset({0, 1})
    started = events[-1]
    assert isinstance(started, ev.StepStarted) and started.seats == (0, 1)
    assert started.minimums == ((0, 11), (1, 30))


def test_one_card_left_means_abandon_and_the_other_is_last_in():
    state = table(["1 bleu", "3 rose, 4 rose"], step=PASS, last=(11, 30))
    state, events = play_all(state, {0: Pass(C("1 bleu")), 1: Pass(C("3 rose"))})
    gone = of(events, ev.Abandoned)
    assert [(a.seat, a.reason, a.hand_size) for a in gone] == [(0, "no_number", 1)]
    assert state.step == OVER and state.winners == (1,) and state.decided_by == "last_in"


# --- commitments ----------------------------------------------------------------------

def test_a_pending_choice_is_invisible_to_every_other_seat():
    state, _ = TW.begin(4, 12, {})
    before = {s: (TW.view(state, s), TW.legal_actions(state, s)) for s in range(4)}
    card = state.hands[0][3]
    after, events = TW.apply(state, 0, Pass(card))
    for s in (1, 2, 3):
        v_before, legal_before = before[s]
        v_after = TW.view(after, s)
        assert evolve(v_after, chosen=v_before.chosen) == v_before        # only "chosen" changed
        assert v_after.chosen == (True, False, False, False) and v_after.my_choice is None
        assert TW.legal_actions(after, s) == legal_before
        seen = [e.seen_by(s) for e in events]
        assert [e.kind for e in seen] == ["choice_made"] and seen[0].choice is None
        assert seen[0].seat == 0 and seen[0].waiting_for == (1, 2, 3)
    assert TW.view(after, 0).my_choice == Pass(card)
    assert events[0].seen_by(0).choice == Pass(card)


def test_compose_choices_stay_secret_until_the_last_one_reveals_all():
    state = table(["6 bleu, 8 rose, 3 vert", "1 rose, 2 rose, 5 vert", "4 vert, 9 vert"], last=(50, 12, 40))
    state, e0 = TW.apply(state, 0, Compose(C("8 rose"), C("6 bleu")))
    state, e1 = TW.apply(state, 1, Compose(C("2 rose"), C("1 rose")))
    for s in (1, 2):
        assert TW.view(state, s).numbers == ((), (), ()) and TW.view(state, s).last == (50, 12, 40)
        assert all(e.seen_by(s).choice is None for e in e0)
    assert TW.view(state, 2).chosen == (True, True, False)
    # Resampling seat 2's unknowns re-picks the others' pending numbers too.
    picks = {TW.resample_hidden(state, 2, Rng(i)).pending for i in range(30)}
    assert len(picks) > 1
    assert all(p[2] is None for p in picks)
    for i in range(10):
        other = TW.resample_hidden(state, 2, Rng(i))
        assert TW.view(other, 2) == TW.view(state, 2)
        assert TW.components(other) == TW.components(state)
    state, e2 = TW.apply(state, 2, Compose(C("9 vert"), C("4 vert")))
    reveal = of(e2, ev.NumbersRevealed)
    assert len(reveal) == 1 and reveal[0].visible_to is None
    assert [r.value for r in reveal[0].numbers] == [86, 21, 94]


def test_resample_keeps_the_card_just_passed_with_its_receiver():
    state, _ = TW.begin(3, 5, {})
    gift = state.hands[0][0]
    state, _ = play_all(state, {s: Pass(state.hands[s][0]) for s in range(3)})
    assert state.step == COMPOSE
    for i in range(20):
        other = TW.resample_hidden(state, 0, Rng(i))
        assert gift in other.hands[1]


# --- draws ----------------------------------------------------------------------------

def compose_round(hands, choices, last=None, runs=None, pile="1 bleu, 1 rose, 1 vert, 2 bleu, 2 rose, 2 vert, "
                  "3 bleu, 3 rose, 3 vert, 4 bleu, 4 rose, 4 vert, 5 bleu, 5 rose, 5 vert, 6 bleu, 6 rose"):
    state = table(hands, last=last, runs=runs, pile=pile)
    return play_all(state, dict(enumerate(choices)))


def awards_of(events):
    return {a.seat: a.reasons for a in of(events, ev.DrawsAwarded)[0].awards}


def test_highest_number_draws_and_ties_all_draw():
    _, events = compose_round(["5 bleu, 4 rose, 9 vert", "5 rose, 4 vert, 9 bleu", "1 bleu, 3 rose, 9 rose"],
                              [Compose(C("5 bleu"), C("4 rose")), Compose(C("5 rose"), C("4 vert")),
                               Compose(C("3 rose"), C("1 bleu"))])
    assert awards_of(events) == {0: ("highest",), 1: ("highest",), 2: ()}
    drawn = of(events, ev.CardsDrawn)
    assert [(d.seat, d.count) for d in drawn] == [(0, 1), (1, 1)]
    assert drawn[0].seen_by(1).cards is None and len(drawn[0].cards) == 1


def test_most_stars_draws_ties_all_draw_and_zero_stars_nobody():
    _, events = compose_round(["5 bleu 1, 4 rose 1, 9 vert", "2 rose 2, 1 vert, 9 bleu", "1 bleu 1, 3 rose, 9 rose"],
                              [Compose(C("5 bleu 1"), C("4 rose 1")), Compose(C("2 rose 2"), C("1 vert")),
                               Compose(C("3 rose"), C("1 bleu 1"))])
    assert awards_of(events) == {0: ("highest", "most_stars"), 1: ("most_stars",), 2: ()}
    assert of(events, ev.DrawsAwarded)[0].top_stars == 2
    _, events = compose_round(["5 bleu, 4 rose", "2 rose, 1 vert"],
                              [Compose(C("5 bleu"), C("4 rose")), Compose(C("2 rose"), C("1 vert"))])
    awarded = of(events, ev.DrawsAwarded)[0]
    assert awarded.top_stars == 0 and awards_of(events) == {0: ("highest",), 1: ()}


def test_two_identical_digits_draw():
    _, events = compose_round(["3 bleu, 3 rose, 9 vert", "2 rose, 4 vert, 9 bleu"],
                              [Compose(C("3 bleu"), C("3 rose")), Compose(C("4 vert"), C("2 rose"))])
    assert awards_of(events) == {0: ("double",), 1: ("highest",)}


def test_colour_runs_per_column_and_the_fourth_card_starts_a_new_run():
    assert advance_run(NO_RUN, "rose") == (("rose", 1), False)
    assert advance_run(("rose", 2), "rose") == (("rose", 3), True)
    assert advance_run(("rose", 3), "rose") == (("rose", 1), False)      # 4th: a new run
    assert advance_run(("rose", 2), "vert") == (("vert", 1), False)
    runs = ((("rose", 2), ("bleu", 2)), (("vert", 3), ("bleu", 1)))
    state, events = compose_round(["7 rose, 2 bleu, 9 vert", "8 vert, 1 bleu, 9 bleu"],
                                  [Compose(C("7 rose"), C("2 bleu")),
                                   Compose(C("8 vert"), C("1 bleu"))], runs=runs)
    assert awards_of(events) == {0: ("tens_run", "units_run"), 1: ("highest",)}
    award0 = of(events, ev.DrawsAwarded)[0].awards[0]
    assert (award0.tens_colour, award0.units_colour) == ("rose", "bleu")
    assert state.runs == ((("rose", 3), ("bleu", 3)), (("vert", 1), ("bleu", 2)))


def test_run_counting_across_many_rounds():
    """Six rose tens in a row: draws on the 3rd and the 6th, never on the 4th."""
    run, draws = NO_RUN, []
    for _ in range(6):
        run, done = advance_run(run, "rose")
        draws.append(done)
    assert draws == [False, False, True, False, False, True]


def test_rule_text_example_22_28_52_33():
    # 33: double + most stars (tied with 22) + rose tens run + vert units run = 4.
    # 22 and 52: 3 each; 28: 1.
    runs = ((("bleu", 1), ("vert", 2)),     # 22: units vert run
            (("vert", 2), ("rose", 1)),     # 28: tens vert run
            (("bleu", 2), ("rose", 2)),     # 52: both runs
            (("rose", 2), ("vert", 2)))     # 33: both runs
    hands = ["2 bleu 1, 2 vert 1, 9 bleu", "2 vert, 8 bleu, 9 rose", "5 bleu 1, 2 rose, 9 vert",
             "3 rose 2, 3 vert, 9 bleu 2"]
    choices = [Compose(C("2 bleu 1"), C("2 vert 1")), Compose(C("2 vert"), C("8 bleu")),
               Compose(C("5 bleu 1"), C("2 rose")), Compose(C("3 rose 2"), C("3 vert"))]
    state, events = compose_round(hands, choices, runs=runs)
    assert awards_of(events) == {0: ("most_stars", "double", "units_run"), 1: ("tens_run",),
                                 2: ("highest", "tens_run", "units_run"),
                                 3: ("most_stars", "double", "tens_run", "units_run")}
    assert [d.count for d in of(events, ev.CardsDrawn)] == [3, 1, 3, 4]
    assert [len(h) for h in state.hands] == [4, 2, 4, 5]


# --- empty pile -----------------------------------------------------------------------

def test_empty_pile_rebuilt_from_abandoned_cards_and_old_numbers_served_clockwise():
    old = tuple(N(f"{d} bleu", f"{d} rose") for d in (1, 2)) + tuple(N(f"{d} vert", f"{d} bleu") for d in range(3, 8))
    numbers = (old, (N("1 vert", "2 vert"),), (N("4 rose", "5 rose"),))
    state = table(["8 bleu, 8 rose, 9 vert", "9 bleu, 1 vert 1, 6 vert", "6 rose, 7 rose"],
                  last=(77, 12, 45), pile="9 rose", numbers=numbers, status=(IN, IN, OUT))
    state, events = play_all(state, {0: Compose(C("8 bleu"), C("8 rose")), 1: Compose(C("9 bleu"), C("1 vert 1"))})
    # seat 0: double; seat 1: highest + most stars.
    assert awards_of(events) == {0: ("double",), 1: ("highest", "most_stars")}
    rebuilt = of(events, ev.PileRebuilt)[0]
    assert (rebuilt.from_abandoned, rebuilt.from_numbers, rebuilt.size) == (4, 6, 10)
    assert state.numbers[0] == old[3:] + (N("8 bleu", "8 rose"),)          # the last five stay
    assert state.numbers[2] == () and state.hands[2] == ()
    drawn = {d.seat: d for d in of(events, ev.CardsDrawn)}
    assert drawn[0].cards[0] == C("9 rose")          # seat 0 is served first, from the old pile
    assert (drawn[0].count, drawn[1].count) == (1, 2) and drawn[1].lost == 0
    assert len(state.pile) == 10 - 2
    kinds = [e.kind for e in events]
    assert kinds.index("pile_rebuilt") < kinds.index("cards_drawn")


def test_draws_the_rebuilt_pile_cannot_serve_are_lost():
    state = table(["8 bleu, 8 rose, 9 vert", "9 bleu, 1 vert 1, 6 vert"], last=(77, 12), pile="9 rose")
    state, events = play_all(state, {0: Compose(C("8 bleu"), C("8 rose")), 1: Compose(C("9 bleu"), C("1 vert 1"))})
    drawn = {d.seat: d for d in of(events, ev.CardsDrawn)}
    assert (drawn[0].count, drawn[0].lost) == (1, 0)
    assert (drawn[1].count, drawn[1].lost) == (0, 2)
    assert of(events, ev.PileRebuilt)[0].size == 0


# --- end of the game ------------------------------------------------------------------

def test_rule_text_example_91_89_93_all_abandon_and_most_cards_wins():
    # After 91, 89 and 93 nobody can beat their own number: seat 1 holds five cards.
    state = table(["1 bleu, 2 bleu, 3 bleu", "1 rose, 2 rose, 3 rose, 4 rose, 5 rose, 6 rose", "1 vert, 2 vert, 3 vert"],
                  step=PASS, last=(91, 89, 93))
    state, events = play_all(state, {0: Pass(C("1 bleu")), 1: Pass(C("1 rose")), 2: Pass(C("1 vert"))})
    state_sizes = [len(h) for h in state.hands]
    assert state_sizes == [3, 6, 3]
    gone = of(events, ev.Abandoned)
    assert [a.seat for a in gone] == [0, 1, 2] and {a.reason for a in gone} == {"no_number"}
    assert state.step == OVER and state.winners == (1,) and state.decided_by == "most_cards"
    assert events[-1].contenders == (0, 1, 2)


def test_all_abandon_tied_on_cards_smallest_last_number_wins():
    state = table(["1 bleu, 2 bleu", "1 rose, 2 rose", "1 vert, 2 vert"], step=PASS, last=(91, 89, 93))
    state, events = play_all(state, {s: Pass(state.hands[s][0]) for s in range(3)})
    assert state.winners == (1,) and state.decided_by == "smallest_last_number"


def test_all_abandon_fully_tied_share_the_win():
    state = table(["1 bleu, 2 bleu", "1 rose, 2 rose", "1 vert, 2 vert"], step=PASS, last=(93, 91, 91))
    state, events = play_all(state, {s: Pass(state.hands[s][0]) for s in range(3)})
    assert state.winners == (1, 2) and state.decided_by == "shared"
    assert TW.result(state).share(1) == 0.5


def test_only_the_players_abandoning_together_contend():
    # Seat 0 left earlier with many cards: it cannot win the final tie-break.
    state = table(["1 bleu, 2 bleu, 3 bleu, 4 bleu, 5 bleu", "1 rose, 2 rose", "1 vert, 2 vert, 3 vert"],
                  step=PASS, last=(40, 89, 93), status=(OUT, IN, IN))
    state, events = play_all(state, {1: Pass(C("1 rose")), 2: Pass(C("1 vert"))})
    assert state.winners == (2,) and state.decided_by == "most_cards"
    assert events[-1].contenders == (1, 2)


def test_all_abandon_at_the_pass_step_with_no_card():
    state = table(["1 bleu, 2 rose", "3 rose, 4 vert"], last=(11, 30), pile="")
    state, events = play_all(state, {0: Compose(C("2 rose"), C("1 bleu")), 1: Compose(C("4 vert"), C("3 rose"))})
    assert [a.reason for a in of(events, ev.Abandoned)] == ["no_card", "no_card"]
    assert state.winners == (0,) and state.decided_by == "smallest_last_number"


def test_the_last_player_in_wins_when_the_others_abandon_at_compose():
    state = table(["1 bleu, 2 bleu", "8 rose, 7 rose", "5 vert, 6 vert"], step=PASS, last=(11, 89, 93))
    state, events = play_all(state, {s: Pass(state.hands[s][0]) for s in range(3)})
    assert state.step == OVER and state.winners == (0,) and state.decided_by == "last_in"
    assert events[-1].contenders == (0, 1, 2)


def test_every_card_is_somewhere():
    state, _ = TW.begin(5, 9, {})
    assert sum(TW.components(state).values()) == 108


# --- bots -----------------------------------------------------------------------------

def test_strong_sampler_uses_only_the_view_and_never_a_pending_choice():
    from engine.games.twowin.ai import sample_state
    state, _ = TW.begin(3, 5, {})
    gift = state.hands[0][0]
    state, _ = play_all(state, {s: Pass(state.hands[s][0]) for s in range(3)})
    state, _ = TW.apply(state, 1, TW.legal_actions(state, 1)[0])      # seat 1 has chosen
    view = TW.view(state, 0)
    for i in range(10):
        sample = sample_state(view, Rng(i))
        assert sample.pending == (None, None, None)
        assert sample.hands[0] == state.hands[0] and gift in sample.hands[1]
        assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
        assert TW.components(sample) == TW.components(state)
        assert all(TW.legal_actions(sample, s) for s in (1, 2))
