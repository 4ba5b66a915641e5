#!/usr/bin/env python3
"""Translation workflow: extract, fill, compile.

  python scripts/i18n.py update           # pyside6-lupdate desktop/ -> i18n/tablee_{fr,en}.ts
  python scripts/i18n.py todo             # list unfinished French strings as JSON
  python scripts/i18n.py apply FILE.json  # {"context": {"source": "traduction"}} into tablee_fr.ts
                                          # (a message with a disambiguation: "source ## disambiguation")
  python scripts/i18n.py release          # pyside6-lrelease -nounfinished -> i18n/*.qm

English is the source language: tablee_en.ts carries every source as its own
translation (finished), so that English plural forms have a home.
"""
from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
BIN = Path(sys.executable).parent
LANGS = ("fr", "en")


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "desktop").rglob("*.py"))


def ts_path(lang: str) -> Path:
    return I18N / f"tablee_{lang}.ts"


def update() -> None:
    for lang in LANGS:
        subprocess.run([str(BIN / "pyside6-lupdate"), "-no-obsolete", "-locations", "none",
                        "-target-language", lang, *sources(), "-ts", str(ts_path(lang))],
                       cwd=ROOT, check=True, capture_output=True)
    tree = ET.parse(ts_path("en"))
    for message in tree.iter("message"):
        translation = message.find("translation")
        if message.get("numerus") == "yes":
            for form in translation.findall("numerusform"):
                form.text = form.text or message.findtext("source")
        else:
            translation.text = message.findtext("source")
        translation.attrib.pop("type", None)
    write(tree, ts_path("en"))


def write(tree: ET.ElementTree, path: Path) -> None:
    # lupdate writes an apostrophe as &apos;: the same here, or each apply rewrites hundreds of lines
    body = ET.tostring(tree.getroot(), encoding="unicode").replace("'", "&apos;")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def key(message: ET.Element) -> str:
    """A message's key in todo/apply files: its source, then " ## " and its disambiguation if any."""
    comment = message.findtext("comment")
    return message.findtext("source") + (f" ## {comment}" if comment else "")


def todo() -> dict:
    out: dict[str, dict[str, str]] = {}
    for context in ET.parse(ts_path("fr")).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") == "unfinished" or not (translation.text or "").strip():
                out.setdefault(name, {})[key(message)] = ""
    return out


def apply(mapping_file: str) -> int:
    mapping = json.loads(Path(mapping_file).read_text(encoding="utf-8"))
    tree = ET.parse(ts_path("fr"))
    done = 0
    for context in tree.getroot().iter("context"):
        table = mapping.get(context.findtext("name"), {})
        for message in context.iter("message"):
            text = table.get(key(message))
            if text:
                translation = message.find("translation")
                translation.text = text
                translation.attrib.pop("type", None)
                done += 1
    write(tree, ts_path("fr"))
    return done


def release() -> None:
    for lang in LANGS:
        subprocess.run([str(BIN / "pyside6-lrelease"), "-nounfinished", "-silent", str(ts_path(lang)),
                        "-qm", str(I18N / f"tablee_{lang}.qm")], cwd=ROOT, check=True)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "update"
    if command == "update":
        update()
    elif command == "todo":
        print(json.dumps(todo(), ensure_ascii=False, indent=1))
    elif command == "apply":
        print(f"{apply(argv[1])} translations applied")
    elif command == "release":
        release()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
