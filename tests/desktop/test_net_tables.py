"""Every game's table on a RemoteSession, to the end screen (ARCHITECTURE rule 12).

One window joins a headless host; a bot client takes the other seat. The window's
own moves are a bot's choice played through `session.play` (the keyboard paths are
the tables' own tests; this checks that each table, its narration and its review
keys run on the network's face of a session). In Num Win the window's claim clock
runs: it reports the announcement heard to the host and passes through the clock.
"""
from __future__ import annotations

import pytest

from desktop import settings as S

GAMES = [("gap", {}), ("twowin", {}), ("vingtdeux", {}), ("qwinto", {}), ("numwin", {"rounds": 1, "claim_seconds": 2})]


@pytest.mark.parametrize("game_id,options", GAMES, ids=[g for g, _ in GAMES])
def test_each_table_plays_a_network_match_to_the_end(make_app, game_id, options, monkeypatch):
    from desktop.net.client import BotPlayer, NetClient
    from desktop.net.remote import NetThread
    from engine.ai.bots import make_bot
    from engine.net import claims
    from tests.net.loopback import make_host

    heard: list[int] = []
    original = claims.ClaimReferee.heard
    monkeypatch.setattr(claims.ClaimReferee, "heard",
                        lambda self, seat, now, delay: (heard.append(seat), original(self, seat, now, delay))[1])
    app = make_app("--lang", "en")
    qtbot, window = app.qtbot, app.window
    window.settings.set(S.PLAYER_NAME, "Ann")
    host = make_host(game_id, 2, "remote,remote", seed=4, options=options, code="T")
    net = NetThread.shared()
    _, port = net.submit(host.start("127.0.0.1", 0)).result(5)
    window.net_play()._join(f"127.0.0.1:{port}", "T", "Ann")
    holder: list = []
    other = NetClient(f"127.0.0.1:{port}", "T", "Bob", "en", BotPlayer("easy", lambda: holder[0]), retry_s=5)
    holder.append(other)
    net.submit(other.run())
    qtbot.waitUntil(lambda: window.table is not None, timeout=8000)
    session, table = window.session, window.table
    bot = make_bot(session.game, "easy", table.viewer, 99)
    last = None
    for _ in range(3000):
        if window.stack.currentWidget() is window.end:
            break
        qtbot.wait(5)
        legal = session.legal(table.viewer)
        if not table.my_turn() or not legal:
            continue
        view = session.view(table.viewer)
        if game_id == "numwin" and getattr(view, "phase", "") == "claim" and view.claim_ms:
            if table.clock.state == "open":
                table.clock.pass_now()  # the window's own clock answers, as the pass key does
            continue
        if (view, legal) == last:
            continue  # sent; the host's answer is on its way
        last = (view, legal)
        session.play(table.viewer, bot.choose(view, legal))
    else:
        raise AssertionError("the match did not end")
    assert window.stack.currentWidget() is window.end
    assert any("Bob" in t for t in app.history(table.viewer))
    if game_id == "numwin":
        assert table.viewer in heard, "the window told the host when the discard had been heard"
    window.show_home()
    net.submit(host.close()).result(5)
