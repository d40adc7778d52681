"""The about box: what the program is, that the bots play fair, and the bundled fonts' licences."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from traversone_desktop import __version__
from traversone_desktop.fonts import CARD_FONT_FAMILY, UI_FONT_FAMILY
from traversone_desktop.gui.dialogs.base import Dialog, title_font
from traversone_desktop.resources import asset_path


def font_licences() -> list[tuple[str, str, str]]:
    """(folder, copyright line, full licence text) of every bundled font family."""
    found = []
    for licence in sorted(asset_path("fonts").glob("*/OFL.txt")):
        text = licence.read_text(encoding="utf-8")
        found.append((licence.parent.name, text.strip().splitlines()[0], text))
    return found


def _family(folder: str) -> str:
    return {"cinzel": CARD_FONT_FAMILY, "source-sans-3": UI_FONT_FAMILY}.get(
        folder, Path(folder).name.replace("-", " ").title())


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
        page = QWidget(self)
        page_layout = QVBoxLayout(page)
        page_layout.addWidget(self.about)
        page_layout.addWidget(self.fair)
        page_layout.addStretch(1)
        self.fonts = QLabel(self)
        self.fonts.setWordWrap(True)
        self.fonts.setMargin(12)
        self.licence_text = QPlainTextEdit(self)
        self.licence_text.setReadOnly(True)
        self.licence_text.setPlainText("\n\n".join(text for *_, text in font_licences()))
        fonts_page = QWidget(self)
        fonts_layout = QVBoxLayout(fonts_page)
        fonts_layout.addWidget(self.fonts)
        fonts_layout.addWidget(self.licence_text, 1)
        self.tabs.addTab(page, "")
        self.tabs.addTab(self.credits, "")
        self.tabs.addTab(fonts_page, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = self.main_layout()
        layout.addWidget(self.name)
        layout.addWidget(self.version)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        self.resize_within_screen(560, 500)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Traversone Desktop"))
        self.version.setText(self.tr("Version %1").replace("%1", __version__))
        self.about.setText("<p>" + self.tr(
            "Traversone and its family of Italian card games — Ciapanò, Kifameno, Busca, "
            "Mattazza and Tressette — for the whole family, at one computer, with no "
            "network and no account.") + "</p>")
        self.fair.setText("<h3>" + self.tr("The bots play fair") + "</h3><p>" + self.tr(
            "The bots never see anyone's cards. Each bot is told only what its own seat "
            "may know: its hand, the cards already played, and what everyone saw. They "
            "guess the rest, as you do.") + "</p><p>" + self.tr(
            "Every deal is shuffled from a seed shown in the score sheet, so any deal can "
            "be replayed and checked.") + "</p>")
        self.credits.setText("<p>" + self.tr(
            "Rules, program and card art by the Traversone Desktop developers. The cards "
            "are drawn by the program's own code, after the regional Italian patterns.")
            + "</p><p>" + self.tr("Licence: GNU General Public License, version 3 or later.")
            + "</p>")
        lines = [self.tr("%1 — %2, under the SIL Open Font License 1.1.")
                 .replace("%1", escape(_family(folder))).replace("%2", escape(copyright_line))
                 for folder, copyright_line, _ in font_licences()]
        self.fonts.setText("<p>" + "<br>".join(lines) + "</p>")
        self.tabs.setTabText(0, self.tr("About"))
        self.tabs.setTabText(1, self.tr("Credits"))
        self.tabs.setTabText(2, self.tr("Fonts"))
        self.licence_text.setAccessibleName(self.tr("Font licences"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
