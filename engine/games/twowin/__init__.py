"""2 Win: compose ever higher two-digit numbers; the last player still in wins.
Rules: 2win.fr.txt with the design rulings for "twowin" (the design folder's
RULINGS.md, not in this repository: where they disagree, the ruling wins; the rules
help, resources/help/rules/twowin.en.md, tells players what they decide).

Phases (`State.step`, `View.step`), each round:
  "pass"     every player still in secretly chooses `Pass(card)`; the card goes to the
             next player still in on the left (clockwise), see `View.pass_to`/`pass_from`.
  "compose"  every player still in secretly chooses `Compose(tens, units)`, a number
             strictly above their own last one (any number in round 1).
             `compose_problem(view, tens, units)` says why a pick is refused
             ("card_not_in_hand", "same_card", "not_higher"; None = fine) and
             `check_compose(...)` also gives {"value", "previous"} for "73: higher than your 68".
  (draws)    automatic after the numbers are revealed.
  "over"     `View.winners`, `View.decided_by`.
`to_move` gives every seat still to choose; a seat that has chosen gets no legal
action until the reveal. Players who cannot pass (no card) or compose (no number
above their last, or fewer than two cards) abandon automatically at the step start.

Commitments (ruling twowin 8): until everyone still in has chosen, other seats see
only `View.chosen[seat]` and the public `ChoiceMade` event (its `choice` is blanked
by `seen_by`); the chooser sees its choice in `View.my_choice`.

Events (events.py), in order:
  GameStarted, HandDealt (private: the cards)       the deal
  RoundStarted(round, seats)                        a new round among the players still in
  Abandoned(seat, step, reason, hand_size, previous) "no_card" at a pass step, "no_number" at a
                                                    compose step (hand_size < 2: too few cards)
  StepStarted(round, step, seats, targets|minimums) "your turn" for every seat in `seats`
  ChoiceMade(seat, step, waiting_for, choice*)      "X has chosen" (* private)
  CardPassed(round, giver, receiver, card*)         the pass reveal (* giver and receiver only)
  NumbersRevealed(round, numbers)                   the compose reveal: every number at once
  DrawsAwarded(round, awards, top_number, top_stars) who draws how many and why (Award.reasons:
                                                    highest, most_stars, double, tens_run, units_run)
  PileRebuilt(from_abandoned, from_numbers, size)   the empty pile was rebuilt
  CardsDrawn(seat, count, lost, hand_size, pile_left, cards*) the cards drawn (* drawer only)
  GameOver(winners, decided_by, contenders, hand_sizes, last_numbers)
"""
from engine.core.game import Game

from . import rules
from .ai import BOTS
from .compose import check_compose, compose_problem, legal_numbers
from .options import OPTIONS
from .sampling import resample_hidden
from .view import View, view

GAME = Game(
    id="twowin", min_players=2, max_players=6,
    new_state=rules.new_state, start=rules.start, to_move=rules.to_move,
    legal_actions=rules.legal_actions, apply=rules.apply, view=view, result=rules.result,
    to_json=rules.to_json, from_json=rules.from_json, bots=BOTS, options=OPTIONS,
    simultaneous=True, hidden_information=True, chance=True, components=rules.components,
    resample_hidden=resample_hidden,
)

__all__ = ["GAME", "View", "check_compose", "compose_problem", "legal_numbers"]
