"""Widgets laid over the table: the hot-seat privacy screen and the Tressette action bar."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.moves import CLAIM, SIGNALS, is_declaration
from ...fonts import UI_FONT_FAMILY
from ...placeholders import fill
from ..first_moments import FirstMoments
from ..key_repeats import held
from ..phrase import said_again
from ..retranslating import Retranslating
from ..words import (
    as_label,
    declaration_name,
    is_you,
    kept_whole,
    plain,
    signal_meaning,
    signal_name,
)

_FONT = f'font-family: "{UI_FONT_FAMILY}";'
"""Style sheets resolve fonts against the application's, so they name the bundled one."""

_OVERLAY_STYLE = """
QFrame#passScreen { background: rgba(6, 22, 14, 246); }
QLabel, QPushButton { %FONT% }
QLabel#passTitle { color: #f6e7bf; font-size: 34px; font-weight: bold; }
QLabel#passHint { color: #d6e5d9; font-size: 17px; }
QLabel#passNews { color: #f2d27e; font-size: 16px; min-height: 48px; }
QPushButton { background: #f2c14e; color: #2a1c05; border: 2px solid transparent;
              border-radius: 8px;
              padding: 10px 40px; min-height: 26px; font-size: 18px; font-weight: bold; }
QPushButton:hover { background: #ffd36b; }
QPushButton:focus { outline: none; border: 2px solid #fff3cf; }
"""

_BAR_STYLE = """
QLabel, QPushButton { %FONT% }
QFrame#actionBar { background: rgba(8, 28, 18, 225); border: 1px solid rgba(255,255,255,60);
                   border-radius: 10px; }
QLabel { color: #f1e6c8; font-size: %PX%px; }
QPushButton { background: #2e6b4a; color: #fff8e6; border: 1px solid #5f9c7b;
              border-radius: 6px; padding: %PAD%; font-size: %PX%px; }
QPushButton:checked { background: #f2c14e; color: #2a1c05; border-color: #f2c14e; }
QPushButton:focus { outline: none; border: 2px solid #ffd54a; padding: %FOCUSPAD%; }
QPushButton:checked:focus { border-color: #fff8e6; }
QPushButton:disabled { background: #24402f; color: #7f9484; border-color: #34503f; }
QPushButton#claim { background: #a83232; border-color: #d06060; font-weight: bold; }
QPushButton#claim:focus { border-color: #ffd54a; }
QPushButton#claim:disabled { background: #24402f; color: #7f9484; border-color: #34503f; }
"""


NEWS_WIDTH: Final = 760
NEWS_MARGIN: Final = 24
"""The pass screen's news wraps within this width, and this far from its sides."""


