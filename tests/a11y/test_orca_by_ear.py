"""What a blind player hears from the real Orca 43, key by key (issue 15).

One Orca session per game (tests/a11y/orca_live.py: Xvfb with Debian's openbox as
window manager, so focus after a dialog behaves as on a desktop), reached with
--game/--seed; the tests of a module run in order on that one session. Each check
presses keys and reads Orca's next spoken lines:
- your own action's result is among the first two lines after the key (the key's
  echo, "left control", is the first), said as a message (probe.Said.notified: Orca
  spoke it for a notification widget; it says the text alone, no role word);
- a navigation key makes Orca say at most N lines;
- after a dialog closes the focus is back (the next arrow reads a box or a card,
  not "Could not find current location").
"""
from __future__ import annotations

import re
import time

import pytest

from tests.a11y import orca_live
from tests.a11y.probe import notified

BASE = ["--lang", "en", "--speech", "screenreader", "--bot-pause", "300"]


def live(args: list[str], data_dir=None):
    """A module fixture's session (`yield from live(...)`): started (stopped again if the
    start fails: OrcaLive's own context), then stopped and its files removed."""
    with orca_live.OrcaLive(BASE + args, data_dir=data_dir) as session:
        yield session
    session.cleanup()


def saved(tmp_path_factory, name: str, write, *args):
    """A data folder holding the save `write` makes (what it returns comes second)."""
    data = tmp_path_factory.mktemp(name)
    return data, write(data, *args)


@pytest.fixture(scope="module")
def qwinto(live_available):
    yield from live(["--game", "qwinto", "--players", "3", "--seed", "5"])


@pytest.fixture(scope="module")
def vingtdeux(live_available):
    yield from live(["--game", "vingtdeux", "--players", "3", "--seed", "1"])


@pytest.fixture(scope="module")
def numwin(live_available):
    yield from live(["--game", "numwin", "--players", "2", "--seed", "1"])


def hear(session, key: str, pattern: str, seconds: float = 5.0, message: bool = False) -> list[str]:
    """Press key; what Orca says until a line matches pattern (a message's line with
    message=True) or seconds pass, and what follows within a second (so that extra
    lines are counted too)."""
    def found(lines: list[str]) -> bool:
        return any(re.search(pattern, line) for line in (notified(lines) if message else lines))
    lines = session.keys(key, wait=0.2)
    end = time.monotonic() + seconds
    while not found(lines) and time.monotonic() < end:
        lines += session.listen(0.3)
    return lines + session.listen(1.0)


@pytest.fixture(scope="module")
def home(live_available):
    yield from live([])


def first_two(lines: list[str], pattern: str) -> bool:
    """A message matching pattern is among the first two lines."""
    return any(re.search(pattern, line) for line in notified(lines[:2]))


def said_as_messages(lines: list[str], expected: list[str]) -> bool:
    """Orca said exactly `expected`, each as a message (not as the focus's speech)."""
    return lines == expected and notified(lines) == lines


def speech(lines: list[str]) -> list[str]:
    """What was said, without the key echoes Orca adds for modifiers and letters."""
    echoes = {"left control", "left alt", "left shift", "escape", "tab", "return", "h", "H", "plus"}
    return [line for line in lines if line.strip() not in echoes]


# ---- the home screen --------------------------------------------------------------
def test_home_start_says_no_empty_notification(home):
    """The notification widgets appear with the window: built after its first paint (issue
    19's start-up work), each made Orca say "notification." at every start, 8 in a row."""
    lines = list(home.said)  # what the start heard (OrcaLive listens until the window is read)
    if not any(line.startswith("GAP") for line in lines):
        lines += home.until(r"^GAP", 10.0)
    assert any(line.startswith("GAP") for line in lines), lines
    assert not any(line.startswith("notification") for line in lines), lines


def test_home_a_first_start_says_how_to_go_on_after_the_game_list(home):
    """Heard by ear, a newcomer's first start said only "Tablée frame. Game: list with 5
    items. GAP." (window_speech.welcome_once): the welcome comes after the list, whole."""
    lines = list(home.said)
    if not any(line.startswith("Welcome to Tablée.") for line in lines):
        lines += home.until(r"^Welcome to Tablée\.", 10.0)
    game = next(i for i, line in enumerate(lines) if line.startswith("GAP"))
    welcome = next(i for i, line in enumerate(lines) if line.startswith("Welcome to Tablée."))
    assert welcome > game, lines
    assert lines[welcome].endswith("F1 lists the keys of every screen."), lines
    assert notified(lines[welcome:welcome + 1]), lines  # said as a message, its text alone


