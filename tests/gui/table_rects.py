"""Where things really are on a laid-out table: card, plate and banner rectangles in scene
coordinates, for the tests that check nothing covers anything else."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from traversone_desktop.gui.table.geometry import card_box, raised
from traversone_desktop.gui.table.layout import layout
from traversone_desktop.gui.table.model import TableModel
from traversone_desktop.gui.table.plates import Banner
from traversone_desktop.gui.table.view import TableView

HAND_SIZES = {2: 10, 3: 13, 4: 10, 5: 8}
NAMES = ("Anna", "Nonna Pina", "Zio Gino", "Zia Rosa", "Cugino Beppe")


def dealt(players: int) -> TableModel:
    """Full hands just dealt: the stock (two players) or the discard (three) beside them."""
    model = TableModel(players, [[s] for s in range(players)])
    size = HAND_SIZES[players]
    cards = iter(range(40))
    model.hands = [sorted(next(cards) for _ in range(size)) for _ in range(players)]
    model.dealer = players - 1
    if players == 2:
        model.stock = 20
    if players == 3:
        model.discard = (2, next(cards))
    return model


def mid_deal(players: int, bottom_to_play: bool = False) -> TableModel:
    """A trick with every seat's card in it (every seat's but the bottom player's, who is
    to play last: ``bottom_to_play``), tricks taken, hands part played."""
    model = TableModel(players, [[s] for s in range(players)])
    cards = iter(range(40))
    model.trick = [(s, next(cards)) for s in range(players)][1 if bottom_to_play else 0:]
    model.piles = [[next(cards) for _ in range(3)] for _ in range(players)]
    left = (40 - 4 * players) // players
    model.hands = [sorted(next(cards) for _ in range(min(left, HAND_SIZES[players] - 1)))
                   for _ in range(players)]
    model.dealer = 0
    return model


def card_rects(view: TableView) -> list[tuple[str, QRectF]]:
    """Every shown card; a card of the looking human's hand with the room it takes when it
    rises (hover or keyboard focus)."""
    out = []
    assert view.model is not None
    t = view.table()
    hand = set(view.model.hands[view.bottom])
    poses = layout(view.model, t, view.bottom, view.open_seats)
    for card, item in view.card_items.items():
        if not item.isVisible():
            continue
        rect = item.scene_card_rect().adjusted(3, 3, -3, -3)  # the card, not its shadow
        if card in hand:
            left, top, right, foot = card_box(t, raised(t, poses[card]))
            rect = rect.united(QRectF(left, top, right - left, foot - top).adjusted(3, 3, -3, -3))
        out.append((f"card {card}", rect))
    return out


def furniture_rects(view: TableView) -> list[tuple[str, QRectF]]:
    """Plates and the banners that show text."""
    out = [(f"plate {seat}", plate.mapRectToScene(plate.rect()))
           for seat, plate in enumerate(view.furniture.plates) if plate.isVisible()]
    f = view.furniture
    for name, banner in (("prompt", f.prompt), ("toast", f.toast), ("badge", f.signal_badge),
                         ("caption", f.stock_caption)):
        if banner.isVisible():
            out.append((name, banner.mapRectToScene(banner.rect())))
    return out


def overlaps(view: TableView) -> list[tuple[str, str]]:
    """Pairs (card or banner, plate or banner) whose rectangles cross (by more than a pixel)."""
    found = []
    furniture = furniture_rects(view)
    for name, rect in card_rects(view):
        for other, frect in furniture:
            if rect.adjusted(1, 1, -1, -1).intersects(frect):
                found.append((name, other))
    for i, (name, rect) in enumerate(furniture):
        for other, frect in furniture[i + 1:]:
            if rect.adjusted(1, 1, -1, -1).intersects(frect):
                found.append((name, other))
    return found


def fill_banners(view: TableView, prompt: str) -> None:
    """Every banner up at once, with the longest texts the table shows: the signal badge
    at a table of four, the only one that plays with signals (partners' Traversone and
    Tressette)."""
    view.set_prompt(prompt)
    view.show_toast(view.tr("%1 leads with a signal: %2").replace("%1", NAMES[-1])
                    .replace("%2", "Striscio"))
    if view.model is not None and view.model.seats == 4:
        view.furniture.set_badge(f"Striscio ({NAMES[-1]})")


def clipped(banner: Banner) -> bool:
    """The banner's text, laid out as it is drawn, needs more room than its pill has."""
    drawn = QFontMetricsF(banner.font()).boundingRect(banner.text_rect(), banner.flags,
                                                      banner.drawn)
    return not banner.rect().adjusted(-0.5, -0.5, 0.5, 0.5).contains(drawn)


def clipped_banners(view: TableView) -> list[str]:
    """The shown banners whose text would be cut."""
    f = view.furniture
    return [b.text for b in (f.prompt, f.toast, f.signal_badge, f.stock_caption)
            if b.isVisible() and clipped(b)]


def scoring_overlaps(view: TableView) -> list[tuple[str, str]]:
    """After the scoring: pairs of things that cross (by more than a pixel) among each
    seat's opened pile, the cards left in the piles, the plates and the counts; or a thing
    that leaves the table."""
    fanned = {card: seat for seat, cards in view.scoring.fans.items() for card in cards}
    things: list[tuple[str, QRectF]] = []
    for card, item in view.card_items.items():
        if item.isVisible():
            name = f"fan {fanned[card]}" if card in fanned else f"pile card {card}"
            things.append((name, item.scene_card_rect().adjusted(3, 3, -3, -3)))
    things += [(name, rect) for name, rect in furniture_rects(view) if name.startswith("plate")]
    things += [(f"count {seat}", label.mapRectToScene(label.rect()))
               for seat, label in view.scoring.labels.items()
               if label.isVisible() and label.opacity() > 0]
    table = view.sceneRect()
    found = [(name, "off the table") for name, rect in things
             if not table.adjusted(-1, -1, 1, 1).contains(rect)]
    piles = [name.startswith("pile") for name, _ in things]
    for i, (name, rect) in enumerate(things):
        found += [(name, other) for j, (other, orect) in enumerate(things[i + 1:], i + 1)
                  if name != other and not (piles[i] and piles[j])
                  and rect.adjusted(1, 1, -1, -1).intersects(orect)]
    return found
