"""The save file: a match and its table as JSON, checked in full before anything uses it.

A save holds the game set-up (rules, seats, deck) and the match as the engine
writes it (rules, seed, moves). Everything at the table — the cards, the
scores, the bots' random streams — follows from those, so loading replays
every recorded move through the engine and compares the result with the
progress the file claims. Any problem at all is a :class:`SaveFileError` whose
message names it; a caller never sees another exception or half a game.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum, auto
from pathlib import Path
from typing import Any

from ..engine.cards import card_code
from ..engine.match import Match, MatchStateError
from ..engine.moves import card_of, is_card, parse_move, signal_of
from ..engine.rules import Rules, RulesError
from ..session.setup import BOT, DEFAULT_DECK, HUMAN, LEVELS, SEED_BITS, GameSetup, SeatSetup
from . import atomic

APP = "traversone"
FORMAT = 1
"""Version of the save layout written by :func:`encode`; loading refuses any other."""
MAX_BYTES = 4 * 1024 * 1024
"""Far above any real match (a long one is a few tens of kilobytes)."""
MAX_NAME = 40
"""Longest seat name the table can show."""
MAX_MESSAGE = 240
"""Longest error message: a dialog line, not the file's content quoted back."""

_TOP_KEYS = ("app", "format", "saved_at", "setup", "match", "progress")
_SETUP_KEYS = ("rules", "seats", "deck", "seed")
_SEAT_KEYS = ("name", "kind", "level", "away")
_MATCH_KEYS = ("format", "rules", "seed", "moves")
_PROGRESS_KEYS = ("deal", "moves", "totals", "over")

_BAD_DATA: tuple[type[BaseException], ...] = (
    ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError,
    RecursionError, NotImplementedError, AssertionError,
)
"""What the engine can raise while replaying moves no real game produced."""


class Problem(StrEnum):
    """Which of the few things a player is told about a save that cannot be used."""

    MISSING = auto()
    FOLDER = auto()
    UNREADABLE = auto()
    FOREIGN = auto()
    """Not a Traversone save at all (or too damaged to tell)."""
    NEWER = auto()
    """Saved by a later version."""
    DAMAGED = auto()



class SaveFileError(ValueError):
    """A file that is not a usable Traversone save; the message says exactly what is wrong
    (in English, for a report), the ``kind`` which :class:`Problem` a player is told of."""

    def __init__(self, message: str, kind: Problem = Problem.DAMAGED) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class SavedGame:
    """A save that passed every check: the table set-up and the match, moves replayed."""

    setup: GameSetup
    match: Match
    saved_at: str


# -- writing ------------------------------------------------------------------
def progress_of(match: Match) -> dict[str, Any]:
    """The facts a replay must reproduce: deal number, move count, totals, whether over."""
    return {"deal": match.deal_index, "moves": len(match.moves),
            "totals": list(match.totals), "over": match.is_over}


def encode(setup: GameSetup, match: Match, saved_at: datetime | None = None) -> dict[str, Any]:
    """The save as a JSON-ready dict."""
    when = saved_at if saved_at is not None else datetime.now(UTC)
    return {
        "app": APP,
        "format": FORMAT,
        "saved_at": when.isoformat(timespec="seconds"),
        "setup": setup.to_dict(),
        "match": match.to_json(),
        "progress": progress_of(match),
    }


def dumps(setup: GameSetup, match: Match, saved_at: datetime | None = None) -> str:
    return json.dumps(encode(setup, match, saved_at), indent=1, ensure_ascii=False) + "\n"


def write_save(path: str | Path, setup: GameSetup, match: Match) -> None:
    """Write a save atomically; an OSError (disk full, no permission) reaches the caller."""
    atomic.write_text(path, dumps(setup, match))


