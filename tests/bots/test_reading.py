"""The reading measurement: certainty scores perfectly, and the command says what is wrong."""

from __future__ import annotations

import random

import pytest

from tests.bots.test_world_pool import heuristic_midgame
from traversone_desktop.engine.sampling import sample_world
from traversone_desktop.tools import reading
from traversone_desktop.tools.reading import POOL, Score


def test_the_true_deal_alone_reads_with_certainty() -> None:
    view = heuristic_midgame(3, 14)
    world = sample_world(view, random.Random(1))
    score = Score()
    score.add(view, world.hands, [world], [0.0])  # the one world is the truth
    assert score.log_score == 0.0 and score.cards > 0
    assert score.brier == 0.0 and score.pairs == 3 * 4
    assert score.ess == 1.0


def test_equal_weights_count_every_world_of_the_first_pool() -> None:
    view = heuristic_midgame(4, 14)
    rng = random.Random(2)
    worlds = [sample_world(view, rng) for _ in range(POOL + 8)]
    score = Score()
    score.add(view, worlds[-1].hands, worlds, [0.0] * len(worlds))
    assert score.ess == pytest.approx(POOL)
    assert score.log_score < 0.0 and score.brier > 0.0


def test_the_command_prints_every_weighing(capsys: pytest.CaptureFixture[str]) -> None:
    assert reading.main(["--deals", "1", "--worlds", str(POOL), "--strengths", "0.5,1",
                         "--bots", "heuristic"]) == 0
    rows = [line[:16].strip() for line in capsys.readouterr().out.splitlines()[2:]]
    assert rows == ["none", "rule x0.5", "rule", "learned x0.5", "learned"]


def test_a_game_the_model_was_not_fitted_to_gets_no_learned_rows(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert reading.main(["--deals", "1", "--worlds", str(POOL), "--strengths", "1",
                         "--bots", "heuristic", "--variant", "busca"]) == 0
    rows = [line[:16].strip() for line in capsys.readouterr().out.splitlines()[2:]]
    assert rows == ["none", "rule"]


@pytest.mark.parametrize("argv", [["--strengths", "half"], ["--variant", "nope"],
                                  ["--worlds", "3"],
                                  ["--variant", "kifameno", "--players", "2", "--deals", "1",
                                   "--worlds", str(POOL), "--bots", "heuristic"]])
def test_bad_values_get_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        reading.main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("reading: ") and "\n" not in err
