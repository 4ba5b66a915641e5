"""F1 and Shift+F1: a focused document with headings; only this screen's keys, each once."""
from __future__ import annotations

import re

import pytest

from desktop.dialogs.help import HELP_SIZE, HelpView, first_line, help_dialog, keys_lines
from desktop.match.session import SeatConfig
from desktop.qt import QtWidgets


def _start(app, game: str) -> None:
    app.window.start_match(game, [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy"),
                                  SeatConfig("Cid", False, "easy")], {}, 5)
    app.qtbot.waitUntil(lambda: app.focus is not None, timeout=2000)


def _keys(lines: list[str]) -> list[str]:
    return [m.group(1) for line in lines if (m := re.match(r"- ([^:]+):", line))]


def test_f1_in_qwinto_lists_qwinto_keys_only_each_once(make_app):
    app = make_app("--lang", "en")
    _start(app, "qwinto")
    lines = keys_lines(app.window)
    text = "\n".join(lines)
    assert "Roll the chosen dice" in text and "Scores" in text and "Quit" in text
    for other in ("Draw from the pile", "Claim the discard", "Call Num Win", "Play my lowest cards",
                  "Confirm your number"):
        assert other not in text, other
    keys = _keys(lines)
    assert len(keys) == len(set(keys)), keys
    assert [line for line in lines if line.startswith("## ")] == ["## Qwinto table", "## Every game table", "## Everywhere"]


def test_f1_in_num_win_names_each_key_once(make_app):
    app = make_app("--lang", "en")
    _start(app, "numwin")
    keys = _keys(keys_lines(app.window))
    assert keys.count("Ctrl+D") == 1 and keys.count("F12") == 1, keys
    assert "Ctrl+K" not in keys  # Vingt-deux's and Qwinto's, not Num Win's


def test_the_help_document_jumps_between_headings(qtbot):
    view = HelpView(None)
    qtbot.addWidget(view)
    view.setMarkdown("# Keys\n\n## Qwinto\n\n- Ctrl+D: roll\n\n## Everywhere\n\n- F1: keys\n")
    assert [h[1] for h in view.headings()] == ["Keys", "Qwinto", "Everywhere"]
    assert view.go_to_heading(1) == "Qwinto"
    assert view.go_to_heading(1) == "Everywhere"
    assert view.go_to_heading(1) is None
    assert view.go_to_heading(-1) == "Qwinto"
    assert first_line("\n# Keys of this screen.\n- a") == "Keys of this screen."
    assert isinstance(view, QtWidgets.QTextBrowser)


def test_f1_in_french_puts_a_space_before_each_colon(make_app):
    """French typography (every French sentence of the app writes " : "): F1's lines are
    built from a key and its action, so the colon between them is translated too."""
    app = make_app("--lang", "fr")
    _start(app, "gap")
    rows = [line for line in keys_lines(app.window) if line.startswith("- ")]
    assert "- F2 : À qui le tour, et que faire" in rows, rows[:8]
    assert "- Ctrl+N : Nouvelle partie" in rows
    glued = [row for row in rows if re.search(r"\S:\s", row)]
    assert glued == [], glued


def test_f1_in_english_keeps_the_english_colon(make_app):
    app = make_app("--lang", "en")
    _start(app, "gap")
    assert "- Ctrl+N: New game" in keys_lines(app.window)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_key_line_of_f1_is_cut_in_two_at_the_default_zoom(make_app, lang):
    """The arrows read the document by its lines on screen: Orca read 2 Win's compose key in
    two halves ("…and whether it is", then "allowed are said") in a 760-pixel window."""
    app = make_app("--lang", lang)
    wrapped = []
    for game in ("twowin", "gap", "vingtdeux", "qwinto", "numwin"):
        _start(app, game)
        dialog, view = help_dialog(app.window, "F1", "\n".join(keys_lines(app.window)), markdown=True)
        dialog.resize(*HELP_SIZE)  # as on a screen of 1112 pixels or more (the offscreen one has 800)
        dialog.show()
        app.qtbot.waitExposed(dialog)
        block = view.document().begin()
        while block.isValid():
            if block.layout().lineCount() > 1:
                wrapped.append((game, block.text()))
            block = block.next()
        dialog.close()
        dialog.deleteLater()
    assert wrapped == [], wrapped
