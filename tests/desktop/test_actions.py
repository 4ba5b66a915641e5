"""The key table: one binding per key and context, portable keys only."""
from __future__ import annotations

from desktop import actions
from desktop.qt import QtGui


def test_default_bindings_never_collide():
    assert actions.conflicts(actions.effective_shortcuts({})) == []


def test_a_user_rebinding_onto_a_used_key_is_reported():
    found = actions.conflicts(actions.effective_shortcuts({"review_scores": "F2"}))
    assert ("F2", "review_turn", "review_scores") in found


def test_table_keys_avoid_bare_letters_digits_and_shifted_punctuation():
    """Type-ahead uses values and J Q K A; Qwinto uses die letters; AZERTY needs Shift for digits."""
    for spec in actions.SPECS:
        if not spec.shortcut:
            continue
        sequence = QtGui.QKeySequence(spec.shortcut)
        combo = sequence[0]
        key, mods = combo.key(), combo.keyboardModifiers()
        bare = mods in (QtGui.Qt.KeyboardModifier.NoModifier, QtGui.Qt.KeyboardModifier.ShiftModifier)
        printable = QtGui.Qt.Key.Key_Space <= key <= QtGui.Qt.Key.Key_AsciiTilde
        assert not (bare and printable), f"{spec.id} uses a bare printable key {spec.shortcut}"
        assert spec.shortcut not in ("Insert", "CapsLock"), spec.id


def test_every_action_has_a_name():
    assert all(actions.plain_text(spec.id).strip() for spec in actions.SPECS)


def test_rebinding_applies_live_and_conflicts_are_refused(make_app):
    from desktop.dialogs.keys import KeysDialog
    app = make_app("--lang", "en")
    dialog = KeysDialog(app.window)
    assert dialog.rebind("review_scores", "Ctrl+G")
    assert app.window.qactions["review_scores"].shortcut().toString() == "Ctrl+G"
    assert not dialog.rebind("review_hand", "Ctrl+G")
    assert "already used by Scores" in app.spoken()[-1]
    assert app.window.qactions["review_hand"].shortcut().toString() == "F4"
    assert dialog.rebind("review_scores", None)
    assert app.window.qactions["review_scores"].shortcut().toString() == "F3"
