"""Text sized in points (the menus, the dialogs, the rules) is as large on a Mac as elsewhere,
and larger wherever the system asks for larger text.

macOS counts 72 points to the inch of 72 pixels; Windows and Linux count 96 to theirs. The
game sized its menus and dialogs at 11 points: 15 pixels where it was designed and checked,
11 on a Mac, beside a table whose text is sized in pixels everywhere. Each run here is a
process of its own, on Qt's offscreen screen told to count points as the system does.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize

from traversone_desktop.gui.dialogs.base import FRAME_ROOM

ROOT = Path(__file__).resolve().parents[2]

MEASURE = """
import json, sys
import traversone_desktop.fonts
traversone_desktop.fonts.windows_text_size = lambda: float(sys.argv[1])  # the registry's
from PySide6.QtGui import QFontInfo, QTextDocument
from PySide6.QtWidgets import QApplication
from traversone_desktop.__main__ import dress
from traversone_desktop.gui.dialogs.about import AboutDialog
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog
from traversone_desktop.gui.dialogs.rules_help import RulesHelpDialog
from tests.gui.test_dialogs import crafted_record

app = QApplication([])
dress(app)
about = AboutDialog()
summary = DealSummaryDialog(
    crafted_record(taken=[0, 0, 32, 0], last_trick=2, cappotto=2, scores=[11, 11, 0, 11],
                   totals=[20, 22, 4, 17], eliminated=[]),
    ["Anna", "Bruno", "Carla", "Dino"])
