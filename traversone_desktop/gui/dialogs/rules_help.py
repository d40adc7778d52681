"""Rules help for people: one friendly page per preset, in the interface language.

Long prose translates badly through .ts files, so each preset has an HTML page
per language under ``assets/help/<lang>/<preset>.html`` (with a shared
``help.css``); the dialog picks the page for the current language and reloads
it when the language changes. Over the page of the match's own game goes a box of the
options the match changed, since the pages describe each game as it comes. Its text grows
and shrinks (A+ and A−, Ctrl++ and Ctrl+−, Ctrl and the wheel) for whoever reads the rules
at arm's length; the size is kept for the next time.
"""

from __future__ import annotations

import html
from functools import partial
from itertools import pairwise
from pathlib import Path
from typing import Final

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut, QWheelEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QToolButton,
    QWidget,
)

from traversone_desktop.engine.rules import PRESET_NAMES, Rules
from traversone_desktop.gui.dialogs.base import Dialog
from traversone_desktop.gui.dialogs.look import paper_palette
from traversone_desktop.gui.rule_options import differences
from traversone_desktop.gui.words import preset_title, ui_language
from traversone_desktop.resources import asset_path

HELP_LANGUAGES = ("en", "it")

TEXT_SCALES: Final = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
"""The pages' text sizes, relative to the dialogs' text, that A− and A+ step through."""
WHEEL_NOTCH: Final = 120
"""A mouse wheel's notch, in Qt's eighths of a degree."""


def help_page(variant: str, lang: str) -> Path:
    """Where the help page of ``variant`` in ``lang`` lives (it may be missing)."""
    return asset_path("help", lang if lang in HELP_LANGUAGES else "en", f"{variant}.html")


