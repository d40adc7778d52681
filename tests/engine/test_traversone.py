"""RULES.md §1–3 for one deal: dealing, following suit, tricks, stock, scoring."""

from __future__ import annotations

import pytest

from traversone_desktop.engine import (
    CardDiscarded,
    CardDrawn,
    Deal,
    IllegalMoveError,
    TrickTaken,
    parse_card,
    preset,
)
from traversone_desktop.engine.cards import cards_of
from traversone_desktop.engine.scoring import score_deal

from .helpers import deal_of, finished, play

FOUR_HANDS = [
    "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd",
    "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc",
    "As 2s 3s 4s 5s 6s 7s Fs Cs Rs",
    "Ab 2b 3b 4b 5b 6b 7b Fb Cb Rb",
]


@pytest.mark.parametrize(("players", "size"), [(5, 8), (4, 10)])
def test_deal_sizes(players: int, size: int) -> None:
    rules = preset("ciapano", players)
    deal = Deal.shuffle(rules, players, tuple(range(players)), 0, 99)
    assert [h.bit_count() for h in deal.hands] == [size] * players
    assert deal.stock == () and deal.check_conservation()


def test_three_players_dealer_gets_fourteen_and_discards_face_down() -> None:
    rules = preset("ciapano", 3)
    deal = Deal.shuffle(rules, 3, (0, 1, 2), 1, 5)
    assert [h.bit_count() for h in deal.hands] == [13, 14, 13]
    assert deal.current_player == 1 and deal.phase == "discard"
    card = deal.legal_moves()[0]
    assert deal.apply(card) == [CardDiscarded(1, card)]
    assert deal.discard == card and deal.current_player == 2  # eldest hand leads
    assert deal.check_conservation()


def test_discard_is_hidden_from_everyone_but_the_dealer() -> None:
    from traversone_desktop.engine.view import make_view

    rules = preset("ciapano", 3)
    deal = Deal.shuffle(rules, 3, (0, 1, 2), 1, 5)
    card = deal.legal_moves()[0]
    deal.apply(card)
    sides = rules.sides(3)
    assert make_view(deal, 1, sides).discard == card
    assert make_view(deal, 0, sides).discard is None
    assert make_view(deal, 0, sides).has_discard
    assert make_view(deal, 0, sides).unseen >> card & 1


def test_three_players_remove_a_four_deals_thirteen_without_the_four_of_batons() -> None:
    rules = preset("ciapano", 3, three_player_pack="remove_a_four")
    deal = Deal.shuffle(rules, 3, (0, 1, 2), 0, 5)
    assert [h.bit_count() for h in deal.hands] == [13, 13, 13]
    assert deal.removed == (parse_card("4b"),)
    assert not any(h >> parse_card("4b") & 1 for h in deal.hands)
    assert deal.phase == "play"


def test_first_dealer_and_eldest_hand_lead_anticlockwise() -> None:
    rules = preset("traversone")
    deal = Deal.shuffle(rules, 4, (0, 1, 2, 3), 3, 1)
    assert deal.current_player == 0  # the seat after the dealer


def test_follow_suit_is_enforced_and_explained() -> None:
    rules = preset("traversone")
    deal = deal_of(rules, [
        "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rc",
        "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rd",
        "As 2s 3s 4s 5s 6s 7s Fs Cs Rs",
        "Ab 2b 3b 4b 5b 6b 7b Fb Cb Rb",
    ], dealer=3)
    play(deal, "Ad")
    assert deal.legal_moves() == [parse_card("Rd")]  # seat 1 holds one coin: must play it
    assert deal.why_illegal(1, parse_card("Ac")) == "must_follow"
    with pytest.raises(IllegalMoveError):
        deal.apply(parse_card("Ac"))
    play(deal, "Rd")
    assert len(deal.legal_moves()) == 10  # seat 2 is void in coins: anything goes


def test_highest_card_of_the_led_suit_wins_and_leads_next() -> None:
    rules = preset("traversone")
    deal = deal_of(rules, FOUR_HANDS, dealer=3)
    events = play(deal, "5d Ac As Ab")
    taken = [e for e in events if isinstance(e, TrickTaken)]
    assert taken[0].winner == 0 and deal.current_player == 0  # off-suit cards never win
    deal2 = deal_of(rules, [
        "4d 5c", "3d 6c", "Ad 7c", "2d Fc",
    ], dealer=3)
    play(deal2, "4d 3d Ad 2d")
    assert deal2.tricks[0].winner == 1  # the 3 beats the 2 and the ace


def test_voids_shown_by_play_are_public() -> None:
    rules = preset("traversone")
    deal = deal_of(rules, FOUR_HANDS, dealer=3)
    play(deal, "5d Ac")
    assert deal.voids[1] == 0b0001


WORKED_EXAMPLE = ["Ad Ac As 3d", "3c 2c Rc Cc Fc Cd", "3s 2s Rs Cs Fs",
                  "Ab 3b 2b Rb Cb Fb 2d Rd Fd"]