def test_home_a_seat_s_name_is_said_whole(home):
    """Orca 43 said "Seat 2: text. Pau selected.": it reads a line edit by its text
    attributes' runs, which Qt gives a QLineEdit empty, and lost the last character
    (desktop/widgets/lineedit.py). An empty name says the name it stands for."""
    heard: list[str] = []
    for _ in range(6):
        heard = hear(home, "Tab", r"text|combo box|push button")
        if any(line.startswith("Seat 2:") for line in heard):
            break
    field_at = next(i for i, line in enumerate(heard) if line.startswith("Seat 2:"))
    assert "Paul selected." in heard[field_at:], heard
    # Qt sent Tab's selection before the focus: "Paul. selected. Seat 2: text. Paul selected."
    assert not any(line.startswith(("Paul", "selected")) for line in heard[:field_at]), heard
    # Tab out of a field Tab had selected said "Text unselected." (its deselection)
    left = hear(home, "Tab", r"combo box")
    assert not any("unselected" in line for line in left), left
    back = hear(home, "shift+Tab", r"Paul selected")
    assert "Paul selected." in back and back.count("Paul selected.") == 1, back
    assert not any(line.startswith(("Paul", "selected")) for line in back[:back.index("Paul selected.") - 1]), back
    # Ctrl+Backspace said nothing of the word it erased (Qt reports it as spaces)
    home.keys("End space m o r e", wait=0.5, delay=0.2)
    erased = hear(home, "ctrl+BackSpace", r"more")
    assert any(line.startswith("more") for line in erased), erased
    hear(home, "BackSpace", r".", 1.0)  # the space: the name is Paul again


def test_home_options_come_before_start_and_say_their_values(home):
    """A value is said as a message, its text alone: outside a status bar Orca said
    "notification." before every message (screenreader.py, NotificationArea)."""
    heard = []
    for _ in range(8):
        heard = hear(home, "Tab", r"combo box|push button")
        if any("Target score" in line or "Start the game" in line for line in heard):
            break
    assert any("Target score" in line for line in heard), heard  # before Start
    lines = hear(home, "Down", "70")
    assert said_as_messages(lines, ["70."]), lines


def test_home_join_dialog_s_address_is_said_on_the_first_tab(home):
    """With no table found on the network the address field had never had its cursor
    placed: at its first focus Qt reported a caret move first, and Orca said nothing."""
    opened = hear(home, "ctrl+shift+j", r"Tables on the local network", 8.0)
    assert any("Join a network game" in line for line in opened), opened
    lines = hear(home, "Tab", r"Address")
    assert any(line.startswith("Address (computer:port)") for line in lines), opened + lines
    hear(home, "Escape", r"Game|GAP|Tablée", 3.0)


def test_home_join_code_of_one_character_is_said(home):
    """A one-character field was said with nothing in it ("Join code: text. selected."):
    the same lost last character as the seats' names. Backspace says the character it
    erased (Qt reports a text edit's erased text as spaces: LineEdit reports it again)."""
    hear(home, "ctrl+shift+j", r"Tables on the local network", 8.0)
    hear(home, "Tab", r"Address")
    hear(home, "Tab", r"Join code")
    hear(home, "7", r"7")
    hear(home, "8", r"8")
    erased = hear(home, "BackSpace", r"^8$")
    assert "8" in erased, erased
    hear(home, "shift+Tab", r"Address")
    lines = hear(home, "Tab", r"Join code")
    after = lines[next(i for i, line in enumerate(lines) if line.startswith("Join code")):]
    assert "7 selected." in after, lines
    hear(home, "Escape", r"Game|GAP|Tablée", 3.0)


def test_home_join_without_a_code_goes_to_the_code_field(home):
    """By ear: Enter said "Type the join code the host gave you." and the focus stayed
    where it was, so the code typed next went nowhere."""
    hear(home, "ctrl+shift+j", r"Tables on the local network", 8.0)
    hear(home, "Tab", r"Address")
    home.keys("1 2 7 period 0 period 0 period 1 colon 4 0 0 0", wait=0.5, delay=0.15)
    lines = hear(home, "Return", r"^Join code", 5.0)
    assert any(line.startswith("Join code") for line in lines), lines
    assert any(line.startswith("Type the join code the host gave you.") for line in notified(lines)), lines
    reason = next(i for i, line in enumerate(lines) if line.startswith("Type the join code"))
    assert reason < next(i for i, line in enumerate(lines) if line.startswith("Join code")), lines  # why, then where
    hear(home, "7", r"7")
    hear(home, "shift+Tab", r"Address")
    lines = hear(home, "Tab", r"Join code")
    after = lines[next(i for i, line in enumerate(lines) if line.startswith("Join code")):]
    assert "7 selected." in after, lines  # the 7 went into the code field
    hear(home, "Escape", r"Game|GAP|Tablée", 3.0)


