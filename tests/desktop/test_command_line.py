"""`tablee --help` and argparse's errors in the player's language (desktop/command_line.py)."""
from __future__ import annotations

import argparse
import gettext

import pytest

from desktop import command_line
from desktop.command_line import parse_args


def _run(argv: list[str], capsys) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as ended:
        parse_args(argv)
    out, err = capsys.readouterr()
    return ended.value.code, out, err


def test_the_help_is_french_with_lang_fr_and_every_option_is_explained(capsys):
    code, out, _ = _run(["--lang", "fr", "--help"], capsys)
    assert code == 0
    assert out.startswith("utilisation : tablee [-h]"), out
    for words in ("Tablée : jeux de société accessibles", "afficher cette aide et quitter", "--game JEU",
                  "--data-dir DOSSIER", "avec --game : le nombre de joueurs", "--export-history FICHIER.csv"):
        assert words in " ".join(out.split()), words
    for english in ("usage:", "show this help", "the number of players", "GAME", "FOLDER"):
        assert english not in out, english
    parser = command_line.build_parser(argparse.HelpFormatter)
    unexplained = [a.option_strings for a in parser._actions if not a.help]
    assert not unexplained, unexplained


def test_the_help_is_english_with_lang_en(capsys):
    code, out, _ = _run(["--help", "--lang", "en"], capsys)
    assert code == 0 and out.startswith("usage: tablee [-h]") and "show this help message and exit" in out
    assert "with --game: the number of players" in " ".join(out.split())


@pytest.mark.parametrize(("argv", "said"), [
    (["--lang", "fr", "--players", "x"], "tablee : erreur : option --players : un nombre est attendu, pas 'x'"),
    (["--lang=fr", "--bogus"], "tablee : erreur : options inconnues : --bogus"),
    (["--lang", "fr", "--seed"], "tablee : erreur : option --seed : il manque sa valeur"),
    (["--lang", "en", "--players", "x"], "tablee: error: argument --players: invalid int value: 'x'"),
])
def test_a_bad_option_is_refused_in_the_player_s_language(capsys, argv, said):
    code, _, err = _run(argv, capsys)
    assert code == 2
    assert err.strip().splitlines()[-1] == said, err
    assert err.startswith("utilisation : tablee" if "fr" in " ".join(argv) else "usage: tablee"), err


def test_a_normal_start_loads_no_translation_and_argparse_gets_its_words_back(monkeypatch):
    """Figure 1: the translator is loaded only to write help or an error."""
    import desktop.i18n
    asked: list[str] = []
    monkeypatch.setattr(desktop.i18n, "command_line_text", lambda lang, context, text: asked.append(text) or text)
    args = parse_args(["--lang", "fr", "--game", "gap", "--players", "3"])
    assert (args.lang, args.game, args.players) == ("fr", "gap", 3)
    assert asked == []
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]
