"""Help: the keys of the current screen (F1), the rules of the game (Shift+F1), the legend.

Help opens in a read-only document that has the focus: the arrows read it line by
line, a screen reader's Say All reads it whole, H / Shift+H jump between headings,
and its first line is spoken on opening. Escape closes it and the focus returns,
explicitly, where it was (issue 15, items 3-5).
"""
from __future__ import annotations

from desktop import actions, qt
from desktop.dialogs.focus import run_dialog
from desktop.i18n import LANGUAGES
from desktop.narration.words import key_name, labelled
from desktop.qt import translate
from engine.resources import resource_path

QtWidgets = qt.QtWidgets


class HelpView(QtWidgets.QTextBrowser):
    """A read-only document the arrows read line by line (and a screen reader's Say
    All reads whole); H and Shift+H jump to the next and previous heading, whose
    text is spoken, so a long help is skimmed by its headings."""

    def __init__(self, parent, speak=None) -> None:
        super().__init__(parent)
        self._speak = speak
        self.setTextInteractionFlags(qt.Qt.TextInteractionFlag.TextBrowserInteraction |
                                     qt.Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setOpenExternalLinks(False)

    def headings(self) -> list[tuple[int, str]]:
        """(position, text) of every heading block, in order."""
        found, block = [], self.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0 and block.text().strip():
                found.append((block.position(), block.text().strip()))
            block = block.next()
        return found

    def go_to_heading(self, step: int) -> str | None:
        """Move the caret to the next (step 1) or previous (-1) heading; its text, or None."""
        here = self.textCursor().block().position()
        heads = self.headings()
        targets = [h for h in heads if h[0] > here] if step > 0 else [h for h in reversed(heads) if h[0] < here]
        if not targets:
            return None
        cursor = self.textCursor()
        cursor.setPosition(targets[0][0])
        self.setTextCursor(cursor)
        return targets[0][1]

    def keyPressEvent(self, event) -> None:
        mods = event.modifiers() & ~qt.Qt.KeyboardModifier.KeypadModifier
        if event.key() == qt.Qt.Key.Key_H and mods in (qt.Qt.KeyboardModifier.NoModifier,
                                                        qt.Qt.KeyboardModifier.ShiftModifier):
            step = -1 if mods == qt.Qt.KeyboardModifier.ShiftModifier else 1
            text = self.go_to_heading(step)
            if self._speak is not None:
                self._speak(text or (translate("help", "No next heading.") if step > 0
                                     else translate("help", "No previous heading.")))
            event.accept()
            return
        super().keyPressEvent(event)


def first_line(text: str) -> str:
    """The first non-empty line without markdown marks, spoken when the help opens."""
    line = next((x for x in text.splitlines() if x.strip()), "")
    return line.lstrip("#").strip()


HELP_SIZE = (1000, 620)  # wide enough that no key's line of F1 wraps at the default zoom


def help_dialog(parent, title: str, text: str, markdown: bool = False) -> tuple[QtWidgets.QDialog, HelpView]:
    """The help window, built (show_text runs it). Its width keeps each of F1's lines on
    one line of the screen: the arrows read a document by its lines on screen, and Orca
    read a wrapped key line in two halves ("…and whether it is", then "allowed are said")."""
    dialog = QtWidgets.QDialog(parent)
    dialog.setWindowTitle(title)
    view = HelpView(dialog, _speaker(parent))
    if markdown:
        view.setMarkdown(text)
    else:
        view.setPlainText(text)
    view.setAccessibleName(title)
    view.setAccessibleDescription(translate("help", "H and Shift+H: next and previous heading. Escape: close."))
    close = QtWidgets.QPushButton(translate("help", "Close"), dialog)
    close.setAccessibleName(translate("help", "Close"))
    close.clicked.connect(dialog.accept)
    layout = QtWidgets.QVBoxLayout(dialog)
    layout.addWidget(view)
    layout.addWidget(close)
    room = dialog.screen().availableGeometry()
    dialog.resize(min(HELP_SIZE[0], room.width() * 9 // 10), min(HELP_SIZE[1], room.height() * 9 // 10))
    view.setFocus()
    return dialog, view


def show_text(parent, title: str, text: str, markdown: bool = False) -> None:
    """A modal help window: the document has the focus, its first line is spoken on
    opening, Escape or Close returns the focus where it was (explicitly: a window
    manager may hand it elsewhere)."""
    dialog, view = help_dialog(parent, title, text, markdown)
    speak = view._speak
    if speak is not None:
        qt.QTimer.singleShot(150, lambda: speak(first_line(text)))
    run_dialog(dialog)


def _speaker(parent):
    """say_now-like speech through the app's speech service, when there is one."""
    speech = getattr(getattr(parent, "ctx", None), "speech", None)
    if speech is None:
        return None
    from desktop.speech import Message, Priority

    def speak(text: str) -> None:
        speech.say(Message(text, None, Priority.OWN, "focus", speech.current_seat, False))
    return speak


def keys_lines(window) -> list[str]:
    """F1's text (markdown): this game's keys, then every table's, then those that work
    everywhere; each key once (a game's own line wins over the generic action name)."""
    table = window.table if window.table is not None and window.stack.currentWidget() is window.table else None
    seen: set[str] = set()
    sections: list[tuple[str, list[str]]] = []
    if table is not None:
        own = [labelled(key, what) for key, what in table.keys_help()]
        seen.update(key for key, _ in table.keys_help())
        own += _spec_lines(window, {table.game_id}, seen)
        sections.append((table.title(), own))
        sections.append((translate("help", "Every game table"), _spec_lines(window, {"table"}, seen)))
    everywhere = _spec_lines(window, {"global"}, seen)
    everywhere.append(translate("help", "Ctrl alone: stop speech. Tab and Shift+Tab: next and previous control."))
    sections.append((translate("help", "Everywhere"), everywhere))
    lines = ["# " + translate("help", "Keys of this screen.")]
    for heading, rows in sections:
        if rows:
            lines += ["", "## " + heading, ""] + [f"- {row}" for row in rows]
    return lines


def _spec_lines(window, contexts: set[str], seen: set[str]) -> list[str]:
    rows = []
    for spec in actions.SPECS:
        if spec.context not in contexts:
            continue
        action = window.qactions.get(spec.id)
        key = key_name(action.shortcut()) if action else ""
        if key and action.isEnabled() and key not in seen:
            seen.add(key)
            rows.append(labelled(key, actions.plain_text(spec.id)))
    return rows


def keys_help(window) -> None:
    show_text(window, translate("help", "Keys"), "\n".join(keys_lines(window)), markdown=True)


def _language(window) -> str:
    language = window.ctx.languages.current
    return language if language in LANGUAGES else "en"


def rules_help(window, game_id: str | None) -> None:
    if game_id is None:
        show_text(window, translate("help", "Rules"), translate("help", "Choose a game first: the rules of the game on the table are read here."))
        return
    path = resource_path("help", "rules", f"{game_id}.{_language(window)}.md")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = translate("help", "The rules help for this game is missing.")
    show_text(window, translate("help", "Rules"), text, markdown=True)


def legend_help(window) -> None:
    """The legend screen: each shape and dot pattern drawn large and spoken (desktop/dialogs/legend.py)."""
    from desktop.dialogs.legend import show_legend
    show_legend(window)


def legend_text(window) -> None:
    """The legend as a text to read (resources/help/tactile_code.*.md)."""
    path = resource_path("help", f"tactile_code.{_language(window)}.md")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = translate("help", "The tactile code legend is missing.")
    show_text(window, translate("help", "Tactile code legend"), text, markdown=True)