def test_home_a_hosted_table_left_in_the_waiting_room_says_it_is_closed(home):
    """By ear: Escape in the waiting room closed the hosted table without a word; the
    home screen's list was read as if nothing had happened."""
    hear(home, "ctrl+shift+h", r"Host a network game", 6.0)
    hear(home, "shift+Tab", r"Cancel")
    hear(home, "shift+Tab", r"Host push button")
    hear(home, "Return", r"Your table is open", 6.0)
    lines = hear(home, "Escape", r"combo box|list|push button", 5.0)  # the focus where it was before
    closed = next((i for i, line in enumerate(lines) if line.startswith("Your table is closed: nobody can join")), None)
    back = next((i for i, line in enumerate(lines) if line.startswith("Tablée frame")), None)
    assert closed is not None and back is not None and closed < back, lines  # what became of it, then where


def test_home_settings_speak_the_language_just_chosen(home):
    """By ear (French, English chosen): the table turned English at once, while the
    Settings dialog went on saying "Sortie vocale", "Automatique"."""
    hear(home, "ctrl+p", r"Language", 6.0)
    lines = hear(home, "Down", r"Français", 3.0)  # System language, then Français
    assert any(line.startswith("Français") for line in lines), lines
    lines = hear(home, "Tab", r"combo box")
    assert any(line.startswith("Sortie vocale") for line in lines), lines
    assert any(line.startswith("Automatique") for line in lines), lines
    hear(home, "shift+Tab", r"Langue")
    lines = hear(home, "Up", r"Langue du système", 3.0)  # back to the system's: English (said as chosen)
    hear(home, "Escape", r"Game|GAP|Tablée", 3.0)
    assert any(line.startswith("Langue du système") for line in lines), lines


def test_home_match_start_says_the_game_first(home):
    """Orca 43 drops the "showing" events it speaks a message by once more than 50 events
    wait in its queue (its flood check): opening a table queued 26-28 events before its
    start message's notification (each region named twice, each hidden list's first
    selection two events), and a network join 44. Now 16-20, with room below the bound
    for a loaded machine's extra events (the bot's first move, focus echoes)."""
    for _ in range(4):
        if any("Start the game" in line for line in hear(home, "Tab", r"combo box|push button")):
            break
    mark = home.mark()
    lines = hear(home, "Return", "a new game", 8.0)
    assert first_two(lines, r"^GAP.*: a new game with"), lines
    queued = home.queued_events(mark, "a new game")
    assert len(home.before_notification(queued)) < 22, "\n".join(queued)


# ---- Qwinto ------------------------------------------------------------------------
def test_qwinto_start_says_who_rolls_first(qwinto):
    assert any("You roll first" in line for line in qwinto.said), qwinto.said


def test_qwinto_a_die_letter_is_answered_by_its_message_only(qwinto):
    """By ear: "purple die, chosen." (the focus moving to the die) came before the message."""
    for key, state in (("v", "not chosen"), ("v", "chosen")):
        lines = [line for line in hear(qwinto, key, f"Purple {state}") if line.strip() != key]
        assert lines and lines[0].startswith(f"Purple {state}. You will roll") and lines[0].notified, lines
        assert not any("purple die" in line for line in lines), lines


def test_qwinto_roll_result_is_heard_first(qwinto):
    lines = hear(qwinto, "ctrl+d", "You roll")
    assert first_two(lines, r"^You roll .*: sum \d+"), lines


def test_qwinto_keep_result_comes_before_the_sheet_is_read(qwinto):
    lines = hear(qwinto, "ctrl+k", "box 1 of 9")
    assert first_two(lines, r"^You keep \d+"), lines
    assert any("Your sheet" in line for line in lines), lines  # the focus went to the sheet, after
    assert "List with 27 items." in lines, lines  # the boxes only


def test_qwinto_sheet_arrows_say_one_box_and_the_edges_say_so(qwinto):
    for key in ("Right", "Down", "Left"):
        lines = hear(qwinto, key, r"box \d of 9")
        assert len(lines) == 1 and re.search(r"box \d of 9", lines[0]), (key, lines)
    lines = qwinto.keys("ctrl+Home", wait=1.0)
    assert not any("not selected" in line for line in lines), lines  # Ctrl moved the box unselected
    lines = hear(qwinto, "Up", "Top row")
    assert said_as_messages(lines, ["Top row."]), lines
    lines = hear(qwinto, "Left", "Start of the row")
    assert said_as_messages(lines, ["Start of the row."]), lines


def test_qwinto_confirmation_is_read_once_and_the_focus_comes_back(qwinto):
    lines = hear(qwinto, "ctrl+m", "push button")
    assert sum("Write nothing?" in line for line in lines) == 1, lines
    assert any("No push button" in line for line in lines), lines  # No stays the default
    qwinto.keys("Escape", wait=1.5)
    lines = hear(qwinto, "Right", r"box \d of 9")
    assert lines and re.search(r"box \d of 9", lines[-1]), lines
    assert not qwinto.focus_lost()


