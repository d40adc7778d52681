"""One version everywhere, and a release that says what it ships and under which licences.

The release workflow runs this file with ``GITHUB_REF`` set to the pushed tag, so a
``v0.2.0`` tag on a tree that still says 0.1.0 fails before anything is published.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import traversone_desktop
from tests.test_bundle import packaging_module

ROOT = Path(__file__).resolve().parent.parent
VERSION = traversone_desktop.__version__
METAINFO = ROOT / "packaging" / "linux" / f"{traversone_desktop.APP_ID}.metainfo.xml"

release_notes = packaging_module("release_notes")


def pyproject() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)


def test_pyproject_takes_its_version_from_the_package() -> None:
    data = pyproject()
    project = data["project"]
    assert isinstance(project, dict)
    assert "version" not in project and "version" in project["dynamic"]
    dynamic = data["tool"]["setuptools"]["dynamic"]  # type: ignore[index]
    assert dynamic["version"] == {"attr": "traversone_desktop.__version__"}


def test_the_bundles_use_the_package_version_and_app_id() -> None:
    contents = packaging_module("bundle_contents")
    assert contents.version() == VERSION
    assert contents.BUNDLE_ID == traversone_desktop.APP_ID


def test_a_pushed_tag_matches_the_version() -> None:
    """Only a tag build has a tag to compare; any other build agrees by definition."""
    ref = os.environ.get("GITHUB_REF", "")
    tag = ref.removeprefix("refs/tags/") if ref.startswith("refs/tags/") else f"v{VERSION}"
    assert tag == f"v{VERSION}", f"the tag {tag} does not match the package version {VERSION}"


def test_the_changelog_has_notes_for_this_version() -> None:
    notes = release_notes.section((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), VERSION)
    assert notes is not None and notes.strip()
    assert "## [" not in notes  # the next version's section is not swallowed


def test_release_notes_are_cut_at_the_next_version() -> None:
    text = "# Changelog\n\n## [0.2.0] - 2027-01-01\n- new\n\n## [0.1.0] - 2026-11-23\n- old\n"
    assert release_notes.section(text, "0.2.0") == "- new\n"
    assert release_notes.section(text, "0.1.0") == "- old\n"
    assert release_notes.section(text, "0.3.0") is None


def test_release_notes_for_an_unknown_version_fail_in_one_line() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "release_notes.py"),
                             "v99.0.0"], capture_output=True, text=True, check=False)
    assert result.returncode == 2
    assert result.stderr == "release_notes: CHANGELOG.md has no section for 99.0.0\n"


def test_the_metainfo_names_this_release_first() -> None:
    releases = ET.parse(METAINFO).getroot().find("releases")
    assert releases is not None
    assert releases[0].get("version") == VERSION


def test_the_declared_licence_is_the_shipped_text() -> None:
    assert pyproject()["project"]["license"] == "GPL-3.0-or-later"  # type: ignore[index]
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Version 3, 29 June 2007" in licence
    # The copy that ships inside the package (About shows it) is the same text.
    assert (ROOT / "packaging" / "licenses" / "GPL-3.0.txt").read_text(encoding="utf-8") == licence


def test_the_font_subsets_do_not_use_the_reserved_name() -> None:
    """Source Sans 3 reserves "Source"; our modified subset must be called otherwise."""
    from tests.test_font_coverage import FONTS

    for font in sorted(FONTS.glob("*.ttf")):
        assert b"S\x00o\x00u\x00r\x00c\x00e\x00 \x00S\x00a\x00n\x00s" not in font.read_bytes(), font
        assert "Source" not in font.name
    credit = (FONTS / "OFL.txt").read_text(encoding="utf-8").splitlines()[0]
    assert "Adobe" in credit and "Reserved Font Name 'Source'" in credit


def test_the_metainfo_screenshots_are_this_release_s_files() -> None:
    """Software centres fetch them from the release tag, so they must exist at that tag."""
    images = [image.text or "" for image in ET.parse(METAINFO).getroot().iter("image")]
    assert images
    prefix = f"https://raw.githubusercontent.com/traversone/traversone/v{VERSION}/"
    for url in images:
        assert url.startswith(prefix), url
        assert (ROOT / url.removeprefix(prefix)).is_file(), url
