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
    QSlider,
    QVBoxLayout,
    QWidget,
)

from traversone_desktop import art
from traversone_desktop.gui.dialogs.base import Dialog, heading
from traversone_desktop.gui.dialogs.card_strip import CardStrip
from traversone_desktop.gui.dialogs.texts import deck_title
from traversone_desktop.storage.settings import AIDS, SPEEDS, Settings

"""The yes/no aids with their defaults (undo against bots is off until asked for)."""
LANGUAGES = (("", ""), ("it", "Italiano"), ("en", "English"))
"""Language codes and their names, each written in its own language."""


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
        for name in art.deck_names():
            self.deck.addItem("", name)
        self.preview = CardStrip(settings.deck(), card_width=52, parent=self)
        self.speed = QComboBox(self)
        for speed in SPEEDS:
            self.speed.addItem("", speed)
        self.card_size = QSlider(Qt.Orientation.Horizontal, self)
        self.card_size.setRange(80, 140)
        self.card_size.setSingleStep(5)
        self.card_size.setPageStep(10)
        self.card_size_value = QLabel(self)
        self.card_size_value.setMinimumWidth(self.fontMetrics().horizontalAdvance("000 %") + 8)
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
        look.addRow(self.speed_label, self.speed)
        look.addRow(self.size_label, size_row)
        for label, field in ((self.language_label, self.language), (self.deck_label, self.deck),
                             (self.speed_label, self.speed), (self.size_label, self.card_size)):
            label.setBuddy(field)
        self.aids_box = QGroupBox(self)
        aids = QVBoxLayout(self.aids_box)
        for box in self.aids.values():
            aids.addWidget(box)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = self.main_layout()
        layout.addWidget(self.title)
        layout.addWidget(self.look_box)
        layout.addWidget(self.aids_box)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self._show_settings()
        self.language.currentIndexChanged.connect(
            lambda: settings.set_language(str(self.language.currentData())))
        self.deck.currentIndexChanged.connect(self._deck_changed)
        self.speed.currentIndexChanged.connect(
            lambda: settings.set_speed(str(self.speed.currentData())))
        self.card_size.valueChanged.connect(self._size_changed)
        for name, box in self.aids.items():
            box.toggled.connect(lambda on, key=name: settings.set_flag(key, on))
        self.retranslate_ui()

    def _show_settings(self) -> None:
        """Put the stored values into the widgets (before any signal is connected)."""
        settings = self._settings
        for combo, value in ((self.language, settings.language()), (self.deck, settings.deck()),
                             (self.speed, settings.speed())):
            index = combo.findData(value)
            combo.setCurrentIndex(max(index, 0))
        self.card_size.setValue(round(settings.card_scale() * 100))
        for name in AIDS:
            self.aids[name].setChecked(settings.flag(name))

    def _deck_changed(self) -> None:
        deck = str(self.deck.currentData())
        self.preview.set_deck(deck)
        self._settings.set_deck(deck)

    def _size_changed(self, percent: int) -> None:
        self._settings.set_card_scale(percent / 100)
        self._show_size()

    def _show_size(self) -> None:
        self.card_size_value.setText(
            QLocale().toString(self.card_size.value()) + "%")

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.title.setText(self.tr("Preferences"))
        self.look_box.setTitle(self.tr("Table"))
        self.aids_box.setTitle(self.tr("Playing aids"))
        self.language_label.setText(self.tr("&Language:"))
        self.language.setItemText(0, self.tr("System language"))
        self.deck_label.setText(self.tr("&Cards:"))
        for i in range(self.deck.count()):
            self.deck.setItemText(i, deck_title(str(self.deck.itemData(i))))
        self.speed_label.setText(self.tr("&Animation speed:"))
        speeds = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                  "instant": self.tr("Instant")}
        for i, speed in enumerate(SPEEDS):
            self.speed.setItemText(i, speeds[speed])
        self.size_label.setText(self.tr("Card si&ze:"))
        self.card_size.setAccessibleName(self.tr("Card size"))
        self._show_size()
        self.aids["show_points"].setText(self.tr("Show the points each player has taken"))
        self.aids["highlight_legal"].setText(self.tr("Highlight the cards you may play"))
        self.aids["hints"].setText(self.tr("Offer hints"))
        self.aids["allow_undo"].setText(self.tr("Allow undoing your last card (against bots only)"))
        self.preview.set_deck(self.preview.deck)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
