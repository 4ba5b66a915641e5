"""`tablee`'s options, with their help and argparse's errors in the player's language.

`tablee --help` and argparse's own errors ("argument --players: invalid int value") were
English whatever the language. They now follow --lang, else the system's language, as
the other messages printed before any window do (desktop.i18n.command_line_text).
Translation happens only when help or an error is written: a normal start loads no
translator (figure 1, start-up).
"""
from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from desktop.qt import QT_TRANSLATE_NOOP
from desktop.speech.modes import OUTPUT_MODES

DESCRIPTION = QT_TRANSLATE_NOOP("cli", "Tablée: accessible tabletop games, alone against the computer or with friends.")

# argparse's words a player can meet with `tablee`, `tablee-host` or `tablee-client`
# (argparse asks for them through `_`)
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("cli", "usage: "),
    QT_TRANSLATE_NOOP("cli", "options"),
    QT_TRANSLATE_NOOP("cli", "show this help message and exit"),
    QT_TRANSLATE_NOOP("cli", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("cli", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("cli", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("cli", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("cli", "expected one argument"),
    QT_TRANSLATE_NOOP("cli", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("cli", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("cli", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("cli", "the following arguments are required: %s"),
)


class Words:
    """argparse's `_`: the player's language once `armed`, English before (building the
    parser asks for a few words that a normal start never shows: they are translated
    when written, by _Formatter)."""

    def __init__(self, language: str | None, armed: bool) -> None:
        self.language, self.armed = language, armed

    def __call__(self, text: str) -> str:
        if not self.armed:
            return text
        from desktop.i18n import command_line_text
        return command_line_text(self.language, "cli", text)


class _Formatter(argparse.HelpFormatter):
    """Translates what the parser holds (help, names of values, titles) as it is written."""
    words: Words

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return self.words(action.help) if action.help else action.help

    def _metavar_formatter(self, action, default_metavar):
        format_metavar = super()._metavar_formatter(action, default_metavar)
        return lambda size: tuple(self.words(part) for part in format_metavar(size))

    def start_section(self, heading: str | None) -> None:
        super().start_section(self.words(heading) if heading else heading)

    def add_text(self, text: str | None) -> None:
        super().add_text(self.words(text) if text else text)


def asked_language(argv: Sequence[str]) -> str | None:
    """--lang's value, read before argparse (whose own words depend on it)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def build_parser(formatter: type[argparse.HelpFormatter]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tablee", description=DESCRIPTION, formatter_class=formatter)
    add = parser.add_argument
    add("--lang", choices=["fr", "en"],
        help=QT_TRANSLATE_NOOP("cli", "the language (default: the one chosen in Settings, else the system's)"))
    add("--game", metavar=QT_TRANSLATE_NOOP("cli", "GAME"),
        help=QT_TRANSLATE_NOOP("cli", "start a match of this game at once: twowin, gap, vingtdeux, qwinto or numwin"))
    add("--players", type=int, metavar="N", help=QT_TRANSLATE_NOOP("cli", "with --game: the number of players"))
    add("--seed", type=int, default=None, metavar="N",
        help=QT_TRANSLATE_NOOP("cli", "with --game: the deal's number (the same number deals the same match)"))
    add("--levels", metavar=QT_TRANSLATE_NOOP("cli", "LEVELS"),
        help=QT_TRANSLATE_NOOP("cli", "with --game: the computer players' levels from seat 2 on, "
                                      "e.g. strong,normal (easy, normal, strong)"))
    add("--watch", action="store_true",
        help=QT_TRANSLATE_NOOP("cli", "with --game: seat 1 is a computer player too (watch a match)"))
    add("--tutorial", metavar=QT_TRANSLATE_NOOP("cli", "GAME"),
        help=QT_TRANSLATE_NOOP("cli", "start this game's tutorial at once"))
    add("--continue", dest="resume", action="store_true",
        help=QT_TRANSLATE_NOOP("cli", "resume the last match, saved as you left it"))
    add("--bot-pause", type=int, metavar="MS",
        help=QT_TRANSLATE_NOOP("cli", "the computer players' pause before each move, in milliseconds"))
    add("--data-dir", metavar=QT_TRANSLATE_NOOP("cli", "FOLDER"),
        help=QT_TRANSLATE_NOOP("cli", "keep the settings, saved matches and history in this folder"))
    add("--speech", choices=OUTPUT_MODES,
        help=QT_TRANSLATE_NOOP("cli", "where the messages are said (default: the one chosen in Settings)"))
    add("--smoke", action="store_true",
        help=QT_TRANSLATE_NOOP("cli", "show the window a moment, then quit (a check that the app starts)"))
    add("--export-history", metavar=QT_TRANSLATE_NOOP("cli", "FILE.csv"),
        help=QT_TRANSLATE_NOOP("cli", "write the match history as a spreadsheet (CSV) and quit"))
    return parser


@contextmanager
def argparse_words(words: Words) -> Iterator[None]:
    """argparse asks `_` for its words at the moment it writes them; ours meanwhile."""
    saved = argparse._  # type: ignore[attr-defined]
    argparse._ = words  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = saved  # type: ignore[attr-defined]


@contextmanager
def translated_parser(build: Callable[[type[argparse.HelpFormatter]], argparse.ArgumentParser],
                      language: str | None) -> Iterator[argparse.ArgumentParser]:
    """The parser `build` makes, whose help and errors (argparse's own words too) are in
    `language` (None: the system's) while in the block."""
    words = Words(language, armed=False)

    class Formatter(_Formatter):
        pass
    Formatter.words = words
    with argparse_words(words):
        parser = build(Formatter)
        words.armed = True  # from here on argparse asks only to write help or an error
        yield parser


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The options; on --help or a bad option, argparse writes and exits, in the player's language."""
    argv = list(argv)
    with translated_parser(build_parser, asked_language(argv)) as parser:
        return parser.parse_args(argv)
