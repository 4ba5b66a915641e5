"""Choose a sheet (a game's stickers or the legend), a file, and export it; the result is spoken."""
from __future__ import annotations

from pathlib import Path

from desktop.gameinfo import game_name
from desktop.narration.words import count
from desktop.qt import QtCore, QtWidgets, translate
from desktop.speech import Message, Priority

from .pdf import export_legend, export_stickers_pdf
from .stickers import GAMES


def choices() -> list[tuple[str, str]]:
    """(label, id) of every sheet: each game's stickers, then the legend."""
    out = [(translate("export", "{game} stickers").format(game=game_name(g)), g) for g in GAMES]
    out.append((translate("export", "The legend of the tactile code"), "legend"))
    return out


def export_to(window, sheet: str, path: str) -> str:
    """Write the sheet; returns the sentence said to the player."""
    lang = "fr" if window.ctx.languages.current == "fr" else "en"
    report = export_legend(path, lang) if sheet == "legend" else export_stickers_pdf(sheet, path, lang=lang)
    return translate("export", "Saved {stickers} on {pages} in {path}.").format(
        stickers=count(report.stickers, translate("export", "{n} item"), translate("export", "{n} items")),
        pages=count(report.pages, translate("export", "{n} page"), translate("export", "{n} pages")), path=path)


def export_stickers(window, parent=None) -> None:
    parent = parent or window
    items = choices()
    label, ok = QtWidgets.QInputDialog.getItem(
        parent, translate("export", "Print sticker sheets"), translate("export", "Which sheet?"),
        [text for text, _ in items], 0, False)
    if not ok:
        return
    sheet = dict(items)[label]
    folder = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
    default = str(Path(folder or Path.home()) / f"tablee-{sheet}.pdf")
    from desktop.dialogs import file_choice

    def write(path: str) -> None:
        try:
            text, error = export_to(window, sheet, path), False
        except OSError as exc:
            text, error = translate("export", "The PDF could not be written: {why}").format(why=exc.strerror or exc), True
        window.speech.say(Message(text, None, Priority.URGENT if error else Priority.OWN,
                                  "error" if error else "system", None))
    file_choice.save_path(parent, translate("export", "Save the PDF"), default, "PDF (*.pdf)", then=write)
