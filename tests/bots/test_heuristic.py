"""The heuristic plays like a good player: ducks, sheds points when void, spares its
partner, blocks and goes for a cappotto, loads points on its partner's trick in Tressette,
claims and declares."""

from __future__ import annotations

import dataclasses
import random

from traversone_desktop.bots import make_bot
from traversone_desktop.bots.tactics import Spot, choose_card
from traversone_desktop.engine import Deal, parse_card, preset
from traversone_desktop.engine.cards import ALL_CARDS, SUIT_MASKS
from traversone_desktop.engine.moves import CLAIM, DECLARE_BASE, card_of, signal_of
from traversone_desktop.engine.view import make_view

from ..engine.helpers import deal_of, hand, play

HANDS = [
    "6d Rc 4s 5s 6s 7s Fs Cs Rs As",
    "4d Cd 4c 5c 6c 7c Fc Cc 2s 3s",
    "5d 7d Fd Rd 2d 3d Ac 2c 3c 4b",
    "Ad 5b 6b 7b Fb Cb Rb Ab 2b 3b",
]


def heuristic_card(deal: Deal) -> str:
    seat = deal.current_player
    view = make_view(deal, seat, deal.rules.sides(deal.seats))
    move = make_bot("heuristic").choose(view, random.Random(0))
    return f"{'4567FCRA23'[move % 10]}{'dcsb'[move % 40 // 10]}"


def test_ducks_under_the_card_winning_the_trick() -> None:
    deal = deal_of(preset("traversone"), HANDS)
    play(deal, "6d")
    assert heuristic_card(deal) == "4d"
    play(deal, "4d")
    assert heuristic_card(deal) == "5d"


def test_sheds_its_ace_when_void() -> None:
    deal = deal_of(preset("traversone"), HANDS)
    play(deal, "4s 3s")
    assert heuristic_card(deal) == "Ac"


def test_keeps_points_off_a_partners_safe_trick_but_not_an_opponents() -> None:
    alone = deal_of(preset("traversone"), HANDS)
    play(alone, "4s 3s 4b")
    assert heuristic_card(alone) == "Ad"
    partners = deal_of(preset("traversone_partners"), HANDS)
    play(partners, "4s 3s 4b")
    card = heuristic_card(partners)
    assert parse_card(card) // 10 == 3 and card[0] in "4567"


def test_tressette_loads_points_on_a_partners_safe_trick() -> None:
    deal = deal_of(preset("tressette"), HANDS)
    while deal.legal_moves()[-1] >= 200:  # declarations first
        deal.apply(deal.legal_moves()[-1])
    play(deal, "4s 3s")
    while deal.legal_moves()[-1] >= 200:
        deal.apply(deal.legal_moves()[-1])
    play(deal, "4b")
    while deal.legal_moves()[-1] >= 200:
        deal.apply(deal.legal_moves()[-1])
    assert heuristic_card(deal) == "Ad"


def test_claims_when_it_may_and_makes_every_declaration() -> None:
    deal = deal_of(preset("tressette"), HANDS)
    view = make_view(deal, deal.current_player, deal.rules.sides(4))
    for name in ("heuristic", "easy", "expert:iterations=2"):
        bot = make_bot(name)
        claim = dataclasses.replace(view, legal=(*view.legal, DECLARE_BASE + 1, CLAIM))
        assert bot.choose(claim, random.Random(0)) == CLAIM
        declare = dataclasses.replace(view, legal=(*view.legal, DECLARE_BASE + 1))
        assert bot.choose(declare, random.Random(0)) == DECLARE_BASE + 1


def cappotto_spot(taken: list[str]) -> Spot:
    """Seat 0 to follow a 5 of coins led by seat 1, holding the 4 and the 3 of coins."""
    mine = hand("4d 3d 4b")
    trick = [(1, parse_card("5d"))]
    others = ALL_CARDS & ~mine & ~(1 << trick[0][1]) & ~sum(hand(t) for t in taken if t)
    return Spot(0, mine, hand("4d 3d"), trick, others, [2, 3], (), [0] * 4,
                [hand(t) if t else 0 for t in taken], preset("traversone").definition)


def test_ducks_normally_but_takes_a_point_to_stop_an_opponents_cappotto() -> None:
    assert choose_card(cappotto_spot(["", "", "", ""])) == parse_card("4d")
    slammer = "Ac As Ab 2c 2s 2b 3c 3s 3b"  # 12 thirds, nobody else has a point
    assert choose_card(cappotto_spot(["", slammer, "", ""])) == parse_card("3d")


def test_goes_for_the_cappotto_when_nobody_else_has_a_point() -> None:
    mine = "Ac As Ab 2c 2s 2b 3c 3s 3b Rc Rs Rb Cc Cs Cb"  # 18 thirds
    assert choose_card(cappotto_spot([mine, "", "", ""])) == parse_card("3d")


def test_signals_are_true_and_never_said_on_the_last_trick() -> None:
    """A volo says "that was my last of this suit", so it must be true; on the last trick,
    with every hand down to one card, any signal would tell the partner nothing."""
    rules = preset("tressette")
    bot = make_bot("heuristic")
    signalled = 0
    for seed in range(12):
        deal = Deal.shuffle(rules, 4, (0, 1, 2, 3), seed % 4, seed)
        while not deal.is_over:
            seat = deal.current_player
            view = make_view(deal, seat, rules.sides(4))
            move = bot.choose(view, random.Random(seed))
            sig, card = signal_of(move), card_of(move)
            if sig is not None:
                signalled += 1
                rest = deal.hands[seat] & ~(1 << card)
                assert rest, f"deal {seed}: {sig} on the last trick"
                if sig == "volo":
                    assert not rest & SUIT_MASKS[card // 10], f"deal {seed}: a false volo"
            deal.apply(move)
    assert signalled > 12
