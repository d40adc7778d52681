"""Sentences about the player's own seat speak to them: "You win!", never "You wins!" or
"Vince Tu!", wherever the table, the deal summary or the winner screen names a seat."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from traversone_desktop.engine.games import GAMES
from traversone_desktop.engine.match import Match
from traversone_desktop.engine.record import DealRecord
from traversone_desktop.engine.rules import preset
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog
from traversone_desktop.gui.dialogs.winner import WinnerDialog
from traversone_desktop.gui.table.view import TableView
from traversone_desktop.gui.trick_review import TrickReviewDialog
from traversone_desktop.gui.words import leader_note_text

from ..gui.table_rects import mid_deal
from ..gui.test_dialogs import crafted_record

YOU = {"en": "You", "it": "Tu"}
OTHERS = ["Nonna Pina", "Zio Gino", "Zia Rosa", "Cugino Toni"]


def played_out(name: str, seed: int) -> Match:
    match = Match(preset(name, 4), seed)
    match.start()
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(rng.choice(match.legal_moves()))
    return match


def first_record(name: str, key: str, one: bool = True) -> DealRecord:
    """A deal of game ``name`` whose notes hold ``key`` about one seat (``one``) or more."""
    for seed in range(200):
        for record in played_out(name, seed).records:
            for note in record.notes():
                if note.key == key and (len(note.who) == 1) == one:
                    return record
    raise AssertionError(f"no {key} note in 200 {name} matches")


def seated(you_seat: int, lang: str, count: int = 4) -> list[str]:
    names = OTHERS[:count - 1]
    return [*names[:you_seat], YOU[lang], *names[you_seat:]]


@pytest.mark.parametrize(("lang", "solo", "team", "other"), [
    ("en", "You win!", "You and Zio Gino win!", "Nonna Pina wins!"),
    ("it", "Hai vinto!", "Avete vinto tu e Zio Gino!", "Vince Nonna Pina!")])
def test_the_winner_screen_speaks_to_the_player(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, solo: str, team: str,
        other: str) -> None:
    speak(lang)
    names = seated(0, lang)
    for game, winners, headline in (("traversone", (0,), solo),
                                    ("traversone_partners", (0,), team),
                                    ("traversone", (1,), other)):
        match = played_out(game, 3)
        dialog = WinnerDialog(match.records, names, winners, match.sides)
        qtbot.addWidget(dialog)
        assert dialog.banner.headline == headline


FOUR_SINGLES = {"totals": [21, 23, 13, 20], "match_over": True, "winners": [2]}
THREE_OUT = {"seats": 3, "active": [0, 1, 2], "sides": [[0], [1], [2]], "hands": [[]] * 3,
             "taken": [0, 0, 0], "scores": [0, 0, 0]}
PAIRS = {"sides": [[0, 2], [1, 3]], "totals": [21, 12], "match_over": True, "winners": [1]}


@pytest.mark.parametrize(("lang", "third", "out", "pair", "named", "two"), [
    ("en", "You finish third of 4, 8 points behind Zio Gino.",
     "You finish third of 3: out after deal 1.",
     "You and Zio Gino finish 9 points behind Nonna Pina & Zia Rosa.",
     "Nonna Pina finishes fourth of 4, 10 points behind Zio Gino.",
     "You finish 1 point behind Nonna Pina."),
    ("it", "Finisci al terzo posto su 4, a 8 punti da Zio Gino.",
     "Finisci al terzo posto su 3: fuori dopo la mano 1.",
     "Tu e Zio Gino finite a 9 punti da Nonna Pina e Zia Rosa.",
     "Nonna Pina finisce al quarto posto su 4, a 10 punti da Zio Gino.",
     "Finisci a 1 punto da Nonna Pina.")])
def test_the_winner_screen_tells_a_player_who_lost_where_they_finish(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, third: str, out: str,
        pair: str, named: str, two: str) -> None:
    """Beaten by Zio Gino, the player is told their place and how far from the win, in
    the words of the headline; a player at the screen under their own name too; a bot is
    not, nor is the winner, and a family beaten one by one reads the standings instead."""
    speak(lang)
    names = seated(0, lang)

    def verdict(log: list[DealRecord], winners: tuple[int, ...], sides: list[list[int]],
                people: tuple[int, ...] = (0,), count: int = 4) -> str:
        dialog = WinnerDialog(log, names[:count], winners, sides, people=people)
        qtbot.addWidget(dialog)
        return dialog.verdict.text() if not dialog.verdict.isHidden() else ""

    singles = [[0], [1], [2], [3]]
    assert verdict([crafted_record(**FOUR_SINGLES)], (2,), singles) == third
    assert verdict([crafted_record(**FOUR_SINGLES)], (2,), singles, (1,)) == named
    assert verdict([crafted_record(**FOUR_SINGLES)], (2,), singles, (0, 1)) == ""
    assert verdict([crafted_record(**FOUR_SINGLES)], (2,), singles, (2,)) == ""
    assert verdict([crafted_record(**FOUR_SINGLES)], (2,), singles, ()) == ""
    eliminated = [crafted_record(**THREE_OUT, totals=[31, 10, 12], eliminated=[0]),
                  crafted_record(**THREE_OUT, totals=[31, 33, 20], eliminated=[1],
                                 match_over=True, winners=[2])]
    assert verdict(eliminated, (2,), [[0], [1], [2]], count=3) == out
    assert verdict([crafted_record(**PAIRS)], (1,), [[0, 2], [1, 3]], (0,)) == pair
    two_seats = {"seats": 2, "active": [0, 1], "sides": [[0], [1]], "hands": [[]] * 2,
                 "taken": [0, 0], "scores": [0, 0], "totals": [31, 30], "match_over": True,
                 "winners": [1]}
    assert verdict([crafted_record(**two_seats)], (1,), [[0], [1]], count=2) == two


@pytest.mark.parametrize(("lang", "busca", "mattazza"), [
    ("en", "You finish third of 4, 8 busche behind Zio Gino.",
     "You finish second of 4, 1 game point behind Zio Gino."),
    ("it", "Finisci al terzo posto su 4, a 8 busche da Zio Gino.",
     "Finisci al secondo posto su 4, a 1 punto partita da Zio Gino.")])
def test_how_far_from_the_win_is_told_in_the_games_own_unit(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, busca: str,
        mattazza: str) -> None:
    """Busca counts busche and Mattazza game points: "8 points behind" was wrong there."""
    speak(lang)
    names = seated(0, lang)
    for game, totals, verdict in (("busca", [21, 23, 13, 20], busca),
                                  ("mattazza", [4, 5, 3, 5], mattazza)):
        record = crafted_record(variant=game, rules=preset(game).to_dict(), totals=totals,
                                match_over=True, winners=[2])
        dialog = WinnerDialog([record], names, (2,), [[0], [1], [2], [3]], people=(0,))
        qtbot.addWidget(dialog)
        assert dialog.verdict.text() == verdict


@pytest.mark.parametrize(("lang", "out", "no_trick", "nothing", "most"), [
    ("en", "You are out of the match (total 31).", "You took no trick: a game point.",
     "You took nothing, so you pay the busche.", "You took the most: "),
    ("it", "Sei fuori dalla partita (totale 31).", "Non hai fatto prese: un punto partita.",
     "Non hai preso niente: paghi le busche.", "Hai preso più di tutti: ")])
def test_the_deal_summary_speaks_to_the_player(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, out: str, no_trick: str,
        nothing: str, most: str) -> None:
    """Busca's "The most taken: You (25)." spoke of the player as of a third person."""
    speak(lang)
    for record, key, sentence in (
            (crafted_record(eliminated=[0], totals=[31, 12, 15, 6]), "eliminated", out),
            (first_record("mattazza", "no_trick_pays"), "no_trick_pays", no_trick),
            (first_record("busca", "nothing_taken_pays"), "nothing_taken_pays", nothing),
            (first_record("busca", "most_taken"), "most_taken", most)):
        note = next(n for n in record.notes() if n.key == key)
        names = seated(note.who[0] if key != "eliminated" else 0, lang)
        dialog = DealSummaryDialog(record, names)
        qtbot.addWidget(dialog)
        assert sentence in dialog.notes.text()
        assert f" {YOU[lang]}" not in dialog.notes.text()  # never "per Tu", "You is"


