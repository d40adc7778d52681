"""Reliability: 1,000 mutated, truncated or garbage saves; each loads or is rejected by name.

A seeded mutator works on real saves (mid-match and finished, every table
shape): byte flips, truncation, swapped and retyped JSON values, dropped keys,
illegal or shuffled moves, huge numbers, deep nesting and plain garbage. The
loader may accept a mutant only if it is a whole valid game; anything else must
be a SaveFileError with a one-line message. Any other exception is a crash.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from traversone_desktop.engine.cards import card_code
from traversone_desktop.storage.savefile import SavedGame, SaveFileError, dumps, parse_save

from .games import play, table

CASES = 1000
WEIRD_VALUES: tuple[object, ...] = (
    None, True, False, 0, -1, 1.5, 10 ** 30, -(10 ** 30), "", "Ad", "x" * 300, [], {}, [[]],
    {"app": "traversone"}, float("1e308"), "claim", "declare:5", "Ad+busso",
)


def real_saves() -> list[str]:
    saves = []
    for i, (variant, players, moves) in enumerate([
        ("traversone", 4, 37), ("ciapano", 3, 90), ("kifameno", 2, 45),
        ("traversone_partners", 4, 60), ("tressette", 4, 25), ("traversone", 4, None),
        ("ciapano", 5, 8), ("tressette_2", 2, 30), ("busca", 4, 33),
    ]):
        setup = table(variant, players, seed=100 + i)
        saves.append(dumps(setup, play(setup, moves=moves, rng_seed=i)))
    return saves


def paths(node: object, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON tree, as key/index tuples."""
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += paths(v, (*prefix, i))
    return out


def at(doc: object, path: tuple) -> object:
    for key in path:
        doc = doc[key]  # type: ignore[index]
    return doc


def put(doc: object, path: tuple, value: object) -> object:
    if not path:
        return value
    at(doc, path[:-1])[path[-1]] = value  # type: ignore[index]
    return doc


def json_mutant(text: str, rng: random.Random) -> str:
    """Change the JSON tree: retype, swap, drop, or tamper with the moves."""
    doc = json.loads(text)
    moves = doc["match"]["moves"]
    kind = rng.randrange(7)
    if kind == 0:  # a value replaced by an odd one
        doc = put(doc, rng.choice(paths(doc)), rng.choice(WEIRD_VALUES))
    elif kind == 1:  # two values swapped
        a, b = rng.sample(paths(doc)[1:], 2)
        if a[: len(b)] != b and b[: len(a)] != a:
            va, vb = at(doc, a), at(doc, b)
            put(doc, a, vb)
            put(doc, b, va)
    elif kind == 2:  # a key dropped
        holders = [p for p in paths(doc) if isinstance(at(doc, p), dict) and at(doc, p)]
        holder = at(doc, rng.choice(holders))
        del holder[rng.choice(list(holder))]
    elif kind == 3 and moves:  # a move replaced by some card
        moves[rng.randrange(len(moves))] = card_code(rng.randrange(40))
    elif kind == 4 and len(moves) > 1:  # two moves swapped
        i, j = rng.sample(range(len(moves)), 2)
        moves[i], moves[j] = moves[j], moves[i]
    elif kind == 5:  # moves added or removed, progress left as it was
        if moves and rng.random() < 0.5:
            del moves[rng.randrange(len(moves)):]
        else:
            moves += [card_code(rng.randrange(40)) for _ in range(rng.randrange(1, 5))]
    else:  # deep nesting where a value was
        depth = rng.choice((50, 5000, 200_000))
        nested = "[" * depth + "]" * depth
        return json.dumps(put(doc, rng.choice(paths(doc)), "@nest@")).replace('"@nest@"', nested)
    return json.dumps(doc)


def byte_mutant(text: str, rng: random.Random) -> bytes:
    """Damage the bytes: flips, truncation, a huge number, or garbage."""
    data = bytearray(text.encode())
    kind = rng.randrange(4)
    if kind == 0:
        for _ in range(rng.randint(1, 6)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif kind == 1:
        del data[rng.randrange(len(data)):]
    elif kind == 2:
        digits = text.find('"seed": ') + 8
        data[digits:digits] = b"9" * rng.choice((20, 400, 6000))
    else:
        data = bytearray(rng.randbytes(rng.randrange(1, 2000)))
    return bytes(data)


MUTATORS: tuple[Callable[[str, random.Random], str | bytes], ...] = (json_mutant, byte_mutant)


def test_every_mutant_loads_or_is_rejected_with_a_message():
    rng = random.Random(20240808)
    saves = real_saves()
    crashes, loaded, rejected = [], 0, 0
    for case in range(CASES):
        mutant = rng.choice(MUTATORS)(rng.choice(saves), rng)
        try:
            saved = parse_save(mutant)
        except SaveFileError as exc:
            message = str(exc)
            assert message and "\n" not in message and len(message) <= 240, f"case {case}"
            rejected += 1
        except Exception as exc:  # the one thing this test exists to catch
            crashes.append(f"case {case}: {type(exc).__name__}: {exc}"[:300])
        else:
            assert isinstance(saved, SavedGame)
            again = parse_save(dumps(saved.setup, saved.match))  # a whole, consistent game
            assert again.match.to_json() == saved.match.to_json()
            loaded += 1
    assert crashes == []
    assert rejected > CASES // 2 and loaded > 0  # the mutator both breaks and spares files
