"""Bundled files are found from a source checkout and from an installed wheel.

(The PyInstaller bundle is covered in ``test_bundle.py``, which builds one.)
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from traversone_desktop import resources

ROOT = Path(__file__).resolve().parent.parent


def repo_files(folder: str, pattern: str = "*") -> set[str]:
    """Files under a repo-root folder, relative to it, in POSIX form (no dot-files)."""
    base = ROOT / folder
    return {path.relative_to(base).as_posix() for path in base.rglob(pattern)
            if path.is_file() and "__pycache__" not in path.parts
            and not path.name.startswith(".")}


def test_checkout_finds_the_repo_root_folders() -> None:
    assert Path(resources.__file__).resolve().is_relative_to(ROOT)
    assert resources.resource_dir("assets") == ROOT / "assets"
    assert resources.resource_dir("i18n") == ROOT / "i18n"
    assert resources.asset_path("fonts", "cinzel", "Cinzel-Bold.ttf").is_file()


def test_an_unknown_folder_is_a_clear_error() -> None:
    with pytest.raises(FileNotFoundError, match="'nowhere'"):
        resources.resource_dir("nowhere")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built from a copy of the sources (the checkout stays clean)."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
    for name in ("traversone_desktop", "assets", "i18n", "packaging"):
        shutil.copytree(ROOT / name, src / name, ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, src / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                    str(tmp / "out"), str(src)], check=True, capture_output=True, text=True)
    (found,) = (tmp / "out").glob("traversone_desktop-*.whl")
    return found


def test_wheel_ships_fonts_help_icons_and_translations(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assets = {f"traversone_desktop/assets/{name}" for name in repo_files("assets")}
    qms = {f"traversone_desktop/i18n/{name}" for name in repo_files("i18n", "*.qm")}
    assert assets - names == set()
    assert qms - names == set()
    for expected in ("fonts/cinzel/Cinzel-Bold.ttf", "fonts/traversone-sans/OFL.txt",
                     "help/help.css", "icons/traversone.svg"):
        assert f"traversone_desktop/assets/{expected}" in names


def test_wheel_ships_the_licences_and_the_linux_desktop_files(wheel: Path) -> None:
    archive = zipfile.ZipFile(wheel)
    names = set(archive.namelist())
    for name in ("THIRD-PARTY-NOTICES.txt", "GPL-3.0.txt", "LGPL-3.0.txt", "Python.txt"):
        assert f"traversone_desktop/licenses/{name}" in names
    assert "traversone_desktop/linux/io.github.traversone.Traversone.desktop" in names
    (metadata,) = (name for name in names if name.endswith(".dist-info/METADATA"))
    text = archive.read(metadata).decode()
    assert "License-Expression: GPL-3.0-or-later" in text
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)


def test_installed_wheel_resolves_inside_the_package(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    probe = ("import json; from traversone_desktop.resources import resource_dir as r; "
             "print(json.dumps([str(r('assets')), str(r('i18n'))]))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, check=True,
                         capture_output=True, text=True,
                         env={"PYTHONPATH": str(site), "PATH": ""}).stdout
    assets, i18n = (Path(p) for p in json.loads(out))
    assert assets == site / "traversone_desktop" / "assets"
    assert i18n == site / "traversone_desktop" / "i18n"
    assert (assets / "fonts" / "cinzel" / "Cinzel-Bold.ttf").is_file()