def test_qwinto_keys_help_is_a_document_read_line_by_line(qwinto):
    lines = hear(qwinto, "F1", "Keys of this screen")
    assert any("Keys of this screen" in line for line in lines), lines
    lines = hear(qwinto, "Down", ".")
    assert lines == ["Qwinto table"], lines  # the first heading, one line
    lines = speech(hear(qwinto, "h", "Every game table"))
    assert said_as_messages(lines, ["Every game table."]), lines
    qwinto.keys("Escape", wait=1.5)
    lines = hear(qwinto, "Left", r"box \d of 9")
    assert lines and re.search(r"box \d of 9", lines[-1]), lines


def test_qwinto_rules_are_read_whole_by_say_all(qwinto):
    before = len(qwinto.say_all())
    lines = hear(qwinto, "shift+F1", "Qwinto, the rules")
    assert any("Qwinto, the rules" in line for line in lines), lines
    qwinto.keys("KP_Add", wait=6.0)  # Orca's Say All (desktop layout)
    read = qwinto.say_all()[before:]
    assert len(read) >= 2 and any("dice game" in piece for piece in read), read
    qwinto.keys("Escape", wait=1.5)
    lines = hear(qwinto, "Right", r"box \d of 9")
    assert lines and re.search(r"box \d of 9", lines[-1]), lines


def test_qwinto_settings_are_announced_first_and_the_focus_comes_back(qwinto):
    """Opened after other dialogs (F1, Shift+F1 above): Orca had 109 events to query the
    app about (every widget being filled in) before it could say "Settings", 5-9 s."""
    mark = qwinto.mark()
    lines = speech(hear(qwinto, "ctrl+p", "combo box", 15.0))
    assert lines[:2] == ["Settings — Tablée dialog.", "Language combo box."], lines
    queued = qwinto.queued_since(mark, "Settings")
    assert queued < 40, queued
    # Down on a combo box: Orca 43 says nothing of the new value, so the app says it
    hear(qwinto, "Tab Tab Tab", "braille display combo box")
    lines = speech(hear(qwinto, "Down", "My moves", message=True))
    assert said_as_messages(lines, ["My moves and urgent messages."]), lines
    hear(qwinto, "Up", "All messages", message=True)
    lines = hear(qwinto, "Escape", r"box \d of 9|die")
    assert not any("layered pane" in line for line in lines), lines  # the screens' stack is not read
    assert lines and re.search(r"box \d of 9|die", lines[-1]), lines  # what has the focus, last
    assert not qwinto.focus_lost()


# ---- Vingt-deux ----------------------------------------------------------------------
def test_vingtdeux_hand_home_end_speak_one_card(vingtdeux):
    for key in ("End", "Home"):
        lines = hear(vingtdeux, key, " of ")
        assert len(lines) == 1 and re.search(r" of (clubs|hearts|spades|diamonds)", lines[0]), (key, lines)


def test_vingtdeux_history_review_speaks_the_message_only(vingtdeux):
    for key in ("alt+Up", "alt+Up", "alt+Down"):
        lines = speech(hear(vingtdeux, key, ".", message=True))
        assert len(lines) == 1 and lines[0].notified, (key, lines)
    lines = hear(vingtdeux, "Down", " of ")  # the focus stayed in the hand (not the menu bar)
    assert len(lines) == 1 and " of " in lines[0], lines


def test_vingtdeux_keep_all_result_is_heard_first(vingtdeux):
    lines = hear(vingtdeux, "ctrl+k", "You keep all")
    assert first_two(lines, r"^You keep all your cards"), lines


def test_vingtdeux_scores_are_one_key_away(vingtdeux):
    lines = hear(vingtdeux, "F3", "Points")
    assert first_two(lines, r"^Points .*you \d+"), lines


def test_vingtdeux_where_am_i_reads_the_card_under_the_cursor_after_the_turn_passed(vingtdeux):
    """The card you lead ends your turn and nothing reads the hand's new row; Orca's
    "where am I" (KP_Enter) then said nothing at all (its focus was the played card's
    row, removed). The hand keeps that row alive under the card the cursor is on
    (ItemList._keep_focused_item), and KP_Enter names it."""
    lines = hear(vingtdeux, "Return", r"Your turn: play", 25.0, message=True)
    assert first_two(lines, r"^You lead an? "), lines
    lines = hear(vingtdeux, "KP_Enter", r"^\d+ of 6\.$")
    said = speech(lines)
    assert said[:1] == ["list item."] and len(said) == 3, lines
    assert re.search(r" of (clubs|hearts|spades|diamonds)", said[1]) and re.search(r"^\d of 6\.$", said[2]), lines


