"""A table hosted from the window: the host, who sits at this computer, and what lets
the window take the table back after the app was closed or killed.

The host (desktop/net/host.py, the same as `tablee-host`) runs on the app's network
thread and saves the match after every action in DATA/net/table-0.json, as
`tablee-host` does. Beside it the window keeps:
- DATA/net/hosted.json, the plan: which seats are played at this computer and by
  whom, what happens while a player is away, whether the table is announced, and
  the match's id and start (for the history); written when hosting starts;
- DATA/net/actions-0.jsonl, every (seat, action) since the deal, one JSON line
  each, appended as the host applies them (from its transcript hook), so that the
  finished match is recorded whole in the history and replays like a local one.
  A host restarted from its save knows how many actions it has applied (its seq);
  a journal with fewer lines than that (a write lost) makes the record
  unreplayable rather than wrong.
Both files are small JSON with a format number (ARCHITECTURE rule 13).
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop import paths
from desktop.qt import translate
from engine import games
from engine.core import saves
from engine.core.codec import decode

PLAN_FORMAT = 1
START_TIMEOUT_S = 5


def net_dir() -> Path:
    path = paths.data_dir() / "net"
    path.mkdir(parents=True, exist_ok=True)
    return path


def plan_file() -> Path:
    return net_dir() / "hosted.json"


def save_file() -> Path:
    return net_dir() / "table-0.json"


def journal_file() -> Path:
    return net_dir() / "actions-0.jsonl"


@dataclass
class HostedPlan:
    """Who sits at this computer, and how the table was set up (kept beside the save)."""
    local: list[int]
    absent: str = "wait"
    announce: bool = True
    host_name: str = ""
    match: dict[str, Any] = field(default_factory=dict)  # the history's {id, started, played_s}
    names: dict[int, str] = field(default_factory=dict)  # each local seat's player

    def to_json(self) -> dict[str, Any]:
        return {"format": PLAN_FORMAT, "local": self.local, "absent": self.absent, "announce": self.announce,
                "host_name": self.host_name, "match": self.match, "names": {str(k): v for k, v in self.names.items()}}

    @staticmethod
    def from_json(data: Any) -> HostedPlan:
        """ValueError for anything that is not a plan this version reads."""
        if not isinstance(data, dict) or data.get("format") != PLAN_FORMAT:
            raise ValueError("not a hosted plan of format 1")
        local = [int(s) for s in data.get("local", [])]
        if not local:
            raise ValueError("no local seat")
        match: dict[str, Any] = data["match"] if isinstance(data.get("match"), dict) else {}
        names: dict[str, Any] = data["names"] if isinstance(data.get("names"), dict) else {}
        return HostedPlan(local, str(data.get("absent", "wait")), bool(data.get("announce", True)),
                          str(data.get("host_name", "")), dict(match), {int(k): str(v) for k, v in names.items()})


def read_plan() -> HostedPlan | None:
    try:
        return HostedPlan.from_json(json.loads(plan_file().read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return None


def write_plan(plan: HostedPlan) -> None:
    saves.write_atomic(str(plan_file()), json.dumps(plan.to_json(), ensure_ascii=False))


def forget(match_id: str | None = None) -> None:
    """The hosted match is over (or replaced): nothing to take back any more. With
    `match_id`, only if the plan on disk is still that match's."""
    if match_id is not None:
        plan = read_plan()
        if plan is None or plan.match.get("id") != match_id:
            return
    for path in (plan_file(), journal_file()):
        try:
            path.unlink()
        except OSError:
            pass


def read_journal(expected: int) -> list[tuple[int, Any]] | None:
    """The first `expected` (seat, action) pairs, or None when the journal has fewer."""
    try:
        lines = journal_file().read_text(encoding="utf-8").splitlines()
    except OSError:
        return None if expected else []
    out = []
    for line in lines[:expected]:
        try:
            seat, action = json.loads(line)
            out.append((int(seat), decode(action)))
        except (ValueError, TypeError, KeyError):
            return None
    return out if len(out) == expected else None


def describe_hosted() -> str | None:
    """"GAP with Ann, Bob and Computer 3; join code AB12", or None when
    there is no table to take back (none, finished, or unreadable)."""
    from desktop import gameinfo
    plan = read_plan()
    try:
        saved = saves.loads(save_file().read_text(encoding="utf-8"))
    except (OSError, saves.SaveError):
        return None
    game = games.get(saved.game_id)
    if plan is None or game.result(saved.state) is not None:
        return None
    names = [str(s.get("name", "")) or "?" for s in saved.table.get("seats", []) if isinstance(s, dict)]
    code = str(saved.table.get("network", {}).get("code", ""))
    return translate("net", "{game} with {players}; join code {code}").format(
        game=gameinfo.game_name(game.id), players=", ".join(names), code=" ".join(code))


class Journal:
    """The host's transcript hook: each applied action appended as one line (on the
    network thread; a line is a few dozen bytes)."""

    def __init__(self, path: Path, keep: int):
        self.path = path
        self.actions: list[tuple[int, Any]] | None = read_journal(keep) if keep else []
        self._file = None
        if self.actions is not None:
            with open(path, "w", encoding="utf-8") as fh:  # exactly the actions the save knows
                fh.writelines(self._line(seat, action) for seat, action in self.actions)
            self._file = open(path, "a", encoding="utf-8")

    @staticmethod
    def _line(seat: int, action: Any) -> str:
        from engine.core.codec import encode
        return json.dumps([seat, encode(action)], ensure_ascii=False, separators=(",", ":")) + "\n"

    def __call__(self, entry: dict) -> None:
        if entry.get("type") != "update" or entry.get("actor") is None or self.actions is None:
            return
        action = decode(entry["action"])
        self.actions.append((entry["actor"], action))
        if self._file is not None:
            self._file.write(self._line(entry["actor"], action))
            self._file.flush()  # in the system's cache: survives the app being killed

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


