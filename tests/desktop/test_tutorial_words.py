"""A tutorial names the table's places as the table does, in each language.

Heard by ear (French): the Qwinto tutorial said "Sur votre feuille, allez sur la case
orange 5" and Orca then said "Votre fiche", the region's name; the GAP tutorial said
"le centre" for the region Orca calls "Milieu" (the rules say "milieu" too). A newcomer
is told to go to a place whose name they never hear.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from desktop.qt import QtCore
from engine import games

ROOT = Path(__file__).resolve().parents[2]
REGION = re.compile(r'add_region\(translate\("(\w+)", "([^"]+)"\)')


def region_titles(game: str) -> list[tuple[str, str]]:
    """(context, English title) of each region the game's table adds."""
    return REGION.findall((ROOT / "desktop" / "tables" / f"{game}.py").read_text(encoding="utf-8"))


def noun(title: str) -> str:
    """"Your sheet" -> "sheet", "Votre fiche" -> "fiche": the word a sentence uses."""
    return re.sub(r"^(your|votre|vos) ", "", title.lower())


def tutorial_text(game: str, language: str) -> str:
    data = json.loads((ROOT / "resources" / "tutorials" / f"{game}.{language}.json").read_text(encoding="utf-8"))
    return json.dumps(data, ensure_ascii=False).lower()


@pytest.fixture(scope="module")
def french():
    translator = QtCore.QTranslator()
    assert translator.load("tablee_fr", str(ROOT / "i18n"))
    return translator


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_the_french_tutorial_names_each_region_as_the_table_does(game, french):
    titles = region_titles(game)
    assert titles, f"no region found in desktop/tables/{game}.py: has add_region changed?"
    english, french_text = tutorial_text(game, "en"), tutorial_text(game, "fr")
    missing = []
    for context, title in titles:
        if noun(title) in english:
            translated = french.translate(context, title)
            if noun(translated) not in french_text:
                missing.append(f"{title!r} is {translated!r}: the French tutorial never says {noun(translated)!r}")
    assert not missing, "\n".join(missing)
