"""PyInstaller runtime hook, inert unless TABLEE_STARTUP_PROBE=1 (start-up benchmark).

With it set, QApplication.exec() is wrapped: once the event loop has run one
turn (the shown window painted), the process prints "startup-probe: ready" on
stdout and exits at once. tests/bench/frozen_startup.py times process start to
that line, for Tablée and for the bare window (packaging/bare/) alike.
"""
import os

if os.environ.get("TABLEE_STARTUP_PROBE") == "1":
    def _install() -> None:
        import sys

        try:  # Tablée's bundle: PySide imported as the app imports it (desktop/pyside_support.py)
            from desktop.pyside_support import compiled_support
        except ImportError:  # the bare window's bundle
            from contextlib import nullcontext as compiled_support
        with compiled_support():
            from PySide6 import QtCore, QtWidgets

        original = QtWidgets.QApplication.exec

        def _ready() -> None:
            sys.stdout.write("startup-probe: ready\n")
            sys.stdout.flush()
            os._exit(0)

        def exec_(*_self):  # app.exec() or QApplication.exec(): Qt's exec is static
            QtCore.QTimer.singleShot(0, _ready)
            return original()

        QtWidgets.QApplication.exec = exec_

    _install()
