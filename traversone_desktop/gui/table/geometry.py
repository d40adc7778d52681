"""Where everything sits on the table, as pure functions of (players, seat, window size).

No Qt here and no widget state: the table asks these functions for every position, so the
layout is the same after a resize, a seat rotation (hot-seat) or a resumed match, and it
can be tested without a display.

Screen coordinates: x to the right, y down, the origin at the table's top-left corner.
Seats run anticlockwise seen from above: the seat after the bottom player sits on their
right, which is the screen's right side; then the top, then the left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Final

Edge = str
"""One of "bottom", "right", "top", "left": the side of the table a seat sits at."""

PLACES: Final[dict[int, tuple[tuple[Edge, float], ...]]] = {
    2: (("bottom", 0.0), ("top", 0.0)),
    3: (("bottom", 0.0), ("right", 0.0), ("left", 0.0)),
    4: (("bottom", 0.0), ("right", 0.0), ("top", 0.0), ("left", 0.0)),
    5: (("bottom", 0.0), ("right", 0.1), ("top", 0.42), ("top", -0.42), ("left", 0.1)),
}
"""Per table size, each place's edge and its offset along the edge (-1 … 1 of the half
length; positive is toward the screen's right or bottom), in anticlockwise order from the
bottom player."""

EDGE_ROTATION: Final = {"bottom": 0.0, "right": -90.0, "top": 180.0, "left": 90.0}
"""Card rotation (degrees, clockwise on screen) for a hand held at each edge: cards face
the centre of the table."""

MARGIN_RATIO: Final = 0.018
HAND_HEIGHT_RATIO: Final = 0.205
"""The bottom hand's card height as a share of the table's height."""
MAX_WIDTH_RATIO: Final = 0.088
"""…and its card width at most this share of the table's width."""
OPPONENT_SCALE: Final = 0.56
PILE_SCALE: Final = 0.42
PILE_STEP: Final = 0.7
PILE_DEPTH: Final = 16
"""A taken pile grows by ``PILE_STEP`` pixels a card, up and outward, for its first
``PILE_DEPTH`` cards: a stack that visibly thickens as the tricks come in."""
TRICK_SCALE: Final = 0.92
HAND_SPAN_RATIO: Final = 0.62
"""The bottom hand may spread over this share of the table's width."""
OPPONENT_SPAN_RATIO: Final = 0.34
PLATE_SIZE: Final = (178.0, 56.0)
"""Name plate size at the reference card width, scaled with the cards."""
REFERENCE_CARD_WIDTH: Final = 96.0
RAISE_RATIO: Final = 0.16
"""How far a focused or hovered card of the bottom hand rises, as a share of its height."""
PROMPT_PX: Final = 17.0
TOAST_PX: Final = 20.0
BADGE_PX: Final = 16.0
CAPTION_PX: Final = 13.0
"""Text sizes of the prompt, announcements, the signal badge and the stock's caption at
the reference card width (they scale with the cards)."""
LINE_HEIGHT: Final = 1.3
"""A banner's line height as a multiple of its pixel size (the UI font needs 1.26)."""
BANNER_PADDING: Final = 1.1
"""A banner's room above and below its text together, in pixel sizes."""
PROMPT_LINES: Final = 3
"""Lines kept free for the prompt above the bottom plate: the longest prompts wrap."""
FIT_STEP: Final = 0.97
"""When the chosen card size crowds the table, cards shrink by this factor until it fits."""

Box = tuple[float, float, float, float]
"""A rectangle as (left, top, right, bottom), screen coordinates."""


