"""``traversone-sim``: every preset plays, the log re-checks without our code, bad input exits 2."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest

from traversone_desktop.cli.sim import main
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS

from .logcheck import check_deal, check_totals

REVERSE = ("traversone", "ciapano", "traversone_partners", "kifameno")
CASES = [(name, n) for name in PRESET_NAMES for n in PRESET_PLAYERS[name]]


def run_sim(tmp_path: Path, *args: str) -> list[dict[str, object]]:
    log = tmp_path / "log.jsonl"
    assert main([*args, "--log", str(log)]) == 0
    return [json.loads(line) for line in log.read_text().splitlines()]


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_every_preset_and_table_size_plays_whole_matches(tmp_path: Path, variant: str,
                                                         players: int) -> None:
    records = run_sim(tmp_path, "--variant", variant, "--players", str(players),
                      "--matches", "2", "--seed", "11")
    assert records and records[-1]["match_over"] and records[-1]["winners"]
    assert {r["match"] for r in records} == {0, 1}
    for field in ("variant", "rules", "deal", "seats", "active", "sides", "dealer", "hands",
                  "discard", "removed", "stock", "tricks", "taken", "last_trick", "scores",
                  "totals", "cappotto", "eliminated", "match_over", "winners", "tiebreak"):
        assert field in records[0], field
    if variant in REVERSE:
        for match in (0, 1):
            deals = [r for r in records if r["match"] == match]
            for rec in deals:
                check_deal(rec)
            check_totals(deals)


def test_the_same_seed_writes_a_byte_identical_log(tmp_path: Path) -> None:
    args = ["--variant", "ciapano", "--players", "5", "--matches", "2", "--seed", "3"]
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert main([*args, "--log", str(first)]) == 0
    assert main([*args, "--log", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert main([*args[:-1], "4", "--log", str(second)]) == 0
    assert first.read_bytes() != second.read_bytes()


def test_log_to_stdout_keeps_the_summary_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--variant", "kifameno", "--players", "3", "--log", "-"]) == 0
    out, err = capsys.readouterr()
    assert all(json.loads(line)["variant"] == "kifameno" for line in out.splitlines())
    assert "kifameno, 3 players" in err


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--variant", "scopa"], "unknown variant 'scopa'"),
        (["--variant", "ciapano", "--players", "6"], "3, 4 or 5 players, not 6"),
        (["--variant", "traversone", "--rule", "target=abc"], "whole number"),
        (["--variant", "traversone", "--rule", "colour=red"], "unknown rule option 'colour'"),
        (["--variant", "traversone", "--rule", "target"], "KEY=VALUE"),
        (["--variant", "traversone", "--rule", "match_end=fastest"], "lowest_wins"),
        (["--variant", "traversone", "--bots", "genius"], "unknown bot 'genius'"),
        (["--variant", "traversone", "--bots", "random,random"], "2 bots for 4 seats"),
        (["--variant", "traversone", "--bots", "no_such_module:make"], "failed to import"),
        (["--variant", "traversone", "--matches", "0"], "--matches"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: list[str], words: str) -> None:
    proc = subprocess.run([sys.executable, "-m", "traversone_desktop.cli.sim", *args],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in proc.stderr


def test_tie_break_deals_in_the_log_are_dealt_to_the_tied_players_only(tmp_path: Path) -> None:
    records = run_sim(tmp_path, "--variant", "traversone", "--matches", "40", "--seed", "5",
                      "--rule", "target=11", "--rule", "cappotto_wins_match=true")
    tiebreaks = 0
    for before, rec in pairwise(records):
        if not rec["tiebreak"] or rec["match"] != before["match"]:
            continue
        tiebreaks += 1
        pool = before["active"] if before["tiebreak"] else range(rec["seats"])
        scores = before["scores"] if before["tiebreak"] else before["totals"]
        low = min(scores[s] for s in pool)
        assert rec["active"] == [s for s in pool if scores[s] == low]
        assert all(bool(rec["hands"][s]) == (s in rec["active"]) for s in range(rec["seats"]))
        check_deal(rec)
        if rec["match_over"]:
            assert set(rec["winners"]) <= set(rec["active"])
    assert tiebreaks >= 3
