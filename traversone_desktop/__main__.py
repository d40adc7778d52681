"""``traversone``: the desktop game, and its headless demo for screenshots and tests.

Qt is imported only inside :func:`main`, so a bot worker process (spawned, it imports this
module as ``__mp_main__``) starts without loading Qt.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

from traversone_desktop.cli.common import (
    CommandLineError,
    OneLineParser,
    fail,
    resolve_rules,
    whole_number,
)
from traversone_desktop.desktop_entry import add_arguments as add_desktop_entry_arguments
from traversone_desktop.desktop_entry import run as desktop_entry
from traversone_desktop.engine.rules import Rules
from traversone_desktop.os_reasons import os_reason
from traversone_desktop.placeholders import fill
from traversone_desktop.session.setup import DEFAULT_LEVEL, LEVELS, SEED_BITS
from traversone_desktop.terminal import command_line_language, speaking
from traversone_desktop.terminal import translate as _tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

SPEEDS = ("slow", "normal", "fast", "instant")
DEFAULT_VARIANT = "traversone"
DEMO_LEVEL = "medium"
"""The demo's bots: quick enough to watch a whole match."""
MATCH_LENGTH_CAP = 10_000
"""--demo --screenshot without --deals: play the whole match (no match is this long)."""


def build_parser() -> OneLineParser:
    """The command line, its help in the language spoken (:mod:`.terminal`)."""
    from traversone_desktop.i18n import LANGUAGES

    p = OneLineParser(prog="traversone", description=_tr(
        "CommandLine", "Traversone and its family of Italian card games."))
    p.add_argument("save", nargs="?", metavar=_tr("CommandLine", "FILE"),
                   help=_tr("CommandLine", "a saved match to open, as Open… in the Game menu does"))
    p.add_argument("--demo", action="store_true",
                   help=_tr("CommandLine", "bots play a whole match by themselves"))
    p.add_argument("--deals", type=whole_number, metavar="N",
                   help=_tr("CommandLine", "with --demo: play N deals headless, then exit"))
    p.add_argument("--speed", choices=SPEEDS,
                   help=_tr("CommandLine", "animation speed for this run"))
    p.add_argument("--screenshot", metavar=_tr("CommandLine", "FILE"),
                   help=_tr("CommandLine", "write a PNG of the window at the end, then exit"))
    p.add_argument("--size", default="1280x800", metavar=_tr("CommandLine", "WxH"),
                   help=_tr("CommandLine", "window size for --screenshot (default 1280x800)"))
    p.add_argument("--data-dir", metavar=_tr("CommandLine", "DIR"),
                   help=_tr("CommandLine", "keep settings, saves and statistics under DIR"))
    p.add_argument("--lang", choices=LANGUAGES,
                   help=_tr("CommandLine", "interface language for this run"))
    p.add_argument("--seed", type=seed_number, metavar=_tr("CommandLine", "SEED"),
                   help=_tr("CommandLine", "match seed (the same seed deals the same cards)"))
    p.add_argument("--variant", metavar=_tr("CommandLine", "GAME"),
                   help=_tr("CommandLine", "the game of a new match: you against bots (with "
                                           "--demo: bots only; default traversone)"))
    p.add_argument("--players", type=whole_number, metavar=_tr("CommandLine", "PLAYERS"),
                   help=_tr("CommandLine", "the new match's table size"))
    p.add_argument("--level", choices=LEVELS,
                   help=fill(_tr("CommandLine", "the level of the new match's bots (default "
                                                "%1; with --demo: %2)"),
                             DEFAULT_LEVEL, DEMO_LEVEL))
    p.add_argument("--check-save", metavar=_tr("CommandLine", "FILE"),
                   help=_tr("CommandLine", "check a save file and exit: 0 if it would open, 2 "
                                           "(and why) if not"))
    p.add_argument("--self-test", action="store_true",
                   help=_tr("CommandLine", "check this installation offscreen (one bots-only "
                                           "deal), then exit"))
    p.add_argument("--exit-after-first-paint", action="store_true", help=argparse.SUPPRESS)
    add_desktop_entry_arguments(p)
    return p


