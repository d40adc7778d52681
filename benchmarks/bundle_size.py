"""Size of the built bundle on disk and as the archive users download.

    python packaging/build.py && python benchmarks/bundle_size.py [--dist dist]

Targets (Linux onedir): at most 130 MB on disk and 55 MB as the tar.xz.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "packaging"))

import build

DISK_TARGET_MB, ARCHIVE_TARGET_MB = 130, 55
MB = 1_000_000


def size_on_disk(root: Path) -> int:
    """Bytes of the regular files under ``root`` (symbolic links count as nothing)."""
    return sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    args = build.dist_parser(__doc__).parse_args()
    build.built_executable(args.dist)
    root = build.bundle_root(args.dist)
    with tempfile.TemporaryDirectory() as tmp:
        archive = build.archive(args.dist, Path(tmp))
        packed = archive.stat().st_size
    disk = size_on_disk(root)
    print(f"bundle on disk: {disk / MB:.1f} MB (target {DISK_TARGET_MB} MB)")
    print(f"{archive.name}: {packed / MB:.1f} MB (target {ARCHIVE_TARGET_MB} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
