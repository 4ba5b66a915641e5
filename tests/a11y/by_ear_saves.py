"""Saves that put a real-Orca test right before the move it listens to (--continue loads
them): GAP's choice of a copy from the middle, Vingt-deux's exchange and its question
before playing your lowest cards, a Num Win card of yours to claim. Found by seeded legal
moves, like tests/a11y/near_end.py."""
from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from engine import games
from engine.core import saves

SEATS = [{"name": "You", "human": True, "level": "normal"}, {"name": "Paul", "human": False, "level": "easy"}]


def _write(data_dir: Path, game_id: str, wanted: Callable, seeds: range = range(1, 300)) -> tuple[int, object]:
    """The first seeded match reaching a state of yours where wanted(game, state) holds,
    written as data_dir's autosave; (its seed, what wanted returned)."""
    game = games.get(game_id)
    for seed in seeds:
        rng = random.Random(seed)
        state, _ = game.begin(2, seed, {})
        actions: list = []
        while game.result(state) is None:
            found = wanted(game, state) if game.to_move(state) == frozenset({0}) else None
            if found:
                table = {"seats": SEATS, "seed": seed, "options": {}}
                data_dir.mkdir(parents=True, exist_ok=True)
                (data_dir / "autosave.json").write_text(saves.dumps(game, state, table, actions), encoding="utf-8")
                return seed, found
            seat = min(s for s in game.to_move(state) if game.legal_actions(state, s))
            action = rng.choice(list(game.legal_actions(state, seat)))
            state, _ = game.apply(state, seat, action)
            actions.append((seat, action))
    raise RuntimeError(f"no seed reaches the {game_id} situation")


def _gap_card_to_choose(game, state):
    """A card of yours, alone of its value in your hand, whose play asks which copy to take
    of both neighbour values (two picks: at least 2 x 2 ways to take)."""
    from engine.games.gap.actions import Play, Take
    from engine.games.gap.state import CHOOSE, PLAY
    hand = [a.card for a in game.legal_actions(state, 0) if isinstance(a, Play)]
    if state.phase != PLAY or len(hand) < 3:  # cards left after it: the match goes on
        return None
    for card in hand:
        if [c.value for c in hand].count(card.value) != 1:
            continue
        after = game.apply(state, 0, Play(card))[0]
        takes = [a for a in game.legal_actions(after, 0) if isinstance(a, Take)] if after.phase == CHOOSE else []
        if len(takes) >= 4 and all(len(a.cards) == 2 for a in takes):
            return card
    return None


def write_gap_choice_save(data_dir: Path):
    """GAP, your turn, a card whose play asks you to choose twice from the middle; that card."""
    return _write(data_dir, "gap", _gap_card_to_choose)[1]


def _vingtdeux_lowest_asked(game, state):
    """Your turn to follow, your lowest cards not the only move and not taking the lead
    (so the app asks before playing them)."""
    from engine.games.vingtdeux.state import PLAY
    from engine.games.vingtdeux.view import my_lowest, play_effect
    if state.phase != PLAY or len(game.legal_actions(state, 0)) < 2:
        return None
    view = game.view(state, 0)
    lowest = my_lowest(view)
    return bool(lowest) and play_effect(view, lowest) not in ("beats", "equals")


def write_vingtdeux_question_save(data_dir: Path) -> int:
    return _write(data_dir, "vingtdeux", _vingtdeux_lowest_asked)[0]


def _vingtdeux_exchange(game, state):
    from engine.games.vingtdeux.state import EXCHANGE
    return state.phase == EXCHANGE


def write_vingtdeux_exchange_save(data_dir: Path) -> int:
    return _write(data_dir, "vingtdeux", _vingtdeux_exchange)[0]


def _gap_forced_and_choice(game, state):
    """A card of yours whose play takes the only copy of one neighbour value and asks
    which copy of the other (a card every way of taking holds), that sure card first in
    the middle's order."""
    from engine.games.gap.actions import Play, Take
    from engine.games.gap.state import CHOOSE, PLAY
    if state.phase != PLAY:
        return None
    for action in game.legal_actions(state, 0):
        after = game.apply(state, 0, action)[0] if isinstance(action, Play) else None
        if after is None or after.phase != CHOOSE:
            continue
        takes = [set(a.cards) for a in game.legal_actions(after, 0) if isinstance(a, Take)]
        offered = [c for c in after.middle if any(c in t for t in takes)]
        if len(takes) >= 2 and offered and all(offered[0] in t for t in takes):  # the sure one first
            return action.card
    return None


def write_gap_forced_save(data_dir: Path):
    """GAP, your turn, a card whose play takes one card for sure and asks for the other."""
    return _write(data_dir, "gap", _gap_forced_and_choice)[1]


def _numwin_own_claim(game, state):
    """Your turn, a card drawn from the pile of the value of a card of yours you saw (not
    the same card twice): discarding it lets you claim it onto yours. That position, 1-based."""
    from engine.games.numwin.cards import CLASSIC
    from engine.games.numwin.state import PILE, PLACE
    if state.phase != PLACE or state.drawn_from != PILE or state.drawn is None:
        return None
    drawn = state.drawn
    for position, slot in enumerate(state.hands[0], start=1):
        if slot.known_to(0) and not slot.paired and slot.card.kind == drawn.kind == CLASSIC \
                and slot.card.value == drawn.value and slot.card != drawn:
            return position
    return None


def write_numwin_own_claim_save(data_dir: Path) -> int:
    """Num Win, your turn after drawing a card that pairs with one of yours: its position."""
    return _write(data_dir, "numwin", _numwin_own_claim)[1]
