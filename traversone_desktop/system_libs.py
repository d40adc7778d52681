"""Before Qt opens a window on X11: are the system libraries its xcb plugin needs there?

Without them Qt aborts with a long message about plugins that does not say what to
install. This checks first and names the packages, for Debian/Ubuntu and for Fedora,
in one line. It imports nothing of Qt's GUI, so it runs before QApplication exists.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from .placeholders import fill
from .terminal import translate as _tr

XCB_LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
}
"""What Qt's xcb platform plugin loads (``objdump -p libqxcb.so``), with the Debian and
Fedora package that provides each. The README's Quick start installs the same list."""


def uses_xcb(env: Mapping[str, str] | None = None, platform: str = sys.platform) -> bool:
    """True if Qt is about to open its xcb (X11) platform: Linux, and either asked for by
    ``QT_QPA_PLATFORM`` or Qt's own default outside a Wayland session."""
    env = os.environ if env is None else env
    if not platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        first = chosen.replace(";", ":").split(":", 1)[0]
        return first == "xcb"
    return not (env.get("XDG_SESSION_TYPE") == "wayland" and env.get("WAYLAND_DISPLAY"))


def missing_libraries(names: list[str] | None = None) -> list[str]:
    """The libraries of :data:`XCB_LIBRARIES` (or ``names``) the dynamic loader cannot load."""
    missing = []
    for name in names if names is not None else list(XCB_LIBRARIES):
        try:
            ctypes.CDLL(name)
        except OSError:
            missing.append(name)
    return missing


def plugin_problem() -> str | None:
    """Why Qt's xcb plugin cannot load, as the loader says it, or None if it loads (or is
    not where Qt keeps its plugins, which is then Qt's to report)."""
    from PySide6.QtCore import QLibraryInfo  # QtCore needs no display library

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath),
                  "platforms", "libqxcb.so")
    if not plugin.is_file():
        return None
    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        return str(exc).splitlines()[0]
    return None


def install_hint(missing: list[str]) -> str:
    """One line naming the packages to install for ``missing``, on Debian/Ubuntu and Fedora."""
    debian = sorted({XCB_LIBRARIES[m][0] for m in missing if m in XCB_LIBRARIES})
    fedora = sorted({XCB_LIBRARIES[m][1] for m in missing if m in XCB_LIBRARIES})
    return fill(_tr("CommandLine", "Qt's X11 display needs %1, which cannot be loaded here; "
                                   "install with: %2 (Debian, Ubuntu) or %3 (Fedora)"),
                ", ".join(missing), "sudo apt install " + " ".join(debian),
                "sudo dnf install " + " ".join(fedora))


def check_display() -> str | None:
    """None if Qt can open an X11 window as far as can be told beforehand (or will not use
    X11), else the one line to show instead of Qt's abort."""
    if not uses_xcb():
        return None
    if not os.environ.get("DISPLAY"):
        return _tr("CommandLine", "no X11 display to open the window on (DISPLAY is not set); "
                                  "start it from the desktop, or use --screenshot for a run "
                                  "without a window")
    problem = plugin_problem()  # the plugin's own search path: a bundle may bring some along
    if problem is None:
        return None
    missing = missing_libraries()
    return install_hint(missing) if missing else fill(
        _tr("CommandLine", "Qt's X11 plugin cannot load: %1"), problem)
