"""Languages: Qt translators for our strings (i18n/tablee_xx.qm) and Qt's own.

English is the source language; French comes from i18n/tablee_fr.ts compiled to
.qm. Switching is live: the old translators are removed, new ones installed, and
Qt sends every widget a LanguageChange event (screens retranslate on it).
"""
from __future__ import annotations

import sys
from pathlib import Path

from desktop import qt

LANGUAGES = ("fr", "en")


def i18n_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "i18n"
    return Path(__file__).resolve().parents[1] / "i18n"


def system_language() -> str:
    name = qt.QtCore.QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def command_line_text(language: str | None, context: str, text: str) -> str:
    """`text` in `language` (None: the system's) where no application exists to install a
    translator on: the command line's own messages, printed before any window or instead
    of one (a data folder that cannot be used, `--export-history`)."""
    language = language or system_language()
    translator = qt.QtCore.QTranslator()
    if language != "en" and translator.load(f"tablee_{language}", str(i18n_dir())):
        return translator.translate(context, text) or text
    return text


def use_without_window(language: str | None) -> str:
    """Install `language` (None: the system's) for translate() in a program that has no
    window (tablee-host, tablee-client): a QCoreApplication holds the translators. The
    language in use is returned ("en" when its file is missing). English, the source, needs
    no application (one left behind in a test's process would stand in for its QApplication)."""
    language = language or system_language()
    if language == "en":
        return language
    app = qt.QtCore.QCoreApplication.instance() or qt.QtCore.QCoreApplication([sys.argv[0] if sys.argv else "tablee"])
    languages = Languages(app, app)
    languages.switch(language)
    return languages.current


class Languages(qt.QObject):
    changed = qt.Signal(str)

    def __init__(self, app, parent=None):
        super().__init__(parent)
        self._app = app
        self._installed: list = []
        self.current = "en"
        self.loaded_ok = True

    def switch(self, language: str) -> bool:
        """Install `language`; False when its file is missing (English is then used)."""
        if language == "auto":
            language = system_language()
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed = []
        ok = True
        qt_translator = qt.QtCore.QTranslator(self._app)
        qt_path = qt.QtCore.QLibraryInfo.path(qt.QtCore.QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_translator.load(f"qtbase_{language}", qt_path):
            self._install(qt_translator)
        ours = qt.QtCore.QTranslator(self._app)
        if ours.load(f"tablee_{language}", str(i18n_dir())):
            self._install(ours)  # installed last: wins over Qt's own
        elif language != "en":
            ok = False
        self.current = language if ok else "en"
        self.loaded_ok = ok
        qt.QtCore.QLocale.setDefault(qt.QtCore.QLocale(self.current))
        self.changed.emit(self.current)
        return ok

    def _install(self, translator) -> None:
        self._app.installTranslator(translator)
        self._installed.append(translator)
