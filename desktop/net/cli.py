"""`tablee-host` and `tablee-client`: network play without a window (clubs, tests).

tablee-host --game ID --players N --seats remote,remote,bot:normal --port P [--code C]
            [--seed S] [--option K=V] [--tables K] [--transcript FILE] [--continue]
prints one line `listening on HOST:PORT code C` and exits 0 when its matches end.
tablee-client --join HOST:PORT --code C --bot LEVEL [--log FILE] plays the seat it
is given, writes every frame it received as JSON Lines, reconnects after a cut and
exits 0 at the match's end.

Their help, errors and messages follow --lang, else the system's language, as
`tablee`'s do (desktop/command_line.py); a QCoreApplication holds the translator.
Scripts that read the line (tests, packaging/smoke.sh) pass --lang en.
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

from desktop.command_line import asked_language, translated_parser
from desktop.i18n import use_without_window
from desktop.qt import QT_TRANSLATE_NOOP, translate
from engine import games
from engine.core import saves
from engine.core.model import IllegalAction, resolve_options
from engine.net.match import HostMatch, SeatsError, parse_seats
from engine.sim import _parse_options

from .client import BotPlayer, NetClient
from .host import Host, new_code
from .logs import json_lines, record_writer, write_json


def _host_parser(formatter: type[argparse.HelpFormatter]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tablee-host", formatter_class=formatter,
                                     description=QT_TRANSLATE_NOOP("cli", "Host Tablée matches on the local network."))
    add = parser.add_argument
    add("--lang", choices=["fr", "en"],
        help=QT_TRANSLATE_NOOP("cli", "the language of these messages (default: the system's)"))
    add("--game", choices=list(games.GAME_IDS), help=QT_TRANSLATE_NOOP("cli", "the game to host"))
    add("--players", type=int, metavar="N", help=QT_TRANSLATE_NOOP("cli", "the number of players at each table"))
    add("--seats", default="", metavar=QT_TRANSLATE_NOOP("cli", "SEATS"),
        help=QT_TRANSLATE_NOOP("cli", "one per seat: remote or bot:LEVEL (default: all remote)"))
    add("--port", type=int, default=0, help=QT_TRANSLATE_NOOP("cli", "the port to listen on (0 picks a free one)"))
    add("--bind", default="0.0.0.0", metavar=QT_TRANSLATE_NOOP("cli", "ADDRESS"),
        help=QT_TRANSLATE_NOOP("cli", "the address to listen on"))
    add("--code", metavar=QT_TRANSLATE_NOOP("cli", "CODE"),
        help=QT_TRANSLATE_NOOP("cli", "the join code (default: 4 random letters and digits)"))
    add("--seed", type=int, metavar="N",
        help=QT_TRANSLATE_NOOP("cli", "the first table's deal number (the same number deals the same match)"))
    add("--option", action="append", default=[], metavar=QT_TRANSLATE_NOOP("cli", "KEY=VALUE"),
        help=QT_TRANSLATE_NOOP("cli", "a game option, e.g. rounds=3 (once for each option)"))
    add("--tables", type=int, default=1, metavar="K", help=QT_TRANSLATE_NOOP("cli", "host K tables of the same set-up"))
    add("--transcript", metavar=QT_TRANSLATE_NOOP("cli", "FILE"),
        help=QT_TRANSLATE_NOOP("cli", "write every table's full event log to this file (JSON Lines)"))
    add("--continue", dest="resume", action="store_true", help=QT_TRANSLATE_NOOP("cli", "take back the saved tables"))
    add("--data-dir", default=str(Path.home() / ".tablee-host"), metavar=QT_TRANSLATE_NOOP("cli", "FOLDER"),
        help=QT_TRANSLATE_NOOP("cli", "where the tables are saved"))
    add("--absent", default="wait", metavar=QT_TRANSLATE_NOOP("cli", "WHO"),
        help=QT_TRANSLATE_NOOP("cli", "while a player is away: wait, or bot:LEVEL plays the seat"))
    add("--bot-pause", type=int, default=0, metavar="MS",
        help=QT_TRANSLATE_NOOP("cli", "the computer players' pause before each move, in milliseconds"))
    add("--announce", action="store_true",
        help=QT_TRANSLATE_NOOP("cli", "announce the tables on the local network (mDNS): Tablée's “Join a network game” lists them"))
    add("--name", default="Tablée", metavar=QT_TRANSLATE_NOOP("cli", "NAME"),
        help=QT_TRANSLATE_NOOP("cli", "the host's name, in announcements"))
    add("--stats", metavar=QT_TRANSLATE_NOOP("cli", "FILE"),
        help=QT_TRANSLATE_NOOP("cli", "at exit: the worst event-loop stall and counts, as JSON"))
    return parser


def _option_problem(game, options: dict) -> str | None:
    """Why --option cannot be played, in words, or None."""
    try:
        resolve_options(game.options, options)
    except IllegalAction as exc:  # said plainly, not as a traceback from the first deal
        if not game.options:
            return translate("cli", "--option: {game} has no options.").format(game=game.id)
        known = ", ".join(f"{o.key}={'|'.join(map(str, o.choices))}" for o in game.options)
        given = exc.details.get("option")
        if exc.reason == "unknown_option":
            return translate("cli", "--option: {game} has no option “{option}”; its options are {known}.").format(
                game=game.id, option=given, known=known)
        return translate("cli", "--option: {option}={value} is not one of its values; {game}'s options are "
                                "{known}.").format(option=given, value=exc.details.get("value"), game=game.id,
                                                    known=known)
    return None


def _seats_problem(game, seats_text: str, players: int, absent: str) -> str | None:
    """Why --seats or --absent cannot be played, in words, or None."""
    levels = ", ".join(sorted(game.bots))
    try:
        seats = parse_seats(seats_text, players)
    except SeatsError as exc:
        if exc.problem == "too_many":
            return translate("cli", "--seats: {given} seats given, more than the players ({players}).").format(
                given=exc.details["given"], players=players)  # given >= 2: always plural
        return translate("cli", "--seats: “{item}” is not a seat: remote, or bot:LEVEL ({levels}).").format(
            item=exc.details["item"], levels=levels)
    for spec in seats:
        if spec.kind == "bot" and spec.level not in game.bots:
            return translate("cli", "--seats: “{level}” is not a computer level of {game}; its levels are "
                                    "{levels}.").format(level=spec.level, game=game.id, levels=levels)
    kind, _, level = absent.partition(":")
    if absent != "wait" and (kind != "bot" or (level and level not in game.bots)):
        return translate("cli", "--absent: wait, or bot:LEVEL ({levels}).").format(levels=levels)
    return None


def _new_matches(args, parser) -> list[HostMatch]:
    if not args.game or not args.players:
        parser.error(translate("cli", "--game and --players are needed (or --continue)."))
    game = games.get(args.game)
    options = _parse_options(args.option)
    from desktop.launch_args import players_problem
    problem = (_option_problem(game, options) or players_problem(args.game, args.players, options)
               or _seats_problem(game, args.seats, args.players, args.absent))
    if problem:
        parser.error(problem)
    seed = args.seed if args.seed is not None else random.randrange(1, 2**31 - 1)
    matches = []
    for table in range(args.tables):
        seats = parse_seats(args.seats, args.players)
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
    argv = list(sys.argv[1:] if argv is None else argv)
    language = use_without_window(asked_language(argv))
    with translated_parser(_host_parser, language) as parser:
        args = parser.parse_args(argv)
        save_dir = Path(args.data_dir) / "net"
        save_dir.mkdir(parents=True, exist_ok=True)
        code = None
        if args.resume:
            try:
                matches, code, saved_port = _saved_matches(save_dir)
                args.port = args.port or saved_port
            except saves.SaveError as exc:
                from desktop.match.autosave import error_text
                print(translate("cli", "tablee-host: the saved tables cannot be read: {why}.").format(
                    why=error_text(exc)), file=sys.stderr)
                return 2
            if not matches:
                print(translate("cli", "tablee-host: there is no saved table to continue."), file=sys.stderr)
                return 2
        else:
            matches = _new_matches(args, parser)
            for old in save_dir.glob("table-*.json"):
                old.unlink()
        code = (args.code or code or new_code()).strip().upper()
        if not re.fullmatch(r"[A-Z0-9]{1,16}", code):
            parser.error(translate("cli", "--code: 1 to 16 letters or digits."))
    host = Host(matches, code, args.absent, args.bot_pause, save_dir, record_writer(args.transcript))
    return asyncio.run(_serve(host, args))


async def _serve(host: Host, args) -> int:
    address, port = await host.start(args.bind, args.port)
    shown = address if address not in ("0.0.0.0", "::") else _lan_address()
    print(translate("cli", "listening on {address}:{port} code {code}").format(address=shown, port=port, code=host.code),
          flush=True)
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


def _client_parser(formatter: type[argparse.HelpFormatter]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tablee-client", formatter_class=formatter,
        description=QT_TRANSLATE_NOOP("cli", "Join a Tablée match on the local network with a computer player."))
    add = parser.add_argument
    add("--join", required=True, metavar=QT_TRANSLATE_NOOP("cli", "HOST:PORT"),
        help=QT_TRANSLATE_NOOP("cli", "the host's address and port, as tablee-host prints them"))
    add("--code", required=True, metavar=QT_TRANSLATE_NOOP("cli", "CODE"),
        help=QT_TRANSLATE_NOOP("cli", "the table's join code"))
    add("--bot", default="easy", metavar=QT_TRANSLATE_NOOP("cli", "LEVEL"),
        help=QT_TRANSLATE_NOOP("cli", "the computer player's level: easy, normal or strong"))
    add("--log", metavar=QT_TRANSLATE_NOOP("cli", "FILE"),
        help=QT_TRANSLATE_NOOP("cli", "write every frame received to this file (JSON Lines)"))
    add("--name", default="", metavar=QT_TRANSLATE_NOOP("cli", "NAME"),
        help=QT_TRANSLATE_NOOP("cli", "the player's name at the table (default: the level, \"bot\" and a number)"))
    add("--lang", choices=["fr", "en"],
        help=QT_TRANSLATE_NOOP("cli", "the language of these messages and of the host's (default: the system's)"))
    add("--retry", type=float, default=60.0, metavar="S",
        help=QT_TRANSLATE_NOOP("cli", "give up after S seconds away from the host"))
    add("--pause", type=int, default=0, metavar="MS",
        help=QT_TRANSLATE_NOOP("cli", "the pause before each move, in milliseconds"))
    return parser


def client_main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    language = use_without_window(asked_language(argv))
    with translated_parser(_client_parser, language) as parser:
        args = parser.parse_args(argv)
    args.lang = args.lang or language
    return asyncio.run(_join(args))


async def _join(args) -> int:
    holder: list[NetClient] = []
    player = BotPlayer(args.bot, lambda: holder[0], args.pause)
    client = NetClient(args.join, args.code, args.name or f"{args.bot} bot {os.getpid()}", args.lang, player,
                       json_lines(args.log), args.retry)
    holder.append(client)
    code = await client.run()
    if code == 2:
        print(translate("cli", "tablee-client: the host refused to seat us."), file=sys.stderr)
    elif code == 1:
        print(translate("cli", "tablee-client: the host is gone."), file=sys.stderr)
    return code
