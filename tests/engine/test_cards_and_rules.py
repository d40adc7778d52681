"""Cards, codes and rule options: the vocabulary every other part relies on."""

from __future__ import annotations

import pytest

from traversone_desktop.engine import CardError, CardSet, RulesError, card_code, parse_card, preset
from traversone_desktop.engine.cards import THIRDS, rank_of, suit_of
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS, Rules


def test_every_card_has_a_unique_code_that_parses_back() -> None:
    codes = [card_code(c) for c in range(40)]
    assert len(set(codes)) == 40
    assert all(parse_card(code) == c for c, code in enumerate(codes))


def test_trick_strength_runs_3_2_A_R_C_F_7_6_5_4() -> None:
    order = sorted((parse_card(r + "c") for r in "A234567FCR"), reverse=True)
    assert "".join(rank_of(c) for c in order) == "32ARCF7654"


def test_card_values_in_thirds_total_32() -> None:
    assert sum(THIRDS) == 32
    assert THIRDS[parse_card("Ab")] == 3
    assert [THIRDS[parse_card(r + "d")] for r in "32RCF"] == [1] * 5
    assert [THIRDS[parse_card(r + "s")] for r in "7654"] == [0] * 4


def test_suits_are_coins_cups_swords_batons() -> None:
    assert [suit_of(parse_card("A" + s)) for s in "dcsb"] == [0, 1, 2, 3]


@pytest.mark.parametrize("bad", ["", "A", "Ax", "1d", "Add", "10d"])
def test_bad_card_codes_are_refused(bad: str) -> None:
    with pytest.raises(CardError):
        parse_card(bad)


def test_cardset_behaves_like_a_set() -> None:
    hand = CardSet.from_codes(["Ad", "3d", "Rs"])
    assert len(hand) == 3 and "3d" in hand and "4d" not in hand
    assert (hand - CardSet.from_codes(["Ad"])).codes() == ["3d", "Rs"]
    assert hand.of_suit(2).codes() == ["Rs"]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_preset_builds_at_every_table_size(name: str) -> None:
    for players in PRESET_PLAYERS[name]:
        rules = preset(name, players)
        assert rules.variant == name and rules.players == players
        assert Rules.from_dict(rules.to_dict()) == rules


def test_preset_defaults_follow_the_rules_text() -> None:
    assert preset("traversone").match_end == "lowest_wins" and preset("traversone").target == 21
    ciapano = preset("ciapano", 5)
    assert (ciapano.match_end, ciapano.target, ciapano.survivors) == ("elimination", 31, 1)
    assert preset("traversone_partners").sides(4) == [[0, 2], [1, 3]]
    assert preset("kifameno", 3).three_player_pack == "remove_a_four"


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"players": 6}, "'players'"),
        ({"target": 0}, "'target'"),
        ({"teams": True, "players": 3, "variant": "ciapano", "match_end": "elimination"},
         "'teams'"),
        ({"fractions": "rounded"}, "to_last_trick, dropped"),
        ({"survivors": 4}, "'survivors'"),
    ],
)
def test_invalid_combinations_name_the_option(options: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        Rules().with_options(options)


def test_unknown_option_lists_the_known_ones() -> None:
    with pytest.raises(RulesError, match=r"unknown rule option 'colour'.*target"):
        Rules().with_options({"colour": "red"})


def test_wrong_table_size_for_a_preset() -> None:
    with pytest.raises(RulesError, match="3, 4 or 5 players, not 2"):
        preset("ciapano", 2)


def test_text_values_from_the_command_line_are_coerced() -> None:
    rules = Rules().with_options({"target": "31", "cappotto_wins_match": "true"})
    assert rules.target == 31 and rules.cappotto_wins_match is True
    with pytest.raises(RulesError, match="whole number"):
        Rules().with_options({"target": "many"})
