"""Preferences: language, deck, animation speed, card size and the playing aids.

Every change is written at once through :class:`Settings`, whose ``changed``
signal lets the table follow live; there is nothing to apply or cancel.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from traversone_desktop import art
from traversone_desktop.art.registry import is_user_deck
from traversone_desktop.gui.deck_import import add_deck, remove_deck
from traversone_desktop.gui.dialogs.base import Dialog, enter_closes, heading
from traversone_desktop.gui.dialogs.card_strip import CardStrip
from traversone_desktop.gui.dialogs.columns import Columns
from traversone_desktop.gui.words import deck_title
from traversone_desktop.i18n import system_language
from traversone_desktop.placeholders import fill
from traversone_desktop.storage.settings import AIDS, SPEEDS, Settings

"""The yes/no aids with their defaults (undo against bots is off until asked for)."""
LANGUAGES = (("", ""), ("it", "Italiano"), ("en", "English"))
"""Language codes and their names, each written in its own language ("" follows the
system's, which the list names too: under ``--lang`` it may not be the one spoken)."""


class PreferencesDialog(Dialog):
    """The player's preferences, saved as soon as they change."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.title = heading("", 1.5, self)

        self.language = QComboBox(self)
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.deck = QComboBox(self)
        self.preview = CardStrip(settings.deck(), card_width=52, parent=self)
        self.add_deck = QPushButton(self)
        self.remove_deck = QPushButton(self)
        self.corner_indices = QCheckBox(self)
        self.speed = QComboBox(self)
        for speed in SPEEDS:
            self.speed.addItem("", speed)
        self.card_size = QSlider(Qt.Orientation.Horizontal, self)
        self.card_size.setRange(80, 140)
        self.card_size.setSingleStep(5)
        self.card_size.setPageStep(10)
        self.card_size_value = QLabel(self)
        self.card_size_value.setMinimumWidth(self.fontMetrics().horizontalAdvance("000 %") + 8)
        self.sound = QCheckBox(self)  # made in the order shown: Tab follows it
        self.aids = {name: QCheckBox(self) for name in AIDS}

        self.look_box = QGroupBox(self)
        look = QFormLayout(self.look_box)
        self.language_label, self.deck_label = QLabel(self), QLabel(self)
        self.speed_label, self.size_label = QLabel(self), QLabel(self)
        size_row = QHBoxLayout()
        size_row.addWidget(self.card_size, 1)
        size_row.addWidget(self.card_size_value)
        look.addRow(self.language_label, self.language)
        look.addRow(self.deck_label, self.deck)
        look.addRow("", self.preview)
        deck_row = QHBoxLayout()
        deck_row.addWidget(self.add_deck)
        deck_row.addWidget(self.remove_deck)
        deck_row.addStretch(1)
        look.addRow("", deck_row)
        look.addRow("", self.corner_indices)
        look.addRow(self.speed_label, self.speed)
        look.addRow(self.size_label, size_row)
        look.addRow("", self.sound)
        for label, field in ((self.language_label, self.language), (self.deck_label, self.deck),
                             (self.speed_label, self.speed), (self.size_label, self.card_size)):
            label.setBuddy(field)
        self.aids_box = QGroupBox(self)
        aids = QVBoxLayout(self.aids_box)
        for box in self.aids.values():
            aids.addWidget(box)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        enter_closes(self.buttons)
        layout = self.main_layout()
        layout.addWidget(self.title)
        # side by side, so that the dialog fits a netbook's height (whose title bar alone
        # names it); on a narrow screen, one above the other
        self.columns = Columns(self.title, ((self.look_box,), (self.aids_box,)),
                               fill=False, scroll_when_short=False)
        self.columns.arrange()
        layout.addWidget(self.buttons)

        self._fill_decks()
        self._show_settings()
        self.language.currentIndexChanged.connect(
            lambda: settings.set_language(str(self.language.currentData())))
        self.deck.currentIndexChanged.connect(self._deck_changed)
        self.speed.currentIndexChanged.connect(
            lambda: settings.set_speed(str(self.speed.currentData())))
        self.card_size.valueChanged.connect(self._size_changed)
        self.add_deck.clicked.connect(lambda: add_deck(self, settings))
        self.remove_deck.clicked.connect(
            lambda: remove_deck(self, settings, str(self.deck.currentData())))
        self.corner_indices.toggled.connect(settings.set_corner_indices)
        self.sound.toggled.connect(settings.set_sound)
        settings.changed.connect(self._setting_changed)
        for name, box in self.aids.items():
            box.toggled.connect(lambda on, key=name: settings.set_flag(key, on))
        self.retranslate_ui()

    def _show_settings(self) -> None:
        """Put the stored values into the widgets (before any signal is connected)."""
        settings = self._settings
        for combo, value in ((self.language, settings.language()), (self.speed, settings.speed())):
            index = combo.findData(value)
            combo.setCurrentIndex(max(index, 0))
        self.card_size.setValue(round(settings.card_scale() * 100))
        self.corner_indices.setChecked(settings.corner_indices())
        self.sound.setChecked(settings.sound())
        for name in AIDS:
            self.aids[name].setChecked(settings.flag(name))

    def _deck_changed(self) -> None:
        deck = str(self.deck.currentData())
        self.preview.set_deck(deck)
        self.remove_deck.setEnabled(is_user_deck(deck))
        self._settings.set_deck(deck)

    def _setting_changed(self, key: str) -> None:
        """An import or removal (here or in the View menu) changes the list of decks."""
        if key == "ui/deck":
            self._fill_decks()
        elif key == "ui/corner_indices":
            self.preview.set_deck(self.preview.deck)

    def _fill_decks(self) -> None:
        current = self._settings.deck()
        self.deck.blockSignals(True)
        self.deck.clear()
        for name in art.deck_names():
            self.deck.addItem(deck_title(name), name)
        self.deck.setCurrentIndex(max(self.deck.findData(current), 0))
        self.deck.blockSignals(False)
        self.preview.set_deck(current)
        self.remove_deck.setEnabled(is_user_deck(current))

    def _size_changed(self, percent: int) -> None:
        self._settings.set_card_scale(percent / 100)
        self._show_size()

    def _show_size(self) -> None:
        self.card_size_value.setText(
            QLocale().toString(self.card_size.value()) + "%")

    def arrange_for_the_screen(self) -> None:
        self.columns.arrange()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.title.setText(self.tr("Preferences"))
        self.look_box.setTitle(self.tr("Table"))
        self.aids_box.setTitle(self.tr("Playing aids"))
        self.language_label.setText(self.tr("&Language:"))
        names = dict(LANGUAGES)
        self.language.setItemText(0, fill(self.tr("System language (%1)"),
                                          names[system_language()]))
        self.deck_label.setText(self.tr("&Cards:"))
        for i in range(self.deck.count()):
            self.deck.setItemText(i, deck_title(str(self.deck.itemData(i))))
        self.speed_label.setText(self.tr("A&nimation speed:"))
        speeds = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                  "instant": self.tr("Instant")}
        for i, speed in enumerate(SPEEDS):
            self.speed.setItemText(i, speeds[speed])
        self.size_label.setText(self.tr("Card si&ze:"))
        self.card_size.setAccessibleName(self.tr("Card size"))
        self._show_size()
        self.add_deck.setText(self.tr("&Add a deck…"))
        self.add_deck.setToolTip(self.tr("Play with your own cards: a .zip or folder with "
                                         "deck.json and a picture of every card"))
        self.remove_deck.setText(self.tr("Remo&ve this deck"))
        self.corner_indices.setText(self.tr("Show a corner &index on every deck"))
        self.sound.setText(self.tr("&Sounds"))
        self.aids["show_points"].setText(self.tr("Show the &points each player has taken"))
        self.aids["highlight_legal"].setText(self.tr("&Highlight the cards you may play"))
        self.aids["hints"].setText(self.tr("&Offer hints"))
        self.aids["allow_undo"].setText(
            self.tr("Allow &undoing your last card (against bots only)"))
        self.preview.set_deck(self.preview.deck)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
