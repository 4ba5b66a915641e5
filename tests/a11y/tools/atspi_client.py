#!/usr/bin/python3
"""AT-SPI client for a11y-probe: what a screen reader receives from one application.

Vendored from ../shared/tools/a11y-probe/atspi_client.py (project tool, no licence
header). Local changes: the event listeners are registered before the application
starts (so bot moves made in the first second are recorded too); nodes carry
"labelled_by" (names of the labels a screen reader reads with the widget) and
"index" (position in the parent); a key "+S" (e.g. "+2.5") waits S seconds.

Runs with Debian's /usr/bin/python3 (python3-pyatspi). Reads the application's
accessibility tree, then sends the given keys with xdotool and records focus,
announcement and name-change events. Writes one JSON object:
  {"app": name, "tree": node, "events": [...], "keys": [...], "app_log_tail": str}
where node = {"role", "name", "description", "states": [...], "children": [...]}.
"""
import argparse
import json
import re
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
import pyatspi
from gi.repository import GLib

INTERESTING_STATES = {
    pyatspi.STATE_FOCUSABLE: "focusable",
    pyatspi.STATE_FOCUSED: "focused",
    pyatspi.STATE_SHOWING: "showing",
    pyatspi.STATE_ACTIVE: "active",
    pyatspi.STATE_SENSITIVE: "sensitive",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_CHECKED: "checked",
}
EVENT_TYPES = [
    "focus:",
    "object:state-changed:focused",
    "object:announcement",
    "object:property-change:accessible-name",
    "object:text-changed",
    "window:activate",
]
T0 = time.monotonic()


def node(acc, depth=0):
    try:
        states = [INTERESTING_STATES[s] for s in acc.getState().getStates() if s in INTERESTING_STATES]
        out = {"role": acc.getRoleName(), "name": acc.name or "", "description": acc.description or "",
               "states": states, "children": [], "labelled_by": labels_of(acc)}
        if out["role"] == "text":
            out.update(text_runs(acc))
    except Exception as exc:  # a dying object
        return {"role": "error", "name": str(exc), "description": "", "states": [], "children": []}
    if depth < 40:
        for i in range(min(acc.childCount, 500)):
            child = acc.getChildAtIndex(i)
            if child is not None:
                out["children"].append(node(child, depth + 1))
    return out


def text_runs(acc):
    """A text field's content and its attribute run at each offset (start, end): Orca 43
    reads a line by these runs, and one that does not contain its offset loses text."""
    try:
        text = acc.queryText()
        content = text.getText(0, min(text.characterCount, 64))
        runs = [list(text.getAttributeRun(offset, False)[1:]) for offset in range(len(content))]
    except Exception:
        return {}
    return {"text": content, "runs": runs}


def labels_of(acc):
    names = []
    try:
        for rel in acc.getRelationSet():
            if rel.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                for i in range(rel.getNTargets()):
                    target = rel.getTarget(i)
                    names.append((target.name or "") if target is not None else "")
    except Exception:
        pass
    return names


def find_app(pattern):
    desktop = pyatspi.Registry.getDesktop(0)
    seen = []
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is None:
            continue
        seen.append(app.name)
        toolkit = getattr(app, "toolkitName", "") or ""
        if re.fullmatch(pattern, app.name or "", re.IGNORECASE) and (pattern != ".*" or toolkit == "Qt"):
            return app, seen
    return None, seen


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--app", default=".*")
    ap.add_argument("--keys", default="")
    ap.add_argument("--key-delay", type=float, default=0.6)
    ap.add_argument("--settle", type=float, default=20)
    ap.add_argument("--listen", type=float, default=3)
    ap.add_argument("--app-log", default="")
    ap.add_argument("--pid", default="")
    ap.add_argument("--pid-file", default="", help="read the app's pid from here (written after --ready-file)")
    ap.add_argument("--ready-file", default="", help="created once the listeners are registered")
    ap.add_argument("--out", default="/dev/stdout")
    args = ap.parse_args()

    events = []

    def on_event(ev):
        try:
            name, role = ev.source.name or "", ev.source.getRoleName()
        except Exception:
            name, role = "?", "?"
        entry = {"t": round(time.monotonic() - T0, 3), "type": ev.type, "role": role, "name": name,
                 "detail1": ev.detail1}
        if role == "label":  # a notification's visible text (what Orca 43 brailles)
            try:
                entry["parent_role"] = ev.source.parent.getRoleName()
            except Exception:
                entry["parent_role"] = "?"
        if ev.type.startswith("object:announcement") or ev.type.startswith("object:text-changed") \
                or ev.type.startswith("object:property-change"):
            entry["data"] = str(ev.any_data)
        events.append(entry)

    # registered before the app starts: the registry tells the app which events are
    # wanted; events queue on our D-Bus connection until the main loop runs below
    for event_type in EVENT_TYPES:
        pyatspi.Registry.registerEventListener(on_event, event_type)

    if args.ready_file:
        open(args.ready_file, "w").close()

    def pump(seconds):
        """Dispatch events (with their real time) while we wait."""
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.pending():
                context.iteration(False)
            time.sleep(0.01)

    deadline = time.monotonic() + args.settle
    app, seen = None, []
    while time.monotonic() < deadline:
        app, seen = find_app(args.app)
        if app is not None and app.childCount > 0:
            break
        pump(0.3)
    if app is None:
        print(f"a11y-probe: no application matching {args.app!r}; seen: {seen}", file=sys.stderr)
        return 2
    pump(1.0)  # let the first window finish building
    report = {"app": app.name, "tree": node(app), "events": events, "keys": []}

    keys = args.keys.split()
    if args.pid_file and not args.pid:
        try:
            with open(args.pid_file, encoding="utf-8") as fh:
                args.pid = fh.read().strip()
        except OSError:
            pass
    if keys and args.pid:
        # no window manager: give the app's visible window the keyboard focus
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", args.pid],
                               check=False, capture_output=True, text=True).stdout.split()
        if found:
            subprocess.run(["xdotool", "windowfocus", found[0]], check=False, capture_output=True)

    def press():
        while keys and keys[0].startswith("+"):
            GLib.timeout_add(int(float(keys.pop(0)[1:]) * 1000), press)
            return False
        if keys:
            key = keys.pop(0)
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=False)
            report["keys"].append({"t": round(time.monotonic() - T0, 3), "key": key})
            GLib.timeout_add(int(args.key_delay * 1000), press)
            return False
        GLib.timeout_add(int(args.listen * 1000), stop)
        return False

    def stop():
        pyatspi.Registry.stop()
        return False

    GLib.timeout_add(int(args.key_delay * 1000), press)
    pyatspi.Registry.start()
    report["tree_after"] = node(app)
    if args.app_log:
        try:
            with open(args.app_log, encoding="utf-8", errors="replace") as fh:
                report["app_log_tail"] = fh.read()[-4000:]
        except OSError:
            report["app_log_tail"] = ""
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(report, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
