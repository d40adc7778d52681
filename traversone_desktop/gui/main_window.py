"""The main window: the table in the middle, the menus around it, the dialogs on cue.

It wires the controller to the table and to the dialogs and keeps the View menu in step
with the settings; it never touches the match itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from PySide6.QtCore import QByteArray, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMenu, QWidget

from .. import art
from ..art.registry import is_user_deck
from ..art.render import set_corner_indices
from ..audio.player import SoundPlayer
from ..engine import DealStarted, Event
from ..engine.declarations import combination
from ..engine.moves import CLAIM, card_of, is_card, is_declaration, with_signal
from ..engine.record import DealRecord
from ..engine.rules import Rules
from ..engine.trick import trick_winner
from ..fonts import UI_FONT_FAMILY, load_fonts
from ..placeholders import fill
from ..session.setup import (
    BOT,
    DEFAULT_DECK,
    DEFAULT_LEVEL,
    HUMAN,
    GameSetup,
    SeatSetup,
    default_setup,
)
from ..storage.paths import data_dir
from ..storage.settings import AIDS, SPEEDS, Settings
from . import window_state
from .away_watch import AwayWatch
from .controller import NOBODY, THINK_MS, GameController
from .deck_import import add_deck, add_decks_from, remove_deck, tell_if_left_out
from .dialogs.about import AboutDialog
from .dialogs.base import shown
from .dialogs.deal_summary import HURRY, DealSummaryDialog
from .dialogs.keys_help import KeysDialog
from .dialogs.new_game import NewGameDialog
from .dialogs.preferences import PreferencesDialog
from .dialogs.rules_help import RulesHelpDialog
from .dialogs.score_sheet import ScoreSheetDialog
from .dialogs.winner import WinnerDialog
from .drops import dropped_decks, dropped_save
from .game_files import GameFiles
from .key_repeats import watch_key_releases
from .phrase import Phrase
from .retranslating import Retranslating
from .table.geometry import Table
from .table.model import TableModel
from .table.view import TableView
from .trick_review import TrickReviewDialog
from .words import (
    about,
    access_key,
    as_label,
    deck_title,
    declaration_name,
    hint_reason,
    is_you,
    kept_whole,
    leader_note_text,
    lettered,
    names_joined,
    plain,
    points,
    preset_title,
)

APP_TITLE = "Traversone Desktop"
"""The product name: the same in every language."""
CARD_SIZES = ((0.85, "Small"), (1.0, "Normal"), (1.2, "Large"), (1.4, "Extra large"))
DEMO_NAMES = ("Anna", "Nonna Pina", "Zio Gino", "Zia Rosa", "Cugino Beppe")
DEMO_PAUSE_MS = 2500
"""How long the demo shows a deal's result before dealing again."""


def with_standard(key: str, standard: QKeySequence.StandardKey) -> list[QKeySequence]:
    """``key`` on every system (the one the menus show and the README gives), then the
    system's own keys for ``standard``: Qt binds Quit to no key on Windows (Ctrl+Q did
    nothing there), nor Preferences on Windows or most Linux desktops, and on macOS help
    is ⌘? and full screen ⌃⌘F, not F1 and F11."""
    first = QKeySequence(key)
    return [first, *(k for k in QKeySequence.keyBindings(standard) if k != first)]


