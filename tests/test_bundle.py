"""The PyInstaller bundle: what it keeps of Qt, and that the built bundle runs.

The ``bundle`` tests build the real onedir bundle (about a minute) and run it;
``.ci/run`` runs them with ``pytest -m bundle`` after installing PyInstaller.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUN_TIMEOUT = 300


def packaging_module(name: str) -> ModuleType:
    """A script from ``packaging/`` (not a package: PyInstaller runs it by path)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


contents = packaging_module("bundle_contents")


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/platforms/qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/qsvgicon.dll",
    "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/translations/qtbase_it.qm",
    "PySide6/Qt/translations/qtbase_en.qm",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "traversone_desktop/assets/fonts/cinzel/Cinzel-Bold.ttf",
])
def test_kept(dest: str) -> None:
    assert contents.keep(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/imageformats/qgif.dll",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/Qt/translations/qt_help_it.qm",
    "PySide6/Qt/plugins/wayland-graphics-integration-client/libdmabuf-server.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
])
def test_dropped(dest: str) -> None:
    assert not contents.keep(dest)


def test_every_app_module_is_collected() -> None:
    modules = contents.package_modules()
    assert "traversone_desktop.__main__" in modules
    assert "traversone_desktop.art.decks.napoletane" in modules  # imported by name
    assert "traversone_desktop.selftest" in modules


