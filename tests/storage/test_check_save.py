"""``traversone --check-save``: 0 and a summary for a good file, 2 and one line for a bad one."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from traversone_desktop.__main__ import main
from traversone_desktop.cli.check_save import run
from traversone_desktop.save_reasons import PROBLEMS, save_problem
from traversone_desktop.storage.savefile import write_save
from traversone_desktop.terminal import speaking, translate

from .games import play, table

REPO = Path(__file__).resolve().parents[2]


def test_a_valid_save_exits_0_with_a_summary(tmp_path, capsys):
    setup = table()
    match = play(setup, moves=27)
    path = tmp_path / "game.json"
    write_save(path, setup, match)
    assert run(path) == 0
    out = capsys.readouterr().out
    assert out == f"valid: traversone, 4 players, deal {match.deal_index + 1}, 27 moves\n"


def test_a_finished_match_says_so(tmp_path, capsys):
    setup = table()
    match = play(setup)
    path = tmp_path / "game.json"
    write_save(path, setup, match)
    assert run(path) == 0
    assert capsys.readouterr().out == f"valid: traversone, 4 players, finished, " \
                                      f"{len(match.moves)} moves\n"


def damaged_save(tmp_path):
    """A save naming a rule no version of the game has."""
    setup = table()
    path = tmp_path / "game.json"
    write_save(path, setup, play(setup, moves=27))
    doc = json.loads(path.read_text())
    doc["setup"]["rules"]["foo"] = "bar"
    path.write_text(json.dumps(doc))
    return path


def test_an_invalid_save_exits_2_with_the_reason_on_one_line(tmp_path, capsys):
    path = damaged_save(tmp_path)
    assert run(path) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"invalid: {path}: It is a Traversone saved match, but it is "
                          f"damaged and cannot be used. (the set-up's rules: unknown rule "
                          f"option 'foo'; options are: ")
    assert err.count("\n") == 1 and err.endswith(")\n")


def test_an_italian_terminal_is_told_in_italian(tmp_path, capsys):
    """The game's dialog for a damaged save is Italian; the terminal's line was English.
    ``valid:`` and ``invalid:`` stay, for scripts; the exact reason follows in English."""
    bad = damaged_save(tmp_path)
    assert main(["--lang", "it", "--check-save", str(bad)]) == 2
    assert capsys.readouterr().err.startswith(
        f"invalid: {bad}: È una partita salvata di Traversone, ma è danneggiata e non si può "
        f"usare. (the set-up's rules: unknown rule option 'foo'; ")
    setup = table("ciapano", 5)
    good = tmp_path / "good.json"
    write_save(good, setup, play(setup, moves=30))
    assert main(["--lang", "it", "--check-save", str(good)]) == 0
    assert capsys.readouterr().out == "valid: ciapano, 5 giocatori, mano 1, mosse: 30\n"


def test_every_reason_a_player_is_told_has_its_italian():
    with speaking("it"):
        said = {kind: save_problem(kind, translate) for kind in PROBLEMS}
    assert all(said[kind] != PROBLEMS[kind] for kind in PROBLEMS)


def test_an_italian_terminal_hears_a_folder_named_once_in_italian(tmp_path, capsys):
    """The exact reason after the player's own is English: for a folder or a missing file it
    said the same again, in another language ("È una cartella, non una partita salvata.
    (it is a folder, not a save file)")."""
    assert main(["--lang", "it", "--check-save", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"invalid: {tmp_path}: È una cartella, non una " \
                                      "partita salvata.\n"
    assert main(["--lang", "it", "--check-save", str(tmp_path / "no.json")]) == 2
    assert capsys.readouterr().err == f"invalid: {tmp_path / 'no.json'}: Il file non " \
                                      "esiste.\n"


def test_a_missing_file_exits_2_saying_so_once(tmp_path, capsys):
    assert run(tmp_path / "nope.json") == 2
    assert capsys.readouterr().err == f"invalid: {tmp_path / 'nope.json'}: There is no such " \
                                      f"file.\n"


def test_the_traversone_command_checks_without_starting_the_gui(tmp_path):
    setup = table("ciapano", 5)
    good = tmp_path / "good.json"
    write_save(good, setup, play(setup, moves=30))
    bad = tmp_path / "bad.json"
    bad.write_text('{"app": "traversone", "format": 1, "setup": {}}')
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "none-such-platform"}

    def check(path):
        return subprocess.run([sys.executable, "-m", "traversone_desktop", "--check-save",
                               str(path)], capture_output=True, text=True, env=env, timeout=60)

    ok = check(good)
    assert (ok.returncode, ok.stdout, ok.stderr) == (
        0, "valid: ciapano, 5 players, deal 1, 30 moves\n", "")
    refused = check(bad)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.count("\n") == 1 and "Traceback" not in refused.stderr
    assert refused.stderr.startswith(f"invalid: {bad}: ")
