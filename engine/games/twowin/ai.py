"""2 Win bots, all on the view only.

easy: any legal choice at random. normal: one-ply greedy on heuristics.py (expected
draws + life left), passing the card whose loss costs least. strong: passes like
normal (searched passes did worse in trials); for numbers, a paired determinised
search over normal's 4 best candidates: opponents' hands are sampled consistently
with the view (sizes, cards seen on the table, the card it just passed, and that
every player still in at a compose step can beat its last number); their pending
choices are never read (the sample has none: the rollout policy re-chooses them);
each candidate is played out on the same samples (engine.ai.search.playout) for two
rounds with a fast heuristic policy and scored by the heuristic life standing.
The budget is a count of simulated seat-rounds, never a clock.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.ai.bots import PolicyBot, random_policy
from engine.ai.search import playout
from engine.core.model import Action
from engine.core.rng import Rng

from . import cards as deck
from .cards import Card
from .fastcompose import best_compose
from .heuristics import Runs, life, quick_pass, ranked_passes, scored_composes, standing
from .sampling import deal_hidden, just_passed
from .state import COMPOSE, IN, PASS, State
from .view import View

STRONG_BUDGET = 480       # seat-rounds played out per decision: CPU p95 ~105 ms at 2-6 players
CANDIDATES = 4


def _others_last(last: Sequence[int | None], status: Sequence[str], seat: int) -> list[int | None]:
    return [last[s] for s in range(len(last)) if s != seat and status[s] == IN]


def _ranked(hand: Sequence[Card], last: int | None, runs: Runs, step: str,
            others_last: Sequence[int | None]) -> Sequence[Action]:
    if step == PASS:
        return ranked_passes(hand, last, runs)
    return [a for _, a in scored_composes(hand, last, runs, others_last)]


def normal_policy(view: View, legal: Sequence[Action], rng: Rng) -> Action:
    return _ranked(view.hand, view.last[view.seat], view.runs[view.seat], view.step,
                   _others_last(view.last, view.status, view.seat))[0]


def rollout_policy(state: State, seat: int, rng: Rng) -> Action:
    hand, last, runs = state.hands[seat], state.last[seat], state.runs[seat]
    if state.step == PASS:
        return quick_pass(hand)
    return best_compose(hand, last, runs, _others_last(state.last, state.status, seat))


def sample_state(view: View, rng: Rng) -> State:
    """A full state consistent with the view; other seats' pending choices are unknown
    and left empty, so the search cannot peek at them."""
    seen = list(view.hand) + [c for row in view.numbers for n in row for c in n.cards()]
    pool = list(deck.deck())
    for c in seen:
        pool.remove(c)
    others = [s for s in range(view.players) if s != view.seat]
    pinned: dict[int, list[Card]] = {}
    for receiver, card in just_passed(view.round, view.step, view.given):
        if card in pool:
            pinned.setdefault(receiver, []).append(card)
    needs = {s: view.last[s] for s in others if view.step == COMPOSE and view.status[s] == IN}
    sizes = {s: view.hand_sizes[s] for s in others}
    dealt = deal_hidden(pool, sizes, pinned, needs, rng) or deal_hidden(pool, sizes, pinned, {}, rng)
    assert dealt is not None  # without the compose guarantee a deal always exists
    by_seat, pile, rng = dealt
    hands = tuple(view.hand if s == view.seat else by_seat[s] for s in range(view.players))
    return State(view.players, view.round, view.step, hands, pile, view.numbers, view.last,
                 view.composed, view.runs, view.status, (None,) * view.players, (), view.winners,
                 view.decided_by, rng.split("play"))


DEPTH = 2                 # rounds played out after the decision


def _round_over(start: State, state: State) -> bool:
    return state.round >= start.round + DEPTH


def leaf_value(state: State, seat: int) -> float:
    if state.winners:
        return 1.0 / len(state.winners) if seat in state.winners else 0.0
    if state.status[seat] != IN:
        return 0.0
    lives = [life(state.hands[s], state.last[s], state.runs[s]) if state.status[s] == IN else -1e18
             for s in range(state.players)]
    return standing(lives, seat)


class SearchBot(PolicyBot):
    """Paired determinised search: every candidate is tried on the same sampled deals
    (common random numbers), which separates close candidates with few playouts."""

    def __init__(self, level: str, seat: int, seed: int, budget: int):
        super().__init__(level, seat, seed, self._search)
        self.budget = budget

    def _search(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        candidates, totals = self.scores(view, legal, rng)
        best = max(range(len(candidates)), key=lambda k: (totals[k], -k))
        return candidates[best]

    def scores(self, view: View, legal: Sequence[Action], rng: Rng) -> tuple[list[Action], list[float]]:
        """The candidates and their summed leaf values (all 0 when nothing is searched:
        passes follow the rule, best first). The hints read them."""
        from . import GAME
        ranked = _ranked(view.hand, view.last[view.seat], view.runs[view.seat], view.step,
                         _others_last(view.last, view.status, view.seat))
        candidates = [a for a in ranked if a in legal][:CANDIDATES]
        totals = [0.0] * len(candidates)
        if view.step == PASS or len(candidates) == 1:
            return candidates, totals  # searched passes did worse than the rule in trials
        playouts = max(8, self.budget // (DEPTH * len(view.in_seats)))
        rounds = max(2, playouts // len(candidates))
        for i in range(rounds):
            base = sample_state(view, rng.split(i))
            for k, action in enumerate(candidates):
                state, _ = GAME.rules_apply(base, view.seat, action)  # candidates are legal
                state, _ = playout(GAME, state, rollout_policy, _round_over, base.rng)
                totals[k] += leaf_value(state, view.seat)
        return candidates, [t / rounds for t in totals]


BOTS = {
    "easy": lambda seat, seed: PolicyBot("easy", seat, seed, random_policy),
    "normal": lambda seat, seed: PolicyBot("normal", seat, seed, normal_policy),
    "strong": lambda seat, seed: SearchBot("strong", seat, seed, STRONG_BUDGET),
}
