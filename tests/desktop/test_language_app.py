"""Issue 21 in the running app and its files: --watch names every seat, the sticker sheets
print in the interface's language, the rules help says it for players."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HELP = ROOT / "resources" / "help"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_watching_gives_seat_0_a_players_name(make_app, language):
    """With --watch no person plays seat 0: it is "Marie", never "You plays 1 red"/"Vous joue 1 rouge"."""
    from desktop.app import parse_args, start_direct
    app = make_app("--lang", language)
    start_direct(app.window, parse_args(["--game", "gap", "--players", "3", "--seed", "4", "--watch", "--levels", "easy"]))
    table = app.window.table
    assert table.narrator.names[0] == "Marie" and len(set(table.narrator.names)) == 3
    app.qtbot.waitUntil(lambda: len(app.history(None)) > 12, timeout=10000)
    heard = " ".join(app.history(None))
    assert "Marie" in heard
    app.window.ctx.languages.switch("en")   # the app's translators outlive the test: leave English
    for wrong in (r"\bYou (plays|takes|scores)\b", r"\bVous (joue|prend|marque)\b", r"Au tour de Vous", r"\bYou's turn"):
        assert not re.search(wrong, heard), wrong


@pytest.mark.parametrize(("language", "name"), [("en", "Player 1"), ("fr", "Joueur 1")])
def test_a_player_without_a_name_is_player_1_from_the_command_line(make_app, language, name):
    """As on the home screen: heard from Paul's seat in a replay, the seat named "You"
    said "You plays 5 red and takes 6 red" (by ear)."""
    from desktop.app import parse_args, start_direct
    app = make_app("--lang", language)
    start_direct(app.window, parse_args(["--game", "gap", "--players", "2", "--seed", "4"]))
    assert app.window.session.seats[0].name == name and app.window.session.seats[0].human
    app.window.ctx.languages.switch("en")   # the app's translators outlive the test: leave English


@pytest.fixture
def painted(monkeypatch):
    """Every text painted on a card face (desktop.cards.painter._text), in order."""
    import desktop.cards.painter as painter
    texts: list[str] = []
    original = painter._text
    monkeypatch.setattr(painter, "_text", lambda p, text, *a, **k: (texts.append(text), original(p, text, *a, **k)))
    return texts


def test_sticker_sheets_print_in_the_interface_language(lang, painted, tmp_path):
    from desktop.export import export_stickers_pdf
    export_stickers_pdf("twowin", str(tmp_path / "twowin.pdf"))
    names = {t for t in painted if not t.isdigit()}
    mine, other = ({"blue", "blue ★", "pink ★★"}, {"bleu", "bleu ★", "rose"}) if lang == "en" else \
        ({"bleu", "bleu ★", "rose ★★"}, {"blue", "blue ★", "pink"})
    assert mine <= names and not (other & names)


def test_sticker_sheets_follow_the_language_asked(lang, painted, tmp_path):
    """The export dialog passes the interface's language; another one may be asked for."""
    from desktop.export import export_stickers_pdf
    export_stickers_pdf("gap", str(tmp_path / "gap.pdf"), lang="fr")
    assert "rouge" in painted and "red" not in painted
    painted.clear()
    export_stickers_pdf("gap", str(tmp_path / "gap.pdf"), lang="en")
    assert "red" in painted and "rouge" not in painted


def page(name: str) -> str:
    return (HELP / name).read_text(encoding="utf-8")


def test_the_rules_help_fixes():
    twowin_fr, twowin_en = page("rules/twowin.fr.md"), page("rules/twowin.en.md")
    assert "de 1 à 9 et zéro, une ou deux étoiles" not in twowin_fr
    assert "un chiffre de 1 à 9, et aucune, une ou deux étoiles" in twowin_fr
    assert "from 1 to 9, and no star, one or two stars" in twowin_en
    assert "sens des aiguilles d'une montre" in twowin_fr and "going round clockwise" in twowin_en
    assert "la pioche" not in twowin_fr   # the publisher's "pile"
    assert "autant de cartes que vaut sa carte" not in page("rules/vingtdeux.fr.md")
    assert "the dealer's scoring card" in page("rules/vingtdeux.en.md")
    assert "Vingt-deux" not in page("tactile_code.en.md")
    for path in sorted((HELP / "rules").glob("*.md")):   # said for players, not for developers
        assert not re.search(r"data (default|file)|fichier de données|valeur par défaut", path.read_text("utf-8")), path
    assert "Points count against you" in page("rules/vingtdeux.en.md")
    assert "unselect" not in page("rules/vingtdeux.en.md")


def test_help_titles_share_one_style():
    for path in sorted((HELP / "rules").glob("*.md")):
        lines = path.read_text(encoding="utf-8").splitlines()
        french = path.name.endswith(".fr.md")
        assert lines[0].endswith(", la règle" if french else ", the rules"), path.name
        keys = [line for line in lines if line.startswith("## ") and ("touches" in line or "Keys" in line)]
        assert len(keys) == 1 and keys[0].startswith("## Les touches à la table de " if french else "## Keys at the ")


FRENCH_AVOIDED = re.compile(r"\brégions?\b|\bfeuilles?\b|\bplis?\b|réglages?|\brobots?\b|éliminée?s?\b|\bcentre\b|"
                            r"Délai d'annonce|’", re.IGNORECASE)


def test_one_french_term_per_idea():
    """zone (not région), fiche (not feuille), levée (not pli), hors jeu (not the gendered éliminé),
    paramètres (not réglages), ordinateur (not robot), milieu (not centre: GAP's region and
    rules), one apostrophe ('); in the messages, the help pages and the tutorials."""
    import xml.etree.ElementTree as ET
    found = [m.find("translation").text for m in ET.parse(ROOT / "i18n" / "tablee_fr.ts").getroot().iter("message")
             if FRENCH_AVOIDED.search(m.find("translation").text or "")]
    for path in sorted(HELP.rglob("*.fr.md")) + sorted((ROOT / "resources" / "tutorials").glob("*.fr.json")):
        found += [f"{path.name}: {line}" for line in path.read_text(encoding="utf-8").splitlines()
                  if FRENCH_AVOIDED.search(line)]
    assert found == []


def test_english_words():
    """"deselect", not "unselect", in every English message and help page."""
    import xml.etree.ElementTree as ET
    sources = [m.findtext("source") for m in ET.parse(ROOT / "i18n" / "tablee_en.ts").getroot().iter("message")]
    pages = [path.read_text(encoding="utf-8") for path in HELP.rglob("*.en.md")]
    assert not [t for t in sources + pages if re.search(r"\bunselect", t, re.IGNORECASE)]
    assert any("deselect" in t for t in sources)
