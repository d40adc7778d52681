"""RULES.md §1 and §3 across deals: dealers, totals, the end, ties and elimination."""

from __future__ import annotations

import json
import random

import pytest

from traversone_desktop.engine import (
    DealScored,
    DealStarted,
    Match,
    MatchOver,
    MatchStateError,
    SeatEliminated,
    card_code,
    preset,
)
from traversone_desktop.engine.rules import Rules
from traversone_desktop.engine.scoring import score_deal

from .helpers import random_match


def started(rules: Rules, seed: int = 1) -> Match:
    match = Match(rules, seed)
    match.start()
    return match


def finish_deal_with_totals(match: Match, after: list[int], rng: random.Random) -> list[object]:
    """Play the deal to its last move, then set totals so they end as ``after``."""
    while True:
        moves = match.legal_moves()
        probe = match.deal.copy()
        probe.apply(moves[0])
        if probe.is_over:
            break
        match.apply(moves[rng.randrange(len(moves))])
    outcome = score_deal(probe, match.sides)
    if match.tied is None:
        match.totals = [a - s for a, s in zip(after, outcome.scores, strict=True)]
    return list(match.apply(moves[0]))


def test_first_dealer_comes_from_the_seed_and_the_deal_passes_to_the_right() -> None:
    dealers = {started(preset("traversone"), seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    match = started(preset("traversone"), 3)
    first = match.dealer
    finish_deal_with_totals(match, [1, 2, 3, 5], random.Random(0))
    assert match.dealer == (first + 1) % 4 and match.deal_index == 1


def test_lowest_total_wins_once_someone_reaches_the_target() -> None:
    match = started(preset("traversone"))
    events = finish_deal_with_totals(match, [22, 9, 15, 30], random.Random(0))
    assert MatchOver((1,)) in events and match.is_over and match.winners == (1,)
    assert match.log[-1]["match_over"] and match.log[-1]["winners"] == [1]


def test_no_end_below_the_target() -> None:
    match = started(preset("traversone"))
    finish_deal_with_totals(match, [20, 9, 15, 20], random.Random(0))
    assert not match.is_over


def test_tied_lowest_totals_play_tie_break_deals_that_leave_totals_alone() -> None:
    match = started(preset("traversone"))
    events = finish_deal_with_totals(match, [12, 12, 22, 30], random.Random(0))
    assert match.tied == [0, 1]
    assert any(isinstance(e, DealStarted) and e.tiebreak for e in events)
    rng = random.Random(5)
    while not match.is_over:
        before = list(match.totals)
        moves = match.legal_moves()
        for e in match.apply(moves[rng.randrange(len(moves))]):
            if isinstance(e, DealScored):
                assert e.tiebreak and list(e.totals) == before == [12, 12, 22, 30]
                low = min(e.scores[0], e.scores[1])
                if e.scores[0] != e.scores[1]:
                    assert match.winners == ((0,) if e.scores[0] == low else (1,))
    assert match.log[-1]["tiebreak"] is True


def test_elimination_shrinks_the_table_and_the_deal_follows() -> None:
    match = started(preset("ciapano", 4))
    events = finish_deal_with_totals(match, [10, 31, 12, 40], random.Random(0))
    assert {e.seat for e in events if isinstance(e, SeatEliminated)} == {1, 3}
    assert match.active == (0, 2) and not match.is_over
    # Two left: ten cards each and the Kifameno stock.
    assert [match.deal.hands[s].bit_count() for s in (0, 2)] == [10, 10]
    assert len(match.deal.stock) == 20 and match.deal.hands[1] == match.deal.hands[3] == 0
    assert match.log[-1]["eliminated"] == [1, 3]
    assert match.deal.dealer in (0, 2)


def test_the_last_survivor_wins() -> None:
    match = started(preset("ciapano", 3))
    finish_deal_with_totals(match, [31, 20, 35], random.Random(1))
    assert match.winners == (1,)


def test_two_survivors_option_ends_with_two_winners() -> None:
    match = started(preset("ciapano", 4, survivors=2))
    finish_deal_with_totals(match, [31, 20, 10, 35], random.Random(1))
    assert match.winners == (1, 2)


def test_when_nobody_survives_the_lowest_of_those_just_eliminated_wins() -> None:
    """The winner is not out as well: the table said "Zio Gino is out" and then "Zio Gino
    wins!", and the deal's summary counted him among those out."""
    match = started(preset("ciapano", 3))
    events = finish_deal_with_totals(match, [31, 33, 40], random.Random(2))
    assert match.winners == (0,)
    assert [e.seat for e in events if isinstance(e, SeatEliminated)] == [1, 2]
    assert match.records[-1].eliminated == (1, 2)
    assert [n.who for n in match.records[-1].notes() if n.key == "eliminated"] == [(1,), (2,)]


def test_cappotto_can_win_the_match_at_once() -> None:
    from traversone_desktop.engine.match_end import judge
    from traversone_desktop.engine.scoring import DealOutcome

    slam = DealOutcome((0, 0, 32, 0), (11, 11, 0, 11), 2, 2)
    match = started(preset("traversone", cappotto_wins_match=True))
    assert judge(match, slam, tiebreak=False).winners == (2,)
    plain = started(preset("traversone"))
    assert judge(plain, slam, tiebreak=False).winners is None  # 11s are below the target


def test_partnerships_keep_team_totals() -> None:
    match = random_match(preset("traversone_partners"), 4)
    assert len(match.totals) == 2
    assert all(len(r["scores"]) == 2 for r in match.log)
    assert match.log[0]["sides"] == [[0, 2], [1, 3]]


def test_json_round_trip_continues_through_the_same_states() -> None:
    rules = preset("ciapano", 3)
    match = started(rules, 77)
    rng = random.Random(3)
    for _ in range(130):
        moves = match.legal_moves()
        match.apply(moves[rng.randrange(len(moves))])
    text = json.dumps(match.to_json())
    copy = Match.from_json(json.loads(text))
    assert copy.deal.hands == match.deal.hands and copy.totals == match.totals
    assert copy.current_player == match.current_player and copy.log == match.log
    rng_a, rng_b = random.Random(8), random.Random(8)
    while not match.is_over:
        ma, mb = match.legal_moves(), copy.legal_moves()
        assert ma == mb
        match.apply(ma[rng_a.randrange(len(ma))])
        copy.apply(mb[rng_b.randrange(len(mb))])
    assert copy.log == match.log and copy.winners == match.winners


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ([], "JSON object"),
        ({"format": 99}, "format"),
        ({"format": 1, "rules": {}, "seed": "x", "moves": []}, "seed"),
        ({"format": 1, "rules": {"target": -1}, "seed": 1, "moves": []}, "target"),
        ({"format": 1, "rules": {}, "seed": 1, "moves": ["Zz"]}, "move 1"),
    ],
)
def test_bad_match_json_is_refused_with_a_reason(data: object, words: str) -> None:
    with pytest.raises(MatchStateError, match=words):
        Match.from_json(data)


