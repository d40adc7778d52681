"""The guides' links lead somewhere: a reader following one from the README or docs/ finds
the file it names (the rules' specification was once named but not in the repository)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GUIDES = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_to_a_file_of_the_project_finds_it(guide: Path) -> None:
    text = guide.read_text(encoding="utf-8")
    missing = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a web address, or a place in the same page
        path = target.split("#", 1)[0]
        if not (guide.parent / path).exists():
            missing.append(target)
    assert missing == []
