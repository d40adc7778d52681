"""The save format: a round trip resumes the same game; every kind of bad file is named."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace

import pytest

from traversone_desktop.engine import Match
from traversone_desktop.engine.cards import card_code, cards_of
from traversone_desktop.engine.moves import move_code
from traversone_desktop.session.setup import BOT
from traversone_desktop.storage.savefile import (
    FORMAT,
    SaveFileError,
    dumps,
    load_save,
    parse_save,
    write_save,
)

from .games import play, table


def doc_of(setup, match) -> dict:
    return json.loads(dumps(setup, match))


def rejected(doc: object) -> str:
    with pytest.raises(SaveFileError) as info:
        parse_save(json.dumps(doc))
    return str(info.value)


@pytest.mark.parametrize(("variant", "players"), [
    ("traversone", 4), ("ciapano", 3), ("ciapano", 5), ("kifameno", 2),
    ("traversone_partners", 4), ("tressette", 4), ("busca", 4), ("mattazza", 4),
])
def test_a_saved_match_resumes_exactly_where_it_stopped(tmp_path, variant, players):
    setup = table(variant, players, seed=11)
    match = play(setup, moves=57)
    path = tmp_path / "game.json"
    write_save(path, setup, match)

    saved = load_save(path)

    assert saved.setup == setup
    resumed = saved.match
    assert resumed.moves == match.moves
    assert resumed.totals == match.totals
    assert resumed.deal_index == match.deal_index
    assert resumed.deal.hands == match.deal.hands
    assert resumed.deal.stock == match.deal.stock
    assert resumed.legal_moves() == match.legal_moves()
    # both go on identically: same cards, same scores from here to the end
    rng_a, rng_b = random.Random(5), random.Random(5)
    while not match.is_over:
        move_a = rng_a.choice(match.legal_moves())
        assert move_a == rng_b.choice(resumed.legal_moves())
        match.apply(move_a)
        resumed.apply(move_a)
    assert resumed.is_over and resumed.winners == match.winners
    assert resumed.log == match.log


def test_a_seat_a_bot_plays_for_a_person_who_left_stays_theirs(tmp_path):
    """Written only where it is so: every other seat reads as in earlier saves."""
    setup = table()
    away = replace(setup, seats=(replace(setup.seats[0], kind=BOT, away=True),
                                 *setup.seats[1:]))
    write_save(tmp_path / "s.json", away, play(away, moves=10))
    assert load_save(tmp_path / "s.json").setup == away and away.people == [0]
    doc = doc_of(setup, play(setup, moves=10))
    assert all("away" not in seat for seat in doc["setup"]["seats"])


def test_save_is_versioned_json_with_setup_match_and_progress():
    setup = table()
    doc = doc_of(setup, play(setup, moves=10))
    assert doc["app"] == "traversone" and doc["format"] == FORMAT
    assert doc["setup"] == setup.to_dict()
    assert doc["match"]["seed"] == setup.seed and len(doc["match"]["moves"]) == 10
    assert doc["progress"] == {"deal": 0, "moves": 10, "totals": [0, 0, 0, 0], "over": False}


@pytest.mark.parametrize(("text", "message"), [
    (b"", "not a Traversone save file: bad JSON"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b"[" * 100_000, "nested too deeply"),
    (b'{"app": "solitaire", "format": 1}', "not a Traversone save file"),
    (b'[1, 2, 3]', "not a Traversone save file"),
    (b'{"app": "traversone", "format": 9}', "newer version (format 9)"),
    (b'{"app": "traversone", "format": "1"}', "unknown save format '1'"),
    (b'{"app": "traversone", "format": 1, "seed": ' + b"9" * 5000 + b"}", "bad JSON"),
])
def test_files_that_are_not_saves_are_named_as_such(text, message):
    with pytest.raises(SaveFileError, match=re.escape(message)):
        parse_save(text)


def must_follow_position():
    """The first position (by seed) where the seat to play holds the led suit and another."""
    for seed in range(100):
        setup = table(seed=seed)
        match = play(setup, moves=1)
        seat, led = match.deal.current_player, match.deal.led_suit
        hand = cards_of(match.deal.hands[seat])
        off_suit = [c for c in hand if c // 10 != led]
        if off_suit and len(off_suit) < len(hand):
            return setup, match, seat, off_suit[0]
    raise AssertionError("no seed gives a seat that must follow suit")


def test_an_illegal_move_is_named_by_number_card_seat_and_reason():
    setup, match, seat, card = must_follow_position()
    doc = doc_of(setup, match)
    doc["match"]["moves"].append(card_code(card))
    assert rejected(doc) == (f"move 2 ({card_code(card)!r}) is not legal: seat {seat} "
                             f"({setup.seats[seat].name}) must follow suit")


def test_a_card_nobody_holds_in_that_seat_is_named():
    setup = table(seed=3)
    match = play(setup, moves=5)
    doc = doc_of(setup, match)
    seat = match.deal.current_player
    not_held = next(c for c in range(40) if not match.deal.hands[seat] >> c & 1)
    doc["match"]["moves"][5:] = [card_code(not_held)]
    assert f"move 6 ({card_code(not_held)!r}) is not legal: seat {seat}" in rejected(doc)
    assert f"does not hold {card_code(not_held)}" in rejected(doc)


def test_moves_after_the_end_of_the_match_are_refused():
    setup = table()
    match = play(setup)
    doc = doc_of(setup, match)
    doc["match"]["moves"].append(move_code(match.moves[0]))
    assert f"move {len(match.moves) + 1}" in rejected(doc)
    assert "after the end of the match" in rejected(doc)


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["setup"]["rules"].update(foo=1), "unknown rule option 'foo'"),
    (lambda d: d["setup"]["rules"].update(target="many"), "'target' must be a whole number"),
    (lambda d: d["setup"]["seats"].pop(), "3 seats for 4 players"),
    (lambda d: d["setup"]["seats"][1].update(kind="alien"), "seat 1: kind must be"),
    (lambda d: d["setup"]["seats"][2].update(level="godlike"), "seat 2: level must be"),
    (lambda d: d["setup"]["seats"][1].update(away="yes"), "seat 1: 'away' must be true or false"),
    (lambda d: d["setup"]["seats"][0].update(name=""), "seat 0: the name must be"),
    (lambda d: d["setup"]["seats"][0].update(name="x" * 500), "seat 0: the name must be"),
    (lambda d: d["setup"].update(deck="tarot"), "unknown deck 'tarot'"),
    (lambda d: d["match"]["rules"].update(target=31),
     "the match's rules differ from the set-up's (option 'target')"),
    (lambda d: d["match"].update(seed=True), "'seed' must be a whole number"),
    (lambda d: d["match"].update(seed=2 ** 80), "'seed' is out of range"),
    (lambda d: d["match"].update(format=7), "unknown match format 7"),
    (lambda d: d["match"].update(moves="Ad 2c"), "'moves' must be a list"),
    (lambda d: d["match"]["moves"].__setitem__(3, "Zq"), "move 4 ('Zq') is not a move"),
    (lambda d: d["match"]["moves"].__setitem__(3, 17), "move 4 must be text"),
    (lambda d: d["progress"].update(totals=[0, 0, 0, 99]),
     "the recorded moves lead to totals [0, 0, 0, 0], but the save says [0, 0, 0, 99]"),
    (lambda d: d["progress"].update(moves=11), "lead to moves 10"),
    (lambda d: d.update(cheat=True), "unknown field 'cheat'"),
    (lambda d: d.pop("match"), "the save has no 'match'"),
    (lambda d: d.update(saved_at="yesterday"), "'saved_at' is not a date and time"),
])
def test_bad_content_is_rejected_with_a_message_naming_it(change, message):
    setup = table()
    doc = doc_of(setup, play(setup, moves=10))
    change(doc)
    assert message in rejected(doc)


def test_missing_file_and_folder_are_reported_without_the_path(tmp_path):
    with pytest.raises(SaveFileError, match="there is no such file"):
        load_save(tmp_path / "nothing.json")
    with pytest.raises(SaveFileError, match="it is a folder"):
        load_save(tmp_path)


def test_an_oversized_file_is_refused_before_parsing(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (5 * 1024 * 1024))
    with pytest.raises(SaveFileError, match="larger than"):
        load_save(path)


def test_a_match_replayed_from_the_save_equals_the_engines_own_replay():
    setup = table("ciapano", 5, seed=99)
    match = play(setup, moves=150)
    saved = parse_save(dumps(setup, match))
    assert saved.match.to_json() == Match.from_json(match.to_json()).to_json()
