"""Start Tablée for the a11y probes with a fixed seed for matches started from the home screen.

    python -m tests.a11y.seeded_app --seed S [--set KEY=VALUE ...] -- TABLEE_ARGS...

The home screen draws a random seed when "Start the game" is pressed (the app's
--seed only applies with --game); here that one draw is replaced by S, so a
match started by keyboard from the home screen deals the same cards every run.
--set writes settings (e.g. numwin/claim_delay_ms=0) into the data folder's
settings file before the app starts, as a user would have left them. Nothing
else of the app is changed.
"""
from __future__ import annotations

import argparse
import sys


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("rest", nargs=argparse.REMAINDER)
    args = ap.parse_args(argv)
    rest = args.rest[1:] if args.rest[:1] == ["--"] else args.rest

    from desktop.screens import home

    def _start(self) -> None:  # HomeScreen._start with the seed fixed
        self.startRequested.emit(self.game_id(), self.seats(), self.options(), args.seed)
    home.HomeScreen._start = _start

    if args.set:
        from desktop import paths
        from desktop import settings as S
        if "--data-dir" in rest:
            paths.set_data_dir(rest[rest.index("--data-dir") + 1])
        by_key = {s.key: s for s in S.ALL}
        store = S.Settings()
        for item in args.set:
            key, _, value = item.partition("=")
            store.set(by_key[key], value)
        store._store.sync()

    from desktop.app import main as app_main
    return app_main(rest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
