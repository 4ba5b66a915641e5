"""Num Win (Zam Game): build a 5-card face-down combination with the lowest score,
by memory, instant recovery and action cards. Rules: numwin.fr.txt with the design
rulings for "numwin" (the design folder's RULINGS.md, not in this repository; the
rules help, resources/help/rules/numwin.en.md, tells players what they decide; a
"ruling numwin N" below is one of them); deck data in resources/decks/numwin.json
(ruling numwin 1 [data]).

Phases (`state.phase`, also in the View) and the actions they accept
---------------------------------------------------------------------
- "draw" (current seat): `DrawPile()` or `TakeDiscard()` (only when the taken card
  could then be exchanged or added).
- "place" (current seat): after a pile draw `Discard()` or `Exchange(position)`;
  after taking the discard `Exchange(position)` or `Add()` (below 5 cards only).
  Exchanges touch any unprotected card (a Quantum-revealed one included).
- "target" (current seat, after discarding an action card it drew from the pile,
  straight away or later by exchanging it out — the slot is `armed`, ruling 6):
  `UseSwipe(own, seat, position)`, `UseFlip(position)`, `UseQuantum(seat, position)`,
  `UseFlash(seat, position)`. No possible target: the action is wasted (event).
- "claim" (everyone): after every discard of a non-action card. Timed
  (`claim_seconds` > 0): every seat answers at once, `Claim(seat, position,
  elapsed_ms)` or `Pass()`; the session owns the clock and stamps the time since
  the window opened (legal_actions list claims with time 0; claim equality ignores
  the time). Untimed: one seat at a time clockwise from the discarder; the first
  claim closes the window. Earliest claim wins, ties to the nearest seat clockwise
  from the discarder (the discarder first). Claims are offered on every
  unprotected card of every player: a wrong claim is legal and penalised.
- "call" (`call_queue[0]`): `CallNumWin()` or `EndTurn()`. Offered at the end of the
  current player's turn with at least 5 cards, and first to a player who has just
  made a right claim of another player's card out of turn (the text: "you may
  then announce Num Win"; an opponent's card, or the partner's in the team
  variant — never one's own card, ruling 7). A wrong claim on one's own card bars
  that player's call until their next turn.
- "over": the match is finished (`result`: lowest total wins, ties share).

Events (events.py), in the order a turn produces them
-----------------------------------------------------
RoundStarted, CardsDealt, CardSeen (private: the memory event, reasons deal /
partner / flip / penalty), TurnStarted (last_turn after a call), TurnSkipped,
PileRebuilt, CardDrawn (card private when from the pile), CardExchanged (card_in
private when from the pile), CardAdded, CardDiscarded (drawn / exchanged / flash),
ActionTriggered, ActionWasted, CardsSwiped, CardFlipped, CardRevealed,
ClaimWindowOpened, ClaimDecided (who answered, not what), ClaimWindowClosed (the
claimants with their times, the winner), ClaimResolved (outcome own_pair /
opponent_pair / partner_pair / own_error / opponent_error / partner_error),
PenaltyCard, CallChance, NumWinCalled, BlindCompletion, RoundBlocked,
RoundScored (per seat: claimed pairs, end pairs, counted cards; per side: points,
penalty, totals), GameOver.

Memory (ruling numwin 9)
-------------------------
Each card in a combination is a `Slot` that records who has seen it; the View
gives a seat a card's value only while it is face up or seen by that seat.
Knowledge follows a card moved face down (Swipe), so the view never has to
"forget" by itself: forgetting is the human's (and the easy/normal bots') part.
The desktop's memory-aid setting decides whether a known face-down card is read
again; `CardSeen` is the moment to speak it once.

Decisions where the text and the rulings are open
-------------------------------------------------
- Deck, pairing, claims and errors follow rulings numwin 1-8 exactly.
- Claim matching uses pairing: a discarded 7 is matched by a 7 or a Rainbow; a
  Shadow only by a Rainbow; a Rainbow by any non-action card. Bots never spend
  their own Rainbow on a claim.
- The card turned up at the deal opens no claim window (nobody discarded it).
- A wrong claim reveals nothing: the named card stays face down.
- Only the winning claim is resolved; the window then closes (a wrong winner
  does not hand the card to the next claimant).
- Claimed pairs (`paired`) are face up and protected: no action, exchange or
  claim can touch them. Quantum-revealed cards (`up`) stay face up to the end of
  the round but may be exchanged, swiped, flashed or claimed.
- Swipe: your unprotected card with an opponent's, face down, nobody looks; each
  card keeps whoever knew it. Flip: one of your own face-down cards. Quantum: any
  face-down card of anyone. Flash: any unprotected card of an opponent; it opens a
  claim window. In the team variant "opponent" means the other team.
- After a call every other seat plays one last turn, starting left of the
  current player (a right claimer calling out of turn lets the current player
  play again last). A seat below 5 cards completes blind at the end of its last
  turn (unseen even by itself).
- Scoring: claimed pairs score 0; the other cards are paired to the owner's
  lowest score, and the scoring table applies to what is left (ruling 4): one
  Rainbow left over is "a lone Rainbow" (0). Team
  variant: the partners' unclaimed cards are paired together (cross-partner
  pairs), a right claim on the partner's card reveals and protects it in place
  (the discard joins the claimer), a wrong one costs a blind penalty card like an
  opponent error; each seat at the start also sees its partner's first card; both
  partners carry the team's total.
- If nobody can draw for a whole turn of the table (pile and discard exhausted)
  the round ends uncalled (RoundBlocked), without penalty.
"""
from engine.core.game import Game

from . import rules, stacked
from .ai import BOTS
from .options import OPTIONS, player_counts
from .view import view

GAME = Game(
    id="numwin", min_players=2, max_players=6,
    new_state=rules.new_state, start=rules.start, to_move=rules.to_move,
    legal_actions=rules.legal_actions, apply=rules.apply, view=view, result=rules.result,
    to_json=rules.to_json, from_json=rules.from_json, bots=BOTS, options=OPTIONS,
    simultaneous=True, hidden_information=True, chance=True, low_score_wins=True,
    components=rules.components, resample_hidden=rules.resample_hidden,
    variants=({}, {"teams": True}), player_counts=player_counts, start_stacked=stacked.start_stacked,
)