class MainWindow(Retranslating, QMainWindow):
    """Menus, the table, and the dialogs of a match."""

    demoFinished = Signal()
    """A headless demo played its deals (or the match ended)."""

    def __init__(self, settings: Settings, controller: GameController | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        load_fonts()
        watch_key_releases()  # so that a key held down is told from one pressed again
        font = QFont(self.font())
        font.setFamily(UI_FONT_FAMILY)
        self.setFont(font)
        self.settings = settings
        self.controller = controller if controller is not None else GameController(settings)
        self.table = TableView(self)
        self.table.setAcceptDrops(False)  # a save dropped on the table is the window's
        self.setCentralWidget(self.table)
        self.setAcceptDrops(True)
        self.setMinimumSize(900, 520)
        self.demo = False
        self.headless_deals: int | None = None
        """Headless demo: stop after this many deals (no dialogs, nothing to click)."""
        self._deals_seen = 0
        self._welcome_text = ""
        """The first turn's welcome while it is up (see :meth:`_welcome`)."""
        self._reminder_text = ""
        """This turn's reminder (see :meth:`_reminds`), once it has been up."""
        self._reminded: list[int] = []
        """What it reminded of: the claim, or the declarations a card would let go."""
        self._waiting = 0
        self._waiting_text = ""
        """How many unfinished matches wait for the next start, to be said at the next
        turn of a person (a save opened at start took their place), and that note."""
        self.summary: DealSummaryDialog | None = None
        self.result: WinnerDialog | None = None
        """The match's result while it is up."""
        self._scoring: DealRecord | None = None
        """The deal being scored on the felt, whose summary follows."""
        self.session_speed: str | None = None
        """--speed for this run only (the saved preference is left alone)."""
        self.hurrying = False
        """The bots play the rest of the match unseen (see :meth:`_hurry`)."""
        self._placed = False
        self._windowed = QByteArray()
        """The geometry before full screen: what the next start restores."""
        self.files = GameFiles(self.controller, settings, self)
        self.files.matchesWaiting.connect(self._matches_wait)
        # minimised, or gone to another program: whoever comes back to the window at a
        # family table must not find a hand face up, theirs or the next one
        self.away = AwayWatch(self, self.controller.step_away)
        self.sounds = SoundPlayer(data_dir() / "sounds", settings.sound())
        self._wire()
        self._build_menus()
        self._apply_settings()
        self.retranslate_ui()

    # -- wiring --------------------------------------------------------
    def _wire(self) -> None:
        c, t = self.controller, self.table
        c.matchStarted.connect(self._match_started)
        c.tableReset.connect(t.reset)
        c.tableTakenBack.connect(t.take_back)
        c.eventsReady.connect(t.play_events)
        c.eventsReady.connect(self._announce_leader)
        t.idle.connect(c.on_idle)
        c.seating.connect(t.set_seating)
        c.waitingChanged.connect(self._waiting_changed)
        c.turnChanged.connect(self._turn_changed)
        c.humanTurn.connect(self._human_turn)
        c.humanTurnOver.connect(self._human_turn_over)
        t.pass_screen.confirmed.connect(c.confirm_pass)
        c.prompt.connect(t.set_prompt)
        c.hintReady.connect(self._show_hint)
        c.dealOver.connect(self._deal_over)
        t.scoring.over.connect(self._scored)
        c.matchOver.connect(self._match_over)
        c.winnersSaid.connect(t.show_standing)
        c.practiceOver.connect(self._practice_over)
        c.undoAvailable.connect(lambda ok: self.act_undo.setEnabled(ok))
        c.botFailed.connect(t.show_toast)
        t.cardChosen.connect(self._card_chosen)
        t.holds_back = self._reminds
        t.soundCue.connect(lambda name: self.sounds.play(name))
        t.action_bar.moveChosen.connect(c.play)
        self.settings.changed.connect(self._setting_changed)

    def _action(self, menu: QMenu, slot: Callable[[], Any],
                shortcut: QKeySequence | QKeySequence.StandardKey | str = "",
                checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setMenuRole(QAction.MenuRole.NoRole)  # macOS: stays where it is put
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        m = self.menu_game
        self.act_new = self._action(m, self.new_game_dialog, "F2")
        self.act_rematch = self._action(m, self.start_default, "Ctrl+N")
        m.addSeparator()
        m.addActions([self.files.open_action, self.files.save_action])
        m.addSeparator()
        self.act_sheet = self._action(m, self.show_score_sheet, "Ctrl+T")
        self.act_stats = self._action(m, self.show_statistics)
        m.addSeparator()
        self.act_quit = self._action(m, self.close)
        self.act_quit.setShortcuts(with_standard("Ctrl+Q", QKeySequence.StandardKey.Quit))

        self.menu_play = bar.addMenu("")
        m = self.menu_play
        self.act_hint = self._action(m, self.controller.request_hint, "H")
        self.act_review = self._action(m, self.review_last_trick, "R")
        self.act_undo = self._action(m, self.controller.undo, QKeySequence.StandardKey.Undo)
        self.act_undo.setEnabled(False)
        m.addSeparator()
        self.menu_players = m.addMenu("")
        self.menu_players.aboutToShow.connect(self._fill_players_menu)

        self.menu_view = bar.addMenu("")
        self.menu_speed = self.menu_view.addMenu("")
        self.speed_actions = self._choice_menu(self.menu_speed, SPEEDS, self.settings.set_speed)
        self.menu_deck = self.menu_view.addMenu("")
        self.menu_deck.aboutToShow.connect(self._fill_deck_menu)
        self.deck_actions: dict[str, QAction] = {}
        self._fill_deck_menu()
        self.menu_size = self.menu_view.addMenu("")
        self.size_actions = self._choice_menu(self.menu_size, tuple(s for s, _ in CARD_SIZES),
                                              self.settings.set_card_scale)
        self.menu_size.addSeparator()
        self.act_larger = self._action(self.menu_size, partial(self._step_card_size, 1))
        self.act_larger.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn),
                                      QKeySequence("Ctrl+=")])  # + without Shift
        self.act_smaller = self._action(self.menu_size, partial(self._step_card_size, -1),
                                        QKeySequence.StandardKey.ZoomOut)
        self.menu_aids = self.menu_view.addMenu("")
        self.aid_actions: dict[str, QAction] = {}
        for name in AIDS:
            act = self._action(self.menu_aids, partial(self._toggle_aid, name), checkable=True)
            self.aid_actions[name] = act
        self.act_sound = self._action(
            self.menu_view, lambda: self.settings.set_sound(self.act_sound.isChecked()),
            checkable=True)
        self.act_full_screen = self._action(self.menu_view, self.toggle_full_screen,
                                            checkable=True)
        self.act_full_screen.setShortcuts(
            with_standard("F11", QKeySequence.StandardKey.FullScreen))
        self.menu_view.addSeparator()
        self.act_prefs = self._action(self.menu_view, self.show_preferences)
        self.act_prefs.setShortcuts(
            with_standard("Ctrl+,", QKeySequence.StandardKey.Preferences))

        self.menu_help = bar.addMenu("")
        self.act_rules = self._action(self.menu_help, self.show_rules)
        self.act_rules.setShortcuts(with_standard("F1", QKeySequence.StandardKey.HelpContents))
        self.act_keys = self._action(self.menu_help, self.show_keys)
        self.act_about = self._action(self.menu_help, self.show_about)
        # macOS moves these three to the application menu, in every language (its guess
        # from the words would move "Preferences…" and leave "Preferenze…" behind)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        for menu in (self.menu_game, self.menu_play, self.menu_view, self.menu_help):
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self._keys_to_table))

    def _keys_to_table(self) -> None:
        """A menu opened with Alt and closed with Esc left the menu bar holding the keys,
        shown by nothing: the arrows and Enter seemed dead at the table until a click.
        They are the table's again (Alt and a letter still open a menu)."""
        if QApplication.activePopupWidget() is None and \
                QApplication.focusWidget() is self.menuBar():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_deck_menu(self) -> None:
        """Every deck, imported ones included, then adding and removing the player's own."""
        self.menu_deck.clear()
        self.deck_actions = self._choice_menu(self.menu_deck, tuple(art.deck_names()),
                                              self.settings.set_deck)
        current = self.table.deck
        adding, removing = self.tr("&Add a deck…"), self.tr("&Remove “%1”…")
        titles = [deck_title(deck) for deck in self.deck_actions]
        for act, label in zip(self.deck_actions.values(),
                              lettered(titles, (access_key(adding), access_key(removing))),
                              strict=True):
            act.setText(label)
        if current in self.deck_actions:
            self.deck_actions[current].setChecked(True)
        self.menu_deck.addSeparator()
        self._action(self.menu_deck, lambda: add_deck(self, self.settings)).setText(adding)
        if is_user_deck(current):
            self._action(self.menu_deck,
                         lambda: remove_deck(self, self.settings, current)).setText(
                removing.replace("%1", as_label(deck_title(current))))

    def _choice_menu(self, menu: QMenu, values: tuple[Any, ...],
                     choose: Callable[[Any], None]) -> dict[Any, QAction]:
        group = QActionGroup(self)
        group.setExclusive(True)
        actions = {}
        for value in values:
            act = self._action(menu, partial(choose, value), checkable=True)
            group.addAction(act)
            actions[value] = act
        return actions

    # -- settings --------------------------------------------------------
    def set_session_speed(self, speed: str) -> None:
        """Animate at ``speed`` for this run without changing the saved preference."""
        self.session_speed = speed
        self._apply_settings()

    def speed(self) -> str:
        return self.session_speed or self.settings.speed()

    def _apply_settings(self) -> None:
        speed = "instant" if self.hurrying else self.speed()
        self.table.animator.set_speed(speed)
        self.controller.think_ms = THINK_MS[speed]
        self.speed_actions[self.speed()].setChecked(True)
        scale = self.settings.card_scale()
        nearest = min(self.size_actions, key=lambda s: abs(s - scale))
        self.size_actions[nearest].setChecked(True)
        self.act_larger.setEnabled(self._next_card_size(1) is not None)
        self.act_smaller.setEnabled(self._next_card_size(-1) is not None)
        self.table.set_card_scale(scale)
        for name, act in self.aid_actions.items():
            on = self.settings.flag(name)
            act.setChecked(on)
            if name in self.table.aids:
                self.table.set_aid(name, on)
        self._offer_hint()
        self.act_sound.setChecked(self.settings.sound())
        self.sounds.enabled = self.settings.sound()
        set_corner_indices(self.settings.corner_indices())

    def _next_card_size(self, step: int) -> float | None:
        """The next card size of the menu's, larger (``step`` 1) or smaller (-1), from
        the size the cards have (Preferences may have set one between them); None past
        the last."""
        scale = self.settings.card_scale()
        sizes = [s for s, _ in CARD_SIZES if (s - scale) * step > 0.01]
        return min(sizes, key=lambda s: abs(s - scale)) if sizes else None

    def _step_card_size(self, step: int) -> None:
        size = self._next_card_size(step)
        if size is not None:
            self.settings.set_card_scale(size)

    def _setting_changed(self, key: str) -> None:
        if key == "ui/speed":  # a speed chosen while the bots hurry: watch them at it
            self.session_speed = None
            if self.hurrying:
                self.hurrying = False
                self.table.set_prompt("")
        before = self.table.table()
        self._apply_settings()
        if key == "ui/card_scale":
            self._say_if_cards_full(before)
        if key == "ui/deck":
            self._show_deck(self.settings.deck())
        elif key == "ui/corner_indices":  # the table's own deck, drawn anew
            self._show_deck(self.table.deck)
        if key == "aids/allow_undo":
            self.controller.undoAvailable.emit(self.controller.can_undo())

    def _say_if_cards_full(self, before: Table) -> None:
        """A larger card size than the window holds (Large in a wide window, where the
        default already fills the table): the table says so, rather than seem to ignore
        the choice."""
        after = self.table.table()
        wanted = before.card_width * after.card_scale / before.card_scale
        if after.card_scale > before.card_scale and after.card_width < wanted - 1:
            self.table.show_toast(self.tr("The cards are as large as this window allows"))

    def _waiting_changed(self, state: str) -> None:
        self._offer_hint()
        if state in ("human", "pass"):  # a person joined the bots' match (Players): they
            self._stop_hurrying()  # play at their speed, and see each deal's summary

    def _offer_hint(self) -> None:
        """Hint is there while a person decides (and hints are offered); greyed at any
        other moment, so that H at a bot's turn does not look like a broken key."""
        self.act_hint.setEnabled(self.settings.flag("hints", True)
                                 and self.controller.waiting_for == "human")

    def _toggle_aid(self, name: str) -> None:
        self.settings.set_flag(name, self.aid_actions[name].isChecked())

    def _show_deck(self, deck: str) -> None:
        """Redraw the table in ``deck``, chosen anywhere (menu, Preferences, an import)."""
        self.table.set_deck(deck)
        if self.summary is not None:  # up beside the table, which it shows in its cards
            self.summary.set_deck(deck)
        if self.controller.setup is not None:
            self.controller.setup = replace(self.controller.setup, deck=deck)

    # -- starting matches --------------------------------------------------------
    def quick_setup(self, rules: Rules | None = None, level: str = DEFAULT_LEVEL,
                    seed: int | None = None) -> GameSetup:
        """One click: the last set-up, or you against three hard bots, on the deck the
        player chose last (in the new-game dialog or the View menu). What a command line
        asks for: ``rules`` with you, under the name you played as last, against bots of
        ``level``; ``seed`` deals the same cards each time."""
        last = self.settings.last_setup()
        if rules is None:
            setup = self.table_setup() or last or default_setup(self.tr("You"))
        else:
            you = next((s.name for s in last.seats if s.is_human), "") if last else ""
            setup = default_setup(you or self.tr("You"), rules, level)
        return replace(setup, seed=seed, deck=self.settings.deck())

    def table_setup(self) -> GameSetup | None:
        """The set-up of the match on the table (resumed, opened or named on the command
        line, not only chosen in New game), with anyone a bot plays for back in their seat:
        what New game and Rematch start from. None before a match or at a table of bots
        alone (a demo)."""
        setup = self.controller.setup
        if setup is None or not setup.people:
            return None
        return replace(setup, seats=tuple(replace(seat, kind=HUMAN, away=False) if seat.away
                                          else seat for seat in setup.seats))

    def start_default(self, setup: GameSetup | None = None) -> None:
        """A new match of ``setup``, or the quick game, once the match in progress may go."""
        if self.files.may_leave_match():
            self.controller.new_match(setup or self.quick_setup())

    def start_or_resume(self, setup: GameSetup | None = None, file: str | None = None) -> None:
        """At start: the match saved in ``file`` (named on the command line) or the
        unfinished match if the player wants it, else a new one of ``setup`` (a command
        line's) or the quick game."""
        tell_if_left_out(self.settings, self)
        if not self.files.startup(file) and self.isVisible():  # not closed meanwhile
            self.start_default(setup)

    def come_forward(self, file: str = "") -> None:
        """The game was started again while running (its icon clicked twice, or a save
        opened with it): this window, restored if minimised, in front, and whatever dialog
        is up over it; then the save's match, asked about as Open… asks."""
        if self.isMinimized():  # back as it was: maximised or full screen stay so
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.raise_()
        self.activateWindow()
        modal = QApplication.activeModalWidget()  # a question waiting: it keeps the keys
        if modal is not None:
            modal.raise_()
            modal.activateWindow()
        if file and not self.demo:
            self._open_when_answered(file)

    def _open_when_answered(self, file: str) -> None:
        """Open the save ``file`` once no question is up (the one up is answered first,
        and whatever it leads to has happened)."""
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog):
            modal.finished.connect(
                lambda *_: QTimer.singleShot(0, self, lambda: self._open_when_answered(file)),
                Qt.ConnectionType.SingleShotConnection)
        elif modal is None:
            self.files.open_path(file)

    # -- a save or a deck dropped on the window ----------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        mime = event.mimeData()
        if (dropped_save(mime) or dropped_decks(mime)) and not self.demo:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """A save file dragged from a file manager or a mail opens as Open… would; decks
        (each a .zip, a folder or the deck.json in it) are added as *Add a deck…* would,
        the last one chosen. After the drop is over: a question, or the bar counting the
        decks in, must not keep the program they came from waiting."""
        path, decks = dropped_save(event.mimeData()), dropped_decks(event.mimeData())
        if self.demo:
            return
        if path:
            QTimer.singleShot(0, self, lambda: self._open_when_answered(path))
        elif decks:
            QTimer.singleShot(0, self, lambda: add_decks_from(self, self.settings, decks))
        else:
            return
        event.acceptProposedAction()
        self.activateWindow()  # the keys, for the question that may come, are here now

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.settings, self, self.table_setup())
        dialog.addAction(self.act_quit)  # Ctrl+Q quits from it too, as from every dialog
        self.act_quit.triggered.connect(dialog.reject)  # and ends its own loop at once
        if shown(dialog) != QDialog.DialogCode.Accepted:
            return
        setup = dialog.setup()  # before the question below: the dialog is on its way out
        if self.files.may_leave_match():
            self.controller.new_match(setup)

    def start_demo(self, setup: GameSetup, deals: int | None) -> None:
        """Bots only; ``deals`` set: headless, no dialogs, stop after that many deals."""
        self.demo = True
        self.headless_deals = deals
        layout = self.layout()
        assert layout is not None  # a QMainWindow always has its own
        layout.activate()  # before the first show: deal at the window's size
        self.controller.new_match(setup)

    @staticmethod
    def demo_setup(rules: Any, seed: int | None, level: str = "medium",
                   deck: str = DEFAULT_DECK) -> GameSetup:
        seats = tuple(SeatSetup(DEMO_NAMES[i], BOT, level) for i in range(rules.players))
        return GameSetup(rules, seats, deck, seed=seed)

    def _turn_changed(self, seat: int) -> None:
        """A bot's turn shows on its plate as thinking dots, a bot that plays for a person
        handed over in mid-match (Players) as much as any."""
        self._know_bots()
        self.table.set_turn(seat, seat != NOBODY and not self.controller.is_human(seat))

    def _know_bots(self) -> None:
        setup = self.controller.setup
        if setup is not None:
            self.table.bots = frozenset(i for i, s in enumerate(setup.seats) if not s.is_human)
            self.table.stand_ins = frozenset(i for i, s in enumerate(setup.seats) if s.away)

    def _match_started(self, setup: GameSetup, model: TableModel) -> None:
        self._close_summary()
        self._stop_hurrying()
        self.table.set_deck(setup.deck)  # a registered deck: saves and settings admit no other
        self._fill_deck_menu()
        self.table.practice = self.controller.practice
        self.table.begin(model, self.controller.names(), setup.rules.definition,
                         setup.rules.teams)
        self.table.humans = frozenset(setup.humans)
        self._know_bots()
        self.table.action_bar.withdraw()
        self.retranslate_ui()
        if self.controller.practice:
            self.table.show_toast(self.tr("Practice deal: it does not count")
                                  if self._match_finished() else
                                  self.tr("Practice deal: it does not count, and your match "
                                          "waits for you"))

    def _match_finished(self) -> bool:
        """The match being played (in a practice deal, the one it came from) is over."""
        real = self.controller.real_match
        return real is not None and real[1].is_over

    def _practice_over(self) -> None:
        self.table.show_toast(self.tr("Practice deal over: back to the finished match")
                              if self._match_finished() else
                              self.tr("Practice deal over: back to your match"))

    def _announce_leader(self, events: list[Event]) -> None:
        """Say so when the first lead is not the rules' usual leader's (the 4 of coins was
        not dealt)."""
        setup = self.controller.setup
        for event in events:
            if isinstance(event, DealStarted) and event.leader_note and setup is not None:
                text = Phrase(partial(leader_note_text, event.leader_note,
                                      setup.seats[event.leader].name, setup.deck))
                if text:
                    self.table.show_toast(text)

    # -- turns --------------------------------------------------------
    def _human_turn(self, seat: int, legal: list[int], reasons: dict[int, str]) -> None:
        self.table.offer(sorted({card_of(m) for m in legal if is_card(m)}), reasons)
        self.table.action_bar.offer(legal)
        self.table.place_action_bar()
        self._welcome()
        if self._waiting:  # (a match was played here before: no welcome is up)
            self._waiting_text = self.tr("%n unfinished match(es) wait(s) for the next start",
                                         "", self._waiting)
            self._waiting = 0
            self.table.show_toast(self._waiting_text, held=True)  # until a card is played

    def _matches_wait(self, kept: int) -> None:
        self._waiting = kept

    def _human_turn_over(self) -> None:
        self.table.withdraw()
        self.table.action_bar.withdraw()
        for text in (self._welcome_text, self._waiting_text, self._reminder_text):
            self.table.take_down_toast(text)  # the reminder named cards of this hand
        self._reminder_text = ""  # (a turn offered again, in a new language, keeps it)

    def _welcome(self) -> None:
        """Until someone plays a card in this app for the first time, their turn also says
        where the rules are, and the hint: a newcomer is dealt a hand at once. Not in a
        practice deal, replayed from a match already on the table: its own line stays."""
        if (self.settings.welcomed() or self.controller.practice
                or self.controller.waiting_for != "human"):
            return
        key = self.act_rules.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        place = f"{plain(self.menu_help.title())} › {plain(self.act_rules.text())}"
        text = self.tr("Welcome! The rules are under %1.").replace(
            "%1", f"{place} ({key})" if key else place)
        if self.act_hint.isEnabled():  # the key kept on one line with the word after it
            hint = self.act_hint.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            text += " " + self.tr("%1 suggests a card.").replace("%1 ", "%1\u00a0").replace(
                "%1", hint)
        self._welcome_text = text
        self.table.show_toast(text, held=True)

    def _reminds(self, card: int) -> bool:
        """A card played while the claim is open (the other side may claim first, or end the
        hand ahead), or one that would let a declaration go, waits for a second choice, and
        the table says what it would cost: a newcomer's first card would otherwise throw
        away what they did not know they had. Once a turn, and one of the hints (Aids)."""
        if self._reminder_text or not self.settings.flag("hints"):
            return False
        claim = self.controller.claim_open()
        self._reminded = [CLAIM] if claim else self.controller.declarations_lost_by(card)
        if not self._reminded:
            return False
        self._show_reminder()
        return True

    def _show_reminder(self) -> None:
        if self._reminded == [CLAIM]:
            self._reminder_text = self.tr("You can call out now and win. The button is "
                                          "above your hand; play a card again to play on.")
        else:
            names = [kept_whole(declaration_name(m, self.table.deck)) for m in self._reminded]
            self._reminder_text = fill(
                self.tr("Not declared yet: %1 (%2). Declare above your hand, or play a card "
                        "again to give up the points."),
                names_joined(names), points(sum(combination(m).points for m in self._reminded)))
        self.table.show_toast(self._reminder_text, held=True, private=True)

    def _card_chosen(self, card: int) -> None:
        signal = self.table.action_bar.chosen_signal
        move = with_signal(card, signal) if signal else card
        if not self.controller.play(move):
            self.controller.play(card)

    def _show_hint(self, move: int) -> None:
        model = self.table.model
        if is_card(move) and model is not None:
            match = self.controller.match
            if match is None:
                return
            seat = self.table.bottom
            winner = trick_winner(model.trick)[0] if model.trick else seat
            partner_winning = winner != seat and model.side_of(winner) == model.side_of(seat)
            self.table.show_hint(card_of(move), hint_reason(
                card_of(move), model.hands[seat], model.trick,
                match.deal.phase == "discard", match.rules.definition, partner_winning))
        elif is_declaration(move):
            self.table.show_toast(self.tr("Hint: declare %1").replace(
                "%1", kept_whole(declaration_name(move, self.table.deck))), private=True)
        elif move == CLAIM:
            self.table.show_toast(self.tr("Hint: call out now"), private=True)

    # -- between deals --------------------------------------------------------
    def _deal_over(self, record: DealRecord) -> None:
        self._deals_seen += 1
        if self.headless_deals is not None:
            self.table.release_totals()  # no scoring on the felt
            if self._deals_seen >= self.headless_deals:
                self.table.idle.connect(self._finish_demo, Qt.ConnectionType.SingleShotConnection)
            self.controller.continue_play()
            return
        self._scoring = record
        self.table.scoring.play(record)

    def _scored(self) -> None:
        """The scoring on the felt is over (or skipped): the summary, or in the demo a
        pause before the next deal."""
        record, self._scoring = self._scoring, None
        if record is None or self.controller.waiting_for != "summary":
            return  # a new match or an undo came first
        if self.demo or self.hurrying:
            QTimer.singleShot(DEMO_PAUSE_MS if not self.table.animator.instant else 0,
                              self.controller, self.controller.continue_play)  # dies with it
            return
        self.summary = DealSummaryDialog(record, self.controller.names(), self, self.table.deck,
                                         can_hurry=self._nobody_plays_on(),
                                         first_time=self.controller.practised_deal)
        self.summary.finished.connect(self._summary_closed)
        self._present(self.summary, modal=False)

    def _summary_closed(self, result: int = 0) -> None:
        self.summary = None
        if result == HURRY:
            self._hurry()
        self.controller.continue_play()

    def _nobody_plays_on(self) -> bool:
        """Every person of the match is out of its next deal (eliminated, or not in a
        tie-break): what is left is the bots' to play."""
        setup, match = self.controller.setup, self.controller.match
        return (setup is not None and match is not None and not self.controller.practice
                and bool(setup.people) and not set(setup.people) & set(match.active))

    def _hurry(self) -> None:
        """The bots play the rest of the match at once: no animations, no pauses and no
        summaries, until the result shows (the table says so meanwhile)."""
        self.hurrying = True
        self._apply_settings()
        self._say_hurrying()

    def _say_hurrying(self) -> None:
        if self.hurrying:
            self.table.set_prompt(self.tr("The others play the rest of the match…"))

    def _stop_hurrying(self) -> None:
        """The match is over, or another takes its place: its animations come back."""
        if self.hurrying:
            self.hurrying = False
            self._apply_settings()

    def _close_summary(self) -> None:
        """Take down the summary and the result the match left up, unanswered: a new
        match, or the window closing, comes first."""
        if self.summary is not None:
            self.summary.finished.disconnect(self._summary_closed)
            self.summary.close()
            self.summary = None
        if self.result is not None:
            self.result.finished.disconnect(self._result_closed)
            self.result.close()
            self.result = None

    def _match_over(self, winners: tuple[int, ...]) -> None:
        setup = self.controller.setup
        if self.headless_deals is not None and setup is not None:
            if self._deals_seen >= self.headless_deals:
                self._finish_demo()
            else:  # the next match of a long headless demo
                seed = None if setup.seed is None else setup.seed + 1
                self.controller.new_match(replace(setup, seed=seed))
            return
        self._stop_hurrying()
        match = self.controller.match
        if match is None or self.controller.practice:
            return
        humans = set(setup.humans) if setup is not None else set()
        people_won = any(humans.intersection(match.sides[side]) for side in winners)
        if not self.table.animator.instant and people_won:
            self.sounds.play("win")
        dialog = WinnerDialog(match.records, self.controller.names(), tuple(winners),
                              [list(s) for s in match.sides], self,
                              confetti=people_won or not humans,
                              people=setup.people if setup is not None else ())
        dialog.newGameRequested.connect(self.new_game_dialog)
        dialog.scoreSheetRequested.connect(partial(self._score_sheet_over, dialog))
        self.result = dialog
        dialog.finished.connect(self._result_closed)
        self._present(dialog, modal=False)

    def _result_closed(self) -> None:
        self.result = None

    def _finish_demo(self) -> None:
        if self.headless_deals is None:
            return
        self.headless_deals = None
        self.controller.shutdown()
        self.demoFinished.emit()

    # -- menus' dialogs --------------------------------------------------------
    def _present(self, dialog: QDialog, modal: bool = True) -> None:
        """Open ``dialog`` over the table, Ctrl+Q quitting from it as from the window (the
        match kept as at any close). The match's own summary and result come up unasked
        at the end of every deal: they are not modal, or the window's close button would
        be dead while they are up. Each is deleted once closed: a long match's summaries
        would otherwise pile up, hidden, with their cards' pictures."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.addAction(self.act_quit)
        if modal:
            dialog.open()
        else:
            dialog.show()

    def show_score_sheet(self) -> None:
        self._score_sheet_over(self)

    def _score_sheet_over(self, screen: QWidget) -> None:
        """The score sheet, over ``screen``: closed, it gives the keys back to the screen
        it was opened from (the winner's, whose buttons the family has yet to choose)."""
        real = self.controller.real_match  # in a practice deal, the match that waits: the
        match = real[1] if real is not None else None  # deals it practises from are its
        log = match.records if match is not None else []
        dialog = ScoreSheetDialog(log, self.controller.names(), screen,
                                  match.rules if match is not None else None)
        dialog.replayRequested.connect(lambda i: self._replay(dialog, i))
        self._present(dialog)

    def _replay(self, sheet: QDialog, deal: int) -> None:
        sheet.accept()
        self.controller.replay_deal(deal)

    def show_statistics(self) -> None:
        self.files.show_statistics()
        if self.files.stats_window is not None:  # a window of its own: Ctrl+Q there too
            self.files.stats_window.addAction(self.act_quit)

    def review_last_trick(self) -> None:
        model = self.table.model
        if model is None or not model.last_trick:
            self.table.show_toast(Phrase(lambda: self.tr("No trick has been taken yet in "
                                                         "this deal")))
            return
        self._present(TrickReviewDialog(model.last_trick, self.controller.names(),
                                        self.table.deck, self, model.last_signal))

    def show_rules(self) -> None:
        setup = self.controller.setup
        dialog = RulesHelpDialog(setup.rules.variant if setup else "traversone", self,
                                 rules=setup.rules if setup else None,
                                 text_scale=self.settings.rules_text_scale())
        dialog.textScaleChanged.connect(self.settings.set_rules_text_scale)
        self._present(dialog)

    def show_preferences(self) -> None:
        self._present(PreferencesDialog(self.settings, self))

    def show_about(self) -> None:
        self._present(AboutDialog(self))

    def show_keys(self) -> None:
        self._present(KeysDialog([self.menu_game, self.menu_play, self.menu_view,
                                  self.menu_help], self))

    def _fill_players_menu(self) -> None:
        """One entry per seat: tick to let a bot play it (a child leaves the table)."""
        self.menu_players.clear()
        setup = self.controller.setup
        if setup is None:
            return
        yours, theirs = self.tr("A bot plays for you"), self.tr("A bot plays for %1")
        texts = [about(s.name, yours, theirs) for s in setup.seats]
        lead = theirs.find("%1")  # the letters are the names' ("you" is a name here)
        spans = [(lead, lead + len(s.name)) if not is_you(s.name)
                 else (lead if yours.startswith(theirs[:lead]) else 0, len(yours))
                 for s in setup.seats]
        for seat, (s, label) in enumerate(zip(setup.seats, lettered(texts, spans=spans),
                                              strict=True)):
            act = self.menu_players.addAction(label)
            act.setMenuRole(QAction.MenuRole.NoRole)  # a name is no menu's word
            act.setCheckable(True)
            act.setChecked(not s.is_human)
            act.triggered.connect(lambda on, i=seat: self._hand_seat(i, on))

    def _hand_seat(self, seat: int, to_bot: bool) -> None:
        """Players: a bot plays ``seat`` from now on (its person left the table), or its
        person is back. The plate's face says which at once, and the table says it too."""
        self.controller.set_seat(seat, BOT if to_bot else HUMAN)
        self._know_bots()
        self.table.furniture.refresh_plates()
        setup = self.controller.setup
        if to_bot and setup is not None:
            name = setup.seats[seat].name
            self.table.show_toast(Phrase(lambda: about(name, self.tr("A bot plays for you"),
                                                        self.tr("A bot plays for %1"))))

    # -- language --------------------------------------------------------
    def retranslate_ui(self) -> None:
        setup = self.controller.setup
        title = APP_TITLE
        if setup is not None:
            title = f"{preset_title(setup.rules.variant)} — {title}"
            if self.controller.practice:
                practice = self.tr("Practice deal")
                title = f"{practice} — {title}"
        self.setWindowTitle(title)
        self.menu_game.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_rematch.setText(self.tr("Re&match"))
        self.act_sheet.setText(self.tr("&Score sheet…"))
        self.act_stats.setText(self.tr("S&tatistics…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.menu_play.setTitle(self.tr("&Play"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_review.setText(self.tr("&Review last trick"))
        self.act_undo.setText(self.tr("&Undo my last card"))
        self.menu_players.setTitle(self.tr("&Players"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_speed.setTitle(self.tr("Ani&mation speed"))
        speeds = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"), "fast": self.tr("&Fast"),
                  "instant": self.tr("&Instant")}
        for speed, act in self.speed_actions.items():
            act.setText(speeds[speed])
        self.menu_deck.setTitle(self.tr("&Deck"))
        self._fill_deck_menu()
        self.act_sound.setText(self.tr("&Sounds"))
        self.menu_size.setTitle(self.tr("Card si&ze"))
        sizes = {"Small": self.tr("&Small"), "Normal": self.tr("&Normal"),
                 "Large": self.tr("&Large"), "Extra large": self.tr("&Extra large")}
        for scale, label in CARD_SIZES:
            self.size_actions[scale].setText(sizes[label])
        self.act_larger.setText(self.tr("&Bigger cards"))
        self.act_smaller.setText(self.tr("S&maller cards"))
        self.menu_aids.setTitle(self.tr("&Aids"))
        aids = {"show_points": self.tr("&Show points taken"),
                "highlight_legal": self.tr("&Highlight playable cards"),
                "hints": self.tr("Offer hi&nts"),
                "allow_undo": self.tr("Allow &undo (games against bots only)")}
        for name, act in self.aid_actions.items():
            act.setText(aids[name])
        self.act_full_screen.setText(self.tr("&Full screen"))
        self.act_prefs.setText(self.tr("&Preferences…"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules of this game"))
        self.act_keys.setText(self.tr("&Keys"))
        self.act_about.setText(self.tr("&About Traversone"))
        self._welcome()  # up in the language just left: again in this one
        if self._reminder_text and self.table.furniture.toast.text == self._reminder_text:
            self._show_reminder()  # so is a reminder
        self._say_hurrying()

    # -- the window on the screen --------------------------------------------------------
    def toggle_full_screen(self) -> None:
        if not self.isFullScreen():
            self._windowed = self.saveGeometry()
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.act_full_screen.setChecked(self.isFullScreen())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter at the table while the deal's summary is up beside it (the felt was
        clicked, so the keys come here) means what it means there: the next deal."""
        if self.summary is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not self.summary.moments.refuses(event):
                self.summary.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        if not self._placed and window_state.real_screen():
            self._placed = True
            window_state.restore(self)
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._placed:
            window_state.save(self, self._windowed if self.isFullScreen()
                              else self.saveGeometry())
        self._close_summary()  # answering it now would deal the next deal
        self.controller.shutdown()
        super().closeEvent(event)
