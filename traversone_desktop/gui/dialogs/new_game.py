"""The new-game dialog: which game, who plays, the key rules and the deck.

It builds a :class:`GameSetup` and never a half-valid one: the rules are made by
the engine's own ``preset(...).with_options(...)``, and when that refuses a
combination the reason is shown in the dialog and *Start* is disabled.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from traversone_desktop import art
from traversone_desktop.engine.rules import (
    MAX_SURVIVORS,
    PRESET_NAMES,
    PRESET_PLAYERS,
    Rules,
    RulesError,
    preset,
)
from traversone_desktop.gui.dialogs.base import Dialog, heading, set_tone
from traversone_desktop.gui.dialogs.card_strip import CardStrip
from traversone_desktop.gui.dialogs.columns import Columns
from traversone_desktop.gui.rule_options import (
    option_choices,
    option_labels,
    target_kind,
    target_labels,
)
from traversone_desktop.gui.table.plates import TEAM_COLOURS
from traversone_desktop.gui.words import (
    deck_title,
    is_you,
    level_name,
    number,
    preset_blurb,
    preset_title,
    recorded_name,
    seat_name,
)
from traversone_desktop.placeholders import fill
from traversone_desktop.session.setup import (
    BOT,
    BOT_NAMES,
    DEFAULT_DECK,
    DEFAULT_LEVEL,
    HUMAN,
    LEVELS,
    GameSetup,
    SeatSetup,
    default_setup,
)
from traversone_desktop.storage.settings import Settings

MAX_SEATS = 5


def _set_combo_data(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


class SeatEditor(QWidget):
    """One seat's row: its name, human or bot, and the bot's level."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.stripe = QFrame(self)
        """A partnership's colour, as the seat's plate will wear it at the table."""
        self.stripe.setFixedWidth(5)
        kept = self.stripe.sizePolicy()
        kept.setRetainSizeWhenHidden(True)  # the columns keep still as the game changes
        self.stripe.setSizePolicy(kept)
        self.stripe.hide()
        self.label = QLabel(self)
        self.name = QLineEdit(self)
        self.name.setMaxLength(24)
        self.name.setMinimumWidth(self.fontMetrics().horizontalAdvance("Comare Lina") + 24)
        self.kind = QComboBox(self)
        self.kind.addItem("", HUMAN)
        self.kind.addItem("", BOT)
        self.level = QComboBox(self)
        for level in LEVELS:
            self.level.addItem("", level)
        policy = self.level.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.level.setSizePolicy(policy)
        self.label.setBuddy(self.name)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        if seat > 0:
            self.make_bot()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stripe)
        layout.addWidget(self.label)
        layout.addWidget(self.name, 1)
        layout.addWidget(self.kind)
        layout.addWidget(self.level)

    def retranslate_ui(self) -> None:
        number = self.seat + 1
        self.label.setText(self.tr("Seat &%1").replace("%1", str(number)))
        self.kind.setItemText(0, self.tr("Human"))
        self.kind.setItemText(1, self.tr("Bot"))
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, level_name(level))
        if self.name.text() == self.name.placeholderText() != "":  # the default, untouched
            self.name.setText(self.default_name())
        self.name.setPlaceholderText(self.default_name())
        self.name.setAccessibleName(self.tr("Name of seat %1").replace("%1", str(number)))
        self.kind.setAccessibleName(self.tr("Seat %1: human or bot").replace("%1", str(number)))
        self.level.setAccessibleName(self.tr("Seat %1: bot level").replace("%1", str(number)))
        self.level.setToolTip(self.tr("How strongly this bot plays"))

    def set_team(self, team: int | None) -> None:
        """Show the seat's partnership (``team``), or none in a game without partners."""
        self.stripe.setVisible(team is not None)
        if team is not None:
            self.stripe.setStyleSheet(
                f"background: {TEAM_COLOURS[team % len(TEAM_COLOURS)]}; border-radius: 2px;")

    def default_name(self) -> str:
        if self.seat == 0:
            return self.tr("You")
        return BOT_NAMES[self.seat - 1]

    def _kind_changed(self) -> None:
        self.level.setVisible(self.kind.currentData() == BOT)

    def make_bot(self) -> None:
        """A seat the table gains is a bot's, at the usual level, until the family says
        otherwise."""
        _set_combo_data(self.kind, BOT)
        _set_combo_data(self.level, DEFAULT_LEVEL)
        if not self.name.text():
            self.name.setText(self.default_name())
        self._kind_changed()

    def set_seat(self, seat: SeatSetup) -> None:
        self.name.setText(seat_name(seat.name))
        _set_combo_data(self.kind, seat.kind)
        _set_combo_data(self.level, seat.level)
        self._kind_changed()

    def seat_setup(self) -> SeatSetup:
        name = self.name.text().strip() or self.default_name()
        return SeatSetup(name, str(self.kind.currentData()), str(self.level.currentData()))


