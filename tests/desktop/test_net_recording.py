"""The host's end frame carries the whole match once it is over (engine/net/protocol.py),
and a joining computer records it as a replayable save only when it replays to the
result its seat saw (desktop/history/network.py); the seat log otherwise."""
from __future__ import annotations

import random
from types import SimpleNamespace

from desktop.history import network, replay
from desktop.match.session import SeatConfig
from engine import games
from engine.core import saves
from engine.net import protocol
from engine.net.match import HostMatch, parse_seats


def _finished(seed: int = 3) -> HostMatch:
    game = games.get("gap")
    match = HostMatch(game, parse_seats("remote,bot:easy", 2), seed, {"rounds": 1})
    rng = random.Random(seed)
    while not game.is_over(match.state):
        seat = min(game.to_move(match.state))
        match.play(seat, rng.choice(game.legal_actions(match.state, seat)))
    return match


def test_the_end_frame_carries_the_whole_match_and_survives_the_wire():
    match = _finished()
    frame = protocol.loads_host_frame(protocol.dumps(match.end_frame()))
    assert frame["result"] == match.game.result(match.state)
    seed, actions = frame["recording"]
    assert seed == match.seed and list(actions) == [tuple(a) for a in match.actions]


def test_a_damaged_recording_is_dropped_but_the_end_still_counts():
    match = _finished()
    plain = protocol.encode_plain(match.end_frame())
    plain["recording"]["actions"][2] = [1, {"$": "no-such-action"}]
    frame = protocol.loads_host_frame(protocol.dumps_plain(plain))
    assert frame["recording"] is None and frame["result"] == match.game.result(match.state)
    plain["recording"] = "garbage"
    assert protocol.loads_host_frame(protocol.dumps_plain(plain))["recording"] is None


def test_no_recording_from_a_host_without_the_actions():
    match = _finished()
    match.actions = None
    assert "recording" not in match.end_frame()


def _session(match: HostMatch, recording):
    result = match.game.result(match.state)
    return SimpleNamespace(game=match.game, seats=[SeatConfig("Ann", True), SeatConfig("Bot 2", False, "easy")],
                           options=dict(match.options), recording=recording, result=lambda: result)


def test_only_a_recording_that_leads_to_the_seen_result_is_kept():
    match = _finished()
    whole = (match.seed, tuple(match.actions))
    assert network.replayed_here(_session(match, whole))[2] == match.state
    assert network.replayed_here(_session(match, (match.seed, whole[1][:-1]))) is None  # not over: another result
    assert network.replayed_here(_session(match, (match.seed + 1, whole[1]))) is None  # another deal: refused
    assert network.replayed_here(_session(match, None)) is None


def test_a_replay_is_heard_first_from_the_seat_played_at_this_computer():
    match = _finished()
    table = {"seats": [{"name": "Host", "human": False, "remote": True, "level": "normal"},
                       {"name": "Ann", "human": True, "remote": False, "level": "normal"}],
             "seed": match.seed, "options": dict(match.options)}
    saved = saves.loads(saves.dumps(match.game, match.state, table, tuple(match.actions)))
    recording = replay.from_saved(saved)
    assert recording.humans == (0, 1) and recording.you == 1
