"""Narrators get their lookups (hands, keys, memory aid) when they are made, and
read them when they speak: a key rebound or the memory aid turned on during a match
is said at once, with no table pushing attributes into the narrator."""
from __future__ import annotations

from desktop import settings as S
from desktop.narration import NarrationContext, narrator_for
from engine.games.numwin import events as ev
from engine.games.numwin.cards import Card

R7 = Card("classic", 7, "rouge")


def test_the_narrator_says_the_key_the_player_has_now():
    keys = {"numwin_claim": "F12", "numwin_pass": "Shift+F12"}
    narrator = narrator_for("numwin", ["Ann", "Bob"], NarrationContext(key=lambda action: keys.get(action, "")))
    assert "F12" in narrator.narrate(ev.ClaimWindowOpened(1, R7, 5000), 0)[0].text
    keys["numwin_claim"] = "F10"
    assert "F10" in narrator.narrate(ev.ClaimWindowOpened(1, R7, 5000), 0)[0].text


def test_the_memory_aid_is_read_when_a_card_is_seen():
    aid = {"on": False}
    narrator = narrator_for("numwin", ["Ann", "Bob"], NarrationContext(memory_aid=lambda: aid["on"]))
    seen = ev.CardSeen(0, 0, 1, R7, "deal", visible_to=frozenset({0}))
    assert narrator.narrate(seen, 0)[0].remember is False
    aid["on"] = True
    assert narrator.narrate(seen, 0)[0].remember is True


def test_the_main_window_gives_its_table_s_narrator_the_live_lookups(make_app):
    from desktop.app import parse_args, start_direct
    app = make_app("--lang", "en")
    start_direct(app.window, parse_args(["--game", "numwin", "--players", "2", "--seed", "4"]))
    app.qtbot.waitUntil(lambda: app.window.table is not None and app.window.table.game_id == "numwin", timeout=3000)
    context = app.window.table.narrator.context
    assert context.view_of is not None and len(context.view_of(0).hands[0]) == 2  # seat 0's combination
    app.window.settings.set_raw("shortcuts", "numwin_claim", "F10")
    app.window.apply_shortcuts()
    assert context.key("numwin_claim") == "F10"
    app.window.settings.set(S.MEMORY_AID, True)
    assert context.memory_aid() is True