@dataclass(frozen=True)
class Pose:
    """Where a card is, how it is turned, and whether its face shows."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    face_up: bool = False
    z: float = 0.0


@dataclass(frozen=True)
class Table:
    """The table's size and the derived card size; every other function starts here."""

    width: float
    height: float
    players: int
    aspect: float
    """Card height / card width of the deck in use."""
    card_scale: float = 1.0
    """The player's card-size preference (0.8 … 1.4)."""
    fit: bool = True
    """Shrink the cards below the preference when it would crowd the table (cards over
    plates or banners); False only while looking for the size that fits."""

    @cached_property
    def margin(self) -> float:
        return max(8.0, MARGIN_RATIO * min(self.width, self.height))

    @cached_property
    def card_width(self) -> float:
        """Width of a card of the bottom hand (and, scaled, of every other card): the
        preferred size, or the largest below it that leaves every plate and banner free."""
        if self.fit:
            return _fitting_width(self.width, self.height, self.players, self.aspect,
                                  self.card_scale)
        by_height = self.height * HAND_HEIGHT_RATIO / self.aspect
        return max(36.0, min(by_height, self.width * MAX_WIDTH_RATIO) * self.card_scale)

    @cached_property
    def card_height(self) -> float:
        return self.card_width * self.aspect

    @cached_property
    def centre(self) -> tuple[float, float]:
        return self.width / 2, self.height / 2

    @cached_property
    def ui_scale(self) -> float:
        """Scale for plates and text, following the card size."""
        return self.card_width / REFERENCE_CARD_WIDTH

    @cached_property
    def plate_size(self) -> tuple[float, float]:
        w, h = PLATE_SIZE
        return w * self.ui_scale, h * self.ui_scale


def place_of(players: int, seat: int, bottom: int) -> tuple[Edge, float]:
    """The edge and offset of ``seat`` when ``bottom`` sits at the bottom."""
    if players not in PLACES:
        raise ValueError(f"no table layout for {players} players")
    return PLACES[players][(seat - bottom) % players]


def _edge_point(t: Table, edge: Edge, offset: float, inset: float) -> tuple[float, float]:
    """A point ``inset`` from ``edge`` at ``offset`` along it."""
    cx, cy = t.centre
    if edge == "bottom":
        return cx + offset * cx, t.height - inset
    if edge == "top":
        return cx + offset * cx, inset
    if edge == "left":
        return inset, cy + offset * cy
    return t.width - inset, cy + offset * cy


def _along(edge: Edge) -> tuple[float, float]:
    """Unit vector along an edge, in the direction the hand is spread (screen coords)."""
    return {"bottom": (1.0, 0.0), "top": (-1.0, 0.0), "left": (0.0, 1.0),
            "right": (0.0, -1.0)}[edge]


def _inward(edge: Edge) -> tuple[float, float]:
    """Unit vector from an edge toward the table's centre."""
    return {"bottom": (0.0, -1.0), "top": (0.0, 1.0), "left": (1.0, 0.0),
            "right": (-1.0, 0.0)}[edge]


def hand_step(t: Table, count: int, edge: Edge, bottom: bool) -> float:
    """Distance between neighbouring cards' centres in a hand of ``count`` cards."""
    if count <= 1:
        return 0.0
    width = t.card_width * (1.0 if bottom else OPPONENT_SCALE)
    span = t.width * (HAND_SPAN_RATIO if bottom else OPPONENT_SPAN_RATIO)
    if edge in ("left", "right"):
        span = min(span, t.height * 0.42)
    natural = width * (0.78 if bottom else 0.30)
    return min(natural, max(4.0, (span - width) / (count - 1)))


def hand_anchor(t: Table, seat: int, bottom: int) -> tuple[float, float]:
    """Centre of ``seat``'s hand."""
    edge, offset = place_of(t.players, seat, bottom)
    scale = 1.0 if seat == bottom else OPPONENT_SCALE
    inset = t.margin + t.card_height * scale / 2
    if seat == bottom:
        inset += t.card_height * RAISE_RATIO * 0.35
    return _edge_point(t, edge, offset, inset)


def hand_poses(t: Table, seat: int, bottom: int, count: int, face_up: bool) -> list[Pose]:
    """Poses of the cards of a hand, in display order (left to right for the bottom hand)."""
    edge, _ = place_of(t.players, seat, bottom)
    is_bottom = seat == bottom
    ax, ay = hand_anchor(t, seat, bottom)
    dx, dy = _along(edge)
    step = hand_step(t, count, edge, is_bottom)
    scale = 1.0 if is_bottom else OPPONENT_SCALE
    first = -step * (count - 1) / 2
    return [
        Pose(ax + dx * (first + i * step), ay + dy * (first + i * step), EDGE_ROTATION[edge],
             scale, face_up, 10.0 + i)
        for i in range(count)
    ]


