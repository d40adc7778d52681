"""One retranslation contract: a language switch re-texts the table, the dialogs and the
controller's own words, and nothing in the GUI listens for it but that contract."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import Match, preset
from traversone_desktop.gui import retranslating
from traversone_desktop.gui.dialogs.about import AboutDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

from ..gui.conftest import make_window, wait_for  # noqa: F401  (the table tests' window)

GUI = Path(retranslating.__file__).parent


def test_a_switch_re_texts_the_table_a_dialog_and_the_controllers_words(
        qtbot: QtBot, speak: Callable[[str], None],
        make_window: Callable[..., MainWindow]) -> None:  # noqa: F811
    speak("en")
    window = make_window()
    window.controller.new_match(GameSetup(preset("tressette_2"), (
        SeatSetup("Anna", HUMAN), SeatSetup("Zio Gino", BOT)), seed=4))
    wait_for(qtbot, window, "human")
    table, files = window.table, window.files
    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    hidden = table.card_items[table.model.hands[1][0]]
    assert table.accessibleName() == "Card table"
    assert table.furniture.plates[0].info.score_line.startswith("Total ")
    assert table.furniture.stock_caption.text.startswith("Stock: ")
    assert hidden.name == "Card, face down"
    assert table.furniture.prompt.text == "Your turn: play a card"
    assert files.save_action.text() == "Save &as…"
    assert dialog.windowTitle() == "About Traversone Desktop"
    speak("it")
    # the widgets' texts: the table (its plates, caption and cards) and the dialog
    qtbot.waitUntil(lambda: table.accessibleName() == "Tavolo da gioco")
    assert table.furniture.plates[0].info.score_line.startswith("Totale ")
    assert table.furniture.stock_caption.text.startswith("Tallone: ")
    assert hidden.name == "Carta coperta"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Informazioni su Traversone Desktop")
    # the words of objects that are not widgets: the controller's prompt, the file actions
    assert table.furniture.prompt.text == "Tocca a te: gioca una carta"
    assert files.save_action.text() == "&Salva con nome…"


def test_nothing_else_in_the_gui_listens_for_a_language_change() -> None:
    listeners = [path.relative_to(GUI).as_posix() for path in GUI.rglob("*.py")
                 if any(word in path.read_text(encoding="utf-8")
                        for word in ("LanguageChange", "languageChanged"))]
    assert listeners == ["retranslating.py"]


def test_the_default_you_name_follows_the_language(
        qtbot: QtBot, speak: Callable[[str], None],
        make_window: Callable[..., MainWindow]) -> None:  # noqa: F811
    """A family match set up in English and played on in Italian: the seat left with the
    default name is "Tu" on its plate, and the pass screen and the prompt speak to it
    ("Passa al posto 1", "Tocca a te") instead of naming it ("Passa a You")."""
    speak("en")
    window = make_window()
    window.controller.new_match(GameSetup(preset("traversone"), (
        SeatSetup("You", HUMAN), SeatSetup("Nonna Pina", BOT), SeatSetup("Anna", HUMAN),
        SeatSetup("Zio Gino", BOT)), seed=8))
    table = window.table
    speak("it")
    qtbot.waitUntil(lambda: table.furniture.plates[0].info.name == "Tu")
    assert window.controller.names() == ["Tu", "Nonna Pina", "Anna", "Zio Gino"]
    seen: set[tuple[str, str]] = set()
    while not {("pass", "Passa al posto 1"), ("pass", "Passa ad Anna")} <= seen:
        state = wait_for(qtbot, window, "pass", "human")
        seat = window.controller.match.current_player
        if state == "pass":
            screen = table.pass_screen
            seen.add(("pass", screen.title.text()))
            assert screen.title.text() == ("Passa al posto 1" if seat == 0 else "Passa ad Anna")
            assert "You" not in screen.button.text() + screen.hint.text()
            screen.confirmed.emit()
            continue
        seen.add(("turn", table.furniture.prompt.text))
        assert table.furniture.prompt.text == ("Tocca a te: gioca una carta" if seat == 0
                                               else "Anna, tocca a te: gioca una carta")
        qtbot.keyClick(table, Qt.Key.Key_Return)


def test_the_default_you_name_keeps_one_row_of_statistics_in_any_language(
        speak: Callable[[str], None],
        make_window: Callable[..., MainWindow]) -> None:  # noqa: F811
    """One match won as "You" in English and one as "Tu" in Italian are the same player's:
    one row, shown in the language of the moment."""
    window = make_window()
    rules = preset("traversone")
    for seed, name in enumerate(("You", "Tu")):
        setup = GameSetup(rules, (SeatSetup(name, HUMAN), *(
            SeatSetup(bot, BOT) for bot in ("Nonna Pina", "Zio Gino", "Zia Rosa"))), seed=seed)
        match = Match(rules, seed)
        match.start()
        while not match.is_over:
            match.apply(match.legal_moves()[0])
        assert window.files._record(setup, match)
    stats = window.files.stats
    assert stats is not None
    assert [(r.name, r.matches) for r in stats.summary() if r.name in ("You", "Tu")] == [
        ("You", 2)]
    for lang, shown in (("en", "You"), ("it", "Tu")):
        speak(lang)
        window.files.show_statistics()
        table = window.files.stats_window
        assert table is not None
        names = [table.table.item(r, 0).text() for r in range(table.table.rowCount())]
        assert names.count(shown) == 1 and ({"You", "Tu"} - {shown}).isdisjoint(names)


def test_a_switch_with_the_deals_scores_up_re_texts_them(
        qtbot: QtBot, speak: Callable[[str], None],
        make_window: Callable[..., MainWindow]) -> None:  # noqa: F811
    """The deal's summary leaves the window free, so Preferences can change the language
    under it: its button (not Qt's "OK"), the "You" in it, the scores on the felt and the
    plates' totals all follow."""
    from dataclasses import replace

    from traversone_desktop.session.setup import default_setup

    speak("en")
    window = make_window()
    c = window.controller
    c.new_match(replace(default_setup(), seed=21))
    while wait_for(qtbot, window, "human", "summary") == "human":
        if len(window.table.model.hands[0]) == 1:  # the last card: score it on the felt
            window.set_session_speed("fast")
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(),
                    timeout=20_000)
    summary = window.summary
    assert summary is not None and summary.next_button.text() == "&Next deal"
    assert any(row[0].startswith("You") for row in summary.board.texts()[1:])
    counts = [label for label in window.table.scoring.labels.values() if label.isVisible()]
    assert counts and all(" point" in label.text for label in counts)
    plates = window.table.furniture.plates
    lines = [plate.info.score_line for plate in plates]
    assert all(line.startswith("Total ") for line in lines)
    speak("it")
    qtbot.waitUntil(lambda: summary.next_button.text() == "Mano &successiva")
    assert any(row[0].startswith("Tu") for row in summary.board.texts()[1:])
    assert not any("You" in row[0] for row in summary.board.texts())
    assert all(" punt" in label.text for label in counts)
    assert [p.info.score_line for p in plates] == [
        line.replace("Total ", "Totale ") for line in lines]  # totals only, as before


