"""RULES.md §5, Mattazza: game points per deal, and the two-losers match end."""

from __future__ import annotations

from traversone_desktop.engine import Match, preset
from traversone_desktop.engine.match_end import judge
from traversone_desktop.engine.scoring import DealOutcome, score_deal

from .helpers import finished, random_match

RULES = preset("mattazza")


def _score(taken: list[str], last: int) -> DealOutcome:
    return score_deal(finished(RULES, taken, last), RULES.sides(4))


def test_most_units_with_the_last_trick_scores_a_game_point() -> None:
    outcome = _score(["Ad 2d 3d 4d", "Ac 5c 6c 7c", "As Rs Cs 4s", "Rd Cd Fd 5d"], last=3)
    assert outcome.taken == (5, 3, 5, 3)  # units without the last trick
    assert outcome.details["units"] == [5, 3, 5, 6]
    assert outcome.scores == (0, 0, 0, 1)


def test_tied_for_most_units_each_score_a_game_point() -> None:
    outcome = _score(["Ad 2d 3d 4d", "Ac 5c 6c 7c", "As Rs Cs 4s", "Rd Cd 6d 5d"], last=1)
    assert outcome.details["units"] == [5, 6, 5, 2]
    assert outcome.scores == (0, 1, 0, 0)
    tie = _score(["Ad 2d 3d 4d", "Ac 5c 6c 7c", "As Rs Cs 4s", "Rd Cd 6d 5d"], last=3)
    assert tie.details["units"] == [5, 3, 5, 5]
    assert tie.scores == (1, 0, 1, 1)


def test_seats_without_a_trick_score_a_game_point_and_nobody_else_does() -> None:
    outcome = _score(["Ad 2d 3d 4d Ac 5c 6c 7c", "", "As Rs Cs 4s", ""], last=0)
    assert outcome.details["trickless"] == [1, 3]
    assert outcome.scores == (0, 1, 0, 1)


def test_a_trick_of_worthless_cards_still_counts_as_a_trick() -> None:
    outcome = _score(["Ad 2d 3d 4d", "4c 5c 6c 7c", "As Rs Cs 4s", "Rd Cd 6d 5d"], last=0)
    assert outcome.details["trickless"] == []
    assert outcome.scores == (1, 0, 0, 0)


def _judge(totals: list[int]) -> tuple[int, ...] | None:
    match = Match(RULES, 0)
    match.start()
    match.totals = totals
    outcome = DealOutcome((0,) * 4, (0,) * 4, 0, None)
    return judge(match, outcome, tiebreak=False).winners


def test_one_seat_at_five_plays_on() -> None:
    assert _judge([5, 4, 4, 4]) is None
    assert _judge([4, 4, 4, 4]) is None


def test_two_or_more_seats_at_five_lose_and_the_others_win() -> None:
    assert _judge([5, 2, 6, 4]) == (1, 3)
    assert _judge([5, 5, 6, 0]) == (3,)


def test_every_seat_at_five_leaves_the_fewest_points_winning() -> None:
    assert _judge([5, 6, 5, 7]) == (0, 2)


def test_random_match_ends_with_two_losers() -> None:
    match = random_match(RULES, seed=11)
    last = match.log[-1]
    losers = [s for s in range(4) if last["totals"][s] >= 5]
    assert len(losers) >= 2
    assert sorted(last["winners"]) == [s for s in range(4) if s not in losers]
    for record in match.log[:-1]:
        assert sum(t >= 5 for t in record["totals"]) < 2
    for record in match.log:
        assert sum(record["taken"]) == 32  # 35 units less the last trick
        assert 1 <= sum(record["scores"]) <= 3
