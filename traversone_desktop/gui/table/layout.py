"""Every card's pose for a table model: the one place that decides where cards lie.

Pure: the same model, table size and seating always give the same poses, so a resize,
a seat rotation or an undo is just "lay out again".
"""

from __future__ import annotations

from collections.abc import Collection

from ...engine.cards import NUM_CARDS
from .geometry import Pose, Table, hand_poses, pile_poses, stock_pose, trick_pose
from .model import TableModel


def layout(model: TableModel, t: Table, bottom: int,
           open_seats: Collection[int]) -> dict[int, Pose]:
    """Poses of the cards on the table; a card missing from the answer is not shown.

    ``open_seats``: the seats whose hands are shown face up (the human looking, or none
    behind the hot-seat privacy screen).
    """
    poses: dict[int, Pose] = {}
    for seat in range(model.seats):
        cards = model.hands[seat]
        for card, pose in zip(cards, hand_poses(t, seat, bottom, len(cards),
                                                seat in open_seats), strict=True):
            poses[card] = pose
        pile = model.piles[seat]
        poses.update(zip(pile, pile_poses(t, seat, bottom, len(pile)), strict=True))
    for order, (seat, card) in enumerate(model.trick):
        poses[card] = trick_pose(t, seat, bottom, order)
    heap = 0
    if model.discard is not None:
        poses[model.discard[1]] = stock_pose(t, 0)
        heap = 1
    # Nobody knows which cards are in the stock: the table shows that many backs, and a
    # drawn card simply comes from among them.
    unplaced = [c for c in range(NUM_CARDS) if c not in poses]
    for i, card in enumerate(unplaced[:model.stock]):
        poses[card] = stock_pose(t, heap + i)
    return poses
