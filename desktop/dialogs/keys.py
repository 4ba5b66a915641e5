"""Change the keys: every action of the key table, rebindable, conflict-checked.

Enter on an action opens a key capture; a key already used in an overlapping
context is refused with the reason spoken; Delete restores the default.
"""
from __future__ import annotations

from desktop import actions, qt
from desktop.dialogs.focus import run_dialog
from desktop.narration.words import key_name, labelled
from desktop.qt import QtGui, QtWidgets, translate
from desktop.speech import Message, Priority
from desktop.widgets.lists import ItemList


def _key_text(sequence: str) -> str:
    if not sequence:
        return translate("keys", "no key")
    return key_name(sequence)


class KeysDialog(QtWidgets.QDialog):
    def __init__(self, window):
        super().__init__(window)
        self.main_window = window
        self.settings = window.settings
        self.setWindowTitle(translate("keys", "Keys"))
        self.list = ItemList(translate("keys", "Actions and their keys"), self)
        self.list.activatedData.connect(self._capture)
        hint = QtWidgets.QLabel(translate("keys", "Enter: change the key. Delete: back to the default key."), self)
        close = QtWidgets.QPushButton(translate("keys", "Close"), self)
        close.setAccessibleName(translate("keys", "Close"))
        close.setAutoDefault(True)
        close.clicked.connect(self.accept)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.list)
        layout.addWidget(close)
        self.resize(640, 560)
        self._fill()

    def current(self) -> dict[str, str]:
        return actions.effective_shortcuts(self.settings.raw_group("shortcuts"))

    def _fill(self) -> None:
        keys = self.current()
        self.list.set_rows([(labelled(actions.plain_text(s.id), _key_text(keys.get(s.id, ""))), s.id)
                            for s in actions.SPECS])

    def keyPressEvent(self, event) -> None:
        if event.key() == qt.Qt.Key.Key_Delete and self.list.current_data():
            self.rebind(self.list.current_data(), None)
            return
        super().keyPressEvent(event)

    def _capture(self, action_id: str) -> None:
        dialog = QtWidgets.QDialog(self)
        dialog.setWindowTitle(translate("keys", "New key for {action}").format(action=actions.plain_text(action_id)))
        edit = QtWidgets.QKeySequenceEdit(dialog)
        edit.setMaximumSequenceLength(1)
        edit.setAccessibleName(translate("keys", "Press the new key for {action}").format(
            action=actions.plain_text(action_id)))
        edit.editingFinished.connect(dialog.accept)
        layout = QtWidgets.QVBoxLayout(dialog)
        layout.addWidget(edit)
        edit.setFocus()
        if run_dialog(dialog) and not edit.keySequence().isEmpty():
            self.rebind(action_id, edit.keySequence().toString(QtGui.QKeySequence.SequenceFormat.PortableText))

    def rebind(self, action_id: str, sequence: str | None) -> bool:
        """Store the new key (None: default); refuse a conflict with the reason spoken."""
        user = dict(self.settings.raw_group("shortcuts"))
        if sequence is None:
            user.pop(action_id, None)
        else:
            user[action_id] = sequence
        clashes = [c for c in actions.conflicts(actions.effective_shortcuts(user)) if action_id in c[1:]]
        if clashes:
            other = clashes[0][2] if clashes[0][1] == action_id else clashes[0][1]
            self._say(translate("keys", "{key} is already used by {action}; nothing changed.").format(
                key=_key_text(sequence or ""), action=actions.plain_text(other)), Priority.URGENT)
            return False
        self.settings.set_raw("shortcuts", action_id, sequence)
        self.main_window.apply_shortcuts()
        self._fill()
        self._say(translate("keys", "{action}: {key}.").format(action=actions.plain_text(action_id),
                                                              key=_key_text(self.current()[action_id])))
        return True

    def _say(self, text: str, priority=Priority.OWN) -> None:
        self.main_window.speech.say(Message(text, None, priority, "own", None, remember=False))
