"""Several players joining from one computer when the table has too few free seats:
refused up front, said once to that window, and nobody of them seated."""
from __future__ import annotations

from tests.desktop.test_net_local_seats import _bot_client


def test_two_players_here_and_one_free_seat_are_refused_up_front(make_app):
    from desktop.net.remote import NetThread
    from tests.net.loopback import make_host
    ann = make_app("--lang", "en")
    qtbot = ann.qtbot
    host = make_host("gap", 3, "remote,remote,remote", seed=41, code="FEW")
    net = NetThread.shared()
    _, port = net.submit(host.start("127.0.0.1", 0)).result(5)
    match = host.tables[0].match
    _bot_client(port, "FEW", "Bob")
    _bot_client(port, "FEW", "Cleo")
    qtbot.waitUntil(lambda: sum(bool(s.name) for s in match.seats) == 2, timeout=5000)
    play = ann.window.net_play()
    play._join(f"127.0.0.1:{port}", "FEW", "Ann", others=[("Lea", None)])  # as the join dialog does
    said = "This table has too few free seats for the players at this computer (free seats: 1; players here: 2). " \
           "Nobody was seated."
    qtbot.waitUntil(lambda: said in ann.spoken(), timeout=5000)
    qtbot.wait(300)  # the other player's connection is refused too: not said again
    assert ann.spoken().count(said) == 1
    assert play.waiting is not None and play.waiting.status.text() == said
    assert [s.name for s in match.seats].count("") == 1 and not match.started  # the free seat is still free
    assert not any(s.name in ("Ann", "Lea") for s in match.seats)
    play.waiting.reject()  # Escape
    assert ann.history()[-1] == said  # the refusal stays the last word: no "You have left the table."
    net.submit(host.close()).result(5)


def _shown_join_dialog(qtbot):
    from desktop.net.dialogs import JoinDialog
    from tests.desktop.conftest import show_active
    return show_active(qtbot, JoinDialog())


