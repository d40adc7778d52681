"""Random legal play of Busca, Mattazza and Tressette, re-checked from the log alone.

The checker below knows the rules, not the engine: it replays each logged deal from its
hands, plays and draws, and recomputes follow-suit, trick winners, units and scores.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from traversone_desktop.bots.random_bot import RandomBot
from traversone_desktop.cli.sim import main as sim_main
from traversone_desktop.engine import Deal, Match, play_out, preset, score_deal
from traversone_desktop.engine.cards import card_code
from traversone_desktop.engine.declarations import COMBINATIONS
from traversone_desktop.engine.games.busca import busche
from traversone_desktop.engine.moves import CLAIM, DECLARE_BASE, SIGNALS

PRESETS = ("busca", "mattazza", "tressette", "tressette_2")
STRENGTH = "4567FCRA23"
THIRDS = {r: 3 if r == "A" else 1 if r in "32RCF" else 0 for r in STRENGTH}


def value(code: str, game: str) -> int:
    """A card's worth in the game's unit: Busca units, or thirds."""
    if game == "busca" and code == "Ad":
        return 8
    return THIRDS[code[0]]


def play_randomly(rules_name: str, seed: int) -> Match:
    """A whole match of the random bot, checking cards and claims after every move."""
    rules = preset(rules_name)
    match = Match(rules, seed)
    match.start()
    bot, rng = RandomBot(), random.Random(seed)
    while not match.is_over:
        seat = match.current_player
        view = match.view(seat)
        assert view.legal == tuple(match.legal_moves())
        assert (CLAIM in view.legal) == claim_is_valid(match, seat)
        match.apply(bot.choose(view, rng))
        assert match.deal.check_conservation()
        for other in range(rules.players):
            shown = match.view(other)
            assert shown.declared == tuple(match.deal.declared)
            assert shown.trick_signal == match.deal.trick_signal
            assert [t.signal for t in shown.tricks] == [t.signal for t in match.deal.tricks]
    return match


def claim_is_valid(match: Match, seat: int) -> bool:
    """RULES.md §6: total plus floored thirds taken plus declarations reaches the target."""
    rules = match.rules
    if rules.game != "tressette" or max(match.totals) >= rules.target:
        return False
    side = seat % 2 if rules.teams else seat
    members = match.sides[side]
    taken = sum(value(card_code(c), "tressette") for s in members
                for c in range(40) if match.deal.taken[s] >> c & 1)
    declared = sum(COMBINATIONS[m - DECLARE_BASE].points for s, m in match.deal.declared
                   if s in members)
    return match.totals[side] + taken // 3 + declared >= rules.target


def recheck_deal(record: dict[str, Any], first_leader: int) -> list[int]:
    """Replay one logged deal by hand; returns the recomputed per-seat taken values."""
    game = record["rules"]["game"]
    hands = [set(h) for h in record["hands"]]
    held = [set(h) for h in record["hands"]]  # every card a seat has had, for declarations
    taken = [0] * record["seats"]
    won = [0] * record["seats"]
    leader = first_leader
    for i, trick in enumerate(record["tricks"]):
        plays = trick["plays"]
        assert trick["leader"] == leader == plays[0][0]
        assert trick["signal"] is None or trick["signal"] in SIGNALS
        led = plays[0][1][1]
        for seat, code in plays:
            hand = hands[seat]
            assert code in hand
            if game == "busca" and i == 0:
                assert code != "Ad"
                if seat == leader and led == "d":
                    assert all(c[1] == "d" for c in hand)
            if code[1] != led:
                assert not any(c[1] == led for c in hand)
            hand.remove(code)
        winner = max((STRENGTH.index(c[0]), s) for s, c in plays if c[1] == led)[1]
        assert trick["winner"] == winner
        taken[winner] += sum(value(c, game) for _, c in plays)
        won[winner] += 1
        for seat, code in trick["draws"]:
            hands[seat].add(code)
            if i < 3:
                held[seat].add(code)
        leader = winner
    for d in record["declarations"]:
        assert set(d["cards"]) <= held[d["seat"]]
    if record["claim"] is None:
        assert not any(hands) and record["last_trick"] == record["tricks"][-1]["winner"]
        assert record["stock"] == [c for t in record["tricks"] for _, c in t["draws"]]
    assert record["taken"] == taken
    return taken


def recheck_scores(record: dict[str, Any], taken: list[int]) -> None:
    game, last = record["rules"]["game"], record["last_trick"]
    units = [t + 3 * (s == last) for s, t in enumerate(taken)]
    if game == "busca":
        assert sum(units) == 40
        assert record["scores"] == busche(units)
    elif game == "mattazza":
        assert sum(units) == 35
        trickless = [s for s in range(4)
                     if not any(t["winner"] == s for t in record["tricks"])]
        expected = ([int(s in trickless) for s in range(4)] if trickless
                    else [int(u == max(units)) for u in units])
        assert record["scores"] == expected
    else:
        declared = [sum(d["points"] for d in record["declarations"] if d["seat"] in side)
                    for side in record["sides"]]
        cards = [sum(units[s] for s in side) // 3 for side in record["sides"]]
        assert record["scores"] == [c + d for c, d in zip(cards, declared, strict=True)]
        if record["claim"] is None:
            assert sum(record["scores"]) == 11 + sum(declared)


def recheck_match(match: Match) -> None:
    totals = [0] * len(match.sides)
    for record in match.log:
        seats = record["seats"]
        eldest = (record["dealer"] + 1) % seats
        first = eldest
        if record["rules"]["first_lead"] == "four_of_coins":
            first = next(s for s, h in enumerate(record["hands"]) if "4d" in h)
        taken = recheck_deal(record, first)
        recheck_scores(record, taken)
        if not record["tiebreak"]:  # a tie-break deal only settles the tie (Busca)
            totals = [t + s for t, s in zip(totals, record["scores"], strict=True)]
        assert record["totals"] == totals
    last = match.log[-1]
    assert last["match_over"] and last["winners"] == list(match.winners)
    if last["claim"] is not None:
        assert last["totals"][last["claim"]] >= match.rules.target


@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_matches_are_legal_and_score_by_the_rules(name: str, seed: int) -> None:
    match = play_randomly(name, seed)
    recheck_match(match)
    assert Match.from_json(json.loads(json.dumps(match.to_json()))).log == match.log


@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_fast_playouts_finish_legal_deals(name: str, seed: int) -> None:
    rules = preset(name)
    seats = tuple(range(rules.players))
    rng = random.Random(seed)
    deal = Deal.shuffle(rules, rules.players, seats, seed % rules.players, rng)
    play_out(deal, rng)
    assert deal.is_over and deal.check_conservation()
    outcome = score_deal(deal, rules.sides(rules.players))
    if rules.game == "tressette":
        declared = outcome.details["declaration_points"]
        assert isinstance(declared, list) and sum(outcome.scores) == 11 + sum(declared)
    else:
        assert sum(outcome.taken) == (37 if name == "busca" else 32)


def test_random_bot_declares_signals_and_claims() -> None:
    logs = [play_randomly("tressette", seed).log for seed in range(8)]
    records = [r for log in logs for r in log]
    assert any(r["declarations"] for r in records)
    assert any(t["signal"] for r in records for t in r["tricks"])
    assert any(r["claim"] is not None for r in records)
    assert all(r["declarations"] == [] and r["claim"] is None
               for r in play_randomly("busca", 1).log)


@pytest.mark.parametrize("name", PRESETS)
def test_simulator_plays_each_new_preset(name: str, tmp_path: Any,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "log.jsonl"
    assert sim_main(["--variant", name, "--matches", "2", "--seed", "3", "--log", str(log)]) == 0
    assert f"{name}, " in capsys.readouterr().out
    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert {r["match"] for r in records} == {0, 1}
    assert all({"declarations", "claim"} <= r.keys() for r in records)
    assert all("signal" in t for r in records for t in r["tricks"])


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--variant", "busca", "--players", "3"],
         "busca is played by 4 players, not 3; for 3 players: ciapano, kifameno"),
        (["--variant", "tressette", "--players", "2"],
         "tressette is played by 4 players, not 2; for 2 players: kifameno, tressette_2"),
        (["--variant", "ciapano", "--players", "6"],
         "ciapano is played by 3, 4 or 5 players, not 6"),
        (["--variant", "kifameno", "--players", "5"],
         "kifameno is played by 2, 3 or 4 players, not 5"),
        (["--variant", "tressette_2", "--rule", "declare_timing=later"], "declare_timing"),
        (["--variant", "mattazza", "--rule", "teams=true"], "teams"),
        (["--variant", "busca", "--rule", "declarations=yes"], "no effect in busca"),
    ],
)
def test_simulator_refuses_bad_input_in_one_line(argv: list[str], words: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        sim_main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
