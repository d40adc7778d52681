"""Seat geometry: anticlockwise seating, and every card on the table at every size."""

from __future__ import annotations

import math
from itertools import permutations, product

import pytest

from traversone_desktop.gui.table.geometry import (
    OPPONENT_SCALE,
    Pose,
    Table,
    badge_box,
    card_box,
    fits,
    free_spot,
    hand_anchor,
    hand_poses,
    pile_poses,
    place_of,
    plate_centre,
    stock_pose,
    trick_pose,
)

SIZES = ((900, 560), (1280, 760), (1920, 1040), (1000, 1000))
HAND_SIZES = {2: 10, 3: 14, 4: 10, 5: 8}


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("bottom", [0, 1, 2])
def test_the_next_seat_sits_on_the_bottom_players_right(players: int, bottom: int) -> None:
    t = Table(1280, 760, players, 1.75)
    cx, cy = t.centre
    nx, _ = hand_anchor(t, (bottom + 1) % players, bottom)
    last_x, _ = hand_anchor(t, (bottom - 1) % players, bottom)
    assert nx > cx > last_x
    _, by = hand_anchor(t, bottom, bottom)
    assert by > cy


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.4])
def test_every_card_stays_on_the_table(players: int, w: int, h: int, scale: float) -> None:
    t = Table(w, h, players, 1.75, scale)
    for seat in range(players):
        for pose in hand_poses(t, seat, 0, HAND_SIZES[players], seat == 0):
            assert fits(t, pose), (seat, pose)
        assert fits(t, trick_pose(t, seat, 0, seat))
        assert all(fits(t, pose) for pose in pile_poses(t, seat, 0, 30))
    assert fits(t, stock_pose(t, 20))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_plates_do_not_overlap_each_other(players: int) -> None:
    t = Table(1280, 760, players, 1.75)
    pw, ph = t.plate_size
    centres = [plate_centre(t, s, 0) for s in range(players)]
    for i, (x1, y1) in enumerate(centres):
        assert pw / 2 <= x1 <= t.width - pw / 2 and ph / 2 <= y1 <= t.height - ph / 2
        for x2, y2 in centres[i + 1:]:
            assert abs(x1 - x2) >= pw or abs(y1 - y2) >= ph


def test_cards_grow_with_the_window() -> None:
    small, large = Table(1000, 620, 4, 1.75), Table(1920, 1040, 4, 1.75)
    assert large.card_width > small.card_width * 1.4


def _box(t: Table, seat: int, players: int) -> tuple[float, float, float, float]:
    """The upright rectangle around ``seat``'s trick card (x0, y0, x1, y1)."""
    pose = trick_pose(t, seat, 0, seat)
    w, h = t.card_width * pose.scale, t.card_height * pose.scale
    return pose.x - w / 2, pose.y - h / 2, pose.x + w / 2, pose.y + h / 2


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(("w", "h"), SIZES)
def test_no_trick_card_hides_another(players: int, w: int, h: int) -> None:
    """Without corner indices a covered card is unreadable: every trick card shows its middle,
    and with five players (whose cards would crowd the centre) no two touch at all."""
    t = Table(w, h, players, 1.75)
    boxes = [_box(t, s, players) for s in range(players)]
    for i, a in enumerate(boxes):
        for b in boxes[:i] + boxes[i + 1:]:
            mx, my = (a[0] + a[2]) / 2, (a[1] + a[3]) / 2
            assert not (b[0] < mx < b[2] and b[1] < my < b[3])
            if players == 5:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def _covered(t: Table, card: Pose, over: Pose, steps: int = 24) -> float:
    """The share of ``card``'s face that ``over`` (each turned as it lies) covers."""
    def frame(pose: Pose) -> tuple[float, float, float, float]:
        angle = math.radians(pose.rotation)
        return pose.x, pose.y, math.cos(angle), math.sin(angle)

    w, h = t.card_width * card.scale, t.card_height * card.scale
    ow, oh = t.card_width * over.scale, t.card_height * over.scale
    cx, cy, cos, sin = frame(card)
    ox, oy, ocos, osin = frame(over)
    hidden = 0
    for i, j in product(range(steps), repeat=2):
        u, v = (i + 0.5) / steps * w - w / 2, (j + 0.5) / steps * h - h / 2
        x, y = cx + u * cos - v * sin, cy + u * sin + v * cos
        du, dv = (x - ox) * ocos + (y - oy) * osin, -(x - ox) * osin + (y - oy) * ocos
        hidden += abs(du) < ow / 2 and abs(dv) < oh / 2
    return hidden / steps ** 2


@pytest.mark.parametrize(("w", "h"), [size for size in SIZES if size[0] > size[1]])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.4])
def test_four_players_trick_shows_every_card_whole_in_a_wide_window(
        w: int, h: int, scale: float) -> None:
    """In a plain cross the bottom place's card lay over the lowest part of the top place's,
    or the top's over the bottom's, whichever came later: a Two of cups showed one cup. In a
    window wider than tall (every usual screen) the four cards turn like a pinwheel, and
    whatever the order they were played in, each shows all but a corner of itself."""
    t = Table(w, h, 4, 1.75, scale)
    poses = [trick_pose(t, seat, 0, seat) for seat in range(4)]
    for card, over in permutations(poses, 2):
        assert _covered(t, card, over) < 0.03, (card, over)


