"""The typed deal record: what the log writes is what it reads back, and bad input is named."""

from __future__ import annotations

import json

import pytest

from traversone_desktop.engine import preset
from traversone_desktop.engine.record import DealRecord, RecordError
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS

from .helpers import random_match


@pytest.mark.parametrize(("name", "players"),
                         [(n, p) for n in PRESET_NAMES for p in PRESET_PLAYERS[n]])
def test_every_record_survives_a_trip_through_json(name: str, players: int) -> None:
    match = random_match(preset(name, players), seed=3)
    for record, logged in zip(match.records, match.log, strict=True):
        text = json.dumps(logged)
        again = DealRecord.from_json(json.loads(text))
        assert again == record and again.to_json() == logged
    assert match.records[-1].match_over and match.records[-1].winners == match.winners


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"seed": "7"}, "'seed' must be int"),
        ({"tiebreak": 0}, "'tiebreak' must be bool"),
        ({"stock": ["Zz"]}, "'stock'.*bad card code"),
        ({"tricks": [{"leader": 0, "plays": [[0]], "winner": 0, "draws": [],
                      "signal": None}]}, "'plays' must hold"),
        ({"active": [0, True]}, "'active' must hold whole numbers"),
    ],
)
def test_a_bad_record_is_refused_naming_the_field(change: dict[str, object],
                                                  words: str) -> None:
    good = random_match(preset("traversone"), seed=1).log[0]
    with pytest.raises(RecordError, match=words):
        DealRecord.from_json(good | change)
    with pytest.raises(RecordError, match="JSON object"):
        DealRecord.from_json([good])


@pytest.mark.parametrize(("name", "players"),
                         [(n, p) for n in PRESET_NAMES for p in PRESET_PLAYERS[n]])
def test_the_notes_explain_the_scores(name: str, players: int) -> None:
    for seed in range(4):
        match = random_match(preset(name, players, target=11), seed=seed, move_seed=seed)
        for record in match.records:
            notes = record.notes()
            keys = [n.key for n in notes]
            first = notes[0]
            if record.cappotto is not None:
                assert first.key == "cappotto" and record.scores[first.who[0]] == 0
            elif first.key == "last_trick_takes_rest":
                others, score = first.numbers
                assert others + score == 11 and record.scores[first.who[0]] == score
            elif first.key == "last_trick_worth":
                payers = notes[1].who
                assert notes[1].key in ("nothing_taken_pays", "no_trick_pays", "most_taken")
                assert [s for s in record.active if record.scores[s]] == list(payers)
            elif first.key in ("claimed", "last_trick_point"):
                assert keys.count("declared") == len(record.declarations)
            else:
                raise AssertionError(f"unexpected first note {first}")
            assert ("tiebreak" in keys) == record.tiebreak
            assert keys.count("eliminated") == len(record.eliminated)
