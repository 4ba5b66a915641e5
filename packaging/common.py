"""What the PyInstaller specs share: the Qt parts Tablée does not use, and the
filter that drops them from an Analysis (see tablee.spec and bare/bare.spec).

Tablée imports QtCore, QtGui, QtWidgets and, optionally at run time,
QtTextToSpeech and QtMultimedia (desktop/qt.py). Everything else in the
PySide6 wheels is left out. Measured on Linux (README, "Packaging"): the
FFmpeg media plugin is what made the bundle big: it links libQt6Quick,
libQt6Qml and FFmpeg for video decoding and media
playback, none of which we use. QSoundEffect (our earcons) plays WAV through
QtMultimedia's own PulseAudio/PipeWire/CoreAudio/WASAPI audio output, and
QTextToSpeech's engines (speechd, sapi/winrt, darwin) do not use the media
plugin either, so the plugin and what it drags are dropped; the smoke test
(packaging/smoke.sh) checks the frozen app still starts with both modules.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP_NAME = "Tablée"          # Windows .exe and macOS .app
LINUX_NAME = "tablee"        # Linux folder and binary: dist/tablee/tablee
BUNDLE_ID = "org.tablee.Tablee"

# Python packages never needed at run time (PyInstaller would follow imports
# from the stdlib, test tools and the PySide6 modules we do not use).
EXCLUDED_MODULES = [
    "tkinter", "_tkinter", "unittest", "pydoc_data", "lib2to3", "test",
    "pytest", "_pytest", "pytestqt", "hypothesis", "setuptools", "pkg_resources",
    "distutils", "PyInstaller", "pip",
    # Network play (desktop/net/) uses the `websockets` library, which imports ssl
    # (we never use TLS: friends on a LAN, see the README's threat model), so ssl
    # and OpenSSL (libssl, libcrypto: ~5 MB) are in; _hashlib stays out: hashlib
    # falls back to Python's own sha1/sha256 (the WebSocket handshake, engine/ai/bots.py).
    "_hashlib",
] + [f"PySide6.{m}" for m in (
    # Qt's network bindings stay out: the WebSocket transport is the `websockets`
    # library on asyncio, not QtWebSockets (desktop/net/__init__.py says why).
    "QtNetwork",  # the C++ lib stays (QtMultimedia links it); the Python binding goes
    "QtWebEngineCore", "QtWebEngineWidgets", "QtWebEngineQuick", "QtWebChannel",
    "QtWebSockets", "QtWebView", "QtQml", "QtQuick", "QtQuick3D", "QtQuickWidgets",
    "QtQuickControls2", "QtQuickTest", "Qt3DCore", "Qt3DRender", "Qt3DInput", "Qt3DLogic",
    "Qt3DAnimation", "Qt3DExtras", "QtCharts", "QtDataVisualization", "QtGraphs",
    "QtGraphsWidgets", "QtPdf", "QtPdfWidgets", "QtDesigner", "QtUiTools", "QtHelp",
    "QtSql", "QtTest", "QtBluetooth", "QtNfc", "QtPositioning", "QtLocation",
    "QtSensors", "QtSerialPort", "QtSerialBus", "QtRemoteObjects", "QtScxml",
    "QtStateMachine", "QtSvg", "QtSvgWidgets", "QtOpenGL", "QtOpenGLWidgets",
    "QtPrintSupport", "QtMultimediaWidgets", "QtSpatialAudio", "QtHttpServer",
    "QtNetworkAuth", "QtConcurrent", "QtDBus", "QtXml", "QtAxContainer",
    "QtCanvasPainter",
)]

# Qt plugin folders we keep; any other plugin folder is dropped.
KEPT_PLUGIN_DIRS = {
    "platforms", "platformthemes", "platforminputcontexts", "xcbglintegrations",
    "wayland-shell-integration", "wayland-decoration-client",
    "wayland-graphics-integration-client", "imageformats", "iconengines",
    "texttospeech", "styles", "accessiblebridge", "accessible",
}
# Single plugins dropped inside kept folders.
DROPPED_PLUGINS = re.compile(
    r"(qeglfs|qlinuxfb|qminimal|qminimalegl|qvnc|qvkkhrdisplay"   # embedded/remote platforms
    r"|qgtk3"                     # GTK theme: would bundle the build machine's GTK stack (15 MB)
    r"|qtvirtualkeyboardplugin"   # on-screen keyboard (QML)
    r"|qsvgicon"                  # SVG icons (QtSvg): we have none
    r"|qtexttospeech_mock|qtexttospeech_flite"                     # test and flite engines
    r"|qpdf|qsvg|qtiff|qwebp|qjpeg|qgif|qtga|qwbmp|qicns"          # image formats: we draw cards
    r")\b", re.I)
# Qt libraries left out (only plugins or modules we drop load them).
DROPPED_QT_LIBS = re.compile(
    r"(Qt6?(Quick|Qml|Pdf|Svg|WebEngine|WebChannel|WebSockets|WebView|3D|Charts|DataVis|Graphs"
    r"|Designer|Sql|Test|Bluetooth|Nfc|Positioning|Location|Sensors|Serial|Labs|ShaderTools"
    r"|VirtualKeyboard|RemoteObjects|Scxml|StateMachine|Help|UiTools|SpatialAudio|HttpServer"
    r"|PrintSupport|OpenGLWidgets|MultimediaWidgets|MultimediaQuick|FFmpegStub)"
    r"|libav(codec|format|util|device|filter)|libsw(resample|scale)"
    r"|(^|[/\\])(av(codec|format|util)|sw(resample|scale))-\d+\.dll)", re.I)
# Qt's own translations: keep Qt's base strings in our two languages.
KEPT_QT_TRANSLATIONS = re.compile(r"qtbase_(fr|en)\.qm$")


def _norm(path: str) -> str:
    return path.replace("\\", "/")


def keep(dest: str) -> bool:
    """True when the bundled file at `dest` (path inside the bundle) is kept."""
    d = _norm(dest)
    name = d.rsplit("/", 1)[-1]
    plugin = re.search(r"(?:^|/)Qt/plugins/([^/]+)/", d) or re.search(r"(?:^|/)plugins/([^/]+)/", d)
    if plugin and "PySide6" in d:
        folder = plugin.group(1)
        return folder in KEPT_PLUGIN_DIRS and not DROPPED_PLUGINS.search(name)
    if "PySide6/" in d and "/translations/" in d:
        return bool(KEPT_QT_TRANSLATIONS.search(name))
    if "PySide6/" in d and "/qml/" in d:
        return False
    if DROPPED_QT_LIBS.search(name):
        return False
    return True


def filtered(toc):
    """The Analysis TOC without the entries `keep` rejects."""
    return [entry for entry in toc if keep(entry[0])]


def version() -> str:
    """The version in pyproject.toml (no tomllib on Python 3.10)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)