class NewGameDialog(Dialog):
    """Choose the game, the players, the rules and the deck; opens on the game on the table
    (``current``), else on the last choice, which it remembers."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 current: GameSetup | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._quiet_height: int | None = None
        """The height before a message showed (see :meth:`_show_message`)."""
        self._rules: Rules | None = None
        self._loading = False
        self._shown_seats = 1
        """Seats shown so far: more shown later are new seats, a bot's by default."""
        self._build()
        self.retranslate_ui()
        # with the texts: a scrolling body measures its lists at once, and empty ones would
        # hold the rules box narrower than its widest game (:meth:`_steady_columns`)
        self.columns.arrange()
        last = current or settings.last_setup() or default_setup(self.tr("You"))
        self._load(replace(last, deck=settings.deck()))  # the deck chosen last, wherever

    # -- building ---------------------------------------------------------
    def _build(self) -> None:
        self.title = heading("", 1.5, self)
        self.preset = QComboBox(self)
        for name in PRESET_NAMES:
            self.preset.addItem("", name)
        self.blurb = QLabel(self)
        self.blurb.setWordWrap(True)
        self.blurb.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.players = QComboBox(self)

        self.target = QSpinBox(self)
        self.target.setRange(1, 999)
        self.match_end = self._choices("match_end")
        self.survivors = QSpinBox(self)
        self.survivors.setRange(1, MAX_SURVIVORS)
        self.cappotto_last = QCheckBox(self)
        self.cappotto_wins = QCheckBox(self)
        self.pack = self._choices("three_player_pack")
        self.fractions = self._choices("fractions")
        self.last_bonus = QCheckBox(self)
        self.first_lead = self._choices("first_lead")
        self.declarations = QCheckBox(self)  # the focus chain follows the rows below
        self.declare_timing = self._choices("declare_timing")
        self.signals = QCheckBox(self)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a name as typed
        set_tone(self.error, "alert")
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.game_box = QGroupBox(self)
        game_form = QFormLayout(self.game_box)
        game_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.preset_label, self.players_label = QLabel(self), QLabel(self)
        game_form.addRow(self.preset_label, self.preset)
        game_form.addRow(self.blurb)
        game_form.addRow(self.players_label, self.players)

        self.rules_box = QGroupBox(self)
        self.rules_form = QFormLayout(self.rules_box)
        self.target_label, self.match_end_label = QLabel(self), QLabel(self)
        self.survivors_label, self.pack_label = QLabel(self), QLabel(self)
        self.fractions_label, self.first_lead_label = QLabel(self), QLabel(self)
        self.declare_timing_label = QLabel(self)
        self.rules_form.addRow(self.target_label, self.target)
        self.rules_form.addRow(self.match_end_label, self.match_end)
        self.rules_form.addRow(self.survivors_label, self.survivors)
        self.rules_form.addRow(self.cappotto_last)
        self.rules_form.addRow(self.cappotto_wins)
        self.rules_form.addRow(self.pack_label, self.pack)
        self.rules_form.addRow(self.fractions_label, self.fractions)
        self.rules_form.addRow(self.last_bonus)
        self.rules_form.addRow(self.first_lead_label, self.first_lead)
        self.rules_form.addRow(self.declarations)
        self.rules_form.addRow(self.declare_timing_label, self.declare_timing)
        self.rules_form.addRow(self.signals)
        for label, field in ((self.preset_label, self.preset), (self.players_label, self.players),
                             (self.target_label, self.target),
                             (self.match_end_label, self.match_end),
                             (self.survivors_label, self.survivors),
                             (self.pack_label, self.pack),
                             (self.fractions_label, self.fractions),
                             (self.first_lead_label, self.first_lead),
                             (self.declare_timing_label, self.declare_timing)):
            label.setBuddy(field)

        self.seats_box = QGroupBox(self)
        seats_layout = QVBoxLayout(self.seats_box)
        self.seat_editors = [SeatEditor(i, self.seats_box) for i in range(MAX_SEATS)]
        for editor in self.seat_editors:
            seats_layout.addWidget(editor)
            editor.name.textChanged.connect(self._validate)
            editor.kind.currentIndexChanged.connect(self._validate)  # a second person
        self.seats_note = QLabel(self.seats_box)
        self.seats_note.setWordWrap(True)
        set_tone(self.seats_note, "quiet")
        seats_layout.addWidget(self.seats_note)
        seats_layout.addStretch(1)

        self.deck_box = QGroupBox(self)
        deck_layout = QVBoxLayout(self.deck_box)
        self.deck = QComboBox(self.deck_box)
        for name in art.deck_names():
            self.deck.addItem("", name)
        self.preview = CardStrip(DEFAULT_DECK, card_width=52, parent=self.deck_box)
        deck_layout.addWidget(self.deck)
        deck_layout.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignHCenter)
        deck_layout.addStretch(1)  # a tall box (a small table) keeps the choice at its top

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.quick = QPushButton(self)
        self.buttons.addButton(self.quick, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.quick.clicked.connect(self.quick_game)

        layout = self.main_layout()
        layout.addWidget(self.title)
        # On a short screen (a 1024x600 netbook) the title bar alone names the dialog, so
        # that five seats and their buttons still fit on it; shorter still (a panel below,
        # or 125% scaling), the seats and rules scroll above the buttons.
        self.columns = Columns(self.title, ((self.game_box, self.rules_box),
                                            (self.seats_box, self.deck_box)),
                               fill=True, scroll_when_short=True)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.deck.currentIndexChanged.connect(self._deck_changed)
        for box in (self.match_end, self.pack, self.fractions, self.first_lead,
                    self.declare_timing):
            box.currentIndexChanged.connect(self._validate)
        for spin in (self.target, self.survivors):
            spin.valueChanged.connect(self._validate)
        for check in (self.cappotto_last, self.cappotto_wins, self.declarations, self.signals,
                      self.last_bonus):
            check.toggled.connect(self._validate)

    def arrange_for_the_screen(self) -> None:
        self.columns.arrange()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.title.setText(self.tr("New game"))
        self.game_box.setTitle(self.tr("Game"))
        self.rules_box.setTitle(self.tr("Rules"))
        self.seats_box.setTitle(self.tr("Players"))
        self.deck_box.setTitle(self.tr("Cards"))
        self.preset_label.setText(self.tr("&Game:"))
        self.players_label.setText(self.tr("&Players:"))
        for i, name in enumerate(PRESET_NAMES):
            self.preset.setItemText(i, preset_title(name))
        for i in range(self.players.count()):
            self.players.setItemText(i, number(int(self.players.itemData(i))))
        labels = option_labels()
        for key, widget in self._option_rows().items():
            label = self.rules_form.labelForField(widget)
            if isinstance(widget, QCheckBox):
                widget.setText(labels[key])
            elif isinstance(label, QLabel):
                label.setText(labels[key])
        self._name_choices()
        for editor in self.seat_editors:
            editor.retranslate_ui()
        for i in range(self.deck.count()):
            self.deck.setItemText(i, deck_title(str(self.deck.itemData(i))))
        self.preview.set_deck(self.preview.deck)
        self.preview.setAccessibleDescription(self.tr("Preview of the chosen cards"))
        self.deck.setAccessibleName(self.tr("Deck"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.quick.setText(self.tr("&Quick game"))
        self.quick.setToolTip(self.tr("You against three hard bots at Traversone, with the "
                                      "cards chosen here"))
        self._steady_columns()
        self._update_labels()
        self._validate()

    # -- reacting ---------------------------------------------------------
    def _base(self) -> Rules | None:
        """The chosen preset at the chosen table size, before any option."""
        try:
            return preset(str(self.preset.currentData()), int(self.players.currentData()))
        except (RulesError, TypeError, ValueError):
            return None

    def _preset_changed(self) -> None:
        name = str(self.preset.currentData())
        before = self.players.currentData()
        self._loading = True
        self.players.clear()
        for count in PRESET_PLAYERS[name]:
            self.players.addItem(number(count), count)
        _set_combo_data(self.players, before)  # the same table, if this game seats it
        self._loading = False
        self._players_changed()
        base = self._base()
        if base is not None and not self._loading:
            self._show_options(base)
        self._update_labels()

    def _players_changed(self) -> None:
        if self._loading or self.players.currentData() is None:
            return
        count = int(self.players.currentData())
        self.survivors.setMaximum(max(1, min(MAX_SURVIVORS, count - 1)))  # a loser at least
        for editor in self.seat_editors:
            if self._shown_seats <= editor.seat < count:
                editor.make_bot()
            editor.setVisible(editor.seat < count)
        self._shown_seats = count
        self._validate()

    def _deck_changed(self) -> None:
        self.preview.set_deck(str(self.deck.currentData()))
        self._name_choices()

    def _name_choices(self) -> None:
        """The options' choices in words, a card among them as the chosen deck names it."""
        choices = option_choices(str(self.deck.currentData()))
        for key, widget in self._option_rows().items():
            if isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    widget.setItemText(i, choices[key][str(widget.itemData(i))])

    def _show_options(self, rules: Rules) -> None:
        """Put ``rules``' values into the option widgets."""
        self.target.setValue(rules.target)
        _set_combo_data(self.match_end, rules.match_end)
        self.survivors.setValue(rules.survivors)
        self.cappotto_last.setChecked(rules.cappotto_needs_last_trick)
        self.cappotto_wins.setChecked(rules.cappotto_wins_match)
        _set_combo_data(self.pack, rules.three_player_pack)
        _set_combo_data(self.fractions, rules.fractions)
        self.last_bonus.setChecked(rules.last_trick_bonus)
        _set_combo_data(self.first_lead, rules.first_lead)
        _set_combo_data(self.declare_timing, rules.declare_timing)
        self.declarations.setChecked(rules.declarations)
        self.signals.setChecked(rules.signals)

    def _meaningful(self, base: Rules) -> dict[str, bool]:
        """Which options make sense for this game, table size and the options chosen so
        far: the game's definition says which it reads."""
        game = base.definition
        reads = game.options
        free_end = len(game.match_ends) > 1 and not base.teams and base.hand_size == 0
        elimination = (self.match_end.currentData() if free_end else base.match_end)
        return {
            "match_end": free_end,
            "survivors": "survivors" in reads and elimination == "elimination",
            "cappotto_needs_last_trick": game.cappotto and "cappotto_needs_last_trick" in reads,
            "cappotto_wins_match": game.cappotto and "cappotto_wins_match" in reads,
            "three_player_pack": ("three_player_pack" in reads and base.players == 3
                                  and base.hand_size == 0),
            "fractions": "fractions" in reads,
            "last_trick_bonus": ("last_trick_bonus" in reads
                                 and self.fractions.currentData() == "dropped"),
            "first_lead": "first_lead" in reads,
            "declarations": "declarations" in reads,
            "declare_timing": ("declare_timing" in reads and self.declarations.isChecked()
                               and base.players != 2),
            "signals": "signals" in reads and base.teams,
        }

    def _options(self, base: Rules) -> dict[str, object]:
        values: dict[str, object] = {
            "match_end": self.match_end.currentData(),
            "survivors": self.survivors.value(),
            "cappotto_needs_last_trick": self.cappotto_last.isChecked(),
            "cappotto_wins_match": self.cappotto_wins.isChecked(),
            "three_player_pack": self.pack.currentData(),
            "fractions": self.fractions.currentData(),
            "last_trick_bonus": self.last_bonus.isChecked(),
            "first_lead": self.first_lead.currentData(),
            "declarations": self.declarations.isChecked(),
            "declare_timing": self.declare_timing.currentData(),
            "signals": self.signals.isChecked(),
        }
        shown = self._meaningful(base)
        options = {key: value for key, value in values.items() if shown[key]}
        options["target"] = self.target.value()
        return options

    def _update_labels(self) -> None:
        name = str(self.preset.currentData())
        self.blurb.setText(preset_blurb(name, self.target.value(), self.survivors.value()))
        base = self._base()
        if base is None:
            return
        self._show_partners(base)
        shown = self._meaningful(base)
        for key, widget in self._option_rows().items():
            self.rules_form.setRowVisible(widget, shown[key])
        self.target_label.setText(target_labels()[target_kind(base, shown["survivors"])])

    def _show_partners(self, base: Rules) -> None:
        """Who plays with whom, before the seats are filled: a family choosing places for
        two partners must know that they are seats 1 and 3, not 1 and 2."""
        sides = base.sides(int(self.players.currentData())) if base.teams else []
        for editor in self.seat_editors:
            editor.set_team(next((i for i, side in enumerate(sides) if editor.seat in side),
                                 None))
        if sides:
            self.seats_note.setText(fill(
                self.tr("Play goes anticlockwise. Seats %1 and %2, in one colour, play against "
                        "%3 and %4. The first human sits at the bottom."),
                *(str(seat + 1) for side in sides for seat in side)))
        else:
            self.seats_note.setText(self.tr("Play goes anticlockwise, seat by seat. "
                                            "The first human sits at the bottom of the table."))
        lines = 3 if sides else 2
        self.seats_note.setMinimumHeight(self.fontMetrics().lineSpacing() * lines + 4)

    def _choices(self, option: str) -> QComboBox:
        """A box of the choices of ``option``, each with its value as data."""
        box = QComboBox(self)
        for value in option_choices()[option]:
            box.addItem("", value)
        return box

    def _option_rows(self) -> dict[str, QWidget]:
        """The rules box's optional rows, by the option each sets."""
        return {"match_end": self.match_end, "survivors": self.survivors,
                "cappotto_needs_last_trick": self.cappotto_last,
                "cappotto_wins_match": self.cappotto_wins,
                "three_player_pack": self.pack, "fractions": self.fractions,
                "last_trick_bonus": self.last_bonus, "first_lead": self.first_lead,
                "declarations": self.declarations, "declare_timing": self.declare_timing,
                "signals": self.signals}

    def _steady_columns(self) -> None:
        """Hold the rules box at the width its widest game needs, so that changing the
        game does not shift the dialog's two columns sideways."""
        self.rules_box.setMinimumWidth(0)
        for widget in self._option_rows().values():
            self.rules_form.setRowVisible(widget, True)
        widest = 0
        for text in target_labels().values():
            self.target_label.setText(text)
            self.rules_form.invalidate()
            widest = max(widest, self.rules_box.sizeHint().width())
        self.rules_box.setMinimumWidth(widest)

    def _validate(self) -> None:
        """Build the rules now, so a bad combination, or two seats of one name, is shown
        before *Start*."""
        if self._loading:
            return
        self._update_labels()
        self._rules = None
        message = ""
        base = self._base()
        try:
            if base is None:
                preset(str(self.preset.currentData()), int(self.players.currentData()))
            else:
                self._rules = base.with_options(self._options(base))
        except (RulesError, TypeError, ValueError) as exc:
            message = self.tr("These rules cannot be played: %1").replace("%1", str(exc))
        players = self._rules.players if self._rules is not None else 0
        shared, unnamed = self._shared_name(players), self._unnamed_person(players)
        if shared:
            self._rules = None
            message = self.tr("Two seats are called “%1”: give each player a name of their own, "
                              "so that the pass screen and the scores tell them apart."
                              ).replace("%1", shared)
        elif unnamed:
            self._rules = None
            message = self.tr("Seat %1 is still called “%2”: with two or more people at the "
                              "screen, give each one their own name, so that the pass screen "
                              "calls them by it and the table tells them apart.").replace(
                "%1", str(unnamed)).replace("%2", seat_name("You"))
        self._show_message(message)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self._rules is not None)

    def _show_message(self, message: str) -> None:
        """The message under the rules (two lines, often): the dialog grows for it, rather
        than squeeze the seats (whose rows shrank, and whose note lost its last line), and
        goes back to its height once the message is gone."""
        had = not self.error.isHidden()
        if message and not had and self.isVisible():
            self._quiet_height = self.height()
        self.error.setText(message)
        self.error.setVisible(bool(message))
        layout = self.layout()
        if layout is None or not self.isVisible():
            return  # the first showing lays the dialog out (before it, labels are narrow)
        layout.activate()  # the dialog's least size, with or without the message, now
        if message:
            wanted = (layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth()
                      else layout.totalSizeHint().height())
            if wanted > self.height():
                self.resize_within_screen(self.width(), wanted)
        elif self._quiet_height is not None:
            self.resize(self.width(), self._quiet_height)
            self._quiet_height = None

    def _unnamed_person(self, players: int) -> int:
        """The number of a person's seat still called "You" when two or more people play
        (on the table "You" would be whoever sits at the screen), or 0."""
        people = [e for e in self.seat_editors[:players] if e.seat_setup().is_human]
        if len(people) < 2:
            return 0
        return next((e.seat + 1 for e in people if is_you(e.seat_setup().name)), 0)

    def _shared_name(self, players: int) -> str:
        """A name two of the first ``players`` seats share, as the table shows it, or ''.
        Case and the language of the default "you" name do not tell two players apart."""
        seen: set[str] = set()
        for editor in self.seat_editors[:players]:
            name = editor.seat_setup().name
            key = recorded_name(name).casefold()
            if key in seen:
                return seat_name(name)
            seen.add(key)
        return ""

    # -- results ----------------------------------------------------------
    def _load(self, setup: GameSetup) -> None:
        """Show ``setup`` in the widgets."""
        rules = setup.rules
        _set_combo_data(self.preset, rules.variant)
        self._preset_changed()
        _set_combo_data(self.players, rules.players)
        self._players_changed()
        self._show_options(rules)
        for editor, seat in zip(self.seat_editors, setup.seats, strict=False):
            editor.set_seat(seat)
        _set_combo_data(self.deck, setup.deck)
        self._deck_changed()
        self._validate()

    def setup(self) -> GameSetup:
        """The game the player chose (valid whenever *Start* was enabled)."""
        if self._rules is None:
            raise RulesError(self.error.text() or "no valid rules chosen")
        seats = tuple(e.seat_setup() for e in self.seat_editors[:self._rules.players])
        return GameSetup(self._rules, seats, str(self.deck.currentData()))

    def accept(self) -> None:
        if self._rules is None:
            return
        setup = self.setup()
        self._settings.set_last_setup(setup)
        self._settings.set_deck(setup.deck)
        super().accept()

    def quick_game(self) -> None:
        """The sensible default, at once: you against three hard bots."""
        first = self.seat_editors[0].seat_setup()
        you = first.name if first.is_human else self.tr("You")
        self._load(replace(default_setup(you), deck=str(self.deck.currentData())))
        self.accept()
