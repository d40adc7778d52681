"""The record of one played deal: what a reader needs to re-check every trick and score.

:class:`DealRecord` is what :class:`~.match.Match` keeps for each deal and what the
simulator writes, one JSON object per line (RULES.md §7). Cards are ints here and card
codes in JSON; :meth:`DealRecord.to_json` keeps the field order of the log format, so a
log is byte-for-byte the same as before the record was typed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .cards import CardError, card_code, parse_card
from .games import GAMES, Game, Note

T = TypeVar("T")


class RecordError(ValueError):
    """A JSON object that is not a deal record; the message names the field."""


Play = tuple[int, int]
"""(seat, card)."""


@dataclass(frozen=True)
class TrickRecord:
    leader: int
    plays: tuple[Play, ...]
    winner: int
    draws: tuple[Play, ...]
    """(seat, card) drawn from the stock after the trick, in draw order."""
    signal: str | None


@dataclass(frozen=True)
class DeclarationRecord:
    seat: int
    kind: str
    """``"napoletana"`` or ``"set"``."""
    cards: tuple[int, ...]
    points: int
    trick: int
    """Index of the trick in progress when it was declared."""


@dataclass(frozen=True)
class DealRecord:
    """One deal of a match, from the hands dealt to the match's verdict after it."""

    variant: str
    rules: Mapping[str, Any]
    """Every resolved rule option (``Rules.to_dict()``)."""
    match: int
    deal: int
    seed: int
    seats: int
    active: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    """Per seat, the cards it played the deal with (after any discard); empty if out."""
    discard: int | None
    removed: tuple[int, ...]
    stock: tuple[int, ...]
    tricks: tuple[TrickRecord, ...]
    taken: tuple[int, ...]
    """Per seat, value taken in tricks, in the game's unit."""
    last_trick: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    tiebreak: bool
    cappotto: int | None
    eliminated: tuple[int, ...]
    match_over: bool
    winners: tuple[int, ...] | None
    declarations: tuple[DeclarationRecord, ...]
    claim: int | None
    claim_plays: tuple[Play, ...] = ()
    """The plays of the trick a claim interrupted (written only when there are some)."""

    @property
    def definition(self) -> Game:
        """The game this deal was played at (as ``Rules.definition``)."""
        return GAMES[self.rules["game"]]

    def taken_cards(self) -> list[list[int]]:
        """Per seat, the cards of the tricks it took, in the order taken, and the dealer's
        discard with the last trick."""
        piles: list[list[int]] = [[] for _ in range(self.seats)]
        for trick in self.tricks:
            piles[trick.winner] += [card for _, card in trick.plays]
        if self.discard is not None and 0 <= self.last_trick < self.seats:
            piles[self.last_trick].append(self.discard)
        return piles

    def notes(self) -> list[Note]:
        """Why this deal scored what it did, as message keys (see :meth:`Game.notes`)."""
        return self.definition.notes(self)

    def to_json(self) -> dict[str, Any]:
        """The log's JSON object (lists, card codes), fields in the log's order."""
        out: dict[str, Any] = {
            "variant": self.variant,
            "rules": dict(self.rules),
            "match": self.match,
            "deal": self.deal,
            "seed": self.seed,
            "seats": self.seats,
            "active": list(self.active),
            "sides": [list(m) for m in self.sides],
            "dealer": self.dealer,
            "hands": [_codes(h) for h in self.hands],
            "discard": card_code(self.discard) if self.discard is not None else None,
            "removed": _codes(self.removed),
            "stock": _codes(self.stock),
            "tricks": [
                {"leader": t.leader, "plays": _plays(t.plays), "winner": t.winner,
                 "draws": _plays(t.draws), "signal": t.signal}
                for t in self.tricks
            ],
            "taken": list(self.taken),
            "last_trick": self.last_trick,
            "scores": list(self.scores),
            "totals": list(self.totals),
            "tiebreak": self.tiebreak,
            "cappotto": self.cappotto,
            "eliminated": list(self.eliminated),
            "match_over": self.match_over,
            "winners": list(self.winners) if self.winners is not None else None,
            "declarations": [
                {"seat": d.seat, "kind": d.kind, "cards": _codes(d.cards),
                 "points": d.points, "trick": d.trick}
                for d in self.declarations
            ],
            "claim": self.claim,
        }
        if self.claim_plays:
            out["claim_plays"] = _plays(self.claim_plays)
        return out

    @classmethod
    def from_json(cls, data: object) -> DealRecord:
        """A record from its JSON object; raises :class:`RecordError` naming a bad field."""
        d = _object(data, "record")
        return cls(
            variant=_get(d, "variant", str),
            rules=_object(d.get("rules"), "rules"),
            match=_get(d, "match", int),
            deal=_get(d, "deal", int),
            seed=_get(d, "seed", int),
            seats=_get(d, "seats", int),
            active=_ints(d, "active"),
            sides=tuple(_each(d, "sides", lambda v: _int_tuple(v, "sides"))),
            dealer=_get(d, "dealer", int),
            hands=tuple(_each(d, "hands", lambda v: _cards(v, "hands"))),
            discard=None if d.get("discard") is None else _card(d["discard"], "discard"),
            removed=_cards(d.get("removed"), "removed"),
            stock=_cards(d.get("stock"), "stock"),
            tricks=tuple(_each(d, "tricks", _trick)),
            taken=_ints(d, "taken"),
            last_trick=_get(d, "last_trick", int),
            scores=_ints(d, "scores"),
            totals=_ints(d, "totals"),
            tiebreak=_get(d, "tiebreak", bool),
            cappotto=None if d.get("cappotto") is None else _get(d, "cappotto", int),
            eliminated=_ints(d, "eliminated"),
            match_over=_get(d, "match_over", bool),
            winners=None if d.get("winners") is None else _ints(d, "winners"),
            declarations=tuple(_each(d, "declarations", _declaration)),
            claim=None if d.get("claim") is None else _get(d, "claim", int),
            claim_plays=_play_list(d.get("claim_plays", []), "claim_plays"),
        )