_SIZE = re.compile(r"([0-9]{1,5})x([0-9]{1,5})", re.ASCII | re.IGNORECASE)
"""Plain digits only: ``int`` would also take '²' (and fail) or thousands of digits."""


SIZE_MOST: Final = 8192
"""The widest and tallest screenshot: 8K and more, where 99999x99999 (40 GB of pixels)
left the program hanging after Qt's "Painter not active"."""


def seed_number(text: str) -> int:
    """``--seed``: a whole number a save can keep, so that the match it deals can be
    resumed."""
    seed = whole_number(text)
    if seed.bit_length() > SEED_BITS:
        raise argparse.ArgumentTypeError(fill(_tr("CommandLine", "%1 is out of range: a seed "
                                                                 "goes from -%2 to %2"),
                                              repr(text[:40]), str(2 ** SEED_BITS - 1)))
    return seed


def parse_size(text: str) -> tuple[int, int]:
    found = _SIZE.fullmatch(text.strip())
    w, h = (int(found[1]), int(found[2])) if found else (0, 0)
    if not (640 <= w <= SIZE_MOST and 480 <= h <= SIZE_MOST):
        raise CommandLineError(fill(_tr("CommandLine", "bad --size %1: expected WIDTHxHEIGHT, "
                                                       "from 640x480 to %2x%2"),
                                    repr(text[:40]), str(SIZE_MOST)))
    return w, h


def check_screenshot(path: str) -> None:
    """Refuse a screenshot that could not be written, before a whole demo is played."""
    cannot = _tr("CommandLine", "cannot write --screenshot %1: %2")
    if not path.strip():
        raise CommandLineError(fill(cannot, repr(path), _tr("CommandLine", "no file name")))
    try:  # a name too long, a folder that may not be looked into, a loop of links: as below
        target = Path(path).resolve()
        if not target.parent.is_dir():
            raise CommandLineError(fill(cannot, repr(path), _tr("CommandLine", "no such folder")))
        if target.is_dir():
            raise CommandLineError(fill(cannot, repr(path), _tr("CommandLine", "it is a folder")))
        # the only sure test, for root, read-only disks and names too long: write there
        existed = target.exists()
        with target.open("ab"):
            pass
        if not existed:
            target.unlink()
    except (OSError, RuntimeError) as exc:
        raise CommandLineError(fill(cannot, repr(path), os_reason(exc, _tr))) from None


def check_save_to_open(args: argparse.Namespace) -> str:
    """The save named on the command line, as an absolute path (the running copy it may
    be passed to has another working folder); its contents are checked as Open… does."""
    clashing = [f"--{name.replace('_', '-')}" for name in
                ("demo", "deals", "screenshot", "variant", "players", "level", "seed")
                if getattr(args, name) not in (None, False)]
    if clashing:
        raise CommandLineError(fill(_tr("CommandLine", "a saved match to open cannot be "
                                                       "combined with %1: the save already "
                                                       "sets the game, the players and the "
                                                       "cards"), clashing[0]))
    if not args.save.strip():
        raise CommandLineError(fill(_tr("CommandLine", "no saved match at %1"),
                                    repr(args.save)))
    try:  # ~someone unknown here, a name too long, a folder that may not be looked into
        path = Path(args.save).expanduser()
        if path.is_dir():
            raise CommandLineError(fill(_tr("CommandLine", "no saved match at %1: it is a "
                                                           "folder"), repr(args.save)))
        if not path.is_file():
            raise CommandLineError(fill(_tr("CommandLine", "no saved match at %1"),
                                        repr(args.save)))
        return str(path.resolve())
    except (OSError, RuntimeError) as exc:
        raise CommandLineError(fill(_tr("CommandLine", "no saved match at %1: %2"),
                                    repr(args.save), os_reason(exc, _tr))) from None


def main(argv: Sequence[str] | None = None) -> int:
    """``traversone``, every line it prints in the window's language."""
    multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else list(argv)
    with speaking(command_line_language(argv)):
        return start(build_parser().parse_args(argv))


