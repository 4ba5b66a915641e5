"""The settings dialog: language, speech, play, sounds. Changes apply at once.

Each control is bound to one typed setting from desktop.settings; applying is
the AppContext's job (it listens to Settings.changed).
"""
from __future__ import annotations

from desktop import qt
from desktop import settings as S
from desktop.dialogs.focus import run_dialog
from desktop.qt import translate
from desktop.widgets.combo import rename, say_values, set_item_text
from desktop.widgets.lineedit import LineEdit

QtWidgets = qt.QtWidgets


def _choice_labels():
    return {
        S.LANGUAGE.key: {"auto": translate("settings", "System language"), "fr": "Français", "en": "English"},
        S.SPEECH_OUTPUT.key: {
            "auto": translate("settings", "Automatic"), "screenreader": translate("settings", "Screen reader"),
            "screenreader-direct":
                translate("settings", "Screen reader, direct (NVDA, JAWS, VoiceOver)"),
            "voice": translate("settings", "Built-in voice"), "pyttsx3": translate("settings", "Second voice (pyttsx3)"),
            "both": translate("settings", "Screen reader and voice"), "off": translate("settings", "Off")},
        S.BRAILLE.key: {"all": translate("settings", "All messages"),
                        "mine": translate("settings", "My moves and urgent messages"),
                        "none": translate("settings", "None")},
        S.VERBOSITY.key: {"brief": translate("settings", "Brief"), "normal": translate("settings", "Normal"),
                          "detailed": translate("settings", "Detailed")},
        S.THEME.key: {"system": translate("settings", "Follow the system"), "light": translate("settings", "Light"),
                      "dark": translate("settings", "Dark"),
                      "high_contrast": translate("settings", "High contrast (yellow on black)")},
    }


def _labels():
    return [
        (S.LANGUAGE, translate("settings", "Language")),
        (S.SPEECH_OUTPUT, translate("settings", "Speech output")),
        (S.BRAILLE, translate("settings", "Messages on the braille display")),
        (S.VERBOSITY, translate("settings", "Verbosity")),
        (S.SPEECH_RATE, translate("settings", "Speech rate")),
        (S.SPEECH_VOLUME, translate("settings", "Speech volume")),
        (S.MUTE_OTHERS, translate("settings", "Silence the other players' moves")),
        (S.MUTE_DRAWS, translate("settings", "Silence draws and refills")),
        (S.MUTE_HINTS, translate("settings", "Silence hints")),
        (S.BOT_PAUSE_MS, translate("settings", "Pause after each computer move (milliseconds)")),
        (S.CONFIRM_COSTLY, translate("settings", "Ask before costly moves")),
        (S.SOUNDS_ON, translate("settings", "Sound cues")),
        (S.SOUNDS_VOLUME, translate("settings", "Sound cue volume")),
        (S.MEMORY_AID, translate("settings", "Num Win memory aid (repeat face-down cards)")),
        (S.CLAIM_DELAY_MS, translate("settings", "Num Win claim window (milliseconds, 0 for untimed)")),
        (S.PLAYER_NAME, translate("settings", "Your name")),
        (S.SPEECH_VOICE, translate("settings", "Voice")),
        (S.SPEECH_PITCH, translate("settings", "Voice pitch")),
        (S.THEME, translate("settings", "Theme")),
        (S.ZOOM, translate("settings", "Zoom (percent, Ctrl+Plus and Ctrl+Minus)")),
    ]


class OutputInUse(LineEdit):
    """Which output speaks ("NVDA, direct"): read-only but focusable, so Tab reaches
    it; follows the Speech output setting (AppContext applies it first)."""

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setReadOnly(True)
        self.setAccessibleName(translate("settings", "Output in use"))
        self.refresh()
        ctx.settings.changed.connect(self.refresh)

    def refresh(self, _key: str = "") -> None:
        from desktop.speech.describe import describe_outputs
        self.setText(describe_outputs(self.ctx.speech.outputs()))