class LocalHost:
    """A Host (and its announcer) living on the app's network thread, and the players
    at this computer that sit at it."""

    def __init__(self, net, match, code: str, plan: HostedPlan, port: int = 0):
        from desktop.match import botworker

        from .host import Host
        self.net, self.match, self.code, self.plan = net, match, code, plan
        self.wanted_port = port
        self.journal = Journal(journal_file(), match.seq - 1 if match.seq > 1 else 0)
        chooser = botworker.shared().choose if botworker.enabled() else None  # bots think in the worker process
        self.host = Host([match], code, plan.absent, 900, net_dir(), transcript=self.journal, chooser=chooser)
        self.announcer: Any = None
        self.stopped = False  # set by stop(), on the GUI thread, before the network thread hears of it
        self.port = 0
        from desktop.match.session import MatchClock
        self.clock = MatchClock(plan.match)  # how long the match has been played, across restarts

    @staticmethod
    def new(net, choice, player_name: str, options: dict) -> LocalHost:
        from engine.net.match import HostMatch, SeatSpec

        from .host import new_code
        seats = [SeatSpec("remote")]
        for index, kind in enumerate(choice.seats, start=1):
            if kind.startswith("bot"):
                seats.append(SeatSpec("bot", kind.partition(":")[2],
                                      translate("net", "Computer {n}").format(n=index + 1)))
            else:
                seats.append(SeatSpec("remote"))
        match = HostMatch(games.get(choice.game_id), seats, random.randrange(1, 2**31 - 1), options, 0)
        from desktop.match.session import MatchClock
        names = [player_name] + list(choice.names)
        plan = HostedPlan(choice.local_seats(), choice.absent, choice.announce, player_name, MatchClock().to_json(),
                          {s: names[s] for s in choice.local_seats()})
        journal_file().unlink(missing_ok=True)
        write_plan(plan)
        return LocalHost(net, match, new_code(), plan, choice.port)

    @staticmethod
    def saved(net) -> LocalHost:
        """The table hosted before the app was closed or killed; SaveError or ValueError
        when it cannot be taken back."""
        from engine.net.match import HostMatch
        plan = read_plan()
        if plan is None:
            raise ValueError("no plan")
        saved = saves.loads(save_file().read_text(encoding="utf-8"))
        match = HostMatch.from_saved(saved, games.get(saved.game_id))
        if match.over() or any(s >= len(match.seats) or match.seats[s].kind != "remote" for s in plan.local):
            raise ValueError("the saved table does not match its plan")
        network = saved.table.get("network", {})
        return LocalHost(net, match, str(network.get("code", "")), plan, int(network.get("port", 0) or 0))

    # ---- who sits here -------------------------------------------------------------
    def players(self) -> list[tuple[str, str]]:
        """(name, seat token) of each player at this computer, the host's own first."""
        return [(self.match.seats[s].name or self.plan.names.get(s, "") or self.plan.host_name,
                 self.match.seats[s].token) for s in self.plan.local]

    def actions(self) -> list[tuple[int, Any]] | None:
        return None if self.journal.actions is None else list(self.journal.actions)

    # ---- life ------------------------------------------------------------------------
    def start(self) -> int:
        """Listen (OSError when the port is taken); the port listened on. A table taken
        back listens on its old port (its players come back there)."""
        _, self.port = self.net.submit(self.host.start("0.0.0.0", self.wanted_port)).result(START_TIMEOUT_S)
        return self.port

    def announce(self) -> None:
        """Once the players at this computer are seated (so the free seats are right)."""
        if self.plan.announce and self.announcer is None and not self.stopped:
            self.net.submit(self._announce())

    async def _announce(self) -> None:
        """Announcing takes a second or two (multicast DNS probes the name first): a table
        closed meanwhile withdraws the announcement as soon as it is made. It stayed on the
        network until the app quit (a table closed within a second of opening: seen in the
        tests, where the next join dialog found six such tables, "no seat free")."""
        from .discovery import Announcer
        announcer = Announcer(self.host, self.plan.host_name, self.port)
        try:
            await announcer.start()
        except OSError:
            return  # no multicast here: typing the address still works
        if self.stopped:
            await announcer.stop()
        else:
            self.announcer = announcer

    def stop(self) -> None:
        """Close the table. A match under way can be taken back later (its save and plan
        stay); one whose players never all sat down is forgotten."""
        never_started = not self.match.started
        self.stopped = True

        async def stop() -> None:
            if self.announcer is not None:
                await self.announcer.stop()
            await self.host.close()
            await self.host.tables[0].flush()
            self.journal.close()
        done = self.net.submit(stop())
        if never_started:
            try:
                done.result(START_TIMEOUT_S)
            except Exception:
                pass
            save_file().unlink(missing_ok=True)
            forget()
        elif not self.match.over():
            self.plan.match = self.clock.to_json()
            try:
                write_plan(self.plan)
            except OSError:
                pass  # only the duration is lost
