#!/usr/bin/python3
"""AT-SPI client for atspi-cost: what each call of a screen reader costs the app.

Runs with Debian's /usr/bin/python3 (python3-pyatspi). Finds the focused item of
the list named $LISTNAME (else the first focused list item), then calls, N rounds,
what Orca asks of an object and of each of its ancestors (name, role, states,
description, index in parent, child count, attributes), with AT-SPI's cache
cleared, and prints one JSON line: the ancestors, the wall time per call, and the
CPU the application used per call (its threads' schedstat), which a busy machine
hurts far less than the wall clock. It also times, N rounds, the walk Orca 43's
braille generator makes up from the focused item at every move with braille on
(braille_generator._generateAncestors: parent, role, and for a named role its name
and relations, up to the application): "walk_ms_p50" and "app_cpu_ms_per_walk".
"""
import json
import os
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402


def focused_item(acc, want, depth=0):
    try:
        if acc.getRole() == pyatspi.ROLE_LIST and (not want or acc.name == want):
            for i in range(acc.childCount):
                child = acc.getChildAtIndex(i)
                if child is not None and child.getState().contains(pyatspi.STATE_FOCUSED):
                    return child
            if want:
                return None
        if depth > 30:
            return None
        for i in range(min(acc.childCount, 200)):
            child = acc.getChildAtIndex(i)
            found = focused_item(child, want, depth + 1) if child is not None else None
            if found is not None:
                return found
    except Exception:  # a dying object
        return None
    return None


def ancestors(acc):
    out, parent = [], acc.parent
    while parent is not None and parent.getRole() != pyatspi.ROLE_DESKTOP_FRAME:
        out.append(parent)
        parent = parent.parent
    return out


def one_round(chain) -> int:
    for acc in chain:
        acc.clear_cache()
        acc.name, acc.getRole(), acc.getState(), acc.description, acc.getIndexInParent(), acc.childCount
        acc.getAttributes()
    return 7 * len(chain)


SKIPPED_CONTEXT = (pyatspi.ROLE_FILLER, pyatspi.ROLE_SECTION, pyatspi.ROLE_SPLIT_PANE, pyatspi.ROLE_DESKTOP_FRAME)


def braille_context_walk(acc) -> None:
    """Orca 43's braille context: every ancestor's role, a named one's name and relations."""
    parent = acc.parent
    while parent is not None and parent.parent != parent:
        if parent.getRole() not in SKIPPED_CONTEXT:
            parent.name, parent.getRelationSet()
        parent = parent.parent


def time_walks(target, chain, pid: int, rounds: int) -> dict:
    cpu0, walls = app_cpu_ns(pid), []
    for _ in range(rounds):
        for acc in chain:
            acc.clear_cache()
        t0 = time.perf_counter()
        braille_context_walk(target)
        walls.append((time.perf_counter() - t0) * 1000)
    walls.sort()
    return {"walk_ms_p50": round(walls[len(walls) // 2], 2),
            "app_cpu_ms_per_walk": round((app_cpu_ns(pid) - cpu0) / rounds / 1e6, 2)}


def app_cpu_ns(pid: int) -> int:
    return sum(int(open(f"/proc/{pid}/task/{t}/schedstat").read().split()[0])
               for t in os.listdir(f"/proc/{pid}/task"))


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    want = os.environ.get("LISTNAME", "")
    desktop = pyatspi.Registry.getDesktop(0)
    target, deadline = None, time.time() + 30
    while target is None and time.time() < deadline:
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            target = focused_item(app, want) if app is not None else None
            if target is not None:
                break
        else:
            time.sleep(0.5)
    if target is None:
        print(json.dumps({"error": f"no focused item in a list named {want!r}"}))
        return 1
    chain = [target] + ancestors(target)
    pid = target.get_process_id()
    cpu0, calls, walls = app_cpu_ns(pid), 0, []
    for _ in range(rounds):
        t0 = time.perf_counter()
        n = one_round(chain)
        calls += n
        walls.append((time.perf_counter() - t0) * 1000 / n)
    walls.sort()
    per_call = {"wall_ms_per_call_p50": round(walls[len(walls) // 2], 3),
                "app_cpu_us_per_call": round((app_cpu_ns(pid) - cpu0) / calls / 1000, 1)}
    print(json.dumps({"item": target.name, "ancestors": [[a.getRoleName(), a.name] for a in chain[1:]],
                      **per_call, **time_walks(target, chain, pid, rounds)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
