"""Num Win (placeholder docstring)."""
from engine.core.game import Game

from . import rules
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
    variants=({}, {"teams": True}), player_counts=player_counts,
)
