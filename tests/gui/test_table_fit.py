"""Nothing on the table covers anything else: at every card size, table size and window
size, no card lies over a name plate or a banner, no banner over a plate, and every
banner's text fits in it as it is drawn."""

from __future__ import annotations

import math
from itertools import combinations, product

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QTextLayout, QTextOption
from pytestqt.qtbot import QtBot

from traversone_desktop import art
from traversone_desktop.engine.games import GAMES
from traversone_desktop.engine.moves import CLAIM, DECLARE_BASE
from traversone_desktop.gui.table.geometry import (
    BANNER_PADDING,
    PILE_DEPTH,
    PLATE_READABLE,
    PLATE_SIZE,
    STOCK_DEPTH,
    Box,
    Table,
    card_box,
    hand_poses,
    pile_poses,
    plate_centre,
    stock_pose,
)
from traversone_desktop.gui.table.model import TableModel
from traversone_desktop.gui.table.plates import LINE_SIZE, Banner, ui_font
from traversone_desktop.gui.table.view import TableView
from traversone_desktop.storage.settings import Settings

from .table_rects import NAMES, clipped, clipped_banners, dealt, fill_banners, mid_deal, overlaps

CARD_SCALES = (0.85, 1.0, 1.2, 1.4)
WIDE = ((784, 470), (784, 552), (853, 500), (900, 520), (960, 500), (1024, 520), (900, 600),
        (1024, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440))
"""From the smallest window the table is laid out for (``window_state.SMALLEST``: the
window gives way to it from its usual smallest, 900×520, on a screen that cannot hold that,
such as 1280×800 at 150 %, 1920×1080 at 200 % with a taskbar or an 800×600 screen) to a
large monitor."""
TALL = ((960, 1040), (1280, 1400), (1080, 1850))
"""Windows taller than wide: snapped to half of a 1920×1080 or a 2560×1440 screen (Windows'
Win+←, a tiling desktop), and a monitor turned upright."""
SQUARE = ((1000, 750), (1280, 1024))
"""Squarer windows, on an office's old monitors (4:3 and 5:4): the trick's centre lies
lower beside the side seats' plates."""
WINDOWS = WIDE + SQUARE + TALL
MENU_BAR = 30
"""The table is the window less its menu bar."""


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.show()
    return table


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("scale", CARD_SCALES)
def test_no_card_covers_a_plate_or_a_banner(view: TableView, players: int,
                                            scale: float) -> None:
    view.set_card_scale(scale)
    found = []
    for w, h in WINDOWS:
        view.resize(w, h - MENU_BAR)
        # The prompt shows only while the bottom player chooses: their place in the
        # trick is empty then.
        prompt = view.tr("%1, your turn: play a card").replace("%1", NAMES[4])
        for model, shown in ((dealt(players), prompt), (mid_deal(players, True), prompt),
                             (mid_deal(players), "")):
            view.begin(model, list(NAMES[:players]), GAMES["traversone"], False)
            view.reset(model)
            fill_banners(view, shown)
            found += [(w, h, *pair) for pair in overlaps(view)]
            found += [(w, h, "cut", text) for text in clipped_banners(view)]
    assert not found, f"{len(found)} overlaps, first {found[:5]}"


def gap_between(a: QRectF, b: QRectF) -> float:
    """How far apart two rectangles are (0 where they touch or cross)."""
    return math.hypot(max(0.0, a.left() - b.right(), b.left() - a.right()),
                      max(0.0, a.top() - b.bottom(), b.top() - a.bottom()))


def seat_places(view: TableView, seat: int) -> list[QRectF]:
    """Where ``seat`` shows on the table: its plate, its hand, its pile, its card in the
    trick."""
    m = view.model
    assert m is not None
    plate = view.furniture.plates[seat]
    cards = [*m.hands[seat], *m.piles[seat], *(c for s, c in m.trick if s == seat)]
    return [plate.mapRectToScene(plate.rect()),
            *(view.card_items[c].scene_card_rect() for c in cards)]


def nearest_players(view: TableView, rect: QRectF) -> set[int]:
    """The seats whose card, hand, pile or plate lies nearest ``rect`` (all of them, if
    two lie as near)."""
    assert view.model is not None
    gaps = {seat: min(gap_between(rect, place) for place in seat_places(view, seat))
            for seat in range(view.model.seats)}
    return {seat for seat, gap in gaps.items() if gap <= min(gaps.values()) + 0.5}


