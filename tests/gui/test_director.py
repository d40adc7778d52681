"""The director, with no window: the steps it writes for a trick, a deal and a play.

A recording animator writes the script down instead of playing it, and runs each call
at once, so the log reads in the order the table would show things: pauses, card moves
(which cards, where to, how fast, how far apart), sounds, what is said and shown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from traversone_desktop import art
from traversone_desktop.engine import (
    CardDrawn,
    CardPlayed,
    Claimed,
    DealStarted,
    Declared,
    SeatEliminated,
    TrickTaken,
)
from traversone_desktop.gui.table.animator import Animator
from traversone_desktop.gui.table.card_item import CardItem
from traversone_desktop.gui.table.director import (
    DEAL_STAGGER_MS,
    FLIP_MS,
    GATHER_MS,
    PACKET_MS,
    PLAY_MS,
    SWEEP_MS,
    SWEEP_PAUSE_MS,
    SWEEP_STAGGER_MS,
    TURN_UP_STAGGER_MS,
    Director,
)
from traversone_desktop.gui.table.geometry import (
    Pose,
    Table,
    hand_poses,
    pile_poses,
    trick_pose,
)
from traversone_desktop.gui.table.layout import layout
from traversone_desktop.gui.table.model import TableModel
from traversone_desktop.gui.words import points
from traversone_desktop.session.setup import DEFAULT_DECK

NAMES = ["You", "Nonna Pina", "Zio Gino", "Zia Rosa"]


class RecordingAnimator(Animator):
    """Writes each step down; a moved card is put at once where the step sends it."""

    def __init__(self, log: list[tuple[Any, ...]]) -> None:
        super().__init__()
        self.log = log

    def step(self, moves: Iterable[tuple[CardItem, Pose]], base_ms: float,
             stagger_ms: float = 0.0) -> None:
        moves = list(moves)
        for item, pose in moves:
            item.animate(pose, 0)
        self.log.append(("step", [(item.card, pose) for item, pose in moves], base_ms,
                         stagger_ms))

    def pause(self, base_ms: float) -> None:
        self.log.append(("pause", base_ms))

    def call(self, action: Callable[[], None]) -> None:
        action()


@dataclass
class Stage:
    """The table as the director reads it: four seats, you at the bottom, your hand open."""

    model: TableModel
    log: list[tuple[Any, ...]]
    deck: str = DEFAULT_DECK
    names: list[str] = field(default_factory=lambda: list(NAMES))
    humans: frozenset[int] = frozenset({0})
    bottom: int = 0
    open_seats: frozenset[int] = frozenset({0})
    card_items: dict[int, CardItem] = field(default_factory=dict)

    def __post_init__(self) -> None:
        t = self.table()
        self.card_items = {c: CardItem(c, self.deck, t.card_width, t.aspect) for c in range(40)}
        for card, pose in layout(self.model, t, self.bottom, self.open_seats).items():
            self.card_items[card].animate(pose, 0)

    def table(self) -> Table:
        return Table(1280.0, 800.0, self.model.seats, art.get_deck(self.deck).aspect)

    def devicePixelRatioF(self) -> float:
        return 1.0

    def furniture_snapshot(self, with_caption: bool = True) -> Callable[[], None]:
        return lambda: self.log.append(("furniture",) if with_caption else ("plates",))

    def badge_text(self, signal: str | None, seat: int) -> str:
        return f"{signal} ({self.names[seat]})" if signal else ""

    def set_turn(self, seat: int, bot: bool = False) -> None:
        self.log.append(("turn", seat))


def direct(model: TableModel, *events: Any, speed: str = "normal"
           ) -> tuple[list[tuple[Any, ...]], Stage]:
    """What the director writes for ``events`` on a table showing ``model``."""
    log: list[tuple[Any, ...]] = []
    stage = Stage(model, log)
    animator = RecordingAnimator(log)
    animator.set_speed(speed)
    director = Director(stage, animator)
    for kind in ("cue", "said", "toast", "trick_shown", "badge", "outdated"):
        getattr(director, kind).connect(lambda text, *_, kind=kind: log.append((kind, text)))
    for event in events:
        director.direct(event)
    return log, stage


def spoken(card: int) -> str:
    return art.card_name(DEFAULT_DECK, card, "en")


def whole(card: int) -> str:
    """A card's name as an announcement lists it: kept on one line."""
    return spoken(card).replace(" ", "\u00a0")


