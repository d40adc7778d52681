"""Before Qt's X11 plugin aborts: which platform Qt will pick, and what to install."""

from __future__ import annotations

import sys

import pytest

from traversone_desktop import system_libs
from traversone_desktop.system_libs import XCB_LIBRARIES, install_hint, uses_xcb


@pytest.mark.parametrize(("env", "platform", "expected"), [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb;wayland"}, "linux", True),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland:xcb"}, "linux", False),
    ({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"XDG_SESSION_TYPE": "x11"}, "linux", True),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_the_check_runs_only_where_qt_will_use_x11(env, platform, expected):
    assert uses_xcb(env, platform) is expected


def test_the_hint_names_the_debian_and_the_fedora_packages():
    hint = install_hint(["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"])
    assert "sudo apt install libxcb-cursor0 libxkbcommon-x11-0 (Debian, Ubuntu)" in hint
    assert "sudo dnf install libxkbcommon-x11 xcb-util-cursor (Fedora)" in hint
    assert "\n" not in hint


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's X11 plugin is Linux's")
def test_every_library_qt_links_is_known_here(monkeypatch):
    """The plugin loads on this machine, so nothing is reported missing."""
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    assert system_libs.plugin_problem() is None
    assert system_libs.missing_libraries() == []
    assert system_libs.check_display() is None
    assert {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxkbcommon-x11.so.0"} <= set(
        XCB_LIBRARIES)
