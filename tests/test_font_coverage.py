"""Every character the interface can show exists in the bundled UI font.

On a machine with no fonts installed, Qt has nothing to fall back on, and a
missing glyph becomes a box. Qt's own coverage checks see the fallbacks of the
machine running the tests, so this reads the font's character map directly.
"""

from __future__ import annotations

import ast
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts" / "traversone-sans"


def cmap_codepoints(path: Path) -> set[int]:
    """Code points mapped by a TrueType font (cmap subtables of format 4 and 12)."""
    data = path.read_bytes()
    num_tables = struct.unpack(">H", data[4:6])[0]
    tables = {data[12 + 16 * i: 16 + 16 * i]: struct.unpack(">II", data[20 + 16 * i: 28 + 16 * i])
              for i in range(num_tables)}
    offset, _ = tables[b"cmap"]
    count = struct.unpack(">H", data[offset + 2: offset + 4])[0]
    points: set[int] = set()
    for i in range(count):
        sub = offset + struct.unpack(">I", data[offset + 8 + 8 * i: offset + 12 + 8 * i])[0]
        fmt = struct.unpack(">H", data[sub: sub + 2])[0]
        if fmt == 4:
            segs = struct.unpack(">H", data[sub + 6: sub + 8])[0] // 2
            ends = struct.unpack(f">{segs}H", data[sub + 14: sub + 14 + 2 * segs])
            starts_at = sub + 16 + 2 * segs
            starts = struct.unpack(f">{segs}H", data[starts_at: starts_at + 2 * segs])
            for start, end in zip(starts, ends, strict=True):
                if start != 0xFFFF:
                    points.update(range(start, end + 1))
        elif fmt == 12:
            groups = struct.unpack(">I", data[sub + 12: sub + 16])[0]
            for g in range(groups):
                start, end, _ = struct.unpack(">III", data[sub + 16 + 12 * g: sub + 28 + 12 * g])
                points.update(range(start, end + 1))
    return points


def shown_strings() -> list[tuple[str, str]]:
    """String constants of the GUI code (docstrings aside) and every translation."""
    found: list[tuple[str, str]] = []
    for path in (ROOT / "traversone_desktop" / "gui").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef)
                      and n.body and isinstance(n.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docstrings:
                found.append((str(path.relative_to(ROOT)), node.value))
    for ts in (ROOT / "i18n").glob("*.ts"):
        for element in ET.parse(ts).iter("translation"):
            texts = [element.text or ""] + [n.text or "" for n in element.iter("numerusform")]
            found += [(ts.name, t) for t in texts]
    for html in (ROOT / "assets" / "help").rglob("*.html"):
        found.append((str(html.relative_to(ROOT)), html.read_text(encoding="utf-8")))
    return found


def test_the_bundled_ui_font_has_every_character_we_show() -> None:
    fonts = sorted(FONTS.glob("*.ttf"))
    assert fonts, "the UI font is missing from assets/fonts"
    for font in fonts:
        covered = cmap_codepoints(font)
        missing = {(ch, where) for where, text in shown_strings() for ch in text
                   if ord(ch) >= 0x20 and ord(ch) not in covered}
        assert not missing, f"{font.name} lacks: " + ", ".join(
            sorted(f"{ch!r} (U+{ord(ch):04X}) in {where}" for ch, where in missing))