def raised(t: Table, pose: Pose) -> Pose:
    """The pose of a bottom-hand card lifted to show focus or hover."""
    return Pose(pose.x, pose.y - t.card_height * RAISE_RATIO, pose.rotation, pose.scale,
                pose.face_up, pose.z)


def _top_side(t: Table, seat: int, bottom: int) -> float:
    """For a seat at the top edge: -1 when its plate sits left of its hand, +1 right (the
    side away from the table's middle; its pile goes on the other side)."""
    return 1.0 if place_of(t.players, seat, bottom)[1] > 0 else -1.0


def _top_reach(t: Table, seat: int, bottom: int, width: float) -> float:
    """From a top seat's hand centre to the centre of something ``width`` wide beside the
    widest hand it can hold."""
    count = 40 // t.players
    span = hand_step(t, count, "top", False) * (count - 1) + t.card_width * OPPONENT_SCALE
    return span / 2 + t.margin + width / 2


def plate_centre(t: Table, seat: int, bottom: int) -> tuple[float, float]:
    """Centre of ``seat``'s name plate: bottom-left corner for the bottom player, beside
    the hand for a seat at the top (which leaves the middle to the trick and the
    announcements), else just inside its hand, toward the centre."""
    pw, ph = t.plate_size
    if seat == bottom:
        return t.margin + pw / 2, t.height - t.margin - ph / 2
    edge, _ = place_of(t.players, seat, bottom)
    ax, ay = hand_anchor(t, seat, bottom)
    if edge == "top":
        return ax + _top_side(t, seat, bottom) * _top_reach(t, seat, bottom, pw), ay
    ix, iy = _inward(edge)
    depth = t.card_height * OPPONENT_SCALE / 2 + t.margin * 0.6
    depth += (ph if edge == "bottom" else pw) / 2
    return ax + ix * depth, ay + iy * depth


def pile_poses(t: Table, seat: int, bottom: int, count: int) -> list[Pose]:
    """Poses of the cards of the tricks ``seat`` has taken: a small face-down stack beside
    its plate (the bottom player's in the bottom-right corner, a top seat's on the other
    side of its hand)."""
    ph = t.plate_size[1]
    cw, ch = t.card_width * PILE_SCALE, t.card_height * PILE_SCALE
    dy = -1
    if seat == bottom:
        x, y, rotation, dx = t.width - t.margin - ch / 2, t.height - t.margin - ch / 2, 90.0, -1
    elif place_of(t.players, seat, bottom)[0] == "top":
        ax, y = hand_anchor(t, seat, bottom)
        x = ax - _top_side(t, seat, bottom) * _top_reach(t, seat, bottom, cw)
        rotation, dx, dy = 0.0, 1, 1
    else:
        px, py = plate_centre(t, seat, bottom)
        rotation, dx = 0.0, 1
        x, y = px, py + ph / 2 + t.margin + ch / 2
    return [Pose(x + dx * (step := min(i, PILE_DEPTH) * PILE_STEP), y + dy * step, rotation,
                 PILE_SCALE, False, 1.0 + i * 0.01)
            for i in range(count)]


TRICK_TILTS: Final = (-3.0, 4.0, -5.0, 2.5, -1.5)
FIVE_TRICK_ANGLES: Final = (90.0, 0.0, -62.0, -118.0, 180.0)
"""With five players, the direction of each place's trick card from the centre (degrees,
y down, bottom place first): on an ellipse wide enough that no card hides another."""
FIVE_TRICK_REACH: Final = 2.1
"""…and that ellipse's half width, in card widths."""


