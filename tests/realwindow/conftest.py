"""Real-window tests: each ``realwindow`` test runs in its own process on an X server.

The main test run is offscreen (``tests/conftest.py``) and a process keeps the Qt platform
it started with, so a ``realwindow`` test is run again, alone, in a child pytest with
``QT_QPA_PLATFORM=xcb`` and ``DISPLAY`` pointing at an Xvfb this session starts on a
free display. The child's verdict is the test's verdict; its output is shown on failure.
Without Xvfb the tests fail under CI (``CI=true``) and are reported as skipped elsewhere.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCREEN = "1366x768x24"
"""A common laptop screen: the window must fit it."""
CHILD_TIMEOUT = 600
INSIDE = "TRAVERSONE_REAL_WINDOW"
"""Set in the child: this process is the one on the X server."""


def on_x_server() -> bool:
    return os.environ.get(INSIDE) == "1"


@pytest.fixture(scope="session")
def x_display() -> Iterator[str]:
    """An Xvfb of its own (``-displayfd`` picks a free display); its name, e.g. ``:5``."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        message = ("Xvfb is not installed: the real-window tests need it "
                   "(Debian/Ubuntu: apt-get install xvfb; see .ci/run)")
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", SCREEN,
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        server.wait()
        pytest.fail("Xvfb did not start", pytrace=False)
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


DISPLAY_KEY = pytest.StashKey[str]()


@pytest.fixture(autouse=True)
def _real_x(request: pytest.FixtureRequest) -> None:
    """Outside the X server, a ``realwindow`` test needs one (or is failed or skipped)."""
    if not on_x_server() and request.node.get_closest_marker("realwindow") is not None:
        request.node.stash[DISPLAY_KEY] = request.getfixturevalue("x_display")


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """Outside the X server, run the test in a child process on it instead."""
    if on_x_server() or pyfuncitem.get_closest_marker("realwindow") is None:
        return None
    display = pyfuncitem.stash[DISPLAY_KEY]
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", **{INSIDE: "1"})
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
         pyfuncitem.nodeid],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT)
    print(result.stdout[-4000:])
    if result.returncode != 0:
        pytest.fail(f"on the X server {display}:\n{result.stdout[-12000:]}{result.stderr[-3000:]}",
                    pytrace=False)
    return True
