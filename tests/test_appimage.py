"""The AppImage's AppDir has what desktops and AppImage tools look for, around the bundle."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_bundle import packaging_module
from traversone_desktop import APP_ID

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="AppImages are for Linux; "
                                "AppRun is a POSIX shell script")
appimage = packaging_module("appimage")


@pytest.fixture
def appdir(tmp_path: Path) -> Path:
    bundle = tmp_path / "traversone"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / "traversone"
    program.write_text("#!/bin/sh\necho \"bundle says: $*\"\n")
    program.chmod(0o755)
    return appimage.make_appdir(bundle, tmp_path / "AppDir")


def test_the_appdir_has_apprun_desktop_icon_and_metainfo(appdir: Path) -> None:
    for name in ("AppRun", f"{APP_ID}.desktop", f"{APP_ID}.png", ".DirIcon",
                 f"usr/share/metainfo/{APP_ID}.appdata.xml",
                 f"usr/share/icons/hicolor/256x256/apps/{APP_ID}.png", "traversone/traversone"):
        assert (appdir / name).is_file(), name
    assert (appdir / f"{APP_ID}.png").read_bytes() == (appdir / ".DirIcon").read_bytes()


def test_apprun_starts_the_bundle_with_the_arguments(appdir: Path, tmp_path: Path) -> None:
    link = tmp_path / "elsewhere"
    link.symlink_to(appdir / "AppRun")  # the runtime may call it through a link
    result = subprocess.run([str(link), "--self-test", "two words"], capture_output=True,
                            text=True, check=True)
    assert result.stdout == "bundle says: --self-test two words\n"


def test_a_file_that_is_no_runtime_is_refused(tmp_path: Path) -> None:
    fake = tmp_path / "runtime"
    fake.write_bytes(b"\x7fELF" + b"\x00" * 60)
    with pytest.raises(ValueError, match="not an AppImage type-2 runtime"):
        appimage.check_runtime(fake)


def test_the_appimage_is_the_runtime_then_the_squashfs(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    mksquashfs = shutil.which("mksquashfs")
    if mksquashfs is None:
        pytest.skip("mksquashfs is not installed (Debian: squashfs-tools)")
    dist = tmp_path / "dist"
    bundle = dist / "traversone"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "traversone").write_text("#!/bin/sh\n")
    runtime = tmp_path / "runtime"
    runtime.write_bytes(b"\x7fELF\x02\x01\x01\x00AI\x02" + b"\x00" * 500)
    build = packaging_module("build")
    monkeypatch.setattr(appimage, "build", build)
    monkeypatch.setattr(build, "bundle_root", lambda d: d / "traversone")
    made = appimage.appimage(dist, runtime, mksquashfs)
    data = made.read_bytes()
    assert made.name.endswith(".AppImage") and made.stat().st_mode & 0o111
    assert data.startswith(runtime.read_bytes())
    assert data[len(runtime.read_bytes()):][:4] == b"hsqs"  # SquashFS magic
