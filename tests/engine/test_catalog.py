"""The home screen's catalog (engine/games/catalog.py) says what each game's rules say."""
from __future__ import annotations

import itertools

import pytest

from engine import games


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_summary_matches_the_game(game_id):
    game, summary = games.get(game_id), games.summary(game_id)
    assert summary.id == game.id
    assert (summary.min_players, summary.max_players) == (game.min_players, game.max_players)
    assert [(o.key, o.default, tuple(o.choices)) for o in summary.options] == \
        [(o.key, o.default, tuple(o.choices)) for o in game.options]
    assert summary.allowed_player_counts({}) == game.allowed_player_counts({})
    assert summary.allowed_player_counts(None) == game.allowed_player_counts(None)
    small = [o for o in game.options if len(o.choices) <= 10]
    for values in itertools.product(*(o.choices for o in small)):
        options = {o.key: v for o, v in zip(small, values)}
        assert summary.allowed_player_counts(options) == game.allowed_player_counts(options), options


def test_importing_the_registry_loads_no_rules():
    import subprocess
    import sys
    code = ("import sys, engine.games as g; g.summary('gap'); "
            "print(sorted(m for m in sys.modules if m.startswith('engine.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['engine.games', 'engine.games.catalog']"
