"""Help: the keys of the current screen (F1), the rules of the game (Shift+F1), the legend.

Help opens in a read-only text view that a screen reader reads line by line;
Escape closes it and the focus returns where it was.
"""
from __future__ import annotations

from desktop import actions, qt
from desktop.i18n import LANGUAGES
from desktop.narration.words import key_name
from desktop.qt import translate
from engine.core.data import resource_path

QtWidgets = qt.QtWidgets


def show_text(parent, title: str, text: str, markdown: bool = False) -> None:
    dialog = QtWidgets.QDialog(parent)
    dialog.setWindowTitle(title)
    view = QtWidgets.QTextBrowser(dialog)
    if markdown:
        view.setMarkdown(text)
    else:
        view.setPlainText(text)
    view.setAccessibleName(title)
    view.setTextInteractionFlags(qt.Qt.TextInteractionFlag.TextBrowserInteraction |
                                 qt.Qt.TextInteractionFlag.TextSelectableByKeyboard)
    close = QtWidgets.QPushButton(translate("help", "Close"), dialog)
    close.setAccessibleName(translate("help", "Close"))
    close.clicked.connect(dialog.accept)
    layout = QtWidgets.QVBoxLayout(dialog)
    layout.addWidget(view)
    layout.addWidget(close)
    dialog.resize(760, 620)
    view.setFocus()
    dialog.exec()


def keys_help(window) -> None:
    lines = [translate("help", "Keys of this screen.")]
    table = window.table if window.table is not None and window.stack.currentWidget() is window.table else None
    if table is not None:
        lines += [f"{key}: {what}" for key, what in table.keys_help()]
    for spec in actions.SPECS:
        action = window.qactions.get(spec.id)
        key = key_name(action.shortcut()) if action else ""
        if key and action.isEnabled() and (table is not None or spec.context == "global"):
            lines.append(f"{key}: {actions.plain_text(spec.id)}")
    lines.append(translate("help", "Ctrl alone: stop speech. Tab and Shift+Tab: next and previous control."))
    show_text(window, translate("help", "Keys"), "\n".join(lines))


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
