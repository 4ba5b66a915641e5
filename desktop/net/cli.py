"""`tablee-host` and `tablee-client`: network play without a window (clubs, tests).

tablee-host --game ID --players N --seats remote,remote,bot:normal --port P [--code C]
            [--seed S] [--option K=V] [--tables K] [--transcript FILE] [--continue]
prints one line `listening on HOST:PORT code C` and exits 0 when its matches end.
tablee-client --join HOST:PORT --code C --bot LEVEL [--log FILE] plays the seat it
is given, writes every frame it received as JSON Lines, reconnects after a cut and
exits 0 at the match's end.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import signal
import sys
from pathlib import Path

from engine import games
from engine.core import saves
from engine.core.model import IllegalAction, resolve_options
from engine.net.match import HostMatch, parse_seats
from engine.sim import _parse_options

from .client import BotPlayer, NetClient
from .host import Host, new_code
from .logs import json_lines, record_writer, write_json


def _host_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tablee-host", description="Host Tablée matches on the local network.")
    parser.add_argument("--game", choices=list(games.GAME_IDS))
    parser.add_argument("--players", type=int)
    parser.add_argument("--seats", default="", help="one per seat: remote or bot:LEVEL (default: all remote)")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--bind", default="0.0.0.0", help="the address to listen on")
    parser.add_argument("--code", help="the join code (default: 4 random letters and digits)")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--tables", type=int, default=1, help="host K tables of the same set-up")
    parser.add_argument("--transcript", metavar="FILE", help="every table's full event log (JSON Lines)")
    parser.add_argument("--continue", dest="resume", action="store_true", help="take back the saved tables")
    parser.add_argument("--data-dir", default=str(Path.home() / ".tablee-host"), help="where the tables are saved")
    parser.add_argument("--absent", default="wait", help="while a player is away: wait, or bot:LEVEL plays the seat")
    parser.add_argument("--bot-pause", type=int, default=0, metavar="MS", help="pause before each bot move")
    parser.add_argument("--announce", action="store_true", help="announce the tables on the local network (mDNS)")
    parser.add_argument("--name", default="Tablée", help="the host's name, in announcements")
    parser.add_argument("--stats", metavar="FILE", help="at exit: the worst event-loop stall and counts, as JSON")
    return parser


def _new_matches(args, parser) -> list[HostMatch]:
    if not args.game or not args.players:
        parser.error("--game and --players are needed (or --continue)")
    game = games.get(args.game)
    options = _parse_options(args.option)
    try:
        resolve_options(game.options, options)
    except IllegalAction as exc:  # said plainly, not as a traceback from the first deal
        known = ", ".join(f"{o.key}={'|'.join(map(str, o.choices))}" for o in game.options) or "none"
        given = exc.details.get("option")
        problem = (f"{args.game} has no option {given!r}" if exc.reason == "unknown_option"
                   else f"{given}={exc.details.get('value')!r} is not one of its values")
        parser.error(f"--option: {problem}; {args.game}'s options: {known}")
    if args.players not in game.allowed_player_counts(options):
        parser.error(f"{args.game} is played by {game.allowed_player_counts(options)} players")
    seed = args.seed if args.seed is not None else random.randrange(1, 2**31 - 1)
    matches = []
    for table in range(args.tables):
        try:
            seats = parse_seats(args.seats, args.players)
        except ValueError as exc:
            parser.error(str(exc))
        unknown = [s.level for s in seats if s.kind == "bot" and s.level not in game.bots]
        if unknown:
            parser.error(f"unknown bot level(s) {unknown}; {args.game} has {sorted(game.bots)}")
        for i, spec in enumerate(seats):
            if spec.kind == "bot":
                spec.name = f"Bot {i + 1}"
        matches.append(HostMatch(game, seats, seed + table, options, table))
    return matches


def _saved_matches(save_dir: Path) -> tuple[list[HostMatch], str | None, int]:
    """The saved tables, their join code and the port they were played on (the window's
    hosted game is saved the same way, in its data folder's net/)."""
    matches, code, port = [], None, 0
    for path in sorted(save_dir.glob("table-*.json")):
        saved = saves.loads(path.read_text(encoding="utf-8"))
        matches.append(HostMatch.from_saved(saved, games.get(saved.game_id)))
        network = saved.table.get("network", {})
        code, port = network.get("code", code), int(network.get("port", port) or port)
    return matches, code, port


def host_main(argv: list[str] | None = None) -> int:
    parser = _host_parser()
    args = parser.parse_args(argv)
    save_dir = Path(args.data_dir) / "net"
    save_dir.mkdir(parents=True, exist_ok=True)
    code = None
    if args.resume:
        try:
            matches, code, saved_port = _saved_matches(save_dir)
            args.port = args.port or saved_port
        except saves.SaveError as exc:
            print(f"tablee-host: the saved tables cannot be read ({exc.code})", file=sys.stderr)
            return 2
        if not matches:
            print("tablee-host: no saved table to continue", file=sys.stderr)
            return 2
    else:
        for old in save_dir.glob("table-*.json"):
            old.unlink()
        matches = _new_matches(args, parser)
    code = (args.code or code or new_code()).strip().upper()
    if not re.fullmatch(r"[A-Z0-9]{1,16}", code):
        parser.error("--code: 1 to 16 letters or digits")
    host = Host(matches, code, args.absent, args.bot_pause, save_dir, record_writer(args.transcript))
    return asyncio.run(_serve(host, args))


async def _serve(host: Host, args) -> int:
    address, port = await host.start(args.bind, args.port)
    shown = address if address not in ("0.0.0.0", "::") else _lan_address()
    print(f"listening on {shown}:{port} code {host.code}", flush=True)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    announcer = None
    if args.announce:
        from .discovery import Announcer
        announcer = Announcer(host, args.name, port)
        await announcer.start()
    done = loop.create_task(host.run_until_done())
    stopped = loop.create_task(stop.wait())
    await asyncio.wait({done, stopped}, return_when=asyncio.FIRST_COMPLETED)
    if announcer is not None:
        await announcer.stop()
    if args.stats:
        write_json(args.stats, {**host.stalls.stats(), "refusals": len(host.refusals),
                                "tables": len(host.tables), "finished": sum(t.match.over() for t in host.tables),
                                "updates": sum(t.match.seq for t in host.tables)})
    if not done.done():
        done.cancel()
        await host.close()
        return 130
    return 0


def _lan_address() -> str:
    """The address other computers reach us at (no packet is sent)."""
    import socket
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def client_main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tablee-client", description="Join a Tablée match with a bot.")
    parser.add_argument("--join", required=True, metavar="HOST:PORT")
    parser.add_argument("--code", required=True)
    parser.add_argument("--bot", default="easy", metavar="LEVEL")
    parser.add_argument("--log", metavar="FILE", help="every frame received, as JSON Lines")
    parser.add_argument("--name", default="")
    parser.add_argument("--lang", default="en", choices=["fr", "en"])
    parser.add_argument("--retry", type=float, default=60.0, metavar="S", help="give up after S seconds away")
    parser.add_argument("--pause", type=int, default=0, metavar="MS", help="pause before each move")
    args = parser.parse_args(argv)
    return asyncio.run(_join(args))


async def _join(args) -> int:
    holder: list[NetClient] = []
    player = BotPlayer(args.bot, lambda: holder[0], args.pause)
    client = NetClient(args.join, args.code, args.name or f"{args.bot} bot {os.getpid()}", args.lang, player,
                       json_lines(args.log), args.retry)
    holder.append(client)
    code = await client.run()
    if code == 2:
        print("tablee-client: the host refused to seat us", file=sys.stderr)
    elif code == 1:
        print("tablee-client: the host is gone", file=sys.stderr)
    return code
