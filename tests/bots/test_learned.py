"""The learned play model: proper probabilities, legal cards, and a truer reading of play
than the fixed rule."""

from __future__ import annotations

import json
import math
import random
import statistics
from pathlib import Path
from typing import Any

import pytest

from traversone_desktop.bots import learned, make_bot
from traversone_desktop.bots.beliefs import log_likelihood
from traversone_desktop.bots.endgame import spot_options
from traversone_desktop.engine import preset
from traversone_desktop.engine.deal import Deal
from traversone_desktop.engine.sampling import sample_world
from traversone_desktop.engine.view import make_view
from traversone_desktop.tools import policy_data, train_policy


@pytest.fixture(scope="module")
def recorded() -> list[dict[str, Any]]:
    """Choices of a quick `pimc` in one self-play deal of each table shape."""
    return [row for index in range(len(policy_data.TABLES))
            for row in policy_data.choices("pimc:worlds=20", 5, index)]


def test_recorded_choices_are_legal_and_private(recorded: list[dict[str, Any]]) -> None:
    assert len(recorded) > 50
    for row in recorded:
        assert row["legal"] >> row["card"] & 1
        assert row["legal"] & ~row["hand"] == 0
        assert row["others"] & row["hand"] == 0


@pytest.mark.parametrize("floor", [0.0, 0.1])
def test_probabilities_of_the_distinct_cards_add_up_to_one(
        recorded: list[dict[str, Any]], floor: float) -> None:
    for row in recorded:
        spot = train_policy.spot_of_row(row)
        total = sum(learned.choice_probability(spot, c, floor) for c in spot_options(spot))
        assert total == pytest.approx(1.0)


def test_the_shipped_model_predicts_good_play_better_than_the_old_rule(
        recorded: list[dict[str, Any]]) -> None:
    """On choices it never saw (another seed), the model gives the card a good player chose
    more probability than the fixed rule did, and much more than chance."""
    examples = [train_policy.example(row) for row in recorded]
    loss, _ = train_policy.log_loss(examples, learned.WEIGHTS)
    rule, _ = train_policy.rule_loss(examples)
    uniform = sum(math.log(len(rows)) for rows, _ in examples) / len(examples)
    assert loss < rule - 0.05
    assert loss < uniform - 0.1


def test_fitting_learns_which_fact_decides(tmp_path: Path,
                                           recorded: list[dict[str, Any]]) -> None:
    """Choices that always took the strongest card teach a large weight on strength."""
    strongest = []
    for row in recorded:
        cards = spot_options(train_policy.spot_of_row(row))
        strongest.append({**row, "card": max(cards, key=lambda c: c % 10)})
    path = tmp_path / "strongest.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in strongest), encoding="utf-8")
    train, test = train_policy.load([str(path)])
    weights = train_policy.fit(train + test, 30, 0.05, 0.0, random.Random(0))
    _, hits = train_policy.log_loss(train + test, weights)
    assert hits > 0.85


def test_only_the_traversone_family_uses_it() -> None:
    assert learned.applies(preset("ciapano", 3).definition)
    assert not learned.applies(preset("tressette").definition)
    assert not learned.applies(preset("busca").definition)


def test_weighing_by_the_model_points_to_the_true_deal() -> None:
    """After 22 cards played by `pimc`, the true deal weighs several times as much as a
    random deal consistent with the view under the learned model; the fixed rule, which
    expects the heuristic's cards, cannot tell it from the others."""
    rules = preset("traversone")
    sides = rules.sides(4)
    gaps: dict[bool, list[float]] = {True: [], False: []}
    for seed in range(8):
        deal = Deal.shuffle(rules, 4, (0, 1, 2, 3), 0, 1000 + seed)
        bot, rng = make_bot("pimc:worlds=20"), random.Random(seed)
        for _ in range(22):
            deal.apply(bot.choose(make_view(deal, deal.current, sides), rng))
        view = make_view(deal, deal.current, sides)
        for model in gaps:
            fresh = [log_likelihood(view, sample_world(view, rng), model) for _ in range(100)]
            gaps[model].append(log_likelihood(view, deal, model) - statistics.mean(fresh))
    assert statistics.mean(gaps[True]) > 1.0
    assert statistics.mean(gaps[True]) > statistics.mean(gaps[False]) + 1.0