@pytest.mark.parametrize(("w", "h"), [(960, 1010), (1280, 1370), (1080, 1820)])
def test_four_players_trick_in_a_tall_window_keeps_top_and_bottom_apart(w: int, h: int) -> None:
    """A window taller than wide (snapped to half a screen, or on an upright monitor) has no
    room across for the pinwheel, but room down the middle: the top and bottom places'
    cards lie clear of each other there, and the cards keep the size a plain cross gives."""
    t = Table(w, h, 4, 1.75)
    assert t.trick_form == "tall"
    assert t.card_width == Table(w, h, 4, 1.75, trick_shape="cross").card_width
    bottom, top = trick_pose(t, 0, 0, 0), trick_pose(t, 2, 0, 1)
    assert _covered(t, top, bottom) < 0.03 and _covered(t, bottom, top) < 0.03


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(("w", "h"), SIZES)
def test_the_signal_badge_has_room_beside_the_trick(players: int, w: int, h: int) -> None:
    """Tressette's signal badge starts right of every trick card, stays off the right
    seat's plate and hand, and has room for at least a short signal name."""
    t = Table(w, h, players, 1.75)
    left, top, right, foot = badge_box(t, 0)
    assert all(_box(t, s, players)[2] <= left for s in range(players))
    for seat in range(1, players):
        if place_of(players, seat, 0)[0] == "right":
            pw, ph = t.plate_size
            px, py = plate_centre(t, seat, 0)
            assert foot <= py - ph / 2 or top >= py + ph / 2 or right <= px - pw / 2
            assert right <= hand_anchor(t, seat, 0)[0] - t.card_height * OPPONENT_SCALE / 2
    assert right - left >= 6 * 16 * t.ui_scale  # "Busso" at the badge's font size
    assert 0 <= top < foot <= t.height


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_hand_is_fanned_in_an_arc(players: int) -> None:
    """The ends of the bottom hand turn outward and sit lower than its middle."""
    t = Table(1366, 738, players, 1.75)
    poses = hand_poses(t, 0, 0, HAND_SIZES[players], True)
    first, middle, last = poses[0], poses[len(poses) // 2], poses[-1]
    assert first.rotation < 0 < last.rotation
    assert first.y > middle.y and last.y > middle.y
    assert all(fits(t, p) for p in poses)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_your_taken_pile_lies_by_your_plate(players: int) -> None:
    """Between your plate and your hand, not in the far corner."""
    t = Table(1280, 770, players, 1.75)
    px, _ = plate_centre(t, 0, 0)
    pile = pile_poses(t, 0, 0, 30)
    hand_left = hand_poses(t, 0, 0, HAND_SIZES[players], True)[0].x
    assert all(px + t.plate_size[0] / 2 < p.x < hand_left for p in pile)


def test_a_free_spot_is_the_nearest_to_the_middle_that_covers_nothing() -> None:
    room = (0.0, 0.0, 100.0, 100.0)
    assert free_spot([], 20, 10, room, (50, 50), 1) == (50, 50)
    # a block in the middle: the same row, beside it, the nearer side
    assert free_spot([(35, 40, 60, 60)], 20, 10, room, (50, 50), 1) == (70, 50)
    # a block across the row: the nearest row clear of it, above or below
    spot = free_spot([(0, 45, 100, 58)], 20, 10, room, (50, 50), 1)
    assert spot is not None and spot[0] == 50 and (spot[1] <= 40 or spot[1] >= 63)
    assert abs(spot[1] - 50) <= 10
    # never outside the room, and none where nothing fits
    assert free_spot([], 20, 10, room, (5, 50), 1) == (10, 50)
    assert free_spot([(0, 0, 100, 100)], 20, 10, room, (50, 50), 1) is None
    assert free_spot([], 120, 10, room, (50, 50), 1) is None


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_a_game_for_two_keeps_room_for_the_ten_cards_it_deals(w: int, h: int) -> None:
    """Tressette and Kifameno for two deal ten cards each, not half the pack. Laid out
    for twenty, the other player's plate stood far from her hand and your hand off
    centre; laid out for ten, as a table of four is, both sit where they would there."""
    two, four, twenty = Table(w, h, 2, 1.75, hand=10), Table(w, h, 4, 1.75), Table(w, h, 2, 1.75)
    assert two.full_hand == 10 and twenty.full_hand == 20
    hand = [card_box(two, p) for p in hand_poses(two, 1, 0, 10, False)]
    plate_x, _ = plate_centre(two, 1, 0)
    gap = min(b[0] for b in hand) - (plate_x + two.plate_size[0] / 2)
    assert 0 < gap <= 2 * two.margin  # beside her hand, not a hand's width away
    for t in (two, four):
        assert all(fits(t, p) for p in hand_poses(t, 0, 0, 10, True))
    off_centre = hand_anchor(two, 0, 0)[0] - w / 2
    assert 0 <= off_centre <= hand_anchor(twenty, 0, 0)[0] - w / 2
    assert two.card_width >= twenty.card_width


def test_the_table_of_a_game_for_two_knows_its_hand(qtbot) -> None:
    """The view lays the table out for the hand the game deals."""
    from traversone_desktop.engine.match import Match
    from traversone_desktop.engine.rules import preset
    from traversone_desktop.gui.table.model import bare_model, model_of_match

    for name, players, hand in (("tressette_2", 2, 10), ("kifameno", 2, 10),
                                ("kifameno", 3, 10), ("ciapano", 3, 13),
                                ("traversone", 4, 10)):
        match = Match(preset(name, players), 1)
        assert bare_model(match).hand == hand
        match.start()
        assert model_of_match(match).hand == hand
