"""The about box: what the program is, that the bots play fair, and every licence it ships.

The licence texts are read from the installation (``licenses/`` and the fonts' ``OFL.txt``),
so the box shows exactly the files that the wheel and every bundle carry.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from traversone_desktop import __version__
from traversone_desktop.fonts import CARD_FONT_FAMILY, UI_FONT_FAMILY
from traversone_desktop.gui.dialogs.base import (
    Dialog,
    enter_closes,
    scroll_plainly,
    title_font,
)
from traversone_desktop.gui.words import plain
from traversone_desktop.placeholders import fill
from traversone_desktop.resources import asset_path, resource_dir

LICENCE_FILES = ("THIRD-PARTY-NOTICES.txt", "GPL-3.0.txt", "LGPL-3.0.txt", "Python.txt")
"""The shipped licence documents, in the order the box offers them."""


def font_licences() -> list[tuple[str, str, str]]:
    """(folder, copyright line, full licence text) of every bundled font family."""
    found = []
    for licence in sorted(asset_path("fonts").glob("*/OFL.txt")):
        text = licence.read_text(encoding="utf-8")
        found.append((licence.parent.name, text.strip().splitlines()[0].rstrip("."), text))
    return found


def licence_documents() -> list[tuple[str, str]]:
    """(file name, text) of every licence document this installation ships, fonts last."""
    folder = resource_dir("licenses")
    documents = [(name, (folder / name).read_text(encoding="utf-8")) for name in LICENCE_FILES]
    documents += [(f"{_family(folder_name)} — OFL.txt", text)
                  for folder_name, _, text in font_licences()]
    return documents


def _family(folder: str) -> str:
    return {"cinzel": CARD_FONT_FAMILY, "traversone-sans": UI_FONT_FAMILY}.get(
        folder, Path(folder).name.replace("-", " ").title())


LICENCE_LINES = 8
"""The fewest lines of a licence shown at once."""


def scrolling(page: QWidget) -> QScrollArea:
    """``page`` in a tab, scrolling where the screen is too short for its words (a netbook,
    the largest text) rather than cutting them off mid-line."""
    area = QScrollArea()
    scroll_plainly(area, page)
    return area


def _page(*labels: QLabel) -> QWidget:
    """A tab's words, top down, in the margins every tab has."""
    page = QWidget()
    layout = QVBoxLayout(page)
    for label in labels:
        layout.addWidget(label)
    layout.addStretch(1)
    return page


class AboutDialog(Dialog):
    """Name, version, fair play, licences and credits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLabel("Traversone Desktop", self)
        self.name.setFont(title_font(self.font(), 2.2, card_face=True))
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.version = QLabel(self)
        self.version.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tabs = QTabWidget(self)
        self.about = QLabel(self)
        self.fair = QLabel(self)
        self.credits = QLabel(self)
        for label in (self.about, self.fair, self.credits):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
            label.setOpenExternalLinks(True)
            label.setMargin(12)
        self.fonts = QLabel(self)
        self.fonts.setWordWrap(True)
        self.fonts.setTextFormat(Qt.TextFormat.RichText)  # escaped lines, one to a <br>
        self.fonts.setMargin(12)
        self.documents = licence_documents()
        self.licence_choice = QComboBox(self)
        self.licence_choice.addItems([name for name, _ in self.documents])
        self.licence_text = QPlainTextEdit(self)
        self.licence_text.setReadOnly(True)
        self.licence_choice.currentIndexChanged.connect(
            lambda index: self.licence_text.setPlainText(self.documents[index][1]))
        self.licence_text.setPlainText(self.documents[0][1])
        # a licence is read a few lines at a time, however short the screen (the tab scrolls)
        self.licence_text.setMinimumHeight(
            LICENCE_LINES * self.licence_text.fontMetrics().lineSpacing())
        licences_page = QWidget(self)
        licences_layout = QVBoxLayout(licences_page)
        licences_layout.addWidget(self.fonts)
        licences_layout.addWidget(self.licence_choice)
        licences_layout.addWidget(self.licence_text, 1)
        self.tabs.addTab(scrolling(_page(self.about, self.fair)), "")
        self.tabs.addTab(scrolling(_page(self.credits)), "")
        self.tabs.addTab(scrolling(licences_page), "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.about_qt = QPushButton(self)
        self.buttons.addButton(self.about_qt, QDialogButtonBox.ButtonRole.ActionRole)
        self.about_qt.clicked.connect(
            lambda: QMessageBox.aboutQt(self, plain(self.about_qt.text())))
        self.buttons.rejected.connect(self.reject)
        enter_closes(self.buttons)
        layout = self.main_layout()
        layout.addWidget(self.name)
        layout.addWidget(self.version)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        self.resize_as_designed(640, 640)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Traversone Desktop"))
        self.version.setText(self.tr("Version %1").replace("%1", __version__))
        self.about.setText("<p>" + self.tr(
            "Traversone and its family of Italian card games — Ciapanò, Kifameno, Busca, "
            "Mattazza and Tressette — for the whole family, at one computer, with no "
            "network and no account.") + "</p>")
        self.fair.setText("<h3>" + self.tr("The bots play fair") + "</h3><p>" + self.tr(
            "The bots never see anyone else's cards. Each bot is told only what its own seat "
            "may know: its hand, the cards already played, and what everyone saw. They "
            "guess the rest, as you do.") + "</p><p>" + self.tr(
            "Every deal is shuffled from a seed the score sheet shows under Details, so any "
            "deal can be replayed and checked.") + "</p>")
        self.credits.setText("<p>" + self.tr(
            "Rules, program and card art by the Traversone Desktop developers. The cards "
            "are drawn by the program's own code, after the regional Italian patterns.")
            + "</p><p>" + self.tr(
                "The sounds are made by the program too, from numbers: nothing is "
                "recorded.") + "</p><p>" + self.tr(
                "Fonts: Cinzel, by the Cinzel Project Authors, on the cards and in the "
                "titles; everywhere else Traversone Sans, which is Adobe's Source Sans 3 "
                "under a name of its own, as its licence asks of a shortened copy.")
            + "</p><p>" + self.tr("Licence: GNU General Public License, version 3 or later.")
            + "</p>")
        lines = [self.tr("Traversone Desktop — GNU General Public License 3.0 or later."),
                 self.tr("Qt, PySide6 and Shiboken6 — © The Qt Company, under the GNU Lesser "
                         "General Public License 3.0."),
                 self.tr("Python — © Python Software Foundation, under the PSF License 2.0.")]
        lines += [fill(self.tr("%1 — %2, under the SIL Open Font License 1.1."),
                       _family(folder), copyright_line)
                  for folder, copyright_line, _ in font_licences()]
        self.fonts.setText("<p>" + "<br>".join(escape(line) for line in lines) + "</p>")
        self.tabs.setTabText(0, self.tr("About"))
        self.tabs.setTabText(1, self.tr("Credits"))
        self.tabs.setTabText(2, self.tr("Licences"))
        self.licence_choice.setAccessibleName(self.tr("Licence document"))
        self.licence_text.setAccessibleName(self.tr("Licence text"))
        self.about_qt.setText(self.tr("About &Qt"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