def start(args: argparse.Namespace) -> int:
    """What the parsed command line asks for: a check, a desktop entry, or the window."""
    if args.check_save is not None:
        from traversone_desktop.cli.check_save import run as check_save

        return check_save(args.check_save)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return desktop_entry(remove=args.uninstall_desktop_entry)
    if args.self_test:
        from traversone_desktop.selftest import run

        return run()
    try:
        if args.deals is not None and args.deals < 1:
            raise CommandLineError(fill(_tr("CommandLine", "--deals must be at least 1, not %1"),
                                        str(args.deals)))
        if args.deals is not None and not args.demo:
            raise CommandLineError(_tr("CommandLine", "--deals needs --demo"))
        if args.save is not None:
            args.save = check_save_to_open(args)
        rules = resolve_rules(DEFAULT_VARIANT if args.variant is None else args.variant,
                              args.players, [])
        size = parse_size(args.size)
        if args.screenshot is not None:
            check_screenshot(args.screenshot)
        if args.data_dir is not None:
            from traversone_desktop.storage.paths import DataDirError, check_data_dir

            try:
                check_data_dir(args.data_dir)
            except DataDirError as exc:
                raise CommandLineError(str(exc)) from None
    except CommandLineError as exc:
        fail(f"traversone: {exc}")
    headless = bool(args.screenshot) or args.deals is not None
    if headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return run_app(args, rules, size, headless)


def dress(app: QApplication) -> None:
    """The application's name and icon, and one look on every system, before any window
    or dialog (the "cannot start" one too): the bundled fonts, and Qt's own Fusion style,
    the one every check of the screens is made in, rather than each system's style."""
    from PySide6.QtGui import QFont, QIcon

    from traversone_desktop import APP_ID
    from traversone_desktop.fonts import UI_FONT_FAMILY, UI_POINTS, design_points, load_fonts
    from traversone_desktop.gui.one_look import OneLook
    from traversone_desktop.resources import asset_path

    app.setApplicationName("Traversone Desktop")
    app.setOrganizationName("Traversone")
    app.setWindowIcon(QIcon(str(asset_path("icons", "traversone.svg"))))
    app.setDesktopFileName(APP_ID)  # Wayland: matches the .desktop file
    app.setStyle(OneLook())
    load_fonts()
    font = QFont(UI_FONT_FAMILY)
    font.setPointSizeF(design_points(UI_POINTS))
    app.setFont(font)


