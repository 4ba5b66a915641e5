"""One proof that every game is complete (engine.games.GAME_IDS): a name and a blurb
in both languages, a label for every option, a table, a narrator that narrates or
declares silent every event kind its engine emits, rules help in French and
English, sticker sheets, and its own keys handled by its table. The checklist for a
new game is docs/ARCHITECTURE.md; tests/desktop/registry.py holds the check."""
from __future__ import annotations

import pytest

from engine import games
from engine.ai.bots import make_bot
from tests.desktop import registry as R


@pytest.fixture(scope="module")
def real():
    return R.collect()


def test_every_game_is_complete(real):
    assert R.problems(real) == []


def _parts(real: R.Registry) -> list[tuple[str, str]]:
    """(part, game) for every part a game has, so that each removal means something."""
    out = []
    for g in real.game_ids:
        out += [(p, g) for p in ("names", "blurbs", "french", "tables", "narrators", "rules_help", "stickers")]
        if real.options[g]:
            out.append(("option_labels", g))
        if any(c == g for c in real.key_contexts.values()):
            out += [("key_contexts", g), ("handled_keys", g)]
        if real.narrators[g].SILENT:
            out.append(("silent", g))
    return out


def test_removing_any_part_of_any_game_fails_the_check(real):
    parts = _parts(real)
    assert {p for p, _ in parts} >= {"names", "blurbs", "option_labels", "tables", "narrators", "rules_help",
                                     "stickers", "key_contexts", "handled_keys", "silent", "french"}
    for part, game_id in parts:
        found = R.problems(R.without(real, part, game_id))
        assert found, f"removing {part} from {game_id} went unnoticed"
        assert all(p.startswith(f"{game_id}:") or p.startswith("key ") for p in found), found
    assert R.problems(real) == [], "without() changed the real registry"


def test_a_game_id_with_nothing_behind_it_fails_the_check(real):
    import dataclasses
    found = R.problems(dataclasses.replace(real, game_ids=real.game_ids + ("sixth",)))
    assert any(p.startswith("sixth: no name") for p in found), found
    assert any(p.startswith("sixth: no table") for p in found), found


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_played_events_are_all_declared(game_id):
    """What a short match between random bots emits is among the kinds the registry checks."""
    game = games.get(game_id)
    players = game.allowed_player_counts({})[-1]
    state, events = game.begin(players, 5)
    seen = {e.kind for e in events}
    bots = [make_bot(game, "easy", s, s) for s in range(players)]
    for _ in range(300):
        if game.result(state) is not None:
            break
        seat = min(game.to_move(state))
        state, events = game.apply(state, seat, bots[seat].choose(game.view(state, seat),
                                                                   game.legal_actions(state, seat)))
        seen |= {e.kind for e in events}
    assert seen <= R.event_kinds(game_id)
