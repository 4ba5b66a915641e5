"""Network play in the window: the Game menu's "Host a network game" and "Join a
network game", the waiting room, and what is said about the other players.

Hosting runs the same host as `tablee-host` (desktop/net/host.py) on the app's
network thread; the host's own player joins it over loopback like everyone else,
through a RemoteSession, so every player (the host's too) gets the same frames and
the same claim timing. The tables never know the difference (ARCHITECTURE rule 12).
Each window says joins, departures, returns and waits in its own player's language.
"""
from __future__ import annotations

from desktop import paths, qt
from desktop.dialogs.focus import restore_focus
from desktop.qt import translate

from .dialogs import HostDialog, JoinDialog, WaitingDialog, guest_default_name, host_default_name
from .hosting import START_TIMEOUT_S, LocalHost
from .remote import NetThread, RemoteSession

NOTICE_DELAY_MS = 300
JOINER_WAITING_ROOM_MS = 250  # a joiner's waiting room opens if the match has not started by then (< NOTICE_DELAY_MS)


class NetPlay(qt.QObject):
    """The window's network play: dialogs, hosting, announcements."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.hosting: LocalHost | None = None
        self.session: RemoteSession | None = None
        self.waiting: WaitingDialog | None = None
        self._waiting_room: tuple[str | None, str] = (None, "")  # its join code to show and address
        self._at_table: RemoteSession | None = None  # the session whose match has opened here
        self._notices: list[str] = []  # said in the waiting room, a moment later
        self._turned_away = False  # refused by the host, or the host gone: the reason was said
        self._browser = None

    # ---- hosting -----------------------------------------------------------------
    def host(self) -> None:
        from desktop import gameinfo
        dialog = HostDialog(self.window, self.window.home.game_id(), self._known_name())
        if dialog.exec() != QtDialog.Accepted:
            return
        choice = dialog.choice()
        name = self._remember_name(choice.your_name) or host_default_name()
        options = {**choice.options, **gameinfo.options_from_settings(choice.game_id, self.window.settings)}
        self._leave_network_match()
        self.stop_hosting()
        from desktop.history import network as net_history
        net_history.abandon_hosted(self.window)  # a table hosted earlier and never finished
        self._open_table(LocalHost.new(NetThread.shared(), choice, name, options))

    def continue_hosted(self) -> None:
        """Take back the table this window hosted before the app was closed or killed:
        the same port and join code, so the other players' apps find it again."""
        from engine.core import saves
        self.stop_hosting()
        try:
            hosting = LocalHost.saved(NetThread.shared())
        except (OSError, ValueError, KeyError, TypeError, saves.SaveError):
            self.window.notify(translate("net", "The network game you hosted cannot be taken back."), "error")
            return
        self._open_table(hosting, resumed=True)

    def _open_table(self, hosting: LocalHost, resumed: bool = False) -> None:
        try:
            port = hosting.start()
        except (OSError, TimeoutError) as exc:
            hosting.journal.close()
            self.window.notify(translate("net", "The table could not be opened: {why}").format(
                why=getattr(exc, "strerror", None) or str(exc)), "error")
            return
        self.hosting = hosting
        from .cli import _lan_address
        address = f"{_lan_address()}:{port}"
        (name, token), *others = hosting.players()
        self._join(f"127.0.0.1:{port}", hosting.code, name, code_to_show=hosting.code, address_text=address,
                   token=token, others=others, resumed=resumed)
        if self.session is not None:
            self.session.seated.connect(hosting.announce)
        # Not the join code: the waiting room says it as it opens and again as its focus
        # (by ear, with it here too, Orca said the code three times in a row).
        text = translate("net", "Your table is open again. Address: {address}.") if resumed else \
            translate("net", "Your table is open. Address: {address}.")
        self.window.notify(text.format(address=address), "system")

    def stop_hosting(self) -> None:
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None

    # ---- joining -----------------------------------------------------------------
    def join(self) -> None:
        dialog = JoinDialog(self.window, self._known_name())
        dialog.tableAnnounced.connect(lambda text: self.window.notify(text, "system"))
        self._browse(dialog)
        accepted = dialog.exec() == QtDialog.Accepted
        self._stop_browsing()
        if accepted:
            self._leave_network_match()
            self._hold_focus_in_window()  # the join dialog is gone; a waiting room may not come
            address, code = dialog.target()
            name = self._remember_name(dialog.own_name()) or guest_default_name()
            self._join(address, code, name, others=[(other, None) for other in dialog.more_players()])

    def _leave_network_match(self) -> None:
        """Another table, hosted or joined, from inside a network match: that match is left
        first. Left only when the new table opened, its leaving (`leave`) took the new
        session and stopped the new host (found by ear: hosting again from a match said
        "The connection to the host is lost", then the player who joined the new table
        heard the host leave it)."""
        if getattr(self.window.session, "remote", False):
            self.window.show_home()

    def _known_name(self) -> str:
        """The name the network dialogs offer: the one given before (Settings, or an
        earlier network game), else the one typed at seat 1 of the home screen."""
        from desktop import settings as S
        return self.window.settings.get(S.PLAYER_NAME) or self.window.home.own_name()

    def _remember_name(self, name: str) -> str:
        """A name typed in a network dialog is the player's from now on (Settings'
        "Your name"), offered again next time."""
        from desktop import settings as S
        if name and name != self.window.settings.get(S.PLAYER_NAME):
            self.window.settings.set(S.PLAYER_NAME, name)
        return name

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
              address_text: str = "", token: str | None = None, others=(), resumed: bool = False) -> None:
        """Join a table: the players at this computer, each on a connection of its own.
        `token` given: this window's own hosted table (its seats are in the host's save);
        else the seat tokens kept from an earlier run of the app, one per player here."""
        self._turned_away = False
        language = getattr(self.window.ctx.languages, "current", "en")
        key = f"{address}|{code}"
        hosted = token is not None
        if not hosted:
            kept = _seat_tokens()
            token = kept.get(key)
            others = [(other, kept.get(f"{key}|{i}")) for i, (other, _t) in enumerate(others, start=1)]
        session = RemoteSession(address, code, name, language, parent=self.window, token=token, others=others)
        self.session = session
        if not hosted:
            session.seated.connect(lambda: _keep_seat_tokens(key, session))
        session.joined.connect(lambda: self._open(session, resumed))
        session.notice.connect(self._on_notice)
        session.connection.connect(self._on_connection)
        session.returned.connect(self._on_returned)
        session.missedPrivately.connect(self._on_missed_privately)
        self._waiting_room = (code_to_show, address_text)
        if code_to_show is not None:  # the host: its join code, to give, at once
            self._show_waiting(session)
        else:
            qt.later(JOINER_WAITING_ROOM_MS, self, lambda: self._show_waiting(session))

    def _show_waiting(self, session: RemoteSession | None) -> None:
        """The waiting room. A joiner's opens only when the match has not started within
        JOINER_WAITING_ROOM_MS, or to say why the host refused: the last player to join
        goes straight to the table. A waiting room opened and closed in the same instant
        added its own events and the window's reactivation to the table's (found by ear:
        Orca's event queue passed its flood limit of 50 and it dropped the start message)."""
        if session is None or session is not self.session or session is self._at_table or self.waiting is not None:
            return
        self.waiting = WaitingDialog(self.window, *self._waiting_room)
        self.waiting.rejected.connect(self._waiting_cancelled)
        self.waiting.status.setText(self._notices[-1] if self._notices else
                                    translate("net", "Waiting for the other players."))
        self.waiting.open()

    def _hold_focus_in_window(self) -> None:
        """A dialog gone before the table opens: the window manager activates the window
        again, and Qt then focuses its first widget when it has none, or the previous
        match's hand: read before the start message (heard by ear: GAP with the bot
        starting). The window itself holds the focus ("Tablée frame", which Orca says of
        the activation anyway) until the table focuses where you act, once the start has
        been said. Not activated, the window had no focus at all: keys went nowhere and
        Orca said "Could not find current location" (heard by ear)."""
        self.window.setFocus(qt.Qt.FocusReason.OtherFocusReason)
        restore_focus(self.window, None)

    def _before_table(self) -> bool:
        """Joined or joining, the match not started yet."""
        return self.session is not None and self.session is not self._at_table

    def _open(self, session: RemoteSession, resumed: bool = False) -> None:
        self._at_table = session
        if self.waiting is not None:
            self.waiting.rejected.disconnect(self._waiting_cancelled)
            self.waiting.accept()
            self.waiting = None
            self._hold_focus_in_window()
        window = self.window
        session.viewer_of = lambda: window.table.viewer if window.table is not None and \
            window.table.viewer is not None else session.seat
        from desktop.history import network as net_history
        net_history.watch(window, session, self.hosting)
        if self.hosting is None and session.kept_seat():  # this app was closed or killed mid-match
            from desktop.speech import Priority

            from .rejoin import say_back
            window._open_session(session, resumed=True)
            say_back(window, session.take_pending(), Priority.NORMAL)
            return
        notices, self._notices = tuple(self._notices), []
        window._open_session(session, resumed=resumed, preface=notices)  # the arrival that started it, first

    def _on_returned(self, update) -> None:
        """Back after a cut: one short summary, then the match goes on (handover, end)."""
        from .rejoin import say_back
        if self.session is None or self.window.session is not self.session:
            return
        say_back(self.window, update)
        self.window._after_update(update)

    def _on_missed_privately(self, seat: int, update) -> None:
        """One of several players here was cut off while the others played on: what only
        that player may know of it goes into their history (F8; their handover's "since
        your last turn"), unspoken, like the rest of a return."""
        from .rejoin import narrate_quietly
        if self.session is not None and self.window.session is self.session and self.window.table is not None:
            narrate_quietly(self.window, update, seats=[seat])

    @qt.Slot()
    def _waiting_cancelled(self) -> None:
        """Escape or Cancel in the waiting room says what became of the table before the home
        screen is read (heard by ear: the hosted table closed without a word). After a
        refusal or a lost host, the reason was said already and stays the last word."""
        if self.hosting is not None:
            self.window.notify(translate("net", "Your table is closed: nobody can join it now."), "system")
        elif not self._turned_away:
            self.window.notify(translate("net", "You have left the table."), "system")
        self.window.speech.flush()  # before the focus moves: Orca speaks in the order it hears
        self.leave()

    def leave(self) -> None:
        """Cancel in the waiting room, or the window dropped the match."""
        if self.session is not None:
            self.session.leave()
            self.session = None
        if self.waiting is not None:
            self.waiting.close()
            self.waiting = None
            restore_focus(self.window, None)
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
            if self.waiting is None and not self._before_table():
                self.window.notify(text, "system")
                return
            # In the waiting room the last player's arrival starts the match at once: the
            # waiting room closes, and Orca cuts what was being said when the focus moves.
            # So a notice waits a moment, or is said with the match's start (`_open`: just
            # before the start message, once the table is up, in the same instant, so that
            # the screen reader gets both as one utterance, in that order).
            if self.waiting is not None:
                self.waiting.status.setText(text)
            self._notices.append(text)
            qt.QTimer.singleShot(NOTICE_DELAY_MS, self._say_notices)

    def _say_notices(self) -> None:
        notices, self._notices = self._notices, []
        for text in notices:
            self.window.notify(text, "system")

    def _on_connection(self, what: str) -> None:
        code = what.partition(":")[2]
        texts = {
            "lost": translate("net", "The connection to the host is lost. Trying again…"),
            "gone": translate("net", "The host cannot be reached any more."),
        }
        refusals = {
            "wrong_code": translate("net", "The join code is not right."),
            "table_full": translate("net", "This table has no free seat."),
            "wrong_protocol": translate("net", "This host runs another version of Tablée."),
            "too_few_seats": translate("net", "This table has too few free seats for the players at this computer "
                                              "(free seats: {free}; players here: {wanted}). Nobody was seated."),
        }
        if what.startswith("lost_player:"):
            texts[what] = translate("net", "{name}'s connection to the host is lost. Trying again…").format(name=code)
        text = texts.get(what) or refusals.get(code) or translate("net", "The host refused to seat you.")
        if code == "too_few_seats":
            refusal = (self.session.refusal if self.session is not None else None) or {}
            text = text.format(free=refusal.get("free", "?"), wanted=refusal.get("wanted", "?"))
        self.window.notify(text, "error", public=True)  # for whoever holds the keyboard here
        if what.startswith("refused") or what == "gone":
            self._turned_away = True
            if self._before_table():
                self._show_waiting(self.session)  # where the reason stays, until Escape
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


def _keep_seat_tokens(key: str, session: RemoteSession) -> None:
    """One token per player at this computer: the first under the table's key, the
    others under key|1, key|2..."""
    for index, client in enumerate(session.clients):
        _keep_seat_token(key if index == 0 else f"{key}|{index}", client.token)


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