def mid_trick() -> TableModel:
    """Four cards on the table, Zio Gino's (the Re di coppe, 19) the best."""
    model = TableModel(4, [[0], [1], [2], [3]], dealer=3)
    model.hands = [[1, 2], [11, 12], [21, 22], [31, 32]]
    model.trick = [(0, 15), (1, 13), (2, 19), (3, 10)]
    return model


def test_a_trick_pauses_then_sweeps_card_by_card_to_the_winners_pile(qapp: object) -> None:
    model = mid_trick()
    log, stage = direct(model, TrickTaken(2, (15, 13, 19, 10), 0, False))
    cards = [15, 13, 19, 10]
    pile = pile_poses(stage.table(), 2, 0, 4)
    assert log == [
        ("turn", -1),  # the trick is whole: no plate glows as if its seat still chose
        ("pause", SWEEP_PAUSE_MS),
        ("badge", ""),
        ("said", f"Zio Gino takes the trick with {spoken(19)}"),
        ("cue", "sweep"),
        ("step", list(zip(cards, pile, strict=True)), SWEEP_MS, SWEEP_STAGGER_MS),
        ("trick_shown", "Zio Gino takes the trick: " + ", ".join(whole(c) for c in cards)),
        ("furniture",),
    ]
    assert model.piles[2] == cards and model.trick == []
    # the cards under the top one of the pile stop casting their own shadow
    assert [stage.card_items[c].stacked for c in cards] == [True, True, True, False]


def test_a_deal_gathers_the_pack_deals_packets_from_the_eldest_hand_and_turns_up_yours(
        qapp: object) -> None:
    model = TableModel(4, [[0, 2], [1, 3]])
    hands = tuple(tuple(range(seat * 10, seat * 10 + 10)) for seat in range(4))
    log, stage = direct(model, DealStarted(0, 1, (0, 1, 2, 3), 7, False, hands, 0))
    assert log[0] == ("plates",)  # the dealer's chip on its plate before a card flies
    log = log[1:]
    assert log[0] == ("cue", "shuffle")
    kind, gathered, ms, stagger = log[1]
    assert (kind, len(gathered), ms, stagger) == ("step", 40, GATHER_MS, 0.0)
    packets = log[2:10]
    dealt_to = [next(c for c in range(4) if step[1][0][0] in hands[c]) for step in packets]
    assert dealt_to == [2, 3, 0, 1] * 2  # the dealer's right hand first, anticlockwise
    for step in packets:
        assert [len(step[1]), step[2], step[3]] == [5, PACKET_MS, DEAL_STAGGER_MS]
        assert not any(pose.face_up for _, pose in step[1])
    kind, turned, ms, stagger = log[10]
    assert [c for c, _ in turned] == list(hands[0])  # your hand and no other
    assert [pose for _, pose in turned] == hand_poses(stage.table(), 0, 0, 10, True)
    assert (ms, stagger) == (FLIP_MS, TURN_UP_STAGGER_MS)
    assert log[11:] == [("furniture",)]


def test_a_play_moves_the_card_sounds_when_it_lands_and_says_who(qapp: object) -> None:
    model = mid_trick()
    model.trick = []
    log, stage = direct(model, CardPlayed(1, 11, "volo"), CardPlayed(0, 2))
    t = stage.table()
    steps = [entry for entry in log if entry[0] == "step"]
    assert [entry[0] if entry[0] == "step" else entry for entry in log] == [
        "step",
        ("cue", "play"),
        ("said", f"Nonna Pina plays {spoken(11)}"),
        ("badge", "volo (Nonna Pina)"),
        ("toast", "Nonna Pina leads with a signal: Volo"),
        ("furniture",),
        "step",
        ("cue", "play"),
        ("said", f"You play {spoken(2)}"),
        ("furniture",),
    ]
    for (_, moves, ms, stagger), seat, card in zip(steps, (1, 0), (11, 2), strict=True):
        moved = dict(moves)
        assert moved.pop(card) == trick_pose(t, seat, 0, 1 - seat)  # into the trick
        assert set(moved) == set(model.hands[seat])  # and the hand closes up, together
        assert (ms, stagger) == (PLAY_MS, 0.0)