def test_an_illegal_recorded_move_is_refused() -> None:
    match = started(preset("traversone"), 5)
    legal = set(match.legal_moves())
    illegal = next(c for c in range(40) if c not in legal)
    data = match.to_json()
    data["moves"] = [card_code(illegal)]
    with pytest.raises(MatchStateError, match="move 1"):
        Match.from_json(data)


@pytest.mark.parametrize("name", ["traversone", "ciapano", "busca", "tressette", "tressette_2"])
def test_taking_back_a_card_leaves_the_match_as_if_it_was_never_played(name: str) -> None:
    rng = random.Random(4)
    for seed in range(6):
        match = started(preset(name), seed)
        for _ in range(rng.randrange(1, 30)):
            if match.is_over:
                break
            moves = match.legal_moves()
            match.apply(moves[rng.randrange(len(moves))])
        if match.is_over:
            continue
        seat = match.current_player
        back = match.moves_since_card(seat)
        if back is None:
            with pytest.raises(MatchStateError):
                for _ in range(len(match.moves) + 1):
                    match.pop()
            continue
        for _ in range(back):
            match.pop()
        replayed = Match.from_json(match.to_json())
        assert match.current_player == seat == replayed.current_player
        assert match.view(seat) == replayed.view(seat)
        assert match.legal_moves() == replayed.legal_moves() and match.log == replayed.log
