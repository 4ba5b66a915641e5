"""The spoken legend (resources/help/tactile_code.*.md) matches the default code."""
from __future__ import annotations

from pathlib import Path

import pytest

HELP = Path(__file__).resolve().parents[3] / "resources" / "help"
WORDS = {  # shape -> (English word, French word) used in the legend
    "circle": ("circle", "rond"), "triangle": ("triangle", "triangle"), "square": ("square", "carré"),
    "diamond": ("diamond", "losange"), "cross": ("cross", "croix"), "heart": ("heart", "cœur"),
    "hexagon": ("hexagon", "hexagone"), "star": ("star", "étoile"), "pentagon": ("pentagon", "pentagone"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_legend_names_each_colour_with_its_shape(code, lang):
    text = (HELP / f"tactile_code.{lang}.md").read_text(encoding="utf-8")
    for colour in code.colours.values():
        name = colour.name(lang).capitalize()
        lines = [line for line in text.splitlines() if line.startswith(f"- {name} :" if lang == "fr" else f"- {name}:")]
        assert lines, f"{lang}: no legend line for {name}"
        word = WORDS[colour.shape][0 if lang == "en" else 1]
        assert word in lines[0], f"{lang}: {name} should be described as {word}: {lines[0]}"
