"""What goes into the bundle: our data files, and which of Qt's files we keep.

PyInstaller's Qt hooks collect every plugin and translation that belongs to the
Qt modules we import; most are for features we never use (JPEG, printing, EGL
device integrations, 40 languages of Qt's own messages). The spec passes its
file lists through :func:`keep` so the choice is made here, in plain data, and
can be tested without building anything.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "traversone"
CONSOLE_NAME = "traversone-cli"
"""Windows: the console twin of the windowed program, for --self-test and --check-save."""
COPYRIGHT = "Copyright © 2026 Traversone Desktop developers. GPL-3.0-or-later."
LANGUAGES = ("en", "it")
"""The app's languages: Qt's own messages are kept only for these."""

ALL = frozenset({"*"})
QT_PLUGINS_KEPT: dict[str, frozenset[str]] = {
    # Windows, macOS, X11, Wayland, and offscreen for the self-test and CI.
    "platforms": frozenset({"qwindows", "qcocoa", "qxcb", "qwayland", "qwayland-generic",
                            "qwayland-egl", "qoffscreen"}),
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin",
                                        "ibusplatforminputcontextplugin"}),
    "styles": ALL,  # the native Windows and macOS widget styles
    # Wayland clients: the desktop shell protocol and EGL. The rest (fullscreen, IVI and
    # Qt's own shells, the compositors' server-buffer plugins) are for embedded devices.
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": ALL,
    "wayland-graphics-integration-client": frozenset({"qt-plugin-wayland-egl"}),
}
"""Per plugin folder, the plugins kept (by name without ``lib`` prefix or suffix);
folders not listed here are dropped whole."""

QT_MODULES_EXCLUDED = (
    "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets",
    "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtPrintSupport", "PySide6.QtDBus",
    "PySide6.QtSql", "PySide6.QtTest", "PySide6.QtXml", "PySide6.QtHelp",
    "PySide6.QtDesigner", "PySide6.QtUiTools", "PySide6.QtConcurrent", "PySide6.QtSvgWidgets",
)
"""Python bindings we never import; listed so no stray import drags them in."""

PYTHON_EXCLUDED = ("tkinter", "unittest", "pydoc_data", "lib2to3", "setuptools",
                   "pkg_resources", "pip", "test", "pytest", "hypothesis", "mypy",
                   # No network: without these, OpenSSL stays out (hashlib and hmac
                   # fall back to Python's own digests).
                   "ssl", "_ssl", "_hashlib")


def _package_constant(name: str) -> str:
    """A string constant of ``traversone_desktop/__init__.py``, read without importing it."""
    tree = ast.parse((ROOT / "traversone_desktop" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == name for target in node.targets):
            return str(ast.literal_eval(node.value))
    raise LookupError(f"traversone_desktop/__init__.py defines no {name}")


def version() -> str:
    """The project's version: ``__version__``, which pyproject.toml also reads."""
    return _package_constant("__version__")


BUNDLE_ID = _package_constant("APP_ID")
"""The macOS bundle identifier: the app ID, as on Linux and Wayland."""


def _plugin_name(filename: str) -> str:
    stem = filename.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep(dest: str) -> bool:
    """Whether the file that PyInstaller would place at ``dest`` (bundle-relative) is kept."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if "Qt" not in parts:
        return True
    qt = parts[parts.index("Qt") + 1:]
    if len(qt) == 3 and qt[0] == "plugins":
        kept = QT_PLUGINS_KEPT.get(qt[1], frozenset())
        return kept is ALL or _plugin_name(qt[2]) in kept
    if len(qt) == 2 and qt[0] == "translations":
        return qt[1] in {f"qtbase_{lang}.qm" for lang in LANGUAGES}
    return True


def package_modules() -> list[str]:
    """Every module of the app, by walking its folder (some are imported by name)."""
    package = ROOT / "traversone_desktop"
    names = []
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def app_datas() -> list[tuple[str, str]]:
    """(source, bundle folder) pairs for our assets, translations, licences and desktop files.

    They land where :mod:`traversone_desktop.resources` looks in a bundle:
    ``traversone_desktop/assets``, ``.../i18n``, ``.../licenses`` and ``.../linux``.
    """
    i18n = ROOT / "i18n"
    # .keep makes the folder exist before the first compiled translation lands.
    files = [i18n / ".keep", *sorted(i18n.glob("*.qm"))]
    datas = [(str(ROOT / "assets"), "traversone_desktop/assets"),
             (str(ROOT / "packaging" / "licenses"), "traversone_desktop/licenses")]
    if sys.platform.startswith("linux"):  # for --install-desktop-entry
        datas.append((str(ROOT / "packaging" / "linux"), "traversone_desktop/linux"))
    datas += [(str(path), "traversone_desktop/i18n") for path in files if path.is_file()]
    return datas


LICENCE_FILES = (ROOT / "LICENSE", ROOT / "packaging" / "licenses" / "THIRD-PARTY-NOTICES.txt")
"""Copied beside the program in the Windows and Linux folders, where a person looks first."""
