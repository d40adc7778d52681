"""Build the bundle for this OS, optionally self-test it, and pack the archive.

    python packaging/build.py                  # dist/traversone (or dist/Traversone.app) + archive
    python packaging/build.py --self-test      # ... and run the bundle's --self-test first
    python packaging/build.py --pack-only      # only the archive (after signing the bundle)

The archive is ``dist/traversone-VERSION-OS-ARCH`` + ``.tar.gz`` (Linux),
``.zip`` (Windows) or ``.dmg`` (macOS). Exits with the failing step's status.
"""

from __future__ import annotations

import argparse
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


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; return the bundle's executable."""
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--log-level",
               "WARN", "--distpath", str(dist), "--workpath", str(work)]
    subprocess.run(command, check=True)
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


def archive(dist: Path, out: Path | None = None) -> Path:
    """Pack the bundle as this OS's users expect it, into ``out`` (default ``dist``)."""
    machine = platform.machine().lower().replace("amd64", "x86_64")
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    base = (out or dist) / f"{contents.APP_NAME}-{contents.version()}-{system}-{machine}"
    root = bundle_root(dist)
    if sys.platform == "darwin":
        target = base.with_suffix(".dmg")
        target.unlink(missing_ok=True)
        subprocess.run(["hdiutil", "create", "-volname", "Traversone", "-srcfolder", str(root),
                        "-ov", "-format", "UDZO", str(target)], check=True)
        return target
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(base), "zip", root.parent, root.name))
    target = Path(f"{base}.tar.gz")
    with tarfile.open(target, "w:gz") as tar:
        tar.add(root, arcname=root.name)
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
    steps.add_argument("--pack-only", action="store_true",
                       help="only pack the bundle already built (after signing it)")
    args = parser.parse_args(argv)
    try:
        if not args.pack_only:
            exe = build(args.dist, args.work)
            print(f"bundle: {bundle_root(args.dist)}")
            if args.self_test:
                self_test(exe)
        if not args.no_archive:
            print(f"archive: {archive(args.dist)}")
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        print(f"build: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
