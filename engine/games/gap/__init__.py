"""GAP ("grand écart"): collect cards to make the widest gap between your most and
least collected colours. Rules: gap.fr.txt with the design rulings for "gap" (the
design folder's RULINGS.md, not in this repository; the rules help,
resources/help/rules/gap.en.md, tells players what they decide; a "ruling gap N"
in the code is one of them)."""
from engine.core.game import Game

from . import rules
from .ai import BOTS
from .options import OPTIONS
from .view import view

GAME = Game(
    id="gap", min_players=2, max_players=6,
    new_state=rules.new_state, start=rules.start, to_move=rules.to_move,
    legal_actions=rules.legal_actions, apply=rules.apply, view=view, result=rules.result,
    to_json=rules.to_json, from_json=rules.from_json, bots=BOTS, options=OPTIONS,
    hidden_information=True, chance=True, components=rules.components,
    resample_hidden=rules.resample_hidden,
)
