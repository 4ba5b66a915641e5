"""LineEdit: the one-line field Orca reads whole (desktop/widgets/lineedit.py), with the
part of QLineEdit's behaviour the dialogs rely on."""
from __future__ import annotations

from desktop import qt
from desktop.widgets.lineedit import LineEdit
from tests.desktop.conftest import show_active

Qt, QtCore, QtWidgets = qt.Qt, qt.QtCore, qt.QtWidgets


def _dialog(qtbot, *fields: LineEdit):
    dialog = QtWidgets.QDialog()
    layout = QtWidgets.QVBoxLayout(dialog)
    for widget in fields:
        widget.setParent(dialog)
        layout.addWidget(widget)
    ok = QtWidgets.QPushButton("OK", dialog)
    ok.setDefault(True)
    ok.clicked.connect(dialog.accept)
    layout.addWidget(ok)
    return show_active(qtbot, dialog)


def test_set_text_is_not_an_edit_and_typing_is(qtbot):
    field = LineEdit("Paul")
    qtbot.addWidget(field)
    edits: list[str] = []
    field.textEdited.connect(edits.append)
    field.setText("Zoé")
    assert field.text() == "Zoé" and edits == []
    assert field.textCursor().position() == 3  # the cursor at the end, as QLineEdit puts it
    qtbot.keyClicks(field, "!")
    assert field.text() == "Zoé!" and edits == ["Zoé!"]


def test_the_maximum_length_holds_for_typing_and_setting(qtbot):
    field = LineEdit("")
    qtbot.addWidget(field)
    field.setMaxLength(4)
    qtbot.keyClicks(field, "123456")
    assert field.text() == "1234"
    field.setText("abcdefgh")
    assert field.text() == "abcd"


def test_a_pasted_newline_keeps_one_line(qtbot):
    field = LineEdit("")
    qtbot.addWidget(field)
    mime = QtCore.QMimeData()
    mime.setText("192.168.1.20\n:47474")
    field.insertFromMimeData(mime)
    assert field.text() == "192.168.1.20 :47474"
    assert field.document().blockCount() == 1


def test_return_signals_and_reaches_the_dialog_s_default_button(qtbot):
    field = LineEdit("Paul")
    dialog = _dialog(qtbot, field)
    field.setFocus()
    with qtbot.waitSignal(field.returnPressed, timeout=1000), qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert field.text() == "Paul"  # no new line


def test_tab_selects_all_and_leaving_deselects_and_finishes_an_edit(qtbot):
    first, second = LineEdit("Paul"), LineEdit("7")
    dialog = _dialog(qtbot, first, second)
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    finished: list[str] = []
    first.editingFinished.connect(lambda: finished.append(first.text()))
    qtbot.keyClick(first, Qt.Key.Key_End)
    qtbot.keyClicks(first, "e")
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is second
    assert second.selectedText() == "7"  # typing replaces it
    assert first.selectedText() == "" and finished == ["Paule"]
    qtbot.keyClick(second, Qt.Key.Key_Backtab)
    assert first.selectedText() == "Paule" and second.selectedText() == ""
    assert finished == ["Paule"]  # nothing changed since: no second signal


def test_the_placeholder_is_also_the_accessible_description(qtbot):
    field = LineEdit("")
    qtbot.addWidget(field)
    field.setPlaceholderText("Player 1")
    qt.QAccessible.setActive(True)
    iface = qt.QAccessible.queryAccessibleInterface(field)
    assert iface.text(qt.QAccessible.Text.Description) == "Player 1"
    assert iface.role() == qt.QAccessible.Role.EditableText
    # Only while empty: Orca says a description whatever the text ("Marie selected. Host.")
    field.setText("Marie")
    assert iface.text(qt.QAccessible.Text.Description) == ""
    field.setText("")
    assert iface.text(qt.QAccessible.Text.Description) == "Player 1"
    example = LineEdit("10.0.0.5:47474")
    qtbot.addWidget(example)
    example.setPlaceholderText("192.168.1.20:47474")
    example.setAccessibleDescription("For example 192.168.1.20:47474.")  # its own: said whatever the text
    example.setText("10.0.0.6:47474")
    assert qt.QAccessible.queryAccessibleInterface(example).text(qt.QAccessible.Text.Description) == \
        "For example 192.168.1.20:47474."


def test_one_line_high_and_the_line_not_clipped(qtbot):
    field = LineEdit("Paul")
    qtbot.addWidget(field)
    field.show()
    qtbot.waitExposed(field)
    line = field.fontMetrics().height()
    margin = 2 * field.document().documentMargin()
    assert line + margin <= field.viewport().height() < 2 * line
    assert field.sizePolicy().verticalPolicy() == QtWidgets.QSizePolicy.Policy.Fixed
