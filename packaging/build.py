"""Build the bundle for this OS, optionally self-test it, and pack what users download.

    python packaging/build.py                  # dist/traversone (or dist/Traversone.app) + archive
    python packaging/build.py --self-test      # ... and run the bundle's --self-test first
    python packaging/build.py --self-test-only # only the self-test (of the signed bundle)
    python packaging/build.py --pack-only      # only the archives (after signing the bundle)

The downloads are ``dist/traversone-VERSION-OS-ARCH`` + ``.tar.xz`` (Linux), ``.zip``
and ``-setup.exe`` (Windows; the installer needs NSIS's ``makensis``) or ``.dmg``
(macOS, made by dmgbuild). Exits with the failing step's status.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bundle_contents as contents  # noqa: E402

SPEC = HERE / "traversone.spec"
NSIS_SCRIPT = HERE / "windows" / "traversone.nsi"
DMG_SETTINGS = HERE / "macos" / "dmg_settings.py"
SELF_TEST_TIMEOUT = 300


def bundle_root(dist: Path) -> Path:
    """The folder (or .app) the build makes under ``dist``."""
    return dist / "Traversone.app" if sys.platform == "darwin" else dist / contents.APP_NAME


def executable(dist: Path) -> Path:
    """The program inside the bundle."""
    if sys.platform == "darwin":
        return bundle_root(dist) / "Contents" / "MacOS" / contents.APP_NAME
    suffix = ".exe" if sys.platform == "win32" else ""
    return bundle_root(dist) / f"{contents.APP_NAME}{suffix}"


def console_executable(dist: Path) -> Path:
    """The program that prints: on Windows the console twin, elsewhere the program itself."""
    if sys.platform == "win32":
        return bundle_root(dist) / f"{contents.CONSOLE_NAME}.exe"
    return executable(dist)


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec, add the licences; return the bundle's executable."""
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--log-level",
               "WARN", "--distpath", str(dist), "--workpath", str(work)]
    subprocess.run(command, check=True)
    if sys.platform != "darwin":  # in a .app they are in Resources, and it must stay sealed
        for source in contents.LICENCE_FILES:
            shutil.copyfile(source, bundle_root(dist) / f"{source.stem}.txt")
    return executable(dist)


def self_test(exe: Path) -> subprocess.CompletedProcess[str]:
    """Run ``exe --self-test`` and echo what it says; raise CalledProcessError if it fails.

    The output is piped, not inherited: a windowed Windows program only has
    standard streams when its parent hands it some.
    """
    result = subprocess.run([str(exe), "--self-test"], capture_output=True, text=True,
                            timeout=SELF_TEST_TIMEOUT)
    print(result.stdout, end="")
    print(result.stderr, end="", file=sys.stderr)
    result.check_returncode()
    return result


def download_base(out: Path) -> Path:
    """``out/traversone-VERSION-OS-ARCH``: every download's name without its suffix."""
    machine = platform.machine().lower().replace("amd64", "x86_64")
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    return out / f"{contents.APP_NAME}-{contents.version()}-{system}-{machine}"


def archive(dist: Path, out: Path | None = None) -> Path:
    """Pack the bundle as this OS's users expect it, into ``out`` (default ``dist``)."""
    base = download_base(out or dist)
    root = bundle_root(dist)
    if sys.platform == "darwin":
        return disk_image(root, base.with_suffix(".dmg"))
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(base), "zip", root.parent, root.name))
    # xz: a third smaller than gzip for the same files, and every Linux unpacks it.
    target = Path(f"{base}.tar.xz")
    with tarfile.open(target, "w:xz", preset=6) as tar:
        tar.add(root, arcname=root.name)
    return target


def disk_image(app: Path, target: Path) -> Path:
    """A compressed .dmg that shows the app beside a link to Applications (dmgbuild)."""
    target.unlink(missing_ok=True)
    subprocess.run([sys.executable, "-m", "dmgbuild", "-s", str(DMG_SETTINGS),
                    "-D", f"app={app}", "Traversone", str(target)], check=True)
    return target


def windows_installer(dist: Path, makensis: str = "makensis") -> Path:
    """Compile the per-user NSIS installer around the bundle; return the setup program."""
    target = Path(f"{download_base(dist)}-setup.exe")
    numbers = (contents.version().split(".") + ["0"] * 4)[:4]
    defines = {"VERSION": contents.version(), "VERSION4": ".".join(numbers),
               "SOURCE": bundle_root(dist).resolve(), "OUTFILE": target.resolve(),
               "LICENCE": (contents.ROOT / "LICENSE").resolve(),
               "ICON": (HERE / "icons" / "traversone.ico").resolve()}
    sign = os.environ.get("WINDOWS_SIGN_COMMAND")
    if sign:  # a command with %1 for the file; NSIS runs it on the uninstaller and the setup
        defines["SIGN_COMMAND"] = sign
    subprocess.run([makensis, "-V2", "-INPUTCHARSET", "UTF8",
                    *(f"-D{name}={value}" for name, value in defines.items()),
                    str(NSIS_SCRIPT)], check=True)
    return target


def dist_parser(doc: str) -> argparse.ArgumentParser:
    """A command line with ``--dist`` (where the bundle is built), described by ``doc``."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=contents.ROOT / "dist",
                        help="the bundle's folder (default: dist)")
    return parser


def built_executable(dist: Path) -> Path:
    """The executable of the bundle built under ``dist``; exit 2 with one line if none is."""
    exe = executable(dist)
    if not exe.is_file():
        print(f"no bundle at {bundle_root(dist)}: run python packaging/build.py first",
              file=sys.stderr)
        raise SystemExit(2)
    return exe


def main(argv: list[str] | None = None) -> int:
    parser = dist_parser(__doc__)
    parser.add_argument("--work", type=Path, default=contents.ROOT / "build")
    parser.add_argument("--self-test", action="store_true", help="run the bundle's self-test")
    steps = parser.add_mutually_exclusive_group()
    steps.add_argument("--no-archive", action="store_true", help="stop after the bundle")
    steps.add_argument("--self-test-only", action="store_true",
                       help="only self-test the bundle already built (after signing it)")
    steps.add_argument("--pack-only", action="store_true",
                       help="only pack the bundle already built (after signing it)")
    args = parser.parse_args(argv)
    try:
        if args.self_test_only:
            built_executable(args.dist)
            self_test(console_executable(args.dist))
            return 0
        if not args.pack_only:
            build(args.dist, args.work)
            print(f"bundle: {bundle_root(args.dist)}")
            if args.self_test:
                self_test(console_executable(args.dist))
        if not args.no_archive:
            built_executable(args.dist)
            print(f"archive: {archive(args.dist)}")
            if sys.platform == "win32":
                print(f"installer: {windows_installer(args.dist)}")
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
        print(f"build: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
