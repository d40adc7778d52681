"""Playing at the table: clicks, keys, whole deals and matches at instant speed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from traversone_desktop.engine.moves import is_card
from traversone_desktop.engine.record import DealRecord
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import default_setup

from .conftest import wait_for


def click_card(qtbot: QtBot, window: MainWindow, card: int) -> None:
    view = window.table
    item = view.card_items[card]
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def human_legal_cards(window: MainWindow) -> list[int]:
    match = window.controller.match
    assert match is not None
    return sorted({m % 40 for m in match.legal_moves() if is_card(m)})


def start(window: MainWindow, seed: int = 11) -> None:
    from dataclasses import replace

    window.controller.new_match(replace(default_setup(), seed=seed))


def start_tressette(make_window: Callable[..., MainWindow], seed: int) -> MainWindow:
    """Anna (seat 0) and three bots start a Tressette match."""
    from traversone_desktop.engine import preset
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    bots = tuple(SeatSetup(n, BOT) for n in ("Zio Gino", "Nonna Pina", "Zia Rosa"))
    window = make_window()
    window.controller.new_match(
        GameSetup(preset("tressette"), (SeatSetup("Anna", HUMAN), *bots), seed=seed))
    return window


def test_a_click_plays_the_clicked_card(qtbot: QtBot,
                                        make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window)
    wait_for(qtbot, window, "human")
    card = human_legal_cards(window)[-1]
    moves_before = len(window.controller.match.moves)
    click_card(qtbot, window, card)
    match = window.controller.match
    assert match.moves[moves_before] == card
    assert card not in window.table.model.hands[0]


def test_a_click_on_an_illegal_card_explains_and_plays_nothing(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window, seed=3)
    # Wait for a turn on which some card of the hand may not be played.
    while True:
        wait_for(qtbot, window, "human")
        hand = window.table.model.hands[0]
        illegal = [c for c in hand if c not in human_legal_cards(window)]
        if illegal:
            break
        click_card(qtbot, window, human_legal_cards(window)[0])
    moves = len(window.controller.match.moves)
    click_card(qtbot, window, illegal[0])
    assert len(window.controller.match.moves) == moves
    assert window.table.furniture.toast.text == "You must follow suit."
    assert "You must follow suit." in window.table.card_items[illegal[0]].toolTip()


def test_a_double_click_plays_one_card(qtbot: QtBot,
                                      make_window: Callable[..., MainWindow]) -> None:
    """At instant speed the player's next turn can come before a double click's second
    press (a trick taken with the last card, the next one theirs to lead): that press is
    the first click again, not a choice of whatever card now lies under the pointer."""
    window = make_window()
    start(window, seed=4)
    viewport = window.table.viewport()
    last: QPoint | None = None
    repeated = 0
    while wait_for(qtbot, window, "human", "summary") == "human":
        moves = len(window.controller.match.moves)
        if last is not None and window.table.itemAt(last) is not None:
            at, on_screen = QPointF(last), QPointF(viewport.mapToGlobal(last))
            for kind in (QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease):
                QApplication.sendEvent(viewport, QMouseEvent(
                    kind, at, on_screen, Qt.MouseButton.LeftButton,
                    Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseButtonRelease
                    else Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
            assert len(window.controller.match.moves) == moves
            assert window.controller.waiting_for == "human"
            repeated += 1
        item = window.table.card_items[human_legal_cards(window)[-1]]
        last = window.table.mapFromScene(item.sceneBoundingRect().center())
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=last)
        assert len(window.controller.match.moves) > moves
    assert repeated >= 5


def test_a_held_enter_plays_one_card(qtbot: QtBot,
                                    make_window: Callable[..., MainWindow]) -> None:
    """Enter held down repeats; at speed instant the player's next turn comes while it
    does, and each repeat played another card, the whole hand with easy bots."""
    window = make_window()
    start(window, seed=4)
    repeated = 0
    while wait_for(qtbot, window, "human", "summary") == "human":
        moves = len(window.controller.match.moves)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Enter):
            QApplication.sendEvent(window.table, QKeyEvent(
                QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "", True))
        assert len(window.controller.match.moves) == moves
        repeated += 1
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert len(window.controller.match.moves) > moves
    assert repeated == 10


def test_arrows_and_enter_play_the_focused_card(qtbot: QtBot,
                                               make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window)
    wait_for(qtbot, window, "human")
    hand = list(window.table.model.hands[0])
    legal = human_legal_cards(window)
    focus = hand.index(legal[0])
    target = hand.index(legal[-1])
    for _ in range(target - focus):
        qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert window.table.card_items[hand[target]].focused
    moves_before = len(window.controller.match.moves)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.controller.match.moves[moves_before] == hand[target]


def test_a_setting_changed_in_mid_turn_leaves_the_focus_and_the_hint_marked(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Card size, speed or sounds chosen while the player decides: the raised card keeps
    its gold focus ring (Enter plays it) and the hinted card its dashed outline."""
    window = make_window()
    start(window)
    wait_for(qtbot, window, "human")
    window.act_hint.trigger()
    hand = list(window.table.model.hands[0])
    items = window.table.card_items
    hinted = next(c for c in hand if items[c].hinted)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    focused = next(c for c in hand if items[c].focused)
    settings = window.settings
    for change in (lambda: settings.set_card_scale(0.85), lambda: settings.set_speed("fast"),
                   lambda: settings.set_sound(not settings.sound()),
                   lambda: settings.set_flag("highlight_legal", False)):
        change()
        assert [c for c in hand if items[c].focused] == [focused]
        assert [c for c in hand if items[c].hinted] == [hinted]
    moves = len(window.controller.match.moves)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.controller.match.moves[moves] == focused