def test_self_test_passes_from_the_source_tree() -> None:
    result = subprocess.run([sys.executable, "-m", "traversone_desktop", "--self-test"],
                            cwd=ROOT, capture_output=True, text=True, timeout=RUN_TIMEOUT,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert "ok  worker process:" in result.stdout
    assert result.stdout.splitlines()[-1].startswith("self-test passed")


@pytest.fixture(scope="module")
def x_display(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real X server (Xvfb) for this module; skipped where Xvfb is not installed
    (``.ci/run`` installs it)."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None or not sys.platform.startswith("linux"):
        pytest.skip("Xvfb is not installed")
    number = next(n for n in range(140, 400) if not Path(f"/tmp/.X11-unix/X{n}").exists()
                  and not Path(f"/tmp/.X{n}-lock").exists())
    server = subprocess.Popen([xvfb, f":{number}", "-screen", "0", "1366x768x24",
                               "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        assert server.poll() is None and time.monotonic() < deadline, "Xvfb did not start"
        time.sleep(0.05)
    yield f":{number}"
    server.terminate()
    server.wait(timeout=30)


def on_x(display: str, **extra: str) -> dict[str, str]:
    """The environment of a start on a real X server, as on a Linux desktop."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    return {**env, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", **extra}


def self_test(*command: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*command, "--self-test"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=RUN_TIMEOUT, check=False)


def test_self_test_opens_a_real_x11_window_from_the_source_tree(x_display: str) -> None:
    result = self_test(sys.executable, "-m", "traversone_desktop",
                       env=on_x(x_display, PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr
    assert "ok  platform: xcb, a real window" in result.stdout
    assert result.stdout.splitlines()[-1].startswith("self-test passed")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's X11 plugin is Linux's")
def test_a_missing_x11_library_fails_the_self_test_naming_the_package(tmp_path: Path) -> None:
    """As on a desktop without libxcb-icccm: an unloadable copy shadows the system's."""
    (tmp_path / "libxcb-icccm.so.4").write_bytes(b"")
    env = on_x(":0", PYTHONPATH=str(ROOT), LD_LIBRARY_PATH=str(tmp_path))
    for command in (["--self-test"], []):
        result = subprocess.run([sys.executable, "-m", "traversone_desktop", *command],
                                cwd=ROOT, env=env, capture_output=True, text=True,
                                timeout=RUN_TIMEOUT, check=False)
        assert result.returncode == 1
        assert result.stderr.count("\n") == 1, result.stderr
        assert "libxcb-icccm4" in result.stderr and "xcb-util-wm" in result.stderr


def test_a_failing_check_says_why_in_one_line(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from traversone_desktop import selftest

    def unreadable() -> str:
        raise selftest.SelfTestError("bundled fonts not registered: Cinzel")

    monkeypatch.setattr(selftest, "_check_fonts", unreadable)
    assert selftest.run() == 1
    assert capsys.readouterr().err == (
        "self-test failed: fonts: bundled fonts not registered: Cinzel\n")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the bundle once for this module; return its executable."""
    pytest.importorskip("PyInstaller")  # the everyday run may lack it; .ci/run installs it
    build = packaging_module("build")
    tmp = tmp_path_factory.mktemp("bundle")
    exe: Path = build.build(tmp / "dist", tmp / "work")
    assert exe.is_file()
    return exe


def run(exe: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(exe), *args], capture_output=True, text=True,
                          timeout=RUN_TIMEOUT, check=False)


def bundled_files(exe: Path) -> Path:
    """The bundle's ``sys._MEIPASS``: where its packages and their data are found.

    (In a macOS .app, data files live in Contents/Resources and are linked from here.)
    """
    if sys.platform == "darwin":
        return exe.parent.parent / "Frameworks"
    return exe.parent / "_internal"


@pytest.mark.bundle
def test_self_test_plays_a_deal_and_writes_a_screenshot(bundle: Path) -> None:
    result = run(bundle, "--self-test")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[-1].startswith("self-test passed")
    shot = next(Path(line.split("screenshot ", 1)[1].split(" (")[0])
                for line in lines if line.startswith("ok  deal:"))
    assert shot.read_bytes().startswith(b"\x89PNG")
    resources_line = next(line for line in lines if line.startswith("ok  resources:"))
    assert str(bundled_files(bundle) / "traversone_desktop" / "assets") in resources_line
    assert str(bundled_files(bundle) / "traversone_desktop" / "i18n") in resources_line


@pytest.mark.bundle
def test_self_test_of_the_bundle_opens_a_real_x11_window(bundle: Path, x_display: str) -> None:
    result = self_test(str(bundle), env=on_x(x_display))
    assert result.returncode == 0, result.stderr
    assert "ok  platform: xcb, a real window" in result.stdout


@pytest.mark.bundle
def test_check_save_rejects_a_garbage_file(bundle: Path, tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.traversone"
    garbage.write_bytes(b"\x00\xffnot a save at all")
    result = run(bundle, "--check-save", str(garbage))
    assert result.returncode == 2
    assert result.stderr.startswith(f"invalid: {garbage}: ")
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.bundle
def test_bundle_holds_our_files_and_only_the_qt_it_needs(bundle: Path) -> None:
    data = bundled_files(bundle)
    app = data / "traversone_desktop"
    for name in ("fonts/cinzel/Cinzel-Bold.ttf", "fonts/traversone-sans/TraversoneSans-Regular.ttf",
                 "help/help.css", "icons/traversone.png"):
        assert (app / "assets" / name).is_file(), name
    assert (app / "i18n").is_dir()
    for name in ("THIRD-PARTY-NOTICES.txt", "GPL-3.0.txt", "LGPL-3.0.txt", "Python.txt"):
        assert (app / "licenses" / name).is_file(), name
    if sys.platform != "darwin":  # beside the program, where a person looks first
        assert (bundle.parent / "LICENSE.txt").read_text() == (ROOT / "LICENSE").read_text()
        assert (bundle.parent / "THIRD-PARTY-NOTICES.txt").is_file()
    for qm in (ROOT / "i18n").glob("*.qm"):
        assert (app / "i18n" / qm.name).is_file(), qm.name
    qt = data / "PySide6" / "Qt"
    assert sorted(p.name for p in (qt / "translations").iterdir()) == [
        "qtbase_en.qm", "qtbase_it.qm"]
    plugins = qt / "plugins"
    folders = {p.name for p in plugins.iterdir()}
    assert {"platforms", "imageformats", "iconengines"} <= folders
    assert folders <= set(contents.QT_PLUGINS_KEPT)
    unused = ("Network", "Qml", "Quick", "Pdf", "PrintSupport", "Sql")
    stray = [p.name for p in data.rglob("*")
             if any(f"Qt6{m}" in p.name or p.name.startswith(f"Qt{m}") for m in unused)]
    assert stray == []
