"""ItemList updates: as few accessibility events as possible (Orca 43 reads them one
by one, ~60 ms each for a selection change, and the game's notifications wait)."""
from desktop import qt
from desktop.widgets.lists import ItemList

QAccessible = qt.QAccessible


def _list(qtbot, rows):
    holder = qt.QtWidgets.QWidget()
    qtbot.addWidget(holder)
    layout = qt.QtWidgets.QVBoxLayout(holder)
    items, other = ItemList("Messages", holder), qt.QtWidgets.QPushButton("Elsewhere", holder)
    layout.addWidget(items)
    layout.addWidget(other)
    holder.show()
    items.set_rows(rows, follow_end=True)
    items.holder = holder  # keeps the window alive
    return items, other


def test_an_unfocused_list_follows_the_end_only_when_it_gets_the_focus(qtbot):
    items, other = _list(qtbot, [("one", 1), ("two", 2)])
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    assert items.currentRow() == 1
    items.set_rows([("one", 1), ("two", 2), ("three", 3), ("four", 4)], follow_end=True)
    assert items.currentRow() == 1  # the selection did not move while unfocused
    items.setFocus()
    qtbot.waitUntil(items.hasFocus)
    assert items.currentRow() == 3 and items.current_data() == 4
    items.set_rows([("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5)], follow_end=True)
    assert items.current_data() == 5  # focused: follows at once


def test_a_changed_row_keeps_its_item_and_the_current_row(qtbot):
    items, other = _list(qtbot, [("Paul: 5 cards", "paul"), ("Léa: 4 cards", "lea"), ("Hugo: 6 cards", "hugo")])
    items.setCurrentRow(1)
    kept = items.item(1)
    items.set_rows([("Paul: 5 cards", "paul"), ("Léa: 3 cards", "lea"), ("Hugo: 6 cards", "hugo")])
    assert items.item(1) is kept and kept.text() == "Léa: 3 cards"
    assert items.currentRow() == 1 and items.current_data() == "lea"
    items.set_rows([("Paul: 5 cards", "paul"), ("Hugo: 6 cards", "hugo")])
    assert [items.item(i).text() for i in range(items.count())] == ["Paul: 5 cards", "Hugo: 6 cards"]


class _Watched(ItemList):
    """Counts the view's currentChanged calls: where Qt reports a new current row to
    the screen reader as a focus change (QListView::currentChanged)."""

    def __init__(self, name, parent=None):
        super().__init__(name, parent)
        self.reported: list[int] = []

    def currentChanged(self, current, previous) -> None:
        self.reported.append(current.row())
        super().currentChanged(current, previous)


def test_a_focused_list_moves_its_current_row_quietly_on_a_refresh(qtbot):
    """The card just played leaves the focused hand: the cursor goes to its neighbour
    without a focus event (Orca spoke it at once, before the move's own result); the
    next arrow key reads the row as usual."""
    holder = qt.QtWidgets.QWidget()
    qtbot.addWidget(holder)
    layout = qt.QtWidgets.QVBoxLayout(holder)
    hand = _Watched("Your hand", holder)
    layout.addWidget(hand)
    holder.show()
    hand.set_rows([("1 red", 1), ("5 red", 5), ("7 blue", 7)])
    hand.setFocus()
    qtbot.waitUntil(hand.hasFocus)
    hand.setCurrentRow(1)
    hand.reported.clear()
    hand.set_rows([("1 red", 1), ("7 blue", 7)])  # 5 red was played
    assert hand.reported == []
    assert hand.current_data() == 7 and hand.currentItem().isSelected()
    qtbot.keyClick(hand, qt.Qt.Key.Key_Up)
    assert hand.reported == [0] and hand.current_data() == 1


def test_an_unfocused_list_moves_its_current_row_quietly_too(qtbot):
    """Nobody reads the selection of a list without the focus, and each move was two events
    in Orca's queue: Messages refilled 14 times as a tutorial's real match opened, and Orca
    (past 50 queued events) dropped the start message (heard by ear)."""
    items, other = _list(qtbot, [("one", 1), ("two", 2), ("three", 3)])
    watched = _Watched("Middle", items.holder)
    items.holder.layout().addWidget(watched)
    watched.show()
    watched.set_rows([("one", 1), ("two", 2)])
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    watched.setCurrentRow(1)
    watched.reported.clear()
    watched.set_rows([("one", 1)])
    assert watched.reported == [] and watched.currentRow() == 0 and watched.current_data() == 1


def _focus_events(monkeypatch) -> list:
    """The focus events our code posts (announce_current), as (list name, row)."""
    posted: list = []

    def record(event) -> None:
        if event.type() == QAccessible.Event.Focus:
            posted.append((event.object().accessibleName(), event.child()))
    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    return posted


def test_a_focused_row_renamed_or_moved_quietly_is_a_new_item_announced_once(qtbot, monkeypatch):
    """Num Win's moves: after a draw the focused row says something else; Orca ignores a
    focus event for the item it holds, so the row becomes a new item as it is reported
    after the move's words (announce_current), once, and not at all when nothing changed
    under the cursor. Until then the item stays (see the next test)."""
    holder = qt.QtWidgets.QWidget()
    qtbot.addWidget(holder)
    moves = _Watched("Your moves", holder)
    qt.QtWidgets.QVBoxLayout(holder).addWidget(moves)
    holder.show()
    moves.set_rows([("Draw (Ctrl+D)", "draw"), ("Take 4 blue (Ctrl+T)", "take")])
    moves.setFocus()
    qtbot.waitUntil(moves.hasFocus)
    posted = _focus_events(monkeypatch)
    removed: list[int] = []
    moves.model().rowsRemoved.connect(lambda parent, first, last: removed.append(first))
    moves.reported.clear()
    moves.set_rows([("Discard 4 blue (Ctrl+X)", "discard"), ("Exchange with position 1", "x1")])
    assert moves.reported == [] and posted == []  # nothing reaches the screen reader yet
    assert removed == []  # renamed in place
    assert moves.currentRow() == 0 and moves.currentItem().isSelected()
    moves.announce_current()
    assert removed == [0]  # the row under the cursor taken out and put back: a new accessible
    assert moves.currentRow() == 0 and moves.currentItem().isSelected()
    moves.announce_current()
    assert posted == [("Your moves", 0)]
    moves.set_rows([("Discard 4 blue (Ctrl+X)", "discard"), ("Exchange with position 1", "x1")])
    moves.announce_current()
    assert posted == [("Your moves", 0)]  # the same row, the same words: not again
    moves.setCurrentRow(1)
    moves.reported.clear()
    moves.move_quietly(0)
    assert moves.reported == [] and moves.currentRow() == 0
    moves.announce_current()
    assert posted == [("Your moves", 0), ("Your moves", 0)]


def test_the_focused_item_outlives_its_row_until_the_cursor_is_read(qtbot, monkeypatch):
    """Vingt-deux: the card just played ends your turn, nothing reads the new row (the
    turn passes), and Orca still holds the played card's item as its focus: were that
    item removed, its "where am I" and flat review said nothing. The item stays, with
    the text of the row the cursor lands on (Qt's accessible for a row follows the
    model row: a persistent index), also on the last card and when rows above go."""
    holder = qt.QtWidgets.QWidget()
    qtbot.addWidget(holder)
    hand = _Watched("Your hand", holder)
    qt.QtWidgets.QVBoxLayout(holder).addWidget(hand)
    holder.show()
    hand.set_rows([("3 of hearts", 3), ("King of spades", 13), ("7 of clubs", 7), ("Ace of hearts", 1)])
    hand.setFocus()
    qtbot.waitUntil(hand.hasFocus)
    posted = _focus_events(monkeypatch)
    hand.setCurrentRow(1)
    hand.reported.clear()

    def held():
        return qt.QtCore.QPersistentModelIndex(hand.currentIndex())

    orca_holds = held()
    hand.set_rows([("3 of hearts", 3), ("7 of clubs", 7), ("Ace of hearts", 1)])  # the king is played
    assert orca_holds.isValid() and orca_holds == hand.currentIndex()
    assert hand.currentItem().text() == "7 of clubs" and hand.current_data() == 7
    assert hand.currentItem().isSelected() and hand.reported == [] and posted == []
    hand.heard()  # the turn passed: the row is not read
    hand.set_rows([("7 of clubs", 7), ("Ace of hearts", 1), ("2 of spades", 2)])  # a row above goes
    assert orca_holds.isValid() and orca_holds == hand.currentIndex() and hand.current_data() == 7
    hand.setCurrentRow(2)
    orca_holds = held()
    hand.set_rows([("7 of clubs", 7), ("Ace of hearts", 1)])  # the last card is played
    assert orca_holds.isValid() and orca_holds == hand.currentIndex()
    assert hand.current_data() == 1 and [hand.item(i).text() for i in range(2)] == ["7 of clubs", "Ace of hearts"]
    hand.announce_current()  # read now: a new item, a focus event for it
    assert not orca_holds.isValid() and posted == [("Your hand", 1)]


def test_a_focused_list_emptied_keeps_working(qtbot):
    """Found by the GUI fuzzer: a focused list given no rows (no empty text) raised."""
    items, other = _list(qtbot, [("one", 1), ("two", 2)])
    items.setFocus()
    qtbot.waitUntil(items.hasFocus)
    items.set_rows([])
    assert items.count() == 0
    items.set_rows([("three", 3)])
    assert items.count() == 1


def test_the_focused_item_outlives_a_list_whose_rows_all_change(qtbot):
    """Num Win's moves after your turn: "Draw", "Take 4 blue" (the cursor on the second)
    become "Paul is playing": the row kept under the new text is the focused one."""
    items, other = _list(qtbot, [("Draw (Ctrl+D)", "draw"), ("Take 4 blue (Ctrl+T)", "take"), ("Undo", "undo")])
    items.setFocus()
    qtbot.waitUntil(items.hasFocus)
    items.setCurrentRow(1)
    orca_holds = qt.QtCore.QPersistentModelIndex(items.currentIndex())
    items.set_rows([("Paul is playing.", None)])
    assert orca_holds.isValid() and orca_holds == items.currentIndex()
    assert items.count() == 1 and items.currentItem().text() == "Paul is playing."
    items.set_rows([("Draw (Ctrl+D)", "draw"), ("Take 8 red (Ctrl+T)", "take")])
    assert [items.item(i).text() for i in range(2)] == ["Draw (Ctrl+D)", "Take 8 red (Ctrl+T)"]
    assert [items.item(i).data(qt.USER_ROLE) for i in range(2)] == ["draw", "take"]


def test_any_refresh_of_a_focused_list_shows_exactly_the_new_rows(qtbot):
    """Keeping the focused item alive never changes what the list shows."""
    import random
    items, other = _list(qtbot, [("a", "a")])
    items.setFocus()
    qtbot.waitUntil(items.hasFocus)
    rng = random.Random(7)
    for _ in range(300):
        texts = [rng.choice("abcdefg") for _ in range(rng.randint(0, 7))]
        items.set_rows([(text, text) for text in texts])
        assert [items.item(i).text() for i in range(items.count())] == texts
        assert [items.item(i).data(qt.USER_ROLE) for i in range(items.count())] == texts
        if texts:
            items.move_quietly(rng.randrange(len(texts)))
            assert 0 <= items.currentRow() < len(texts) and items.currentItem().isSelected()


def test_a_cursor_moved_quietly_off_the_row_the_screen_reader_holds_is_read(qtbot, monkeypatch):
    """Num Win: on "Nothing to claim" (the second row) you pass and your turn comes; the
    rows become "Draw", "Take" in place and the table puts the cursor on the first,
    quietly. Orca still holds the second row's item, alive: its "where am I" named
    "Take" while Enter would draw, and Down onto that item was silent. The list knows
    it strayed, and announce_current() reads the cursor's row even where heard() was
    called (the turn's words said enough of the rows, not where the cursor went)."""
    items, other = _list(qtbot, [("Claim 5 red (F12)", "claim"), ("Nothing to claim (Shift+F12)", "pass")])
    items.setFocus()
    qtbot.waitUntil(items.hasFocus)
    items.setCurrentRow(1)  # an arrow key: Qt reports it, Orca holds that row
    posted = _focus_events(monkeypatch)
    items.set_rows([("Draw from the pile (Ctrl+D)", "draw"), ("Take 5 red from the discard (Ctrl+T)", "take")])
    assert items.currentRow() == 1 and not items.strayed()  # renamed in place: Orca's item is the cursor's
    items.move_quietly(0)
    assert items.strayed() and posted == []
    items.heard()
    assert items.strayed()  # heard() does not make Orca's item the cursor's
    items.announce_current()
    assert posted == [("Messages", 0)] and not items.strayed()
    items.announce_current()
    assert posted == [("Messages", 0)]  # once
    items.move_quietly(1)
    items.move_quietly(0)  # back where Orca was told it is: nothing strayed
    assert not items.strayed()
    items.setCurrentRow(1)  # an arrow: Qt reports it
    items.move_quietly(0)
    items.set_rows([("Paul is playing.", None)])  # the held row goes: nothing left to stray from
    assert not items.strayed()
