"""Run Tablée under the vendored AT-SPI and Orca probes and read their reports.

The probes (tests/a11y/tools/, vendored from ../shared/tools/ with small changes
noted in their headers) start a private Xvfb, D-Bus session and AT-SPI bus; two
runs at once pick the same display and share ~/.cache/at-spi/bus_NN and break
each other, so every run holds an exclusive flock on LOCK_FILE (the same lock as
`flock /tmp/tablee-a11y-probe.lock ...` from a shell).
"""
from __future__ import annotations

import fcntl
import functools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOOLS = Path(__file__).resolve().parent / "tools"
SHARED_TOOLS = REPO.parent / "shared" / "tools"  # the originals, for reference only
LOCK_FILE = "/tmp/tablee-a11y-probe.lock"
ATSPI_PROBE = TOOLS / "a11y-probe"
ORCA_PROBE = TOOLS / "orca-probe"
SYSTEM_PYTHON = "/usr/bin/python3"

ATSPI_COMMANDS = ("Xvfb", "xdpyinfo", "dbus-launch", "dbus-send", "xdotool", "flock")
ORCA_COMMANDS = ("orca", "speech-dispatcher", "pulseaudio")


# ---- what is missing ------------------------------------------------------------
@functools.cache
def missing_for_atspi() -> str | None:
    """None when the AT-SPI probe can run here, else why not (a skip reason)."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI probes need Linux"
    missing = [c for c in ATSPI_COMMANDS if shutil.which(c) is None]
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        missing.append("/usr/libexec/at-spi-bus-launcher (at-spi2-core)")
    if missing:
        return f"missing for the AT-SPI probe: {', '.join(missing)} (Debian: xvfb x11-utils dbus-x11 at-spi2-core xdotool)"
    if not Path(SYSTEM_PYTHON).exists():
        return f"{SYSTEM_PYTHON} is missing (the AT-SPI client needs Debian's python3-pyatspi)"
    check = subprocess.run([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Atspi', '2.0'); import pyatspi"],
                           capture_output=True, text=True, timeout=30)
    if check.returncode != 0:
        return "python3-pyatspi / gir1.2-atspi-2.0 are not installed for /usr/bin/python3"
    return None


@functools.cache
def missing_for_orca() -> str | None:
    reason = missing_for_atspi()
    if reason:
        return reason
    missing = [c for c in ORCA_COMMANDS if shutil.which(c) is None]
    if missing:
        return f"missing for the Orca probe: {', '.join(missing)} (Debian: orca speech-dispatcher pulseaudio)"
    if not Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng").exists():
        return "speech-dispatcher-espeak-ng is not installed (Orca would have no voice)"
    return None


def tablee_command(*args: str) -> list[str]:
    """The app as `tablee` starts it, with the test's Python environment."""
    script = Path(sys.executable).parent / "tablee"
    base = [str(script)] if script.exists() else [sys.executable, "-m", "desktop.app"]
    return base + list(args)


