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
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Final

Edge = str
"""One of "bottom", "right", "top", "left": the side of the table a seat sits at."""

PLACES: Final[dict[int, tuple[tuple[Edge, float], ...]]] = {
    2: (("bottom", 0.0), ("top", 0.0)),
    3: (("bottom", 0.0), ("right", -0.5), ("left", -0.5)),
    4: (("bottom", 0.0), ("right", 0.0), ("top", 0.0), ("left", 0.0)),
    5: (("bottom", 0.0), ("right", 0.0), ("top", 0.42), ("top", -0.42), ("left", 0.0)),
}
"""Per table size, each place's edge and its offset along the edge (-1 … 1 of the half
length; positive is toward the screen's right or bottom), in anticlockwise order from the
bottom player."""

EDGE_ROTATION: Final = {"bottom": 0.0, "right": -90.0, "top": 180.0, "left": 90.0}
"""Card rotation (degrees, clockwise on screen) for a hand held at each edge: cards face
the centre of the table."""

MARGIN_RATIO: Final = 0.018
HAND_HEIGHT_RATIO: Final = 0.28
"""The bottom hand's card height as a share of the table's height (at the default card
size: a commercial table shows 28–30%)."""
MAX_WIDTH_RATIO: Final = 0.115
"""…and its card width at most this share of the table's width."""
OPPONENT_SCALE: Final = 0.5
PILE_SCALE: Final = 0.42
PILE_STEP: Final = 0.7
PILE_DEPTH: Final = 16
"""A taken pile grows by ``PILE_STEP`` pixels a card, up and outward, for its first
``PILE_DEPTH`` cards: a stack that visibly thickens as the tricks come in."""
TRICK_SCALE: Final = 1.0
TRICK_REACH: Final = 0.36
"""The top and bottom places' trick cards lie this many card heights from the trick's
centre: in a plain cross they overlap a little, leaving every card's middle in view."""
SIDE_REACH: Final = 0.78
"""…and the side places' this many card widths, in a plain cross."""
FOUR_TRICK_FORMS: Final = {"pinwheel": (0.5, 1.5, TRICK_REACH),
                           "tall": (0.0, SIDE_REACH, 0.5),
                           "cross": (0.0, SIDE_REACH, TRICK_REACH)}
"""Four players' trick, each form's shift of the top and bottom places' cards along their
edges (card widths: the bottom one to the right, the top one to the left), then how far
from the trick's centre the side places' cards lie (card widths) and the top and bottom
places' (card heights). A plain cross hid the lowest pips of the top or the bottom card,
whichever lay under the other (a Two of cups showed a single cup); a pinwheel, turned in
the direction of play, and a tall cross keep them clear of each other, the pinwheel the
side places' cards too."""
GAP_RATIO: Final = 0.5
"""Room between neighbouring things (a hand and the trick, the trick and a banner), in
margins."""
HAND_SPAN_RATIO: Final = 0.62
"""The bottom hand may spread over this share of the table's width…"""
SHOWN_RATIO: Final = 0.6
"""…but needs only to show this share of each card's width (the last card shows whole)."""
OPPONENT_SPAN_RATIO: Final = 0.34
PLATE_SIZE: Final = (200.0, 56.0)
"""Name plate size at the reference card width, scaled with the cards."""
REFERENCE_CARD_WIDTH: Final = 96.0
RAISE_RATIO: Final = 0.16
"""How far a focused or hovered card of the bottom hand rises, as a share of its height."""
LOWER_RATIO: Final = 0.05
"""How far a card the bottom player may not play sinks while they choose."""
FAN_TILT: Final = 6.0
FAN_DROP: Final = 0.05
"""The bottom hand is fanned in an arc: a card at the far end of the widest hand is turned
this many degrees and lowered this share of its height, a card nearer the middle less."""
PROMPT_PX: Final = 17.0
TOAST_PX: Final = 20.0
BADGE_PX: Final = 16.0
CAPTION_PX: Final = 13.0
"""Text sizes of the prompt, announcements, the signal badge and the stock's caption at
the reference card width (they scale with the cards)."""
COUNT_PX: Final = 20.0
"""The scoring's counts' text size by a plate of the reference size (they scale with the
plates they stand by, which stop growing before the cards do when the table is crowded)."""
LINE_HEIGHT: Final = 1.3
"""A banner's line height as a multiple of its pixel size (the UI font needs 1.26)."""
BANNER_PADDING: Final = 1.1
"""A banner's room above and below its text together, in pixel sizes."""
PROMPT_LINES: Final = 2
"""The prompt wraps onto two lines at most…"""
PROMPT_SIZES: Final = (1.0, 0.9, 0.8)
"""…at these text sizes (of the usual) tried for the prompt, largest first, until it fits above the
hand; the table keeps room for one line at the smallest."""
FIT_STEP: Final = 0.97
"""When the chosen card size crowds the table, cards shrink by this factor until it fits."""
PLATE_READABLE: Final = 0.8
"""A plate this share of its reference size reads as well as it needs to: more is room the
cards could have had (:attr:`Table.trick_form`)."""
TALL_KEEPS: Final = 0.9
"""Five players' trick down the middle must leave the cards this share of their size with
the trick across, at least."""
PLATE_LEAST: Final = 0.6
"""A side seat's plate, squeezed between its hand and the trick (a window taller than
wide, large cards), keeps at least this share of its size at the cards' size…"""
PLATE_LEAST_PX: Final = 140.0
"""…and room this wide between its hand and the trick (its score row 10 px high), or
:data:`PLATE_READABLE` of its size at the cards' size where that is less (the smallest
windows), at any table with side seats: five players' wide trick at 900×600 squeezed the
plates' score rows to 8 px, smaller than at 900×520, for cards a tenth larger (three and
four players meet the floor only with large cards in windows under 900 wide). The cards
give way first."""

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
    trick_shape: str = ""
    """The trick's form, one of :data:`TRICK_FORMS` for the table's size; "" lets the
    table choose (:attr:`trick_form`)."""
    hand: int = 0
    """The cards a hand is dealt (0: an even share of the pack); see :attr:`full_hand`."""

    @cached_property
    def full_hand(self) -> int:
        """The widest hand the table keeps room for: as dealt, ten in the games for two
        with a stock (an even share, twenty, pushed your hand off centre and the other
        player's plate a hand's width away from her hand)."""
        return self.hand or 40 // self.players

    @cached_property
    def margin(self) -> float:
        return max(8.0, MARGIN_RATIO * min(self.width, self.height))

    @cached_property
    def card_width(self) -> float:
        """Width of a card of the bottom hand (and, scaled, of every other card): the
        preferred size, or the largest below it that leaves every plate and banner free."""
        if self.fit:
            return _fitting_width(self.width, self.height, self.players, self.aspect,
                                  self.card_scale, self.trick_form, self.hand)
        by_height = self.height * HAND_HEIGHT_RATIO / self.aspect
        return max(36.0, min(by_height, self.width * MAX_WIDTH_RATIO) * self.card_scale)

    @cached_property
    def trick_form(self) -> str:
        """The form of four or five players' trick ("" for two or three).

        Four: the first of :data:`FOUR_TRICK_FORMS` that leaves the cards as large as the
        plain "cross" would and the side seats' plates as large too or at least
        :data:`PLATE_READABLE` of their size: a "pinwheel" in a window wider than tall, a
        "tall" cross in one taller than wide, the "cross" in between (4:3, 5:4).

        Five: "wide", across the table as a wide window has room for, unless "tall", down
        its middle, leaves the weaker of the cards (of their reference size) and the plates
        (of :data:`PLATE_READABLE`) larger and the cards :data:`TALL_KEEPS` of their size at
        least: a window about as tall as wide, such as one snapped to half a wide screen,
        where the wide trick left the side seats' plates half their size. Of two forms that
        leave the weaker alike, the one with the larger plates."""
        if self.trick_shape or self.players not in TRICK_FORMS:
            return self.trick_shape
        if self.players == 4:
            return _four_trick(self.width, self.height, self.aspect, self.card_scale,
                               self.fit, self.hand)
        return _five_trick(self.width, self.height, self.aspect, self.card_scale, self.fit)

    @cached_property
    def card_height(self) -> float:
        return self.card_width * self.aspect

    @cached_property
    def centre(self) -> tuple[float, float]:
        return self.width / 2, self.height / 2

    @cached_property
    def trick_centre(self) -> tuple[float, float]:
        """The middle of the trick: halfway between the top hand (or the announcements
        above the trick) and the bottom hand, so the trick never touches either."""
        return _trick_centre(self)

    @cached_property
    def ui_scale(self) -> float:
        """Scale for plates and text, following the card size."""
        return self.card_width / REFERENCE_CARD_WIDTH

    @cached_property
    def plate_size(self) -> tuple[float, float]:
        """The plates grow with the cards, but stop where a side seat's plate, between its
        hand and the trick, would touch the trick, or a top seat's, beside its hand, would
        hang over the edge of the table."""
        w, h = PLATE_SIZE
        scale = min(self.ui_scale, _top_room(self) / w)
        if self.players >= 3:
            scale = min(scale, _side_room(self) / w)
        return w * scale, h * scale


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
    if bottom:
        span = _bottom_span(t, count)
    if edge in ("left", "right"):
        span = min(span, t.height * 0.42)
    natural = width * (0.78 if bottom else 0.30)
    if not bottom:  # thirteen cards each once eliminations leave three at a table of
        # four or five (Ciapanò): closer together, in the room a full hand there takes
        span = min(span, natural * (t.full_hand - 1) + width)
    return min(natural, max(4.0, (span - width) / (count - 1)))