# ---- Num Win -------------------------------------------------------------------------
def test_numwin_each_card_to_memorise_is_heard_on_its_own(numwin):
    """Ruling numwin 9: each card is its own short message (the deal's two were joined
    with the round's start into one notification)."""
    memorise = [line for line in numwin.said if "Memorise" in line]
    assert len(memorise) == 2, numwin.said
    assert all(re.fullmatch(r"Memorise: your card at position \d is \d+ \w+\.", line) and line.notified
               for line in memorise), memorise


def test_numwin_f4_says_which_positions_you_saw_and_when(numwin):
    lines = hear(numwin, "F4", "Your combination")
    said = next(line for line in lines if "Your combination" in line)
    assert "position 1: face down, seen at the deal; position 2: face down, seen at the deal" in said, said
    dealt = [re.search(r"is (\d+ \w+)\.$", line).group(1) for line in numwin.said if "Memorise" in line]
    assert dealt and not any(card in said for card in dealt), said  # never the values (memory aid off)


def test_numwin_draw_result_is_heard_first(numwin):
    lines = hear(numwin, "ctrl+d", "You draw")
    assert first_two(lines, r"^You draw .* from the pile"), lines


def test_numwin_your_result_comes_before_the_first_move_row(numwin):
    """By ear: after an exchange chosen on the third row, the cursor went back to the
    first move at once and Orca read it ("Claim 9 green (F12)") before your result."""
    hear(numwin, "Down", "Exchange with position 1")
    lines = speech(hear(numwin, "Return", r"\(F12\)"))
    assert lines and re.match(r".* is now face down at your position 1", lines[0]) and lines[0].notified, lines
    row = next(i for i, line in enumerate(lines) if "(F12)" in line and not line.notified)
    assert row > 0, lines  # the first move's row after the words, not before


def test_numwin_claim_question_comes_before_the_first_card_to_choose(numwin):
    """By ear: after F12 the first card to choose was not read (or read before the question)."""
    lines = speech(hear(numwin, "F12", r"^your position 1"))
    assert lines and lines[0].startswith("Which card matches") and lines[0].notified, lines
    assert any(line.startswith("your position 1") for line in lines[1:]), lines
    lines = speech(hear(numwin, "Escape", "Back"))
    assert lines and lines[0] == "Back." and lines[0].notified, lines


def test_numwin_orca_s_status_bar_key_reads_the_recent_messages_oldest_first(numwin):
    """Orca+KP_Enter twice ("read the status bar"): the notification widgets' area is a
    status bar named Recent messages, read as the last messages in the order they came,
    each its text alone."""
    if not any("Your turn" in line for line in notified(numwin.said[-1:])):
        numwin.until("Your turn", 15.0)  # the bots are done: no row changes under the keys
    hear(numwin, "Down", ".", 2.0)  # a live row for Orca (a refreshed row leaves it a dead one)
    before = notified(list(numwin.said))
    lines = numwin.keys("Insert+KP_Enter Insert+KP_Enter", wait=0.5, delay=0.15)
    lines += numwin.until(re.escape(before[-1]), 6.0) + numwin.listen(0.5)
    bar = next((i for i, line in enumerate(lines) if line.endswith("statusbar.")), None)
    assert bar is not None and lines[bar] == "Recent messages statusbar.", lines  # its name, then Orca's role
    read = lines[bar + 1:]
    assert 2 <= len(read) <= 8 and read == before[-len(read):], (read, before[-8:])


@pytest.fixture(scope="module")
def numwin_untimed(live_available, tmp_path_factory):
    data = tmp_path_factory.mktemp("numwin-untimed")
    (data / "settings.ini").write_text("[numwin]\nclaim_delay_ms=0\n")  # each player asked in turn
    yield from live(["--game", "numwin", "--players", "2", "--seed", "4"], data)


def test_numwin_after_passing_on_the_second_row_where_am_i_names_the_first_move(numwin_untimed):
    """By ear (seed 4): Down to "Nothing to claim", Enter, "Your turn: draw ..."; the
    cursor went quietly to "Draw from the pile" but Orca's "where am I" said "Take 12 red
    from the discard (Ctrl+T). not selected. 2 of 2." and Down onto it was silent. The
    first move is now read after the turn's words (ItemList.strayed)."""
    session = numwin_untimed
    if not any("Your turn" in line for line in notified(session.said)):
        session.until("Your turn", 15.0)
    for _ in range(6):  # your moves, by their first row, until Paul's discard opens a claim window
        lines = hear(session, "Return", r"from Paul, may claim|Choose|Exchange it", 20.0, message=True)
        if any("from Paul, may claim" in line for line in notified(lines)):
            break
    else:
        pytest.fail(f"no claim window after Paul's discard: {session.said[-12:]}")
    lines = hear(session, "Down", "^Nothing to claim")
    if not any(line.startswith("Nothing to claim") for line in lines):  # Paul was still being asked
        lines = session.listen(2.0) + hear(session, "Down", "^Nothing to claim")
    assert any(line.startswith("Nothing to claim") for line in lines), lines
    lines = speech(hear(session, "Return", r"^Draw from the pile", 15.0))
    turn = next((i for i, line in enumerate(lines) if "Your turn" in line and line.notified), None)
    assert turn is not None, lines
    assert any(line.startswith("Draw from the pile") for line in lines[turn + 1:]), lines  # after the turn's words
    lines = speech(hear(session, "KP_Enter", r"^\d of 2\.$"))
    assert any(line.startswith("Draw from the pile") for line in lines) and "1 of 2." in lines, lines
    lines = speech(hear(session, "Down", r"^Take .* from the discard"))
    assert any(re.match(r"Take .* from the discard", line) for line in lines), lines  # not silent


