"""The Linux desktop files: valid as shipped, installed for the user, and removed again."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from traversone_desktop import APP_ID, desktop_entry
from traversone_desktop.__main__ import main

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def desktop_keys(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def validate_desktop(path: Path) -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    result = subprocess.run([tool, str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_shipped_entry_is_a_card_game_named_by_the_app_id() -> None:
    keys = desktop_keys(DESKTOP)
    assert keys["Categories"] == "Game;CardGame;"
    assert keys["Icon"] == APP_ID
    assert keys["Exec"] == "traversone %f"  # a save opened with the game
    validate_desktop(DESKTOP)


def test_the_metainfo_passes_appstream_validation() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (Debian: appstream)")
    result = subprocess.run([tool, "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout
    assert "W:" not in result.stdout and "E:" not in result.stdout


def test_every_hicolor_size_is_shipped() -> None:
    for size in HICOLOR_SIZES:
        icon = LINUX / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", icon
        width, height = int.from_bytes(icon.read_bytes()[16:20]), int.from_bytes(
            icon.read_bytes()[20:24])
        assert (width, height) == (size, size)
    assert (LINUX / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()


def test_install_points_the_menu_at_this_copy_and_uninstall_removes_it(tmp_path: Path) -> None:
    home = tmp_path / "share"
    command = ["/opt/games/my traversone/traversone"]
    written = desktop_entry.install(home, command)
    entry = home / "applications" / f"{APP_ID}.desktop"
    assert entry in written
    assert home / "metainfo" / f"{APP_ID}.metainfo.xml" in written
    assert home / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png" in written
    assert all(path.is_file() for path in written)
    assert desktop_keys(entry)["Exec"] == '"/opt/games/my traversone/traversone" %f'
    validate_desktop(entry)
    (home / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    assert sorted(desktop_entry.uninstall(home)) == sorted(written)
    assert not any(path.exists() for path in written)
    assert (home / "applications" / "other.desktop").is_file()  # not ours: kept
    assert desktop_entry.uninstall(home) == []


def test_exec_quotes_and_escapes_as_the_desktop_spec_asks() -> None:
    assert desktop_entry.exec_line(["/usr/bin/python3", "-m", "traversone_desktop"]) == (
        "/usr/bin/python3 -m traversone_desktop")
    # Quoted: " ` $ \ get a backslash; then the value's backslashes are doubled; % is %%.
    assert desktop_entry.exec_line(['/a b/say"$x', "50%"]) == '"/a b/say\\\\"\\\\$x" 50%%'


def test_the_command_line_option_installs_under_xdg_data_home(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("desktop entries are for Linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("APPIMAGE", "/home/me/Traversone.AppImage")
    assert main(["--install-desktop-entry"]) == 0
    entry = tmp_path / "applications" / f"{APP_ID}.desktop"
    assert f"installed {entry}" in capsys.readouterr().out.splitlines()
    assert desktop_keys(entry)["Exec"] == "/home/me/Traversone.AppImage %f"
    assert main(["--uninstall-desktop-entry"]) == 0
    assert not entry.exists()
    assert main(["--uninstall-desktop-entry"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "nothing to remove: no desktop entry was installed")


def test_an_unwritable_data_home_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("desktop entries are for Linux")
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["--install-desktop-entry"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("traversone: cannot write the desktop entry: ")
    assert len(err.splitlines()) == 1
