"""One real Orca kept running beside one Tablée, key by key, for tests that listen.

Like ../shared/tools/orca-session (whose steps it follows), but in Python for the
tests and with a real window manager (Debian's openbox) on the private Xvfb, so
that focus and window activation after a dialog closes behave as on a desktop.
Starting Orca costs seconds: a test module shares one session per game and reaches
each situation with keys (or --game/--seed/--continue at start).

    with OrcaLive(["--game", "qwinto", "--seed", "5"]) as s:
        lines = s.keys("ctrl+d", wait=3)   # what Orca said after the key

Each session uses its own display (:250-:299), D-Bus, AT-SPI bus and
speech-dispatcher, and Orca through tests/a11y/tools/orca-wrapper (line-buffered
debug log, allowed beside another Orca), so it runs beside the probes' runs.
"""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from tests.a11y import probe

WRAPPER = probe.TOOLS / "orca-wrapper" / "orca"


def missing() -> str | None:
    """None when a live session can run here, else why not (a skip reason)."""
    reason = probe.missing_for_orca()
    if reason:
        return reason
    if shutil.which("openbox") is None:
        return "openbox is missing (Debian: openbox; the window manager for focus tests)"
    return None


class OrcaLive:
    """Xvfb + openbox + D-Bus + AT-SPI + PulseAudio null sink + speech-dispatcher + Orca + the app."""

    def __init__(self, app_args: list[str], data_dir: Path | None = None, command=None,
                 window_manager: bool = True) -> None:
        self.work = Path(tempfile.mkdtemp(prefix="tablee-orca-live-"))
        self.data_dir = data_dir or self.work / "data"
        self.app_args = app_args
        self.command = command or probe.tablee_command
        self.window_manager = window_manager
        self.env: dict[str, str] = {}
        self.procs: list[subprocess.Popen] = []
        self.app: subprocess.Popen | None = None
        self._seen = 0
        self.said: list[str] = []  # everything Orca said, in order

    # ---- start and stop -----------------------------------------------------------
    def __enter__(self) -> OrcaLive:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def _spawn(self, cmd: list[str], log: str, **kw) -> subprocess.Popen:
        out = open(self.work / log, "w")
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=self.env,
                                start_new_session=True, **kw)
        self.procs.append(proc)
        return proc

    def _wait_for(self, check, what: str, seconds: float = 10.0) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if check():
                return
            time.sleep(0.1)
        raise RuntimeError(f"orca_live: {what} did not start")

    def _ok(self, cmd: list[str]) -> bool:
        return subprocess.run(cmd, env=self.env, capture_output=True).returncode == 0

    def start(self) -> None:
        self.env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
        self._start_x()
        self._start_buses()
        if self.window_manager:
            self._spawn(["openbox", "--sm-disable"], "openbox.log")
            time.sleep(0.5)
        self._start_speech()
        self._spawn([str(WRAPPER), "-u", str(self.work / "prefs"), "--debug-file", str(self.work / "orca.debug")],
                    "orca.log")
        self._wait_for(lambda: "SPEECH OUTPUT" in self._debug(), "Orca", 20.0)
        self._start_app()

    def _start_x(self) -> None:
        """A private Xvfb on the first display of 250-299 it can take: two sessions started
        at once may pick the same free number, and the loser's Xvfb exits at once."""
        for n in range(250, 300):
            if Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists():
                continue
            self.env["DISPLAY"] = f":{n}"
            xvfb = self._spawn(["Xvfb", f":{n}", "-screen", "0", "1280x900x24", "-nolisten", "tcp"], f"xvfb-{n}.log")
            end = time.monotonic() + 10.0
            while time.monotonic() < end and xvfb.poll() is None and not self._ok(["xdpyinfo"]):
                time.sleep(0.1)
            if xvfb.poll() is None and self._ok(["xdpyinfo"]):
                return
            self.procs.remove(xvfb)
            if xvfb.poll() is None:
                xvfb.kill()
        raise RuntimeError("orca_live: no free X display in 250-299")

    def _start_buses(self) -> None:
        out = subprocess.run(["dbus-launch", "--sh-syntax"], env=self.env, capture_output=True, text=True,
                             check=True).stdout
        for key in ("DBUS_SESSION_BUS_ADDRESS", "DBUS_SESSION_BUS_PID"):
            match = re.search(rf"{key}='?([^';\n]+)'?;", out)
            if match:
                self.env[key] = match.group(1)
        self._dbus_pid = int(self.env.get("DBUS_SESSION_BUS_PID", "0"))
        self._spawn(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], "bus.log")
        self._wait_for(lambda: self._ok(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus",
                                         "/org/a11y/bus", "org.a11y.Bus.GetAddress"]), "the AT-SPI bus")
        self._ok(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                  "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled",
                  "variant:boolean:true"])

    def _start_speech(self) -> None:
        home, xdg = self.work / "home", self.work / "xdg"
        (xdg / "speech-dispatcher").mkdir(parents=True)
        home.mkdir()
        xdg.chmod(0o700)
        self.env.update(HOME=str(home), XDG_RUNTIME_DIR=str(xdg))
        self._spawn(["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit",
                     "--use-pid-file=no", "--load=module-native-protocol-unix auth-anonymous=1",
                     "--load=module-null-sink sink_name=null", "--load=module-always-sink"], "pulse.log")
        time.sleep(1.0)
        sd = self.work / "sd"
        shutil.copytree("/etc/speech-dispatcher", sd)
        conf = (sd / "speechd.conf").read_text()
        conf = re.sub(r"(?m)^#? *AudioOutputMethod.*$", 'AudioOutputMethod "pulse"', conf)
        if 'AddModule "espeak-ng"' not in conf:
            conf += '\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
        (sd / "speechd.conf").write_text(conf)
        self._spawn(["speech-dispatcher", "-s", "-t", "0", "-C", str(sd), "-S",
                     str(xdg / "speech-dispatcher" / "speechd.sock"), "-L", str(self.work / "sdlog")], "sd.log")
        time.sleep(1.0)

    def _start_app(self) -> None:
        app_env = dict(self.env, QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
        cmd = self.command("--data-dir", str(self.data_dir), *self.app_args)
        out = open(self.work / "app.log", "w")
        self.app = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=app_env,
                                    start_new_session=True, cwd=probe.REPO)
        self.procs.append(self.app)
        self._wait_for(self._window, "the app's window", 30.0)
        time.sleep(1.0)
        if not self.window_manager:
            subprocess.run(["xdotool", "windowfocus", self._window()], env=self.env, capture_output=True)
        self.listen(3.0)

    def _window(self) -> str:
        if self.app is None:
            return ""
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.app.pid)], env=self.env,
                             capture_output=True, text=True).stdout.split()
        return out[0] if out else ""

    def stop(self) -> None:
        for proc in reversed(self.procs):
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
        if getattr(self, "_dbus_pid", 0):
            try:
                os.kill(self._dbus_pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        for proc in self.procs:
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
        self.procs.clear()

    # ---- listening ----------------------------------------------------------------
    def _debug(self) -> str:
        path = self.work / "orca.debug"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""

    def _speech(self) -> list[str]:
        """Orca's speech lines so far, each a probe.Said (`notified` for a message)."""
        return list(probe.orca_said(self._debug()))

    def listen(self, seconds: float = 2.0) -> list[str]:
        """Wait, then what Orca said since the previous call."""
        time.sleep(seconds)
        lines = self._speech()
        new, self._seen = lines[self._seen:], len(lines)
        self.said.extend(new)
        return new

    def keys(self, keys: str, wait: float = 2.0, delay: float = 0.6) -> list[str]:
        """Press keys (xdotool names, space-separated), then what Orca said."""
        self.listen(0.0)  # what came before the keys is not theirs
        for key in keys.split():
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], env=self.env, capture_output=True)
            time.sleep(delay)
        return self.listen(wait)

    def until(self, pattern: str, seconds: float = 10.0) -> list[str]:
        """Listen until a line matches pattern (regex) or seconds pass; the lines heard."""
        heard: list[str] = []
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            heard += self.listen(0.3)
            if any(re.search(pattern, line) for line in heard):
                break
        return heard

    def mark(self) -> int:
        """A place in Orca's debug log, for queued_since()."""
        return len(self._debug())

    def queued_since(self, mark: int, spoken: str) -> int:
        """How many events Orca queued from `mark` until it spoke a line matching `spoken`
        (all of them when it has not): what it had to go through before saying it."""
        return len(self.queued_events(mark, spoken))

    def queued_events(self, mark: int, spoken: str) -> list[str]:
        """The events Orca queued from `mark` until it spoke `spoken` ("type [role | name]")."""
        tail = self._debug()[mark:]
        found = re.search(r"SPEECH OUTPUT: '?[^\n]*" + spoken, tail)
        return re.findall(r"EVENT MANAGER: Queueing ([^\n]*?\])", tail[:found.start() if found else len(tail)])

    @staticmethod
    def before_notification(events: list[str]) -> list[str]:
        """The events queued before the first notification shown among them: what Orca had
        waiting when a message's own event came."""
        return events[:next((i for i, e in enumerate(events) if "showing [notification" in e), len(events))]

    def app_exited(self, seconds: float = 5.0) -> bool:
        """The app ended within seconds (after a quit key)."""
        end = time.monotonic() + seconds
        while self.app is not None and self.app.poll() is None and time.monotonic() < end:
            time.sleep(0.1)
        return self.app is not None and self.app.poll() is not None

    def say_all(self) -> list[str]:
        """The text pieces Orca's Say All has read so far (it logs them apart from SPEECH OUTPUT)."""
        return re.findall(r"DEFAULT SAY ALL: \[[^]]*\] '(.*)' \(", self._debug())

    def focus_lost(self) -> bool:
        """Orca's last focus report was 'nothing' (keys go nowhere it can follow)."""
        found = re.findall(r"locusOfFocus: (\S+)", self._debug())
        return bool(found) and found[-1] == "None"

    def app_log(self) -> str:
        path = self.work / "app.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def cleanup(self) -> None:
        shutil.rmtree(self.work, ignore_errors=True)
