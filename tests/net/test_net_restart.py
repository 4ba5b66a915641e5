"""A host restarted with --continue takes its tables back as good as before the kill:
the catch-up log is whole again (the save carries the actions, replayed from the
start) and its bots choose as the ones before the kill (bots keep no memory of
their own). Old host saves, written before the actions were kept, still continue."""
from __future__ import annotations

import asyncio
import json
import signal
import time
from pathlib import Path

import pytest

from desktop.net.client import BotPlayer
from desktop.net.tables import HostedTable
from engine import games
from engine.core import saves
from engine.net import protocol
from engine.net.match import HostMatch
from tests.golden.make_net_saves import middle_of_a_match

from .loopback import free_port, joiner, read_log, start_client_process, start_host_process

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "saves" / "net"


def _table(match: HostMatch) -> HostedTable:
    return HostedTable(match, "GOLD", "wait", 0, None, None, lambda table, entry: None)


def _restarted(match: HostMatch) -> HostMatch:
    saved = saves.loads(_table(match).save_text())
    return HostMatch.from_saved(saved, games.get(saved.game_id))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_restarted_table_has_the_whole_log_and_the_same_bots(game_id):
    before = middle_of_a_match(game_id)
    after = _restarted(before)
    assert after.seq == before.seq and after.state == before.state
    assert [(e.seq, e.actor, e.action, e.events) for e in after.log] == \
        [(e.seq, e.actor, e.action, e.events) for e in before.log]
    for seat in range(3):
        assert protocol.dumps(after.catchup_frame(seat, 5)) == protocol.dumps(before.catchup_frame(seat, 5))
        assert after.catchup_frame(seat, 5)["complete"]
    old_bots, new_bots = _table(before), _table(after)
    game = before.game
    for seat in before.to_move():
        view, legal = game.view(before.state, seat), game.legal_actions(before.state, seat)
        if legal:
            assert new_bots.bot(seat, "normal").choose(view, legal) == old_bots.bot(seat, "normal").choose(view, legal)
    seat = next(s for s in before.to_move() if before.waiting_on(s))
    action = game.legal_actions(before.state, seat)[0]
    assert after.play(seat, action).events == before.play(seat, action).events


def test_golden_host_saves_continue():
    """Both formats a host has written: with the actions (whole log) and without them
    (before they were kept: the current view alone, said incomplete)."""
    game = games.get("numwin")
    with_actions = HostMatch.from_saved(saves.loads((GOLDEN / "numwin-host-v2-actions.json").read_text()), game)
    without = HostMatch.from_saved(saves.loads((GOLDEN / "numwin-host-v2-no-actions.json").read_text()), game)
    assert with_actions.seq == without.seq == 41
    frame = with_actions.catchup_frame(0, 10)
    assert frame["complete"] and [u["seq"] for u in frame["updates"]] == list(range(11, 42))
    frame = without.catchup_frame(0, 10)
    assert not frame["complete"] and frame["updates"] == [] and frame["view"] is not None
    assert without.actions is None and json.loads(_table(without).save_text())["actions"] is None
    assert asyncio.run(_finish(without)) == [0, 0]
    assert asyncio.run(_finish(with_actions)) == [0, 0]


class _QuickClaimer(BotPlayer):
    """Answers a claim window at once: the bots' human-like reaction times (each window
    waits for them) made this test the suite's slowest (54 s), and they are not what it
    checks."""

    def _claim(self, seq: int, window, action) -> list[dict]:
        return [{"type": "heard", "at": seq}, {"type": "press", "at": seq}, {"type": "action", "action": action}]


async def _finish(match: HostMatch) -> list[int]:
    """The golden table played to its end by its two remote players, back with their tokens."""
    from desktop.net.host import Host
    host = Host([match], "GOLD")
    _, port = await host.start("127.0.0.1", 0)
    players = [joiner(port, code="GOLD", player_cls=_QuickClaimer) for _ in range(2)]
    for seat, joined in enumerate(players):
        joined.client.token = match.seats[seat].token
        joined.client.last = match.seq
    tasks = [asyncio.get_running_loop().create_task(j.client.run()) for j in players]
    await asyncio.wait_for(host.run_until_done(), 120)
    assert match.over()
    return list(await asyncio.wait_for(asyncio.gather(*tasks), 10))


def _saved_seq(save: Path) -> int:
    try:
        return int(json.loads(save.read_text())["table"]["network"]["seq"])
    except (OSError, ValueError, KeyError):
        return 0


def test_a_player_away_before_the_kill_gets_every_missed_update_after_the_restart(tmp_path):
    """Ann's app is killed; a bot plays her seat; the host is killed, restarted with
    --continue; Ann comes back with her token: her catch-up holds every update since
    the last she saw (before, only the current view), the same moves Bob saw."""
    procs: list = []
    try:
        _away_then_back(tmp_path, procs)
    finally:  # a failed run leaves no host or client behind
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)


def _away_then_back(tmp_path: Path, procs: list) -> None:
    port = free_port()
    host, address = start_host_process(["--game", "gap", "--players", "3", "--seats", "remote,remote,bot:easy",
                                        "--code", "BACK", "--seed", "8", "--port", str(port), "--bind", "127.0.0.1",
                                        "--data-dir", str(tmp_path), "--bot-pause", "20", "--absent", "bot:easy"])
    procs.append(host)
    logs = [tmp_path / "ann.jsonl", tmp_path / "bob.jsonl"]
    ann = start_client_process(address, "BACK", logs[0])
    procs.append(ann)
    _wait(lambda: logs[0].exists() and len(read_log(logs[0])) >= 2)  # seated first: seat 0
    bob = start_client_process(address, "BACK", logs[1])
    procs.append(bob)
    _wait(lambda: len(read_log(logs[0])) > 20)
    ann.send_signal(signal.SIGKILL)
    ann.wait(10)
    frames = read_log(logs[0])
    token = next(f["token"] for f in frames if f["type"] == "welcome")
    last = max(f["seq"] for f in frames if f["type"] in ("update", "catchup"))
    save = tmp_path / "net" / "table-0.json"
    _wait(lambda: _saved_seq(save) >= last + 12)
    host.send_signal(signal.SIGKILL)
    host.wait(10)
    again, _ = start_host_process(["--continue", "--bind", "127.0.0.1", "--data-dir", str(tmp_path)])
    procs.append(again)
    back = joiner(port, code="BACK")
    back.client.token, back.client.last = token, last
    assert asyncio.run(asyncio.wait_for(back.client.run(), 90)) == 0
    assert bob.wait(60) == 0 and again.wait(30) == 0, again.stderr.read()
    catchup = next(f for f in back.frames() if f["type"] == "catchup")
    assert catchup["since"] == last and catchup["complete"] and catchup["seq"] >= last + 12
    missed = [u["seq"] for u in catchup["updates"]]
    assert missed == list(range(last + 1, catchup["seq"] + 1)), "every update since the last she saw"
    bob_saw = {f["seq"]: f["actor"] for f in read_log(logs[1]) if f["type"] == "update"}
    assert all(bob_saw[u["seq"]] == u["actor"] for u in catchup["updates"] if u["seq"] in bob_saw)
    assert sum(u["seq"] in bob_saw for u in catchup["updates"]) >= 10, "the same moves as Bob's, before the kill"


def _wait(predicate, timeout: float = 40) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return
        time.sleep(0.02)
    raise AssertionError("timed out")