def _bottom_span(t: Table, count: int) -> float:
    """How wide the bottom hand of ``count`` cards spreads: no wider than it needs to show
    each card's left part, and right of the plate and the pile beside it. More cards than
    a full hand (the point cards opened at the end of a deal) take a full hand's room."""
    needed = (min(count, t.full_hand) - 1) * SHOWN_RATIO * t.card_width + t.card_width
    return min(t.width * HAND_SPAN_RATIO, t.width - t.margin - _corner_width(t), needed)


def _corner_width(t: Table) -> float:
    """From the left edge to where the bottom hand may start: the bottom player's plate
    and, beside it, their taken pile."""
    return (t.plate_size[0] + t.card_height * PILE_SCALE + PILE_DEPTH * PILE_STEP
            + t.margin * 4)


def hand_anchor(t: Table, seat: int, bottom: int) -> tuple[float, float]:
    """Centre of ``seat``'s hand."""
    edge, offset = place_of(t.players, seat, bottom)
    scale = 1.0 if seat == bottom else OPPONENT_SCALE
    inset = t.margin + t.card_height * scale / 2
    if seat == bottom:  # centred, unless the widest hand would crowd the plate's corner
        x = max(t.width / 2, _corner_width(t) + _bottom_span(t, t.full_hand) / 2)
        return x, t.height - inset - _fan_room(t)
    return _edge_point(t, edge, offset, inset)


def _fan_room(t: Table) -> float:
    """How much higher the bottom hand's middle sits than a straight row would, so that
    the fan's ends, turned and lowered, stay on the table (a sunk card may dip into the
    margin)."""
    tilt = math.radians(FAN_TILT)
    turned = (t.card_width * math.sin(tilt) + t.card_height * math.cos(tilt)) / 2
    return t.card_height * FAN_DROP + turned - t.card_height / 2


def hand_poses(t: Table, seat: int, bottom: int, count: int, face_up: bool) -> list[Pose]:
    """Poses of the cards of a hand, in display order (left to right for the bottom hand,
    fanned in a gentle arc)."""
    edge, _ = place_of(t.players, seat, bottom)
    is_bottom = seat == bottom
    ax, ay = hand_anchor(t, seat, bottom)
    dx, dy = _along(edge)
    step = hand_step(t, count, edge, is_bottom)
    scale = 1.0 if is_bottom else OPPONENT_SCALE
    first = -step * (count - 1) / 2
    reach = t.width * HAND_SPAN_RATIO / 2
    poses = []
    for i in range(count):
        along = first + i * step
        bend = along / reach if is_bottom else 0.0  # -1 … 1 across the widest hand
        poses.append(Pose(ax + dx * along, ay + dy * along + FAN_DROP * t.card_height * bend ** 2,
                          EDGE_ROTATION[edge] + FAN_TILT * bend, scale, face_up, 10.0 + i))
    return poses


