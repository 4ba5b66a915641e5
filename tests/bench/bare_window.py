"""The floor for start-up and memory: a bare PySide6 QMainWindow, nothing else.

    python -m tests.bench.bare_window [--hold MS]

Prints "TABLEE_FIRST_PAINT <time.monotonic()> <time.process_time()>" at the window's first paint event
(the same mark desktop/app.py prints under TABLEE_BENCH_FIRST_PAINT=1), then, on
exit, "BARE_VMHWM_KB <peak RSS>". --hold keeps the window up that long first.
"""
from __future__ import annotations

import sys
import time

from PySide6 import QtCore, QtWidgets


class FirstPaint(QtCore.QObject):
    def eventFilter(self, obj, event) -> bool:
        if event.type() == QtCore.QEvent.Type.Paint:
            print(f"TABLEE_FIRST_PAINT {time.monotonic():.6f} {time.process_time():.6f}", flush=True)
            obj.removeEventFilter(self)
            QtCore.QTimer.singleShot(HOLD_MS, QtWidgets.QApplication.quit)
        return False


HOLD_MS = int(sys.argv[sys.argv.index("--hold") + 1]) if "--hold" in sys.argv else 0


def main() -> int:
    app = QtWidgets.QApplication(sys.argv[:1])
    window = QtWidgets.QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1100, 800)
    probe = FirstPaint(window)
    window.installEventFilter(probe)
    window.show()
    app.exec()
    with open("/proc/self/status", encoding="ascii") as fh:
        hwm = next((line.split()[1] for line in fh if line.startswith("VmHWM:")), "0")
    print(f"BARE_VMHWM_KB {hwm}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
