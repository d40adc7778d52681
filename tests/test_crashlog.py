"""A native crash leaves the Python stacks in crash.log, and the app's files stay put."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_a_segfault_is_written_to_the_crash_log(tmp_path: Path) -> None:
    log = tmp_path / "crash.log"
    log.write_text("--- an earlier Python error\n", encoding="utf-8")
    script = ("import faulthandler, sys; from pathlib import Path; "
              "from traversone_desktop.crashlog import enable; "
              "assert enable(Path(sys.argv[1])); faulthandler._sigsegv()")
    result = subprocess.run([sys.executable, "-c", script, str(log)], cwd=ROOT,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode != 0
    text = log.read_text(encoding="utf-8")
    assert text.startswith("--- an earlier Python error\n")  # appended, not replaced
    # faulthandler's own words: a signal on Linux and macOS, an exception code on Windows.
    assert ("Fatal Python error: Segmentation fault" in text
            or "Windows fatal exception: access violation" in text)
    assert 'File "<string>", line 1' in text


def test_an_unopenable_crash_log_is_no_error(tmp_path: Path) -> None:
    from traversone_desktop.crashlog import enable

    assert enable(tmp_path / "no such folder" / "crash.log") is False


def test_settings_and_data_do_not_move_with_the_app_id(qapp: object) -> None:
    """Settings and saves are found by organisation and application name, never by the
    desktop file name (the app ID): renaming the ID leaves every player's files in place."""
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from traversone_desktop import APP_ID

    app = QApplication.instance()
    assert app is not None
    saved = (app.applicationName(), app.organizationName(), app.desktopFileName())
    app.setApplicationName("Traversone Desktop")
    app.setOrganizationName("Traversone")
    try:
        places = []
        for desktop_file in ("org.traversone.desktop", APP_ID):
            app.setDesktopFileName(desktop_file)
            settings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                 "Traversone", "Traversone Desktop")
            data = QStandardPaths.writableLocation(
                QStandardPaths.StandardLocation.AppDataLocation)
            places.append((settings.fileName(), data))
        assert places[0] == places[1]
        assert all("io.github" not in place for place in places[1])
    finally:
        app.setApplicationName(saved[0])
        app.setOrganizationName(saved[1])
        app.setDesktopFileName(saved[2])