class RulesHelpDialog(Dialog):
    """The rules of one preset, with a chooser to read any other; over the page of the
    match's own game, a note of where the match's ``rules`` differ from it. The pages'
    text starts at ``text_scale`` of the dialog's; :attr:`textScaleChanged` says each new
    size, to keep."""

    textScaleChanged = Signal(float)

    def __init__(self, variant: str, parent: QWidget | None = None,
                 lang: str | None = None, rules: Rules | None = None,
                 text_scale: float = 1.0) -> None:
        super().__init__(parent)
        self._lang = lang
        self._rules = rules
        self._scale = min(TEXT_SCALES, key=lambda s: abs(s - text_scale))
        self._turned = 0
        """The wheel's turn with Ctrl held, short of a notch, still to count."""
        self.chooser_label = QLabel(self)
        self.chooser = QComboBox(self)
        for name in PRESET_NAMES:
            self.chooser.addItem("", name)
        self.chooser.setCurrentIndex(max(self.chooser.findData(variant), 0))
        self.chooser_label.setBuddy(self.chooser)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(14)
        # The pages are printed in ink on paper (help.css): the paper is ours, not the
        # desktop's, or a dark theme would put that ink on black.
        self.browser.setPalette(paper_palette(self.browser.palette()))
        css = asset_path("help", "help.css")
        if css.is_file():
            self.browser.document().setDefaultStyleSheet(css.read_text(encoding="utf-8"))
        self.browser.viewport().installEventFilter(self)  # Ctrl and the wheel
        self.smaller, self.larger = QToolButton(self), QToolButton(self)
        for button, text, keys, step in (
                (self.smaller, "A\u2212", QKeySequence.StandardKey.ZoomOut, -1),
                (self.larger, "A+", QKeySequence.StandardKey.ZoomIn, 1)):
            button.setText(text)
            button.setShortcut(QKeySequence(keys))
            button.clicked.connect(partial(self._step, step))
        QShortcut(QKeySequence("Ctrl+="), self, self.larger.click)  # + without Shift
        QShortcut(QKeySequence("Ctrl+0"), self, partial(self._set_scale, 1.0))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.chooser_label)
        top.addWidget(self.chooser, 1)
        top.addSpacing(12)
        top.addWidget(self.smaller)
        top.addWidget(self.larger)
        layout = self.main_layout()
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        for before, after in pairwise((self.chooser, self.smaller, self.larger, self.browser,
                                       self.buttons)):
            QWidget.setTabOrder(before, after)  # Tab goes as the eye does: top row, page
        self.chooser.currentIndexChanged.connect(self._show_page)
        # The page has the keys: the arrows, Page Down, Home and End read on, where the
        # chooser, focused first, turned Down into the next game's rules (Alt+G reaches it)
        self.browser.setFocus()
        self.resize_as_designed(640, 720)
        self._show_scale()
        self.retranslate_ui()

    @property
    def text_scale(self) -> float:
        """The pages' text size, relative to the dialog's."""
        return self._scale

    def _step(self, step: int) -> None:
        """One size larger (``step`` 1) or smaller (-1), within :data:`TEXT_SCALES`."""
        at = TEXT_SCALES.index(self._scale) + step
        if 0 <= at < len(TEXT_SCALES):
            self._set_scale(TEXT_SCALES[at])

    def _set_scale(self, scale: float) -> None:
        if scale != self._scale:
            self._scale = scale
            self._show_scale()
            self.textScaleChanged.emit(scale)

    def _show_scale(self) -> None:
        """The page in the chosen size, read from where it was (the same share of it)."""
        bar = self.browser.verticalScrollBar()
        read = bar.value() / bar.maximum() if bar.maximum() else 0.0
        font = QFont(self.font())
        font.setPointSizeF(self.font().pointSizeF() * self._scale)
        self.browser.setFont(font)
        bar.setValue(round(read * bar.maximum()))
        self.smaller.setEnabled(self._scale > TEXT_SCALES[0])
        self.larger.setEnabled(self._scale < TEXT_SCALES[-1])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl and the wheel over the page step its size, as A+ and A− do (Qt's own zoom
        would skip the steps and the size kept)."""
        if (watched is self.browser.viewport() and isinstance(event, QWheelEvent)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self._turned += event.angleDelta().y()  # a touchpad turns in many small steps:
            while abs(self._turned) >= WHEEL_NOTCH:  # one size per notch's worth of them
                step = 1 if self._turned > 0 else -1
                self._turned -= step * WHEEL_NOTCH
                self._step(step)
            return True
        return super().eventFilter(watched, event)

    @property
    def language(self) -> str:
        """The language of the page shown: the one asked for, else the interface's."""
        return self._lang or ui_language()

    @property
    def variant(self) -> str:
        return str(self.chooser.currentData())

    def _show_page(self) -> None:
        page = help_page(self.variant, self.language)
        if page.is_file():
            self.browser.setHtml(self._with_match_note(page.read_text(encoding="utf-8")))
        else:
            self.browser.setPlainText(self.tr("The rules of %1 are not available.")
                                      .replace("%1", preset_title(self.variant)))
        self.browser.setAccessibleName(self.tr("Rules of %1").replace(
            "%1", preset_title(self.variant)))

    def _with_match_note(self, page: str) -> str:
        """``page`` with a box, under its opening lines, that lists where the match's rules
        differ from what it says (the page of the match's own game only)."""
        rules = self._rules
        changed = differences(rules) if rules and rules.variant == self.variant else []
        if not changed:
            return page
        head = html.escape(self.tr("In this match, unlike this page:"))
        items = "".join(f"<li>{html.escape(line)}</li>" for line in changed)
        note = (f'<table class="match" width="100%" cellpadding="8"><tr><td><b>{head}</b>'
                f"<ul>{items}</ul></td></tr></table>")
        end = page.find("</p>")
        at = end + len("</p>") if end >= 0 else 0
        return page[:at] + note + page[at:]

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("How to play"))
        self.chooser_label.setText(self.tr("&Game:"))
        for i, name in enumerate(PRESET_NAMES):
            self.chooser.setItemText(i, preset_title(name))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        for button, name in ((self.smaller, self.tr("Smaller text")),
                             (self.larger, self.tr("Larger text"))):
            button.setAccessibleName(name)
            shortcut = button.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(f"{name} ({shortcut})" if shortcut else name)
        self._show_page()