def run_app(args: argparse.Namespace, rules: Rules, size: tuple[int, int],
            headless: bool) -> int:
    """Open the window (or play headless) with the parsed command line."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from traversone_desktop.art.registry import unreadable_decks, use_user_decks
    from traversone_desktop.crashlog import enable as enable_crash_log
    from traversone_desktop.gui.crash import crash_log, install_excepthook
    from traversone_desktop.gui.file_opens import FileOpens
    from traversone_desktop.gui.language import follow_settings
    from traversone_desktop.gui.main_window import MainWindow
    from traversone_desktop.gui.stop_signals import StopSignals
    from traversone_desktop.i18n import choose_language, install_language
    from traversone_desktop.storage.instance import Calls, FolderInUse, call_running, claim
    from traversone_desktop.storage.paths import (
        DECKS,
        DataDirError,
        check_data_dir,
        data_dir,
        data_location,
        keep_qt_settings_in,
        set_data_dir,
    )
    from traversone_desktop.storage.settings import Settings
    from traversone_desktop.system_libs import check_display

    if args.data_dir:
        set_data_dir(args.data_dir)
        keep_qt_settings_in(data_location())
    existing = QApplication.instance()
    problem = None if existing else check_display()
    if problem is not None:
        print(f"traversone: {problem}", file=sys.stderr)
        return 1
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    dress(app)
    stops = None if headless else StopSignals(app)  # logout, kill, Ctrl+C: as a close
    try:
        folder_lock = claim(check_data_dir(data_location()))
    except (DataDirError, FolderInUse) as exc:
        if isinstance(exc, FolderInUse) and not headless and call_running(
                exc.folder, file=args.save or ""):
            print("traversone: " + (_tr("CommandLine", "already running; its window came "
                                                       "forward to open the save")
                                    if args.save else
                                    _tr("CommandLine", "already running; its window came "
                                                       "forward")), file=sys.stderr)
            refused = 0
        else:
            refused = refuse_to_start(exc, headless, args.lang)
        if stops is not None:
            stops.release()
        return refused
    if not headless:  # headless runs print native crashes to stderr
        enable_crash_log(crash_log())
    install_excepthook(interactive=not headless)
    settings = Settings()
    install_language(choose_language(args.lang, settings.language()))
    # The imported decks: before a deck is named, and after the language, which tells their faults.
    for left_out in use_user_decks(data_dir() / DECKS):
        print("traversone: " + fill(_tr("CommandLine", "an imported deck was left out: %1"),
                                    left_out), file=sys.stderr)
    if unreadable_decks():
        print(f"traversone: {unreadable_decks()}", file=sys.stderr)
    follow_settings(settings)
    window = MainWindow(settings)
    # the icon clicked again, or a save opened with the running game: it comes forward
    calls = None if headless else Calls(data_dir(), window, folder_lock)
    if args.speed:
        window.set_session_speed(args.speed)
    window.resize(*size)
    came: Callable[[str], None] = window.come_forward
    failed = False

    def finish() -> None:
        nonlocal failed
        if args.screenshot:
            app.processEvents()
            if not window.grab().save(args.screenshot, "PNG"):
                print("traversone: " + fill(_tr("CommandLine", "cannot write the screenshot "
                                                               "%1"), repr(args.screenshot)),
                      file=sys.stderr)
                failed = True
        window.close()
        app.quit()

    if args.demo:
        window.demoFinished.connect(finish)
        deals = args.deals
        if deals is None and args.screenshot:
            deals = MATCH_LENGTH_CAP
        window.start_demo(MainWindow.demo_setup(rules, args.seed, args.level or DEMO_LEVEL,
                                                settings.deck()), deals)
    else:  # the game the command line names, or the quick game; --seed deals it
        named = any(x is not None for x in (args.variant, args.players, args.level))
        first = window.quick_setup(rules if named else None, args.level or DEFAULT_LEVEL,
                                   args.seed)
        if args.screenshot:
            window.start_default(first)
            window.controller.humanTurn.connect(lambda *_: QTimer.singleShot(0, finish))
        else:  # once on screen: offer the unfinished match, else start this one
            opens = FileOpens(window, args.save)  # and take a save Finder hands over
            app.installEventFilter(opens)
            opens.start_once_painted(first)
            came = opens.came
    if calls is not None:
        calls.called.connect(came)
    if args.exit_after_first_paint:  # the start-up benchmark
        from traversone_desktop.first_paint import exit_after_first_paint

        exit_after_first_paint(window.table.viewport(),
                               lambda: window.controller.match is not None)
    window.show()
    code = app.exec()
    window.controller.worker.wait_stopped()
    if stops is not None:
        stops.release()
    if folder_lock is not None:
        folder_lock.unlock()
    return code or int(failed)


def refuse_to_start(exc: Exception, headless: bool, lang: str | None) -> int:
    """One line on stderr, and a dialog in the player's language for a start from the
    desktop menu, where nobody reads stderr; exit code 1."""
    print(f"traversone: {exc}", file=sys.stderr)
    if not headless:
        from PySide6.QtCore import QCoreApplication

        from traversone_desktop.gui.dialogs.base import warn
        from traversone_desktop.i18n import choose_language, install_language
        from traversone_desktop.storage.instance import FolderInUse

        install_language(choose_language(lang))
        _tr = QCoreApplication.translate
        if isinstance(exc, FolderInUse):
            text = fill(_tr("Startup", "Traversone is already open with the data folder %1. "
                                       "Use that window, or close it and start again."),
                        str(exc.folder))
        else:
            text = fill(_tr("Startup", "Traversone cannot start: %1"), str(exc))
        warn(None, "Traversone Desktop", text)
    return 1


if __name__ == "__main__":
    sys.exit(main())
