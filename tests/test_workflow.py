"""The GitHub workflow tests on Linux as ``.ci/run`` does: the same system packages, so
the real-window tests find Xvfb, Openbox, xdotool and Qt's xcb libraries on both (with
``CI=true`` a missing one fails them)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def packages_after(text: str, command: str) -> set[str]:
    """The package names a shell command lists, up to the first line that is no more of
    it (a blank line, a comment, or the next step)."""
    start = text.index(command) + len(command)
    words: list[str] = []
    for line in text[start:].splitlines():
        if words and (not line.strip() or line.lstrip().startswith(("#", "-", ">"))):
            break
        words += line.replace("\\", " ").split()
    return {word for word in words if re.fullmatch(r"[a-z0-9][a-z0-9.+-]+", word)}


def test_the_workflow_installs_what_ci_run_installs_on_linux() -> None:
    ci_run = packages_after((ROOT / ".ci" / "run").read_text(encoding="utf-8"),
                            "--no-install-recommends")
    workflow = packages_after(
        (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8"),
        "sudo apt-get update && sudo apt-get install -y --no-install-recommends")
    assert {"xvfb", "openbox", "xdotool", "libxcb-cursor0"} <= ci_run
    assert workflow == ci_run