def lowered(t: Table, pose: Pose) -> Pose:
    """The pose of a bottom-hand card that may not be played now: sunk a little."""
    return Pose(pose.x, pose.y + t.card_height * LOWER_RATIO, pose.rotation, pose.scale,
                pose.face_up, pose.z)


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
    count = t.full_hand
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
    its plate (the bottom player's right of it, a top seat's on the other side of its
    hand, a side seat's below it, turned like its hand: lying on its side it stays clear
    of the end of the bottom hand)."""
    ph = t.plate_size[1]
    cw, ch = t.card_width * PILE_SCALE, t.card_height * PILE_SCALE
    dy = -1
    edge = place_of(t.players, seat, bottom)[0]
    if seat == bottom:  # right of the plate, lying on its side
        x = t.margin * 2 + t.plate_size[0] + ch / 2
        x, y, rotation, dx = x, t.height - t.margin - cw / 2, 90.0, 1
    elif edge == "top":
        ax, y = hand_anchor(t, seat, bottom)
        x = ax - _top_side(t, seat, bottom) * _top_reach(t, seat, bottom, cw)
        rotation, dx, dy = 0.0, 1, 1
    else:
        px, py = plate_centre(t, seat, bottom)
        dx = 1 if edge == "right" else -1  # from the plate's inner part, growing outward
        rotation = EDGE_ROTATION[edge]
        x = px + dx * (t.plate_size[0] / 2 - ch / 2 - PILE_DEPTH * PILE_STEP)
        y = py + ph / 2 + t.margin * GAP_RATIO + cw / 2 + PILE_DEPTH * PILE_STEP
    return [Pose(x + dx * (step := min(i, PILE_DEPTH) * PILE_STEP), y + dy * step, rotation,
                 PILE_SCALE, False, 1.0 + i * 0.01)
            for i in range(count)]


TRICK_TILTS: Final = (-3.0, 4.0, -5.0, 2.5, -1.5)
FIVE_TRICK_ANGLES: Final = (90.0, 0.0, -60.0, -120.0, 180.0)
"""With five players, the direction of each place's trick card from the centre (degrees,
y down, bottom place first): on an ellipse wide enough that no card hides another."""
FIVE_TRICK_SHAPES: Final = {"wide": (2.1, TRICK_REACH), "tall": (1.12, 1.25)}
"""…and that ellipse's half width in card widths and half height in card heights: wide and
flat, or narrow and tall, where the top places' cards clear the side places' above them
(:attr:`Table.trick_form` chooses)."""
TRICK_FORMS: Final = {4: tuple(FOUR_TRICK_FORMS), 5: tuple(FIVE_TRICK_SHAPES)}
"""The forms a trick of four or of five players can take, the most wanted first."""


def _trick_spot(t: Table, rel: int) -> tuple[float, float, float]:
    """Where the card of the place ``rel`` seats after the bottom player lands, from the
    trick's centre, and its tilt: toward that place, two players' cards side by side."""
    tilt = TRICK_TILTS[rel % len(TRICK_TILTS)]
    w, h = t.card_width * TRICK_SCALE, t.card_height * TRICK_SCALE
    if t.players == 2:
        side = 1.0 if rel else -1.0
        return side * w * 0.6, -side * h * 0.08, tilt
    if t.players == 5:
        angle = math.radians(FIVE_TRICK_ANGLES[rel])
        across, down = FIVE_TRICK_SHAPES[t.trick_form]
        return math.cos(angle) * w * across, math.sin(angle) * h * down, tilt
    edge, offset = PLACES[t.players][rel]
    ix, iy = _inward(edge)
    ax, ay = _along(edge)
    sign = 1.0 if edge in ("bottom", "left") else -1.0
    spread = w * 1.45
    shift, out, reach = FOUR_TRICK_FORMS.get(t.trick_form, FOUR_TRICK_FORMS["cross"])
    return (-ix * w * out + ax * sign * offset * spread + ax * abs(iy) * shift * w,
            -iy * h * reach + ay * sign * offset * spread, tilt)


def _side_room(t: Table) -> float:
    """The width between a side seat's hand and the trick's nearest card."""
    trick_left = min(card_box(t, Pose(dx, dy, tilt, TRICK_SCALE))[0]
                     for dx, dy, tilt in (_trick_spot(t, rel) for rel in range(t.players)))
    hand = t.margin * 1.6 + t.card_height * OPPONENT_SCALE
    return t.width / 2 + trick_left - hand - t.margin * GAP_RATIO


def _top_room(t: Table) -> float:
    """The width beside the widest hand of a seat at the top edge, on its plate's side,
    inside the table's margin (unlimited with nobody at the top)."""
    count = t.full_hand
    span = hand_step(t, count, "top", False) * (count - 1) + t.card_width * OPPONENT_SCALE
    rooms = [math.inf]
    for seat in range(1, t.players):
        if place_of(t.players, seat, 0)[0] == "top":
            x = hand_anchor(t, seat, 0)[0]
            outer = t.width - x if _top_side(t, seat, 0) > 0 else x
            rooms.append(outer - span / 2 - 2 * t.margin)
    return min(rooms)


def _trick_reach(t: Table) -> tuple[float, float]:
    """How far the trick's cards reach above and below its centre."""
    boxes = [card_box(t, Pose(dx, dy, tilt, TRICK_SCALE))
             for dx, dy, tilt in (_trick_spot(t, rel) for rel in range(t.players))]
    return -min(b[1] for b in boxes), max(b[3] for b in boxes)


def toast_on_top(t: Table) -> bool:
    """Two and three players leave the top middle to the announcements; four and five seat
    someone there, so announcements stand left of the trick."""
    return t.players <= 3


def toast_ceiling(t: Table, bottom: int = 0, out: Collection[int] = ()) -> float:
    """The highest a wrapped announcement may reach: below the top hands and their plates
    (the table's top margin when nobody sits at the top; below their plates when every
    seat at the top is ``out``, its hand empty)."""
    top = t.margin
    tops = _top_seats(t, bottom)
    if _tops_out(t, bottom, out):
        top = max(plate_centre(t, seat, bottom)[1] + t.plate_size[1] / 2 for seat in tops)
        top += t.margin * GAP_RATIO
    elif tops:
        top += t.card_height * OPPONENT_SCALE + t.margin * GAP_RATIO
    return top


def _top_seats(t: Table, bottom: int) -> list[int]:
    return [seat for seat in range(t.players) if place_of(t.players, seat, bottom)[0] == "top"]


def _tops_out(t: Table, bottom: int, out: Collection[int]) -> bool:
    """Whether the table seats someone at the top and every one of them is ``out``."""
    tops = _top_seats(t, bottom)
    return bool(tops) and all(seat in out for seat in tops)


def _trick_centre(t: Table) -> tuple[float, float]:
    gap = t.margin * GAP_RATIO
    top = toast_ceiling(t)
    if toast_on_top(t):
        top += banner_height(t, TOAST_PX) + gap
    elif t.trick_form == "tall":  # down the middle (four or five players), the trick leaves
        # no room beside it where two lines are not a tower: they stand above it
        top += banner_height(t, TOAST_PX, TOAST_LINES) + gap
    foot = t.height - t.margin - t.card_height - gap
    up, down = _trick_reach(t)
    middle = (top + up + foot - down) / 2
    # Room for the prompt between the hand (a card raised) and the others' trick cards:
    # the trick moves up for it as far as the top hands allow.
    raise_top = min(card_box(t, raised(t, p))[1]
                    for p in hand_poses(t, 0, 0, t.full_hand, True))
    others = max(card_box(t, Pose(dx, dy, tilt, TRICK_SCALE))[3]
                 for dx, dy, tilt in (_trick_spot(t, rel) for rel in range(1, t.players)))
    highest = raise_top - gap * 2 - banner_height(t, PROMPT_PX * PROMPT_SIZES[-1]) - others
    return t.width / 2, max(top + up, min(middle, highest))


