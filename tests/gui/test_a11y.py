"""What a screen reader hears at the table: plays, trick results, your turn, your cards."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from traversone_desktop import art
from traversone_desktop.engine import CardPlayed, Event, TrickTaken, preset
from traversone_desktop.engine.moves import is_card
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import default_setup

from .conftest import wait_for

SIGNALS_SEED = 9
"""A Tressette deal whose bots lead with signals and declare."""


def said_for(window: MainWindow, events: list[Event], trick: list[tuple[int, int]]) -> list[str]:
    """What the table should say for ``events``, ``trick`` being the cards on the table."""
    names, deck = window.controller.names(), window.table.deck
    lines = []
    for e in events:
        if isinstance(e, CardPlayed):
            trick.append((e.seat, e.card))
            card = art.card_name(deck, e.card, "en")
            lines.append(f"You play {card}" if e.seat == 0 else f"{names[e.seat]} plays {card}")
        elif isinstance(e, TrickTaken):
            won = art.card_name(deck, dict(trick)[e.winner], "en")
            lines.append(f"You take the trick with {won}" if e.winner == 0
                         else f"{names[e.winner]} takes the trick with {won}")
            trick.clear()
    return lines


def test_plays_tricks_and_your_turn_are_announced_in_order(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    heard: list[str] = []
    window.table.announced.connect(heard.append)
    batches: list[list[Event]] = []
    window.controller.eventsReady.connect(batches.append)
    window.controller.new_match(replace(default_setup(), seed=5))
    c = window.controller
    for _ in range(5):  # more than a trick: the human's own plays and the bots'
        wait_for(qtbot, window, "human")
        hand = window.table.model.hands[0]
        first = window.table.card_items[hand[window.table.hand.focus]].name
        table_now = ", ".join(f"{art.card_name(window.table.deck, card, 'en')} from "
                              f"{c.names()[seat]}" for seat, card in window.table.model.trick)
        assert heard[-1] == ". ".join(filter(None, ("Your turn: play a card", table_now and
                                                    f"On the table: {table_now}", first)))
        heard.clear()
        batches.clear()
        trick = list(window.table.model.trick)
        c.play(next(m for m in c.match.legal_moves() if is_card(m)))
    wait_for(qtbot, window, "human")
    expected: list[str] = []
    for batch in batches:
        expected += said_for(window, batch, trick)
    assert heard[:-1] == expected
    assert any(" takes the trick with " in line for line in expected)


def test_every_card_in_your_hand_has_its_name_and_the_keys_speak_them(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=8))
    wait_for(qtbot, window, "human")
    table = window.table
    hand = table.model.hands[0]
    assert [table.card_items[c].name for c in hand] == \
        [art.card_name(table.deck, c, "en") for c in hand]
    heard: list[str] = []
    table.announced.connect(heard.append)
    for _ in hand:
        QTest.keyClick(table, Qt.Key.Key_Right)
    assert sorted(heard) == sorted(art.card_name(table.deck, c, "en") for c in hand)
    assert all(table.card_items[c].name == "Card, face down"
               for seat in (1, 2, 3) for c in table.model.hands[seat])


def test_a_screen_reader_finds_your_hand_as_a_list_of_named_cards(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=8))
    wait_for(qtbot, window, "human")
    table = window.table
    hand = table.model.hands[0]
    listing = QAccessible.queryAccessibleInterface(table)
    assert listing.role() == QAccessible.Role.List
    assert listing.text(QAccessible.Text.Name) == "Card table"
    names = [listing.child(i).text(QAccessible.Text.Name) for i in range(listing.childCount())]
    assert names == [art.card_name(table.deck, c, "en") for c in hand]
    first = listing.child(0)
    assert first.parent().object() is table
    assert listing.indexOfChild(first) == 0
    assert listing.focusChild().text(QAccessible.Text.Name) == \
        table.card_items[hand[table.hand.focus]].name
    assert table.viewport().rect().translated(table.viewport().mapToGlobal(
        table.viewport().rect().topLeft())).contains(first.rect().center())


def test_what_the_table_shows_everyone_is_also_said(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """A screen reader heard the plays and the tricks, but a signal, a declaration, a call
    out and who was out were only drawn on the felt. Everything put up for everyone is said
    too, except the trick's list of cards, whose taker has just been said."""
    window = make_window()
    shown: list[str] = []
    heard: list[str] = []
    window.table.furniture.toastChanged.connect(lambda text: shown.append(str(text)))
    window.table.announced.connect(heard.append)
    rules = preset("tressette", declarations=True, signals=True)
    window.controller.new_match(replace(default_setup(), rules=rules, seed=SIGNALS_SEED))
    c = window.controller
    while wait_for(qtbot, window, "human", "summary") == "human":
        c.play(c.match.legal_moves()[0])  # a declaration or a signal first, if any
    news = [text for text in shown if text and " the trick: " not in text]
    assert any("with a signal" in text for text in news)
    assert any(" declare" in text for text in news)
    assert [text for text in news if text not in heard] == []
    assert not any(" the trick: " in text for text in heard)


def test_a_hint_and_a_refused_card_are_said_to_the_player_choosing(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=5))
    c, table = window.controller, window.table
    wait_for(qtbot, window, "human")
    while set(table.hand.choices or ()) == set(table.hand.cards()):  # until a suit is led
        c.play(next(m for m in c.match.legal_moves() if is_card(m)))
        wait_for(qtbot, window, "human")
    heard: list[str] = []
    table.announced.connect(heard.append)
    window.act_hint.trigger()
    assert heard[-1].startswith("Hint: ") and heard[-1] == table.furniture.toast.text
    hand = table.hand.cards()
    refused = next(i for i, card in enumerate(hand) if card not in table.hand.choices)
    while table.hand.focus != refused:
        QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert heard[-1] == table.furniture.toast.text == table.hand.reasons[hand[refused]]
    assert c.waiting_for == "human"  # nothing was played


def test_each_signal_button_says_it_is_a_signal_and_what_it_asks(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Reached alone with Tab, the first was read as "None": none of what?"""
    window = make_window()
    buttons = window.table.action_bar.signal_buttons
    said = {sig: (QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Name),
                  QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Description))
            for sig, b in buttons.items()}
    assert said[None] == ("Signal: None", "Lead without a signal")
    assert said["volo"] == ("Signal: Volo", "This was my last card of this suit")
