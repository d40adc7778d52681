"""Print the CHANGELOG.md section of a version: the body of its GitHub Release.

    python packaging/release_notes.py 0.1.0 > notes.md
    python packaging/release_notes.py v0.1.0        # a tag works too

Exits 2 with one line if CHANGELOG.md has no section for that version.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

CHANGELOG = Path(__file__).resolve().parent.parent / "CHANGELOG.md"
HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\]")


def section(text: str, version: str) -> str | None:
    """The lines under ``## [version]`` up to the next version's heading, trimmed."""
    lines: list[str] | None = None
    for line in text.splitlines():
        match = HEADING.match(line)
        if match and lines is not None:
            break
        if match and match["version"] == version:
            lines = []
        elif lines is not None:
            lines.append(line)
    return None if lines is None else "\n".join(lines).strip() + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: release_notes.py VERSION", file=sys.stderr)
        return 2
    version = argv[0].removeprefix("v")
    notes = section(CHANGELOG.read_text(encoding="utf-8"), version)
    if notes is None:
        print(f"release_notes: CHANGELOG.md has no section for {version}", file=sys.stderr)
        return 2
    sys.stdout.write(notes)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