shout = QTextDocument()
shout.setDefaultFont(summary.cappotto.font())
shout.setHtml(summary.cappotto.text())
help_dialog = RulesHelpDialog("traversone", lang="en")
rules = help_dialog.browser.document().clone()  # as wide as asked, not as the hidden browser
rules.setTextWidth(600)
print(json.dumps({
    "points to the inch": app.primaryScreen().logicalDotsPerInch(),
    "the menus": QFontInfo(app.font()).pixelSize(),
    "a dialog": QFontInfo(about.font()).pixelSize(),
    "a deal summary's title": QFontInfo(summary.title.font()).pixelSize(),
    "cappotto, and who made it": [round(shout.idealWidth()), round(shout.size().height())],
    "the rules of Traversone, 600 pixels wide": round(rules.size().height()),
}))
"""


def run_on_a_screen(tmp_path: Path, script: str, dpi: int, size: tuple[int, int],
                    *args: str) -> dict[str, object]:
    """What ``script`` prints (one JSON line, last) on a screen of ``size`` pixels
    counting ``dpi`` points to the inch."""
    screen = tmp_path / f"screen{dpi}.json"
    screen.write_text(json.dumps({"screens": [
        {"name": "Screen", "x": 0, "y": 0, "width": size[0], "height": size[1],
         "logicalDpi": dpi, "logicalBaseDpi": dpi, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", script, *args], env=env, cwd=ROOT,
                          timeout=120, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    said: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return said


def measured(tmp_path: Path, dpi: int, windows_text_size: float = 1.0) -> dict[str, object]:
    """What a game on a screen counting ``dpi`` points to the inch draws its text at
    (``windows_text_size``: Windows' own text size, as its registry gives it)."""
    sizes = run_on_a_screen(tmp_path, MEASURE, dpi, (1440, 900), str(windows_text_size))
    assert sizes.pop("points to the inch") == dpi
    return sizes


def test_a_mac_draws_the_menus_and_dialogs_as_large_as_windows_and_linux(
        tmp_path: Path) -> None:
    elsewhere = measured(tmp_path, 96)
    assert elsewhere["the menus"] == 15
    assert measured(tmp_path, 72) == elsewhere


def test_a_screen_set_to_larger_text_keeps_it(tmp_path: Path) -> None:
    """A Linux desktop told to count 120 points to the inch, with Qt's scaling turned
    off, asks for larger text: the menus and dialogs keep it."""
    assert measured(tmp_path, 120)["the menus"] > measured(tmp_path, 96)["the menus"]


def test_windows_own_text_size_is_followed(tmp_path: Path) -> None:
    """Settings › Accessibility › Text size at 150%: Windows asks every program for text
    half as large again. The game set its own 11 points and kept them."""
    usual, larger = measured(tmp_path, 96), measured(tmp_path, 96, 1.5)
    assert larger["the menus"] == 22 and larger["a dialog"] == 22
    rules = "the rules of Traversone, 600 pixels wide"
    assert isinstance(larger[rules], int) and isinstance(usual[rules], int)
    assert larger[rules] > 1.4 * usual[rules]


DIALOGS = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
import traversone_desktop.fonts
traversone_desktop.fonts.windows_text_size = lambda: float(sys.argv[1])
from traversone_desktop.__main__ import dress
from traversone_desktop.gui.dialogs.base import FRAME_ROOM, FittingBody
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.storage.paths import set_data_dir
from traversone_desktop.storage.settings import Settings

app = QApplication([])
dress(app)
set_data_dir(sys.argv[2])
settings = Settings(QSettings(sys.argv[2] + "/settings.ini", QSettings.Format.IniFormat))
said = {}
for kind in (NewGameDialog, PreferencesDialog):
    dialog = kind(settings)
    dialog.show()
    dialog.adjustSize()
    app.processEvents()
    room, least = dialog.screen_room(), dialog.minimumSize()  # Qt would give it no less
    said[kind.__name__] = {
        "fits": max(dialog.width(), least.width()) + FRAME_ROOM.width() <= room.width()
                and max(dialog.height(), least.height()) + FRAME_ROOM.height()
                <= room.height(),
        "scrolls": dialog.findChild(FittingBody) is not None}
print(json.dumps(said))
"""


@pytest.mark.parametrize(("dpi", "windows_text_size"), [(96, 2.25), (216, 1.0)],
                         ids=["windows-text-225%", "linux-216-points-to-the-inch"])
def test_the_largest_text_keeps_new_game_and_the_preferences_on_the_screen(
        tmp_path: Path, dpi: int, windows_text_size: float) -> None:
    """Text two and a quarter times as large on a 1366×768 screen: the two dialogs,
    laid out for the designed text on that screen, ran off its right and bottom edges
    (New game's Start button out of reach). They stand as on a screen that much smaller:
    their columns one above the other, scrolling."""
    usual = run_on_a_screen(tmp_path, DIALOGS, 96, (1366, 768), "1.0", str(tmp_path))
    assert usual == {name: {"fits": True, "scrolls": False}
                     for name in ("NewGameDialog", "PreferencesDialog")}
    larger = run_on_a_screen(tmp_path, DIALOGS, dpi, (1366, 768), str(windows_text_size),
                             str(tmp_path))
    assert larger == {name: {"fits": True, "scrolls": True}
                      for name in ("NewGameDialog", "PreferencesDialog")}


ABOUT = """
import json, sys
from PySide6.QtWidgets import QApplication
import traversone_desktop.fonts
traversone_desktop.fonts.windows_text_size = lambda: float(sys.argv[1])
from traversone_desktop.__main__ import dress
from traversone_desktop.gui.dialogs.base import FRAME_ROOM
from traversone_desktop.gui.dialogs.about import AboutDialog

app = QApplication([])
dress(app)
about = AboutDialog()
about.show()
cut = []
for tab in range(about.tabs.count()):
    about.tabs.setCurrentIndex(tab)
    app.processEvents()
    cut += [label.text()[:30] for label in (about.about, about.fair, about.credits, about.fonts)
            if label.isVisible() and label.height() < label.heightForWidth(label.width())]
tall = max(about.height(), about.minimumSize().height()) + FRAME_ROOM.height()
print(json.dumps({"fits": tall <= about.screen_room().height(), "cut": cut}))
"""


def test_about_keeps_its_buttons_on_the_screen_and_its_words_whole_with_larger_text(
        tmp_path: Path) -> None:
    """Windows' text at 225% on a 1366×768 screen: About was 10 pixels taller than the
    screen, and its pages cut their sentences off mid-line (at 175% too). It grows with
    the text, and its pages scroll where the screen is too short for them."""
    for text_size in ("1.75", "2.25"):
        said = run_on_a_screen(tmp_path, ABOUT, 96, (1366, 768), text_size)
        assert said == {"fits": True, "cut": []}, text_size


READING = """
import json, sys, tempfile
from PySide6.QtWidgets import QApplication
import traversone_desktop.fonts
traversone_desktop.fonts.windows_text_size = lambda: float(sys.argv[1])
from traversone_desktop.__main__ import dress
from traversone_desktop.gui.dialogs.about import AboutDialog
from traversone_desktop.gui.dialogs.rules_help import RulesHelpDialog
from traversone_desktop.gui.dialogs.score_sheet import ScoreSheetDialog
from traversone_desktop.gui.stats_window import StatisticsWindow
from traversone_desktop.storage.stats import Statistics
from tests.gui.test_dialogs import NAMES, random_match

app = QApplication([])
dress(app)
stats = Statistics(tempfile.mkdtemp() + "/stats.db")
said = {}
for window in (AboutDialog(), RulesHelpDialog("ciapano"), StatisticsWindow(stats),
               ScoreSheetDialog(random_match("ciapano", 5).records, NAMES)):
    room = window.screen_room()
    said[type(window).__name__] = [window.width(), window.height(), room.width(), room.height()]
print(json.dumps(said))
"""

DESIGNED = {"AboutDialog": (640, 640), "RulesHelpDialog": (640, 720),
            "StatisticsWindow": (760, 620), "ScoreSheetDialog": (860, 720)}
"""The size each window that shows things was designed at, for the usual text."""


def test_the_windows_to_read_open_larger_with_larger_text(tmp_path: Path) -> None:
    """Windows' text at 150% on a 1920×1080 screen: About, the rules, the statistics and
    the score sheet opened at the size designed for the usual text, and held a third as
    many words to a line (the statistics cut the games' names short: "Ciap…"). They
    open half as large again, as far as the screen has room."""
    for text_size in (1.0, 1.5):
        sizes = run_on_a_screen(tmp_path, READING, 96, (1920, 1080), str(text_size))
        for name, (width, height) in DESIGNED.items():
            opened = sizes[name]
            assert isinstance(opened, list)
            room = QSize(*opened[2:]) - FRAME_ROOM
            assert opened[:2] == [min(round(width * text_size), room.width()),
                                  min(round(height * text_size), room.height())], name


SUMMARY = """
import json, sys
from PySide6.QtWidgets import QApplication
import traversone_desktop.fonts
traversone_desktop.fonts.windows_text_size = lambda: float(sys.argv[1])
from traversone_desktop.__main__ import dress
from traversone_desktop.engine.rules import preset
from traversone_desktop.gui.dialogs.base import FRAME_ROOM
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog
from traversone_desktop.gui.dialogs.winner import WinnerDialog
from tests.gui.test_dialogs import crafted_record, random_match

app = QApplication([])
dress(app)
five = crafted_record(variant="ciapano", rules=preset("ciapano", 5).to_dict(), seats=5,
                      active=[0, 1, 2, 3, 4], sides=[[0], [1], [2], [3], [4]],
                      hands=[[]] * 5, taken=[10, 5, 11, 3, 3], last_trick=3,
                      scores=[3, 1, 3, 1, 1], totals=[9, 12, 15, 6, 30], eliminated=[4])
names = ["Anna", "Bruno", "Carla", "Dino", "Elena"]
match = random_match("ciapano", 5)
lost = next(seat for seat in range(5) if seat not in match.winners)
fits = {}
for dialog in (DealSummaryDialog(five, names),
               WinnerDialog(match.records, names, match.winners, match.sides, people=[lost])):
    dialog.show()
    app.processEvents()
    tall = max(dialog.height(), dialog.minimumSize().height()) + FRAME_ROOM.height()
    fits[type(dialog).__name__] = tall <= dialog.screen_room().height()
print(json.dumps(fits))
"""


@pytest.mark.parametrize("text_size", ["1.75", "2.25"])
def test_the_ends_of_a_deal_and_a_match_of_five_keep_their_buttons_on_the_screen(
        tmp_path: Path, text_size: str) -> None:
    """Ciapanò for five on a 1366×768 screen, Windows' text at 175%: the summary sized
    its cards for the designed text around them, and came out taller than the screen,
    its Next deal button under the bottom edge. The cards give the larger text room; at
    225%, where even the least cards leave the notes too little, the board and the notes
    scroll above the button. The end of the match, at 225%, was 32 pixels too tall:
    its banner gives way, then its standings scroll."""
    fits = run_on_a_screen(tmp_path, SUMMARY, 96, (1366, 768), text_size)
    assert fits == {"DealSummaryDialog": True, "WinnerDialog": True}
