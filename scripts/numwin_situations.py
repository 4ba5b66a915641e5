#!/usr/bin/env python3
"""Count, in a `tablee-sim --game numwin --transcript FILE` transcript, how often the
situations of Num Win rulings 4, 6 and 7 arise:

- calls_after_snap: a Num Win call made out of turn right after the caller snapped
  another player's card (an opponent's, or the partner's in the team variant);
- actions_from_combination: an action card that acted when its drawer exchanged it
  out of their combination (not straight after drawing it);
- lone_rainbows: a seat's round score with one Rainbow left alone after pairing
  (it scores 0), and among them those where another Rainbow was paired with a card.

  tablee-sim --game numwin --players 4 --games 60 --seed 7 --transcript t.jsonl
  python scripts/numwin_situations.py t.jsonl
"""
from __future__ import annotations

import json
import sys
from collections import Counter


def _is_rainbow(card: dict) -> bool:
    return card.get("kind") == "rainbow"


def count(lines) -> Counter:
    seen: Counter = Counter()
    current: dict[int, int] = {}
    recent: dict[int, list[dict]] = {}
    for line in lines:
        event = json.loads(line)
        game, kind = event["game"], event["type"]
        before = recent.setdefault(game, [])
        if kind == "match_header":
            seen["matches"] += 1
        elif kind == "turn_started":
            current[game] = event["seat"]
        elif kind == "num_win_called":
            seen["calls"] += 1
            snapped = any(e["type"] == "claim_resolved" and e["claimer"] == event["seat"]
                          and e["outcome"] in ("opponent_pair", "partner_pair") for e in before[-3:])
            if snapped and current.get(game) != event["seat"]:
                seen["calls_after_snap"] += 1
        elif kind == "action_triggered":
            seen["actions"] += 1
            if before and before[-1]["type"] == "card_discarded" and before[-1]["reason"] == "exchanged":
                seen["actions_from_combination"] += 1
        elif kind == "round_scored":
            seen["rounds"] += 1
            for score in event["seats"]:
                if any(_is_rainbow(c) for c in score["counted"]):
                    seen["lone_rainbows"] += 1
                    if any(_is_rainbow(c) for pair in score["pairs"] for c in pair):
                        seen["lone_rainbows_beside_a_paired_rainbow"] += 1
        before.append(event)
        del before[:-5]
    return seen


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[0], encoding="utf-8") as fh:
        print(json.dumps(dict(sorted(count(fh).items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
