"""``traversone-tournament`` runs duplicate deals end to end; bad bots exit 2 in one line."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from traversone_desktop.bots import BotPool, make_bot
from traversone_desktop.cli.tournament import main
from traversone_desktop.engine import Deal, preset
from traversone_desktop.engine.view import make_view


def test_a_small_tournament_runs_end_to_end(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--variant", "traversone", "--candidate", "expert:iterations=4",
                 "--baseline", "heuristic", "--deals", "3", "--seed", "5", "--workers", "2",
                 "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    figures = json.loads(lines[-1])
    for key in ("mean", "ci95_low", "ci95_high", "deals", "cappotto_rate",
                "ms_per_move_median", "ms_per_move_p95"):
        assert key in figures
    assert figures["deals"] == 3
    assert figures["ci95_low"] <= figures["mean"] <= figures["ci95_high"]
    assert "duplicate deals" in lines[0]


def test_a_bot_against_itself_scores_exactly_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--variant", "ciapano", "--players", "5", "--candidate", "heuristic",
                 "--baseline", "heuristic", "--deals", "4", "--workers", "1", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["mean"] == 0 and figures["ci95_high"] == 0


def test_a_run_split_at_a_deal_adds_up_to_the_whole(capsys: pytest.CaptureFixture[str]) -> None:
    """Deal N is the same cards and the same bots' luck whichever run plays it."""
    common = ["--variant", "traversone", "--candidate", "expert:iterations=3",
              "--baseline", "heuristic", "--seed", "8", "--workers", "1", "--json"]

    def mean(*extra: str) -> float:
        assert main([*common, *extra]) == 0
        figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        return float(figures["mean"])

    whole = mean("--deals", "4")
    halves = (mean("--deals", "2"), mean("--deals", "2", "--first-deal", "2"))
    assert whole == pytest.approx(sum(halves) / 2)


def test_a_negative_first_deal_is_one_line_and_exit_2(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--variant", "traversone", "--candidate", "heuristic", "--baseline", "random",
              "--deals", "1", "--first-deal", "-1"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--first-deal cannot be negative" in err


@pytest.fixture
def bad_modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "broken_bot.py").write_text("raise ImportError('no such thing')\n")
    (tmp_path / "null_bot.py").write_text("def make():\n    return None\n")
    monkeypatch.syspath_prepend(str(tmp_path))


@pytest.mark.usefixtures("bad_modules")
@pytest.mark.parametrize(("candidate", "message"), [
    ("nosuchbot", "unknown bot 'nosuchbot'"),
    ("broken_bot:make", "failed to import"),
    ("null_bot:make", "which has no choose"),
    ("null_bot:missing", "has no factory"),
    ("expert:iterations=zero", "bad options"),
    ("expert:explore=-1", "exploration constant cannot be negative"),
    ("expert:search=deep", "search must be flat or ismcts"),
])
def test_bad_bot_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], candidate: str,
                                        message: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--variant", "traversone", "--candidate", candidate, "--baseline", "random",
              "--deals", "1"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_the_pool_thinks_in_another_process_and_agrees() -> None:
    rules = preset("traversone")
    deal = Deal.shuffle(rules, 4, (0, 1, 2, 3), 0, 99)
    view = make_view(deal, deal.current_player, rules.sides(4))
    with BotPool() as pool:
        move = pool.submit("expert:iterations=5", view, random.Random(3)).result(timeout=60)
    assert move == make_bot("expert:iterations=5").choose(view, random.Random(3))
