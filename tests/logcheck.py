"""An independent re-checker of the simulator's JSON Lines log.

It imports nothing from the engine on purpose: RULES.md promises that anyone
can recompute every trick winner and score from a logged deal, so this module
does exactly that from the text of the rules alone (reverse games).
"""

from __future__ import annotations

from typing import Any

STRENGTH = "4567FCRA23"
THIRDS = {"A": 3, "3": 1, "2": 1, "R": 1, "C": 1, "F": 1}


def thirds(cards: list[str]) -> int:
    return sum(THIRDS.get(c[0], 0) for c in cards)


def check_deal(rec: dict[str, Any]) -> None:
    """Raise AssertionError if anything in a Traversone-family deal record is off."""
    rules = rec["rules"]
    active = rec["active"]
    hands = {s: list(rec["hands"][s]) for s in active}
    stock = list(rec["stock"])
    pack = [c for h in hands.values() for c in h] + stock + rec["removed"]
    if rec["discard"]:
        pack.append(rec["discard"])
    assert sorted(pack) == sorted({r + s for r in STRENGTH for s in "dcsb"}), "pack"
    order = {s: active[(i + 1) % len(active)] for i, s in enumerate(active)}
    leader = order[rec["dealer"]]
    taken = {s: [] for s in active}  # type: dict[int, list[str]]
    for trick in rec["tricks"]:
        assert trick["leader"] == leader, "leader"
        seat = leader
        led = trick["plays"][0][1][1]
        for s, card in trick["plays"]:
            assert s == seat, "turn order"
            assert card in hands[s], f"{card} not in hand of {s}"
            if card[1] != led:
                assert not any(c[1] == led for c in hands[s]), f"revoke by {s}"
            hands[s].remove(card)
            seat = order[seat]
        winner = max((STRENGTH.index(c[0]), s) for s, c in trick["plays"] if c[1] == led)[1]
        assert trick["winner"] == winner, "trick winner"
        taken[winner] += [c for _, c in trick["plays"]]
        seat = winner
        for s, card in trick["draws"]:
            assert s == seat and card == stock.pop(0), "draw order"
            hands[s].append(card)
            seat = order[seat]
        leader = winner
    assert not any(hands.values()) and not stock, "cards left"
    last = rec["tricks"][-1]["winner"]
    assert rec["last_trick"] == last
    assert [thirds(taken.get(s, [])) for s in range(rec["seats"])] == rec["taken"], "taken"
    if rec["discard"]:
        taken[last].append(rec["discard"])
    sides = rec["sides"]
    side_thirds = [sum(thirds(taken.get(s, [])) for s in side) for side in sides]
    live = [i for i, side in enumerate(sides) if any(s in active for s in side)]
    last_side = next(i for i, side in enumerate(sides) if last in side)
    slam = [i for i in live if side_thirds[i] == 32
            and (i == last_side or not rules["cappotto_needs_last_trick"])]
    if slam:
        expected = [0 if i == slam[0] or i not in live else 11 for i in range(len(sides))]
        assert rec["cappotto"] == slam[0]
    else:
        expected = [t // 3 if i in live else 0 for i, t in enumerate(side_thirds)]
        if rules["fractions"] == "to_last_trick":
            expected[last_side] = 11 - sum(expected) + expected[last_side]
        elif rules["last_trick_bonus"]:
            expected[last_side] += 1
        assert rec["cappotto"] is None
    assert rec["scores"] == expected, f"scores {rec['scores']} != {expected}"


def check_totals(records: list[dict[str, Any]]) -> None:
    """Running totals add up deal by deal, tie-break deals leaving them alone."""
    totals = [0] * len(records[0]["sides"])
    for rec in records:
        if not rec["tiebreak"]:
            totals = [t + s for t, s in zip(totals, rec["scores"], strict=True)]
        assert rec["totals"] == totals, "totals"
