"""What the table tells the player: the hint and why, which cards rise, the signal badge,
the claim button, the practice deal, and the demo's first deal at the window's size."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QKeyEvent, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import CardPlayed, preset
from traversone_desktop.engine.games import GAMES
from traversone_desktop.engine.moves import CLAIM
from traversone_desktop.gui.dialogs.score_sheet import ScoreSheetDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table.card_item import HINT_COLOUR, CardItem
from traversone_desktop.gui.table.geometry import hand_poses
from traversone_desktop.gui.table.model import TableModel
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import default_setup

from .conftest import wait_for
from .test_hot_seat import x11_repeat
from .test_table_play import play_deal_by_keyboard, start, start_tressette


def _painted(item: CardItem) -> QImage:
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def _colours(image: QImage) -> set[str]:
    return {QColor(image.pixel(x, y)).name() for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)}


def test_a_hint_looks_unlike_the_focus_and_says_why(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window)
    wait_for(qtbot, window, "human")
    with qtbot.waitSignal(window.controller.hintReady):
        window.act_hint.trigger()
    view = window.table
    hinted = [item for item in view.card_items.values() if item.hinted]
    assert len(hinted) == 1
    item = hinted[0]
    assert "Hint:" in item.toolTip() and len(item.toolTip().split("Hint:")[1]) > 10
    assert view.furniture.toast.text.startswith("Hint: " + item.name.replace(" ", "\u00a0"))
    item.set_marks(item.playable, False, True)
    hint_only = _colours(_painted(item))
    item.set_marks(item.playable, True, False)
    focus_only = _colours(_painted(item))
    assert HINT_COLOUR in hint_only and HINT_COLOUR not in focus_only
    assert "#ffd54a" in focus_only and "#ffd54a" not in hint_only


def test_a_dimmed_card_does_not_rise_under_the_pointer(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window)
    view = window.table
    while True:  # a turn on which some card of the hand may not be played
        wait_for(qtbot, window, "human")
        hand = view.model.hands[0]
        barred = [c for c in hand if view.card_items[c].playable is False]
        if barred:
            break
        qtbot.keyClick(view, Qt.Key.Key_Return)  # play the focused card
    playable = next(c for c in hand if view.card_items[c].playable)
    focused = hand[view.hand.focus]
    dimmed = next(c for c in barred if c != focused)
    rest = {c: view.card_items[c].pose.y for c in hand}
    view.hand.hovered(dimmed, True)
    assert view.card_items[dimmed].pose.y == rest[dimmed]
    view.hand.hovered(dimmed, False)
    view.hand.hovered(playable, True)
    assert view.card_items[playable].pose.y < rest[playable] or playable == focused


def test_the_signal_badge_belongs_to_the_deal_in_play(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    view = window.table
    model = TableModel(4, [[0, 2], [1, 3]])
    names = ["Anna", "Nonna Pina", "Zio Gino", "Zia Rosa"]
    view.begin(model, names, GAMES["tressette"], True)
    model.hands = [[0, 1], [2, 3], [4, 5], [6, 7]]
    view.reset(model)
    with qtbot.waitSignal(view.idle):
        view.play_events([CardPlayed(1, 2, "volo")])
    badge = view.furniture.signal_badge
    assert badge.isVisible() and "Nonna Pina" in badge.text
    fresh = TableModel(4, [[0, 2], [1, 3]])
    view.begin(fresh, ["Bea", "Carlo", "Dora", "Ezio"], GAMES["tressette"], True)
    assert not badge.isVisible()
    opened = TableModel(4, [[0, 2], [1, 3]], hands=[[0], [1, 2], [4], [6]],
                        trick=[(2, 5)], trick_signal="busso")
    view.reset(opened)  # a saved match opened mid-trick
    assert badge.isVisible() and "Dora" in badge.text
    mine = TableModel(4, [[0, 2], [1, 3]], hands=[[1], [2, 3], [4], [6]], trick=[(0, 5)],
                      trick_signal="busso")
    view.begin(mine, ["You", "Carlo", "Dora", "Ezio"], GAMES["tressette"], True)
    view.reset(mine)
    assert badge.text == "Busso (you)"
    try:
        install_language("it")  # the badge follows the language, as the table does
        qtbot.waitUntil(lambda: badge.text == "Busso (tuo)", timeout=1000)
    finally:
        install_language("en")


def test_the_claim_button_shows_only_when_a_claim_is_possible(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = start_tressette(make_window, seed=3)
    bar = window.table.action_bar
    wait_for(qtbot, window, "human")
    bar.offer([5, 6])
    assert not bar.isVisible() and not bar.claim.isVisible()
    bar.offer([5, 6, CLAIM])
    assert bar.isVisible() and bar.claim.isVisible()
    bar.withdraw()
    assert not bar.isVisible()


def test_space_held_down_presses_a_button_of_the_bar_once(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Space clicks a button as it is let go. Held down, X11 repeats it as a release and a
    press stamped alike, which Qt may leave unmarked: each press armed the button again,
    and the claim that ends the match was clicked once a repeat, not once."""
    window = start_tressette(make_window, seed=3)
    bar = window.table.action_bar
    wait_for(qtbot, window, "human")
    bar.offer([5, 6, CLAIM])
    clicks: list[bool] = []
    bar.claim.clicked.connect(lambda: clicks.append(True))
    press = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier,
                      " ")
    press.setTimestamp(777_000)
    QApplication.sendEvent(bar.claim, press)
    for stamp in range(777_660, 778_060, 40):  # held: the first release clicks it
        x11_repeat(bar.claim, Qt.Key.Key_Space, stamp)
    assert len(clicks) == 1