@pytest.mark.parametrize("scale", CARD_SCALES)
def test_a_signal_badge_stands_by_its_giver(view: TableView, scale: float) -> None:
    """Partners lead with signals. The badge stood in one room, just above the right
    seat's plate, and read as that player's whoever gave it. It stands by the giver's
    card in the trick, or as near as the table allows: nearer the giver's card, hand,
    pile or plate than any other player's, covering no card, plate or banner, at every
    window and card size, whoever gave it."""
    view.set_card_scale(scale)
    found, astray = [], []
    for w, h in WINDOWS:
        view.resize(w, h - MENU_BAR)
        prompt = view.tr("%1, your turn: play a card").replace("%1", NAMES[4])
        for model, shown in ((mid_deal(4, True), prompt), (mid_deal(4), "")):
            view.begin(model, list(NAMES[:4]), GAMES["traversone"], True)
            view.reset(model)
            fill_banners(view, shown)
            for leader, _ in model.trick:
                view.furniture.set_badge(f"Striscio ({NAMES[leader]})", leader)
                found += [(w, h, leader, *pair) for pair in overlaps(view)]
                found += [(w, h, leader, "cut", text) for text in clipped_banners(view)]
                badge = view.furniture.signal_badge.mapRectToScene(
                    view.furniture.signal_badge.rect())
                if leader not in nearest_players(view, badge):
                    astray.append((w, h, leader))
    assert not found, f"{len(found)} overlaps, first {found[:5]}"
    assert not astray, f"{len(astray)} badges nearer another player, first {astray[:5]}"


@pytest.mark.parametrize("scale", CARD_SCALES)
def test_a_signal_badge_and_the_action_bar_keep_apart(view: TableView, scale: float) -> None:
    """Tressette: a partner or an opponent led with a signal, and at the bottom player's
    turn the bar offers declarations and the call out. The badge, beside the giver's
    card, stood where the bar then came up: it makes way for the bar, and still stands
    nearest the giver unless the bar covers the giver's own plate (the two smallest
    windows, where the bar lies over the trick itself)."""
    view.set_card_scale(scale)
    found = []
    for w, h in WINDOWS:
        view.resize(w, h - MENU_BAR)
        model = mid_deal(4, True)
        view.begin(model, list(NAMES[:4]), GAMES["tressette"], True)
        view.reset(model)
        fill_banners(view, view.tr("%1, your turn: play a card").replace("%1", NAMES[4]))
        for leader, _ in model.trick:
            view.action_bar.withdraw()
            view.furniture.set_badge(f"Striscio ({NAMES[leader]})", leader)
            view.action_bar.offer([5, 6, DECLARE_BASE, DECLARE_BASE + 1, CLAIM])
            view.place_action_bar()
            bar = QRectF(view.mapToScene(view.action_bar.geometry()).boundingRect())
            badge = view.furniture.signal_badge.mapRectToScene(
                view.furniture.signal_badge.rect())
            if bar.adjusted(1, 1, -1, -1).intersects(badge):
                found.append((w, h, leader, "under the bar"))
            plate = view.furniture.plates[leader]
            if (leader not in nearest_players(view, badge)
                    and not bar.intersects(plate.mapRectToScene(plate.rect()))):
                found.append((w, h, leader, "nearer another player"))
    assert not found, f"{len(found)} badges astray, first {found[:5]}"


HAND_SHARE = 0.27
"""A commercial table's hand is 28–30% of its height; ours at least this."""


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("scale", [s for s in CARD_SCALES if s >= 1.0])
def test_the_hand_is_large_at_every_supported_window(view: TableView, players: int,
                                                     scale: float) -> None:
    """From 1024×600 to 2560×1440, at the default card size or larger, the looking
    player's cards are at least 27% as tall as the table (a tall window's width holds
    them less: see the next test)."""
    view.set_card_scale(scale)
    view.begin(dealt(players), list(NAMES[:players]), GAMES["traversone"], False)
    small = []
    for w, h in WIDE:
        if w < 1024:
            continue
        view.resize(w, h - MENU_BAR)
        share = view.table().card_height / view.table().height
        if share < HAND_SHARE:
            small.append((w, h, round(share, 3)))
    assert not small, small


