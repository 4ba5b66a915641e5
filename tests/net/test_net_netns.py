"""Across network namespaces: a host and its clients on two sides of a veth pair,
one client through a relay adding delay, jitter and loss, the link cut mid-match
(`ip link set … down`) for longer than the keepalive timeout and restored: the
clients reconnect by themselves and the match ends with nothing lost.

Skipped with the reason where `ip netns` is not permitted (not root, no iproute2,
a container without CAP_SYS_ADMIN). Only namespaces this test creates are touched.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest

from .loopback import BIN, ROOT, read_log

NAME = f"tblnet{os.getpid()}"
HOST_NS, CLIENT_NS = f"{NAME}h", f"{NAME}c"
HOST_IP, CLIENT_IP, PORT, RELAY_PORT = "10.213.7.1", "10.213.7.2", 47474, 47475


def _ip(*args: str, ns: str | None = None, check: bool = True) -> subprocess.CompletedProcess:
    cmd = (["ip", "netns", "exec", ns] if ns else []) + ["ip", *args]
    return subprocess.run(cmd, capture_output=True, text=True, check=check, timeout=10)


def _why_not() -> str | None:
    if shutil.which("ip") is None:
        return "iproute2 (ip) is not installed"
    if os.geteuid() != 0:
        return "ip netns needs root"
    probe = subprocess.run(["ip", "netns", "add", f"{NAME}p"], capture_output=True, text=True)
    if probe.returncode != 0:
        return f"ip netns is not permitted here: {probe.stderr.strip()}"
    subprocess.run(["ip", "netns", "del", f"{NAME}p"], capture_output=True)
    return None


@pytest.fixture
def namespaces():
    reason = _why_not()
    if reason:
        pytest.skip(reason)
    try:
        _ip("netns", "add", HOST_NS)
        _ip("netns", "add", CLIENT_NS)
        _ip("link", "add", f"{NAME}a", "type", "veth", "peer", "name", f"{NAME}b")
        _ip("link", "set", f"{NAME}a", "netns", HOST_NS)
        _ip("link", "set", f"{NAME}b", "netns", CLIENT_NS)
        for ns, dev, address in ((HOST_NS, f"{NAME}a", HOST_IP), (CLIENT_NS, f"{NAME}b", CLIENT_IP)):
            _ip("addr", "add", f"{address}/24", "dev", dev, ns=ns)
            _ip("link", "set", dev, "up", ns=ns)
            _ip("link", "set", "lo", "up", ns=ns)
        yield f"{NAME}b"
    finally:
        for ns in (HOST_NS, CLIENT_NS):
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)


def _in(ns: str, args: list[str], **kw) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(["ip", "netns", "exec", ns, *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def test_a_match_across_namespaces_survives_a_cut_link_delay_and_loss(namespaces, tmp_path):
    device = namespaces
    host = _in(HOST_NS, [str(BIN / "tablee-host"), "--lang", "en", "--game", "vingtdeux", "--players", "3", "--seats",
                         "remote,remote,bot:easy", "--bind", HOST_IP, "--port", str(PORT), "--code", "NS",
                         "--seed", "6", "--bot-pause", "40", "--data-dir", str(tmp_path)])
    procs = [host]
    try:
        assert host.stdout.readline().startswith(f"listening on {HOST_IP}:{PORT}")
        relay = _in(CLIENT_NS, [sys.executable, "-m", "tests.net.relay", "--listen", f"127.0.0.1:{RELAY_PORT}",
                                "--to", f"{HOST_IP}:{PORT}", "--delay-ms", "25", "--jitter-ms", "10", "--loss", "0.03"])
        procs.append(relay)
        assert relay.stdout.readline().startswith("relaying")
        logs = [tmp_path / "direct.jsonl", tmp_path / "relayed.jsonl"]
        for log, address in zip(logs, (f"{HOST_IP}:{PORT}", f"127.0.0.1:{RELAY_PORT}")):
            procs.append(_in(CLIENT_NS, [str(BIN / "tablee-client"), "--lang", "en", "--join", address, "--code", "NS",
                                         "--bot", "easy", "--log", str(log), "--pause", "40", "--retry", "60"]))
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not all(p.exists() and len(read_log(p)) > 30 for p in logs):
            time.sleep(0.1)
        assert all(len(read_log(p)) > 30 for p in logs), "the match is under way on both clients"
        _ip("link", "set", device, "down", ns=CLIENT_NS)
        time.sleep(13)  # longer than the keepalive's timeout (10 s): both sides give the connection up
        _ip("link", "set", device, "up", ns=CLIENT_NS)
        clients = procs[2:]
        assert [c.wait(120) for c in clients] == [0, 0], [c.stderr.read()[-800:] for c in clients]
        assert host.wait(30) == 0, host.stderr.read()[-800:]
        for log in logs:
            frames = read_log(log)
            assert len([f for f in frames if f["type"] == "welcome"]) >= 2, "the client came back by itself"
            assert frames[-1]["type"] == "end"
            seen = set()
            for f in frames:
                if f["type"] == "update":
                    seen.add(f["seq"])
                elif f["type"] == "catchup":
                    seen.update(u["seq"] for u in f["updates"])
            assert seen == set(range(1, max(seen) + 1)), "every update reached the seat"
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(5)