def trick_pose(t: Table, seat: int, bottom: int, order: int) -> Pose:
    """Where ``seat``'s card lands in the trick: between the centre and the seat, slightly
    tilted, later cards above earlier ones."""
    cx, cy = t.trick_centre
    dx, dy, tilt = _trick_spot(t, (seat - bottom) % t.players)
    return Pose(cx + dx, cy + dy, tilt, TRICK_SCALE, True, 100.0 + order)


def _beside_trick(t: Table, bottom: int, edge: Edge, height: float) -> Box:
    """Room ``height`` high beside the trick on the ``edge`` side ("left" or "right"):
    between the trick's cards and that seat's hand, just above its plate, or below its
    pile when the plate sits higher than the trick (level with the trick when nobody sits
    there)."""
    gap = t.margin * GAP_RATIO
    boxes = [card_box(t, trick_pose(t, s, bottom, 0)) for s in range(t.players)]
    right = edge == "right"
    inner = max(b[2] for b in boxes) if right else min(b[0] for b in boxes)
    outer = t.width - t.margin if right else t.margin
    foot = t.trick_centre[1] + height / 2
    for seat in range(t.players):
        if seat != bottom and place_of(t.players, seat, bottom)[0] == edge:
            depth = t.card_height * OPPONENT_SCALE / 2
            outer = hand_anchor(t, seat, bottom)[0] + (-depth if right else depth)
            plate_y, half = plate_centre(t, seat, bottom)[1], t.plate_size[1] / 2
            if plate_y < t.trick_centre[1]:  # a plate high up: the room is below its pile
                pile = pile_poses(t, seat, bottom, PILE_DEPTH + 1)
                foot = max(card_box(t, p)[3] for p in pile) + gap + height
            else:
                foot = plate_y - half - gap
    left, far = (inner, outer) if right else (outer, inner)
    return left + gap, foot - height, far - gap, foot


def toast_box(t: Table, bottom: int = 0, out: Collection[int] = ()) -> Box:
    """The room for announcements: one line across the top middle, or two left of the
    trick (see :func:`toast_on_top`), or above it when the seats at the top are ``out``
    (playing no part in the deal). A longer announcement wraps to this width and grows
    upward from the foot."""
    if not toast_on_top(t):
        height = banner_height(t, TOAST_PX, TOAST_LINES)
        beside = _beside_trick(t, bottom, "left", height)
        rooms = [beside, _over_left_hand(t, bottom, beside[2], height),
                 _above_trick(t, bottom, height)]
        if _tops_out(t, bottom, out):
            # The room above the cards still played is as wide as a table's without the
            # top seats, whose announcements keep one line of room, as there.
            rooms.append(_above_trick(t, bottom, banner_height(t, TOAST_PX), out))
        return max(rooms, key=lambda box: box[2] - box[0])
    height = banner_height(t, TOAST_PX)
    cx, cy = t.trick_centre
    half = toast_width(t) / 2
    gap = t.margin * GAP_RATIO
    foot = cy - _trick_reach(t)[0] - gap
    # A table taller than wide (a window snapped to half a wide screen) brings the trick
    # down level with the side seats' plates, which stand under the announcement's width:
    # it keeps above them, where a wide table has it anyway.
    sides = [plate_centre(t, seat, bottom)[1] - t.plate_size[1] / 2 - gap
             for seat in range(t.players)
             if place_of(t.players, seat, bottom)[0] in ("left", "right")]
    if sides and min(sides) - height >= toast_ceiling(t):
        foot = min(foot, min(sides))
    return cx - half, foot - height, cx + half, foot


def _over_left_hand(t: Table, bottom: int, right: float, height: float) -> Box:
    """Room ``height`` high from the table's left edge to ``right``, standing on the left
    seat's hand (its cards run down the edge below the plate's top): wider than the room
    over the plate alone, where a trick's five card names made a tower of five lines.
    Empty when the hand stands too high for it under the top seats."""
    seat = next(s for s in range(t.players)
                if s != bottom and place_of(t.players, s, bottom)[0] == "left")
    foot = min(card_box(t, p)[1]
               for p in hand_poses(t, seat, bottom, t.full_hand, False))
    foot -= t.margin * GAP_RATIO
    if foot - height < toast_ceiling(t):
        return right, foot, right, foot
    return t.margin, foot - height, right, foot


def _above_trick(t: Table, bottom: int, height: float, out: Collection[int] = ()) -> Box:
    """Room ``height`` high between the top seats and the trick, across the table as far
    as the side seats' plates allow, centred: a window about as tall as wide, or taller,
    brings the trick down and leaves it there, wider than any room beside the trick. Empty
    when the trick reaches up to the top seats (a wide window), unless every top seat is
    ``out``: their hands are empty and their cards never come to the trick, so the room
    reaches up to their plates, and the three-player discard (right of the trick) bounds it
    too (Ciapanò for four or five with the top out had its news left of the trick, at five
    in a tower of three or four lines, under a bare top middle)."""
    gap = t.margin * GAP_RATIO
    playing = [seat for seat in range(t.players) if seat not in out]
    foot = min(card_box(t, trick_pose(t, seat, bottom, 0))[1] for seat in playing) - gap
    half = toast_width(t) / 2
    cx = t.width / 2
    pw, ph = t.plate_size
    blocks = []
    if out:
        blocks = [card_box(t, stock_pose(t, 0)), caption_box(t)]
    if foot - height < toast_ceiling(t, bottom, out):
        return cx - half, foot, cx - half, foot
    for seat in range(t.players):
        edge = place_of(t.players, seat, bottom)[0]
        x, y = plate_centre(t, seat, bottom)
        if seat != bottom and edge in ("left", "right"):
            blocks.append((x - pw / 2, y - ph / 2, x + pw / 2, y + ph / 2))
    for left, top, right, low in blocks:
        if top < foot and low > foot - height:
            if right <= cx:
                half = min(half, cx - right - gap)
            elif left >= cx:
                half = min(half, left - cx - gap)
            else:
                half = 0.0
    half = max(half, 0.0)
    return cx - half, foot - height, cx + half, foot


TOAST_LINES: Final = 2
TOAST_MIN_WIDTH: Final = 6.5
"""Left of the trick an announcement has room for two lines at least this many pixel sizes
wide (a dozen characters): a narrower room would stack it into a tower."""
BADGE_LINES: Final = 2
"""The signal badge may wrap: its signal on one line, who gave it on the next."""


def badge_box(t: Table, bottom: int) -> Box:
    """The room for the trick's signal badge: right of the trick's cards, up to the right
    seat's hand, just above its plate (or level with the trick when nobody sits there)."""
    return _beside_trick(t, bottom, "right", banner_height(t, BADGE_PX, BADGE_LINES))


