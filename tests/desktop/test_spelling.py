"""Spelling: hunspell (fr, and en-GB since the English is British) over every message of
the .ts files, the tutorial scripts and the help pages, with a small word list of game terms per language
(tests/desktop/spelling/). Debian's hunspell, hunspell-fr and hunspell-en-gb provide it
(scripts/debian-packages.txt, [test]); without them the test skips and says why."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORDS = Path(__file__).resolve().parent / "spelling"
DICTIONARIES = {"fr": "fr_FR", "en": "en_GB"}
DICTIONARY_DIRS = (Path("/usr/share/hunspell"), Path("/usr/share/myspell/dicts"))


def dictionary_missing(lang: str) -> str | None:
    if shutil.which("hunspell") is None:
        return "hunspell is not installed (apt-get install hunspell hunspell-fr hunspell-en-gb)"
    name = DICTIONARIES[lang]
    if not any((d / f"{name}.dic").exists() for d in DICTIONARY_DIRS):
        return f"the hunspell dictionary {name} is not installed (hunspell-fr / hunspell-en-gb)"
    return None


# the values `tablee --help` and `tablee-host --help` name as typed: game ids, computer
# levels, seats, the programs' names, the JSON Lines format and mDNS (context "cli")
COMMAND_LINE_VALUES = re.compile(r"\b(twowin|gap|vingtdeux|qwinto|numwin|easy|strong|remote|wait|tablee-host|"
                                 r"tablee-client|JSON Lines|mDNS)(?![\w-])")


def plain(text: str, command_line: bool = False) -> str:
    """What a player reads: no {placeholders} (nor argparse's %(name)s), no & mnemonics, no
    file patterns (*.json, FILE.csv), no command-line options (--players) nor, in the
    command line's help, the values typed after them. One line: a message's line breaks
    would shift hunspell's answers by a line."""
    text = re.sub(r"\{[A-Za-z_]+(:[a-z_]+)?\}", " ", text)
    text = re.sub(r"%\(\w+\)[sdr]|%[sdr]", " ", text)
    text = re.sub(r"--[a-z][a-z-]*", " ", text)
    text = re.sub(r"\*\.\w+|\b\w+\.csv\b", " ", text)
    if command_line:
        text = COMMAND_LINE_VALUES.sub(" ", text)
    return " ".join(text.replace("&", "").splitlines())


def texts(lang: str) -> list[tuple[str, str]]:
    """(where, text): every message of the .ts files in `lang`, then every help page."""
    out = []
    for context in ET.parse(ROOT / "i18n" / "tablee_fr.ts").getroot().iter("context"):
        for message in context.iter("message"):
            text = message.find("translation").text if lang == "fr" else message.findtext("source")
            name = context.findtext("name")
            out.append((f"{name}: {message.findtext('source')!r}", plain(text or "", command_line=name == "cli")))
    for script in sorted((ROOT / "resources" / "tutorials").glob(f"*.{lang}.json")):
        data = json.loads(script.read_text(encoding="utf-8"))
        said = [data["title"], data["resume"], data["end"]] + [t for s in data["steps"].values() for t in s.values()]
        out += [(f"{script.relative_to(ROOT)}", plain(t)) for t in said]
    for page in sorted((ROOT / "resources" / "help").rglob(f"*.{lang}.md")):
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            out.append((f"{page.relative_to(ROOT)}:{number}", plain(line)))
    return out


def misspelt(lang: str, lines: list[str]) -> list[list[str]]:
    """Per line, the words hunspell does not know (with the game-terms list)."""
    command = ["hunspell", "-a", "-i", "utf-8", "-d", DICTIONARIES[lang], "-p", str(WORDS / f"{lang}.txt")]
    # Pipe mode: "^" keeps a line from being read as a command; each line's answer ends with an empty line.
    result = subprocess.run(command, input="".join(f"^{line}\n" for line in lines), capture_output=True, text=True,
                            check=True)
    per_line: list[list[str]] = [[]]
    for row in result.stdout.splitlines()[1:]:   # the first line is hunspell's banner
        if not row:
            per_line.append([])    # hunspell -a ends each input line with an empty line
        elif row[0] in "&#":
            per_line[-1].append(row.split()[1])
    return per_line[:len(lines)]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_word_is_spelt_right(lang):
    why = dictionary_missing(lang)
    if why:
        pytest.skip(why)
    where, lines = zip(*texts(lang))
    problems = [f"{place}: {words}" for place, words in zip(where, misspelt(lang, list(lines))) if words]
    assert problems == [], f"hunspell {DICTIONARIES[lang]} (add game terms to tests/desktop/spelling/{lang}.txt):\n" + \
        "\n".join(problems)


def test_a_misspelt_word_is_found():
    """The check can fail: a wrong word is reported, a term of the word list is not."""
    why = dictionary_missing("fr") or dictionary_missing("en")
    if why:
        pytest.skip(why)
    assert misspelt("fr", ["Vous piochez une carrte de Qwinto."]) == [["carrte"]]
    assert misspelt("en", ["You reroll the dise.", "Colour and favour."]) == [["dise"], []]