def play_deal_by_keyboard(qtbot: QtBot, window: MainWindow) -> DealRecord:
    """Press Enter at every turn until the deal summary opens; return its record."""
    while wait_for(qtbot, window, "human", "summary") == "human":
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    return window.summary.record


def test_a_whole_deal_is_scored_and_summed_up(qtbot: QtBot,
                                              make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window, seed=21)
    record = play_deal_by_keyboard(qtbot, window)
    assert record.deal == 0
    assert window.table.turn == -1  # no plate glows as if it were someone's turn
    assert sum(record.scores) == 11
    assert len(record.tricks) == 10
    plates = [p.info.score_line for p in window.table.furniture.plates]
    assert all(line.startswith("Total ") for line in plates)
    assert not any(window.table.model.hands)


def test_a_whole_match_ends_with_the_winner_screen(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    from traversone_desktop.gui.dialogs.winner import WinnerDialog

    window = make_window()
    start(window, seed=5)
    while True:
        state = wait_for(qtbot, window, "human", "summary", "over")
        if state == "human":
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
        elif state == "summary":
            qtbot.waitUntil(lambda: window.summary is not None)
            window.summary.accept()
        else:
            break
    match = window.controller.match
    assert match.is_over and max(match.totals) >= match.rules.target
    qtbot.waitUntil(lambda: any(isinstance(w, WinnerDialog) and w.isVisible()
                                for w in window.findChildren(WinnerDialog)))
    winner = next(w for w in window.findChildren(WinnerDialog) if w.isVisible())
    winner.reject()  # closed: the table then says who won and how to go on
    assert window.table.furniture.prompt_text == "The match is over. F2 starts a new one."
    assert match.winners == (0,)
    toast = window.table.furniture.toast
    assert toast.isVisible() and toast.text == "You win!"


def test_hint_points_at_a_legal_card(qtbot: QtBot,
                                     make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window)
    wait_for(qtbot, window, "human")
    window.act_hint.trigger()
    hinted = [c for c, item in window.table.card_items.items() if item.hinted]
    assert len(hinted) == 1 and hinted[0] in human_legal_cards(window)


def test_cards_are_named_for_screen_readers_only_face_up(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window)
    wait_for(qtbot, window, "human")
    hand = window.table.model.hands[0]
    names = {window.table.card_items[c].name for c in hand}
    assert all(" of " in n for n in names)
    opponent = window.table.model.hands[2]
    assert {window.table.card_items[c].name for c in opponent} == {"Card, face down"}
    assert window.table.accessibleDescription().startswith("Your turn")


def test_a_tressette_lead_carries_the_chosen_signal(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    from traversone_desktop.engine.moves import CLAIM, signal_of

    window = start_tressette(make_window, seed=3)
    bar = window.table.action_bar
    while True:
        if wait_for(qtbot, window, "human", "summary") == "summary":
            qtbot.waitUntil(lambda: window.summary is not None)
            window.summary.accept()
            continue
        legal = window.controller.match.legal_moves()
        assert bar.claim.isVisible() == (CLAIM in legal)
        if not window.table.model.trick:
            break
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert bar.signal_buttons["volo"].isVisible()
    bar.signal_buttons["volo"].click()
    moves = len(window.controller.match.moves)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    played = window.controller.match.moves[moves:]
    assert [signal_of(m) for m in played if m < 160] == ["volo"]


def test_the_declaration_buttons_declare_and_the_table_says_so(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    from PySide6.QtWidgets import QPushButton

    from traversone_desktop.engine.moves import is_declaration

    window = start_tressette(make_window, seed=47)  # two combinations for Anna on her first turn
    wait_for(qtbot, window, "human")
    match = window.controller.match
    assert match is not None
    bar = window.table.action_bar

    def buttons() -> list[QPushButton]:
        return [b for b in bar.findChildren(QPushButton)
                if b.text().startswith("Declare:") and b.isVisible()]

    offered = [m for m in match.legal_moves() if is_declaration(m)]
    assert len(offered) == 2
    qtbot.waitUntil(lambda: len(buttons()) == 2)
    qtbot.mouseClick(buttons()[0], Qt.MouseButton.LeftButton)
    assert match.moves[-1] == offered[0]
    qtbot.waitUntil(lambda: window.table.furniture.toast.text.startswith("You declare"))
    wait_for(qtbot, window, "human")
    qtbot.waitUntil(lambda: len(buttons()) == 1)
    qtbot.mouseClick(buttons()[0], Qt.MouseButton.LeftButton)
    assert match.moves[-1] == offered[1]
    wait_for(qtbot, window, "human")
    assert not buttons()
    assert [seat for seat, _ in match.deal.declared] == [0, 0]
    assert is_card(match.legal_moves()[0])


def test_a_card_that_would_let_declarations_go_is_played_at_the_second_asking(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Seed 47: Anna holds two combinations at her first turn, her one chance to declare
    them. A newcomer's first card threw their 6 points away unsaid; now it waits and the
    table names what it would cost, and a card chosen again is played (by keyboard here; a
    key held down since the click chooses nothing)."""
    from traversone_desktop.i18n import install_language

    install_language("en")  # the English catalogue: "6 points", plural
    window = start_tressette(make_window, seed=47)
    wait_for(qtbot, window, "human")
    match = window.controller.match
    assert match is not None
    before = len(match.moves)
    click_card(qtbot, window, human_legal_cards(window)[0])
    assert len(match.moves) == before
    toast = window.table.furniture.toast
    reminder = toast.text.replace("\u00a0", " ")
    assert reminder == ("Not declared yet: Napoletana of swords and three threes without coins "
                        "(6 points). Declare above your hand, or play a card again to give "
                        "up the points.")
    assert window.table.action_bar.isVisible()
    install_language("it")  # a language changed meanwhile: the reminder follows
    qtbot.waitUntil(lambda: toast.text.startswith("Non hai ancora accusato: Napoletana"))
    install_language("en")
    qtbot.waitUntil(lambda: toast.text.replace("\u00a0", " ") == reminder)
    focused = window.table.hand.cards()[window.table.hand.focus]
    assert focused in human_legal_cards(window)
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                     "\r", True)
    QApplication.sendEvent(window.table, held)
    assert len(match.moves) == before
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert match.moves[before:] == [focused] and match.deal.declared == ()
    assert toast.text.replace("\u00a0", " ") != reminder  # it named this hand's cards


def test_with_hints_off_or_nothing_to_declare_a_card_plays_at_once(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = start_tressette(make_window, seed=47)
    window.settings.set_flag("hints", False)  # a player who knows the rules
    wait_for(qtbot, window, "human")
    match = window.controller.match
    assert match is not None
    before = len(match.moves)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert len(match.moves) == before + 1 and is_card(match.moves[-1])
    window.settings.set_flag("hints", True)
    while wait_for(qtbot, window, "human", "summary") == "human" and len(match.moves) < 12:
        moves = len(match.moves)
        qtbot.keyClick(window.table, Qt.Key.Key_Return)  # no declaration left to remind of
        assert len(match.moves) > moves


def test_a_card_played_while_the_claim_is_open_asks_first(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """With the claim open the other side may claim first, or end the hand ahead: a card
    waits for a second choice and the table says the game can be won now (seed 47 to 3
    points: Anna's Napoletana, declared, reaches the target)."""
    from PySide6.QtWidgets import QPushButton

    from traversone_desktop.engine import preset
    from traversone_desktop.engine.moves import CLAIM
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    window = make_window()
    bots = tuple(SeatSetup(n, BOT) for n in ("Zio Gino", "Nonna Pina", "Zia Rosa"))
    window.controller.new_match(GameSetup(preset("tressette", target=3),
                                          (SeatSetup("Anna", HUMAN), *bots), seed=47))
    wait_for(qtbot, window, "human")
    match = window.controller.match
    assert match is not None
    declare = next(b for b in window.table.action_bar.findChildren(QPushButton)
                   if b.text().startswith("Declare:") and b.isVisible())
    qtbot.mouseClick(declare, Qt.MouseButton.LeftButton)
    wait_for(qtbot, window, "human")
    assert CLAIM in match.legal_moves()
    before = len(match.moves)
    card = human_legal_cards(window)[0]
    click_card(qtbot, window, card)
    assert len(match.moves) == before
    assert window.table.furniture.toast.text == (
        "You can call out now and win. The button is above your hand; play a card "
        "again to play on.")
    bar = window.table.action_bar
    assert bar.claim.isVisible()
    window.activateWindow()
    qtbot.waitActive(window)
    window.table.setFocus()
    tabbed = []
    for _ in range(2):  # down the bar as it reads: the declaration left, then the claim
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        tabbed.append(QApplication.focusWidget())
    assert [b.text() for b in tabbed] == ["Declare: three threes without coins",
                                          "Call out"]
    click_card(qtbot, window, card)
    assert match.moves[before:before + 1] == [card]


def test_enter_on_a_button_above_the_hand_presses_it_and_plays_no_card(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Tab to a declaration (or the claim), then Enter: the button let the key pass on to
    the table, and the hand played its focused card, the declaration unmade (the claim
    unclaimed, and the other side free to claim first). A held Enter presses nothing."""
    from PySide6.QtWidgets import QPushButton

    from traversone_desktop.engine.moves import is_declaration

    window = start_tressette(make_window, seed=47)  # two combinations for Anna on her first turn
    window.activateWindow()
    qtbot.waitActive(window)
    wait_for(qtbot, window, "human")
    match = window.controller.match
    assert match is not None
    buttons = [b for b in window.table.action_bar.findChildren(QPushButton)
               if b.text().startswith("Declare:") and b.isVisible()]
    window.table.setFocus()
    buttons[0].setFocus()
    moves = len(match.moves)
    qtbot.keyClick(buttons[0], Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    assert len(match.moves) == moves + 1 and is_declaration(match.moves[-1])
    wait_for(qtbot, window, "human")
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Enter, Qt.KeyboardModifier.NoModifier,
                     "\r", True)
    second = next(b for b in window.table.action_bar.findChildren(QPushButton)
                  if b.text().startswith("Declare:") and b.isVisible())
    second.setFocus()
    QApplication.sendEvent(second, held)
    assert len(match.moves) == moves + 1, "a key held down presses nothing, plays nothing"


def test_tab_takes_the_keyboard_from_the_hand_to_the_buttons_above_it_and_back(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Tab on to a declaration: no card keeps the gold ring or stays raised, since Enter is
    the button's now, and Space declares; Shift+Tab back, and the ring is on the hand."""
    from PySide6.QtWidgets import QPushButton

    from traversone_desktop.gui.table.layout import layout

    window = start_tressette(make_window, seed=47)  # two combinations for Anna on her first turn
    window.activateWindow()
    qtbot.waitActive(window)
    wait_for(qtbot, window, "human")
    items = window.table.card_items
    hand = window.table.model.hands[0]

    def ringed() -> list[int]:
        return [c for c in hand if items[c].focused]

    buttons = [b for b in window.table.action_bar.findChildren(QPushButton)
               if b.text().startswith("Declare:") and b.isVisible()]
    window.table.setFocus()
    qtbot.waitUntil(lambda: len(ringed()) == 1)
    focused = ringed()[0]
    buttons[0].setFocus()
    qtbot.waitUntil(lambda: not ringed())
    view = window.table
    rest = layout(view.model, view.table(), view.bottom, view.open_seats)[focused]
    assert items[focused].pose.y >= rest.y - 0.5  # not raised either
    moves = len(window.controller.match.moves)
    qtbot.keyClick(buttons[0], Qt.Key.Key_Space)
    assert len(window.controller.match.moves) == moves + 1
    window.table.setFocus()
    qtbot.waitUntil(lambda: ringed() == [focused])


def test_a_double_click_in_the_action_bar_makes_one_move(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Declaring moves the bar's buttons up: the second click of a double click landed on
    the button that took the first one's place (another declaration, or the claim, which
    ends the match) and made that move too."""
    from PySide6.QtWidgets import QPushButton

    window = start_tressette(make_window, seed=47)  # two combinations for Anna at once
    wait_for(qtbot, window, "human")
    match = window.controller.match
    bar = window.table.action_bar

    def declare_buttons() -> list[QPushButton]:
        return [b for b in bar.findChildren(QPushButton)
                if b.text().startswith("Declare:") and b.isVisible()]

    qtbot.waitUntil(lambda: len(declare_buttons()) == 2)
    first = declare_buttons()[0]
    spot = first.mapTo(bar, first.rect().center())
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    moves = len(match.moves)
    wait_for(qtbot, window, "human")
    qtbot.waitUntil(lambda: len(declare_buttons()) == 1)
    under = bar.childAt(spot)
    assert isinstance(under, QPushButton) and under.isVisible()
    at = QPointF(under.mapFrom(bar, spot))
    for kind in (QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease):
        QApplication.sendEvent(under, QMouseEvent(
            kind, at, QPointF(under.mapToGlobal(at.toPoint())), Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseButtonRelease
            else Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert len(match.moves) == moves
    assert len(declare_buttons()) == 1


def test_the_view_menu_changes_speed_deck_size_and_aids(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window)
    wait_for(qtbot, window, "human")
    window.speed_actions["slow"].trigger()
    assert window.settings.speed() == "slow" and window.table.animator.factor > 1
    window.deck_actions["piacentine"].trigger()
    assert window.table.deck == "piacentine" == window.settings.deck()
    assert all(item.deck == "piacentine" for item in window.table.card_items.values())
    width = window.table.table().card_width
    window.size_actions[0.85].trigger()  # Normal already fills the table's height here
    assert window.table.table().card_width < width
    window.aid_actions["highlight_legal"].trigger()
    assert not window.settings.flag("highlight_legal")
    hand = window.table.model.hands[0]
    assert all(window.table.card_items[c].playable is None for c in hand)
    window.aid_actions["show_points"].trigger()
    assert "taken" not in window.table.furniture.plates[1].info.score_line


def test_busca_plates_count_the_units_taken_so_far(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """In Busca what matters on the way is units (Pita 8, aces 3, figures 1), not points."""
    from dataclasses import replace

    from traversone_desktop.engine import preset
    from traversone_desktop.engine.games.busca import busca_units

    window = make_window()
    window.controller.new_match(replace(default_setup(), rules=preset("busca"), seed=8))
    model = window.table.model
    while wait_for(qtbot, window, "human") and sum(map(len, model.piles)) < 4 * 4:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    for seat, plate in enumerate(window.table.furniture.plates):
        mask = sum(1 << card for card in model.piles[seat])
        assert plate.info.score_line == f"Total 0 · taken {busca_units(mask)}"
    assert any(busca_units(sum(1 << c for c in pile)) for pile in model.piles)


def test_the_table_says_when_eldest_leads_for_a_missing_four_of_coins(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Seed 4 of two-player Tressette leaves the 4 of coins in the stock: eldest leads."""
    from traversone_desktop.engine import preset
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    window = make_window()
    rules = preset("tressette_2", first_lead="four_of_coins")
    window.controller.new_match(GameSetup(
        rules, (SeatSetup("Anna", HUMAN), SeatSetup("Zio Gino", BOT)), seed=4))
    qtbot.waitUntil(lambda: "Nobody was dealt" in window.table.furniture.toast.text)
    match = window.controller.match
    assert match.deal.leader_note == "four_of_coins_not_dealt"
    assert window.table.furniture.toast.text == (
        "Nobody was dealt the Four of coins: Zio Gino leads, as the eldest hand.")


def test_a_deck_chosen_with_the_deals_summary_up_redraws_its_cards_too(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    start(window, seed=21)
    play_deal_by_keyboard(qtbot, window)
    summary = window.summary
    assert summary is not None
    assert {fan.deck for fan in summary.board.fans.values()} == {"napoletane"}
    window.deck_actions["piacentine"].trigger()
    assert window.table.deck == "piacentine"
    assert {fan.deck for fan in summary.board.fans.values()} == {"piacentine"}
    assert summary.isVisible() and summary.next_button.text() == "&Next deal"


def test_enter_at_the_table_with_the_deals_summary_up_deals_the_next(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The summary leaves the window free: after a click on the felt the keys go to the
    table, where Enter still means "Next deal"."""
    window = make_window()
    start(window, seed=21)
    play_deal_by_keyboard(qtbot, window)
    match = window.controller.match
    assert match is not None and len(match.records) == 1
    window.activateWindow()
    qtbot.keyClick(window.table, Qt.Key.Key_Left)  # no card to move to: nothing happens
    assert window.summary is not None and window.controller.waiting_for == "summary"
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.summary is None
    assert wait_for(qtbot, window, "human") == "human"
    assert len(match.records) == 1 and window.table.model.hands[0]
