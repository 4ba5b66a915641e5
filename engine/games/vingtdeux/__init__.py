"""Vingt-deux (Twenty-Two): a trick game where you try NOT to take the last trick.

Rules: vingt-deux.fr.txt read through the design rulings for "vingtdeux" (the design
folder's RULINGS.md, not in this repository; the rules help,
resources/help/rules/vingtdeux.en.md, tells players what they decide; a "ruling
vingtdeux N" in the code is one of them).

Phases (`State.phase`, `View.phase`), the seat to move is `order[0]`:
- "exchange": after each deal, once per player still in, from the left of the
  dealer. Action `Exchange(cards)`: discard these cards face down and draw as
  many from the stock; `Exchange(())` keeps the whole hand. At most
  `stock_size` cards (refused with "not_enough_stock", details available/asked).
  Seats facing an empty stock pass automatically (`Exchanged(forced=True)`).
- "play": tricks. Action `Play(cards)`. Leading: one card or a same-rank set,
  keeping one card ("not_same_rank_lead", "must_keep_one_card" with max_count).
  Following: exactly as many cards as led ("must_play_same_count" with count),
  equal or beat the best set so far, or the lowest cards
  ("neither_beats_nor_lowest" with count, best, lowest, played). "Play my lowest cards"
  is `Play(lowest_cards(hand, n))` (`view.my_lowest(v)`). `view.play_effect(v,
  cards)` says beforehand what a set would do: lead / beats / equals / lowest.
  The last trick (every hand down to one card) plays itself out.
- "over": `winners`; `result()` has low_score_wins (points are bad).

Events, in order of a hand: DealerDraw (first hand only; each draw, with the
tied seats that redraw), HandStarted (dealer, size, requested size, short_pack,
seats dealt, stock), HandDealt (private cards), TurnStarted (seat, step
exchange/lead/follow, count, best set, taker), Exchanged (count; private
discarded/drawn), CardsPlayed (cards, effect, previous best, new best, taker),
TrickTaken (who leads next), LastTrick (every last card, takers, next dealer),
CardScored (the scoring card, its points, the new total), PlayerEliminated
(22 or more; deals_next), GameOver (winners, totals, last_standing or
lowest_score).
"""
from engine.core.game import Game

from . import rules
from .ai import BOTS
from .options import OPTIONS
from .tricks import lowest_cards, trick_effect
from .view import my_lowest, play_effect, view

GAME = Game(
    id="vingtdeux", min_players=2, max_players=6,
    new_state=rules.new_state, start=rules.start, to_move=rules.to_move,
    legal_actions=rules.legal_actions, apply=rules.apply, view=view, result=rules.result,
    to_json=rules.to_json, from_json=rules.from_json, bots=BOTS, options=OPTIONS,
    hidden_information=True, chance=True, low_score_wins=True, components=rules.components,
    resample_hidden=rules.resample_hidden,
)

__all__ = ["GAME", "lowest_cards", "trick_effect", "play_effect", "my_lowest"]
