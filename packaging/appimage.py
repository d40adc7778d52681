"""Wrap the Linux bundle as an AppImage: one file a player marks executable and double-clicks.

    python packaging/build.py --no-archive               # dist/traversone
    python packaging/appimage.py --runtime runtime-x86_64
    # -> dist/traversone-VERSION-linux-x86_64.AppImage

An AppImage (type 2) is the AppImage runtime (a small ELF program) followed by a SquashFS
image of an "AppDir". The AppDir here is the tested PyInstaller bundle plus what desktops
look for: ``AppRun``, the .desktop file, the icon and the AppStream metainfo. So the
AppImage runs exactly the program the self-test checked, and only ``mksquashfs``
(Debian's squashfs-tools) and the runtime file (from the AppImage project's type2-runtime
releases; the workflow pins its checksum) are needed; appimagetool is not.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build  # noqa: E402
import bundle_contents as contents  # noqa: E402

sys.path.insert(0, str(contents.ROOT))
from traversone_desktop import APP_ID  # noqa: E402

LINUX = HERE / "linux"
RUNTIME_MAGIC = b"AI\x02"
"""Bytes 8-10 of every type-2 AppImage runtime (and so of every AppImage)."""

APP_RUN = """#!/bin/sh
# The AppImage's entry point: the bundled program, with the arguments given.
here="$(dirname "$(readlink -f "$0")")"
exec "$here/traversone/traversone" "$@"
"""


def check_runtime(runtime: Path) -> None:
    """Refuse a file that is not a type-2 AppImage runtime, with one clear line."""
    head = runtime.read_bytes()[:11]
    if head[:4] != b"\x7fELF" or head[8:11] != RUNTIME_MAGIC:
        raise ValueError(f"{runtime} is not an AppImage type-2 runtime")


def make_appdir(bundle: Path, appdir: Path) -> Path:
    """Lay out the AppDir: the bundle, AppRun, the desktop file, icons and metainfo."""
    shutil.copytree(bundle, appdir / contents.APP_NAME, symlinks=True)
    app_run = appdir / "AppRun"
    app_run.write_text(APP_RUN, encoding="utf-8")
    app_run.chmod(0o755)
    shutil.copyfile(LINUX / f"{APP_ID}.desktop", appdir / f"{APP_ID}.desktop")
    icon = LINUX / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"
    shutil.copyfile(icon, appdir / f"{APP_ID}.png")
    shutil.copyfile(icon, appdir / ".DirIcon")
    share = appdir / "usr" / "share"
    (share / "metainfo").mkdir(parents=True)
    shutil.copyfile(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.appdata.xml")
    shutil.copytree(LINUX / "icons", share / "icons")
    return appdir


def appimage(dist: Path, runtime: Path, mksquashfs: str = "mksquashfs") -> Path:
    """Build ``dist/traversone-VERSION-linux-ARCH.AppImage`` from the bundle in ``dist``."""
    check_runtime(runtime)
    target = Path(f"{build.download_base(dist)}.AppImage")
    with tempfile.TemporaryDirectory() as tmp:
        appdir = make_appdir(build.bundle_root(dist), Path(tmp) / "AppDir")
        image = Path(tmp) / "image.squashfs"
        subprocess.run([mksquashfs, str(appdir), str(image), "-root-owned", "-noappend",
                        "-comp", "zstd", "-quiet", "-no-progress"], check=True)
        with target.open("wb") as out:
            out.write(runtime.read_bytes())
            with image.open("rb") as squashfs:
                shutil.copyfileobj(squashfs, out)
    target.chmod(0o755)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = build.dist_parser(__doc__)
    parser.add_argument("--runtime", type=Path, required=True,
                        help="the AppImage type-2 runtime for this architecture")
    args = parser.parse_args(argv)
    build.built_executable(args.dist)
    try:
        print(f"appimage: {appimage(args.dist, args.runtime)}")
    except (OSError, ValueError, subprocess.CalledProcessError) as exc:
        print(f"appimage: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
