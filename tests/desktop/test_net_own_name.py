"""The player's own name in the network dialogs.

By ear: a host who had never set a name was "Player 1" to everyone (a French joiner
heard "hébergée par Player 1", in the host's language), and the name typed at seat 1
of the home screen was not used. Both dialogs now ask for it, offer the one known,
keep what is typed (Settings' "Your name"), and say the default when it is empty.
"""
from __future__ import annotations

from desktop import settings as S
from desktop.qt import Qt
from tests.desktop.test_net_local_seats import _bot_client
from tests.desktop.test_net_window import _menu_key


def _host_with_name(app, typed: str | None, label: str):
    """Ctrl+Shift+H, GAP for two; the name field (named `label`) replaced by `typed`
    (None: kept)."""
    qtbot = app.qtbot
    offered: list[str] = []

    def steps(dialog):
        qtbot.keyClick(dialog.game, Qt.Key.Key_Tab)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_PageDown)  # 2 players
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        assert dialog.focusWidget() is dialog.your_name
        assert dialog.your_name.accessibleName() == label
        offered.append(dialog.your_name.text())
        offered.append(dialog.your_name.placeholderText())
        if typed is not None:
            dialog.your_name.selectAll()
            qtbot.keyClick(dialog.your_name, Qt.Key.Key_Backspace)
            qtbot.keyClicks(dialog.your_name, typed)
        qtbot.keyClick(dialog.your_name, Qt.Key.Key_Return)
    _menu_key(qtbot, app.window, Qt.Key.Key_H, "HostDialog", steps)
    hosting = app.window.net_play().hosting
    assert hosting is not None, app.spoken()
    return hosting, offered


def test_the_name_typed_at_seat_1_is_offered_and_kept_when_hosting(make_app, monkeypatch):
    monkeypatch.setenv("TABLEE_MDNS_INTERFACES", "127.0.0.1")
    ann = make_app("--lang", "en")
    home = ann.window.home
    home.rows[0].name.setText("Ann")  # typed on the home screen; Settings has no name yet
    hosting, offered = _host_with_name(ann, None, "Seat 1, your name")
    assert offered == ["Ann", "Host"]  # the field, and what an empty one would be
    assert hosting.plan.host_name == "Ann"
    assert ann.window.settings.get(S.PLAYER_NAME) == "Ann"  # offered again next time
    _bot_client(hosting.port, hosting.code, "Bob")
    ann.qtbot.waitUntil(lambda: ann.window.table is not None, timeout=8000)
    assert [s.name for s in ann.window.session.seats] == ["Ann", "Bob"]
    ann.window.show_home()


def test_a_host_without_a_name_is_the_host_not_player_1(make_app, monkeypatch):
    monkeypatch.setenv("TABLEE_MDNS_INTERFACES", "127.0.0.1")
    lea = make_app("--lang", "fr")
    lea.window.home.rows[0].name.setText("")
    hosting, offered = _host_with_name(lea, "", "Place 1, votre nom")
    assert offered == ["", "Hôte"]
    assert hosting.plan.host_name == "Hôte"
    assert lea.window.settings.get(S.PLAYER_NAME) == ""  # nothing typed: nothing kept
    lea.window.net_play().stop_hosting()


def test_the_name_typed_when_joining_is_the_one_the_table_hears(make_app):
    from desktop.net.remote import NetThread
    from tests.net.loopback import make_host
    zoe = make_app("--lang", "fr")
    qtbot = zoe.qtbot
    zoe.window.settings.set(S.PLAYER_NAME, "Zoé")
    host = make_host("gap", 2, "remote,remote", seed=5, code="NOM")
    net = NetThread.shared()
    _, port = net.submit(host.start("127.0.0.1", 0)).result(5)
    _bot_client(port, "NOM", "Bob")

    def steps(dialog):
        assert dialog.your_name.accessibleName() == "Votre nom" and dialog.your_name.placeholderText() == "Invité"
        assert dialog.your_name.text() == "Zoé"
        qtbot.keyClick(dialog.tables, Qt.Key.Key_Tab)
        qtbot.keyClicks(dialog.address, f"127.0.0.1:{port}")
        qtbot.keyClick(dialog.address, Qt.Key.Key_Tab)
        qtbot.keyClicks(dialog.code, "nom")
        qtbot.keyClick(dialog.code, Qt.Key.Key_Tab)
        assert dialog.focusWidget() is dialog.your_name
        qtbot.keyClick(dialog.your_name, Qt.Key.Key_End)
        qtbot.keyClicks(dialog.your_name, " M")
        qtbot.keyClick(dialog.your_name, Qt.Key.Key_Return)
    _menu_key(qtbot, zoe.window, Qt.Key.Key_J, "JoinDialog", steps)
    qtbot.waitUntil(lambda: zoe.window.table is not None, timeout=8000)
    match = host.tables[0].match
    assert sorted(s.name for s in match.seats) == ["Bob", "Zoé M"]
    assert zoe.window.settings.get(S.PLAYER_NAME) == "Zoé M"
    zoe.window.show_home()
    net.submit(host.close()).result(5)


def test_a_table_closed_while_it_is_being_announced_is_not_left_on_the_network(make_app, monkeypatch):
    """Announcing takes a second or two; a table closed meanwhile stayed announced until the
    app quit (the announcer was kept only once made, after the close had looked for it):
    the tests' later join dialogs found such tables by the half-dozen."""
    from desktop.net.discovery import Browser
    from desktop.net.remote import NetThread
    monkeypatch.setenv("TABLEE_MDNS_INTERFACES", "127.0.0.1")
    ann = make_app("--lang", "en")
    hosting, _ = _host_with_name(ann, "Ann", "Seat 1, your name")
    port = hosting.port
    ann.window.net_play().stop_hosting()  # at once: the announcement is still being made
    found: list = []
    net = NetThread.shared()
    browser = Browser(found.append, lambda _key: None)
    net.submit(browser.start()).result(5)
    try:
        ann.qtbot.wait(4000)  # the announcement, had it stayed, is found within a second
    finally:
        net.submit(browser.stop()).result(5)
    assert not [t for t in found if t.address.endswith(f":{port}")], found
    assert hosting.announcer is None
