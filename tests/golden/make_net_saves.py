"""Write golden saves of a network host's table (run once per host save format).

    .venv/bin/python -m tests.golden.make_net_saves OUT.json GAME

A table of three seats (two remote players with names and tokens, a normal bot)
played by the host's bots to the middle, saved as `tablee-host` saves it (the app's
save format with its "network" part). Files are never rewritten: a restarted host
must keep taking each of them back (ARCHITECTURE.md rule 13; tests/net/test_net_restart.py).
"""
from __future__ import annotations

import sys
from pathlib import Path

from engine import games
from engine.ai.bots import make_bot
from engine.core import saves
from engine.net.match import HostMatch, parse_seats


def middle_of_a_match(game_id: str) -> HostMatch:
    game = games.get(game_id)
    seats = parse_seats("remote,remote,bot:normal", 3)
    for i, name in enumerate(("Ann", "Bob", "Bot 3")):
        seats[i].name = name
    match = HostMatch(game, seats, 11, {}, 0)
    bots = [make_bot(game, "easy", s, 11_000 + s) for s in range(3)]
    middle = 9 if game_id == "twowin" else 41  # a 2 Win match is short
    while match.seq < middle and not match.over():
        seat = min(s for s in match.to_move() if match.waiting_on(s))
        match.play(seat, bots[seat].choose(game.view(match.state, seat), game.legal_actions(match.state, seat)))
    return match


def host_save(match: HostMatch) -> str:
    """As the host writes it (with the actions where this version keeps them)."""
    actions = getattr(match, "actions", None)
    return saves.dumps(match.game, match.state, match.table_json("GOLD", 45123), actions)


if __name__ == "__main__":
    out, game_id = Path(sys.argv[1]), sys.argv[2]
    if out.exists():
        sys.exit(f"{out} exists: golden files are never rewritten")
    out.write_text(host_save(middle_of_a_match(game_id)) + "\n", encoding="utf-8")