def icon(kind: str) -> str | None:
    """packaging/icons/tablee.<kind> when generated (make_icons.py), else None."""
    path = ROOT / "packaging" / "icons" / f"tablee.{kind}"
    return str(path) if path.exists() else None


def platform() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    return "macos" if sys.platform == "darwin" else "linux"


def _needed_closure(path: str) -> set[str]:
    """Base names of the shared libraries `path` loads, directly or not (ldd)."""
    import subprocess
    try:
        out = subprocess.run(["ldd", path], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return set()
    return {line.split()[0].rsplit("/", 1)[-1] for line in out.splitlines() if line.strip()}


def prune_orphans(binaries):
    """Linux: drop the shared libraries that only dropped plugins needed.

    PyInstaller resolves dependencies before the spec filters its TOC, so the
    libraries of a dropped plugin (the GTK stack of the gtk3 theme, EGLFS...)
    would stay behind. Roots are the Python extension modules, libpython and
    the kept Qt plugins; a library stays when a root loads it (ldd closure).
    """
    if platform() != "linux":
        return binaries

    def is_root(entry) -> bool:
        dest = _norm(entry[0])
        name = dest.rsplit("/", 1)[-1]
        # prism/_native: prism's cffi module and libprism, loaded by path (tablee.spec)
        return (entry[2] == "EXTENSION" or "/plugins/" in dest or name.startswith("libpython")
                or dest.startswith("prism/_native/"))

    wanted: set[str] = set()
    for entry in binaries:
        if is_root(entry):
            wanted.add(_norm(entry[0]).rsplit("/", 1)[-1])
            wanted |= _needed_closure(entry[1])
    kept = []
    for entry in binaries:
        name = _norm(entry[0]).rsplit("/", 1)[-1]
        if is_root(entry) or name in wanted:
            kept.append(entry)
    for entry in binaries:  # a kept symlink keeps the file it points to
        if entry[2] == "SYMLINK" and entry in kept:
            target = _norm(entry[1]).rsplit("/", 1)[-1]
            kept += [e for e in binaries if e not in kept and _norm(e[0]).rsplit("/", 1)[-1] == target]
    dropped = sorted(_norm(e[0]) for e in binaries if e not in kept)
    if dropped:
        print(f"packaging: dropped {len(dropped)} libraries only dropped plugins needed: "
              + ", ".join(d.rsplit('/', 1)[-1] for d in dropped))
    return kept
