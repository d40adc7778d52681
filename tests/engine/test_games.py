"""The game registry, and the rules fixes of issue 15 (RULES.md as corrected).

Every game states its own options, deal, restrictions, score and end; the rules refuse
options that mean nothing in the chosen game; a move that is not legal is refused with the
reason; tie-breaks are dealt to the tied players only; the 4 of coins missing from the
hands is said; declarations and claims are fully logged.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from traversone_desktop.engine import (
    GAMES,
    DealStarted,
    IllegalMoveError,
    Match,
    Phase,
    RulesError,
    parse_card,
    preset,
)
from traversone_desktop.engine.declarations import combination
from traversone_desktop.engine.moves import CLAIM, is_declaration
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS

from .helpers import deal_of, play, random_match

FOUR_OF_COINS = parse_card("4d")


# -- the registry ---------------------------------------------------------------

def test_every_preset_names_a_registered_game_that_owns_it() -> None:
    for name in PRESET_NAMES:
        for players in PRESET_PLAYERS[name]:
            rules = preset(name, players)
            game = rules.definition
            assert GAMES[rules.game] is game
            assert name in [p.name for p in game.presets] and players in game.players


def test_games_say_which_way_they_score_and_in_what_unit() -> None:
    assert [g.name for g in GAMES.values() if g.positive] == ["tressette"]
    assert GAMES["busca"].values[parse_card("Ad")] == 8
    assert GAMES["busca"].values[parse_card("Ac")] == GAMES["traversone"].values[
        parse_card("Ac")] == 3
    assert (GAMES["busca"].score_unit, GAMES["mattazza"].score_unit) == ("busche",
                                                                         "game_points")


# -- options --------------------------------------------------------------------

@pytest.mark.parametrize(
    ("name", "options", "words"),
    [
        ("traversone", {"game": "busca"}, "'game' is fixed by the preset"),
        ("busca", {"game": "tressette"}, "'game' is fixed by the preset"),
        ("traversone", {"last_trick_bonus": False}, "'last_trick_bonus'.*'dropped'"),
        ("busca", {"fractions": "dropped"}, "'fractions' has no effect in busca"),
        ("mattazza", {"cappotto_wins_match": True}, "'cappotto_wins_match'"),
        ("tressette", {"three_player_pack": "remove_a_four"}, "'three_player_pack'"),
        ("traversone", {"first_lead": "four_of_coins"}, "'first_lead'"),
        ("traversone", {"survivors": 2}, "'survivors'.*'elimination'"),
        ("tressette_2", {"declare_timing": "after_first_trick"}, "'declare_timing'"),
        ("tressette", {"declarations": False, "declare_timing": "after_first_trick"},
         "'declare_timing'"),
        ("tressette_2", {"signals": True}, "'signals'.*'teams'"),
        ("traversone", {"open_draws": True}, "'open_draws'"),
        ("busca", {"match_end": "elimination"}, "'match_end'.*lowest_wins"),
    ],
)
def test_meaningless_options_are_refused_by_name(name: str, options: dict[str, object],
                                                 words: str) -> None:
    with pytest.raises(RulesError, match=words):
        preset(name, **options)


def test_options_that_mean_something_are_accepted() -> None:
    assert not preset("traversone", fractions="dropped", last_trick_bonus=False).last_trick_bonus
    assert preset("ciapano", 4, survivors=2).survivors == 2
    assert preset("tressette", first_lead="four_of_coins").first_lead == "four_of_coins"


# -- the public API: illegal moves say why -----------------------------------------

@pytest.mark.parametrize("move", ["Ad", None, True, 1.0, 170, -1, 40])
def test_anything_but_a_legal_move_raises_illegal_move_error(move: object) -> None:
    deal = deal_of(preset("traversone"), ["Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd",
                                           "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc",
                                           "As 2s 3s 4s 5s 6s 7s Fs Cs Rs",
                                           "Ab 2b 3b 4b 5b 6b 7b Fb Cb Rb"])
    with pytest.raises(IllegalMoveError):
        deal.apply(move)  # type: ignore[arg-type]
    assert deal.trick == () and deal.phase is Phase.PLAY


def test_the_refusal_says_why() -> None:
    deal = deal_of(preset("traversone"), ["Ad 2d 3d 4d 5d 6d 7d Fd Cd Rc",
                                           "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rd",
                                           "As 2s 3s 4s 5s 6s 7s Fs Cs Rs",
                                           "Ab 2b 3b 4b 5b 6b 7b Fb Cb Rb"])
    with pytest.raises(IllegalMoveError, match="'Ad' is not a move"):
        deal.apply("Ad")  # type: ignore[arg-type]
    with pytest.raises(IllegalMoveError, match=r"As .*not in this seat.s hand"):
        deal.apply(parse_card("As"))
    play(deal, "Ad")
    with pytest.raises(IllegalMoveError, match=r"Ac .*must follow suit"):
        deal.apply(parse_card("Ac"))
    busca = deal_of(preset("busca"), ["Ad 2d 3d 4d 5d 6d 7d Fd Cd Rc",
                                      "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rd",
                                      "As 2s 3s 4s 5s 6s 7s Fs Cs Rs",
                                      "Ab 2b 3b 4b 5b 6b 7b Fb Cb Rb"])
    with pytest.raises(IllegalMoveError, match="coins may not be led"):
        busca.apply(parse_card("2d"))


# -- Tressette for two: only cards held together ---------------------------------

T2_HANDS = ["3d 2d Ad 4c 5c 6c 4s 5s 6s 4b", "Rc Cc Fc 7c Rs Cs Fs 7s Rb Cb"]
T2_STOCK = "Fd Cd Rd As 2s 3s 6b 7b Fb Ab 2b 3b 3c 4d 2c 5d Ac 5b 6d 7d"


def test_two_players_cannot_declare_a_card_already_played() -> None:
    deal = deal_of(preset("tressette_2"), T2_HANDS, dealer=1, stock=T2_STOCK)
    napoletana = [m for m in deal.legal_moves() if is_declaration(m)]
    assert [combination(m).name for m in napoletana] == ["napoletana of coins"]
    play(deal, "Ad")  # seat 0 leads its ace instead of declaring
    play(deal, "Rc")  # seat 0 takes the trick and leads again
    assert not deal.declarable[0]
    assert not [m for m in deal.legal_moves() if is_declaration(m)]


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6))
def test_every_declaration_shows_cards_held_at_that_moment(seed: int) -> None:
    for name in ("tressette_2", "tressette"):
        match = Match(preset(name), seed)
        match.start()
        rng = random.Random(seed)
        while not match.is_over:
            moves = match.legal_moves()
            move = moves[rng.randrange(len(moves))]
            deal, seat = match.deal, match.current_player
            if is_declaration(move):
                held = deal.hands[seat] if name == "tressette_2" else deal.initial_hands[seat]
                assert combination(move).mask & ~held == 0
            match.apply(move)


# -- tie-breaks: only the tied players ---------------------------------------------

def _tied_seats(totals: list[int]) -> list[int]:
    low = min(totals)
    return [s for s, t in enumerate(totals) if t == low]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([("traversone", 4), ("kifameno", 3),
                                                ("kifameno", 4)]),
       st.booleans())
def test_a_tie_break_is_dealt_to_the_tied_players_only_and_one_of_them_wins(
        seed: int, table: tuple[str, int], slam_wins: bool) -> None:
    rules = preset(table[0], table[1], target=5, cappotto_wins_match=slam_wins)
    match = random_match(rules, seed, seed)
    for before, record in pairwise(match.log):
        if not record["tiebreak"]:
            continue
        tied = _tied_seats(before["totals"]) if not before["tiebreak"] else [
            s for s in before["active"]
            if before["scores"][s] == min(before["scores"][t] for t in before["active"])]
        assert record["active"] == tied
        dealt = [len(h) for h in record["hands"]]
        expected = {2: 10, 3: 13, 4: 10}[len(tied)] if rules.hand_size == 0 else 10
        assert all(dealt[s] == (expected if s in tied else 0) for s in range(rules.players))
        if len(tied) == 2 and rules.hand_size == 0:
            assert len(record["stock"]) == 20  # two players draw, as in Kifameno
    if match.log[-1]["tiebreak"]:
        assert set(match.winners) <= set(match.log[-1]["active"])


def test_tie_break_between_two_players_of_four() -> None:
    from .test_match import finish_deal_with_totals, started

    match = started(preset("traversone"))
    events = finish_deal_with_totals(match, [12, 30, 22, 12], random.Random(0))
    start = next(e for e in events if isinstance(e, DealStarted))
    assert start.tiebreak and start.active == (0, 3)
    assert [len(h) for h in start.hands] == [10, 0, 0, 10] and start.stock == 20


# -- the 4 of coins -----------------------------------------------------------------

def test_when_the_four_of_coins_is_in_the_stock_eldest_leads_and_the_start_says_so() -> None:
    rules = preset("tressette_2", first_lead="four_of_coins")
    seen = set()
    for seed in range(40):
        match = Match(rules, seed)
        start = next(e for e in match.start() if isinstance(e, DealStarted))
        dealt = any(FOUR_OF_COINS in h for h in start.hands)
        eldest = (start.dealer + 1) % 2
        if dealt:
            holder = next(s for s, h in enumerate(start.hands) if FOUR_OF_COINS in h)
            assert (start.leader, start.leader_note) == (holder, None)
        else:
            assert (start.leader, start.leader_note) == (eldest, "four_of_coins_not_dealt")
        seen.add(dealt)
    assert seen == {True, False}


# -- complete records ---------------------------------------------------------------

def test_declarations_record_their_trick_and_a_claim_keeps_the_trick_in_progress() -> None:
    found_mid_trick = False
    for seed in range(60):
        match = Match(preset("tressette", target=3), seed)
        match.start()
        rng = random.Random(seed)
        while not match.is_over:
            moves = match.legal_moves()
            move = CLAIM if CLAIM in moves else moves[rng.randrange(len(moves))]
            trick_before = [[s, c] for s, c in match.deal.trick]
            index = len(match.deal.tricks)
            match.apply(move)
            if is_declaration(move):
                deal_record = match.deal.declared_at[-1] if not match.log or \
                    match.log[-1]["deal"] != match.deal_index else None
                assert deal_record in (index, None)
            if move == CLAIM and trick_before:
                record = match.log[-1]
                assert [[s, parse_card(c)] for s, c in record["claim_plays"]] == trick_before
                found_mid_trick = True
        for record in match.log:
            for entry in record["declarations"]:
                assert 0 <= entry["trick"] <= len(record["tricks"])
    assert found_mid_trick


OTHER_VALUES = {"teams": True, "survivors": 2, "fractions": "dropped", "last_trick_bonus": False,
                "cappotto_needs_last_trick": False, "cappotto_wins_match": True,
                "three_player_pack": "remove_a_four", "hand_size": 5, "open_draws": True,
                "first_lead": "four_of_coins", "declarations": True,
                "declare_timing": "after_first_trick", "signals": True}


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("option", sorted(OTHER_VALUES))
def test_every_option_a_game_does_not_read_is_refused_by_name(name: str, option: str) -> None:
    rules = preset(name)
    value = OTHER_VALUES[option]
    if option in rules.definition.options or getattr(rules, option) == value:
        return
    with pytest.raises(RulesError, match=f"'{option}'"):
        preset(name, **{option: value})


def test_what_a_game_counts_cards_and_a_deal_in() -> None:
    """The table's running count and the summary's units come from the definition."""
    cards = [parse_card(c) for c in ("Ad", "Rs", "4b")]
    assert GAMES["traversone"].worth(cards) == 4  # thirds: an ace and a figure
    assert GAMES["busca"].worth(cards) == 9  # the Pita is 8 units
    for name in PRESET_NAMES:
        match = Match(preset(name), seed=8)
        match.start()
        while not match.records:
            match.apply(match.legal_moves()[0])
        record = match.records[0]
        game = record.definition
        assert game is GAMES[record.rules["game"]]
        units = game.units(record)
        assert sum(units) == sum(record.taken) + game.last_trick_value * (record.last_trick >= 0)
        assert record.notes(), f"{name}: a deal's score is explained"
