"""The table as screen readers see it: a list of the cards in your hand, each by name.

Items of a graphics scene have no accessibility of their own, so Qt is given a factory:
the table answers as a list whose children are the face-up cards of the bottom hand,
named in the deck's own terms ("Asso di denari"), with the card under the keyboard as
the focused child. Plays, tricks and turns are spoken separately, as announcements.
(PySide's stubs say ``parent``/``child`` never return None; Qt returns null for "none",
hence the ``override`` ignores.)
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QGraphicsView

from .card_item import CardItem


class SpokenTable(Protocol):
    """What the list needs of the table view."""

    def spoken_hand(self) -> list[CardItem]: ...


def _view_of(item: CardItem) -> QGraphicsView | None:
    scene = item.scene()
    views = scene.views() if scene is not None else []
    return views[0] if views else None


class CardAccessible(QAccessibleObject):
    """One card of your hand: its name, why it cannot be played (if so), where it is."""

    def __init__(self, item: CardItem) -> None:
        super().__init__(item)
        self.item = item

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.item.name
        if kind == QAccessible.Text.Description:
            return self.item.toolTip()
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = self.item.focused
        state.disabled = self.item.playable is False
        return state

    def rect(self) -> QRect:
        view = _view_of(self.item)
        if view is None:
            return QRect()
        card = self.item.scene_card_rect()
        local = view.mapFromScene(card).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = _view_of(self.item)
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1


class TableAccessible(QAccessibleObject):
    """The table: its name and prompt, and the cards of your hand as its children."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view

    def _cards(self) -> list[CardItem]:
        table: SpokenTable = self.view  # type: ignore[assignment]
        return table.spoken_hand()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.view.accessibleName()
        if kind == QAccessible.Text.Description:
            return self.view.accessibleDescription()
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = self.view.hasFocus()
        state.invisible = not self.view.isVisible()
        return state

    def rect(self) -> QRect:
        return QRect(self.view.mapToGlobal(QPoint(0, 0)), self.view.size())

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        parent = self.view.parentWidget()
        return QAccessible.queryAccessibleInterface(parent) if parent is not None else None

    def childCount(self) -> int:
        return len(self._cards())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cards = self._cards()
        return QAccessible.queryAccessibleInterface(cards[index]) \
            if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        target = child.object()
        return next((i for i, item in enumerate(self._cards()) if item is target), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        card = next((item for item in self._cards() if item.focused), None)
        return QAccessible.queryAccessibleInterface(card) if card is not None else None


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, CardItem):
        return CardAccessible(obj)
    if isinstance(obj, QGraphicsView) and hasattr(obj, "spoken_hand"):
        return TableAccessible(obj)
    return None


_installed = False


def install() -> None:
    """Let Qt ask this module for the table's and the cards' accessibility (once)."""
    global _installed
    if not _installed:
        _installed = True
        QAccessible.installFactory(_factory)
