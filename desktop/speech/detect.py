"""Is a screen reader running? (for the Automatic speech output)

Why not QAccessible.isActive(): it is true whenever any accessibility client
listens (an AT-SPI registry, a test probe), not only when something will speak.
Each check is per system, short (subprocesses time out after 1 s) and never
raises: on any doubt the answer is False and the built-in voice is used.
"""
from __future__ import annotations

import os
import shutil
import sys

from .errors import failed

TIMEOUT_S = 1.0
WINDOWS_READERS = ("nvda.exe", "jfw.exe", "narrator.exe", "zdsrv.exe", "dolphin.exe")
LINUX_READERS = ("orca",)


def screen_reader_running() -> bool:
    """True when the system says a screen reader is on; False on any error."""
    try:
        if sys.platform.startswith("win"):
            return _windows()
        if sys.platform == "darwin":
            return _macos()
        return _linux()
    except Exception:  # detection must never break start-up
        failed("screen reader detection")
        return False


def _run(cmd: list[str]) -> str:
    """stdout of a short command, '' when missing, failing or too slow."""
    if shutil.which(cmd[0]) is None:
        return ""
    import subprocess  # ~10 ms: loaded by the first check, after the first paint, not at start-up
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return ""
    return out.stdout.strip() if out.returncode == 0 else ""


# ---- Linux ------------------------------------------------------------------
def _linux() -> bool:
    return linux_process_running(LINUX_READERS) or _gnome_setting()


def linux_process_running(names=LINUX_READERS, proc_dir: str = "/proc") -> bool:
    """An own-user or any-user process whose command name is in names."""
    try:
        pids = [p for p in os.listdir(proc_dir) if p.isdigit()]
    except OSError:
        return False
    for pid in pids:
        try:
            with open(os.path.join(proc_dir, pid, "comm"), encoding="utf-8") as fh:
                if fh.read().strip() in names:
                    return True
        except OSError:
            continue
    return False


def _gnome_setting() -> bool:
    key = ["gsettings", "get", "org.gnome.desktop.a11y.applications", "screen-reader-enabled"]
    return _run(key) == "true"


# ---- macOS ------------------------------------------------------------------
def _macos() -> bool:
    return _run(["defaults", "read", "com.apple.universalaccess", "voiceOverOnOffKey"]) == "1"


# ---- Windows ----------------------------------------------------------------
def _windows() -> bool:
    return _windows_flag() or _windows_process()


def _windows_flag() -> bool:
    """SystemParametersInfo(SPI_GETSCREENREADER): set by NVDA, JAWS, Narrator."""
    import ctypes

    spi_getscreenreader = 0x0046
    flag = ctypes.c_int(0)
    if sys.platform != "win32":
        return False
    ok = ctypes.windll.user32.SystemParametersInfoW(spi_getscreenreader, 0, ctypes.byref(flag), 0)
    return bool(ok and flag.value)


def _windows_process() -> bool:
    out = _run(["tasklist", "/FO", "CSV", "/NH"]).lower()
    return any(f'"{name}"' in out for name in WINDOWS_READERS)
