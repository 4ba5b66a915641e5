"""Translations: complete French, matching placeholders, files in step with the code, live switch."""
from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n")


def messages(lang: str):
    for context in ET.parse(I18N / f"tablee_{lang}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def test_every_french_string_is_finished_and_keeps_its_placeholders():
    problems = []
    for context, message in messages("fr"):
        source = message.findtext("source")
        translation = message.find("translation")
        text = translation.text or ""
        if translation.get("type") in ("unfinished", "obsolete", "vanished") or not text.strip():
            problems.append(f"{context}: {source!r} is not translated")
            continue
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
            problems.append(f"{context}: placeholders differ in {source!r} -> {text!r}")
        if source.count("&") != text.count("&"):
            problems.append(f"{context}: mnemonic differs in {source!r} -> {text!r}")
    assert problems == []


#: A word agreeing with a feminine noun, right after a card's name in the same clause.
FEMININE_AFTER_CARD = re.compile(r"\{card\}[^.;:?!]{0,12}\b(elle|prise|choisie|piochée|sélectionnée|jouée|passée)\b"
                                 r"|\{card\}[^.;?!]*[.:] [^.;?!]*-la\b")


def test_a_card_s_name_takes_masculine_words_in_french():
    """By ear: "Roi de cœur sélectionnée", "Vous piochez 5 vert. Échangez-la": a card named
    by its value ("le 5 vert", "le roi") is masculine; only the queen ("la dame") is not,
    and only where the message is told so (the disambiguation "the queen")."""
    wrong = [f"{context}: {message.findtext('translation')!r}" for context, message in messages("fr")
             if FEMININE_AFTER_CARD.search(message.findtext("translation") or "")
             and message.findtext("comment") != "the queen"]
    assert wrong == []
    assert FEMININE_AFTER_CARD.search("Vous piochez {card}. Échangez-la avec une position.")
    assert FEMININE_AFTER_CARD.search("{card}, peut être prise")


def test_translation_sources_match_the_code(tmp_path):
    """pyside6-lupdate on today's code finds exactly the strings of the .ts files."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import i18n as tool
    out = tmp_path / "check.ts"
    subprocess.run([str(Path(sys.executable).parent / "pyside6-lupdate"), "-no-obsolete", "-locations", "none",
                    *tool.sources(), "-ts", str(out)], cwd=ROOT, check=True, capture_output=True)
    found = {(c.findtext("name"), m.findtext("source"))
             for c in ET.parse(out).getroot().iter("context") for m in c.iter("message")}
    for lang in ("fr", "en"):
        have = {(c, m.findtext("source")) for c, m in messages(lang)}
        assert found == have, f"run `python scripts/i18n.py update` ({lang}): " \
                              f"missing {sorted(found - have)[:5]}, stale {sorted(have - found)[:5]}"


def test_compiled_files_are_fresh(tmp_path):
    for lang in ("fr", "en"):
        out = tmp_path / f"{lang}.qm"
        subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), "-nounfinished", "-silent",
                        str(I18N / f"tablee_{lang}.ts"), "-qm", str(out)], check=True)
        assert out.read_bytes() == (I18N / f"tablee_{lang}.qm").read_bytes(), \
            "run `python scripts/i18n.py release`"


def test_language_switches_live(make_app):
    app = make_app("--lang", "en")
    home = app.window.home
    assert home.start_button.accessibleName() == "Start the game"
    app.window.ctx.languages.switch("fr")
    assert home.start_button.accessibleName() == "Lancer la partie"
    assert app.window.game_menu.title() == "&Partie"
    app.window.ctx.languages.switch("en")
    assert home.start_button.accessibleName() == "Start the game"
