"""``traversone --install-desktop-entry``: put the game in the Linux desktop's menu.

A tarball or AppImage lives wherever the player unpacked it, so its menu entry must name
that place. This writes the ``.desktop`` file (with ``Exec=`` pointing at the running
program), the hicolor icons and the AppStream metainfo under ``$XDG_DATA_HOME`` (usually
``~/.local/share``), for this user only; ``--uninstall-desktop-entry`` removes exactly those
files. No Qt is needed, so both work without a display.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from traversone_desktop import APP_ID
from traversone_desktop.os_reasons import os_reason
from traversone_desktop.placeholders import fill
from traversone_desktop.resources import resource_dir
from traversone_desktop.terminal import translate as _tr


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The two options, on the ``traversone`` command line."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--install-desktop-entry", action="store_true",
                       help=_tr("CommandLine", "Linux: add Traversone to this user's "
                                               "application menu, then exit"))
    group.add_argument("--uninstall-desktop-entry", action="store_true",
                       help=_tr("CommandLine", "Linux: remove what --install-desktop-entry "
                                               "added, then exit"))


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launcher() -> list[str]:
    """The command (program and arguments) that starts this very copy of the program."""
    appimage = os.environ.get("APPIMAGE")
    if appimage:  # set by the AppImage runtime; sys.executable is inside its mount
        return [appimage]
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = shutil.which("traversone")
    return [script] if script else [sys.executable, "-m", "traversone_desktop"]


def exec_line(command: list[str]) -> str:
    """``command`` as a desktop-entry ``Exec`` value, quoted and escaped as the spec asks.

    An argument with a reserved character is double-quoted, with ``"`` `` ` `` ``$`` and
    ``\\`` escaped; then the whole value is escaped once more as a key-file string.
    """
    words = []
    for word in command:
        if any(char in word for char in ' \t\n"\'\\><~|&;$*?#()`'):
            word = '"' + re.sub(r'([\\"`$])', r'\\\1', word) + '"'
        words.append(word.replace("%", "%%"))
    return " ".join(words).replace("\\", "\\\\")


def desktop_text(template: str, command: list[str]) -> str:
    """The shipped .desktop file with ``Exec=`` naming ``command`` (and ``%f``: a save
    opened with the game from a file manager)."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_line(command)} %f"
        lines.append(line)
    return "\n".join(lines) + "\n"


def planned_files(home: Path) -> dict[Path, Path | None]:
    """Target → shipped source of every file installed (None: the .desktop, generated)."""
    shipped = resource_dir("linux")
    files: dict[Path, Path | None] = {home / "applications" / f"{APP_ID}.desktop": None}
    files[home / "metainfo" / f"{APP_ID}.metainfo.xml"] = shipped / f"{APP_ID}.metainfo.xml"
    for icon in sorted((shipped / "icons").rglob(f"{APP_ID}.*")):
        files[home / icon.relative_to(shipped)] = icon
    return files


def _refresh_caches(home: Path) -> None:
    """Tell the menu and icon caches, where their tools exist; a missing tool is fine."""
    for command in (["update-desktop-database", "-q", str(home / "applications")],
                    ["gtk-update-icon-cache", "-q", "-t", str(home / "icons" / "hicolor")]):
        if shutil.which(command[0]):
            subprocess.run(command, check=False, capture_output=True)


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the menu entry, icons and metainfo; return the files written."""
    home = home or data_home()
    written = []
    for target, source in planned_files(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if source is None:
            template = (resource_dir("linux") / f"{APP_ID}.desktop").read_text(encoding="utf-8")
            target.write_text(desktop_text(template, command or launcher()), encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    _refresh_caches(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote (and nothing else); return the files removed."""
    home = home or data_home()
    removed = []
    for target in planned_files(home):
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh_caches(home)
    return removed


def run(remove: bool) -> int:
    """The command-line action: one line per file, or one line saying why not."""
    if not sys.platform.startswith("linux"):
        print("traversone: " + _tr("CommandLine", "desktop entries are for Linux; the Windows "
                                                  "installer and the macOS disk image add the "
                                                  "program to the menu"), file=sys.stderr)
        return 2
    try:
        paths = uninstall() if remove else install()
    except OSError as exc:
        cannot = (_tr("CommandLine", "cannot remove the desktop entry: %1") if remove else
                  _tr("CommandLine", "cannot write the desktop entry: %1"))
        print("traversone: " + fill(cannot, os_reason(exc, _tr)), file=sys.stderr)
        return 1
    done = _tr("CommandLine", "removed %1") if remove else _tr("CommandLine", "installed %1")
    for path in paths:
        print(fill(done, str(path)))
    if not paths:
        print(_tr("CommandLine", "nothing to remove: no desktop entry was installed"))
    return 0
