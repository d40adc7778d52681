"""A seat's view holds only what it may know; sampled worlds respect everything it saw."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from traversone_desktop.engine import Match, preset, sample_world
from traversone_desktop.engine.cards import SUIT_MASKS
from traversone_desktop.engine.playout import play_out
from traversone_desktop.engine.view import HIDDEN

from .helpers import deal_of, play

PRESETS = [("traversone", 4), ("ciapano", 3), ("ciapano", 5), ("traversone_partners", 4),
           ("kifameno", 2), ("kifameno", 3)]


def advance(match: Match, steps: int, rng: random.Random) -> None:
    for _ in range(steps):
        if match.is_over:
            return
        moves = match.legal_moves()
        match.apply(moves[rng.randrange(len(moves))])


def test_view_shows_own_hand_and_public_record_only() -> None:
    rules = preset("kifameno", 2)
    match = Match(rules, 3)
    match.start()
    advance(match, 6, random.Random(1))
    view = match.view(0)
    assert view.hand == match.deal.hands[0]
    assert view.unseen & match.deal.hands[0] == 0
    # The opponent's private draws are hidden; ours are shown.
    for trick in view.tricks:
        for seat, card in trick.draws:
            assert (card == HIDDEN) == (seat == 1)
    stock = sum(1 << c for c in match.deal.stock)
    assert view.unseen == match.deal.hands[1] | stock  # known to be hidden, not where


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 10_000), st.integers(0, 60))
def test_sampled_worlds_are_consistent_with_the_view(case: tuple[str, int], seed: int,
                                                     steps: int) -> None:
    name, players = case
    match = Match(preset(name, players), seed)
    match.start()
    rng = random.Random(seed)
    advance(match, steps, rng)
    if match.is_over:
        return
    seat = match.current_player
    view = match.view(seat)
    world = sample_world(view, rng)
    assert world.check_conservation()
    assert world.hands[seat] == view.hand
    for s in view.active:
        assert world.hands[s].bit_count() == view.hand_sizes[s]
        assert world.hands[s] & view.known[s] == view.known[s]
        for suit in range(4):
            if view.voids[s] >> suit & 1:
                assert world.hands[s] & SUIT_MASKS[suit] == 0
    assert world.legal_moves() == list(view.legal)
    play_out(world, rng)
    assert world.is_over and world.check_conservation()


def test_sampling_honours_a_tight_void() -> None:
    rules = preset("traversone")
    deal = deal_of(rules, [
        "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd",
        "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc",
        "As 2s 3s 4s 5s 6s 7s Fs Cs Rs",
        "Ab 2b 3b 4b 5b 6b 7b Fb Cb Rb",
    ], dealer=3)
    play(deal, "5d Ac As Ab")  # seats 1-3 show coin voids: seat 0 holds every coin
    from traversone_desktop.engine.view import make_view

    view = make_view(deal, 1, rules.sides(4))
    for k in range(20):
        world = sample_world(view, random.Random(k))
        assert world.hands[0] & SUIT_MASKS[0] == deal.hands[0] & SUIT_MASKS[0]


def test_with_no_void_every_hidden_card_is_equally_likely_anywhere() -> None:
    """Kifameno for two: the unseen cards go to the other hand (10) and the stock (20); a
    fair sampler puts each of them in the hand a third of the time."""
    from traversone_desktop.engine.view import make_view

    rules = preset("kifameno", 2)
    match = Match(rules, 3)
    match.start()
    view = make_view(match.deal, match.current_player, rules.sides(2))
    other = 1 - view.seat
    rng = random.Random(5)
    counts = [0] * 40
    for _ in range(600):
        hand = sample_world(view, rng).hands[other]
        for c in range(40):
            counts[c] += hand >> c & 1
    unseen = [c for c in range(40) if view.unseen >> c & 1]
    assert len(unseen) == 30
    assert all(150 <= counts[c] <= 250 for c in unseen), [counts[c] for c in unseen]
