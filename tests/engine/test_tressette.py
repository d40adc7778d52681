"""RULES.md §6, Tressette: team scoring, declarations, signals, claims and the match end."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from traversone_desktop.engine import (
    CardDrawn,
    CardPlayed,
    Claimed,
    Deal,
    DealScored,
    Declared,
    Match,
    MatchOver,
    Rules,
    parse_card,
    preset,
    sample_world,
)
from traversone_desktop.engine.claims import secured, thresholds
from traversone_desktop.engine.declarations import COMBINATIONS, available, lapsing
from traversone_desktop.engine.match_end import judge
from traversone_desktop.engine.moves import CLAIM, DECLARE_BASE, card_of, is_card, with_signal
from traversone_desktop.engine.playout import needs_full_rules
from traversone_desktop.engine.scoring import DealOutcome, score_deal
from traversone_desktop.engine.view import make_view

from .helpers import deal_of, finished, hand, play

T4 = preset("tressette")
T2 = preset("tressette_2")
SIDES = T4.sides(4)

NAPOLETANA_COINS = DECLARE_BASE + 0
THREE_3S_NO_BATONS = DECLARE_BASE + 4 + 0 * 4 + 3
THREE_2S_NO_COINS = DECLARE_BASE + 4 + 1 * 4 + 0
THREE_ACES_NO_COINS = DECLARE_BASE + 4 + 2 * 4 + 0
FOUR_3S = DECLARE_BASE + 16

# Dealer 3: seat 0 leads. Seat 0: Napoletana of coins and three 3s; seat 1: three 2s;
# seat 2: three aces; seat 3: nothing.
HANDS = [
    "3d 2d Ad 3c 3s 4b 5b 6b 7b Fb",
    "3b 2c 2s 2b 4d 5d 6d 7d Fd Cd",
    "Ac As Ab 4c 5c 6c 7c Fc Cc Rc",
    "Rd 4s 5s 6s 7s Fs Cs Rs Cb Rb",
]


def declarations_in(moves: list[int]) -> list[int]:
    return [m for m in moves if DECLARE_BASE <= m < CLAIM]


def hand_cards(codes: str) -> list[int]:
    return [parse_card(c) for c in codes.split()]


# -- the combinations ---------------------------------------------------------

def test_combinations_are_named_by_suit_or_missing_suit() -> None:
    assert COMBINATIONS[0].name == "napoletana of coins"
    assert COMBINATIONS[THREE_3S_NO_BATONS - DECLARE_BASE].name == "three 3s without batons"
    assert COMBINATIONS[THREE_ACES_NO_COINS - DECLARE_BASE].name == "three aces without coins"
    assert COMBINATIONS[FOUR_3S - DECLARE_BASE].name == "four 3s"
    assert [c.points for c in COMBINATIONS] == [3] * 16 + [4] * 3


def test_each_kind_is_found_and_a_card_may_serve_twice() -> None:
    bits = available(hand(HANDS[0]), 0)
    assert bits == 1 << 0 | 1 << (THREE_3S_NO_BATONS - DECLARE_BASE)  # 3d in both
    assert available(hand(HANDS[1]), 0) == 1 << (THREE_2S_NO_COINS - DECLARE_BASE)
    assert available(hand(HANDS[3]), 0) == 0


def test_four_of_a_kind_is_not_also_a_three() -> None:
    bits = available(hand("3d 3c 3s 3b 2c Ac"), 0)
    assert bits == 1 << (FOUR_3S - DECLARE_BASE) | 1 << 1  # four 3s, Napoletana of cups


def test_one_set_of_a_rank_per_seat() -> None:
    three = THREE_3S_NO_BATONS - DECLARE_BASE
    assert available(hand("3d 3c 3s 3b"), 1 << three) == 0


# -- declaring ----------------------------------------------------------------

def test_declare_at_the_first_turn_points_count_at_once_and_cards_become_public() -> None:
    deal = deal_of(T4, HANDS)
    assert declarations_in(deal.legal_moves()) == [NAPOLETANA_COINS, THREE_3S_NO_BATONS]
    events = deal.apply(NAPOLETANA_COINS)
    assert events == [Declared(0, "napoletana", tuple(sorted(hand_cards("3d 2d Ad"))), 3)]
    assert deal.current_player == 0
    assert declarations_in(deal.legal_moves()) == [THREE_3S_NO_BATONS]
    assert secured(deal, [0, 2]) == 3
    for seat in (1, 2, 3):
        view = make_view(deal, seat, SIDES)
        assert view.declared == ((0, NAPOLETANA_COINS),)
        assert view.known[0] == hand("3d 2d Ad")
        assert not view.unseen & hand("3d 2d Ad")
    play(deal, "4b")
    assert declarations_in(deal.legal_moves()) == [THREE_2S_NO_COINS]  # seat 1's first turn
    play(deal, "3b")
    assert declarations_in(deal.legal_moves()) == [THREE_ACES_NO_COINS]
    play(deal, "Ab Cb")
    assert not any(deal.declarable)
    assert declarations_in(deal.legal_moves()) == []


def test_sampled_worlds_keep_declared_cards_with_the_declarer() -> None:
    deal = deal_of(T4, HANDS)
    deal.apply(NAPOLETANA_COINS)
    play(deal, "4b")
    view = make_view(deal, 1, SIDES)
    rng = random.Random(4)
    for _ in range(20):
        world = sample_world(view, rng)
        assert world.hands[0] & hand("3d 2d Ad") == hand("3d 2d Ad")
        assert world.declared == deal.declared


def test_declare_after_the_first_trick_from_the_cards_dealt() -> None:
    rules = preset("tressette", declare_timing="after_first_trick")
    deal = deal_of(rules, HANDS)
    for code in ["4b", "2b", "Ab", "Cb"]:  # seat 1 wins with the 2 of batons
        assert declarations_in(deal.legal_moves()) == []
        play(deal, code)
    assert deal.current_player == 1
    assert declarations_in(deal.legal_moves()) == [THREE_2S_NO_COINS]
    events = deal.apply(THREE_2S_NO_COINS)
    assert events == [Declared(1, "set", tuple(hand_cards("2c 2s 2b")), 3)]
    assert deal.known[1] == hand("2c 2s")  # the 2 of batons is already on the table
    play(deal, "4d")
    assert declarations_in(deal.legal_moves()) == [THREE_ACES_NO_COINS]
    play(deal, "4c Rd")
    assert declarations_in(deal.legal_moves()) == [NAPOLETANA_COINS, THREE_3S_NO_BATONS]
    play(deal, "2d")
    assert len(deal.tricks) == 2
    assert not any(deal.declarable) and declarations_in(deal.legal_moves()) == []


# Two players, dealer 1: seat 0 leads; seat 1 wins the first four tricks with cups and draws
# first. Seat 0 draws stock[1], [3], [5], [7].
TWO_HANDS = ["3d 2d 4c 5c 6c 4s 5s 6s 4b 5b", "Rc Cc Fc 7c Rs Cs Fs 7s Rb Cb"]
REST = "Fd Cd Rd As 2s 3s 6b 7b Fb Ab 2b 3b"


def _two_player(stock: str) -> Deal:
    return deal_of(T2, TWO_HANDS, dealer=1, stock=f"{stock} {REST}")


def test_two_players_declare_cards_drawn_before_the_fourth_trick() -> None:
    deal = _two_player("3c 4d 2c 5d Ac Ad 6d 7d")
    events = play(deal, "4c Rc")
    draws = [e for e in events if isinstance(e, CardDrawn)]
    assert [(e.seat, e.public) for e in draws] == [(1, True), (0, True)]
    assert make_view(deal, 1, T2.sides(2)).known[0] & hand("4d")  # open draw
    play(deal, "Cc 5c Fc")
    assert declarations_in(deal.legal_moves()) == []  # seat 0, third trick: no ace of coins yet
    play(deal, "6c")
    assert deal.hands[0] >> parse_card("Ad") & 1
    play(deal, "7c")
    assert len(deal.tricks) == 3
    assert declarations_in(deal.legal_moves()) == [NAPOLETANA_COINS]
    deal.apply(NAPOLETANA_COINS)
    assert deal.declared == ((0, NAPOLETANA_COINS),)


def test_two_players_cards_drawn_after_the_fourth_trick_do_not_count() -> None:
    deal = _two_player("3c 4d 2c 5d Ac 7d 6d Ad")
    play(deal, "4c Rc Cc 5c Fc 6c 7c")
    assert declarations_in(deal.legal_moves()) == []
    play(deal, "4d")
    assert deal.hands[0] >> parse_card("Ad") & 1  # drawn after the fourth trick
    assert len(deal.tricks) == 4 and not any(deal.declarable)
    assert deal.current_player == 1
    play(deal, "Rs")
    assert declarations_in(deal.legal_moves()) == []


def test_fast_playouts_keep_the_full_rules_while_a_draw_may_complete_a_combination() -> None:
    deal = _two_player("3c 4d 2c 5d Ac Ad 6d 7d")
    assert not any(deal.declarable) and needs_full_rules(deal)
    play(deal, "4c Rc Cc 5c Fc 6c")
    assert deal.declarable[0] and needs_full_rules(deal)
    play(deal, "7c 4d")
    assert len(deal.tricks) == 4 and not needs_full_rules(deal)


def test_a_card_lets_every_declaration_go_at_a_four_player_seats_one_turn() -> None:
    deal = deal_of(T4, HANDS)
    assert lapsing(deal, 0, parse_card("4b")) == [NAPOLETANA_COINS, THREE_3S_NO_BATONS]
    deal.apply(NAPOLETANA_COINS)
    assert lapsing(deal, 0, parse_card("4b")) == [THREE_3S_NO_BATONS]


def test_with_two_players_a_card_lets_go_what_it_belongs_to_until_the_last_trick() -> None:
    deal = _two_player("3c 4d 2c 5d Ac Ad 6d 7d")
    play(deal, "4c Rc Cc 5c Fc 6c 7c")  # seat 0 at the fourth trick, the window's last
    assert lapsing(deal, 0, parse_card("4s")) == [NAPOLETANA_COINS]
    deal = deal_of(T2, ["3d 2d Ad 5c 6c 4s 5s 6s 4b 5b", TWO_HANDS[1]], dealer=1,
                   stock=f"3c 4d 2c 5d Ac 7d 6d Ad {REST}")
    assert lapsing(deal, 0, parse_card("4s")) == []  # two tricks of the window to come
    assert lapsing(deal, 0, parse_card("2d")) == [NAPOLETANA_COINS]


@pytest.mark.parametrize("rules", [T4, preset("tressette", declare_timing="after_first_trick"),
                                   T2], ids=["first_turn", "after_first_trick", "two"])
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_what_a_card_lets_go_is_never_offered_again_and_the_rest_is(rules: Rules,
                                                                     seed: int) -> None:
    """At the seat's next turn, after any play by the others, its open declarations are
    the ones it had less those the card let go (more only by a draw that completes one)."""

    def four_of(move: int) -> int:
        k = move - DECLARE_BASE
        return DECLARE_BASE + 16 + (k - 4) // 4 if 4 <= k < 16 else -1

    rng = random.Random(seed)
    deal = Deal.shuffle(rules, rules.players, tuple(range(rules.players)),
                        rng.randrange(rules.players), seed)
    while not deal.is_over:
        seat, legal = deal.current_player, deal.legal_moves()
        declarable = declarations_in(legal)
        cards = [m for m in legal if is_card(m)]
        if declarable and cards and rng.random() < 0.7:
            card = card_of(cards[rng.randrange(len(cards))])
            gone = lapsing(deal, seat, card)
            assert set(gone) <= set(declarable)
            deal.apply(card)
            while not deal.is_over and deal.current_player != seat:
                moves = [m for m in deal.legal_moves() if m != CLAIM]
                deal.apply(moves[rng.randrange(len(moves))])
            later = set(declarations_in(deal.legal_moves())) if not deal.is_over else set()
            assert not later & set(gone)
            if not deal.is_over:  # (a three whose fourth was drawn is offered as the four)
                assert {four_of(m) for m in set(declarable) - set(gone) - later} <= later
        else:
            moves = [m for m in legal if m != CLAIM]
            deal.apply(moves[rng.randrange(len(moves))])


# -- scoring ------------------------------------------------------------------

def _scored(taken: list[str], last: int, declared: tuple[tuple[int, int], ...] = (),
            claim: int | None = None) -> DealOutcome:
    return score_deal(finished(T4, taken, last, declared=declared, claim=claim), SIDES)


TAKEN = ["Ad 3d 2d Rd", "Ac 3c 2c Rc Cc", "As 3s", "Ab 3b 2b Rb Cb Fb Fd Cd Fc 2s Rs Cs Fs"]


def test_team_points_are_floored_with_the_last_trick_and_total_eleven() -> None:
    outcome = _scored(TAKEN, last=2)
    assert outcome.taken == (6, 7, 4, 15)
    assert outcome.details["side_thirds"] == [13, 22]  # 6 + 4 + 3 for the last trick
    assert outcome.scores == (4, 7) and sum(outcome.scores) == 11


def test_declarations_add_to_the_hand() -> None:
    outcome = _scored(TAKEN, last=1, declared=((0, NAPOLETANA_COINS), (3, FOUR_3S)))
    assert outcome.details["card_points"] == [3, 8]
    assert outcome.details["declaration_points"] == [3, 4]
    assert outcome.scores == (6, 12)


def test_after_a_claim_only_secured_points_count() -> None:
    outcome = _scored(TAKEN, last=2, claim=0)
    assert outcome.last_trick == -1
    assert outcome.scores == (3, 7)


def test_first_lead_may_be_the_holder_of_the_four_of_coins() -> None:
    rules = preset("tressette", first_lead="four_of_coins")
    assert deal_of(rules, HANDS).current_player == 1  # seat 1 holds the 4d
    assert deal_of(T4, HANDS).current_player == 0


# -- signals ------------------------------------------------------------------

def test_a_lead_may_carry_a_signal_that_everyone_sees() -> None:
    deal = deal_of(T4, HANDS)
    busso = with_signal(parse_card("4b"), "busso")
    assert busso in deal.legal_moves()
    assert deal.apply(busso) == [CardPlayed(0, parse_card("4b"), "busso")]
    assert not [m for m in deal.legal_moves() if is_card(m) and m >= 40]  # followers: no signal
    for seat in range(4):
        assert make_view(deal, seat, SIDES).trick_signal == "busso"
    play(deal, "3b Ab Cb")
    for seat in range(4):
        view = make_view(deal, seat, SIDES)
        assert view.tricks[0].signal == "busso" and view.trick_signal is None


def test_signals_are_off_in_two_player_tressette() -> None:
    deal = _two_player("3c 4d 2c 5d Ac Ad 6d 7d")
    assert all(m < 40 for m in deal.legal_moves())


# -- claims -------------------------------------------------------------------

def test_claims_are_offered_only_when_secured_points_reach_the_target() -> None:
    deal = deal_of(T4, HANDS, claim_at=(3, 4))
    assert CLAIM not in deal.legal_moves()
    deal.apply(THREE_3S_NO_BATONS)
    assert CLAIM in deal.legal_moves()
    play(deal, "4b")
    assert CLAIM not in deal.legal_moves()  # seat 1's side has nothing yet
    deal.apply(THREE_2S_NO_COINS)
    assert CLAIM not in deal.legal_moves()  # 3 of the 4 it needs
    play(deal, "2b")
    assert CLAIM in deal.legal_moves()  # seat 2's side: the partner may claim too
    play(deal, "Ab Cb")  # seat 1 takes 2b Ab Cb 4b = 5 thirds: 1 point, 4 with the three
    assert deal.current_player == 1 and CLAIM in deal.legal_moves()
    events = deal.apply(CLAIM)
    assert events == [Claimed(1, 1)]
    assert deal.is_over and deal.claim == 1 and deal.legal_moves() == []


def test_no_claims_without_a_target_to_reach_or_after_a_tie() -> None:
    assert thresholds(T4, [0, 0]) == (21, 21)
    assert thresholds(T4, [15, 20]) == (6, 1)
    assert thresholds(T4, [22, 22]) == ()
    busca = preset("busca")
    assert busca.definition.claim_thresholds(busca, [0, 0, 0, 0]) == ()


def test_a_claim_ends_the_match_at_once_and_is_logged() -> None:
    match = Match(preset("tressette", target=1), seed=5)
    match.start()
    while CLAIM not in match.legal_moves():
        side = match.current_player % 2
        assert secured(match.deal, SIDES[side]) < 1
        match.apply(next(m for m in match.legal_moves() if is_card(m)))
    seat = match.current_player
    events = match.apply(CLAIM)
    assert isinstance(events[0], Claimed) and events[0].side == seat % 2
    assert isinstance(events[1], DealScored) and events[-1] == MatchOver((seat % 2,))
    assert match.is_over and match.winners == (seat % 2,)
    record = match.log[-1]
    assert record["claim"] == seat % 2 and record["match_over"]
    assert record["totals"][seat % 2] >= 1 and record["last_trick"] == -1
    assert Match.from_json(match.to_json()).log == match.log


# -- the match end --------------------------------------------------------------

def _winners(totals: list[int]) -> tuple[int, ...] | None:
    match = Match(T4, 0)
    match.start()
    match.totals = totals
    return judge(match, DealOutcome((0,) * 4, (0, 0), 0, None), tiebreak=False).winners


@pytest.mark.parametrize(
    ("totals", "winners"),
    [([21, 15], (0,)), ([20, 19], None), ([23, 25], (1,)), ([22, 22], None), ([26, 21], (0,))],
)
def test_highest_total_wins_once_past_the_target_and_a_tie_plays_on(
        totals: list[int], winners: tuple[int, ...] | None) -> None:
    assert _winners(totals) == winners
