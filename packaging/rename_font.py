"""Rename the Source Sans 3 subset to "Traversone Sans", as the OFL requires.

Source Sans 3 is © Adobe "with Reserved Font Name 'Source'"; the OFL lets a
modified version (our Latin subset is one) be shipped only under another name.
This rewrites the naming table's family, full and PostScript names and leaves the
copyright, the licence and every glyph as they were. Run once by a maintainer
(needs fontTools); the results are committed and a build never runs this.

    python packaging/rename_font.py SourceSans3-Regular.ttf \
        assets/fonts/traversone-sans/TraversoneSans-Regular.ttf
"""

from __future__ import annotations

import sys

FAMILY = "Traversone Sans"
POSTSCRIPT = "TraversoneSans"


def rename(source: str, target: str) -> None:
    """Copy the font at ``source`` to ``target`` under the new family name."""
    from fontTools.ttLib import TTFont

    font = TTFont(source)
    names = font["name"]
    style = names.getDebugName(2) or "Regular"
    version = font["head"].fontRevision
    new = {
        1: FAMILY,
        3: f"{version:.3f};TRAVERSONE;{POSTSCRIPT}-{style}",
        4: f"{FAMILY} {style}",
        6: f"{POSTSCRIPT}-{style}",
        16: FAMILY,
        17: style,
    }
    for record in list(names.names):
        if record.nameID in new:
            names.removeNames(nameID=record.nameID)
    for name_id, text in new.items():
        names.setName(text, name_id, 3, 1, 0x409)
    font.save(target)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: rename_font.py SOURCE.ttf TARGET.ttf", file=sys.stderr)
        return 2
    try:
        rename(*argv)
    except ImportError:
        print("rename_font: needs fontTools (pip install fonttools)", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