def trick_pose(t: Table, seat: int, bottom: int, order: int) -> Pose:
    """Where ``seat``'s card lands in the trick: between the centre and the seat, slightly
    tilted, later cards above earlier ones."""
    cx, cy = t.centre
    rel = (seat - bottom) % t.players
    tilt, z = TRICK_TILTS[rel % len(TRICK_TILTS)], 100.0 + order
    if t.players == 5:
        angle = math.radians(FIVE_TRICK_ANGLES[rel])
        x = cx + math.cos(angle) * t.card_width * FIVE_TRICK_REACH
        y = cy + math.sin(angle) * t.card_height * TRICK_SCALE * 0.46
        return Pose(x, y, tilt, TRICK_SCALE, True, z)
    edge, offset = place_of(t.players, seat, bottom)
    ix, iy = _inward(edge)
    ax, ay = _along(edge)
    sign = 1.0 if edge in ("bottom", "left") else -1.0
    reach_x = t.card_width * 0.78
    reach_y = t.card_height * TRICK_SCALE * 0.46
    spread = t.card_width * 1.45
    x = cx - ix * reach_x + ax * sign * offset * spread
    y = cy - iy * reach_y + ay * sign * offset * spread
    return Pose(x, y, tilt, TRICK_SCALE, True, z)


def toast_centre(t: Table, height: float) -> tuple[float, float]:
    """Where announcements appear: above the trick, below the top seat's plate."""
    cx, cy = t.centre
    trick_top = cy - t.card_height * (0.46 + TRICK_SCALE * 0.46 + 0.04)
    return cx, trick_top - height / 2 - t.margin * 0.5


BADGE_LINES: Final = 2
"""The signal badge may wrap: its signal on one line, who gave it on the next."""


def badge_box(t: Table, bottom: int) -> Box:
    """The room for the trick's signal badge: right of the trick's cards, up to the right
    seat's hand, just above its plate (or level with the trick when nobody sits there)."""
    trick_right = max(card_box(t, trick_pose(t, s, bottom, 0))[2] for s in range(t.players))
    right, foot = t.width - t.margin, t.centre[1] + banner_height(t, BADGE_PX, BADGE_LINES) / 2
    for seat in range(t.players):
        if seat != bottom and place_of(t.players, seat, bottom)[0] == "right":
            right = hand_anchor(t, seat, bottom)[0] - t.card_height * OPPONENT_SCALE / 2
            foot = plate_centre(t, seat, bottom)[1] - t.plate_size[1] / 2 - t.margin * 0.5
    return (trick_right + t.margin * 0.5, foot - banner_height(t, BADGE_PX, BADGE_LINES),
            right - t.margin * 0.5, foot)


def banner_height(t: Table, px: float, lines: int = 1) -> float:
    """Height of a banner of ``lines`` lines at ``px`` (reference) pixels."""
    size = px * t.ui_scale
    return size * (LINE_HEIGHT * lines + BANNER_PADDING)