def test_worked_example_from_the_rules() -> None:
    """A took 3⅓, C 1⅔, D 3⅔, B 2 and the last trick → A 3, C 1, D 3, B 4."""
    rules = preset("traversone")
    a, b, c, d = 0, 1, 2, 3
    deal = finished(rules, WORKED_EXAMPLE, b)
    outcome = score_deal(deal, rules.sides(4))
    assert list(outcome.taken) == [10, 6, 5, 11]  # 3⅓, 2, 1⅔, 3⅔
    assert outcome.scores[a] == 3 and outcome.scores[c] == 1 and outcome.scores[d] == 3
    assert outcome.scores[b] == 4 and sum(outcome.scores) == 11


def _finished(rules_name: str, taken: list[str], last: int, discard: str | None = None,
              **options: object) -> tuple[int, ...]:
    rules = preset(rules_name, len(taken), **options)
    deal = finished(rules, taken, last, discard=discard)
    outcome = score_deal(deal, rules.sides(len(taken)))
    return (*outcome.scores, -1 if outcome.cappotto is None else outcome.cappotto)


ALL_POINTS = " ".join(r + s for s in "dcsb" for r in "A23RCF")


def test_cappotto_scores_zero_and_eleven_to_everyone_else() -> None:
    assert _finished("traversone", [ALL_POINTS, "4d", "5d", "6d"], last=0) == (0, 11, 11, 11, 0)


def test_cappotto_needs_the_last_trick_by_default() -> None:
    scores = _finished("traversone", [ALL_POINTS, "4d", "5d", "6d"], last=1)
    assert scores[-1] == -1 and scores[0] == 10 and sum(scores[:4]) == 11
    relaxed = _finished("traversone", [ALL_POINTS, "4d", "5d", "6d"], last=1,
                        cappotto_needs_last_trick=False)
    assert relaxed == (0, 11, 11, 11, 0)


def test_dropped_fractions_with_and_without_the_last_trick_bonus() -> None:
    taken = WORKED_EXAMPLE
    assert _finished("traversone", taken, last=1, fractions="dropped")[:4] == (3, 3, 1, 3)
    assert _finished("traversone", taken, last=1, fractions="dropped",
                     last_trick_bonus=False)[:4] == (3, 2, 1, 3)


def test_three_player_discard_goes_to_the_last_trick() -> None:
    # Seat 2 took the last trick; the discarded ace is worth a point to it, not to seat 0.
    taken = ["Ac 3c 2c", "As 3s 2s Rd Cd Fd", "3b 2b Rb Cb Fb Rc Cc Fc Rs Cs Fs Ab 3d 2d"]
    with_discard = _finished("ciapano", taken, last=2, discard="Ad")
    assert with_discard[:3] == (1, 2, 8)


def test_partners_score_as_one_side() -> None:
    rules = preset("traversone_partners")
    deal = finished(rules, ["Ad Ac", "3d 2d", "As", "Ab 3s 2s Rs"], 3)
    outcome = score_deal(deal, rules.sides(4))
    # side 0 (seats 0+2): 9 thirds → 3; side 1 takes the remainder 8.
    assert outcome.scores == (3, 8)


def test_kifameno_stock_draws_start_with_the_trick_winner() -> None:
    rules = preset("kifameno", 2)
    deal = Deal.shuffle(rules, 2, (0, 1), 0, 11)
    assert [h.bit_count() for h in deal.hands] == [10, 10] and len(deal.stock) == 20
    top_two = deal.stock[:2]
    first = deal.legal_moves()[0]
    events = deal.apply(first)
    events += deal.apply(deal.legal_moves()[0])
    winner = deal.tricks[0].winner
    draws = [e for e in events if isinstance(e, CardDrawn)]
    assert [(d.seat, d.card) for d in draws] == [(winner, top_two[0]), (1 - winner, top_two[1])]
    assert not draws[0].public  # in Kifameno only the drawer sees the card
    assert [h.bit_count() for h in deal.hands] == [10, 10]


def test_kifameno_three_players_leave_nine_in_the_stock() -> None:
    rules = preset("kifameno", 3)
    deal = Deal.shuffle(rules, 3, (0, 1, 2), 0, 3)
    assert len(deal.stock) == 9 and deal.removed == (parse_card("4b"),)


def test_a_whole_deal_plays_to_the_end_and_totals_eleven() -> None:
    rules = preset("traversone")
    deal = Deal.shuffle(rules, 4, (0, 1, 2, 3), 0, 42)
    while not deal.is_over:
        deal.apply(deal.legal_moves()[-1])
    assert len(deal.tricks) == 10 and deal.check_conservation()
    assert sum(score_deal(deal, rules.sides(4)).scores) in (11, 33)
    assert cards_of(deal.taken[0] | deal.taken[1] | deal.taken[2] | deal.taken[3]) == list(
        range(40))