@contextmanager
def probe_lock():
    with open(LOCK_FILE, "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


# ---- the AT-SPI report -----------------------------------------------------------
@dataclass
class Node:
    role: str
    name: str
    description: str
    states: list[str]
    labelled_by: list[str]
    children: list[Node] = field(default_factory=list)
    parent: Node | None = None
    text: str = ""  # a text field's content (tools/atspi_client.py text_runs)
    runs: list[list[int]] = field(default_factory=list)  # its attribute run at each offset

    @staticmethod
    def from_json(data: dict, parent: Node | None = None) -> Node:
        node = Node(data["role"], data["name"], data.get("description", ""), data.get("states", []),
                    data.get("labelled_by", []), parent=parent, text=data.get("text", ""),
                    runs=data.get("runs", []))
        node.children = [Node.from_json(c, node) for c in data.get("children", [])]
        return node

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()

    def find_all(self, role: str | None = None, name: str | re.Pattern | None = None) -> list[Node]:
        def ok(n: Node) -> bool:
            if role is not None and n.role != role:
                return False
            if name is None:
                return True
            return bool(name.search(n.name)) if isinstance(name, re.Pattern) else n.name == name
        return [n for n in self.walk() if ok(n)]

    def find(self, role: str | None = None, name=None) -> Node | None:
        found = self.find_all(role, name)
        return found[0] if found else None

    @property
    def showing(self) -> bool:
        return "showing" in self.states

    @property
    def focusable(self) -> bool:
        return "focusable" in self.states

    def path(self) -> str:
        parts, node = [], self
        while node is not None:
            parts.append(f"{node.role}({node.name!r})")
            node = node.parent
        return " < ".join(parts)

    def __repr__(self) -> str:
        return f"<{self.role} {self.name!r} {','.join(self.states)}>"


@dataclass
class Report:
    raw: dict
    seconds: float

    @property
    def tree(self) -> Node:
        return Node.from_json(self.raw["tree"])

    @property
    def tree_after(self) -> Node:
        return Node.from_json(self.raw.get("tree_after") or self.raw["tree"])

    @property
    def events(self) -> list[dict]:
        return self.raw["events"]

    @property
    def app_log(self) -> str:
        return self.raw.get("app_log_tail", "")

    def focus_events(self) -> list[dict]:
        """Objects that gained focus, in order (the `focus:` events Orca follows)."""
        return [e for e in self.events if e["type"].startswith("focus:")]

    def announcements(self) -> list[str]:
        """Texts sent as QAccessibleAnnouncementEvent (object:announcement)."""
        return [e.get("data", "") for e in self.events if e["type"].startswith("object:announcement")]

    def notifications(self) -> list[str]:
        """Texts given to the Notification widgets, for Orca 43: their name, or the
        text of the label inside (a message for braille, see NotificationWidget)."""
        def given(e: dict) -> bool:
            return (e["type"].startswith("object:property-change:accessible-name") and bool(e.get("data"))
                    and (e["role"] == "notification" or e.get("parent_role") == "notification"))
        return [e.get("data", "") for e in self.events if given(e)]

    def messages(self, region: str = "Messages") -> list[str]:
        """The app's own narration: the items of the Messages list at the end."""
        return self.messages_in(region)

    def messages_in(self, region_name: str) -> list[str]:
        """Items of the list named region_name inside the panel of the same name."""
        for node in self.tree_after.find_all("list", region_name):
            if node.parent is not None and node.parent.role == "panel":
                return [c.name for c in node.children]
        return []


def run_atspi(app_args: list[str], keys: str = "", key_delay: float = 0.5, listen: float = 2.0,
              settle: float = 30.0, timeout: float = 180.0, command=None) -> Report:
    """Start Tablée under the AT-SPI probe, press keys, return the parsed report.
    command(*args) builds the app's command line (default: tablee_command)."""
    with tempfile.TemporaryDirectory(prefix="tablee-a11y-") as tmp:
        out = Path(tmp) / "report.json"
        cmd = [str(ATSPI_PROBE), "--app", "tablee", "--keys", keys, "--key-delay", str(key_delay),
               "--listen", str(listen), "--settle", str(settle), "--out", str(out), "--",
               *(command or tablee_command)("--data-dir", str(Path(tmp) / "data"), *app_args)]
        done, seconds = _run_locked(cmd, timeout)
        if done.returncode != 0 or not out.exists():
            raise RuntimeError(f"a11y-probe failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
        return Report(json.loads(out.read_text(encoding="utf-8")), seconds)


class Said(str):
    """One line Orca spoke; `notified` when it spoke it for one of Tablée's notification
    widgets (the game's messages), not for a focus or a key."""
    notified: bool = False


_SPEECH_LINE = re.compile(r"^[0-9:.]+ - SPEECH OUTPUT: '?(.*?)'?(?: ?\{'established'.*\})?$")
_SHOWN_NOTIFICATION = re.compile(r" - OBJECT EVENT: object:state-changed:showing \(1, \d+, \[notification \|")


def orca_said(debug_log: str) -> list[Said]:
    """Orca's speech lines from its debug log, in order, each marked when it answers
    a notification widget's showing event. Orca 43 says a notification's text alone
    (its area is a status bar, desktop/speech/backends/screenreader.py), so the text
    cannot tell a message from the focus speech: the event Orca was processing does."""
    said: list[Said] = []
    in_notification = False
    for raw in debug_log.splitlines():
        if raw.startswith(("vvvvv PROCESS", "^^^^^ PROCESS")):
            in_notification = False
        elif _SHOWN_NOTIFICATION.search(raw):
            in_notification = True
        else:
            match = _SPEECH_LINE.match(raw)
            if match and match.group(1).strip():
                line = Said(match.group(1).strip())
                line.notified = in_notification
                said.append(line)
    return said


def notified(lines: list[str]) -> list[str]:
    """The lines Orca spoke for Tablée's notifications (see Said)."""
    return [line for line in lines if getattr(line, "notified", False)]


@dataclass
class Spoken:
    lines: list[str]
    seconds: float
    orca_debug: str  # Orca's debug log (for failure messages)
    app_log: str

    def notifications(self) -> list[str]:
        """What Orca said for our notifications (the texts of the messages), from its
        debug log (see orca_said)."""
        return notified(orca_said(self.orca_debug))

    def braille_lines(self) -> list[str]:
        """Orca's "BRAILLE LINE" debug output: what a braille display would show."""
        return re.findall(r"BRAILLE LINE:\s+'(.*)'$", self.orca_debug, re.M)


def run_orca(app_args: list[str], keys: str = "", key_delay: float = 1.0, listen: float = 6.0,
             timeout: float = 180.0, command=None, braille: bool = False) -> Spoken:
    """Start Tablée with the real Orca, press keys, return what Orca spoke
    (braille=True: Orca's profile has braille on, see Spoken.braille_lines)."""
    return _orca_run(app_args, keys, key_delay, listen, timeout, command, braille, with_atspi=False)[0]


def run_orca_and_atspi(app_args: list[str], keys: str = "", key_delay: float = 0.5, listen: float = 3.0,
                       timeout: float = 180.0, command=None) -> tuple[Spoken, Report]:
    """One run for both probes: the real Orca speaks while the AT-SPI client (the
    one run_atspi uses) presses the keys and records what the bus carries. Half the
    time of a run of each (their setup is most of it), and both see the same match."""
    spoken, report = _orca_run(app_args, keys, key_delay, listen, timeout, command, False, with_atspi=True)
    assert report is not None
    return spoken, report


def _orca_run(app_args, keys, key_delay, listen, timeout, command, braille, with_atspi):
    with tempfile.TemporaryDirectory(prefix="tablee-orca-") as tmp:
        out, keep, atspi_out = Path(tmp) / "spoken.txt", Path(tmp) / "keep", Path(tmp) / "report.json"
        cmd = [str(ORCA_PROBE), "--keys", keys, "--key-delay", str(key_delay), "--listen", str(listen),
               "--out", str(out), "--keep", str(keep), *(["--braille"] if braille else []),
               *(["--atspi-out", str(atspi_out)] if with_atspi else []), "--",
               *(command or tablee_command)("--data-dir", str(Path(tmp) / "data"), *app_args)]
        done, seconds = _run_locked(cmd, timeout)
        if done.returncode != 0 or not out.exists() or (with_atspi and not atspi_out.exists()):
            raise RuntimeError(f"orca-probe failed (exit {done.returncode}):\n{done.stderr[-3000:]}")

        def read(name: str) -> str:
            path = keep / name
            return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
        lines = [line.strip() for line in out.read_text(encoding="utf-8").splitlines() if line.strip()]
        report = Report(json.loads(atspi_out.read_text(encoding="utf-8")), seconds) if with_atspi else None
        return Spoken(lines, seconds, read("orca.debug"), read("app.log")), report


def _run_locked(cmd: list[str], timeout: float, attempts: int = 3):
    """Run a probe under the lock; retry when its setup failed (exit 3: e.g. a
    display taken at the same moment by a process that does not use our lock)."""
    for attempt in range(attempts):
        with probe_lock():
            start = time.monotonic()
            done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=timeout,
                                  env=_probe_env())
            seconds = time.monotonic() - start
        if done.returncode != 3:
            break
        time.sleep(1.0 + attempt)
    return done, seconds


def _probe_env() -> dict[str, str]:
    env = dict(os.environ)
    # the suite sets offscreen for its own Qt; the probes set xcb for the app themselves
    env.pop("QT_QPA_PLATFORM", None)
    return env