class SettingsDialog(QtWidgets.QDialog):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(translate("settings", "Settings"))
        content = QtWidgets.QWidget(self)  # scrolls rather than clips at 300 % zoom
        self._form = form = QtWidgets.QFormLayout(content)
        choices = _choice_labels()
        self._editors: list[tuple[S.Setting, QtWidgets.QWidget]] = []
        for setting, label in _labels():
            widget = self._editor(setting, choices.get(setting.key))
            form.addRow(label, widget)
            self._editors.append((setting, widget))
            if setting is S.SPEECH_OUTPUT:
                self._in_use = self._output_in_use()
                form.addRow(translate("settings", "Output in use"), self._in_use)
        self._keys_button = keys = QtWidgets.QPushButton(self)
        keys.setAutoDefault(True)
        keys.clicked.connect(self._keys)
        form.addRow(keys)
        self._tactile_button = tactile = QtWidgets.QPushButton(self)
        tactile.setAutoDefault(True)
        tactile.clicked.connect(self._tactile)
        form.addRow(tactile)
        self._close_button = close = QtWidgets.QPushButton(self)
        close.setAutoDefault(True)
        close.clicked.connect(self.accept)
        self.retranslate()
        scroll = QtWidgets.QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(qt.Qt.FocusPolicy.NoFocus)
        scroll.setWidget(content)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(close)
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is not None:
            self.resize(min(content.sizeHint().width() + 40, screen.width()),
                        min(content.sizeHint().height() + 80, screen.height() - 40))

    def retranslate(self) -> None:
        """Every word in the language now in use: choosing a language changes it at once,
        this dialog's own words too (they stayed French after English was chosen)."""
        self.setWindowTitle(translate("settings", "Settings"))
        choices = _choice_labels()
        for (setting, editor), (_, label) in zip(self._editors, _labels()):
            rename(editor, label)
            field_label = self._form.labelForField(editor)
            if isinstance(field_label, QtWidgets.QLabel):
                field_label.setText(label)
            names = choices.get(setting.key)
            if isinstance(editor, QtWidgets.QComboBox) and setting is S.SPEECH_VOICE:
                set_item_text(editor, 0, translate("settings", "Default"))
            elif isinstance(editor, QtWidgets.QComboBox) and names:
                for index in range(editor.count()):
                    set_item_text(editor, index, names.get(editor.itemData(index), editor.itemText(index)))
        in_use = self._form.labelForField(self._in_use)
        if isinstance(in_use, QtWidgets.QLabel):
            in_use.setText(translate("settings", "Output in use"))
        rename(self._in_use, translate("settings", "Output in use"))
        for button, text, name in (
                (self._keys_button, translate("settings", "Change the &keys…"), translate("settings", "Change the keys")),
                (self._tactile_button, translate("settings", "My &tactile code…"),
                 translate("settings", "My tactile code")),
                (self._close_button, translate("settings", "Close"), translate("settings", "Close"))):
            button.setText(text)
            rename(button, name)

    def changeEvent(self, event) -> None:
        if event.type() == qt.QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _output_in_use(self):
        return OutputInUse(self.ctx, self)

    def _keys(self) -> None:
        from desktop.dialogs.keys import KeysDialog
        run_dialog(KeysDialog(self.parent()))

    def _tactile(self) -> None:
        from desktop.dialogs.tactile import TactileDialog
        run_dialog(TactileDialog(self.parent(), self))

    def _voice_box(self):
        """The voices of the current speech engine, "Default" first."""
        store = self.ctx.settings
        box = QtWidgets.QComboBox(self)
        box.addItem(translate("settings", "Default"), "")
        for voice in self.ctx.speech.voices():
            box.addItem(voice, voice)
        box.setCurrentIndex(max(0, box.findData(store.get(S.SPEECH_VOICE))))
        box.currentIndexChanged.connect(lambda _i: store.set(S.SPEECH_VOICE, box.currentData()))
        say_values(box)
        return box

    def _editor(self, setting: S.Setting, labels: dict | None):
        store = self.ctx.settings
        if setting is S.SPEECH_VOICE:
            return self._voice_box()
        value = store.get(setting)
        if setting.choices:
            box = QtWidgets.QComboBox(self)
            for choice in setting.choices:
                box.addItem((labels or {}).get(choice, str(choice)), choice)
            box.setCurrentIndex(setting.choices.index(value))
            box.currentIndexChanged.connect(lambda _i: store.set(setting, box.currentData()))
            say_values(box)
            return box
        if isinstance(setting.default, bool):
            check = QtWidgets.QCheckBox(self)
            check.setChecked(value)
            check.toggled.connect(lambda on: store.set(setting, on))
            return check
        if isinstance(setting.default, float):
            assert setting.minimum is not None and setting.maximum is not None  # numbers have bounds
            spin = QtWidgets.QDoubleSpinBox(self)
            spin.setRange(setting.minimum, setting.maximum)
            spin.setSingleStep(0.1)
            spin.setValue(value)
            spin.valueChanged.connect(lambda v: store.set(setting, round(v, 2)))
            return spin
        if isinstance(setting.default, int):
            assert setting.minimum is not None and setting.maximum is not None
            whole = QtWidgets.QSpinBox(self)
            whole.setRange(int(setting.minimum), int(setting.maximum))
            whole.setSingleStep(25 if setting is S.ZOOM else 100)
            whole.setValue(value)
            whole.valueChanged.connect(lambda v: store.set(setting, v))
            return whole
        edit = LineEdit(value, self)
        edit.editingFinished.connect(lambda: store.set(setting, edit.text().strip()))
        return edit