def badge_spot(t: Table, bottom: int, leader: int, size: tuple[float, float],
               things: Iterable[Box], active: Collection[int],
               near: bool = True) -> tuple[float, float] | None:
    """The centre of the signal badge (``size``, width and height) where it reads as the
    giver's, crossing none of ``things`` (the cards, plates and banners' rooms) nor the
    ``active`` seats' places in the trick: beside ``leader``'s card in the trick, on the
    giver's side of it (right of it for the seat on the right, above it for the seat
    across), else along either side of the card's outer end; unless ``near``, as near
    the first of those as the giver's half of the table has room. None where there is
    none. In the one room beside the trick, just above the right seat's plate, it read
    as that player's whoever gave it."""
    width, height = size
    w, h = width / 2, height / 2
    gap = t.margin * GAP_RATIO
    left, top, right, foot = card_box(t, trick_pose(t, leader, bottom, 0))
    x, y = (left + right) / 2, (top + foot) / 2
    spots = {"right": [(right + gap + w, y), (right - w, top - gap - h),
                       (right - w, foot + gap + h)],
             "left": [(left - gap - w, y), (left + w, top - gap - h),
                      (left + w, foot + gap + h)],
             "top": [(x, top - gap - h), (right + gap + w, top + h), (left - gap - w, top + h)],
             "bottom": [(x, foot + gap + h), (right + gap + w, foot - h),
                        (left - gap - w, foot - h)]}[place_of(t.players, leader, bottom)[0]]
    trick = [card_box(t, trick_pose(t, seat, bottom, 0)) for seat in active]
    kept = [(b[0] - gap / 2, b[1] - gap / 2, b[2] + gap / 2, b[3] + gap / 2)
            for b in [*trick, *things]]
    room = (t.margin, t.margin, t.width - t.margin, t.height - t.margin)
    if near:
        for sx, sy in spots:
            box = (sx - w, sy - h, sx + w, sy + h)
            if (room[0] <= box[0] and room[1] <= box[1] and box[2] <= room[2]
                    and box[3] <= room[3] and not any(_crosses(box, b) for b in kept)):
                return sx, sy
        return None
    cx, cy = t.trick_centre
    half = {"right": (cx, room[1], room[2], room[3]), "left": (room[0], room[1], cx, room[3]),
            "top": (room[0], room[1], room[2], cy), "bottom": (room[0], cy, room[2], room[3])}
    return free_spot(kept, width, height, half[place_of(t.players, leader, bottom)[0]],
                     spots[0], t.margin / 2)


def middle_room(t: Table) -> Box:
    """Where the scoring's news may stand (who is out, a cappotto): around the trick's
    empty place, as wide as an announcement may be and a card height above and below."""
    cx, cy = t.trick_centre
    half = toast_width(t) / 2
    return (cx - half, max(toast_ceiling(t), cy - t.card_height), cx + half,
            min(t.height - t.margin, cy + t.card_height))


def free_spot(things: Iterable[Box], width: float, height: float, room: Box,
              centre: tuple[float, float], step: float) -> tuple[float, float] | None:
    """The centre, nearest ``centre``, of a ``width`` × ``height`` box inside ``room`` that
    crosses none of ``things`` (None if there is none): rows ``step`` apart are tried from
    the nearest, and in a row the free stretch nearest the centre."""
    left, top, right, foot = room
    cx, cy = centre
    boxes = list(things)
    count = int((foot - top - height) / step) + 1 if foot - top >= height else 0
    rows = [top + height / 2 + i * step for i in range(count)]
    for y in sorted(rows, key=lambda row: abs(row - cy)):
        blocks = sorted((b[0], b[2]) for b in boxes
                        if b[1] < y + height / 2 and b[3] > y - height / 2)
        best: float | None = None
        start = left
        for low, high in [*blocks, (right, right)]:
            if min(low, right) - start >= width:
                x = min(max(cx, start + width / 2), min(low, right) - width / 2)
                if best is None or abs(x - cx) < abs(best - cx):
                    best = x
            start = max(start, high)
        if best is not None:
            return best, y
    return None


def banner_height(t: Table, px: float, lines: int = 1) -> float:
    """Height of a banner of ``lines`` lines at ``px`` (reference) pixels."""
    size = px * t.ui_scale
    return size * (LINE_HEIGHT * lines + BANNER_PADDING)


def prompt_box(t: Table, bottom: int, count: int = 0, standing: Iterable[Box] = ()) -> Box:
    """The room for the prompt: above the bottom hand (a raised card included), below the
    lowest card the other seats may have in the trick (the bottom player's own place in
    the trick is empty while they choose), and across the hand's span as far as nothing
    else stands at that height (``standing``: more such things, such as the point cards
    opened at a deal's end). The prompt wraps to this width and stands on its foot.
    The span is a full hand's, so the prompt does not narrow into a tower as the hand
    empties."""
    gap = t.margin * GAP_RATIO

    def boxes(cards: int) -> list[Box]:
        return [card_box(t, raised(t, p)) for p in hand_poses(t, bottom, bottom, cards, True)]

    hand = boxes(t.full_hand)
    foot = min(b[1] for b in (boxes(count) if count else hand)) - gap
    top = max(card_box(t, trick_pose(t, s, bottom, 0))[3]
              for s in range(t.players) if s != bottom) + gap
    top = max(top, foot - banner_height(t, PROMPT_PX, PROMPT_LINES))
    left, right = _level_room(t, [*_beside_bottom(t, bottom), *standing], top, foot,
                              min(b[0] for b in hand), max(b[2] for b in hand))
    return left, top, right, foot


