"""Draw Tablée's icon with QPainter and write every format the packages need.

    .venv/bin/python packaging/make_icons.py      (writes packaging/icons/)

One design, drawn at each size (not scaled from one bitmap): a high-contrast
playing card on a dark green table, with a big "T" and the three raised dots
of our tactile code. Outputs: tablee-<N>.png for N in 48 64 128 256 512 (Linux
hicolor theme), tablee.ico (Windows: 16-256 px, PNG entries) and tablee.icns
(macOS: 16-1024 px, PNG entries). Both containers are written by hand: Qt's
image plugins write one image per file only. The files are small and
committed; run this again after changing the design.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

OUT = Path(__file__).resolve().parent / "icons"
PNG_SIZES = (48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}

TABLE = QColor("#0b4f2f")
CARD = QColor("#ffffff")
INK = QColor("#111111")
DOT = QColor("#f2b705")


def draw(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size / 100.0
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(TABLE)
    p.drawRoundedRect(QRectF(2 * s, 2 * s, 96 * s, 96 * s), 18 * s, 18 * s)
    p.save()
    p.translate(50 * s, 52 * s)
    p.rotate(-8)
    card = QRectF(-27 * s, -38 * s, 54 * s, 76 * s)
    p.setPen(QPen(INK, max(1.0, 2.5 * s)))
    p.setBrush(CARD)
    p.drawRoundedRect(card, 7 * s, 7 * s)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(8, round(46 * s)))
    p.setFont(font)
    p.setPen(INK)
    p.drawText(QRectF(-27 * s, -34 * s, 54 * s, 52 * s), Qt.AlignmentFlag.AlignCenter, "T")
    if size >= 24:  # the dots turn to mush below that
        p.setPen(QPen(INK, max(1.0, 1.5 * s)))
        p.setBrush(DOT)
        for x in (-13, 0, 13):
            p.drawEllipse(QPointF(x * s, 26 * s), 5 * s, 5 * s)
    p.restore()
    p.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    return bytes(data.data())


def write_ico(path: Path, sizes) -> None:
    pngs = [png_bytes(draw(n)) for n in sizes]
    out = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    for n, data in zip(sizes, pngs):
        out += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.write_bytes(out + b"".join(pngs))


def write_icns(path: Path) -> None:
    body = b"".join(kind + struct.pack(">I", 8 + len(d)) + d
                    for kind, d in ((k, png_bytes(draw(n))) for n, k in ICNS_TYPES.items()))
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts need it
    OUT.mkdir(exist_ok=True)
    for n in PNG_SIZES:
        draw(n).save(str(OUT / f"tablee-{n}.png"), "PNG")
    write_ico(OUT / "tablee.ico", ICO_SIZES)
    write_icns(OUT / "tablee.icns")
    for f in sorted(OUT.iterdir()):
        print(f"{f.relative_to(OUT.parent.parent)}  {f.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
