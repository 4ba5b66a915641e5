"""No frame to seat k holds more than a bot of seat k would be given.

A match is played on loopback with the host's full transcript kept; the true state
after every update is rebuilt from it, and every frame each client received is
compared with what seat k may know: the View of seat k, its legal actions, each
event as `seen_by(k)` (private fields of the others blanked) and no action of
another seat (a 2 Win choice stays secret until the reveal).
"""
from __future__ import annotations

import asyncio

import pytest

from engine import games

from .loopback import make_host, play, transcript_lines

HIDDEN = [
    ("gap", 3, "remote,remote,remote", {}),
    ("twowin", 3, "remote,remote,bot:easy", {}),
    ("vingtdeux", 3, "remote,remote,remote", {}),
    ("numwin", 3, "remote,remote,bot:easy", {"rounds": 1, "claim_seconds": 2}),
    ("qwinto", 2, "remote,remote", {}),
]


def _states(game, match, records):
    state, _ = game.begin(len(match.seats), match.seed, match.options)
    states = {1: state}
    for r in records:
        if r["actor"] is not None:
            state, _ = game.apply(state, r["actor"], r["action"])
        states[r["seq"]] = state
    return states


def _check_update(game, states, events_by_seq, seat, update, seq_state):
    assert tuple(update["events"]) == tuple(e.seen_by(seat) for e in events_by_seq[update["seq"]])
    for got, true in zip(update["events"], events_by_seq[update["seq"]]):
        if not true.visible(seat):
            assert all(getattr(got, name) is None for name in true.private_fields)
    if update["actor"] != seat:
        assert update["action"] is None


@pytest.mark.parametrize("game_id,players,seats,options", HIDDEN, ids=[h[0] for h in HIDDEN])
def test_frames_hold_only_what_the_seat_may_see(game_id, players, seats, options):
    records: list[dict] = []
    host = make_host(game_id, players, seats, seed=11, options=options, transcript=records.append)
    joined = asyncio.run(play(host, seats.count("remote")))
    game, match = games.get(game_id), host.tables[0].match
    lines = transcript_lines(records)
    states = _states(game, match, lines)
    events = {r["seq"]: r["events"] for r in lines}
    checked = 0
    for j in joined:
        seat = j.player.seat
        for frame in j.frames():
            if frame["type"] not in ("update", "catchup"):
                continue
            state = states[frame["seq"]]
            assert frame["view"] == game.view(state, seat)
            assert tuple(frame["legal"]) == game.legal_actions(state, seat)
            assert frame["to_move"] == sorted(game.to_move(state))
            for update in frame["updates"] if frame["type"] == "catchup" else [frame]:
                _check_update(game, states, events, seat, update, state)
                checked += 1
            for other in range(players):
                if other != seat and game.hidden_information:
                    assert frame["view"] != game.view(state, other)
    assert checked > 10


def test_a_secret_choice_never_reaches_another_seat():
    """2 Win: until the reveal, the others learn only that a seat has chosen."""
    records: list[dict] = []
    host = make_host("twowin", 2, "remote,remote", seed=3, transcript=records.append)
    joined = asyncio.run(play(host, 2))
    choices = [r for r in transcript_lines(records) if r["actor"] is not None]
    assert choices
    for j in joined:
        for text in j.texts:
            frame_seq = None
            if '"type":"update"' in text:
                frame_seq = int(text.split('"seq":', 1)[1].split(",", 1)[0])
            mine = [r for r in choices if r["seq"] == frame_seq]
            if mine and mine[0]["actor"] != j.player.seat:
                assert '"action":null' in text
