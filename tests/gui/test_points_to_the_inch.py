"""Text sized in points (the menus, the dialogs, the rules) is as large on a Mac as elsewhere.

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

ROOT = Path(__file__).resolve().parents[2]

MEASURE = """
import json, sys
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


def measured(tmp_path: Path, dpi: int) -> dict[str, object]:
    """What a game on a screen counting ``dpi`` points to the inch draws its text at."""
    screen = tmp_path / f"screen{dpi}.json"
    screen.write_text(json.dumps({"screens": [
        {"name": "Screen", "x": 0, "y": 0, "width": 1440, "height": 900,
         "logicalDpi": dpi, "logicalBaseDpi": dpi, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", MEASURE], env=env, cwd=ROOT, timeout=120,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    sizes: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
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