@pytest.fixture(scope="module")
def numwin_flash(live_available, tmp_path_factory):
    data = tmp_path_factory.mktemp("numwin-flash")
    (data / "settings.ini").write_text("[numwin]\nclaim_delay_ms=1000\n")  # nobody claims: short windows
    yield from live(["--game", "numwin", "--players", "3", "--seed", "7", "--bot-pause", "100"], data)


def test_numwin_a_flashed_card_says_which_of_yours_moved_up(numwin_flash):
    """By ear (seed 7): Paul's Flash sent my card at position 1 away and my position 2
    became position 1 without a word; a player who memorised "position 2: 5 green" then
    heard "Exchange with position 1" and could not know it was that card."""
    session = numwin_flash
    if not any("Your turn" in line for line in notified(session.said)):
        session.until("Your turn", 20.0)
    hear(session, "ctrl+d", "You draw")
    hear(session, "Down Down Down", "Exchange with position 2")
    lines = hear(session, "Return", "Flash sends your card", 25.0, message=True)
    flash = [line for line in notified(lines) if "Flash sends your card" in line]
    assert flash and flash[0].startswith("7 green to the discard: Paul's Flash sends your card at position 1 there. "
                                         "Your card at position 2 moves up to position 1."), lines


@pytest.fixture(scope="module")
def numwin_own_claim(live_available, tmp_path_factory):
    from tests.a11y.by_ear_saves import write_numwin_own_claim_save
    data, position = saved(tmp_path_factory, "numwin-own-claim", write_numwin_own_claim_save)
    with orca_live.OrcaLive(BASE + ["--continue"], data_dir=data) as session:
        yield session, position
    session.cleanup()


def test_numwin_your_claim_s_result_comes_before_any_row(numwin_own_claim):
    """By ear: Return on the card matching your discard said "Paul is playing. Round 1 of
    2." (the redrawn row, once Paul's answer was in) before "Claim window closed: you
    claim 1 red first. ... Right! ...". Your answer is the last one sent. The row is read
    when your turn comes, after "Your turn" (read first, once, it came before it)."""
    session, position = numwin_own_claim
    hear(session, "ctrl+x", "Claim now with F12", 8.0, message=True)
    hear(session, "F12", r"^your position 1")
    for _ in range(position - 1):
        hear(session, "Down", r"^your position")
    lines = speech(hear(session, "Return", "Right!", 8.0, message=True))
    assert lines and lines[0].startswith("Claim window closed: you claim") and lines[0].notified, lines
    assert "Right!" in lines[0], lines
    # Paul's move brings your turn: the first move is read after the words that say so
    lines += speech(session.until(r"^Draw from the pile", 10.0))
    turn = next((i for i, line in enumerate(lines) if "Your turn" in line and line.notified), None)
    row = next((i for i, line in enumerate(lines) if line.startswith("Draw from the pile") and not line.notified), None)
    assert turn is not None and row is not None and turn < row, lines


def test_vingtdeux_a_changed_key_works_at_once(vingtdeux):
    """Settings, Change the keys, Scores: Ctrl+G; back at the table Ctrl+G speaks the scores."""
    assert any("Settings" in line for line in hear(vingtdeux, "ctrl+p", "combo box", 15.0))  # now within 0.5 s
    lines = hear(vingtdeux, "alt+k", "New game: ", 10.0)
    assert any("Actions and their keys" in line for line in lines), lines
    # Down to Scores by its place in the list, not by ear: on a slow machine Orca can still
    # be reading an earlier row when the focus is already on Scores (CI once went one
    # row past it, changed another action's key, and the next test's Ctrl+Q was captured).
    from desktop import actions
    steps = [spec.id for spec in actions.SPECS].index("review_scores")
    lines = vingtdeux.keys(" ".join(["Down"] * steps), delay=0.3, wait=0.4)
    if not any("Scores: F3" in line for line in lines):
        lines += vingtdeux.until("Scores: F3", 5.0)
    assert any("Scores: F3" in line for line in lines), lines
    assert any("Press the new key for Scores" in line for line in hear(vingtdeux, "Return", "Press the new key"))
    assert any("Scores: Ctrl+G" in line for line in hear(vingtdeux, "ctrl+g", "Scores: Ctrl"))
    hear(vingtdeux, "Escape", "Settings")
    hear(vingtdeux, "Escape", " of ")
    lines = hear(vingtdeux, "ctrl+g", "Points")
    assert first_two(lines, r"^Points "), lines
    lines = hear(vingtdeux, "F3", "Points", 2.0)
    assert not any("Points" in line for line in lines), lines  # F3 is free now