def action_bar_place(t: Table, bottom: int, width: float, height: float, above: float,
                     prompt: Box | None, played: Iterable[int], piled: Collection[int],
                     banners: bool) -> tuple[float, float, float]:
    """Where the action bar (``width`` × ``height``) goes: its top-left corner, and how
    far the prompt (``prompt``, where it stands on its own) slides aside to make room.

    First choice: ending at ``above`` (over the prompt), centred over the bottom hand as
    far as the side seats' plates and hands allow. When that spot lies over one of them
    (a taller deck or a shorter window brings them up to its height) or over a card the
    ``played`` seats have in the trick, the bar goes beside the prompt on its row, right
    then left, or else just above what it would cover; then, in a small window, on the
    prompt's row with the prompt slid aside, the two side by side as far as the side
    seats allow; failing all, it keeps the first spot. Only the ``piled`` seats' piles
    count (an empty pile's room is free while the bar is up), and the rooms of the
    announcement and the signal badge only when ``banners`` (one of them shows)."""
    gap = t.margin * GAP_RATIO
    beside = _beside_bottom(t, bottom, piled, banners)
    blockers = [card_box(t, trick_pose(t, seat, bottom, 0)) for seat in played]
    centre = hand_anchor(t, bottom, bottom)[0]

    def level(top: float, foot: float) -> list[Box]:
        return [b for b in beside if b[1] < foot and b[3] > top]

    def centred(top: float) -> float:
        left, right = _level_room(t, beside, top, top + height, t.margin, t.width - t.margin)
        if right - left < width:  # no room clear of everything: the middle of what there is
            return max(t.margin, (left + right - width) / 2)
        return min(max(centre - width / 2, left), right - width)

    def clear(left: float, top: float, right: float, foot: float) -> bool:
        boxes = [*level(top, foot), *blockers]
        return (t.margin <= left and right <= t.width - t.margin and top >= t.margin
                and not any(b[0] < right and b[2] > left and b[1] + EDGE < foot
                            and b[3] - EDGE > top for b in boxes))

    def bar_clear(left: float, top: float) -> bool:
        return clear(left, top, left + width, top + height)

    top = max(above - height, t.margin)
    first = centred(top)
    if bar_clear(first, top):
        return first, top, 0.0
    spots = []
    if prompt is not None:
        row = (prompt[1] + prompt[3] - height) / 2
        spots += [(prompt[2] + gap, row), (prompt[0] - gap - width, row)]
    over = [b for b in [*level(top, top + height), *blockers]
            if b[0] < first + width and b[2] > first]
    if over:
        higher = min(b[1] for b in over) - gap - height
        spots.append((centred(higher), higher))
    spot = next((spot for spot in spots if bar_clear(*spot)), None)
    if spot is not None:
        return (*spot, 0.0)
    if prompt is not None:
        shared = _beside_a_slid_prompt(t, prompt, width, height, level, clear)
        if shared is not None:
            return shared
    return first, top, 0.0


def _beside_a_slid_prompt(t: Table, prompt: Box, width: float, height: float,
                          level: Callable[[float, float], list[Box]],
                          clear: Callable[[float, float, float, float], bool]
                          ) -> tuple[float, float, float] | None:
    """The prompt and the bar side by side on the prompt's row, the pair as near the
    prompt's own place as the side seats' plates and hands allow (the prompt first, then
    the bar first): the bar's top-left corner and the prompt's slide, or None. The bar,
    taller than the prompt, stands level with its middle, or else with its top, clear of
    the trick: its foot may then lie on the top edge of a card raised from the hand."""
    gap = t.margin * GAP_RATIO
    words = prompt[2] - prompt[0]
    pair = words + gap + width
    for row in ((prompt[1] + prompt[3] - height) / 2, prompt[1]):
        band = min(row, prompt[1]), max(row + height, prompt[3])
        room = _level_room(t, level(*band), *band, t.margin, t.width - t.margin)
        if room[1] - room[0] < pair:
            continue
        left = min(max((prompt[0] + prompt[2] - pair) / 2, room[0]), room[1] - pair)
        for bar_left, words_left in ((left + words + gap, left), (left, left + width + gap)):
            if (clear(bar_left, row, bar_left + width, row + height)
                    and clear(words_left, prompt[1], words_left + words, prompt[3])):
                return bar_left, row, words_left - prompt[0]
    return None


EDGE: Final = 2.0
"""Pixels of another thing's edge the action bar may lie over (a card's shadow, a plate's
rim) before the spot counts as covering it."""


def _level_room(t: Table, boxes: list[Box], top: float, foot: float, left: float,
                right: float) -> tuple[float, float]:
    """The part of ``left``..``right`` that none of ``boxes`` standing level with
    ``top``..``foot`` covers: each narrows it from its own side of the trick."""
    gap = t.margin * GAP_RATIO
    middle = t.trick_centre[0]
    for box in boxes:
        if box[1] < foot and box[3] > top and box[0] < right and box[2] > left:
            if (box[0] + box[2]) / 2 < middle:
                left = max(left, box[2] + gap)
            else:
                right = min(right, box[0] - gap)
    return left, right


def _beside_bottom(t: Table, bottom: int, piled: Collection[int] | None = None,
                   banners: bool = True) -> list[Box]:
    """What may stand level with the prompt or the action bar above the bottom hand: the
    plates, the other seats' hands, every pile, the stock and the banners beside the
    trick (the piles of the ``piled`` seats only, when given; the banners' rooms only with
    ``banners``)."""
    pw, ph = t.plate_size
    boxes = [toast_box(t, bottom), badge_box(t, bottom)] if banners else []
    for seat in range(t.players):
        if piled is None or seat in piled:
            boxes += [card_box(t, p) for p in pile_poses(t, seat, bottom, PILE_DEPTH + 1)]
        x, y = plate_centre(t, seat, bottom)
        boxes.append((x - pw / 2, y - ph / 2, x + pw / 2, y + ph / 2))
        if seat != bottom:
            boxes += [card_box(t, p)
                      for p in hand_poses(t, seat, bottom, t.full_hand, False)]
    if t.players <= 3:
        boxes += [card_box(t, stock_pose(t, STOCK_DEPTH)), caption_box(t)]
    return boxes


def caption_box(t: Table) -> Box:
    """The room the stock's caption may take (with three players or fewer)."""
    cx, head = caption_head(t)
    half_w = t.card_width * CAPTION_WIDTH / 2
    return cx - half_w, head, cx + half_w, head + banner_height(t, CAPTION_PX, CAPTION_LINES)


def toast_width(t: Table) -> float:
    """The widest an announcement may be: between the side seats' hands."""
    width = t.width - 2 * t.margin
    if t.players >= 3:
        width -= 2 * (t.card_height * OPPONENT_SCALE + t.margin)
    return max(width, t.card_width)


CAPTION_WIDTH: Final = 1.6
CAPTION_LINES: Final = 2
"""The stock's caption may be this many card widths wide; it wraps beyond, onto two
lines ("Discard, for the last trick")."""


def caption_head(t: Table) -> tuple[float, float]:
    """Where the stock's caption hangs (its middle, its top): just below the stock, clear
    of the side seats' plates above it; a longer caption grows downward."""
    pose = stock_pose(t, 0)
    return pose.x, pose.y + t.card_height * OPPONENT_SCALE / 2 + t.margin * GAP_RATIO


def deck_pose(t: Table, index: int) -> Pose:
    """A card of the pack in the middle of the table before the deal."""
    cx, cy = t.trick_centre
    return Pose(cx - index * 0.25, cy - index * 0.25, 0.0, OPPONENT_SCALE, False,
                50.0 + index * 0.01)


STOCK_DEPTH: Final = 20
"""The most cards the stock holds (two players, ten cards each dealt)."""


