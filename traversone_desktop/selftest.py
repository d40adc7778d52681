"""``traversone --self-test``: proves an installation (above all a frozen bundle) works.

It checks what a bundle can get wrong and a source checkout cannot: the Qt
platform and image plugins, the bundled fonts and translations, a bot worker
process (the frozen app must start workers, not copies of itself), the card
art, and one bots-only deal played at instant speed on the table, captured as
a PNG in a temporary folder. Prints one line per check; exits 0, or 1 with a
one-line reason.

With a display (``DISPLAY`` or ``WAYLAND_DISPLAY`` set on Linux) the deal is played
in a real window on the desktop's own platform, so a bundle that lacks a library
of Qt's X11 plugin fails here, with the package to install, and not on the
player's desktop; without one (a CI runner) it runs offscreen.
``QT_QPA_PLATFORM`` chooses either way.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

WORKER_TIMEOUT = 120.0
"""Seconds allowed for the first worker: a cold bundle on a slow CI runner."""


class SelfTestError(RuntimeError):
    """A check failed; the message is the one-line reason."""


def _check_resources() -> str:
    from traversone_desktop.resources import resource_dir

    return f"assets in {resource_dir('assets')}, i18n in {resource_dir('i18n')}"


def _check_fonts() -> str:
    from PySide6.QtGui import QFontDatabase

    from traversone_desktop.fonts import CARD_FONT_FAMILY, UI_FONT_FAMILY, load_fonts

    load_fonts()
    families = set(QFontDatabase.families())
    missing = {UI_FONT_FAMILY, CARD_FONT_FAMILY} - families
    if missing:
        raise SelfTestError(f"bundled fonts not registered: {', '.join(sorted(missing))}")
    return f"{UI_FONT_FAMILY}, {CARD_FONT_FAMILY}"


def _check_translations() -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from traversone_desktop.resources import resource_dir

    ours = sorted(resource_dir("i18n").glob("*.qm"))
    for qm in ours:
        if not QTranslator().load(str(qm)):
            raise SelfTestError(f"cannot load the translation {qm.name}")
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not QTranslator().load("qtbase_it", qt_dir):
        raise SelfTestError(f"Qt's own Italian translation is missing from {qt_dir}")
    return f"{len(ours)} of ours + qtbase_it"


def _check_card_art() -> str:
    from traversone_desktop.art import deck_names, render_card

    deck = deck_names()[0]
    image = render_card(deck, 9, 120, 2.0)  # the three of coins, at 2x
    if image.isNull() or image.pixelColor(120, 120).alpha() == 0:
        raise SelfTestError(f"the {deck} card art rendered an empty image")
    return f"{deck} {image.width()}x{image.height()}"


def _check_worker() -> str:
    from traversone_desktop.engine import Match, preset
    from traversone_desktop.gui.bot_worker import BotWorker

    match = Match(preset("traversone", 4), seed=1)
    match.start()
    worker = BotWorker()
    try:
        move = worker.submit("random", match.view(match.current_player), 1).result(
            timeout=WORKER_TIMEOUT)
    finally:
        worker.shutdown()
        worker.wait_stopped()
    if move not in match.legal_moves():
        raise SelfTestError(f"the worker process answered an illegal move {move}")
    return f"worker chose move {move}"


def _check_deal(folder: Path) -> str:
    """The app's own headless demo: one deal, bots only, instant speed, then a screenshot."""
    from PySide6.QtCore import QEventLoop, QTimer

    from traversone_desktop.engine import preset
    from traversone_desktop.gui.main_window import MainWindow
    from traversone_desktop.i18n import install_language
    from traversone_desktop.storage.paths import set_data_dir
    from traversone_desktop.storage.settings import Settings

    set_data_dir(str(folder / "data"))  # never the user's own settings and saves
    install_language("it")
    window = MainWindow(Settings())
    window.set_session_speed("instant")
    window.resize(1280, 800)
    loop = QEventLoop()
    window.demoFinished.connect(loop.quit)
    timer = QTimer(singleShot=True, interval=round(WORKER_TIMEOUT * 1000))
    timer.timeout.connect(loop.quit)
    window.start_demo(MainWindow.demo_setup(preset("traversone", 4), 2024), 1)
    window.show()
    timer.start()
    loop.exec()
    match = window.controller.match
    if not timer.isActive() or match is None or not match.records:
        raise SelfTestError(f"no deal was played within {WORKER_TIMEOUT:.0f} s")
    handle = window.windowHandle()
    if handle is None or not handle.isExposed():
        raise SelfTestError("the window never appeared on the display")
    shot = folder / "self-test.png"
    saved = window.grab().save(str(shot), "PNG")
    window.close()
    if not saved:
        raise SelfTestError(f"cannot write the screenshot {shot}")
    return f"{len(match.moves)} moves, screenshot {shot}"


def _has_display() -> bool:
    if not sys.platform.startswith("linux"):
        return False  # a bundle's CI runner may have no desktop session to show it on
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _check_platform() -> str:
    from PySide6.QtGui import QGuiApplication

    name = QGuiApplication.platformName()
    return "offscreen" if name == "offscreen" else f"{name}, a real window"


def run() -> int:
    """Run every check; print a line for each; 0 if all pass, else 1 and the reason."""
    if not _has_display():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from traversone_desktop.system_libs import check_display

    problem = None if QApplication.instance() else check_display()
    if problem is not None:
        print(f"self-test failed: display libraries: {problem}", file=sys.stderr)
        return 1
    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="traversone-self-test-"))
    checks: list[tuple[str, Callable[[], str]]] = [
        ("platform", _check_platform),
        ("resources", _check_resources),
        ("fonts", _check_fonts),
        ("translations", _check_translations),
        ("card art", _check_card_art),
        ("worker process", _check_worker),
        ("deal", lambda: _check_deal(folder)),
    ]
    for name, check in checks:
        start = time.perf_counter()
        try:
            detail = check()
        except Exception as exc:  # every failure becomes the one-line reason
            print(f"self-test failed: {name}: {exc}", file=sys.stderr)
            return 1
        print(f"ok  {name}: {detail} ({time.perf_counter() - start:.2f} s)")
    print(f"self-test passed; screenshot in {folder}")
    del app
    return 0
