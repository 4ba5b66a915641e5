"""A French GAP match heard through the real Orca 43 (found by ear, session 9): the keys
help writes "F2 : …" as French does, and F7/F4 say collected cards as counts of cards,
never "1 rouge" (heard as the card 1 red). One Orca session for the module
(tests/a11y/orca_live.py), seed 4: you open, Paul then collects three cards."""
from __future__ import annotations

import re

import pytest

from tests.a11y.test_orca_by_ear import hear, live


@pytest.fixture(scope="module")
def gap_fr(live_available):
    yield from live(["--game", "gap", "--players", "2", "--seed", "4", "--lang", "fr"])


def test_gap_keys_help_puts_a_space_before_the_colon(gap_fr):
    hear(gap_fr, "F1", "Touches de cet écran")
    heard: list[str] = []
    for _ in range(14):
        heard += gap_fr.keys("Down", wait=0.8)
        if any(line.startswith("F2") for line in heard):
            break
    f2 = next((line for line in heard if line.startswith("F2")), None)
    assert f2 is not None and f2.startswith("F2 : "), heard
    assert not any(re.match(r"\S+: ", line) for line in heard), heard
    hear(gap_fr, "Escape", "Votre main")


def test_gap_f7_and_f4_say_counts_of_cards(gap_fr):
    hear(gap_fr, "Return", "Paul prend .*À vous : jouez", 15.0)  # you play 0 jaune to the middle; Paul takes two
    heard = hear(gap_fr, "F7", "Paul : ")
    paul = next((line for line in heard if line.startswith("Paul : ")), "")
    assert re.fullmatch(r"Paul : \d+ cartes en main ; ramassées : .+ ; total -?\d+\.", paul), heard
    collected = paul.split("ramassées : ")[1].split(" ;")[0]
    parts = re.split(r", | et ", collected)
    assert all(re.fullmatch(r"1 carte \w+|\d+ cartes \w+", p) for p in parts), parts
    mine = hear(gap_fr, "F4", "Votre main")
    assert any(re.fullmatch(r"Votre main : .+\. (Ramassées : .+|Aucune carte ramassée pour l'instant)\.", line)
               for line in mine), mine