@pytest.mark.parametrize(("lang", "heads"), [
    ("en", ["Player", "Tricks", "Units", "Busche", "Total"]),
    ("it", ["Giocatore", "Prese", "Punti", "Busche", "Totale"])])
def test_busca_counts_tricks_and_units_under_heads_told_apart(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, heads: list[str]) -> None:
    """Italian put "Presi" (units) beside "Prese" (tricks): a letter apart."""
    speak(lang)
    dialog = DealSummaryDialog(first_record("busca", "most_taken"), seated(0, lang))
    qtbot.addWidget(dialog)
    header, *_ = dialog.board.texts()
    assert [header[0], *header[-4:]] == heads


@pytest.mark.parametrize(("lang", "yours", "theirs"), [
    ("en", " · dealt by you", " · dealt by Nonna Pina"),
    ("it", " · mazziere: tu", " · mazziere: Nonna Pina")])
def test_the_summary_says_you_dealt(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, yours: str,
        theirs: str) -> None:
    """"dealt by You" named the player as a third person, capital and all."""
    speak(lang)
    for dealer, said in ((1, yours), (0, theirs)):
        dialog = DealSummaryDialog(crafted_record(), seated(dealer, lang))
        qtbot.addWidget(dialog)
        assert dialog.subtitle.text().endswith(said)


@pytest.mark.parametrize(("lang", "several"), [
    ("en", "No trick taken, so a game point each: "),
    ("it", "Nessuna presa, quindi un punto partita a testa: ")])