# -- reading ------------------------------------------------------------------
def load_save(path: str | Path) -> SavedGame:
    """Read and check a save file; a SaveFileError says what is wrong with it.

    Messages do not repeat the path: callers show it next to the message.
    """
    path = Path(path)
    try:
        data = read_regular_file(path, MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveFileError("there is no such file", Problem.MISSING) from None
    except IsADirectoryError:
        raise SaveFileError("it is a folder, not a save file", Problem.FOLDER) from None
    except NotAFile as exc:
        raise SaveFileError(str(exc), Problem.FOREIGN) from None
    except OSError as exc:
        raise SaveFileError(f"it cannot be read: {exc.strerror or exc}",
                            Problem.UNREADABLE) from None
    return parse_save(data)


class NotAFile(OSError):
    """A pipe, a device: something a path may name that holds no file to read."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """Up to ``limit`` bytes of an ordinary file; a pipe or a device is refused unread,
    since reading one could wait forever or never end."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "it is a folder")
        if not stat.S_ISREG(mode):
            raise NotAFile("it is a pipe or a device, not a file")
        return f.read(limit)


def parse_save(data: bytes | str) -> SavedGame:
    """Check a save's text or bytes in full and rebuild its match."""
    try:
        return _parse(data)
    except SaveFileError as exc:
        message, kind = str(exc), exc.kind
    except _BAD_DATA as exc:  # bad data the checks above did not foresee still gets a message
        message, kind = f"the save cannot be used: {type(exc).__name__}: {exc}", Problem.DAMAGED
    message = " ".join(message.split())
    if len(message) > MAX_MESSAGE:
        message = message[: MAX_MESSAGE - 1] + "…"
    raise SaveFileError(message, kind)


def _parse(data: bytes | str) -> SavedGame:
    if len(data) > MAX_BYTES:
        raise SaveFileError(f"not a Traversone save file: larger than {MAX_BYTES // 1024} KiB",
                            Problem.FOREIGN)
    doc = _decode_json(data)
    if not isinstance(doc, dict) or doc.get("app") != APP:
        raise SaveFileError("not a Traversone save file", Problem.FOREIGN)
    fmt = doc.get("format")
    if fmt != FORMAT or isinstance(fmt, bool):
        if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT:
            raise SaveFileError(f"the save was made by a newer version (format {fmt}); "
                                f"this version reads format {FORMAT}", Problem.NEWER)
        raise SaveFileError(f"unknown save format {fmt!r}; this version reads format {FORMAT}")
    _only_keys(doc, _TOP_KEYS, "the save")
    saved_at = _get(doc, "saved_at", str, "the save")
    try:
        datetime.fromisoformat(saved_at)
    except ValueError:
        raise SaveFileError(f"'saved_at' is not a date and time: {saved_at!r}") from None
    setup = check_setup(_get(doc, "setup", dict, "the save"))
    match = _replay(_get(doc, "match", dict, "the save"), setup)
    _check_progress(_get(doc, "progress", dict, "the save"), match)
    return SavedGame(setup, match, saved_at)


def _decode_json(data: bytes | str) -> object:
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise SaveFileError("not a Traversone save file: not UTF-8 text",
                                Problem.FOREIGN) from None
    try:
        return json.loads(data)
    except RecursionError:
        raise SaveFileError("not a Traversone save file: nested too deeply",
                            Problem.FOREIGN) from None
    except ValueError as exc:  # JSONDecodeError, and integers too long to convert
        raise SaveFileError(f"not a Traversone save file: bad JSON ({exc})",
                            Problem.FOREIGN) from None


def _get(obj: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    """``obj[key]``, which must be present and of ``kind`` (bool never counts as int)."""
    if key not in obj:
        raise SaveFileError(f"{where} has no {key!r}")
    value = obj[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveFileError(f"{where}: {key!r} must be {_KIND_NAMES[kind]}, not {value!r:.60}")
    return value


_KIND_NAMES: dict[type, str] = {
    dict: "an object", list: "a list", str: "text", int: "a whole number", bool: "true or false",
}


def _only_keys(obj: Mapping[str, Any], known: tuple[str, ...], where: str) -> None:
    for key in obj:
        if key not in known:
            raise SaveFileError(f"{where} has an unknown field {key!r:.60}; "
                                f"fields are: {', '.join(known)}")


def _check_rules(data: dict[str, Any], where: str) -> Rules:
    try:
        return Rules.from_dict(data)
    except RulesError as exc:
        raise SaveFileError(f"{where}: {exc}") from None


def check_setup(data: object) -> GameSetup:
    """A set-up as strictly checked as in a save (the remembered new-game choices use it too)."""
    if not isinstance(data, dict):
        raise SaveFileError(f"the set-up must be an object, not {data!r:.60}")
    _only_keys(data, _SETUP_KEYS, "the set-up")
    rules = _check_rules(_get(data, "rules", dict, "the set-up"), "the set-up's rules")
    seats_data = _get(data, "seats", list, "the set-up")
    if len(seats_data) != rules.players:
        raise SaveFileError(f"the set-up has {len(seats_data)} seats "
                            f"for {rules.players} players")
    seats = tuple(_check_seat(s, i) for i, s in enumerate(seats_data))
    deck = _get(data, "deck", str, "the set-up")
    from ..art.deckfiles import USER_PREFIX
    from ..art.registry import deck_names  # the decks load only when a save is read

    if deck.startswith(USER_PREFIX) and deck not in deck_names():
        deck = DEFAULT_DECK  # an imported deck since removed: the match goes on in ours
    elif deck not in deck_names():
        raise SaveFileError(f"unknown deck {deck!r:.60}; decks are: {', '.join(deck_names())}")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise SaveFileError(f"the set-up: 'seed' must be a whole number or null, not {seed!r:.60}")
    return GameSetup(rules, seats, deck, seed)


def _check_seat(data: object, index: int) -> SeatSetup:
    where = f"seat {index}"
    if not isinstance(data, dict):
        raise SaveFileError(f"{where} must be an object, not {data!r:.60}")
    _only_keys(data, _SEAT_KEYS, where)
    name = _get(data, "name", str, where)
    kind = _get(data, "kind", str, where)
    level = _get(data, "level", str, where)
    if not name.strip() or len(name) > MAX_NAME:
        raise SaveFileError(f"{where}: the name must be 1 to {MAX_NAME} characters")
    if kind not in (HUMAN, BOT):
        raise SaveFileError(f"{where}: kind must be {HUMAN!r} or {BOT!r}, not {kind!r:.60}")
    if level not in LEVELS:
        raise SaveFileError(f"{where}: level must be one of {', '.join(LEVELS)}, "
                            f"not {level!r:.60}")
    away = _get(data, "away", bool, where) if "away" in data else False
    return SeatSetup(name, kind, level, away and kind == BOT)


def _replay(data: dict[str, Any], setup: GameSetup) -> Match:
    """Rebuild the match move by move, naming the first move the engine refuses."""
    _only_keys(data, _MATCH_KEYS, "the match")
    moves = _get(data, "moves", list, "the match")
    seed = _get(data, "seed", int, "the match")
    if seed.bit_length() > SEED_BITS:
        raise SaveFileError(f"the match: 'seed' is out of range: {seed!r:.60}")
    rules = _check_rules(_get(data, "rules", dict, "the match"), "the match's rules")
    if rules != setup.rules:
        differ = [k for k, v in rules.to_dict().items() if setup.rules.to_dict()[k] != v]
        raise SaveFileError(f"the match's rules differ from the set-up's "
                            f"(option {', '.join(map(repr, differ))})")
    try:
        match = Match.from_json({**data, "moves": []})
    except MatchStateError as exc:
        raise SaveFileError(f"the match: {exc}") from None
    for number, text in enumerate(moves, 1):
        _replay_move(match, setup, number, text)
    return match


def _replay_move(match: Match, setup: GameSetup, number: int, text: object) -> None:
    if not isinstance(text, str):
        raise SaveFileError(f"move {number} must be text, not {text!r:.60}")
    where = f"move {number} ({text!r:.40})"
    try:
        move = parse_move(text)
    except ValueError as exc:
        raise SaveFileError(f"{where} is not a move: {exc}") from None
    if match.is_over:
        raise SaveFileError(f"{where} comes after the end of the match")
    if move not in match.legal_moves():
        raise SaveFileError(f"{where} is not legal: {_why_illegal(match, setup, move)}")
    try:
        match.apply(move)
    except _BAD_DATA as exc:
        raise SaveFileError(f"{where} cannot be played: {exc}") from None


_REASONS = {
    "not_your_turn": "it is not the turn of seat {who}",
    "not_in_hand": "seat {who} does not hold {card}",
    "must_follow": "seat {who} must follow suit",
    "busca_no_coins_lead": "seat {who} may not lead coins yet",
    "busca_no_pita": "seat {who} may not play that card now",
}


def _why_illegal(match: Match, setup: GameSetup, move: int) -> str:
    """The engine's reason for refusing ``move``, in words, naming the seat."""
    deal = match.deal
    seat = deal.current_player
    who = f"{seat} ({setup.seats[seat].name})"
    if not is_card(move):
        return f"it is not among the moves seat {who} may make now"
    card = card_of(move)
    if not deal.hands[seat] >> card & 1:
        return _REASONS["not_in_hand"].format(who=who, card=card_code(card))
    reason = deal.why_illegal(seat, card) if deal.phase == "play" else None
    if reason is None and signal_of(move):
        return f"seat {who} may not give the {signal_of(move)} signal now"
    template = _REASONS.get(reason or "", "seat {who} may not play {card} now")
    return template.format(who=who, card=card_code(card))


def _check_progress(data: dict[str, Any], match: Match) -> None:
    """The replayed match must reach the state the file recorded when it was written."""
    _only_keys(data, _PROGRESS_KEYS, "the progress")
    claimed = {
        "deal": _get(data, "deal", int, "the progress"),
        "moves": _get(data, "moves", int, "the progress"),
        "totals": _get(data, "totals", list, "the progress"),
        "over": _get(data, "over", bool, "the progress"),
    }
    actual = progress_of(match)
    for key, value in actual.items():
        if claimed[key] != value:
            raise SaveFileError(f"the recorded moves lead to {key} {value!r}, "
                                f"but the save says {claimed[key]!r:.60}")
