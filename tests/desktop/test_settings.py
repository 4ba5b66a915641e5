"""Typed settings: wrong types fall back to defaults, are reported, and are set aside."""
from __future__ import annotations

from desktop import settings as S


def test_wrong_types_fall_back_to_defaults_and_are_reported(make_app, tmp_path):
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "settings.ini").write_text(
        "[speech]\nrate=fast\nvolume=7\nverbosity=chatty\n[play]\nbot_pause_ms=-5\n[app]\nlanguage=fr\n",
        encoding="utf-8")
    app = make_app()
    store = app.window.settings
    assert store.get(S.SPEECH_RATE) == 0.0 and store.get(S.SPEECH_VOLUME) == 0.8
    assert store.get(S.VERBOSITY) == "normal" and store.get(S.BOT_PAUSE_MS) == 900
    assert store.get(S.LANGUAGE) == "fr"  # the valid one is kept
    assert app.window.ctx.languages.current == "fr"
    said = " ".join(app.history(None))
    assert "speech/rate" in said and "speech/verbosity" in said


def test_values_round_trip_with_their_types(make_app):
    app = make_app("--lang", "en")
    store = app.window.settings
    store.set(S.SPEECH_RATE, 0.5)
    store.set(S.MUTE_OTHERS, True)
    store.set(S.BOT_PAUSE_MS, 300)
    fresh = S.Settings(path=str(S.paths.settings_file()))
    assert fresh.get(S.SPEECH_RATE) == 0.5 and fresh.get(S.MUTE_OTHERS) is True and fresh.get(S.BOT_PAUSE_MS) == 300
    assert fresh.problems == []


def test_changing_the_language_setting_switches_live(make_app):
    app = make_app("--lang", "en")
    app.window.settings.set(S.LANGUAGE, "fr")  # once the choice is said (AppContext._on_setting)
    app.qtbot.waitUntil(lambda: app.window.home.start_button.accessibleName() == "Lancer la partie", timeout=2000)


def test_a_combo_box_s_new_value_is_said_in_settings(make_app):
    """By ear: Down on Settings' Language box changed it (the app turned French) and Orca
    43 said nothing of the new value; as on the home screen, the app says it."""
    from desktop.dialogs.settings import SettingsDialog
    from desktop.qt import Qt, QtWidgets
    from tests.desktop.conftest import show_active
    app = make_app("--lang", "en")
    dialog = show_active(app.qtbot, SettingsDialog(app.window.ctx, app.window))
    box = next(b for b in dialog.findChildren(QtWidgets.QComboBox) if b.accessibleName() == "Verbosity")
    box.setFocus()
    app.qtbot.waitUntil(box.hasFocus, timeout=2000)
    before = len(app.spoken())
    app.key(Qt.Key.Key_Down)
    assert app.spoken()[before:] == [box.currentText()], app.spoken()[before:]
    assert app.window.settings.get(S.VERBOSITY) == box.currentData()
    box.clearFocus()
    box.setCurrentIndex(0)  # changed without the focus (by code): nothing said
    assert app.spoken()[before + 1:] == []
    dialog.close()


def test_the_settings_dialog_itself_switches_language_with_the_setting(make_app):
    """By ear (French): English chosen in Settings turned the table English, while the
    dialog went on saying "Sortie vocale", "Automatique"."""
    from desktop.dialogs.settings import SettingsDialog
    from desktop.qt import QtWidgets
    from tests.desktop.conftest import show_active
    app = make_app("--lang", "fr")
    dialog = show_active(app.qtbot, SettingsDialog(app.window.ctx, app.window))
    boxes = {b.accessibleName(): b for b in dialog.findChildren(QtWidgets.QComboBox)}
    assert dialog.windowTitle() == "Paramètres" and boxes["Sortie vocale"].itemText(0) == "Automatique"
    language = boxes["Langue"]
    language.setCurrentIndex(language.findData("en"))
    app.qtbot.waitUntil(lambda: dialog.windowTitle() == "Settings", timeout=2000)  # Qt posts LanguageChange
    names = {b.accessibleName() for b in dialog.findChildren(QtWidgets.QComboBox)}
    assert dialog.windowTitle() == "Settings" and {"Language", "Speech output", "Verbosity"} <= names, names
    output = next(b for b in dialog.findChildren(QtWidgets.QComboBox) if b.accessibleName() == "Speech output")
    assert output.itemText(0) == "Automatic" and output.currentData() == app.window.settings.get(S.SPEECH_OUTPUT)
    labels = {label.text() for label in dialog.findChildren(QtWidgets.QLabel)}
    assert {"Language", "Speech output", "Output in use"} <= labels, labels
    buttons = {b.text() for b in dialog.findChildren(QtWidgets.QPushButton)}
    assert {"Change the &keys…", "Close"} <= buttons, buttons
    dialog.close()


def test_a_language_switch_keeps_the_home_screen_s_choices_and_focus(make_app):
    """The home screen rebuilt its game options in the new language: the target score chosen
    went back to its default and the focused box was gone (the focus with it: heard by ear,
    Enter then did nothing)."""
    from desktop.qt import QtWidgets
    app = make_app("--lang", "en")
    home = app.window.home
    key, box = next(iter(home.option_widgets.items()))
    box.setCurrentIndex(box.count() - 1)
    chosen = box.currentData()
    box.setFocus()
    app.window.settings.set(S.LANGUAGE, "fr")
    app.qtbot.waitUntil(lambda: home.start_button.text() == "&Lancer la partie", timeout=2000)
    assert home.option_widgets[key] is box and box.currentData() == chosen
    assert QtWidgets.QApplication.focusWidget() is box
    label = home.options_form.labelForField(box)
    assert box.accessibleName() == label.text() == "Seuil de points", (box.accessibleName(), label.text())