def stock_pose(t: Table, index: int) -> Pose:
    """A card of the stock (or the three-player discard): left of the trick area.

    At a table of four or five, where three play on after eliminations (Ciapanò), the
    discard lies right of the trick instead, its caption standing on the foot of the
    signal badge's room: left of the trick the announcements stand, and the caption would
    reach the left seat's plate. A badge never shows there, since signals need partners
    and partners are never eliminated."""
    cx, cy = t.trick_centre
    x = cx - t.card_width * 2.3
    if t.players >= 4:
        left, _, right, foot = badge_box(t, 0)
        x = (left + right) / 2
        cy = (foot - banner_height(t, CAPTION_PX, CAPTION_LINES) - t.margin * GAP_RATIO
              - t.card_height * OPPONENT_SCALE / 2)
    elif t.players == 3:
        cy = max(cy, _below_left_pile(t, x))
    return Pose(x - index * 0.35, cy - index * 0.35, 0.0, OPPONENT_SCALE, False,
                50.0 + index * 0.01)


def _below_left_pile(t: Table, x: float) -> float:
    """The highest a discard centred at ``x`` may lie and stay clear of the left seat's
    taken pile at its thickest (in a window near 4:3 the trick's centre is low enough that
    the pile, below its plate, reached over the discard's top)."""
    seat = next(s for s in range(t.players) if place_of(t.players, s, 0)[0] == "left")
    boxes = [card_box(t, pose) for pose in pile_poses(t, seat, 0, PILE_DEPTH + 1)]
    left, right = min(b[0] for b in boxes), max(b[2] for b in boxes)
    foot = max(b[3] for b in boxes)
    half_w, half_h = (t.card_width * OPPONENT_SCALE / 2, t.card_height * OPPONENT_SCALE / 2)
    if right + t.margin * GAP_RATIO <= x - half_w or left >= x + half_w:
        return -math.inf
    return foot + t.margin * GAP_RATIO + half_h


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
    prompt above the hand, an announcement one line high, the badge, the stock's caption)."""
    pw, ph = t.plate_size
    boxes = []
    for seat in range(t.players):
        x, y = plate_centre(t, seat, bottom)
        boxes.append((x - pw / 2, y - ph / 2, x + pw / 2, y + ph / 2))
    boxes.append(prompt_box(t, bottom))
    boxes.append(toast_box(t, bottom))
    boxes.append(badge_box(t, bottom))
    if t.players <= 3:
        boxes.append(caption_box(t))
    return boxes


def crowded(t: Table) -> bool:
    """True when some card at its furthest (full hands, a whole trick, tall piles, the
    stock, the bottom hand's raised card) would cover a plate or banner, or two of those
    would cover each other, or a banner would leave the table, or the trick would cover
    a hand, or the side seats' plates would be squeezed too small to read."""
    cards, hands, trick = [], [], []
    for seat in range(t.players):
        poses = hand_poses(t, seat, 0, t.full_hand, seat == 0)
        hands += [card_box(t, p) for p in poses]
        if seat == 0:
            poses += [raised(t, p) for p in poses]
        trick.append(card_box(t, trick_pose(t, seat, 0, 0)))
        cards += poses if seat == 0 else [*poses, trick_pose(t, seat, 0, 0)]
        cards += pile_poses(t, seat, 0, PILE_DEPTH + 1)
    if t.players <= 3:
        cards.append(stock_pose(t, STOCK_DEPTH))
    boxes = furniture(t)
    if any(b[0] < -0.5 or b[1] < -0.5 or b[2] > t.width + 0.5 or b[3] > t.height + 0.5
           or b[2] <= b[0] for b in boxes):
        return True
    if any(_crosses(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:]):
        return True
    if any(_crosses(trick[0], b) for b in boxes if b is not boxes[t.players]):
        return True  # the bottom player's trick card (the prompt is gone by then)
    _, top, _, foot = boxes[t.players]
    if foot - top < banner_height(t, PROMPT_PX * PROMPT_SIZES[-1]) - 0.5:
        return True
    toast_left, _, toast_right, _ = toast_box(t)
    if toast_right - toast_left < TOAST_MIN_WIDTH * TOAST_PX * t.ui_scale:
        return True
    if t.plate_size[0] < PLATE_SIZE[0] * t.ui_scale * PLATE_LEAST:
        return True
    if t.players >= 3 and _side_room(t) < min(PLATE_LEAST_PX,
                                              PLATE_SIZE[0] * PLATE_READABLE * t.ui_scale):
        return True
    if any(_crosses(a, b) for a in trick for b in hands):
        return True
    return any(_crosses(card_box(t, p), b) for p in cards for b in boxes)


@lru_cache(maxsize=256)
def _four_trick(width: float, height: float, aspect: float, scale: float, fit: bool,
                hand: int) -> str:
    """:attr:`Table.trick_form` for a table of four, worked out once for each size. A
    resize lays out every size it passes through, so the cross is laid out only when the
    pinwheel's cards or plates are short of their size, and another form only when its
    cards would not crowd the table at the cross's size."""
    natural = Table(width, height, 4, aspect, scale, False, "pinwheel", hand)
    if (natural.plate_size[0] >= PLATE_SIZE[0] * PLATE_READABLE * natural.ui_scale
            and Table(width, height, 4, aspect, scale, fit, "pinwheel",
                      hand).card_width >= natural.card_width):
        return "pinwheel"
    cross = Table(width, height, 4, aspect, scale, fit, "cross", hand)
    least = scale * cross.card_width / natural.card_width
    for form in FOUR_TRICK_FORMS:
        if form == "cross" or crowded(Table(width, height, 4, aspect, least, False, form,
                                            hand)):
            continue
        t = Table(width, height, 4, aspect, scale, fit, form, hand)
        plates = min(cross.plate_size[0], PLATE_SIZE[0] * PLATE_READABLE * t.ui_scale)
        if t.card_width >= cross.card_width and t.plate_size[0] >= plates:
            return form
    return "cross"


@lru_cache(maxsize=256)
def _five_trick(width: float, height: float, aspect: float, scale: float, fit: bool) -> str:
    """:attr:`Table.trick_form` for a table of five, worked out once for each size (a
    resize lays the table out many times at one size)."""
    def weaker(t: Table) -> float:
        return min(t.card_width / REFERENCE_CARD_WIDTH,
                   t.plate_size[0] / (PLATE_SIZE[0] * PLATE_READABLE))

    wide = Table(width, height, 5, aspect, scale, fit, "wide")
    unfitted = Table(width, height, 5, aspect, scale, False, "wide").card_width
    if wide.card_width >= unfitted and weaker(wide) == wide.card_width / REFERENCE_CARD_WIDTH:
        return "wide"  # neither its cards nor its plates short of their size: the trick
        # down the middle could only take from the cards (and a new size is laid out once)
    least = TALL_KEEPS * wide.card_width
    if fit:  # crowded with cards that small, the tall trick is out before its fitting
        natural = Table(width, height, 5, aspect, 1.0, False, "tall").card_width
        if crowded(Table(width, height, 5, aspect, least / natural, False, "tall")):
            return "wide"
    tall = Table(width, height, 5, aspect, scale, fit, "tall")
    better = ((weaker(tall), tall.plate_size[0]) > (weaker(wide), wide.plate_size[0])
              and tall.card_width >= least)  # of cards alike, the larger plates
    return "tall" if better else "wide"