ASPECTS = sorted({art.get_deck(deck).aspect for deck in art.deck_names()})
"""Every deck's card shape, from the widest cards to the tallest."""


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_window_taller_than_wide_deals_cards_as_big_as_its_width_holds(
        players: int) -> None:
    """Three players in a window snapped to half a wide screen had cards a third of the
    size its width holds (50 pixels wide in 960×1040): the announcements' room above the
    trick ran into the side seats' plates at every larger size. Now the cards are the
    size the table's width and height give them, as in a wide window; five seats in a row
    need a little more of the width."""
    least = 0.8 if players == 5 else 0.95
    small = []
    for (w, h), aspect in product(TALL, ASPECTS):
        fitted = Table(w, h - MENU_BAR, players, aspect).card_width
        wanted = Table(w, h - MENU_BAR, players, aspect, fit=False).card_width
        if fitted < least * wanted:
            small.append((w, h, aspect, round(fitted), round(wanted)))
    assert not small, small


@pytest.mark.parametrize("players", [3, 4, 5])
def test_larger_cards_in_a_tall_window_leave_the_names_readable(players: int) -> None:
    """Large cards in a window taller than wide squeeze the side seats' plates between
    their hands and the trick; with three players Extra large left them a quarter of their
    size (82 pixels wide for "Nonna Pina" and her total). The cards stop growing before a
    plate has less than 60% of its size."""
    squeezed = []
    for (w, h), scale, aspect in product(TALL, CARD_SCALES, (ASPECTS[0], ASPECTS[-1])):
        t = Table(w, h - MENU_BAR, players, aspect, scale)
        share = t.plate_size[0] / (PLATE_SIZE[0] * t.ui_scale)
        if share < 0.6:
            squeezed.append((w, h, scale, aspect, round(share, 2)))
    assert not squeezed, squeezed


def test_five_players_plates_read_well_in_a_window_about_as_tall_as_wide() -> None:
    """Five at a table snapped to half a wide screen, or on a monitor turned upright: the
    trick laid across the table left the side seats' plates little more than half their
    size (124 pixels wide for "Cugino Toni" and his total in 960×1040, text nine pixels
    high). The trick goes down the middle there: at the default card size every plate keeps
    three quarters of its reference width, for every deck's shape, and the cards at least
    nine tenths of their size with the trick across (most grow). A wide window, whose plates
    have the room, keeps the trick across it."""
    small = []
    for (w, h), aspect in product(TALL, ASPECTS):
        t = Table(w, h - MENU_BAR, 5, aspect)
        across = Table(w, h - MENU_BAR, 5, aspect, trick_shape="wide")
        if t.plate_size[0] < PLATE_SIZE[0] * 0.75 \
                or t.card_width < 0.9 * across.card_width:
            small.append((w, h, aspect, round(t.plate_size[0]), round(t.card_width)))
    assert not small, small
    assert {Table(w, h - MENU_BAR, 5, aspect).trick_form
            for (w, h), aspect in product(WIDE, ASPECTS) if w >= 1024} == {"wide"}


def test_five_players_side_plates_keep_their_score_row_readable() -> None:
    """Five players' trick across the table squeezes the side seats' plates between it and
    their hands: at 900×600 they were 123 pixels wide, their score row 8 pixels high,
    smaller than at 900×520, for cards a tenth larger. The cards give way first: in every
    window, at every card size and deck shape, a side seat's score row stands 10 pixels
    high at least, or four fifths as high as the cards' own scale makes it (a plate that
    share of its size reads well), where that is less: the smallest windows."""
    small = []
    for (w, h), scale, aspect in product(WINDOWS, CARD_SCALES, ASPECTS):
        t = Table(w, h - MENU_BAR, 5, aspect, scale)
        wanted = min(10.0, PLATE_SIZE[1] * PLATE_READABLE * LINE_SIZE * t.ui_scale)
        if t.plate_size[1] * LINE_SIZE < wanted - 0.05:
            small.append((w, h, scale, aspect, round(t.plate_size[1] * LINE_SIZE, 1)))
    assert not small, small