def test_the_address_of_a_found_table_is_selected_when_tab_reaches_it(qtbot):
    """Orca 43 says "127.0.0.1:3878 selected" in the address field: Tab into a filled
    line edit selects its text (Qt's and GTK's way), so that typing another address
    replaces it instead of adding to it. Kept on purpose (issue 16 note)."""
    from desktop.net.discovery import FoundTable
    from desktop.qt import Qt
    dialog = _shown_join_dialog(qtbot)
    dialog.add_table(FoundTable("t1", "127.0.0.1:3878", "gap", 2, 1, "Zoé", 1))
    dialog.tables.setFocus()
    qtbot.keyClick(dialog.tables, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.address
    assert dialog.address.selectedText() == "127.0.0.1:3878"
    qtbot.keyClicks(dialog.address, "10.0.0.5:47474")
    assert dialog.address.text() == "10.0.0.5:47474"


def test_enter_on_a_table_without_a_code_goes_to_the_code_field(qtbot):
    """By ear: Enter on a found table said "Type the join code the host gave you." and
    left the focus in the list, where the code then typed went nowhere. The focus goes
    to the field to fix; a code typed there joins."""
    from desktop.net.discovery import FoundTable
    from desktop.qt import Qt
    dialog = _shown_join_dialog(qtbot)
    dialog.add_table(FoundTable("t1", "127.0.0.1:3878", "gap", 2, 1, "Zoé", 1))
    dialog.tables.setFocus()
    qtbot.keyClick(dialog.tables, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.problem.text() == "Type the join code the host gave you."
    assert dialog.focusWidget() is dialog.code
    qtbot.keyClicks(dialog.code, "xkgq")
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.target() == ("127.0.0.1:3878", "XKGQ")
    other = _shown_join_dialog(qtbot)
    other.address.setText("no port")
    other.code.setText("XKGQ")
    other.tables.setFocus()
    qtbot.keyClick(other.tables, Qt.Key.Key_Return)
    assert other.focusWidget() is other.address  # a wrong address: back to the address


def test_a_table_found_while_an_address_is_typed_does_not_replace_it(qtbot):
    """By ear: a table announced on the network while the player typed the host's address
    became the list's current table and overwrote the address; they joined another table."""
    from desktop.net.discovery import FoundTable
    from desktop.qt import Qt
    dialog = _shown_join_dialog(qtbot)
    dialog.address.setFocus()
    qtbot.keyClicks(dialog.address, "127.0.0.1:47490")
    dialog.add_table(FoundTable("t1", "10.0.0.9:3878", "gap", 2, 1, "Zoé", 1))
    assert dialog.tables.currentItem() is not None  # listed and current, for when the player goes there
    assert dialog.address.text() == "127.0.0.1:47490"
    dialog.tables.setFocus()  # choosing a table in the list still fills its address in
    dialog.add_table(FoundTable("t2", "10.0.0.7:3878", "gap", 3, 2, "Léo", 1))
    qtbot.keyClick(dialog.tables, Qt.Key.Key_Down)
    assert dialog.address.text() == "10.0.0.7:3878"
    qtbot.keyClick(dialog.tables, Qt.Key.Key_Up)
    assert dialog.address.text() == "10.0.0.9:3878"


def test_tables_found_together_are_said_in_one_sentence_and_none_while_typing(qtbot):
    """By ear: each table found was its own "Table found: ..." (the tables already there
    all answer the dialog's first query at once, and each sentence cut the one before),
    and tables appearing later interrupted the address and the code as they were typed."""
    from desktop.net.dialogs import FOUND_GATHER_MS
    from desktop.net.discovery import FoundTable
    dialog = _shown_join_dialog(qtbot)
    said: list[str] = []
    dialog.tableAnnounced.connect(said.append)
    dialog.add_table(FoundTable("t1", "10.0.0.9:3878", "gap", 2, 1, "Zoé", 1))
    dialog.add_table(FoundTable("t2", "10.0.0.7:3878", "qwinto", 3, 2, "Léo", 1))
    dialog.add_table(FoundTable("t1", "10.0.0.9:3878", "gap", 2, 1, "Zoé", 1))  # the same one again: not new
    qtbot.waitUntil(lambda: bool(said), timeout=FOUND_GATHER_MS + 1000)
    assert said == ["2 tables found: GAP, 2 players, hosted by Zoé, 1 seat free; "
                    "Qwinto, 3 players, hosted by Léo, 2 seats free."]
    dialog.add_table(FoundTable("t3", "10.0.0.5:3878", "gap", 2, 1, "Max", 1))
    qtbot.waitUntil(lambda: len(said) == 2, timeout=FOUND_GATHER_MS + 1000)
    assert said[1] == "Table found: GAP, 2 players, hosted by Max, 1 seat free."
    dialog.add_table(FoundTable("t5", "10.0.0.3:3878", "gap", 2, 1, "Eve", 1))
    dialog.remove_table("t5")  # gone before it was said: not said
    qtbot.wait(FOUND_GATHER_MS + 200)
    assert len(said) == 2, said
    dialog.code.setFocus()
    dialog.add_table(FoundTable("t4", "10.0.0.4:3878", "numwin", 4, 3, "Ada", 1))
    qtbot.wait(FOUND_GATHER_MS + 200)
    assert len(said) == 2 and dialog.tables.count() == 4  # listed, said when the list is read


def test_a_table_that_changes_before_it_is_said_is_said_as_it_is_now(qtbot):
    """A table found, then changed within the gathering moment (its free seat taken), was
    said as it was found: "1 seat free" of a full table."""
    from desktop.net.dialogs import FOUND_GATHER_MS
    from desktop.net.discovery import FoundTable
    dialog = _shown_join_dialog(qtbot)
    said: list[str] = []
    dialog.tableAnnounced.connect(said.append)
    dialog.add_table(FoundTable("t1", "10.0.0.9:3878", "gap", 2, 1, "Zoé", 1))
    dialog.add_table(FoundTable("t1", "10.0.0.9:3878", "gap", 2, 0, "Zoé", 1))  # the seat taken meanwhile
    qtbot.waitUntil(lambda: bool(said), timeout=FOUND_GATHER_MS + 1000)
    assert said == ["Table found: GAP, 2 players, hosted by Zoé, no seat free."]


def test_the_last_player_to_join_goes_straight_to_the_table(make_app, monkeypatch):
    """A joiner's waiting room opens only when the match has not started a moment after
    joining: opened and closed in the same instant, its events and the window's
    reactivation came with the table's, and Orca (past its queue's flood limit) dropped
    the start message (heard once by ear)."""
    from desktop.net import window as net_window
    from desktop.net.remote import NetThread
    from tests.net.loopback import make_host
    opened: list[str] = []
    monkeypatch.setattr(net_window.WaitingDialog, "open", lambda dialog: opened.append(dialog.status.text()))
    ann = make_app("--lang", "en")
    net = NetThread.shared()
    last = make_host("gap", 2, "remote,bot:easy", seed=4, code="LAST")
    _, port = net.submit(last.start("127.0.0.1", 0)).result(5)
    play = ann.window.net_play()
    play._join(f"127.0.0.1:{port}", "LAST", "Ann")
    ann.qtbot.waitUntil(lambda: ann.window.table is not None, timeout=5000)
    ann.qtbot.wait(net_window.JOINER_WAITING_ROOM_MS + 100)
    assert opened == [] and play.waiting is None
    assert any("a new game with" in t for t in ann.spoken())
    ann.window.show_home()
    net.submit(last.close()).result(5)

    early = make_host("gap", 3, "remote,remote,bot:easy", seed=4, code="EARLY")
    _, port = net.submit(early.start("127.0.0.1", 0)).result(5)
    play._join(f"127.0.0.1:{port}", "EARLY", "Ann")
    ann.qtbot.waitUntil(lambda: play.waiting is not None, timeout=3000)  # the others are awaited: it opens
    assert opened == ["Waiting for the other players."] and ann.window.table is None
    play.waiting.reject()
    assert ann.history()[-1] == "You have left the table."
    net.submit(early.close()).result(5)


def test_tables_found_together_in_french_are_one_french_sentence(qtbot):
    from desktop.i18n import Languages
    from desktop.net.dialogs import FOUND_GATHER_MS
    from desktop.net.discovery import FoundTable
    from desktop.qt import QtWidgets
    languages = Languages(QtWidgets.QApplication.instance())
    assert languages.switch("fr")
    try:
        dialog = _shown_join_dialog(qtbot)
        said: list[str] = []
        dialog.tableAnnounced.connect(said.append)
        dialog.add_table(FoundTable("t1", "10.0.0.9:3878", "gap", 2, 1, "Zoé", 1))
        dialog.add_table(FoundTable("t2", "10.0.0.7:3878", "qwinto", 3, 2, "Léo", 1))
        qtbot.waitUntil(lambda: bool(said), timeout=FOUND_GATHER_MS + 1000)
        assert said == ["2 tables trouvées : GAP (grand écart), 2 joueurs, hébergée par Zoé, 1 place libre ; "
                        "Qwinto, 3 joueurs, hébergée par Léo, 2 places libres."]  # a space before ";", as in French
    finally:
        languages.switch("en")
