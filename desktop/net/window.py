"""Network play in the window: the Game menu's "Host a network game" and "Join a
network game", the waiting room, and what is said about the other players.

Hosting runs the same host as `tablee-host` (desktop/net/host.py) on the app's
network thread; the host's own player joins it over loopback like everyone else,
through a RemoteSession, so every player (the host's too) gets the same frames and
the same claim timing. The tables never know the difference (ARCHITECTURE rule 12).
Each window says joins, departures, returns and waits in its own player's language.
"""
from __future__ import annotations

import random
from typing import Any

from desktop import paths, qt
from desktop.qt import translate

from .dialogs import HostDialog, JoinDialog, WaitingDialog, spelled
from .remote import NetThread, RemoteSession

START_TIMEOUT_S = 5


class LocalHost:
    """A Host (and its announcer) living on the app's network thread."""

    def __init__(self, net: NetThread, choice, player_name: str, options: dict):
        from engine import games
        from engine.net.match import HostMatch, SeatSpec

        from .host import Host, new_code
        game = games.get(choice.game_id)
        seats = [SeatSpec("remote")] + [SeatSpec("bot", kind.partition(":")[2]) if kind.startswith("bot")
                                        else SeatSpec("remote") for kind in choice.seats]
        for index, spec in enumerate(seats):
            if spec.kind == "bot":
                spec.name = translate("net", "Computer {n}").format(n=index + 1)
        self.net, self.choice, self.player_name = net, choice, player_name
        match = HostMatch(game, seats, random.randrange(1, 2**31 - 1), options, 0)
        save_dir = paths.data_dir() / "net"
        save_dir.mkdir(parents=True, exist_ok=True)
        self.code = new_code()
        from desktop.match import botworker
        chooser = botworker.shared().choose if botworker.enabled() else None  # bots think in the worker process
        self.host = Host([match], self.code, choice.absent, 900, save_dir, chooser=chooser)
        self.announcer: Any = None
        self.port = 0

    def start(self) -> int:
        """Listen (OSError when the port is taken); the port listened on."""
        self.port = self.net.submit(self._start()).result(START_TIMEOUT_S)
        return self.port

    async def _start(self) -> int:
        _, port = await self.host.start("0.0.0.0", self.choice.port)
        return port

    def announce(self) -> None:
        """Once the host's own player is seated (so the free seats are right)."""
        if self.choice.announce and self.announcer is None:
            self.net.submit(self._announce())

    async def _announce(self) -> None:
        from .discovery import Announcer
        announcer = Announcer(self.host, self.player_name, self.port)
        try:
            await announcer.start()
            self.announcer = announcer
        except OSError:
            pass  # no multicast here: typing the address still works

    def stop(self) -> None:
        async def stop() -> None:
            if self.announcer is not None:
                await self.announcer.stop()
            await self.host.close()
        self.net.submit(stop())


