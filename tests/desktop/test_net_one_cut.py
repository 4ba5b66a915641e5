"""Two players at one computer, and only one of their connections is cut while the
host stays up: the other plays on, and when the cut one is back its catch-up brings
what only that player could know of the meantime (desktop/net/merge.py take_late).
Real window, real host and sockets on loopback; the host's stand-in bot plays the
absent seat; the other computer's player is a headless bot client."""
from __future__ import annotations

from tests.desktop.test_net_local_seats import _bot_client


def _ann_and_lea_seated(app, code: str, bot_pause_ms: int | None = None):
    """A 2 Win table on loopback: Ann and Lea at this window, each on a connection of
    her own (seats 0 and 2), Bob a headless bot elsewhere; (host, net thread, session)
    once the table is up."""
    from desktop.net.remote import NetThread
    from tests.net.loopback import make_host
    host = make_host("twowin", 3, "remote,remote,remote", seed=8, code=code, absent="bot:easy")
    if bot_pause_ms is not None:
        host.tables[0].bot_pause_ms = bot_pause_ms
    net = NetThread.shared()
    _, port = net.submit(host.start("127.0.0.1", 0)).result(5)
    match = host.tables[0].match
    app.window.net_play()._join(f"127.0.0.1:{port}", code, "Ann", token=match.seats[0].token,
                                others=[("Lea", match.seats[2].token)])
    _bot_client(port, code, "Bob", pause_ms=0)
    app.qtbot.waitUntil(lambda: app.window.table is not None, timeout=8000)
    return host, net, app.window.session


def _play(app, session, bots, until, limit: int = 4000) -> None:
    """Each local seat's bot plays through the window when that seat may act."""
    window, qtbot = app.window, app.qtbot
    last = None
    for _ in range(limit):
        if until():
            return
        qtbot.wait(5)
        if window.stack.currentWidget() is getattr(window, "_handover", None):
            window.handover.ready.emit(window.handover.seat)
            continue
        table = window.table
        legal = session.legal(table.viewer)
        if window.stack.currentWidget() is window.end or not table.my_turn() or not legal:
            continue
        view = session.view(table.viewer)
        if (table.viewer, view, legal) == last:
            continue
        last = (table.viewer, view, legal)
        session.play(table.viewer, bots[table.viewer].choose(view, legal))
    raise AssertionError("not reached: " + " | ".join(app.spoken()[-6:]))


def _private_to(match, seat: int, after: int, upto: int) -> list:
    return [e for entry in match.log if after < entry.seq <= upto for e in entry.events
            if e.visible_to == frozenset({seat})]


def test_the_seat_whose_connection_alone_was_cut_gets_its_private_catch_up(make_app):
    from engine.ai.bots import make_bot
    app = make_app("--lang", "en")
    qtbot, window = app.qtbot, app.window
    host, net, session = _ann_and_lea_seated(app, "CUT")
    match = host.tables[0].match
    bots = {seat: make_bot(session.game, "easy", seat, 70 + seat) for seat in (0, 2)}
    _play(app, session, bots, lambda: match.seq >= 6)
    lea = session.clients[1]
    spoken_before = len(app.spoken())
    real_url, lea.url = lea.url, "ws://127.0.0.1:9"  # nobody there: the cut lasts until the address comes back
    net.loop.call_soon_threadsafe(lambda: lea.ws.transport.abort())
    qtbot.waitUntil(lambda: 1 in session.merger.lost, timeout=5000)
    qtbot.waitUntil(lambda: "Lea's connection to the host is lost. Trying again…" in app.spoken(), timeout=3000)
    assert "The connection to the host is lost. Trying again…" not in app.spoken()  # Ann's is not
    since = lea.last
    assert session.legal(2) == ()  # not Lea's turn here while she is away
    # Ann plays on; the host's stand-in bot chooses for Lea (2 Win: each choice is private)
    _play(app, session, bots, lambda: match.over() or
          len(_private_to(match, 2, since, session.merger.emitted)) >= 2)
    missed = _private_to(match, 2, since, session.merger.emitted)
    lea.url = real_url
    qtbot.waitUntil(lambda: not session.merger.lost and session.merger.caught_up(), timeout=10000)
    qtbot.wait(100)
    heard = app.history(2)
    expected = [m.text for e in missed for m in window.table.narrator.narrate(e, 2)]
    assert expected and all(text in heard for text in expected), (expected, heard[-12:])
    assert not any(text in app.history(0) for text in expected)  # Lea's alone
    qtbot.waitUntil(lambda: "Lea is back at the table." in app.spoken(), timeout=3000)
    assert not any(t.startswith("You are back at the table.") for t in app.spoken()[spoken_before:])  # Ann never left
    window.show_home()
    net.submit(host.close()).result(5)


def test_both_connections_lost_at_once_are_said_once_naming_nobody(make_app):
    """A network cut at a computer with two players: one message for both, as for one
    player alone (one connection lost of several names its player: the test above)."""
    app = make_app("--lang", "en")
    qtbot, window = app.qtbot, app.window
    host, net, session = _ann_and_lea_seated(app, "CUT2", bot_pause_ms=2000)  # the stand-in bots wait: slowly
    said = len(app.spoken())
    for client in session.clients:
        client.url = "ws://127.0.0.1:9"  # nobody there: the cut lasts
        net.loop.call_soon_threadsafe(lambda c=client: c.ws.transport.abort())
    qtbot.waitUntil(lambda: session.merger.lost == {0, 1}, timeout=5000)
    qtbot.wait(700)  # past the grace in which the second loss joins the first
    lost = [t for t in app.spoken()[said:] if "connection to the host is lost" in t]
    assert lost == ["The connection to the host is lost. Trying again…"], lost
    window.show_home()
    net.submit(host.close()).result(5)