def test_no_signal_is_offered_on_the_last_trick(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Leading your last card, a signal tells your partner nothing: the buttons stay away."""
    window = start_tressette(make_window, seed=3)
    bar = window.table.action_bar
    wait_for(qtbot, window, "human")
    bar.offer([5, 6, *(40 * s + c for s in (1, 2, 3) for c in (5, 6))])
    assert bar.isVisible() and bar.signal_buttons["volo"].isVisible()
    bar.offer([5, 45, 85, 125])
    assert not bar.isVisible() and not bar.signal_buttons["volo"].isVisible()
    bar.offer([5, 45, 85, 125, CLAIM])
    assert bar.claim.isVisible() and not bar.signal_label.isVisible()
    assert bar.chosen_signal is None


def test_replay_says_it_is_a_practice_deal_and_the_table_shows_it(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=11))
    while not window.controller.match.records:
        if wait_for(qtbot, window, "human", "summary") == "summary":
            break
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    sheet = ScoreSheetDialog(window.controller.match.records, window.controller.names(), window)
    qtbot.addWidget(sheet)
    button = sheet.replay_selected
    assert "Practi" in button.text() and "does not count" in button.toolTip()
    window.summary.accept()
    window.controller.replay_deal(0)
    assert window.controller.practice
    assert all(p.info.score_line.startswith("Practice") for p in window.table.furniture.plates)
    assert window.windowTitle().startswith("Practice deal")
    assert window.table.furniture.toast.text.startswith("Practice deal")


def test_in_a_practice_deal_the_score_sheet_lists_the_matchs_deals(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Practising deal 2, the score sheet listed the practice's own deals, and the row it
    opens on chosen would practise the match's deal 1: it lists the match's deals, as
    they stand, and practises the one chosen."""
    window = make_window()
    c = window.controller
    c.new_match(replace(default_setup(), seed=11))
    while len(c.match.records) < 2:
        if wait_for(qtbot, window, "human", "summary") == "summary":
            qtbot.waitUntil(lambda: window.summary is not None)
            window.summary.accept()
        else:
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
    played = list(c.match.records)
    c.replay_deal(1)
    assert c.practice
    window.show_score_sheet()
    sheet = window.findChildren(ScoreSheetDialog)[-1]
    assert list(sheet.log) == played and sheet.selected_deal() == 1
    with qtbot.waitSignal(sheet.replayRequested) as chosen:
        sheet.replay_selected.click()
    assert chosen.args == [1] and c.practice and c.practised == 1


def test_a_practice_deals_summary_names_the_deal_it_replayed_and_shows_no_totals(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """A practice of deal 2 had ended on "End of deal 1" with a Total column, and its
    plates had said "Total 5": a match's totals, which a practice deal has none of. Where
    the totals went, the deal's scores as the match played it: did I do better?"""
    window = make_window()
    window.controller.new_match(replace(default_setup(), rules=preset("busca"), seed=11))
    for _ in range(2):
        play_deal_by_keyboard(qtbot, window)
        window.summary.accept()
    window.controller.replay_deal(1)
    record = play_deal_by_keyboard(qtbot, window)
    summary = window.summary
    assert window.controller.practice and record.deal == 0
    assert summary.windowTitle() == "Practice deal"
    assert summary.title.text() == "Deal 2, played again"
    header, *rows = summary.board.texts()
    assert header == ["Player", "Tricks", "Units", "Busche", "In the match"]
    assert [row[-2] for row in rows] == [str(score) for score in record.scores]
    first_time = window.controller.real_match[1].records[1]
    assert [row[-1] for row in rows] == [str(score) for score in first_time.scores]
    assert summary.next_button.text() == "&Back to the match"
    assert all(p.info.score_line.startswith("Practice") for p in window.table.furniture.plates)
    summary.accept()
    qtbot.waitUntil(lambda: not window.controller.practice)
    totals = window.controller.match.totals
    assert [p.info.score_line.split(" · ")[0] for p in window.table.furniture.plates] == [
        f"Total {total}" for total in totals]


def test_the_demos_first_deal_is_dealt_at_the_windows_size(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(shown=False)
    window.resize(1366, 740)
    window.set_session_speed("normal")
    window.start_demo(MainWindow.demo_setup(preset("traversone", 4), seed=3), deals=None)
    view = window.table
    t = view.table()
    assert t.width == view.width() > 1000
    hand = view.model.hands[0]
    final = hand_poses(t, 0, 0, len(hand), False)
    # the deal's script already flies every card of the bottom hand to its full-size place
    targets = [view.card_items[c].pose for c in hand]
    assert [QPointF(p.x, p.y) for p in targets] == [QPointF(p.x, p.y) for p in final]
    window.controller.shutdown()


def test_the_hints_reason_says_what_the_card_does() -> None:
    from traversone_desktop.engine import preset
    from traversone_desktop.gui.words import hint_reason

    game = preset("traversone").definition
    values = game.values
    trick = [(1, 5)]
    assert "beats" in hint_reason(7, [3, 7], trick, False, game, False)
    assert "under" in hint_reason(3, [3, 7], trick, False, game, False)
    worth = next(c for c in range(10, 20) if values[c])
    blank = next(c for c in range(10, 20) if not values[c])
    assert "rid of a point card" in hint_reason(worth, [worth], trick, False, game, False)
    assert "nothing" in hint_reason(blank, [blank], trick, False, game, False)
    assert "lowest" in hint_reason(11, [11, 14], [], False, game, False)
    assert "strongest" in hint_reason(14, [11, 14], [], False, game, False)
    aside = hint_reason(worth, [worth, blank], [], True, game, False)
    assert "point card" in aside and "whoever takes the last" in aside
    aside = hint_reason(blank, [worth, blank], [], True, game, False)
    assert "point card" not in aside and "whoever takes the last" in aside


def test_in_tressette_a_hint_that_gives_points_says_why_points_are_wanted() -> None:
    """Tressette is won by taking points: a point card played on a partner's trick
    feeds it, and a point card thrown when void is the least that could be given, not a
    card "got rid of" as in the reverse games."""
    from traversone_desktop.engine import preset
    from traversone_desktop.gui.words import hint_reason

    game = preset("tressette").definition
    worth = next(c for c in range(10, 20) if game.values[c])
    led = [(1, 5)]
    assert "partner" in hint_reason(worth, [worth], led, False, game, True)
    assert "partner" in hint_reason(7, [7], led, False, game, True)  # following, onto it
    void = hint_reason(worth, [worth], led, False, game, False)
    assert "rid of" not in void and "as few points" in void
    assert "rid of" in hint_reason(worth, [worth], led, False, preset("traversone").definition,
                                   True)


def test_the_trick_review_says_the_signal_the_trick_was_led_with(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """A partner answering a busso looks back at the trick it came with: the review shows
    the cards and says who signalled what, and what it means; so does a resumed match's."""
    from traversone_desktop.gui.trick_review import TrickReviewDialog

    window = start_tressette(make_window, seed=24)
    c = window.controller
    while wait_for(qtbot, window, "human", "summary") == "human":
        tricks = c.match.deal.tricks
        if tricks and tricks[-1].signal is not None:
            break
        window.settings.set_flag("hints", False)  # no reminder: Enter plays
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    else:
        raise AssertionError("no trick led with a signal")
    trick = c.match.deal.tricks[-1]
    leader = c.names()[trick.leader]
    meaning = {"busso": "Play your best of this suit and lead it back",
               "volo": "This was my last card of this suit",
               "striscio": "I hold more of this suit"}[trick.signal]
    for _ in range(2):
        window.act_review.trigger()
        review = window.findChild(TrickReviewDialog)
        assert review.signal.isVisible()
        assert review.signal.text() == (f"{leader} led with a signal: "
                                        f"{trick.signal.capitalize()} (“{meaning}”)")
        review.close()
        qtbot.waitUntil(lambda: window.findChild(TrickReviewDialog) is None)
        c.resume(c.setup, c.match.to_json())  # the table rebuilt from the match
        wait_for(qtbot, window, "human")


@pytest.mark.parametrize(("finished", "said"), [
    (False, ("Practice deal: it does not count, and your match waits for you",
             "Practice deal over: back to your match")),
    (True, ("Practice deal: it does not count",
            "Practice deal over: back to the finished match")),
])
def test_a_practice_deal_says_where_it_leads_back_to_and_says_so_again_at_its_end(
        qtbot: QtBot, make_window: Callable[..., MainWindow], finished: bool,
        said: tuple[str, str]) -> None:
    """A deal practised from the score sheet: the table says it counts for nothing and
    that the match waits (no waiting for a finished one), and when it is over, that the
    table is back at the match (the line was once taken off by the match it named), and
    then, of a finished match, who won it again."""
    window = make_window()
    window.controller.new_match(replace(default_setup(rules=preset("kifameno", 2)), seed=5))
    until = "over" if finished else "summary"
    while wait_for(qtbot, window, "human", "summary", "over") != until:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    if window.summary is not None:
        window.summary.accept()
    real = window.controller.match
    toast = window.table.furniture.toast
    headline = toast.text  # a finished match's: who won it
    assert ("win" in headline) == finished
    window.controller.replay_deal(0)
    assert toast.text == said[0]
    while wait_for(qtbot, window, "human", "summary") == "human":
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    window.summary.accept()
    assert window.controller.match is real
    wait_for(qtbot, window, "human" if not finished else "over")  # the table back
    assert toast.text == said[1] and toast.isVisible()  # (once gone at once: who won)
    if finished:  # that read, who won is said again, and stays (it once was gone for good)
        qtbot.waitUntil(lambda: toast.text == headline, timeout=10_000)
        assert toast.isVisible() and not window.table.furniture._toast_timer.isActive()