def test_vingtdeux_a_match_saved_by_name_is_heard_whole_and_listed(vingtdeux):
    """By ear (Qt's file dialog): the name selected was said before the dialog, then
    without its last character ("gap.jso selected."), and "Game saved" came after the
    table had the focus back. Tablée's own dialog: the title, the name whole, the result
    first; Open lists it with its date. A folder is named as a player says it: Orca read
    the saves' path ("/root/.local/share/…") before the list, and nothing of an empty
    folder but "Another file push button" (its label was the hidden list's)."""
    lines = hear(vingtdeux, "ctrl+o", "Another file", 6.0)
    assert any("There is no file to open in Tablée's saved games folder." in line for line in lines), lines
    hear(vingtdeux, "Escape", r"of (clubs|hearts|spades|diamonds)", 4.0)
    lines = hear(vingtdeux, "ctrl+s", r"\.json selected", 6.0)
    title = next((i for i, line in enumerate(lines) if line.startswith("Save the game")), None)
    name = next((i for i, line in enumerate(lines) if line.endswith(".json selected.")), None)
    assert title is not None and name is not None and title < name, lines
    assert lines[name].startswith("vingtdeux "), lines
    vingtdeux.keys("s u n", wait=0.5, delay=0.2)
    lines = hear(vingtdeux, "Return", r"of (clubs|hearts|spades|diamonds)", 6.0)
    saved = next((i for i, line in enumerate(lines) if line.startswith("Game saved as sun.json")), None)
    back = next((i for i, line in enumerate(lines) if re.search(r" of (clubs|hearts|spades|diamonds)", line)), None)
    assert saved is not None and back is not None and saved < back, lines
    lines = hear(vingtdeux, "ctrl+o", r"^sun, ", 6.0)
    assert any(line.startswith("Open a saved game") for line in lines), lines
    assert any(re.match(r"^sun, \d{1,2} \w+ \d{4}, \d\d:\d\d\.$", line) for line in lines), lines
    assert "Files in Tablée's saved games folder:" in lines and not any("/" in line for line in lines), lines
    hear(vingtdeux, "Escape", r"of (clubs|hearts|spades|diamonds)", 4.0)


def test_vingtdeux_leaving_for_home_then_continuing_resumes_the_match(vingtdeux):
    """Ctrl+N closes the match (its bots stop, its last save is written: Session.close)
    and the home screen offers it back."""
    lines = hear(vingtdeux, "ctrl+n", "Continue the last game")
    assert any("Continue the last game" in line and "button" in line for line in lines), lines
    lines = hear(vingtdeux, "Return", "the saved game resumes", 8.0)
    assert first_two(lines, r"^Twenty-Two: the saved game resumes, with "), lines


def test_vingtdeux_quit_mid_match_says_the_match_is_saved_then_quits(vingtdeux):
    """Last of this session: the app is gone after it."""
    lines = hear(vingtdeux, "ctrl+q", "Your match is saved")
    assert first_two(lines, r"^Your match is saved: next time, Continue the last game resumes it"), lines
    assert vingtdeux.app_exited(10.0)
    assert (vingtdeux.data_dir / "autosave.json").exists()


# ---- GAP's end screen ------------------------------------------------------------------
@pytest.fixture(scope="module")
def gap_end(live_available, tmp_path_factory):
    from tests.a11y.near_end import write_last_move_save
    data, _ = saved(tmp_path_factory, "gap-end", write_last_move_save, "gap", {"rounds": 1})
    yield from live(["--continue"], data)


def test_gap_end_screen_speaks_of_no_round_in_progress(gap_end):
    lines = hear(gap_end, "Return", "^Scores", 10.0)  # your last card: the match ends
    assert any("Game over" in line for line in lines), lines
    scores = next(line for line in lines if line.startswith("Scores"))  # the result's first line, focused
    assert "total" in scores and "this round so far" not in scores, scores


# ---- Qwinto: no box for your sum ------------------------------------------------------
@pytest.fixture(scope="module")
def qwinto_no_box(live_available, tmp_path_factory):
    from tests.a11y.near_end import write_no_box_save
    data, _ = saved(tmp_path_factory, "qwinto-no-box", write_no_box_save)
    yield from live(["--continue"], data)


