"""Real-window tests: each ``realwindow`` test runs in its own process on an X server.

The main test run is offscreen (``tests/conftest.py``) and a process keeps the Qt platform
it started with, so a ``realwindow`` test is run again, alone, in a child pytest with
``QT_QPA_PLATFORM=xcb`` and ``DISPLAY`` pointing at an Xvfb this session starts on a
free display, with the Openbox window manager (title bars, maximising and full screen are
the window manager's); ``@pytest.mark.realwindow(scale=1.5)`` scales that screen as a
person sets it (150 %), ``@pytest.mark.realwindow(screen="800x600x24")`` gives the
test an X server of its own with a screen of that size, and ``changing=True`` one whose
size the test may change (``xrandr -s``), and ``wayland=True`` a Wayland desktop instead:
Weston, the reference compositor, in a window on the X server (which gives it a keyboard
and a mouse), the child on Qt's wayland platform with no X display to fall back to. The
child's verdict is the test's verdict; its output is shown on failure. Without Xvfb or
Openbox (or Weston) the tests fail under CI (``CI=true``) and are reported as skipped
elsewhere.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import NoReturn

import pytest

from ..gui.conftest import make_window, settings  # noqa: F401  (the table tests' fixtures)

ROOT = Path(__file__).resolve().parents[2]
SCREEN = "1366x768x24"
"""A common laptop screen: the window must fit it."""
CHILD_TIMEOUT = 600
START_TIMEOUT = 20.0
INSIDE = "TRAVERSONE_REAL_WINDOW"
"""Set in the child: this process is the one on the X server."""


def on_x_server() -> bool:
    return os.environ.get(INSIDE) == "1"


def missing_tool(message: str) -> NoReturn:
    """A tool the real-window tests need is not installed: a failure under CI, which
    installs every one of them (``.ci/run``), a skip elsewhere."""
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


def xdotool(*args: str, timeout: float = 10) -> str:
    """Keys, clicks and window commands through the X server, as a person's would arrive;
    what xdotool printed."""
    tool = shutil.which("xdotool")
    if tool is None:
        missing_tool("xdotool is needed to type through the X server "
                     "(Debian/Ubuntu: apt-get install xdotool; see .ci/run)")
    done = subprocess.run([tool, *args], check=True, timeout=timeout, capture_output=True,
                          text=True)
    return done.stdout


def start_server(command: list[str], env: dict[str, str] | None = None
                 ) -> tuple[subprocess.Popen[bytes], str]:
    """An X server (``-displayfd`` picks a free display) and its display's name, e.g. ``:5``."""
    read, write = os.pipe()
    server = subprocess.Popen([*command, "-displayfd", str(write), "-nolisten", "tcp"],
                              pass_fds=(write,), env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        server.wait()
        pytest.fail(f"{Path(command[0]).name} did not start", pytrace=False)
    return server, f":{number}"


def wait_for_file(path: Path, process: subprocess.Popen[bytes], name: str) -> None:
    """Until ``process`` (``name``) has made ``path``, which says it is ready: a process
    outside Qt, with nothing to wait on but its file."""
    deadline = time.monotonic() + START_TIMEOUT
    while not path.exists() and process.poll() is None:
        if time.monotonic() > deadline:
            pytest.fail(f"{name} did not start", pytrace=False)
        time.sleep(0.05)
    if not path.exists():
        pytest.fail(f"{name} stopped at start", pytrace=False)


@contextmanager
def x_server(screen: str, changing: bool = False) -> Iterator[str]:
    """An Xvfb of its own with a ``screen`` such as ``1366x768x24``, and Openbox on it; the
    display's name. ``changing``: a screen whose size the test may change (``xrandr -s
    1024x768``, as a laptop taken from its monitor): Xvfb's cannot change, so Xephyr, a
    resizable X server, runs in a window on the Xvfb, with a screen of ``screen``'s size."""
    xvfb, openbox = shutil.which("Xvfb"), shutil.which("openbox")
    if xvfb is None or openbox is None:
        missing_tool("Xvfb and Openbox are needed for the real-window tests "
                     "(Debian/Ubuntu: apt-get install xvfb openbox; see .ci/run)")
    xephyr = shutil.which("Xephyr")
    if changing and (xephyr is None or shutil.which("xrandr") is None):
        missing_tool("Xephyr and xrandr are needed for a screen that changes (Debian/Ubuntu: "
                     "apt-get install xserver-xephyr x11-xserver-utils; see .ci/run)")
    servers = [start_server([xvfb, "-screen", "0", screen])]
    display = servers[0][1]
    with tempfile.TemporaryDirectory() as tmp:
        ready = Path(tmp) / "ready"
        try:
            if changing:
                assert xephyr is not None
                servers.append(start_server(
                    [xephyr, "-screen", screen.rsplit("x", 1)[0], "-resizeable",
                     "-no-host-grab"], env=dict(os.environ, DISPLAY=display)))
                display = servers[-1][1]
            manager = subprocess.Popen(
                [openbox, "--sm-disable", "--startup", f"touch {ready}"],
                env=dict(os.environ, DISPLAY=display), stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL)
            servers.append((manager, display))
            wait_for_file(ready, manager, "Openbox")
            yield display
        finally:
            for process, _ in reversed(servers):
                process.terminate()
                process.wait(timeout=10)


@contextmanager
def wayland_desktop(display: str) -> Iterator[dict[str, str]]:
    """Weston in a window on the X server ``display``; the environment a program needs to
    show its windows there (``WAYLAND_DISPLAY`` and its ``XDG_RUNTIME_DIR``)."""
    weston = shutil.which("weston")
    if weston is None:
        missing_tool("Weston is needed for the Wayland tests "
                     "(Debian/Ubuntu: apt-get install weston; see .ci/run)")
    with tempfile.TemporaryDirectory() as runtime:
        os.chmod(runtime, 0o700)  # as a session's own; Wayland refuses a shared one
        env = {"XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": "wayland-test",
               "XDG_SESSION_TYPE": "wayland"}
        compositor = subprocess.Popen(
            [weston, "--backend=x11-backend.so", "--width=1280", "--height=720",
             f"--socket={env['WAYLAND_DISPLAY']}", "--idle-time=0"],
            env=dict(os.environ, DISPLAY=display, **env), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        try:
            wait_for_file(Path(runtime) / env["WAYLAND_DISPLAY"], compositor, "Weston")
            yield env
        finally:
            compositor.terminate()
            compositor.wait(timeout=10)


@pytest.fixture(scope="session")
def x_display() -> Iterator[str]:
    """The X server the real-window tests share, on a common laptop's screen."""
    with x_server(SCREEN) as display:
        yield display


DISPLAY_KEY = pytest.StashKey[str]()
WAYLAND_KEY = pytest.StashKey[dict[str, str]]()


@pytest.fixture(autouse=True)
def _real_x(request: pytest.FixtureRequest) -> None:
    """Outside the X server, a ``realwindow`` test needs one (or is failed or skipped)."""
    marker = request.node.get_closest_marker("realwindow")
    if on_x_server() or marker is None:
        return
    screen, changing = marker.kwargs.get("screen"), marker.kwargs.get("changing", False)
    own = ExitStack()  # a screen of another size, or one to change: an X server of its own
    request.addfinalizer(own.close)
    if screen is None and not changing:
        request.node.stash[DISPLAY_KEY] = request.getfixturevalue("x_display")
    else:
        request.node.stash[DISPLAY_KEY] = own.enter_context(x_server(screen or SCREEN,
                                                                     changing))
    if marker.kwargs.get("wayland", False):
        request.node.stash[WAYLAND_KEY] = own.enter_context(
            wayland_desktop(request.node.stash[DISPLAY_KEY]))


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """Outside the X server, run the test in a child process on it instead."""
    if on_x_server() or pyfuncitem.get_closest_marker("realwindow") is None:
        return None
    display = pyfuncitem.stash[DISPLAY_KEY]
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", **{INSIDE: "1"})
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("QT_SCALE_FACTOR", None)
    wayland = pyfuncitem.stash.get(WAYLAND_KEY, None)
    if wayland is not None:  # Weston's windows only: no X display to fall back to
        env.update(wayland, QT_QPA_PLATFORM="wayland")
        del env["DISPLAY"]
    scale = pyfuncitem.get_closest_marker("realwindow").kwargs.get("scale")
    if scale is not None:  # the screen's scaling, as a person sets it (150 %: 1.5)
        env["QT_SCALE_FACTOR"] = str(scale)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
         pyfuncitem.nodeid],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT)
    print(result.stdout[-4000:])
    if result.returncode != 0:
        pytest.fail(f"on the X server {display}:\n{result.stdout[-12000:]}{result.stderr[-3000:]}",
                    pytrace=False)
    return True
