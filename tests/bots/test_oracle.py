"""The cheating oracle exists for measurement only: the tournament can seat it, while the
bot registry, the new-game dialog, the settings' seat set-up and the saves all refuse it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from traversone_desktop.bots import LEVELS, BotError, bot_names, make_bot
from traversone_desktop.bots.oracle import NAME
from traversone_desktop.cli.tournament import main
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.session.setup import LEVELS as SETUP_LEVELS
from traversone_desktop.session.setup import SeatSetup
from traversone_desktop.storage.paths import set_data_dir
from traversone_desktop.storage.savefile import SaveFileError, dumps, parse_save
from traversone_desktop.storage.settings import Settings

from ..storage.games import play, table


def test_the_oracle_plays_a_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--variant", "traversone", "--candidate", f"{NAME}:iterations=4",
                 "--baseline", "heuristic", "--deals", "2", "--workers", "1", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["candidate"] == f"{NAME}:iterations=4" and figures["deals"] == 2


def test_a_bad_oracle_option_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--variant", "traversone", "--candidate", f"{NAME}:depth=3",
              "--baseline", "heuristic", "--deals", "2", "--workers", "1"])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.strip().count("\n") == 0


def test_no_ordinary_way_seats_the_oracle() -> None:
    assert NAME not in bot_names() and NAME not in LEVELS and NAME not in SETUP_LEVELS
    with pytest.raises(BotError, match="unknown bot"):
        make_bot(NAME)
    with pytest.raises(ValueError, match="bot level must be"):
        SeatSetup.from_dict({"name": "X", "kind": "bot", "level": NAME})


def test_a_save_naming_the_oracle_is_refused() -> None:
    setup = table()
    doc = json.loads(dumps(setup, play(setup, moves=6)))
    doc["setup"]["seats"][1]["level"] = NAME
    with pytest.raises(SaveFileError, match="seat 1: level must be"):
        parse_save(json.dumps(doc))


def test_the_new_game_dialog_does_not_offer_it(qtbot: QtBot, tmp_path: Path,
                                               qapp: object) -> None:
    set_data_dir(tmp_path)
    try:
        dialog = NewGameDialog(Settings())
        qtbot.addWidget(dialog)
        for editor in dialog.seat_editors:
            offered = {editor.level.itemData(i) for i in range(editor.level.count())}
            assert offered == set(SETUP_LEVELS) and NAME not in offered
    finally:
        set_data_dir(None)
