"""`tablee-host` and `tablee-client` speak the club's language (desktop/net/cli.py): their
help, argparse's own words, their errors and their messages follow --lang, else the
system's language. They were English whatever the language."""
from __future__ import annotations

import os
import subprocess

import pytest

from tests.net.loopback import BIN


def _run(tool: str, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / tool), *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, **(env or {})})


def test_the_host_s_help_is_french_with_lang_fr_and_every_option_is_explained():
    done = _run("tablee-host", "--lang", "fr", "--help")
    assert done.returncode == 0 and done.stdout.startswith("utilisation : tablee-host [-h]"), done.stdout
    text = " ".join(done.stdout.split())
    for words in ("Héberger des parties de Tablée sur le réseau local.", "afficher cette aide et quitter",
                  "--seats PLACES", "--data-dir DOSSIER", "le nombre de joueurs à chaque table",
                  "pendant l'absence d'un joueur"):
        assert words in text, words
    for english in ("usage:", "show this help", "the number of players", "FOLDER", "where the tables"):
        assert english not in text, english
    from desktop.net.cli import _client_parser, _host_parser
    for build in (_host_parser, _client_parser):
        unexplained = [a.option_strings for a in build(__import__("argparse").HelpFormatter)._actions if not a.help]
        assert not unexplained, unexplained


@pytest.mark.parametrize(("args", "said"), [
    (["--game", "gap", "--players", "9"], "tablee-host : erreur : --players : GAP (grand écart) se joue de 2 à 6 joueurs."),
    (["--game", "gap", "--players", "2", "--seats", "remote,bot:hard"],
     "tablee-host : erreur : --seats : « hard » n'est pas un niveau de l'ordinateur pour gap ; "
     "ses niveaux sont easy, normal, strong."),
    (["--game", "gap", "--players", "2", "--seats", "a,b,c"],
     "tablee-host : erreur : --seats : 3 places données, plus que de joueurs (2)."),
    (["--game", "gap", "--players", "2", "--seats", "human"],
     "tablee-host : erreur : --seats : « human » n'est pas une place : remote, ou bot:NIVEAU (easy, normal, strong)."),
    (["--game", "gap", "--players", "2", "--absent", "bot:hard"],
     "tablee-host : erreur : --absent : wait, ou bot:NIVEAU (easy, normal, strong)."),
    (["--game", "gap", "--players", "2", "--code", "a b"], "tablee-host : erreur : --code : de 1 à 16 lettres ou chiffres."),
    (["--players", "2"], "tablee-host : erreur : --game et --players sont nécessaires (ou --continue)."),
])
def test_a_host_that_cannot_start_says_why_in_french(tmp_path, args, said):
    done = _run("tablee-host", "--lang", "fr", "--data-dir", str(tmp_path), *args)
    assert done.returncode == 2 and done.stderr.strip().splitlines()[-1] == said, done.stderr
    assert "Traceback" not in done.stderr


def test_a_bad_command_keeps_the_saved_tables(tmp_path):
    """The saved tables were deleted before the new set-up was checked."""
    saved = tmp_path / "net" / "table-0.json"
    saved.parent.mkdir()
    saved.write_text("{}", encoding="utf-8")
    assert _run("tablee-host", "--lang", "en", "--data-dir", str(tmp_path), "--game", "gap", "--players", "9").returncode == 2
    assert saved.exists()


def test_the_host_s_messages_follow_the_system_s_language(tmp_path):
    empty = _run("tablee-host", "--continue", "--data-dir", str(tmp_path), env={"LANG": "fr_FR.UTF-8", "LC_ALL": ""})
    assert (empty.returncode, empty.stderr.strip()) == (2, "tablee-host : il n'y a aucune table enregistrée à reprendre.")
    english = _run("tablee-host", "--continue", "--data-dir", str(tmp_path), env={"LANG": "en_GB.UTF-8", "LC_ALL": ""})
    assert english.stderr.strip() == "tablee-host: there is no saved table to continue."
    (tmp_path / "net" / "table-0.json").write_text("not a save", encoding="utf-8")
    damaged = _run("tablee-host", "--lang", "fr", "--continue", "--data-dir", str(tmp_path))
    assert damaged.stderr.strip() == ("tablee-host : les tables enregistrées ne peuvent pas être lues : "
                                      "le fichier n'est pas du JSON lisible."), damaged.stderr


def test_the_host_says_where_it_listens_in_french(tmp_path):
    host = subprocess.Popen([str(BIN / "tablee-host"), "--lang", "fr", "--game", "gap", "--players", "2",
                             "--bind", "127.0.0.1", "--code", "CLUB", "--data-dir", str(tmp_path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = host.stdout.readline()
    finally:
        host.terminate()
        host.communicate(timeout=10)
    assert line.startswith("à l'écoute sur 127.0.0.1:") and line.rstrip().endswith(" code CLUB"), line


def test_the_client_s_errors_are_french_with_lang_fr():
    missing = _run("tablee-client", "--lang", "fr")
    assert missing.stderr.strip().splitlines()[-1] == "tablee-client : erreur : ces options sont obligatoires : --join, --code"
    typed = _run("tablee-client", "--lang", "fr", "--join", "127.0.0.1:9", "--code", "A", "--retry", "z")
    assert typed.stderr.strip().splitlines()[-1] == "tablee-client : erreur : option --retry : un nombre est attendu, pas 'z'"