def test_several_players_are_listed_after_the_sentence(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, several: str) -> None:
    """Two players without a trick: a list, which reads right with "You" or "Tu" in it."""
    speak(lang)
    record = first_record("mattazza", "no_trick_pays", one=False)
    seats = next(n.who for n in record.notes() if n.key == "no_trick_pays")
    names = seated(seats[0], lang)
    dialog = DealSummaryDialog(record, names)
    qtbot.addWidget(dialog)
    listed = ", ".join(names[s] for s in seats)
    assert f"{several}{listed}." in dialog.notes.text()


@pytest.mark.parametrize(("lang", "ours", "theirs", "called_out", "slam"), [
    ("en", "Your side took the last trick and scores the rest of 11",
     "Zio Gino & Cugino Toni took the last trick and score the rest of 11",
     "Your side called out (chiamarsi fuori) and won the match!",
     "Your side took every point: everyone else scores 11!"),
    ("it", "L'ultima presa è della vostra coppia, che segna il resto fino a 11",
     "L'ultima presa va a Zio Gino e Cugino Toni, che segnano il resto fino a 11",
     "Chiamandosi fuori, la vostra coppia ha vinto la partita!",
     "La vostra coppia ha preso tutti i punti: tutti gli altri segnano 11!")])
def test_a_side_of_two_is_spoken_of_in_the_plural(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, ours: str,
        theirs: str, called_out: str, slam: str) -> None:
    """Partners are a side: "Your side took…", "… score" (never "You & Zio Gino scores",
    "va a Tu e Zio Gino"), in partnered Traversone's last trick and cappotto and in
    Tressette's call."""
    speak(lang)
    teams = {"sides": [[0, 2], [1, 3]], "scores": [4, 7], "totals": [4, 7]}
    partners = {**teams, "rules": preset("traversone_partners").to_dict(),
                "variant": "traversone_partners"}
    tressette = {**teams, "rules": preset("tressette").to_dict(), "variant": "tressette",
                 "last_trick": -1, "claim": 0}
    names = [YOU[lang], "Zio Gino", "Nonna Pina", "Cugino Toni"]
    for record, sentence in ((crafted_record(last_trick=2, **partners), ours),
                             (crafted_record(last_trick=3, **partners), theirs),
                             (crafted_record(**tressette), called_out)):
        dialog = DealSummaryDialog(record, names)
        qtbot.addWidget(dialog)
        text = html.unescape(dialog.notes.text())
        assert sentence in text
        assert not re.search(rf"\b{YOU[lang]}\b", text)
    dialog = DealSummaryDialog(crafted_record(cappotto=0, taken=[32, 0, 0, 0], last_trick=2,
                                              **{**partners, "scores": [0, 11]}), names)
    qtbot.addWidget(dialog)
    assert slam in html.unescape(dialog.cappotto.text())


@pytest.mark.parametrize(("lang", "yours"), [("en", "You took it"), ("it", "Presa tua")])
def test_the_last_trick_review_says_you_took_it(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, yours: str) -> None:
    speak(lang)
    plays = [(0, 9), (1, 3), (2, 4), (3, 5)]  # the king of coins, led by seat 0, wins
    dialog = TrickReviewDialog(plays, seated(0, lang), "napoletane")
    qtbot.addWidget(dialog)
    assert yours in [label.text() for label in dialog.findChildren(QLabel)]


@pytest.mark.parametrize(("lang", "yours", "theirs"), [
    ("en", "Nobody was dealt the Four of coins: you lead, as the eldest hand.",
     "Nobody was dealt the Four of coins: Zio Gino leads, as the eldest hand."),
    ("it", "Nessuno ha ricevuto il Quattro di denari: esci tu, primo di mano.",
     "Nessuno ha ricevuto il Quattro di denari: esce Zio Gino, primo di mano.")])
def test_the_first_lead_is_explained_to_the_player(
        speak: Callable[[str], None], lang: str, yours: str, theirs: str) -> None:
    speak(lang)
    assert leader_note_text("four_of_coins_not_dealt", YOU[lang]) == yours
    assert leader_note_text("four_of_coins_not_dealt", "Zio Gino") == theirs



@pytest.mark.parametrize(("lang", "yours"), [("en", "Busso (you)"), ("it", "Busso (tuo)")])
def test_the_signal_badge_calls_your_own_signal_yours(
        qtbot: QtBot, speak: Callable[[str], None], lang: str, yours: str) -> None:
    """It said "Busso (You)", the seat's name as if it were someone else's."""
    speak(lang)
    view = TableView()
    qtbot.addWidget(view)
    view.begin(mid_deal(4), seated(0, lang), GAMES["tressette"], True)
    assert view.furniture.badge_text("busso", 0) == yours
    assert view.furniture.badge_text("volo", 2) == "Volo (Zio Gino)"
    assert view.furniture.badge_text(None, 2) == ""
