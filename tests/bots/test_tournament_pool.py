"""``traversone-tournament-pool`` turns a split run's parts into the whole run's figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from traversone_desktop.cli import tournament, tournament_pool

RUN = ["--variant", "ciapano", "--players", "3", "--candidate", "heuristic",
       "--baseline", "random", "--seed", "4", "--workers", "1", "--json"]


def play(capsys: pytest.CaptureFixture[str], path: Path, *extra: str) -> Path:
    """Run a tournament and save its output where a part's output would be saved."""
    assert tournament.main([*RUN, *extra]) == 0
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    return path


def figures(capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    return dict(json.loads(capsys.readouterr().out.strip().splitlines()[-1]))


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as exit_info:
        tournament_pool.main(list(argv))
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    return err


def test_three_parts_pool_to_the_whole_runs_figures(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    whole = json.loads(play(capsys, tmp_path / "whole.txt", "--deals", "9")
                       .read_text().splitlines()[-1])
    parts = [play(capsys, tmp_path / "a.txt", "--deals", "2", "--first-deal", "7"),
             play(capsys, tmp_path / "b.txt", "--deals", "3"),
             play(capsys, tmp_path / "c.txt", "--deals", "4", "--first-deal", "3")]
    assert tournament_pool.main([*map(str, parts), "--json"]) == 0
    out = capsys.readouterr().out
    assert "9 duplicate deals in 3 parts (deals 0–2, 3–6, 7–8)" in out
    pooled = json.loads(out.strip().splitlines()[-1])
    for key in ("mean", "ci95_low", "ci95_high", "cappotto_rate"):
        assert pooled[key] == pytest.approx(whole[key], abs=1e-9), key
    assert pooled["deals"] == 9 and pooled["parts"] == 3
    assert pooled["candidate"] == "heuristic" and pooled["seed"] == 4


def test_one_part_reads_as_one(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A single run, read to compare it with another, is "one part", not "1 parts"."""
    part = play(capsys, tmp_path / "a.txt", "--deals", "2")
    assert tournament_pool.main([str(part)]) == 0
    out = capsys.readouterr().out
    assert "2 duplicate deals in one part (deals 0–1), seed 4" in out
    assert "parts" not in out


def test_parts_of_different_runs_are_refused(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    a = play(capsys, tmp_path / "a.txt", "--deals", "1")
    assert tournament.main([*RUN[:5], "easy", *RUN[6:], "--deals", "1",
                            "--first-deal", "1"]) == 0
    b = tmp_path / "b.txt"
    b.write_text(capsys.readouterr().out, encoding="utf-8")
    assert "candidate 'easy' against 'heuristic'" in refused(capsys, str(a), str(b))


def test_parts_of_two_seeds_pool_deal_by_deal_as_fresh_deals(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Another seed deals other cards: its deal 0 is not the first seed's deal 0, so the
    two pool like any fresh deals, and a comparison pairs deals by seed and number."""
    four = play(capsys, tmp_path / "s4.txt", "--deals", "3")
    five = play(capsys, tmp_path / "s5.txt", "--deals", "3", "--seed", "5")
    assert tournament_pool.main([str(five), str(four), "--json"]) == 0
    out = capsys.readouterr().out
    assert "6 duplicate deals in 2 parts (deals 0–2 of seed 4; 0–2 of seed 5)" in out
    pooled = json.loads(out.strip().splitlines()[-1])
    per_deal = [v for path in (four, five)
                for v in json.loads(path.read_text().splitlines()[-1])["per_deal"]]
    assert pooled["mean"] == pytest.approx(sum(per_deal) / 6, abs=1e-9)
    assert pooled["seed"] == [4, 5] and pooled["deals"] == 6
    just_five = play(capsys, tmp_path / "other5.txt", "--deals", "2", "--seed", "5")
    assert tournament_pool.main([str(four), str(five), "--against", str(just_five),
                                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["paired"][
        "deals"] == 2  # seed 5's deals 0 and 1, not seed 4's


def test_parts_that_share_deals_are_refused(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    a = play(capsys, tmp_path / "a.txt", "--deals", "2")
    b = play(capsys, tmp_path / "b.txt", "--deals", "2", "--first-deal", "1")
    assert "share deals from 1 on" in refused(capsys, str(b), str(a))


def test_output_without_figures_or_no_readable_file_is_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_text("candidate minus baseline: +0.1 points per deal\n{not json\n")
    assert "has no figures" in refused(capsys, str(plain))
    assert "cannot read" in refused(capsys, str(tmp_path / "missing.txt"))
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00")
    assert "it is not text" in refused(capsys, str(binary))
    partial = tmp_path / "partial.txt"
    partial.write_text(json.dumps({"variant": "traversone", "seed": 1, "deals": 3}) + "\n")
    assert "no number 'mean'" in refused(capsys, str(partial))


def test_two_candidates_compare_deal_by_deal_on_the_deals_both_played(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    mine = [play(capsys, tmp_path / "a0.txt", "--deals", "3"),
            play(capsys, tmp_path / "a3.txt", "--deals", "3", "--first-deal", "3")]
    other = [*RUN[:5], "easy", *RUN[6:]]
    assert tournament.main([*other, "--deals", "5", "--first-deal", "1"]) == 0
    theirs = figures(capsys)
    first = [json.loads(p.read_text().splitlines()[-1])["per_deal"] for p in mine]
    ours = first[0] + first[1]
    assert len(ours) == 6 and len(theirs["per_deal"]) == 5
    (tmp_path / "b.txt").write_text(json.dumps(theirs) + "\n")
    assert tournament_pool.main([*map(str, mine), "--against", str(tmp_path / "b.txt"),
                                 "--json"]) == 0
    out = capsys.readouterr().out
    assert "heuristic minus easy, deal by deal on the 5 deals both played" in out
    pair = json.loads(out.strip().splitlines()[-1])["paired"]
    diffs = [a - b for a, b in zip(ours[1:], theirs["per_deal"], strict=True)]
    assert pair["deals"] == 5
    assert pair["mean"] == pytest.approx(sum(diffs) / 5, abs=1e-9)
    assert pair["ci95_low"] < pair["mean"] < pair["ci95_high"]


def test_runs_that_cannot_be_compared_are_refused(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    a = play(capsys, tmp_path / "a.txt", "--deals", "2")
    b = play(capsys, tmp_path / "b.txt", "--deals", "2", "--seed", "5")
    assert "share no deals" in refused(capsys, str(a), "--against", str(b))
    other_game = [*RUN[:1], "traversone", *RUN[2:3], "4", *RUN[4:]]
    assert tournament.main([*other_game, "--deals", "1"]) == 0
    (tmp_path / "four.txt").write_text(capsys.readouterr().out, encoding="utf-8")
    assert "variant 'traversone' against 'ciapano'" in refused(
        capsys, str(a), "--against", str(tmp_path / "four.txt"))
    c = play(capsys, tmp_path / "c.txt", "--deals", "2", "--first-deal", "2")
    assert "share no deals" in refused(capsys, str(a), "--against", str(c))
    old = json.loads(a.read_text().splitlines()[-1])
    del old["per_deal"]
    before = tmp_path / "before.txt"
    before.write_text(json.dumps(old) + "\n")
    assert "has no per-deal results" in refused(capsys, str(a), "--against", str(before))
