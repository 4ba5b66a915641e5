"""Settings page for the tactile code: match Tablée's code to the stickers on your own cards.

One combo box per colour (its shape) and one field per value (its marks, read from
the top: "bar dot dot"). Every change is checked, saved at once in the settings
(raw group "tactile", e.g. "colours.rouge" = "star", "values.7" = "bar dot dot")
and applied to every card; a refused change is spoken with its reason and undone.
"""
from __future__ import annotations

from desktop.cards import SHAPES, TactileCodeError
from desktop.lowvision import display
from desktop.lowvision.display import TACTILE_GROUP
from desktop.lowvision.words import colour_line, parse_pattern, pattern_words, shape_name, value_line
from desktop.qt import Qt, QtWidgets, translate
from desktop.speech import Message, Priority
from desktop.widgets.lineedit import LineEdit


class TactileDialog(QtWidgets.QDialog):
    def __init__(self, window, parent=None):
        super().__init__(parent or window)
        self.window_ = window
        self.settings = window.ctx.settings
        self.setWindowTitle(translate("tactile", "My tactile code"))
        self.status = QtWidgets.QLabel(self)
        self.status.setWordWrap(True)
        intro = QtWidgets.QLabel(translate(
            "tactile", "Change the shape of each colour and the marks of each value to match the stickers "
                       "on your own cards. Marks are read from the top: bar, dot or ring, separated by spaces."), self)
        intro.setWordWrap(True)
        self.shapes: dict[str, QtWidgets.QComboBox] = {}
        self.patterns: dict[int, LineEdit] = {}
        form = QtWidgets.QFormLayout()
        code = display().code
        for key, colour in list(code.colours.items()) + list(code.suits.items()):
            box = QtWidgets.QComboBox(self)
            for shape in SHAPES:
                box.addItem(shape_name(shape), shape)
            name = colour.name(self.lang())
            box.setAccessibleName(translate("tactile", "Shape for {colour}").format(colour=name))
            box.currentIndexChanged.connect(lambda _i, k=key: self.change_shape(k, self.shapes[k].currentData()))
            self.shapes[key] = box
            form.addRow(name[:1].upper() + name[1:], box)
        for value in sorted(code.values):
            edit = LineEdit(self)
            edit.setAccessibleName(translate("tactile", "Marks for {value}").format(value=value))
            edit.editingFinished.connect(lambda v=value: self.change_pattern(v, self.patterns[v].text()))
            self.patterns[value] = edit
            form.addRow(str(value), edit)
        inner = QtWidgets.QWidget(self)
        inner.setLayout(form)
        scroll = QtWidgets.QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reset_button = QtWidgets.QPushButton(translate("tactile", "&Back to the default code"), self)
        self.reset_button.setAccessibleName(translate("tactile", "Back to the default code"))
        self.reset_button.clicked.connect(self.reset)
        close = QtWidgets.QPushButton(translate("tactile", "Close"), self)
        close.setAccessibleName(translate("tactile", "Close"))
        close.clicked.connect(self.accept)
        for b in (self.reset_button, close):
            b.setAutoDefault(False)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.reset_button)
        buttons.addWidget(close)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.load()
        self.resize(display().scale(640), display().scale(640))

    def lang(self) -> str:
        return "fr" if getattr(self.window_.ctx.languages, "current", "en") == "fr" else "en"

    def load(self) -> None:
        """Show the code in force (defaults with the user's changes)."""
        code = display().code
        for key, box in self.shapes.items():
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(code.shape(key)))
            box.blockSignals(False)
        for value, edit in self.patterns.items():
            edit.setText(pattern_words(code.pattern(value)))

    def say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.window_.speech.say(Message(text, None, Priority.OWN, "error" if error else "system", None))

    # ---- changes -----------------------------------------------------------------
    def change_shape(self, key: str, shape: str) -> bool:
        code = display().code
        colour = code.colour(key)
        assert colour is not None  # keys come from the code's own table
        if shape == colour.shape:
            return True
        table = code.colours if key in code.colours else code.suits
        other = next((c for k, c in table.items() if k != key and c.shape == shape), None)
        if other is not None:
            self.load()
            self.say(translate("tactile", "Refused: {other} already has {shape}, and two colours cannot "
                                          "share a shape. Change {other} first.").format(
                other=other.name(self.lang()), shape=shape_name(shape)), error=True)
            return False
        return self._store(f"colours.{key}", shape, code.reset().shape(key),
                           colour_line(colour.name(self.lang()), shape))

    def change_pattern(self, value: int, text: str) -> bool:
        code = display().code
        try:
            marks = parse_pattern(text)
        except ValueError as error:
            self.load()
            word = str(error)
            self.say(translate("tactile", "Refused: “{word}” is not a mark; use bar, dot or ring.").format(word=word)
                     if word else translate("tactile", "Refused: a value needs at least one mark."), error=True)
            return False
        if marks == code.pattern(value):
            self.patterns[value].setText(pattern_words(marks))
            return True
        other = next((v for v, p in code.values.items() if v != value and p == marks), None)
        if other is not None:
            self.load()
            self.say(translate("tactile", "Refused: {other} already has these marks, and two values cannot "
                                          "share a pattern. Change {other} first.").format(other=other), error=True)
            return False
        default = " ".join(code.reset().pattern(value))
        return self._store(f"values.{value}", " ".join(marks), default, value_line(value, marks))

    def _store(self, key: str, value: str, default: str | None, spoken: str) -> bool:
        section, _, name = key.partition(".")
        try:  # the code's own validation has the last word
            display().code.with_overrides({section: {name: value}})
        except TactileCodeError as error:
            self.load()
            self.say(translate("tactile", "Refused: {reason}").format(reason=error.detail), error=True)
            return False
        self.settings.set_raw(TACTILE_GROUP, key, None if value == default else value)
        self.load()
        self.say(translate("tactile", "{change}. Saved; every card now shows it.").format(change=spoken))
        return True

    def reset(self) -> None:
        for key in self.settings.raw_group(TACTILE_GROUP):
            self.settings.set_raw(TACTILE_GROUP, key, None)
        self.load()
        self.say(translate("tactile", "The tactile code is back to its defaults."))