def test_the_pass_screens_news_follows_the_language(
        qtbot: QtBot, speak: Callable[[str], None],
        make_window: Callable[..., MainWindow]) -> None:  # noqa: F811
    """The pass screen keeps the table's last news until the next person comes, who may
    come after the family has switched to Italian: its title and button followed, and the
    news under them (who leads, who took the trick) stayed in English."""
    from dataclasses import replace

    from traversone_desktop import art

    speak("en")
    window = make_window()
    window.set_session_speed("normal")
    rules = replace(preset("tressette_2"), first_lead="four_of_coins")
    c = window.controller
    c.new_match(GameSetup(rules, (SeatSetup("Anna", HUMAN), SeatSetup("Bruno", HUMAN)),
                          seed=2))  # nobody holds the 4 of coins: the eldest hand leads
    wait_for(qtbot, window, "pass")
    screen = window.table.pass_screen
    assert screen.news.text() == ("Nobody was dealt the Four of coins: Anna leads, as the "
                                  "eldest hand.")
    speak("it")
    qtbot.waitUntil(lambda: screen.title.text() == "Passa ad Anna")
    assert screen.news.text() == ("Nessuno ha ricevuto il Quattro di denari: esce Anna, primo "
                                  "di mano.")
    speak("en")
    qtbot.waitUntil(lambda: screen.title.text() == "Pass to Anna")
    assert screen.news.text().startswith("Nobody was dealt the Four of coins")
    while True:  # to the first pass screen with a trick just taken
        if wait_for(qtbot, window, "human", "pass") == "pass":
            if c.match.deal.tricks and not c.match.deal.trick:
                break
            screen.confirmed.emit()
            wait_for(qtbot, window, "human")
        match = c.match
        c.play(next(m for m in match.legal_moves() if m < 40))
    winner = c.names()[c.match.deal.last_winner]
    qtbot.waitUntil(lambda: screen.news.text().startswith(f"{winner} takes the trick: "))
    speak("it")
    qtbot.waitUntil(lambda: screen.title.text().startswith("Passa "))
    cards = [art.card_name(window.table.deck, card, "it")
             for _, card in window.table.model.last_trick]
    assert screen.news.text().replace("\u00a0", " ") == f"{winner} prende: {', '.join(cards)}"
