"""``traversone --check-save``: 0 and a summary for a good file, 2 and one line for a bad one."""

from __future__ import annotations

import json

from traversone_desktop.cli.check_save import run
from traversone_desktop.storage.savefile import write_save

from .games import play, table


def test_a_valid_save_exits_0_with_a_summary(tmp_path, capsys):
    setup = table()
    match = play(setup, moves=27)
    path = tmp_path / "game.json"
    write_save(path, setup, match)
    assert run(path) == 0
    out = capsys.readouterr().out
    assert out == f"valid: traversone, 4 players, deal {match.deal_index + 1}, 27 moves\n"


def test_an_invalid_save_exits_2_with_the_reason_on_one_line(tmp_path, capsys):
    setup = table()
    path = tmp_path / "game.json"
    write_save(path, setup, play(setup, moves=5))
    doc = json.loads(path.read_text())
    doc["setup"]["rules"]["foo"] = "bar"
    path.write_text(json.dumps(doc))
    assert run(path) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"invalid: {path}: ") and "unknown rule option 'foo'" in err


def test_a_missing_file_exits_2(tmp_path, capsys):
    assert run(tmp_path / "nope.json") == 2
    assert "no such file" in capsys.readouterr().err
