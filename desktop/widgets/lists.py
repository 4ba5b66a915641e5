"""Listboxes that a screen reader and a keyboard user can rely on.

`ItemList` is a QListWidget whose item texts are the accessible names ("7 red"),
with Enter/Space as activation and selection signals. `CardList` adds type-ahead
by value (one key jumps to the next card of that value) and paints card faces.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop import qt
from desktop.qt import QtCore, QtWidgets

DATA = qt.USER_ROLE
FACE = qt.USER_ROLE + 1


class ItemList(QtWidgets.QListWidget):
    """A read-only listbox of (text, data) rows; `activatedData(data)` on Enter."""

    activatedData = qt.Signal(object)
    toggledData = qt.Signal(object)
    focusedText = qt.Signal(str)

    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.setAccessibleName(name)
        self.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QtWidgets.QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setWordWrap(True)
        self.currentItemChanged.connect(self._on_current)
        self.empty_text = ""
        self._end_pending = False  # follow_end while unfocused: go to the end on focus
        self._unheard = False  # the focused row changed quietly: announce_current() reports it
        self._held: QtCore.QPersistentModelIndex | None = None  # the row the screen reader holds, if not the cursor's

    def set_rows(self, rows: list[tuple[str, Any]], keep_key: Callable[[Any], Any] | None = None,
                 follow_end: bool = False, to_row: int | None = None) -> None:
        """Update the rows in place, keeping the current row on the same data when it is still there.

        Only the rows that changed are touched, a changed text in place: a rebuilt
        list sends a screen reader a flood of events, and Orca 43 reads its queue one
        event at a time (about 60 ms each for a selection change), so the game's
        notifications came seconds late or were lost. With `follow_end`, a current
        row on the last row follows new rows added at the end; a list without the
        focus does not move its selection for that (each move would be three more
        events) but jumps to the end when it gets the focus.

        A list without the focus (hidden: a table being built, or behind the handover
        screen; or the Messages list beside the table) moves its current row quietly too:
        no screen reader reads the selection of a list it is not in, and each move was two
        events more in Orca's queue (Orca 43 drops messages past 50 queued events: a real
        match started from a tutorial's end refilled Messages 14 times, 28 events, and its
        start message was lost, heard by ear). A focused list moves its current row quietly (the selection model's signals
        held): Qt would report the new current row as a focus change, and Orca speaks a
        focus change at once, cutting what it was saying, so the card under the cursor
        after a refresh (the neighbour of the card just played) was read before the
        move's own result (issue 15, item 1) and the opponents' moves waited behind it.
        The next arrow key reads the row as usual, and announce_current() has it read
        once the move's result has been sent (the table calls it). `to_row` puts the
        current row there (e.g. the first of new choices), quietly too.
        """
        if not rows and self.empty_text:
            rows = [(self.empty_text, None)]
        row_before = self.currentRow()
        heard = self._heard_row()
        focused = self.hasFocus()
        if focused:
            self._note_held()
        target = self._next_current_row(rows, keep_key, follow_end, to_row)
        selection = self.selectionModel()
        self.blockSignals(True)
        selection.blockSignals(True)  # quietly, focused or not (see above)
        if focused and target is not None:
            self._keep_focused_item(rows, row_before, target)
        self._patch_rows(rows, keep=row_before if focused else -1)
        if rows and target is not None and self.currentRow() != target:
            self.setCurrentRow(target)
        if focused:
            self._note_if_unheard(heard)
        selection.blockSignals(False)
        self._after_quiet_move()
        self.blockSignals(False)

    def _next_current_row(self, rows: list[tuple[str, Any]], keep_key: Callable[[Any], Any] | None,
                          follow_end: bool, to_row: int | None) -> int | None:
        """Where the current row goes in `rows` (None: where Qt leaves it), see set_rows."""
        current = self.current_data()
        row_before = self.currentRow()
        following = follow_end and (row_before == self.count() - 1 or self._end_pending)
        key = keep_key or (lambda d: d)
        target = next((i for i, (_, data) in enumerate(rows)
                       if current is not None and data is not None and key(data) == key(current)), None)
        if to_row is not None and rows:
            return min(max(to_row, 0), len(rows) - 1)
        if following and not self.hasFocus() and target is not None:
            self._end_pending = True  # see focusInEvent
            return target
        if target is None or following:
            self._end_pending = False
            return len(rows) - 1 if following else min(max(row_before, 0), len(rows) - 1)
        return target

    def _keep_focused_item(self, rows: list[tuple[str, Any]], row: int, target: int) -> None:
        """When the focused row's text leaves the list (the card just played), give its
        item the text of the row the cursor lands on, and that row's item the leaving
        text, so that the patch removes the other item: the screen reader's focused
        object stays alive. Orca 43 keeps a removed row as its focus until the next
        focus event, and then its "where am I" and flat review say nothing (heard in
        Vingt-deux after a card that ended your turn)."""
        new = [text for text, _ in rows]
        item = self.item(row)
        if item is None or not 0 <= target < len(new) or item.text() in new:
            return
        landing = new[target]
        others = [i for i in range(self.count()) if i != row and self.item(i).text() == landing]
        if others:
            other = self.item(min(others, key=lambda i: abs(i - row)))
            leaving = item.text()
            item.setText(landing)
            other.setText(leaving)

    def _heard_row(self) -> tuple[int, str] | None:
        """The row and text a screen reader last had as the focused item."""
        item = self.currentItem()
        return (self.currentRow(), item.text()) if item is not None else None

    def _note_if_unheard(self, heard: tuple[int, str] | None) -> None:
        """The focused row is another one or its text changed: announce_current() reads it."""
        item = self.currentItem()
        if item is not None and heard != (self.currentRow(), item.text()):
            self._unheard = True

    def _renew_current_item(self) -> None:
        """Make the focused row a new item for the screen reader before reporting it:
        Orca ignores a focus event for the object it already has as its focus, and it
        keeps an item's old states (it said "not selected" for a row selected quietly).
        Only when it is read: until then the item Orca holds stays alive (see
        _keep_focused_item), and its "where am I" reads the item's new text."""
        row = self.currentRow()
        selection = self.selectionModel()
        self.blockSignals(True)
        selection.blockSignals(True)
        self.insertItem(row, self.takeItem(row))
        self.setCurrentRow(row)
        selection.blockSignals(False)
        self.blockSignals(False)

    def forget_current(self) -> None:
        """No current row, quietly: the next set_rows() starts from the first row."""
        selection = self.selectionModel()
        selection.blockSignals(True)
        self.setCurrentRow(-1)
        selection.blockSignals(False)
        self._held, self._unheard, self._end_pending = None, False, False

    def move_quietly(self, row: int) -> None:
        """The current row to `row` without a focus event if focused (announce_current()
        has it read when the caller's own message has gone out)."""
        if not self.hasFocus():
            self.setCurrentRow(row)
            return
        heard = self._heard_row()
        self._note_held()
        selection = self.selectionModel()
        self.blockSignals(True)
        selection.blockSignals(True)
        if 0 <= row < self.count() and self.currentRow() != row:
            self.setCurrentRow(row)
        self._note_if_unheard(heard)
        selection.blockSignals(False)
        self._after_quiet_move()
        self.blockSignals(False)

    def _note_held(self) -> None:
        """Before a quiet change: the row the screen reader holds as its focus (unless an
        earlier quiet change already noted it). The persistent index follows that item."""
        if self._held is None or not self._held.isValid():
            self._held = QtCore.QPersistentModelIndex(self.currentIndex())

    def strayed(self) -> bool:
        """The cursor left, quietly, the row the screen reader holds, and that row lives
        on: Orca's "where am I" would name the row the cursor left, and an arrow back onto
        it would be silent (Orca ignores a focus event for the object it holds). Num Win
        after your pass on "Nothing to claim": the cursor went to the turn's first move."""
        held = self._held
        return held is not None and held.isValid() and held != QtCore.QPersistentModelIndex(self.currentIndex())

    def heard(self) -> None:
        """The caller's own message names the focused row: nothing left to announce (but
        see strayed())."""
        self._unheard = False

    def announce_current(self) -> None:
        """Report the focused row to the screen reader now if a quiet move left it unheard
        or strayed (a focus event for that row, as Qt sends for an arrow key); call it
        after the message of the move that caused the change, so that the result is heard
        first."""
        if not (self._unheard or self.strayed()):
            return
        self._unheard, self._held = False, None
        row = self.currentRow()
        if not self.hasFocus() or row < 0 or not qt.QAccessible.isActive():
            return
        self._renew_current_item()
        event = qt.QtGui.QAccessibleEvent(self, qt.QAccessible.Event.Focus)
        event.setChild(row)
        qt.QAccessible.updateAccessibility(event)

    def _after_quiet_move(self) -> None:
        """What the view does on its own when the current row moves, but the focus event."""
        self.viewport().update()
        if self.currentIndex().isValid():
            self.scrollTo(self.currentIndex())

    def focusInEvent(self, event) -> None:
        if self._end_pending and self.count():
            self._end_pending = False
            self.setCurrentRow(self.count() - 1)  # before Qt reports the focused row
        self._unheard, self._held = False, None  # Qt reports the focused row with the focus
        super().focusInEvent(event)

    def _patch_rows(self, rows: list[tuple[str, Any]], keep: int = -1) -> None:
        """The rows that changed, renamed in place where a row replaces another; of the
        rows replaced, those renamed include row `keep` (the focused one) where they can,
        so that the object the screen reader holds stays (see _keep_focused_item)."""
        old = [self.item(i).text() for i in range(self.count())]
        new = [text for text, _ in rows]
        import difflib  # not needed for the first paint

        matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
        for op, a1, a2, b1, b2 in reversed(matcher.get_opcodes()):
            if op == "equal":
                continue
            common = min(a2 - a1, b2 - b1) if op == "replace" else 0
            start = keep - common + 1 if common and a1 + common <= keep < a2 else a1
            for k in range(common):
                self.item(start + k).setText(new[b1 + k])
            for i in [*range(a2 - 1, start + common - 1, -1), *range(start - 1, a1 - 1, -1)]:
                self.takeItem(i)
            for offset, text in enumerate(new[b1 + common:b2]):
                self.insertItem(a1 + common + offset, QtWidgets.QListWidgetItem(text))
        for i, (_, data) in enumerate(rows):
            item = self.item(i)
            if item.data(DATA) != data:
                item.setData(DATA, data)

    def selectionCommand(self, index, event=None):
        """The current item is always the selected one, whatever modifier moved it (Qt
        leaves Ctrl+Home's new current row unselected in single selection, and Orca then
        adds "not selected" to it)."""
        flags = QtCore.QItemSelectionModel.SelectionFlag
        return flags.ClearAndSelect if index.isValid() else flags.NoUpdate

    def current_data(self):
        item = self.currentItem()
        return item.data(DATA) if item else None

    def _on_current(self, current, previous) -> None:
        self._unheard, self._held = False, None  # a move Qt reports: the screen reader reads the new row
        if current is not None:
            self.focusedText.emit(current.text())

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter) and not event.modifiers() & ~QtCore.Qt.KeyboardModifier.KeypadModifier:
            data = self.current_data()
            if data is not None:
                self.activatedData.emit(data)
            event.accept()
            return
        if key == QtCore.Qt.Key.Key_Space and not event.modifiers():
            data = self.current_data()
            if data is not None:
                self.toggledData.emit(data)
            event.accept()
            return
        super().keyPressEvent(event)


