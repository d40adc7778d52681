"""Render ``assets/icons/traversone.svg`` into the app icons the bundles need.

Writes ``assets/icons/traversone.png`` (512 px, the window icon on Linux),
``packaging/icons/traversone.ico`` / ``traversone.icns`` (Windows and macOS
bundles) and the freedesktop ``hicolor`` theme icons under ``packaging/linux/icons``.
The .ico and .icns hold PNG images, so nothing but Qt and the standard library is
needed; the results are committed, and a build never runs this.

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "icons" / "traversone.svg"
PNG_OUT = ROOT / "assets" / "icons" / "traversone.png"
ICO_OUT = ROOT / "packaging" / "icons" / "traversone.ico"
ICNS_OUT = ROOT / "packaging" / "icons" / "traversone.icns"
HICOLOR_OUT = ROOT / "packaging" / "linux" / "icons" / "hicolor"

sys.path.insert(0, str(ROOT))
from traversone_desktop import APP_ID  # noqa: E402

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (
    # (OSType, pixel size): PNG payloads, read by macOS 10.7 and later.
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512),
    (b"ic10", 1024),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon at ``size`` × ``size`` pixels, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"cannot encode the {size} px icon as PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico: a directory of 16-byte entries followed by the PNG images."""
    sizes = sorted(pngs)
    offset = 6 + 16 * len(sizes)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: ``icns`` + total length, then (type, length, PNG) chunks, big-endian."""
    chunks = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                      for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    """Write the three icon files; exit 2 with one line if the SVG cannot be read."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"make_icons: cannot read {SOURCE}", file=sys.stderr)
        return 2
    sizes = {*ICO_SIZES, *(size for _, size in ICNS_TYPES), *HICOLOR_SIZES}
    pngs = {size: render_png(renderer, size) for size in sorted(sizes)}
    ICO_OUT.parent.mkdir(parents=True, exist_ok=True)
    PNG_OUT.write_bytes(pngs[512])
    ICO_OUT.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    ICNS_OUT.write_bytes(icns_bytes(pngs))
    written = [PNG_OUT, ICO_OUT, ICNS_OUT]
    for size in HICOLOR_SIZES:
        path = HICOLOR_OUT / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    scalable = HICOLOR_OUT / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    for path in (*written, scalable):
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
