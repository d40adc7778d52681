"""RULES.md §4, Busca: units, the first trick's restrictions, busche with every tie, the match."""

from __future__ import annotations

import pytest

from traversone_desktop.engine import parse_card, preset
from traversone_desktop.engine.games.busca import busca_units, busche
from traversone_desktop.engine.scoring import score_deal
from traversone_desktop.engine.view import make_view

from .helpers import deal_of, finished, hand, play, random_match

RULES = preset("busca")
PITA = parse_card("Ad")

# Seat 0 leads (dealer 3). Each hand mixes suits so the first trick has choices.
HANDS = [
    "Ad 2d 4c 5c 6c 4s 5s 4b 5b 6b",
    "3d 4d Ac 7c Fc 6s 7s 7b Fb Cb",
    "5d 6d 2c 3c Cc As 2s 3s Rb Ab",
    "7d Fd Cd Rd Rc Fs Cs Rs 2b 3b",
]


def test_units_pita_eight_aces_three_figures_one() -> None:
    assert busca_units(hand("Ad")) == 8
    assert busca_units(hand("Ac As Ab")) == 9
    assert busca_units(hand("3d 2c Rs Cb Fd")) == 5
    assert busca_units(hand("4d 5c 6s 7b")) == 0
    whole_pack = (1 << 40) - 1
    assert busca_units(whole_pack) + 3 == 40  # with the last trick


def test_leader_may_not_lead_coins_in_the_first_trick() -> None:
    deal = deal_of(RULES, HANDS)
    assert deal.current_player == 0
    legal = deal.legal_moves()
    assert not any(c // 10 == 0 for c in legal)
    assert deal.why_illegal(0, parse_card("2d")) == "busca_no_coins_lead"
    assert deal.why_illegal(0, PITA) == "busca_no_pita"


def test_leader_holding_only_coins_leads_coins_but_not_the_pita() -> None:
    deal = deal_of(RULES, [
        "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd",
        "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc",
        "As 2s 3s 4s 5s 6s 7s Fs Cs Rs",
        "Ab 2b 3b 4b 5b 6b 7b Fb Cb Rb",
    ])
    assert deal.legal_moves() == [c for c in range(10) if c != PITA]


# Seat 1 has no cups; seat 0 leads the first trick (dealer 3).
VOID_HANDS = [
    "4c 5c 6c 7c 4s 5s 6s 4b 5b 6b",
    "Ad 3d 4d 5d 6d 7s Fs Cs 7b Fb",
    "Ac 2c 3c Fc Cc Rc As 2s 3s Rs",
    "2d 7d Fd Cd Rd Ab 2b 3b Cb Rb",
]


def test_void_seat_discards_anything_but_the_pita_in_the_first_trick() -> None:
    deal = deal_of(RULES, VOID_HANDS)
    play(deal, "4c")
    legal = deal.legal_moves()
    assert PITA not in legal and parse_card("3d") in legal and parse_card("7s") in legal
    assert deal.why_illegal(1, PITA) == "busca_no_pita"
    play(deal, "7s")
    assert deal.voids[1] == 1 << 1  # a non-coin lead proves the void in cups


def test_pita_is_free_after_the_first_trick() -> None:
    deal = deal_of(RULES, VOID_HANDS)
    play(deal, "4c 7s Ac 2b")
    assert deal.tricks[0].winner == 2
    play(deal, "Cc 7d 5c")
    assert deal.current_player == 1 and PITA in deal.legal_moves()


def test_follower_keeps_the_pita_back_on_a_coin_lead_without_showing_a_void() -> None:
    # Five cards each and a stock (built by hand): a leader can hold nothing but coins
    # without the Pita.
    rules = preset("busca")
    deal = deal_of(rules, ["2d 3d 4d 5d 6d", "Ad 4c 5c 6c 7c", "Ac 2c 3c Fc Cc",
                           "7d Fd Cd Rd Rc"], stock="4s 5s 6s 7s Fs Cs Rs As 2s 3s "
                                                  "4b 5b 6b 7b Fb Cb Rb Ab 2b 3b")
    assert deal.legal_moves() == sorted(parse_card(c) for c in ("2d", "3d", "4d", "5d", "6d"))
    play(deal, "2d")
    assert deal.legal_moves() == [parse_card(c) for c in ("4c", "5c", "6c", "7c")]
    assert deal.why_illegal(1, PITA) == "busca_no_pita"
    play(deal, "4c")
    assert deal.voids[1] == 0  # it may be hiding the Pita
    assert make_view(deal, 2, rules.sides(4)).voids[1] == 0


@pytest.mark.parametrize(
    ("units", "expected"),
    [
        # k seats with zero units score k each; nobody else scores.
        ([0, 10, 15, 15], [1, 0, 0, 0]),
        ([0, 0, 20, 20], [2, 2, 0, 0]),
        ([0, 0, 0, 40], [3, 3, 3, 0]),
        # One seat with the most: 1 up to 18, 2 for 19–22, units − 20 above 22.
        ([5, 7, 10, 18], [0, 0, 0, 1]),
        ([3, 7, 11, 19], [0, 0, 0, 2]),
        ([3, 5, 10, 22], [0, 0, 0, 2]),
        ([3, 4, 10, 23], [0, 0, 0, 3]),
        ([4, 4, 6, 26], [0, 0, 0, 6]),
        ([1, 1, 1, 37], [0, 0, 0, 17]),
        # Two tied for most: double the band each.
        ([15, 15, 5, 5], [2, 2, 0, 0]),
        ([1, 19, 19, 1], [0, 4, 4, 0]),
        # Three tied: 3 each; all four tied: 4 each.
        ([12, 12, 4, 12], [3, 3, 0, 3]),
        ([10, 10, 10, 10], [4, 4, 4, 4]),
    ],
)
def test_busche_every_case(units: list[int], expected: list[int]) -> None:
    assert busche(units) == expected


def test_scored_deal_counts_the_last_trick_in_units_but_not_in_taken() -> None:
    deal = finished(RULES, ["Ad 3d 2d Rd Cd Fd Ac 3c 2c", "4d 5d 6d 7d",
                            "As 3s 2s Rs Cs Fs Ab 3b 2b Rb Cb Fb Rc Cc", "4c 5c 6c 7c"], 1)
    outcome = score_deal(deal, RULES.sides(4))
    assert outcome.taken == (18, 0, 18, 0)  # Pita 8 + 5 figures + Ac 3 + 3c 2c
    assert outcome.details["units"] == [18, 3, 18, 0]  # seat 1 took the last trick
    assert outcome.scores == (0, 0, 0, 1)  # seat 3 alone took nothing: the tie does not count


def test_deal_scoring_of_a_lone_heavy_seat() -> None:
    deal = finished(RULES, ["Ad 3d 2d Rd Cd Fd Ac 3c 2c Rc Cc Fc As", "3s", "2s", "Ab"], 0)
    outcome = score_deal(deal, RULES.sides(4))
    assert outcome.details["units"] == [27, 1, 1, 3]  # 24 in cards + the last trick
    assert outcome.scores == (7, 0, 0, 0)


def test_match_is_lowest_wins_at_eleven_busche() -> None:
    assert (RULES.match_end, RULES.target) == ("lowest_wins", 11)
    match = random_match(RULES, seed=3)
    last = match.log[-1]
    assert max(last["totals"]) >= 11
    assert all(last["totals"][w] == min(last["totals"]) for w in last["winners"])
    for record in match.log:
        assert sum(record["taken"]) == 37  # 40 units less the last trick
