"""Start Tablée for the a11y probes with a match history already recorded.

    python -m tests.a11y.history_app TABLEE_ARGS...   (with --data-dir DIR)

Writes the history of tests/desktop/test_history_screen.py (three GAP matches,
an abandoned one, a finished 2 Win match) into DIR, then runs the app as is.
"""
from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    from desktop import paths
    paths.set_data_dir(argv[argv.index("--data-dir") + 1])
    from tests.desktop.test_history_screen import _fill_history
    _fill_history()
    paths.set_data_dir(None)
    from desktop.app import main as app_main
    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