def prompt_box(t: Table, bottom: int, count: int = 0) -> Box:
    """The corner kept for the prompt: above the bottom plate, left of a hand of ``count``
    cards (by default the widest the bottom player can hold). The prompt wraps to this
    width and grows upward from its foot."""
    full = hand_poses(t, bottom, bottom, count or 40 // t.players, True)
    hand_left = min(card_box(t, p)[0] for p in full)
    foot = plate_centre(t, bottom, bottom)[1] - t.plate_size[1] / 2 - t.margin * 0.5
    return (t.margin, foot - banner_height(t, PROMPT_PX, PROMPT_LINES),
            hand_left - t.margin * 0.5, foot)


def toast_width(t: Table) -> float:
    """The widest an announcement may be: between the side seats' hands."""
    width = t.width - 2 * t.margin
    if t.players >= 3:
        width -= 2 * (t.card_height * OPPONENT_SCALE + t.margin)
    return max(width, t.card_width)


CAPTION_WIDTH: Final = 2.4
"""The stock's caption may be this many card widths wide (it wraps beyond)."""


def caption_foot(t: Table) -> tuple[float, float]:
    """Where the stock's caption stands (its middle, its bottom): just above the stock,
    however tall the stock is."""
    pose = stock_pose(t, STOCK_DEPTH)
    return pose.x, pose.y - t.card_height * OPPONENT_SCALE / 2 - t.margin * 0.5


def deck_pose(t: Table, index: int) -> Pose:
    """A card of the pack in the middle of the table before the deal."""
    cx, cy = t.centre
    return Pose(cx - index * 0.25, cy - index * 0.25, 0.0, OPPONENT_SCALE, False,
                50.0 + index * 0.01)


STOCK_DEPTH: Final = 20
"""The most cards the stock holds (two players, ten cards each dealt)."""


def stock_pose(t: Table, index: int) -> Pose:
    """A card of the stock (or the three-player discard): left of the trick area."""
    cx, cy = t.centre
    x = cx - t.card_width * 2.6
    return Pose(x - index * 0.35, cy - index * 0.35, 0.0, OPPONENT_SCALE, False,
                50.0 + index * 0.01)


def packets(hand_size: int) -> list[int]:
    """How a hand is dealt: packets of five (four for eight-card hands), the rest last."""
    size = 4 if hand_size == 8 else 5
    out = [size] * (hand_size // size)
    if hand_size % size:
        out.append(hand_size % size)
    return out


def card_box(t: Table, pose: Pose) -> Box:
    """The upright rectangle a card in ``pose`` covers."""
    w = t.card_width * pose.scale
    h = t.card_height * pose.scale
    rad = math.radians(pose.rotation)
    half_w = (abs(math.cos(rad)) * w + abs(math.sin(rad)) * h) / 2
    half_h = (abs(math.sin(rad)) * w + abs(math.cos(rad)) * h) / 2
    return pose.x - half_w, pose.y - half_h, pose.x + half_w, pose.y + half_h


def fits(t: Table, pose: Pose) -> bool:
    """True when a card in ``pose`` lies wholly inside the table (used by tests)."""
    left, top, right, bottom = card_box(t, pose)
    return left >= -0.5 and right <= t.width + 0.5 and top >= -0.5 and bottom <= t.height + 0.5


def _crosses(a: Box, b: Box) -> bool:
    return a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1


def furniture(t: Table, bottom: int = 0) -> list[Box]:
    """What must stay uncovered: every name plate and the room kept for the banners (the
    prompt's corner, an announcement one line high, the badge, the stock's caption)."""
    pw, ph = t.plate_size
    boxes = []
    for seat in range(t.players):
        x, y = plate_centre(t, seat, bottom)
        boxes.append((x - pw / 2, y - ph / 2, x + pw / 2, y + ph / 2))
    boxes.append(prompt_box(t, bottom))
    tx, ty = toast_centre(t, banner_height(t, TOAST_PX))
    half_w, half_h = toast_width(t) / 2, banner_height(t, TOAST_PX) / 2
    boxes.append((tx - half_w, ty - half_h, tx + half_w, ty + half_h))
    boxes.append(badge_box(t, bottom))
    if t.players <= 3:
        cx, foot = caption_foot(t)
        half_w = t.card_width * CAPTION_WIDTH / 2
        boxes.append((cx - half_w, foot - banner_height(t, CAPTION_PX), cx + half_w, foot))
    return boxes


def crowded(t: Table) -> bool:
    """True when some card at its furthest (full hands, a whole trick, tall piles, the
    stock, the bottom hand's raised card) would cover a plate or banner, or two of those
    would cover each other, or a banner would leave the table."""
    cards = []
    for seat in range(t.players):
        poses = hand_poses(t, seat, 0, 40 // t.players, seat == 0)
        if seat == 0:
            poses += [raised(t, p) for p in poses]
        cards += poses
        cards.append(trick_pose(t, seat, 0, 0))
        cards += pile_poses(t, seat, 0, PILE_DEPTH + 1)
    if t.players <= 3:
        cards.append(stock_pose(t, STOCK_DEPTH))
    boxes = furniture(t)
    if any(b[0] < -0.5 or b[1] < -0.5 or b[2] > t.width + 0.5 or b[3] > t.height + 0.5
           or b[2] <= b[0] for b in boxes):
        return True
    if any(_crosses(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:]):
        return True
    return any(_crosses(card_box(t, p), b) for p in cards for b in boxes)


@lru_cache(maxsize=256)
def _fitting_width(width: float, height: float, players: int, aspect: float,
                   scale: float) -> float:
    """The card width of the largest scale up to ``scale`` at which the table is not
    crowded (the smallest tried when none is)."""
    t = Table(width, height, players, aspect, scale, fit=False)
    while crowded(t) and t.card_width > 36.0:
        t = Table(width, height, players, aspect, t.card_scale * FIT_STEP, fit=False)
    return t.card_width
