"""Make one bundled font file from the per-alphabet pieces Fontsource publishes.

Fontsource splits each font into one WOFF file per alphabet (``latin``, ``latin-ext``,
``cyrillic``…). Players' names come in every European alphabet; a name the bundled font
cannot draw is drawn in whatever the machine has, or as boxes where it has nothing. This
merges the pieces of one weight into a single TrueType file (the Latin piece first, so
every Latin glyph, advance and kerning pair stays exactly as it was) and, with
``--family``, renames it: Source Sans 3 is © Adobe "with Reserved Font Name 'Source'", and
the OFL lets a modified version (a merge of subsets is one) be shipped only under another
name. The copyright, the licence and every glyph stay as they were. Run by a maintainer
(needs fontTools); the results are committed and a build never runs this.

    python packaging/make_font.py --family "Traversone Sans" \\
        assets/fonts/traversone-sans/TraversoneSans-Regular.ttf \\
        files/source-sans-3-{latin,latin-ext,cyrillic,cyrillic-ext,greek,vietnamese}-400-normal.woff
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fontTools.ttLib import TTFont


def make(target: str, pieces: list[str], family: str | None) -> None:
    """Merge the WOFF ``pieces`` into ``target``; under ``family`` if given."""
    from fontTools.merge import Merger, Options
    from fontTools.ttLib import TTFont

    with tempfile.TemporaryDirectory() as folder:
        plain = []
        for i, piece in enumerate(pieces):
            font = TTFont(piece)
            font.flavor = None  # WOFF to plain TrueType, which Qt loads everywhere
            plain.append(str(Path(folder) / f"{i}.ttf"))
            font.save(plain[-1])
        merged = Merger(options=Options(drop_tables=["STAT"])).merge(plain)
        latin = TTFont(plain[0])
    # the width Qt gives as a character's average (a dialog's width in characters) stays
    # the Latin one's: Cyrillic and Greek would narrow every such dialog
    merged["OS/2"].xAvgCharWidth = latin["OS/2"].xAvgCharWidth
    if family:
        rename(merged, family)
    merged.save(target)


def rename(font: TTFont, family: str) -> None:
    """Give ``font`` the family name ``family``."""
    names = font["name"]
    style = names.getDebugName(2) or "Regular"
    version = font["head"].fontRevision
    postscript = family.replace(" ", "")
    new = {
        1: family,
        3: f"{version:.3f};TRAVERSONE;{postscript}-{style}",
        4: f"{family} {style}",
        6: f"{postscript}-{style}",
        16: family,
        17: style,
    }
    for record in list(names.names):
        if record.nameID in new:
            names.removeNames(nameID=record.nameID)
    for name_id, text in new.items():
        names.setName(text, name_id, 3, 1, 0x409)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--family", help="the new family name (a modified font's own)")
    parser.add_argument("target")
    parser.add_argument("pieces", nargs="+", help="WOFF files, the Latin one first")
    args = parser.parse_args(argv)
    try:
        make(args.target, args.pieces, args.family)
    except ImportError:
        print("make_font: needs fontTools (pip install fonttools)", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
