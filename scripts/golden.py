#!/usr/bin/env python3
"""Rewrite the golden playthroughs (tests/golden/<case>.txt) from today's code.

Run it on purpose after a change of rules, bots or English wording, then read the
diff (`git diff tests/golden`) before committing: it is the change as players see it.
tests/golden/test_golden.py fails while a file and the code disagree.

    .venv/bin/python scripts/golden.py            # every case
    .venv/bin/python scripts/golden.py numwin     # the cases named
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(names: list[str]) -> int:
    from tests.golden import playthrough as golden
    cases = [c for c in golden.CASES if not names or c.name in names]
    unknown = set(names) - {c.name for c in golden.CASES}
    if unknown:
        print(f"unknown case(s): {', '.join(sorted(unknown))}; known: {', '.join(c.name for c in golden.CASES)}",
              file=sys.stderr)
        return 2
    for case in cases:
        with golden.english():
            text = golden.transcript(case)
        changed = not case.path.exists() or case.path.read_text(encoding="utf-8") != text
        case.path.write_text(text, encoding="utf-8")
        print(f"{case.path.relative_to(ROOT)}: {'rewritten' if changed else 'unchanged'} ({len(text.splitlines())} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
