"""PDF sticker sheets: one sticker per physical card (or die face), page count checked in the file."""
from __future__ import annotations

import math
import re

import pytest

from desktop.export import GAMES, export_legend, export_stickers_pdf, stickers_for
from desktop.export.pdf import CARD_MM

DECK_SIZES = {"gap": 50, "twowin": 108, "vingtdeux": 52, "numwin": 80, "qwinto": 18}


def pdf_pages(path) -> int:
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def engine_deck(game_id: str) -> int:
    import importlib
    if game_id == "qwinto":
        from engine.core.data import load_json
        data = load_json("decks", "qwinto.json")
        return len(data["dice"]) * data["faces"]
    return len(importlib.import_module(f"engine.games.{game_id}.cards").deck(
        *([importlib.import_module("engine.games.gap.cards").colours()] if game_id == "gap" else [])))


@pytest.mark.parametrize("game_id", GAMES)
def test_one_sticker_per_card_and_the_page_count(qapp, tmp_path, game_id):
    path = tmp_path / f"{game_id}.pdf"
    report = export_stickers_pdf(game_id, str(path))
    assert report.stickers == len(stickers_for(game_id)) == engine_deck(game_id) == DECK_SIZES[game_id]
    per_page = 9 if game_id != "qwinto" else 99
    assert report.pages == math.ceil(report.stickers / per_page)
    assert pdf_pages(path) == report.pages
    assert re.search(rb"/MediaBox\s*\[\s*0\s+0\s+595(\.\d+)?\s+842", path.read_bytes())  # A4


def test_cards_are_printed_at_real_size():
    assert CARD_MM[0] == 63 and round(CARD_MM[1]) == 88


def test_legend_sheet(qapp, tmp_path):
    path = tmp_path / "legend.pdf"
    report = export_legend(str(path), "en")
    assert report.stickers == 7 + 4 + 17 + 1 + 6
    assert report.pages >= 1 and pdf_pages(path) == report.pages