def test_four_players_trick_forms_cost_neither_the_cards_nor_the_names() -> None:
    """Four players' trick turns like a pinwheel in every window as wide as a 16:10
    screen's or wider, for the widest and the tallest deck's cards at every size, and stands
    as a tall cross in a window taller than wide at the default size; where either would
    take room from the cards, or from the side seats' plates below what reads well (a 4:3 or
    5:4 window), the trick keeps to a plain cross."""
    worse = []
    for (w, h), scale, aspect in product(WINDOWS, CARD_SCALES, (ASPECTS[0], ASPECTS[-1])):
        t = Table(w, h - MENU_BAR, 4, aspect, scale)
        cross = Table(w, h - MENU_BAR, 4, aspect, scale, trick_shape="cross")
        readable = min(cross.plate_size[0], PLATE_SIZE[0] * PLATE_READABLE * t.ui_scale)
        if t.card_width < cross.card_width or t.plate_size[0] < readable:
            worse.append((w, h, scale, aspect, t.trick_form))
    assert not worse, worse
    assert {Table(w, h - MENU_BAR, 4, aspect, scale).trick_form
            for (w, h), scale, aspect in product(WIDE, CARD_SCALES, (ASPECTS[0], ASPECTS[-1]))
            if w / h >= 1.6} == {"pinwheel"}
    assert {Table(w, h - MENU_BAR, 4, aspect).trick_form
            for (w, h), aspect in product(TALL, ASPECTS)} == {"tall"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_plate_lies_inside_the_tables_margin(players: int) -> None:
    """A top seat's plate stands beside its hand, away from the middle: grown with large
    cards in a window taller than wide (two players at Extra large, five with the trick down
    the middle), it hung over the felt's border, a few pixels from the window's edge."""
    out = []
    for (w, h), scale, aspect in product(WINDOWS, CARD_SCALES, (ASPECTS[0], ASPECTS[-1])):
        t = Table(w, h - MENU_BAR, players, aspect, scale)
        pw, ph = t.plate_size
        for seat in range(players):
            x, y = plate_centre(t, seat, 0)
            if not (t.margin - 0.5 <= x - pw / 2 and x + pw / 2 <= t.width - t.margin + 0.5
                    and t.margin - 0.5 <= y - ph / 2 and y + ph / 2 <= t.height - t.margin + 0.5):
                out.append((w, h, scale, aspect, seat))
    assert not out, out


def crosses(a: Box, b: Box) -> bool:
    """Two rectangles cover each other by more than a pixel."""
    return a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_taken_pile_stays_in_view(players: int) -> None:
    """A side seat's pile stood below its plate tall enough to reach behind the end of your
    hand (four players, every window): each pile, grown as thick as it gets, and the
    discard or stock lie clear of your full hand and of each other, at every window and card
    size and for the widest and the tallest cards."""
    found = []
    for (w, h), scale, aspect in product(WINDOWS, CARD_SCALES, (ASPECTS[0], ASPECTS[-1])):
        t = Table(w, h - MENU_BAR, players, aspect, scale)
        hand = [card_box(t, p) for p in hand_poses(t, 0, 0, 40 // players, True)]
        heaps = [[card_box(t, p) for p in pile_poses(t, seat, 0, PILE_DEPTH + 1)]
                 for seat in range(players)]
        if players <= 3:  # two players' stock, or three players' one discard
            depth = STOCK_DEPTH if players == 2 else 0
            heaps.append([card_box(t, stock_pose(t, i)) for i in range(depth + 1)])
        for i, heap in enumerate(heaps):
            others = [box for other in [hand, *heaps[i + 1:]] for box in other]
            found += [(w, h, scale, aspect, i) for a in heap for b in others if crosses(a, b)]
    assert not found, f"{len(found)} overlaps, first {found[:5]}"


@pytest.mark.parametrize("seats", [4, 5])
@pytest.mark.parametrize("scale", CARD_SCALES)
def test_the_last_few_at_a_bigger_table_see_their_discard_or_stock_clear(
        view: TableView, seats: int, scale: float) -> None:
    """Ciapanò after eliminations: three play on at a table of four or five, and the
    dealer's discard lies face down with its caption; or two, with the stock. Neither
    covers a plate (an eliminated seat's included), a hand, a pile, the trick, the prompt
    or an announcement, whichever seats are out, at every window and card size."""
    view.set_card_scale(scale)
    found = []
    for left, out in [(n, out) for n in (3, 2)
                      for out in combinations(range(1, seats), seats - n)]:
        active = tuple(s for s in range(seats) if s not in out)
        size = 13 if left == 3 else 10
        for just_dealt in (True, False):
            model = TableModel(seats, [[s] for s in range(seats)], active=active,
                               eliminated=set(out))
            cards = iter(range(40))
            if left == 3:
                model.discard = (active[-1], next(cards))
            else:
                model.stock = 20 if just_dealt else 12
            model.dealer = active[-1]
            if not just_dealt:
                model.trick = [(s, next(cards)) for s in active[1:]]
                model.piles = [[next(cards) for _ in range(3)] if s in active else []
                               for s in range(seats)]
            model.hands = [sorted(next(cards) for _ in range(size if just_dealt else 9))
                           if s in active else [] for s in range(seats)]
            for w, h in WINDOWS:
                view.resize(w, h - MENU_BAR)
                view.begin(model, list(NAMES[:seats]), GAMES["traversone"], False)
                view.reset(model)
                fill_banners(view, view.tr("%1, your turn: play a card").replace(
                    "%1", NAMES[4]))
                view.furniture.set_badge("")  # no signals without partners
                assert view.furniture.stock_caption.isVisible()
                found += [(w, h, out, *pair) for pair in overlaps(view)]
                found += [(w, h, out, "cut", text) for text in clipped_banners(view)]
    assert not found, f"{len(found)} overlaps, first {found[:5]}"


@pytest.mark.parametrize("seats", [4, 5])
@pytest.mark.parametrize("scale", CARD_SCALES)
def test_with_the_top_seats_out_the_news_stands_over_the_middle(view: TableView, seats: int,
                                                                 scale: float) -> None:
    """Ciapanò for four or five with the seats at the top out: their hands are empty and no
    card of theirs comes to the trick. A trick's news naming its three cards stands centred
    above the trick in two lines at most, covering nothing, where it used to stand left of
    the trick (at five, in a tower of three or four lines) under a bare top middle."""
    view.set_card_scale(scale)
    out = {2} if seats == 4 else {2, 3}
    active = tuple(s for s in range(seats) if s not in out)
    model = TableModel(seats, [[s] for s in range(seats)], active=active, eliminated=out)
    cards = iter(range(40))
    model.discard = (active[-1], next(cards))
    model.dealer = active[-1]
    model.trick = [(s, next(cards)) for s in active[1:]]
    model.piles = [[next(cards) for _ in range(3)] if s in active else []
                   for s in range(seats)]
    model.hands = [sorted(next(cards) for _ in range(9)) if s in active else []
                   for s in range(seats)]
    news = view.tr("%1 takes the trick: %2").replace("%1", NAMES[4]).replace(
        "%2", "Cavallo di bastoni, Asso di denari, Fante di coppe")
    found = []
    for w, h in WINDOWS:
        view.resize(w, h - MENU_BAR)
        view.begin(model, list(NAMES[:seats]), GAMES["traversone"], False)
        view.reset(model)
        view.set_prompt(view.tr("%1, your turn: play a card").replace("%1", NAMES[0]))
        view.show_toast(news)
        toast = view.furniture.toast.mapRectToScene(view.furniture.toast.rect())
        font = view.furniture.toast.font()
        text_height = toast.height() - font.pixelSize() * BANNER_PADDING
        lines = round(text_height / QFontMetricsF(font).lineSpacing())
        if abs(toast.center().x() - view.table().width / 2) > 1 or lines > 2:
            found.append((w, h, "placed", toast))
        found += [(w, h, *pair) for pair in overlaps(view)]
        found += [(w, h, "cut", text) for text in clipped_banners(view)]
    assert not found, f"{len(found)} misplaced or overlapping, first {found[:5]}"


def drawn_lines(banner: Banner) -> list[float]:
    """The widths of the banner's lines, wrapped as it draws them."""
    layout = QTextLayout(banner.drawn, banner.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    widths = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(banner.text_rect().width())
        widths.append(line.naturalTextWidth())
    layout.endLayout()
    return widths


@pytest.mark.parametrize("share", [0.97, 0.8, 0.6, 0.45, 0.3])
def test_a_wrapped_banner_breaks_into_even_lines(qtbot: QtBot, share: float) -> None:
    """An announcement too long for its room wraps into lines of about even length, in
    as few lines as before, not a full line over a lone last word ("… H suggests a /
    card."), and as drawn it still fits its pill."""
    banner = Banner()
    text = "Welcome! The rules are in Help › Rules of this game (F1). H suggests a card."
    px = 20.0
    metrics = QFontMetricsF(ui_font(px, bold=True))
    room = metrics.horizontalAdvance(text) * share + px * 1.4 + 2
    banner.set_text(text, px, room)
    lines = drawn_lines(banner)
    crammed = metrics.boundingRect(QRectF(0, 0, room - px * 1.4 - 2, 1e6),
                                   int(Qt.TextFlag.TextWordWrap), text)
    assert len(lines) == round(crammed.height() / metrics.lineSpacing())
    assert len(lines) >= 2
    assert min(lines) >= 0.6 * max(lines), lines
    assert banner.rect().width() <= room
    assert not clipped(banner)
