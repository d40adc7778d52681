"""Every key of the game on one page (*Help › Keys*).

The table's own keys come first: no menu shows the arrows and Enter that choose and play
a card, nor Enter on the pass screen. Then every menu entry that has a key, read from the
menus themselves in their order, so the page never names a key the game does not have,
and shows each as the system writes it (⌘ on a Mac), under the menu that shows it (a Mac
shows About, Preferences and Quit in its application menu).
"""

from __future__ import annotations

import sys
from html import escape

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMenu, QScrollArea, QVBoxLayout, QWidget

from traversone_desktop.gui.dialogs.base import Dialog, enter_closes, scroll_plainly, title_font
from traversone_desktop.gui.words import plain

Rows = list[tuple[str, str]]
"""(keys, what they do), in the order shown."""


LAST_KEY_ON_A_KEYBOARD = Qt.Key.Key_F35
"""Qt numbers the keys that only some keyboards have (Help, Save, Exit, Back…) after the
function keys: some of the system's own keys for an entry are those; the page leaves
them out."""


ON_A_MAC = sys.platform == "darwin"

MAC_APP_MENU = "Traversone"
"""The title of the menu a Mac shows first, the bundle's name (``CFBundleName``)."""

_IN_THE_APP_MENU = (QAction.MenuRole.AboutRole, QAction.MenuRole.PreferencesRole,
                    QAction.MenuRole.QuitRole)
"""The entries a Mac moves to its application menu, in the order it shows them."""


def menu_keys(menu: QMenu) -> Rows:
    """The entries of ``menu`` and of its submenus that have keys, with every key of each
    that a keyboard has (F1, and the system's own key for the same thing where it differs);
    on a Mac, not those it shows in its application menu instead."""
    return [row for action in menu_entries(menu)
            if not _in_the_app_menu(action) and (row := _row(action))]


def app_menu_keys(menus: list[QMenu]) -> Rows:
    """On a Mac, the entries of ``menus`` that have keys and that it shows in its
    application menu, in that menu's order; elsewhere none."""
    moved = [action for menu in menus for action in menu_entries(menu) if _in_the_app_menu(action)]
    moved.sort(key=lambda action: _IN_THE_APP_MENU.index(action.menuRole()))
    return [row for action in moved if (row := _row(action))]


def menu_entries(menu: QMenu) -> list[QAction]:
    """The entries of ``menu`` and of its submenus, in the order shown."""
    found: list[QAction] = []
    for action in menu.actions():
        submenu = action.menu()
        found += menu_entries(submenu) if isinstance(submenu, QMenu) else [action]
    return found


def _in_the_app_menu(action: QAction) -> bool:
    return ON_A_MAC and action.menuRole() in _IN_THE_APP_MENU


def _row(action: QAction) -> tuple[str, str] | None:
    """The keys of a visible entry, and what it does; None if it has no key."""
    keys = dict.fromkeys(key.toString(QKeySequence.SequenceFormat.NativeText)
                         for key in action.shortcuts()
                         if _on_a_keyboard(key))
    if not action.isVisible() or not keys:
        return None
    return ", ".join(keys), plain(action.text()).removesuffix("…")


def _on_a_keyboard(key: QKeySequence) -> bool:
    """Whether every keyboard has the key of ``key`` (with its modifiers)."""
    return bool(key[0].key().value <= LAST_KEY_ON_A_KEYBOARD.value)  # type: ignore[index]


class KeysDialog(Dialog):
    """The keys of the table, then those of each menu, under the menu's name."""

    def __init__(self, menus: list[QMenu], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.menus = menus
        self.title = QLabel(self)
        self.title.setFont(title_font(self.font(), 1.6, card_face=True))
        self.page = QLabel(self)
        self.page.setTextFormat(Qt.TextFormat.RichText)  # the texts are escaped
        self.page.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.page.setMargin(4)
        self.area = QScrollArea(self)  # a netbook's screen, the largest text: it scrolls
        scroll_plainly(self.area, self.page)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        enter_closes(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.area, 1)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self.resize_to_contents()

    def table_keys(self) -> Rows:
        """The keys of the table that no menu shows."""
        enter = self.tr("Enter, Space")
        rows = [(self.tr("Left, Right"), self.tr("Choose a card of your hand")),
                (enter, self.tr("Play the chosen card")),
                (self.tr("Tab"), self.tr("Go to the buttons above your hand: a signal, a "
                                         "declaration, calling out (Tressette)")),
                (self.tr("Left, Right"), self.tr("Among the signals: choose another")),
                (enter, self.tr("Show your cards, when the computer is passed to you")),
                (self.tr("Esc"), self.tr("Close a window, or cancel"))]
        if not ON_A_MAC:  # a Mac underlines no letters
            rows.append((self.tr("Alt + letter"), self.tr("The menu entry or the control "
                                                          "with that letter underlined")))
        return rows

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Keys"))
        self.title.setText(self.tr("Keys"))
        sections = [(self.tr("At the table"), self.table_keys()),
                    (MAC_APP_MENU, app_menu_keys(self.menus))]
        sections += [(plain(menu.title()), menu_keys(menu)) for menu in self.menus]
        self.page.setText("<table cellspacing='0' cellpadding='3'>"
                          + "".join(_section(title, rows) for title, rows in sections
                                    if rows)
                          + "</table>")

    def retranslated(self) -> None:
        self.resize_to_contents()

    def sizeHint(self) -> QSize:
        """The whole page where the screen has room: the scroll area alone asks for little."""
        hint, area, page = super().sizeHint(), self.area.sizeHint(), self.page.sizeHint()
        bar = self.area.verticalScrollBar().sizeHint().width()
        return QSize(max(hint.width(), hint.width() - area.width() + page.width() + bar),
                     hint.height() - area.height() + page.height())


def _section(title: str, rows: Rows) -> str:
    """A section of the page's table: its title across, then its keys beside what they do."""
    return (f"<tr><td colspan='2' style='padding-top: 12px'><span style='font-size: large'>"
            f"<b>{escape(title)}</b></span></td></tr>"
            + "".join(f"<tr><td style='white-space: nowrap; padding-right: 24px'>"
                      f"<b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>"
                      for keys, what in rows))
