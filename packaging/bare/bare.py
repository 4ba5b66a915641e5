"""The baseline for tests/bench/frozen_startup.py: a bare PySide6 window.

Frozen the same way as Tablée (packaging/bare/bare.spec: same exclusions,
same filters, same runtime hook), it shows a QMainWindow and runs the event
loop; --smoke quits after 600 ms like `tablee --smoke`.
"""
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.setCentralWidget(QLabel("bare"))
    window.resize(800, 600)
    window.show()
    if "--smoke" in sys.argv:
        QTimer.singleShot(600, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
