"""``traversone --check-save``: 0 and a summary for a good file, 2 and one line for a bad one."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from traversone_desktop.cli.check_save import run
from traversone_desktop.storage.savefile import write_save

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