class PassScreen(Retranslating, QFrame):
    """Covers the table between two humans' turns until the next one says it is them.

    What the table announces while it is covered (who took the trick, who leads a new deal,
    that no trick has been taken yet) is said on it too, where everyone can read it."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("passScreen")
        self.setStyleSheet(_OVERLAY_STYLE.replace("%FONT%", _FONT))
        self._name, self._seat = "", 0
        self._news = ""
        """The news as the table said it: a :class:`..phrase.Phrase` is said again in a
        new language."""
        box = self._box = QVBoxLayout(self)
        box.addStretch(1)
        self.title = QLabel(self)
        self.title.setObjectName("passTitle")
        self.hint = QLabel(self)
        self.hint.setObjectName("passHint")
        self.button = QPushButton(self)
        self.button.clicked.connect(self.confirmed)
        self.setFocusProxy(self.button)  # a click beside the button keeps the keyboard here:
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # not on the table under the screen
        self.moments = FirstMoments(self)  # not answered by the one who has just played
        for w in (self.title, self.hint):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            w.setWordWrap(True)
            box.addWidget(w)
        box.addSpacing(18)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.news = QLabel(self)  # its two lines kept, so the rest stays put as it changes
        self.news.setObjectName("passNews")
        self.news.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.news.setWordWrap(True)
        box.addSpacing(22)
        box.addWidget(self.news, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(1)
        self.hide()

    def set_news(self, text: str) -> None:
        """The table's announcement now up for everyone ("" for none). Once the screen is
        up it keeps the last one until the next, however long the next person takes to
        come: their table's took it down long before."""
        if text and self.isVisible():
            self._news = text
            self.news.setText(text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The news wraps at a line's usual width, not at the word-wrap's narrow guess."""
        self.news.setFixedWidth(max(0, min(NEWS_WIDTH, self.width() - 2 * NEWS_MARGIN)))
        super().resizeEvent(event)

    def show_for(self, name: str, seat: int, news: str) -> None:
        """Ask the player of ``seat`` (named ``name``) to take the screen, saying ``news``,
        the table's announcement up for everyone."""
        self._name, self._seat, self._news = name, seat, news
        self._set_texts()
        self.news.setText(news)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        # Laid out and painted whole now: left to the event loop, the frame already due as
        # the last card settles painted it only where the cards had moved, and the rest of
        # the table showed through for a frame.
        self._box.activate()
        self.repaint()
        self.button.setFocus()

    def retranslate_ui(self) -> None:
        self._set_texts()
        self._news = said_again(self._news)
        self.news.setText(self._news)

    def _set_texts(self) -> None:
        """The title, the hint and the button, for the person called."""
        name = self._name
        if is_you(name):  # the default name: "Pass to You" would say nothing to the family
            self.title.setText(fill(self.tr("Pass to seat %1"), str(self._seat + 1)))
            self.hint.setText(self.tr("Every hand is hidden. Click when only you can see the "
                                      "screen."))
            self.button.setText(self.tr("Show my cards"))
        else:  # a wrapped line never splits the name of the person called
            self.title.setText(fill(self.tr("Pass to %1"), kept_whole(name)))
            self.hint.setText(fill(self.tr("Every hand is hidden. %1, click when only you can "
                                           "see the screen."), kept_whole(name)))
            self.button.setText(fill(self.tr("I'm %1: show my cards"), as_label(name)))
        self.button.setAccessibleName(plain(self.button.text()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter confirms as Space and a click do (the button passes the key up here), once
        the screen's first moments are over and not by a key held down since the last turn
        (:class:`FirstMoments` keeps those away): either would show the next hand to the
        player still at the screen. No key passes on to the table under the screen."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirmed.emit()
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click beside the button ends here, not on the table under the screen."""
        event.accept()

    def focusNextPrevChild(self, _next: bool) -> bool:
        """The focus stays on the button: the arrows that played the last card (or Tab)
        would move it to the table under the screen, where Enter does nothing and the
        screen would look stuck."""
        self.button.setFocus()
        return True


DECLARATION_COLUMNS = 2
"""Declaration buttons per row: two long names side by side still fit a small window."""

BAR_PX: Final = 14
"""The action bar's type, as drawn for a table of ``BAR_PX_SCALE`` (a 1280 × 800 window);
a larger table grows it with the prompt and the plates, up to ``BAR_GROWTH`` times, and a
smaller one keeps it: it is the least that reads well."""
BAR_PX_SCALE: Final = 1.2
BAR_GROWTH: Final = 1.5


def bar_px(ui_scale: float) -> int:
    """The action bar's type size at a table of ``ui_scale``."""
    return round(BAR_PX * min(max(ui_scale / BAR_PX_SCALE, 1.0), BAR_GROWTH))


class ActionBar(Retranslating, QFrame):
    """Signals on the lead, declarations and the claim (Tressette family), each only when
    the seat to move may make it: the signals on a row of their own, the declarations two
    to a row, so that no button is ever squeezed, and the claim after them, beside the
    last one when there is room: a bar one row lower fits beside the prompt, where a
    taller one would lie over the trick."""

    moveChosen = Signal(int)
    withdrawn = Signal()  # the prompt, slid aside to make room, goes back

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.px = 0
        self.set_table_scale(1.0)
        self.deck = "napoletane"
        rows = QVBoxLayout(self)
        rows.setContentsMargins(10, 6, 10, 6)
        rows.setSpacing(6)
        rows.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        row = QHBoxLayout()
        rows.addLayout(row)
        self.signal_label = QLabel(self)
        row.addWidget(self.signal_label)
        self.signals = QButtonGroup(self)
        self.signals.setExclusive(True)
        self.signal_buttons: dict[str | None, QPushButton] = {}
        for sig in (None, *SIGNALS):
            b = QPushButton(self)
            b.setCheckable(True)
            self.signals.addButton(b)
            b.installEventFilter(self)
            self.signal_buttons[sig] = b
            row.addWidget(b)
        self.declare_grid = QGridLayout()
        rows.addLayout(self.declare_grid)
        self.claim = QPushButton(self)
        self.claim.setObjectName("claim")
        self.claim.clicked.connect(lambda: self.moveChosen.emit(CLAIM))
        self.claim.installEventFilter(self)
        self._declarations: list[int] = []
        self.retranslate_ui()
        self.hide()

    def set_table_scale(self, ui_scale: float) -> None:
        """Type and padding for a table of ``ui_scale`` (see :func:`bar_px`)."""
        px = bar_px(ui_scale)
        if px == self.px:
            return
        self.px = px
        pad, side = round(px * 5 / BAR_PX), round(px * 12 / BAR_PX)
        self.setStyleSheet(_BAR_STYLE.replace("%FONT%", _FONT).replace("%PX%", str(px))
                           .replace("%PAD%", f"{pad}px {side}px")
                           .replace("%FOCUSPAD%", f"{pad - 1}px {side - 1}px"))

    @property
    def chosen_signal(self) -> str | None:
        for sig, b in self.signal_buttons.items():
            if b.isChecked():
                return sig
        return None

    def offer(self, legal: list[int]) -> None:
        """Show what the seat to move may do besides playing a plain card (no signal on
        a lead of one's last card: it would tell the partner nothing)."""
        leading_signals = (any(40 <= m < 160 for m in legal)
                           and sum(1 for m in legal if m < 40) > 1)
        for b in self.signal_buttons.values():
            b.setVisible(leading_signals)
        self.signal_label.setVisible(leading_signals)
        self.signal_buttons[None].setChecked(True)
        self._declarations = [m for m in legal if is_declaration(m)]
        self.claim.setVisible(CLAIM in legal)
        self._rebuild_declarations()
        self.setVisible(leading_signals or bool(self._declarations) or CLAIM in legal)

    def withdraw(self) -> None:
        self._declarations = []
        self._rebuild_declarations()
        for b in (*self.signal_buttons.values(), self.signal_label, self.claim):
            b.setVisible(False)
        self.setVisible(False)
        self.withdrawn.emit()

    def _rebuild_declarations(self) -> None:
        while self.declare_grid.count():
            item = self.declare_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.claim:
                widget.hide()  # at once: the claim may take its place before it goes
                widget.deleteLater()
        before: QWidget = self.signal_buttons[SIGNALS[-1]]
        for i, move in enumerate(self._declarations):
            b = QPushButton(self.tr("Declare: %1").replace("%1",
                                                            declaration_name(move, self.deck)),
                            self)
            b.clicked.connect(lambda _=False, m=move: self.moveChosen.emit(m))
            b.installEventFilter(self)
            self.declare_grid.addWidget(b, *divmod(i, DECLARATION_COLUMNS))
            QWidget.setTabOrder(before, b)  # Tab goes down the bar as it reads: a button
            before = b  # made now would otherwise come after the claim, made first
        QWidget.setTabOrder(before, self.claim)
        row, column = divmod(len(self._declarations), DECLARATION_COLUMNS)
        centre = Qt.AlignmentFlag.AlignHCenter
        if column:  # beside the last declaration, at its own width
            self.declare_grid.addWidget(self.claim, row, column, centre)
        else:  # on a row of its own, in the middle
            self.declare_grid.addWidget(self.claim, row, 0, 1, DECLARATION_COLUMNS, centre)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter is the focused button's, as Space is: outside a dialog a button lets Enter
        pass on to the table, whose hand played its focused card instead of the claim or
        the declaration the player had tabbed to. A key held down since the last card
        presses nothing: nor Space, whose repeats would arm a button again for each
        release, the claim that ends the match among them once a declaration has gone. And
        a double click's second press is its first click again: by then the buttons have
        moved up, and another declaration, or the claim, may lie under the pointer."""
        if (isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and isinstance(watched, QPushButton)):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if not held(event):
                    watched.click()
                return True
            return event.key() == Qt.Key.Key_Space and held(event)
        return event.type() == QEvent.Type.MouseButtonDblClick

    def retranslate_ui(self) -> None:
        self.signal_label.setText(self.tr("Lead with a signal:"))
        self.signal_buttons[None].setText(self.tr("None"))
        self.signal_buttons[None].setToolTip(self.tr("Lead without a signal"))
        for sig in SIGNALS:
            b = self.signal_buttons[sig]
            b.setText(signal_name(sig))
            b.setToolTip(signal_meaning(sig))
        for b in self.signal_buttons.values():  # a screen reader reads one button alone
            b.setAccessibleName(fill(self.tr("Signal: %1"), b.text()))
            b.setAccessibleDescription(b.toolTip())
        self.claim.setText(self.tr("Call out"))
        self.claim.setToolTip(self.tr("Chiamarsi fuori: the target is reached, and the match is "
                                      "won at once"))
        self._rebuild_declarations()