class NetPlay(qt.QObject):
    """The window's network play: dialogs, hosting, announcements."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.hosting: LocalHost | None = None
        self.session: RemoteSession | None = None
        self.waiting: WaitingDialog | None = None
        self._browser = None

    # ---- hosting -----------------------------------------------------------------
    def host(self) -> None:
        from desktop import gameinfo
        from desktop import settings as S
        dialog = HostDialog(self.window, self.window.home.game_id())
        if dialog.exec() != QtDialog.Accepted:
            return
        choice = dialog.choice()
        name = self.window.settings.get(S.PLAYER_NAME) or translate("home", "Player {n}").format(n=1)
        options = {**choice.options, **gameinfo.options_from_settings(choice.game_id, self.window.settings)}
        self.stop_hosting()
        hosting = LocalHost(NetThread.shared(), choice, name, options)
        try:
            port = hosting.start()
        except (OSError, TimeoutError) as exc:
            self.window.notify(translate("net", "The table could not be opened: {why}").format(
                why=getattr(exc, "strerror", None) or str(exc)), "error")
            return
        self.hosting = hosting
        from .cli import _lan_address
        address = f"{_lan_address()}:{port}"
        self._join(f"127.0.0.1:{port}", hosting.code, name, code_to_show=hosting.code, address_text=address)
        if self.session is not None:
            self.session.seated.connect(hosting.announce)
        self.window.notify(translate("net", "Your table is open. Join code: {code}. Address: {address}.").format(
            code=spelled(hosting.code), address=address), "system")

    def stop_hosting(self) -> None:
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None

    # ---- joining -----------------------------------------------------------------
    def join(self) -> None:
        from desktop import settings as S
        dialog = JoinDialog(self.window)
        dialog.tableAnnounced.connect(lambda text: self.window.notify(text, "system"))
        self._browse(dialog)
        accepted = dialog.exec() == QtDialog.Accepted
        self._stop_browsing()
        if accepted:
            address, code = dialog.target()
            self._join(address, code, self.window.settings.get(S.PLAYER_NAME) or translate("net", "Guest"))

    def _browse(self, dialog: JoinDialog) -> None:
        from .discovery import Browser
        relay = _Relay(dialog)
        self._browser = Browser(relay.found.emit, relay.lost.emit)
        self._relay = relay
        try:
            NetThread.shared().submit(self._browser.start()).result(START_TIMEOUT_S)
        except (OSError, TimeoutError):
            self._browser = None  # no multicast: typing the address still works

    def _stop_browsing(self) -> None:
        if self._browser is not None:
            NetThread.shared().submit(self._browser.stop())
            self._browser = None

    def _join(self, address: str, code: str, name: str, code_to_show: str | None = None,
              address_text: str = "") -> None:
        language = getattr(self.window.ctx.languages, "current", "en")
        key = f"{address}|{code}"
        session = RemoteSession(address, code, name, language, parent=self.window, token=_seat_tokens().get(key))
        self.session = session
        session.seated.connect(lambda: _keep_seat_token(key, session.client.token))
        session.joined.connect(lambda: self._open(session))
        session.notice.connect(self._on_notice)
        session.connection.connect(self._on_connection)
        self.waiting = WaitingDialog(self.window, code_to_show, address_text)
        self.waiting.rejected.connect(self.leave)
        self.waiting.status.setText(translate("net", "Waiting for the other players."))
        self.waiting.open()

    def _open(self, session: RemoteSession) -> None:
        if self.waiting is not None:
            self.waiting.rejected.disconnect(self.leave)
            self.waiting.accept()
            self.waiting = None
        self.window._open_session(session)

    def leave(self) -> None:
        """Cancel in the waiting room, or the window dropped the match."""
        if self.session is not None:
            self.session.leave()
            self.session = None
        if self.waiting is not None:
            self.waiting.close()
            self.waiting = None
        self.stop_hosting()

    # ---- what is said --------------------------------------------------------------
    def _on_notice(self, what: str, seat: int, name: str) -> None:
        texts = {
            "joined": translate("net", "{name} joins the table."),
            "left": translate("net", "{name} has left the table."),
            "rejoined": translate("net", "{name} is back at the table."),
            "waiting": translate("net", "Waiting for {name} to come back."),
            "bot_plays": translate("net", "The computer plays for {name} until they come back."),
        }
        if what in texts:
            text = texts[what].format(name=name)
            if self.waiting is not None:
                self.waiting.status.setText(text)
            self.window.notify(text, "system")

    def _on_connection(self, what: str) -> None:
        code = what.partition(":")[2]
        texts = {
            "lost": translate("net", "The connection to the host is lost. Trying again…"),
            "back": translate("net", "You are back at the table. F8 tells what happened since your last turn."),
            "gone": translate("net", "The host cannot be reached any more."),
        }
        refusals = {
            "wrong_code": translate("net", "The join code is not right."),
            "table_full": translate("net", "This table has no free seat."),
            "wrong_protocol": translate("net", "This host runs another version of Tablée."),
        }
        text = texts.get(what) or refusals.get(code) or translate("net", "The host refused to seat you.")
        self.window.notify(text, "error" if what != "back" else "system")
        if what.startswith("refused") or what == "gone":
            if self.waiting is not None:
                self.waiting.status.setText(text)


def _tokens_file():
    return paths.data_dir() / "net" / "seats.json"


def _seat_tokens() -> dict[str, str]:
    """The seat tokens this app was given, by host address and join code: an app that
    was closed or killed mid-match takes its seat back when it joins again."""
    import json
    try:
        data = json.loads(_tokens_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _keep_seat_token(key: str, token: str | None) -> None:
    import json

    from engine.core import saves
    if not token:
        return
    tokens = _seat_tokens()
    tokens[key] = token
    try:
        saves.write_atomic(str(_tokens_file()), json.dumps(dict(list(tokens.items())[-20:])))
    except OSError:
        pass  # only a convenience: without it, a new seat is asked for


class _Relay(qt.QObject):
    """Found tables from the network thread to the dialog, on the GUI thread."""
    found = qt.Signal(object)
    lost = qt.Signal(str)

    def __init__(self, dialog: JoinDialog):
        super().__init__(dialog)
        self.found.connect(dialog.add_table, qt.Qt.ConnectionType.QueuedConnection)
        self.lost.connect(dialog.remove_table, qt.Qt.ConnectionType.QueuedConnection)


QtDialog = qt.QtWidgets.QDialog.DialogCode
