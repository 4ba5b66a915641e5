"""Every game played to its end by a host and bot clients over real WebSockets on loopback."""
from __future__ import annotations

import asyncio

import pytest

from engine import games

from .loopback import make_host, play, read_log, start_client_process, start_host_process

SETUPS = [
    ("gap", 3, "remote,remote,bot:easy", {}),
    ("twowin", 3, "remote,bot:easy,remote", {}),
    ("vingtdeux", 4, "remote,remote,bot:easy,remote", {}),
    ("qwinto", 3, "remote,remote,remote", {}),
    ("numwin", 3, "remote,bot:easy,remote", {"rounds": 1, "claim_seconds": 2}),
]


@pytest.mark.parametrize("game_id,players,seats,options", SETUPS, ids=[s[0] for s in SETUPS])
def test_every_game_finishes_with_remote_bots(game_id, players, seats, options):
    host = make_host(game_id, players, seats, options=options)
    remote = seats.count("remote")
    joined = asyncio.run(play(host, remote))
    match = host.tables[0].match
    result = games.get(game_id).result(match.state)
    assert result is not None
    for j in joined:
        frames = j.frames()
        assert frames[0]["type"] == "welcome" and frames[1]["type"] == "catchup"
        assert frames[-1]["type"] == "end" and frames[-1]["result"] == result
        seed, actions = frames[-1]["recording"]  # the whole match, once it is over
        assert seed == match.seed and list(actions) == list(match.actions)
        seqs = [f["seq"] for f in frames if f["type"] == "update"]
        assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
        assert j.player.result == result
    # Each remote seat moved by its client at least once (none was played by the host).
    actors = {e.actor for e in match.log}
    assert {i for i, s in enumerate(match.seats) if s.kind == "remote"} <= actors
    assert host.refusals == []


def test_one_host_serves_several_tables():
    host = make_host("gap", 2, "remote,remote", tables=3)
    asyncio.run(play(host, 6))
    assert all(t.match.over() for t in host.tables)
    names = [s.name for t in host.tables for s in t.match.seats]
    assert len(set(names)) == 6 and all(names)


def test_console_scripts_host_and_clients(tmp_path):
    """`tablee-host` prints its line and exits 0 when the match ends; `tablee-client --bot` exits 0."""
    transcript = tmp_path / "t.jsonl"
    host, address = start_host_process(["--game", "twowin", "--players", "3", "--seats", "remote,remote,bot:easy",
                                        "--port", "0", "--bind", "127.0.0.1", "--code", "K7", "--seed", "9",
                                        "--data-dir", str(tmp_path), "--transcript", str(transcript)])
    logs = [tmp_path / f"c{i}.jsonl" for i in range(2)]
    clients = [start_client_process(address, "k7", log) for log in logs]
    assert [c.wait(60) for c in clients] == [0, 0], [c.stderr.read() for c in clients]
    assert host.wait(30) == 0, host.stderr.read()
    for log in logs:
        frames = read_log(log)
        assert frames[0]["type"] == "welcome" and frames[-1]["type"] == "end"
    records = read_log(transcript)
    assert records[0]["type"] == "begin" and records[-1]["type"] == "update"
    assert not list((tmp_path / "net").glob("table-*.json")), "a finished match leaves no save to continue"


@pytest.mark.parametrize("option,said", [("rounds=1", "--option: twowin has no options."),
                                         ("claim_seconds=99", "claim_seconds=99 is not one of its values")])
def test_a_bad_option_is_refused_in_words_not_a_traceback(tmp_path, capsys, option, said):
    from desktop.net.cli import host_main
    game = "twowin" if option.startswith("rounds") else "numwin"
    with pytest.raises(SystemExit) as exited:
        host_main(["--lang", "en", "--game", game, "--players", "2", "--option", option, "--data-dir", str(tmp_path)])
    assert exited.value.code == 2
    error = capsys.readouterr().err
    assert said in error and "Traceback" not in error, error


def test_the_hosts_bots_can_think_in_another_process_and_fall_back_here():
    """The window's host hands its bots to the app's bot worker (a chooser); when the
    worker fails, the bots think in the host and the match goes on."""
    from desktop.match.botworker import BotWorker

    worker = BotWorker()
    calls: list[int] = []

    def chooser(game_id, level, seat, seed, view, legal):
        calls.append(seat)
        if len(calls) == 5:
            raise RuntimeError("the worker died")
        return worker.choose(game_id, level, seat, seed, view, legal)
    host = make_host("gap", 3, "remote,bot:easy,bot:normal")
    for table in host.tables:
        table.chooser = chooser
    try:
        asyncio.run(play(host, 1))
    finally:
        worker.stop()
    assert len(calls) == 5 and set(calls) == {1, 2}
    assert host.tables[0].chooser is None and host.tables[0].match.over()


@pytest.mark.parametrize("game_id,players,seats,options", SETUPS, ids=[s[0] for s in SETUPS])
def test_the_console_scripts_finish_every_game(tmp_path, game_id, players, seats, options):
    """`tablee-host` and one `tablee-client --bot easy` process per remote seat finish
    a match of each game: every client exits 0 with the same result, the host too."""
    args = ["--game", game_id, "--players", str(players), "--seats", seats, "--port", "0", "--bind", "127.0.0.1",
            "--code", "ALL5", "--seed", "4", "--data-dir", str(tmp_path)]
    for key, value in options.items():
        args += ["--option", f"{key}={value}"]
    host, address = start_host_process(args)
    logs = [tmp_path / f"c{i}.jsonl" for i in range(seats.count("remote"))]
    clients = [start_client_process(address, "ALL5", log) for log in logs]
    assert [c.wait(120) for c in clients] == [0] * len(logs), [c.stderr.read() for c in clients]
    assert host.wait(30) == 0, host.stderr.read()
    ends = [read_log(log)[-1] for log in logs]
    assert all(end["type"] == "end" for end in ends) and all(end == ends[0] for end in ends)
    assert sorted(read_log(log)[0]["seat"] for log in logs) == [i for i, s in enumerate(seats.split(",")) if s == "remote"]