def test_qwinto_no_box_for_your_sum_is_said_once(qwinto_no_box):
    """By ear: the hint came again when the other player decided (the focus set again)."""
    qwinto_no_box.until("Paul (writes|marks)", 10.0)
    said = qwinto_no_box.said + qwinto_no_box.listen(1.0)
    assert sum(line.count("No box can take") for line in said) == 1, said


def test_qwinto_moving_between_regions_never_names_the_window(qwinto_no_box):
    """Orca said "Tablée" before the sheet when F6 left the dice (and back): the table had
    become a second accessible object once a bot's move had moved the focus
    (tests/desktop/test_accessible_identity.py)."""
    heard: list[str] = []
    for _ in range(5):  # the four regions, from wherever the focus is, and one more
        heard += speech(hear(qwinto_no_box, "F6", r"List with", 3.0))
    assert any(line.startswith("Dice") for line in heard) and any(line.startswith("Your sheet") for line in heard), heard
    assert not [line for line in heard if line.rstrip(".") == "Tablée"], heard


# ---- a tutorial ------------------------------------------------------------------------
@pytest.fixture(scope="module")
def twowin_tutorial(live_available):
    yield from live(["--tutorial", "twowin"])


def test_tutorial_a_wrong_number_is_refused_before_it_is_played(twowin_tutorial):
    """By ear: 13 instead of the step's 11 was played and narrated ("You compose 13...
    Round 1: you 13 and Paul 22... Round 2") before the tutor said "That was not 11: it
    is taken back". The tutor now refuses it first; nothing of it is narrated."""
    session = twowin_tutorial
    hear(session, "F4", r"Pass your 2 green", 8.0)
    hear(session, "2", r"2 green")
    hear(session, "Return", r"Make 11", 8.0)
    hear(session, "Home", r"1 blue")
    hear(session, "Return", r"^Tens")
    hear(session, "Right", r"1 blue")
    hear(session, "Right", r"3 pink")
    hear(session, "Return", r"^13")
    lines = hear(session, "ctrl+Return", r"Nothing was played", 8.0)
    assert first_two(lines, r"^Nothing was played: this step asks for 11, made with your two 1 blue cards\."), lines
    assert "Ctrl+Enter" in " ".join(lines) and not any("You compose" in line or "Round" in line for line in lines), lines


def test_tutorial_left_for_home_says_where_and_learn_takes_it_up(twowin_tutorial):
    """By ear (2 Win in French): Ctrl+N left the tutorial and only the game list's "2 Win."
    was heard: no word that it was left, nor how to come back. Now where it stopped is
    said, then the focus is on Learn, whose Enter takes it up at that step."""
    session = twowin_tutorial
    lines = hear(session, "ctrl+n", r"push button", 6.0)
    left = next((i for i, line in enumerate(lines) if line.startswith("Tutorial left at step ")), None)
    learn = next((i for i, line in enumerate(lines) if line.startswith("Learn 2 Win: a guided tutorial")), None)
    assert left is not None and learn is not None and left < learn, lines
    assert "the Learn 2 Win button takes it up there" in lines[left], lines
    assert not any(line.startswith(("2 Win.", "Game")) for line in lines), lines  # the list never had the focus
    step = re.search(r"step (\d+) of", lines[left]).group(1)
    taken_up = f"The 2 Win tutorial resumes at step {step} of" if step != "1" else "Welcome to the 2 Win tutorial"
    lines = hear(session, "Return", re.escape(taken_up), 8.0)
    assert any(taken_up in line for line in lines), lines


def test_tutorial_end_then_a_real_match_says_its_start_first(twowin_tutorial):
    """By ear (GAP in French): Yes in the tutorial's end box started the real match, but
    Orca said the window and the hand first, or, past its queue's flood limit, lost the
    start message: Messages refilled at each word of the opening (28 events). The end box
    now says its text once, after the last key's answer, and closes once the match's first
    words are out."""
    session = twowin_tutorial
    for _ in range(12):  # Shift+F9 skips each step (a move is played for you) up to the end box
        lines = hear(session, "shift+F9", r"^alert|Step skipped|Wait for your turn", 4.0)
        if any(line.startswith("alert") for line in lines):
            break
    assert any(line.startswith("alert 2 Win tutorial") for line in lines), lines
    assert sum("The 2 Win tutorial is over" in line for line in lines) == 1, lines
    lines = speech(hear(session, "Return", r"^Your hand", 8.0))
    start = next((i for i, line in enumerate(lines) if line.startswith("2 Win: a new game")), None)
    window = next((i for i, line in enumerate(lines) if "frame" in line or line == "Your hand."), None)
    assert start is not None and window is not None and start < window, lines
