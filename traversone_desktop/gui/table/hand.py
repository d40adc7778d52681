"""The hand of the human looking at the table, while they choose a card.

It exists to keep the choice apart from the drawing and from the script: which cards
may be played and why the others may not, the keyboard focus and the pointer's hover,
the card that rises under either, the unplayable ones shown muted, the hint, and the
names and tooltips screen readers and the pointer find on the cards. Its motions (a card
rising or settling) are the animator's side motions, never part of a script, so they
never hold up the controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from ...placeholders import fill
from ..first_moments import FirstMoments
from ..words import card_spoken, kept_whole
from .card_item import CardItem
from .geometry import Pose, lowered, raised
from .layout import layout

if TYPE_CHECKING:
    from .view import TableView

LIFT_MS = 110
"""A hand card rising under the focus or the pointer, or settling back."""
_MOVE_KEYS: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
_PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def _hide_tooltip() -> None:
    """A card's tooltip (its name, why it cannot be played) goes with the choice, at once.
    Qt keeps it up while the pointer rests, seconds after the hand has turned face down,
    and ``QToolTip.hideText`` alone takes it down only a moment later."""
    QToolTip.hideText()
    for widget in QApplication.topLevelWidgets():
        if widget.windowType() == Qt.WindowType.ToolTip:  # Qt's own tooltip window
            widget.hide()


class Hand(QObject):
    """The bottom hand's choice: offered, focused, hovered, hinted, then taken back."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self.choices: set[int] | None = None
        """The cards that may be played now; None while no choice is open."""
        self.reasons: dict[int, str] = {}
        self.hint_reason = ""
        self.focus = -1
        """Index in :meth:`cards` of the card the keyboard is on (-1: none)."""
        app = QApplication.instance()
        if isinstance(app, QApplication):  # the ring leaves while Tab is on a button
            app.focusChanged.connect(self._focus_moved)
        self.hover: int | None = None
        self._shown = QElapsedTimer()
        """Started as the pass screen goes and this hand turns up for its player."""

    def cards(self) -> list[int]:
        v = self.view
        return v.model.hands[v.bottom] if v.model is not None else []

    # -- the choice ------------------------------------------------------------------
    def offer(self, legal_cards: list[int], reasons: dict[int, str]) -> None:
        """Let the bottom player pick one of ``legal_cards`` (others show their reason)."""
        self.choices = set(legal_cards)
        self.reasons = dict(reasons)
        self.focus = next((i for i, c in enumerate(self.cards()) if c in self.choices), 0)
        self.mark_choices()
        self.settle(animated=True)
        self.view.setFocus()
        prompt = self.view.furniture.prompt_text or self.tr("Your turn")
        self.view.announce(". ".join(filter(None, (prompt, self.trick_spoken(),
                                                   self.focused_name()))))

    def trick_spoken(self) -> str:
        """The cards of the trick so far, and whose, for whoever cannot see the felt:
        the plays were said one by one, maybe while the player was away ("" if none)."""
        view = self.view
        trick = view.model.trick if view.model is not None else []
        if not trick:
            return ""
        return fill(self.tr("On the table: %1"), ", ".join(
            fill(self.tr("%1 from %2", "a card of the trick, and who played it"),
                 card_spoken(view.deck, card), view.names[seat])
            for seat, card in trick))

    def withdraw(self) -> None:
        """No choice is open (anymore)."""
        self.choices = None
        self.hover = None
        self.focus = -1
        for item in self.view.card_items.values():
            item.set_marks()
        self.settle(animated=True)
        self.name_cards()
        self.view.furniture.take_down_private()
        _hide_tooltip()

    def show_hint(self, card: int, reason: str) -> None:
        """Mark the suggested card (dashed blue, unlike the gold focus) and say why."""
        items = self.view.card_items
        for c, item in items.items():
            item.set_marks(item.playable, item.focused, c == card)
        self.hint_reason = reason
        self.name_cards()
        if card in self.cards():
            moved = self.focus != self.cards().index(card)
            self.focus = self.cards().index(card)
            self.settle(animated=True)
            if moved and self.view.hasFocus() and not self.in_bar():
                self._tell_focus()  # the reader's cursor where the ring went, before the
                # hint is said: a focus change would cut the saying short
        self.view.show_toast(fill(self.tr("Hint: %1. %2"), kept_whole(items[card].name), reason),
                             private=True)

    def mark_choices(self) -> None:
        """The highlight aid: playable cards outlined, the others muted (if it is on). The
        focus and a hint keep their marks: any setting changed in mid-turn comes here."""
        hand = set(self.cards())
        highlight = self.view.aids["highlight_legal"]
        for card, item in self.view.card_items.items():
            playable = None
            if card in hand and self.choices is not None and highlight:
                playable = card in self.choices
            item.set_marks(playable, item.focused, item.hinted)
        self.name_cards()

    # -- what is said ------------------------------------------------------------------
    def spoken(self) -> list[CardItem]:
        """The cards a screen reader lists: the hand, while its faces show."""
        items = self.view.card_items
        return [items[c] for c in self.cards() if items[c].pose.face_up]

    def focused_name(self) -> str:
        """The spoken name of the card the keyboard is on, or ""."""
        hand = self.cards()
        return self.view.card_items[hand[self.focus]].name if 0 <= self.focus < len(hand) \
            else ""

    def name_cards(self) -> None:
        """Accessible names and tooltips: a card's name while it shows its face, and why it
        cannot be played when that is so; a face-down card says only that."""
        hidden = self.tr("Card, face down")
        hand = self.cards()
        for card, item in self.view.card_items.items():
            if item.pose.face_up:
                name = card_spoken(self.view.deck, card)
                reason = self.reasons.get(card) if self.choices is not None else None
                item.name = name
                if item.hinted:
                    reason = self.tr("Hint: %1").replace("%1", self.hint_reason)
                elif card in (self.choices or set()):
                    reason = None
                item.setToolTip(f"{name}\n{reason}" if reason else name)
            else:
                item.name = hidden
                item.setToolTip("")
            item.setAcceptHoverEvents(card in hand)

    # -- motion ------------------------------------------------------------------------
    def settle(self, animated: bool) -> None:
        """Lift the focused (or hovered) card of the hand; lower the others (muted ones a
        little below the rest)."""
        v = self.view
        if v.model is None:
            return
        t = v.table()
        hand = self.cards()
        poses = layout(v.model, t, v.bottom, v.open_seats)
        moves: list[tuple[CardItem, Pose]] = []
        for i, card in enumerate(hand):
            item = v.card_items[card]
            base = poses[card]
            focused = self.choices is not None and i == self.focus and not self.in_bar()
            up = focused or (self.choices is not None and card == self.hover
                             and card in self.choices)
            target = raised(t, base) if up else lowered(t, base) if item.playable is False \
                else base
            item.set_marks(item.playable, focused, item.hinted)
            if item.pose != target:
                moves.append((item, target))
        v.animator.now(moves, LIFT_MS if animated else 0)
        if 0 <= self.focus < len(hand) and self.choices is not None:
            v.setAccessibleDescription(
                f"{v.furniture.prompt_text} {self.focused_name()}".strip())

    def _focus_moved(self, _old: QWidget | None, _new: QWidget | None) -> None:
        if self.choices is not None:
            self.settle(animated=False)

    def in_bar(self) -> bool:
        """The keyboard is on a button above the hand (Tab reached a declaration, a
        signal or the claim): Enter is that button's, so no card shows the gold ring."""
        focus = QApplication.focusWidget()
        return focus is not None and self.view.action_bar.isAncestorOf(focus)

    # -- the pointer and the keys ---------------------------------------------------------
    def turned_up(self) -> None:
        """The pass screen has gone: the player who answered it sees their cards now."""
        self._shown.start()

    def just_shown(self) -> bool:
        """The hand turned up for its player a moment ago. A second Enter, or a click
        after the one that answered the pass screen, meant that screen: it would play a
        card its player has not yet seen (nothing takes a card back in the hot seat)."""
        return self._shown.isValid() and self._shown.elapsed() < FirstMoments.settle_ms

    def clicked(self, card: int) -> None:
        if self.choices is not None and card in self.cards() and not self.just_shown():
            self._activate(card)

    def hovered(self, card: int, on: bool) -> None:
        if self.choices is None:
            return
        self.hover = card if on else None
        self.settle(animated=True)

    def _tell_focus(self) -> None:
        """Screen readers: the focused card is the one under the keyboard now."""
        if QAccessible.isActive():
            item = self.view.card_items[self.cards()[self.focus]]
            QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))

    def key(self, key: int, repeated: bool = False) -> bool:
        """Left/Right move the focus, Enter or Space play the focused card, but not as a
        key held down repeats (at speed instant the next turn comes while it does) nor
        while the hand has only just been shown (:meth:`just_shown`); False for a key the
        hand does not take (or while no choice is open)."""
        hand = self.cards()
        if self.choices is None or not hand:
            return False
        if key in _MOVE_KEYS:
            self.focus = (max(self.focus, 0) + _MOVE_KEYS[key]) % len(hand)
            self.hover = None
            self.settle(animated=True)
            self.view.announce(self.focused_name())
            self._tell_focus()
            return True
        if key in _PLAY_KEYS:
            if 0 <= self.focus < len(hand) and not repeated and not self.just_shown():
                self._activate(hand[self.focus])
            return True
        return False

    def _activate(self, card: int) -> None:
        assert self.choices is not None
        if card in self.choices:
            if self.view.holds_back(card):
                return
            self.withdraw()
            self.view.cardChosen.emit(card)
        else:
            self.view.show_toast(self.reasons.get(
                card, self.tr("That card cannot be played now.")), private=True)
