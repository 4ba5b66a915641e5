"""The host's fast encoding sends exactly what the plain encoding would: every seat's
update (each game object met again encoded once, FrameEncoder) and a catch-up encoded
a part at a time (LazyCatchup). Equal text for every seat of every game, so the
privacy of each frame (tests/net/test_net_privacy.py) is the plain encoding's."""
from __future__ import annotations

import asyncio
import random

import pytest

from desktop.net.host import CATCHUP_PART, LazyCatchup
from engine import games
from engine.net import protocol
from engine.net.match import HostMatch, parse_seats


def _played(game_id: str, moves: int) -> tuple[HostMatch, list]:
    game = games.get(game_id)
    players = max(game.allowed_player_counts({}))
    match = HostMatch(game, parse_seats("", players), 13, {})
    rng, entries = random.Random(13), []
    while not match.over() and len(entries) < moves:
        seat = min(s for s in match.to_move() if match.waiting_on(s))
        entries.append(match.play(seat, rng.choice(game.legal_actions(match.state, seat))))
    return match, entries


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_seats_update_is_the_plain_encoding(game_id):
    match, entries = _played(game_id, 400)
    hidden = 0
    for entry in entries[-150:]:
        encoder = protocol.FrameEncoder()
        for seat in range(len(match.seats)):
            frame = match.update_frame(entry, seat)
            assert encoder.dumps(frame) == protocol.dumps(frame)
            hidden += sum(e is not s for e, s in zip(entry.events, frame["events"]))
    assert hidden or game_id in ("qwinto",), "some events were redacted for some seat: the case is covered"


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_catch_up_encoded_in_parts_is_the_plain_one(game_id):
    match, _ = _played(game_id, 3 * CATCHUP_PART)
    for seat in range(len(match.seats)):
        for since in (None, 3, match.seq - 1, match.seq + 4):
            frame, missed = match.catchup_parts(seat, since)
            text = asyncio.run(LazyCatchup(frame, missed, seat).text())
            assert text == protocol.dumps(match.catchup_frame(seat, since))
    assert protocol.loads_host_frame(text).get("rewound") is True  # a since beyond the host's seq
