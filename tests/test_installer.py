"""The Windows installer script compiles, around a stand-in for the Windows bundle.

NSIS's ``makensis`` runs on Linux too, so the script is checked here, not first on a
Windows runner; the workflow builds the real installer around the real bundle.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tests.test_bundle import packaging_module


@pytest.fixture
def stand_in(tmp_path: Path) -> Path:
    """``dist/traversone`` as PyInstaller lays it out on Windows, with placeholder files."""
    root = tmp_path / "dist" / "traversone"
    (root / "_internal" / "traversone_desktop").mkdir(parents=True)
    for name in ("traversone.exe", "traversone-cli.exe", "LICENSE.txt",
                 "THIRD-PARTY-NOTICES.txt", "_internal/python311.dll"):
        (root / name).write_bytes(b"stand-in for " + name.encode())
    return tmp_path / "dist"


def test_the_nsis_script_compiles(stand_in: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    makensis = shutil.which("makensis")
    if makensis is None:
        pytest.skip("makensis is not installed (Debian: nsis)")
    build = packaging_module("build")
    monkeypatch.setattr(build, "bundle_root", lambda dist: dist / "traversone")
    setup = build.windows_installer(stand_in, makensis)
    assert setup.name.endswith("-setup.exe")
    data = setup.read_bytes()
    assert data[:2] == b"MZ"  # a Windows program
    assert b"Nullsoft" in data


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in signer is a POSIX shell command")
def test_a_sign_command_signs_the_uninstaller_and_the_setup(
        stand_in: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    makensis = shutil.which("makensis")
    if makensis is None:
        pytest.skip("makensis is not installed (Debian: nsis)")
    signed = tmp_path / "signed.txt"
    monkeypatch.setenv("WINDOWS_SIGN_COMMAND", f'sh -c "echo %1 >> {signed}"')
    build = packaging_module("build")
    monkeypatch.setattr(build, "bundle_root", lambda dist: dist / "traversone")
    setup = build.windows_installer(stand_in, makensis)
    lines = signed.read_text().splitlines()
    assert len(lines) == 2  # the uninstaller while it is made, then the setup program
    assert lines[-1] == str(setup.resolve())
