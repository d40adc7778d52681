"""Where the bundled files live: one answer for a checkout, a wheel and a bundle.

``assets/`` and ``i18n/`` sit at the repository root in a source checkout, are
installed as ``traversone_desktop/assets`` and ``traversone_desktop/i18n`` in a
wheel, and are collected to the same package-relative places by PyInstaller.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates(name: str) -> list[Path]:
    # In a checkout, the licences and Linux desktop files live under packaging/.
    places = [_PACKAGE_DIR / name, _PACKAGE_DIR.parent / name,
              _PACKAGE_DIR.parent / "packaging" / name]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        places.insert(0, Path(frozen_root) / "traversone_desktop" / name)
    return places


@cache
def resource_dir(name: str) -> Path:
    """Return the folder ``name`` ("assets", "i18n", "licenses" or "linux") wherever it was
    installed."""
    for place in _candidates(name):
        if place.is_dir():
            return place
    raise FileNotFoundError(f"the {name!r} folder is missing from this installation")


def asset_path(*parts: str) -> Path:
    """Path of a file under ``assets/`` (it may not exist; callers decide)."""
    return resource_dir("assets").joinpath(*parts)


def i18n_path(*parts: str) -> Path:
    """Path of a file under ``i18n/``."""
    return resource_dir("i18n").joinpath(*parts)