# -- JSON helpers ---------------------------------------------------------------

def _codes(cards: Sequence[int]) -> list[str]:
    return [card_code(c) for c in cards]


def _plays(plays: Sequence[Play]) -> list[list[Any]]:
    return [[s, card_code(c)] for s, c in plays]


def _object(value: object, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(f"{what} must be a JSON object")
    return value


def _get(d: Mapping[str, Any], key: str, kind: type[T]) -> T:
    value = d.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"field {key!r} must be {kind.__name__}, not {value!r}")
    return value


def _list(value: object, key: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"field {key!r} must be a list, not {value!r}")
    return value


def _each(d: Mapping[str, Any], key: str, read: Callable[[Any], T]) -> list[T]:
    return [read(v) for v in _list(d.get(key), key)]


def _int_tuple(value: object, key: str) -> tuple[int, ...]:
    items = _list(value, key)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in items):
        raise RecordError(f"field {key!r} must hold whole numbers, not {value!r}")
    return tuple(items)


def _ints(d: Mapping[str, Any], key: str) -> tuple[int, ...]:
    return _int_tuple(d.get(key), key)


def _card(value: object, key: str) -> int:
    try:
        return parse_card(value)  # type: ignore[arg-type]
    except CardError as exc:
        raise RecordError(f"field {key!r}: {exc}") from None


def _cards(value: object, key: str) -> tuple[int, ...]:
    return tuple(_card(v, key) for v in _list(value, key))


def _play_list(value: object, key: str) -> tuple[Play, ...]:
    out = []
    for item in _list(value, key):
        pair = _list(item, key)
        if len(pair) != 2 or not isinstance(pair[0], int) or isinstance(pair[0], bool):
            raise RecordError(f"field {key!r} must hold [seat, card] pairs, not {item!r}")
        out.append((pair[0], _card(pair[1], key)))
    return tuple(out)


def _trick(value: object) -> TrickRecord:
    t = _object(value, "a trick")
    signal = t.get("signal")
    if signal is not None and not isinstance(signal, str):
        raise RecordError(f"field 'signal' must be text or null, not {signal!r}")
    return TrickRecord(_get(t, "leader", int), _play_list(t.get("plays"), "plays"),
                       _get(t, "winner", int), _play_list(t.get("draws"), "draws"), signal)


def _declaration(value: object) -> DeclarationRecord:
    e = _object(value, "a declaration")
    return DeclarationRecord(_get(e, "seat", int), _get(e, "kind", str),
                             _cards(e.get("cards"), "cards"), _get(e, "points", int),
                             _get(e, "trick", int))
