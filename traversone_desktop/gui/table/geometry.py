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
from functools import cached_property
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

    @cached_property
    def margin(self) -> float:
        return max(8.0, MARGIN_RATIO * min(self.width, self.height))

    @cached_property
    def card_width(self) -> float:
        """Width of a card of the bottom hand (and, scaled, of every other card)."""
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


def plate_centre(t: Table, seat: int, bottom: int) -> tuple[float, float]:
    """Centre of ``seat``'s name plate: bottom-left corner for the bottom player, else just
    inside its hand, toward the centre."""
    pw, ph = t.plate_size
    if seat == bottom:
        return t.margin + pw / 2, t.height - t.margin - ph / 2
    edge, _ = place_of(t.players, seat, bottom)
    ax, ay = hand_anchor(t, seat, bottom)
    ix, iy = _inward(edge)
    depth = t.card_height * OPPONENT_SCALE / 2 + t.margin * 0.6
    depth += (ph if edge in ("top", "bottom") else pw) / 2
    return ax + ix * depth, ay + iy * depth


def pile_poses(t: Table, seat: int, bottom: int, count: int) -> list[Pose]:
    """Poses of the cards of the tricks ``seat`` has taken: a small face-down stack beside
    its plate (the bottom player's in the bottom-right corner)."""
    pw, ph = t.plate_size
    cw, ch = t.card_width * PILE_SCALE, t.card_height * PILE_SCALE
    if seat == bottom:
        x, y, rotation, dx = t.width - t.margin - ch / 2, t.height - t.margin - ch / 2, 90.0, -1
    else:
        px, py = plate_centre(t, seat, bottom)
        rotation, dx = 0.0, 1
        if place_of(t.players, seat, bottom)[0] in ("top", "bottom"):
            x, y = px + pw / 2 + t.margin + cw / 2, py
        else:
            x, y = px, py + ph / 2 + t.margin + ch / 2
    return [Pose(x + dx * (step := min(i, PILE_DEPTH) * PILE_STEP), y - step, rotation,
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


def badge_span(t: Table, bottom: int) -> tuple[float, float]:
    """Left and right limits of the trick's signal badge: from just right of the trick to
    the right seat's name plate (or the table's edge when nobody sits there)."""
    cx, _ = t.centre
    right = t.width - t.margin
    for seat in range(t.players):
        if seat != bottom and place_of(t.players, seat, bottom)[0] == "right":
            right = min(right, plate_centre(t, seat, bottom)[0] - t.plate_size[0] / 2)
    return cx + t.card_width * 1.4, right - t.margin * 0.5


def deck_pose(t: Table, index: int) -> Pose:
    """A card of the pack in the middle of the table before the deal."""
    cx, cy = t.centre
    return Pose(cx - index * 0.25, cy - index * 0.25, 0.0, OPPONENT_SCALE, False,
                50.0 + index * 0.01)


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


def fits(t: Table, pose: Pose) -> bool:
    """True when a card in ``pose`` lies wholly inside the table (used by tests)."""
    w = t.card_width * pose.scale
    h = t.card_height * pose.scale
    rad = math.radians(pose.rotation)
    half_w = (abs(math.cos(rad)) * w + abs(math.sin(rad)) * h) / 2
    half_h = (abs(math.sin(rad)) * w + abs(math.cos(rad)) * h) / 2
    return (pose.x - half_w >= -0.5 and pose.x + half_w <= t.width + 0.5
            and pose.y - half_h >= -0.5 and pose.y + half_h <= t.height + 0.5)
