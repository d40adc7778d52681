"""The rules pages' text grows for whoever reads them at arm's length, and stays grown.

Nonna reads the rules with the laptop on the table: A+ (Ctrl++, or Ctrl and the wheel)
makes the page's text larger, A− smaller, Ctrl+0 gives back the usual size, and the next
time the rules open they open at the size she chose.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QFontInfo, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs.rules_help import TEXT_SCALES, RulesHelpDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.storage.settings import Settings

CTRL = Qt.KeyboardModifier.ControlModifier


def open_rules(qtbot: QtBot, window: MainWindow) -> RulesHelpDialog:
    window.show_rules()
    [dialog] = [d for d in window.findChildren(RulesHelpDialog) if d.isVisible()]
    dialog.activateWindow()  # the keys are its shortcuts: its window must have them
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def text_px(dialog: RulesHelpDialog) -> int:
    """The page's text as drawn, in pixels."""
    return QFontInfo(dialog.browser.document().defaultFont()).pixelSize()


def heading_px(dialog: RulesHelpDialog) -> int:
    """The page's title (its first line) as drawn, in pixels."""
    block = dialog.browser.document().firstBlock()
    return QFontInfo(block.begin().fragment().charFormat().font()).pixelSize()


def wheel(dialog: RulesHelpDialog, turn: int, eighths: int = 120) -> None:
    """Ctrl and ``turn`` notches of the wheel over the page (up: ``turn`` > 0), in turns of
    ``eighths`` of a degree each (a mouse's notch is 120; a touchpad turns in less)."""
    port = dialog.browser.viewport()
    at = QPointF(port.rect().center())
    for _ in range(abs(turn) * 120 // eighths):
        event = QWheelEvent(at, QPointF(port.mapToGlobal(at.toPoint())), QPoint(),
                            QPoint(0, eighths if turn > 0 else -eighths),
                            Qt.MouseButton.NoButton, CTRL, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(port, event)


def test_the_keys_that_read_a_page_scroll_it_and_keep_its_game(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Opened, the rules take the keys people read with: Down, Page Down and End scroll
    the page. The game chooser had the focus, and Down showed the next game's rules."""
    window = make_window()
    dialog = open_rules(qtbot, window)
    game, bar = dialog.variant, dialog.browser.verticalScrollBar()
    for key in (Qt.Key.Key_Down, Qt.Key.Key_PageDown, Qt.Key.Key_End):
        before = bar.value()
        qtbot.keyClick(QApplication.focusWidget(), key)
        assert dialog.variant == game and bar.value() > before
    assert bar.value() == bar.maximum()


def test_the_rules_grow_for_whoever_reads_them_at_arms_length(
        qtbot: QtBot, make_window: Callable[..., MainWindow], settings: Settings) -> None:
    window = make_window()
    dialog = open_rules(qtbot, window)
    usual, title = text_px(dialog), heading_px(dialog)
    assert usual == QFontInfo(dialog.font()).pixelSize()
    qtbot.keyClick(dialog, Qt.Key.Key_Plus, CTRL)  # A+ is pressed, as by a click
    qtbot.waitUntil(lambda: dialog.text_scale == TEXT_SCALES[3])
    qtbot.keyClick(dialog, Qt.Key.Key_Equal, CTRL)  # the + key, without Shift
    qtbot.waitUntil(lambda: dialog.text_scale == TEXT_SCALES[4])
    assert text_px(dialog) > usual and heading_px(dialog) > title
    grown = text_px(dialog)
    wheel(dialog, 1)
    assert text_px(dialog) > grown
    dialog.smaller.click()
    assert text_px(dialog) == grown
    assert settings.rules_text_scale() == dialog.text_scale == TEXT_SCALES[4]
    dialog.close()

    again = open_rules(qtbot, window)  # the size chosen is the size they open at
    assert text_px(again) == grown
    qtbot.keyClick(again, Qt.Key.Key_Minus, CTRL)
    qtbot.waitUntil(lambda: text_px(again) < grown)
    qtbot.keyClick(again, Qt.Key.Key_0, CTRL)
    assert text_px(again) == usual and settings.rules_text_scale() == 1.0


def test_the_buttons_stop_at_the_largest_and_smallest_sizes(qtbot: QtBot) -> None:
    dialog = RulesHelpDialog("busca", lang="it")
    qtbot.addWidget(dialog)
    for _ in TEXT_SCALES:
        dialog.larger.click()
    assert dialog.text_scale == TEXT_SCALES[-1] and not dialog.larger.isEnabled()
    wheel(dialog, 1)
    assert dialog.text_scale == TEXT_SCALES[-1]
    for _ in TEXT_SCALES:
        wheel(dialog, -1)
    assert dialog.text_scale == TEXT_SCALES[0] and not dialog.smaller.isEnabled()
    assert dialog.larger.isEnabled()
    assert dialog.smaller.accessibleName() == "Smaller text"
    assert dialog.larger.toolTip() == "Larger text (Ctrl++)"


def test_a_touchpad_steps_the_size_once_a_notch(qtbot: QtBot) -> None:
    """A touchpad sends the wheel's turn in many small parts: each part was a size, and a
    gentle stroke went from the usual size to the largest."""
    dialog = RulesHelpDialog("traversone", lang="en")
    qtbot.addWidget(dialog)
    wheel(dialog, 1, eighths=15)
    assert dialog.text_scale == TEXT_SCALES[3]
    wheel(dialog, -2, eighths=40)
    assert dialog.text_scale == TEXT_SCALES[1]


def test_a_size_kept_between_the_steps_opens_at_the_nearest(qtbot: QtBot) -> None:
    """A size written by hand into the settings, or by an older step list."""
    dialog = RulesHelpDialog("traversone", lang="en", text_scale=1.2)
    qtbot.addWidget(dialog)
    assert dialog.text_scale == 1.15