class CardList(ItemList):
    """A hand or a row of cards: type a value to jump to the next card of that value.

    `stayedOn(text)`: a key left the cursor on the focused card (the only card of
    the value typed, or an arrow, Home or End at the hand's edge): the table says
    the card again, else the key was silent; `typedNothing(value)`: no card has
    that value."""

    stayedOn = qt.Signal(str)
    typedNothing = qt.Signal(str)

    def __init__(self, name: str, parent=None):
        super().__init__(name, parent)
        self.setFlow(QtWidgets.QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QtWidgets.QListView.ResizeMode.Adjust)
        self.setSpacing(6)
        self.setUniformItemSizes(True)
        self.value_of: Callable[[Any], str] = lambda data: str(data)
        self.delegate: Any = None

    def show_faces(self, face_of) -> None:
        """Draw each row as a card: face_of(data) -> CardFace."""
        from desktop.lowvision import display
        from desktop.widgets.carddelegate import CardDelegate
        self.delegate = CardDelegate(face_of, self)
        self.setItemDelegate(self.delegate)
        self._fit_cards()
        display().changed.connect(self._fit_cards)

    def _fit_cards(self) -> None:
        """One row of cards always fits (more rows scroll); relayout at the new zoom."""
        from desktop.lowvision import display
        if self.delegate is None:
            return
        slack = 2 * self.spacing() + 2 * self.frameWidth() + 2 * display().ring_width() + 4
        self.setMinimumHeight(self.delegate.sizeHint(None, None).height() + slack)
        self.setUniformItemSizes(False)  # forget the cached item size
        self.setUniformItemSizes(True)
        self.scheduleDelayedItemsLayout()
        self.viewport().update()

    def keyboardSearch(self, text: str) -> None:
        """Jump to the next card whose value starts with the key typed (no multi-key buffer)."""
        typed = text[-1:].upper()
        if not typed.strip():
            return
        count = self.count()
        start = self.currentRow()
        for step in range(1, count + 1):
            row = (start + step) % count
            data = self.item(row).data(DATA)
            if data is not None and self.value_of(data).upper().startswith(typed):
                if row == start:
                    self.stayedOn.emit(self.item(row).text())
                self.setCurrentRow(row)
                return
        self.typedNothing.emit(typed)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        keys = QtCore.Qt.Key
        if not event.modifiers() and self.count() and key in (
                keys.Key_Right, keys.Key_Down, keys.Key_Left, keys.Key_Up, keys.Key_Home, keys.Key_End):
            # Left/Right and Up/Down all move along the hand, like a one-row listbox.
            last = self.count() - 1
            row = {keys.Key_Home: 0, keys.Key_End: last, keys.Key_Right: self.currentRow() + 1,
                   keys.Key_Down: self.currentRow() + 1}.get(key, self.currentRow() - 1)
            row = min(max(row, 0), last)
            if row == self.currentRow() and self.currentItem() is not None:
                self.stayedOn.emit(self.currentItem().text())  # at the edge: heard, not silent
            self.setCurrentRow(row)
            return
        super().keyPressEvent(event)


class Region(QtWidgets.QGroupBox):
    """A named region of a table; F6 moves focus to its `focus_target`."""

    def __init__(self, title: str, content: QtWidgets.QWidget, parent=None):
        super().__init__(title, parent)
        self.focus_target = content
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(content)

    def set_title(self, title: str) -> None:
        """The title, which is also the accessible name (a group box's name is its title):
        one name change for the screen reader, none when unchanged. Named twice (title,
        then an explicit accessible name), each region sent Orca two events when a match
        opened, near Orca 43's limit of 50 queued events past which it drops messages."""
        if title != self.title():
            self.setTitle(title)