@lru_cache(maxsize=256)
def _fitting_width(width: float, height: float, players: int, aspect: float,
                   scale: float, form: str, hand: int) -> float:
    """The card width of the largest scale up to ``scale`` at which the table is not
    crowded (the smallest tried when none is). The default size is always among those
    tried, so a larger preference never ends smaller than the default."""
    while True:
        t = Table(width, height, players, aspect, scale, fit=False, trick_shape=form, hand=hand)
        if not crowded(t) or t.card_width <= 36.0:
            return t.card_width
        scale = 1.0 if scale > 1.0 >= scale * FIT_STEP else scale * FIT_STEP


def scoring_fan(t: Table, seat: int, bottom: int, count: int) -> list[Pose]:
    """Where ``seat``'s point cards lie, face up and upright, when its pile is opened at
    the end of a deal (every hand is empty then, the trick too): the bottom player's in
    their hand's place; another seat's toward the middle of the table, below a top hand or
    beside a side seat's plate, in as few rows as its half of the table allows (see
    :func:`_fan_span`). Each card shows its top part (its index and most of its picture)."""
    edge, _ = place_of(t.players, seat, bottom)
    if seat == bottom:
        return [replace(p, z=600.0 + i)
                for i, p in enumerate(hand_poses(t, seat, bottom, count, True))]
    w, h = t.card_width * OPPONENT_SCALE, t.card_height * OPPONENT_SCALE
    room_left, room_right = _fan_span(t, seat, bottom)
    fit = max(1, int((room_right - room_left - w) / (w * SCORING_SHOWN)) + 1)
    rows = max(1, -(-count // fit))
    per_row = -(-count // rows)
    width = w + w * SCORING_SHOWN * (per_row - 1)
    row_step = h * SCORING_SHOWN
    if edge == "top":  # below the hand, shifted into its half of the table if need be
        x, y = hand_anchor(t, seat, bottom)
        left = min(max(x - width / 2, room_left), room_right - width)
        top = y + h / 2
        piles = [card_box(t, p) for p in pile_poses(t, seat, bottom, PILE_DEPTH + 1)]
        if min(b[0] for b in piles) < left + width and left < max(b[2] for b in piles):
            top = max(top, max(b[3] for b in piles))  # a long row passes under the pile
        top += t.margin * GAP_RATIO
        if rows > 1:  # rows closer together rather than over the side seats' counts
            row_step = max(h * SCORING_SHOWN / 2,
                           min(row_step, (_count_ceiling(t, bottom) - top - h) / (rows - 1)))
    else:  # level with the plate, from its inner side toward the middle
        left = room_left if edge == "left" else room_right - width
        middle = plate_centre(t, seat, bottom)[1]
        if rows > 1:  # rows closer together rather than down over the bottom player's
            floor = card_box(t, hand_poses(t, bottom, bottom, 1, True)[0])[1]
            room = 2 * (floor - t.margin * GAP_RATIO - middle) - h
            row_step = max(h * SCORING_SHOWN / 2, min(row_step, room / (rows - 1)))
        top = middle - (h + row_step * (rows - 1)) / 2
    return [Pose(left + w / 2 + w * SCORING_SHOWN * (i % per_row),
                 top + h / 2 + row_step * (i // per_row), 0.0, OPPONENT_SCALE, True,
                 600.0 + i) for i in range(count)]


def _count_ceiling(t: Table, bottom: int) -> float:
    """How low a top seat's opened pile may reach: above the side seats' counts (which
    stand on their plates), a gap between."""
    tops = [score_spot(t, seat, bottom)[1] - count_height(t) - t.margin * GAP_RATIO
            for seat in range(t.players)
            if place_of(t.players, seat, bottom)[0] in ("left", "right")]
    return min(tops, default=t.height)


SCORING_SHOWN: Final = 0.45
"""In an opened pile each card shows this share of itself."""


def _fan_span(t: Table, seat: int, bottom: int) -> tuple[float, float]:
    """From where to where (left, right) a seat's opened pile may spread: its own half of
    the table (with five players each top seat has half of the top; with four the top seat
    has it all), clear of the side seats' hands, and of its own plate, pile and the count
    that stands by it."""
    edge, offset = place_of(t.players, seat, bottom)
    gap = t.margin * GAP_RATIO
    cx = t.width / 2
    side = t.margin * 2 + t.card_height * OPPONENT_SCALE  # the side seats' hands
    left, right = side, t.width - side
    half = t.plate_size[0] / 2
    px = plate_centre(t, seat, bottom)[0]
    if edge == "left" or (edge == "top" and offset < 0):
        right = cx - gap / 2
    if edge == "right" or (edge == "top" and offset > 0):
        left = cx + gap / 2
    if edge == "left" or (edge == "top" and px < hand_anchor(t, seat, bottom)[0]):
        left = max(left, px + half + gap)
    else:
        right = min(right, px - half - gap)
    if edge in ("left", "right"):  # its pile, below the plate, may stand out beyond it
        pile = [card_box(t, p) for p in pile_poses(t, seat, bottom, PILE_DEPTH + 1)]
        if edge == "left":
            left = max(left, max(b[2] for b in pile) + gap)
        else:
            right = min(right, min(b[0] for b in pile) - gap)
    return left, right


def count_px(t: Table) -> float:
    """The text size of the scoring's counts."""
    return COUNT_PX * t.plate_size[1] / PLATE_SIZE[1]


def count_height(t: Table) -> float:
    """The height of a count: one line at :func:`count_px`."""
    return count_px(t) * (LINE_HEIGHT + BANNER_PADDING)


def score_spot(t: Table, seat: int, bottom: int) -> tuple[float, float, float]:
    """Where ``seat``'s running count stands during the scoring, by its plate: (x, y,
    grows). ``grows`` is -1 when y is the label's foot (it stands above the plate) and +1
    when y is its head (it hangs below a top seat's plate)."""
    gap = t.margin * GAP_RATIO
    px, py = plate_centre(t, seat, bottom)
    half = t.plate_size[1] / 2
    if seat != bottom and place_of(t.players, seat, bottom)[0] == "top":
        return px, py + half + gap, 1.0
    return px, py - half - gap, -1.0