def test_the_next_lead_outdates_the_tricks_announcement_and_no_other_play_does(
        qapp: object) -> None:
    model = mid_trick()
    log, _ = direct(model, TrickTaken(2, (15, 13, 19, 10), 0, False), CardPlayed(2, 21),
                    CardPlayed(3, 31))
    said = [entry for entry in log if entry[0] in ("toast", "trick_shown", "outdated")]
    trick = "Zio Gino takes the trick: " + ", ".join(whole(c) for c in (15, 13, 19, 10))
    assert said == [("trick_shown", trick), ("outdated", trick)]
    assert log.index(("outdated", trick)) > log.index(("said", f"Zio Gino plays {spoken(21)}"))


def test_news_of_your_own_seat_is_said_to_you(qapp: object) -> None:
    """"You are out", not "You is out"; another seat's news names it."""
    log, _ = direct(mid_trick(), SeatEliminated(1, 33), Claimed(0, 0))
    log2, _ = direct(mid_trick(), SeatEliminated(0, 31), Claimed(0, 0))
    toasts = [text for kind, *text in log + log2 if kind == "toast"]
    assert toasts == [["Nonna Pina is out"], ["You call out!"], ["You are out"],
                      ["You call out!"]]


def test_the_seats_one_deal_puts_out_are_named_in_one_announcement(qapp: object) -> None:
    """Each went up as the last replaced the one before, so only the last name was seen."""
    log, _ = direct(mid_trick(), SeatEliminated(1, 33), SeatEliminated(2, 35),
                    SeatEliminated(3, 31))
    toasts = [text for kind, *text in log if kind == "toast"]
    assert toasts[-1] == ["Nonna Pina, Zio Gino and Zia Rosa are out"]
    log, _ = direct(mid_trick(), SeatEliminated(0, 31), SeatEliminated(2, 35))
    assert [text for kind, *text in log if kind == "toast"][-1] == ["You and Zio Gino are out"]


def test_a_declarations_name_and_points_stay_whole_when_it_wraps(qapp: object) -> None:
    """"(3 / punti)" was parted across two lines, a name could be too."""
    log, _ = direct(mid_trick(), Declared(2, "tre_tre", (9, 29, 39), 3))
    toasts = [text for kind, *text in log if kind == "toast"]
    three = points(3).replace(" ", "\u00a0")
    assert toasts == [[f"Zio Gino declares three\u00a0threes\u00a0without\u00a0cups ({three})"]]


def test_an_instant_table_asks_for_no_sound(qapp: object) -> None:
    log, _ = direct(mid_trick(), TrickTaken(2, (15, 13, 19, 10), 0, False), speed="instant")
    assert not any(entry[0] == "cue" for entry in log)
    assert ("said", f"Zio Gino takes the trick with {spoken(19)}") in log


def test_a_shown_draw_lies_over_the_stocks_caption(qapp: object, qtbot: Any) -> None:
    """Tressette for two: the card the other player draws is shown face up on the stock,
    over the "Stock: 19" caption, not under it; then it goes to that hand face down."""
    from traversone_desktop.gui.table.view import TableView

    model = TableModel(2, [[0], [1]], dealer=1)
    model.hands = [list(range(10)), list(range(10, 19))]
    model.stock = 20
    log, stage = direct(model, CardDrawn(1, 25, True))
    shown = log[0]
    assert shown[0] == "step" and shown[1][0][0] == 25
    view = TableView()
    qtbot.addWidget(view)
    caption = view.furniture.stock_caption.zValue()
    assert shown[1][0][1].face_up and shown[1][0][1].z > caption
    assert not stage.card_items[25].pose.face_up  # in the other hand, face down
