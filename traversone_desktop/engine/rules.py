"""Every rule option in one frozen value, the named presets, and their validation.

A :class:`Rules` value is the whole answer to "which game are we playing":
the engine never reads a setting from anywhere else. Invalid combinations are
refused when the value is built, with a :class:`RulesError` that names the
option and what it allows, so no deal can start under rules that make no sense.

Tressette's claim has no option: "at any moment" becomes a move offered to the seat to move,
at each of its turns, while its side's total plus the points secured this hand reaches the
target (see :mod:`.claims`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final

from .errors import RulesError
from .games import GAMES, PRESETS, Game
from .games.base import check_options, wrong_table_size

__all__ = ["PRESET_NAMES", "PRESET_PLAYERS", "Rules", "RulesError", "preset"]

MATCH_ENDS: Final = ("lowest_wins", "elimination", "highest_wins", "mattazza")
FRACTIONS: Final = ("to_last_trick", "dropped")
THREE_PLAYER_PACKS: Final = ("dealer_discard", "remove_a_four")
FIRST_LEADS: Final = ("eldest", "four_of_coins")
DECLARE_TIMINGS: Final = ("first_turn", "after_first_trick")
MAX_SURVIVORS: Final = 3
"""An elimination match ends with at most this many players left, and fewer than it seats."""


@dataclass(frozen=True)
class Rules:
    """All options of a game of the Traversone family (see docs/RULES.md)."""

    variant: str = "traversone"
    """The preset these rules started from; written to logs and saves."""
    game: str = "traversone"
    """Which game (a key of :data:`.games.GAMES`); fixed by the preset."""
    players: int = 4
    teams: bool = False
    """Fixed partnerships 0+2 against 1+3 (four players only)."""
    match_end: str = "lowest_wins"
    target: int = 21
    survivors: int = 1
    fractions: str = "to_last_trick"
    last_trick_bonus: bool = True
    cappotto_needs_last_trick: bool = True
    cappotto_wins_match: bool = False
    three_player_pack: str = "dealer_discard"
    hand_size: int = 0
    """Cards dealt to each seat; 0 deals the whole pack (8, 10 or 13 by table size).
    With a non-zero size the rest of the pack is a stock drawn from after each trick."""
    open_draws: bool = False
    """Stock draws are shown to every seat (two-player Tressette)."""
    first_lead: str = "eldest"
    declarations: bool = False
    """Tressette's accusi, offered as moves to the seat to move (see :mod:`.declarations`)."""
    declare_timing: str = "first_turn"
    """At the seat's turn in the first trick, or in the second ("after_first_trick"); with two
    players at each turn of the first four tricks, so cards drawn before the fourth count."""
    signals: bool = False
    """Busso, volo or striscio may ride on a lead; everyone sees them."""

    def __post_init__(self) -> None:
        _validate(self)

    # -- derived facts -------------------------------------------------
    @property
    def definition(self) -> Game:
        """The game these rules play: every rule that differs between games."""
        return GAMES[self.game]

    @property
    def positive(self) -> bool:
        """True when players try to take points (Tressette), False in reverse games."""
        return GAMES[self.game].positive

    def sides(self, seats: int) -> list[list[int]]:
        """The scoring sides at a table of ``seats``: partnerships or one seat each."""
        if self.teams:
            return [[0, 2], [1, 3]]
        return [[s] for s in range(seats)]

    def to_dict(self) -> dict[str, Any]:
        """Every resolved option, for logs and saves."""
        return asdict(self)

    def with_options(self, options: Mapping[str, object]) -> Rules:
        """A copy with some options changed, each checked by name and type."""
        known = {f.name: f for f in fields(self)}
        changes: dict[str, Any] = {}
        for key, value in options.items():
            if key not in known:
                raise RulesError(
                    f"unknown rule option {key!r}; options are: {', '.join(sorted(known))}"
                )
            changes[key] = _coerce(key, value, type(getattr(self, key)))
        return replace(self, **changes)

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Rules:
        """Rules from a log or save; unknown or ill-typed options raise RulesError."""
        return cls().with_options(data)


def _coerce(key: str, value: object, kind: type) -> object:
    """Accept a value of the option's type, or its text form from a command line."""
    if kind is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false", "yes", "no", "1", "0",
                                                        "on", "off"):
            return value.lower() in ("true", "yes", "1", "on")
        raise RulesError(f"rule option {key!r} must be true or false, not {value!r}")
    if kind is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, str):
            try:
                return int(value)
            except ValueError:
                pass
        raise RulesError(f"rule option {key!r} must be a whole number, not {value!r}")
    if not isinstance(value, str):
        raise RulesError(f"rule option {key!r} must be text, not {value!r}")
    return value


def _choice(key: str, value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise RulesError(f"rule option {key!r} cannot be {value!r}; allowed: {', '.join(allowed)}")


_DEFAULTS: Final = {f.name: f.default for f in fields(Rules)}


def _validate(r: Rules) -> None:
    """Options every game shares, then the preset's game's own checks."""
    if r.variant not in PRESETS:
        raise RulesError(f"unknown variant {r.variant!r}; variants are: {', '.join(PRESETS)}")
    game = PRESETS[r.variant][0]
    if GAMES.get(r.game) is not game:
        raise RulesError(f"rule option 'game' is fixed by the preset: {r.variant} is "
                         f"{game.name}, not {r.game!r}")
    _choice("match_end", r.match_end, MATCH_ENDS)
    _choice("fractions", r.fractions, FRACTIONS)
    _choice("three_player_pack", r.three_player_pack, THREE_PLAYER_PACKS)
    _choice("first_lead", r.first_lead, FIRST_LEADS)
    _choice("declare_timing", r.declare_timing, DECLARE_TIMINGS)
    if not 2 <= r.players <= 5:
        raise RulesError(f"rule option 'players' cannot be {r.players}; allowed: 2 to 5")
    if r.target < 1:
        raise RulesError(f"rule option 'target' cannot be {r.target}; allowed: a positive number")
    if not 1 <= r.survivors <= MAX_SURVIVORS:
        raise RulesError(f"rule option 'survivors' cannot be {r.survivors}; allowed: 1, 2 or 3")
    if r.match_end == "elimination" and r.survivors >= r.players:
        raise RulesError(
            f"rule option 'survivors' cannot be {r.survivors} with {r.players} players; "
            f"allowed: 1 to {r.players - 1}"
        )
    if r.teams and r.players != 4:
        raise RulesError(f"rule option 'teams' needs 4 players, not {r.players}")
    if r.hand_size < 0 or r.hand_size * r.players > 40:
        raise RulesError(
            f"rule option 'hand_size' cannot be {r.hand_size} with {r.players} players; "
            f"allowed: 0 (the whole pack) to {40 // r.players}"
        )
    if r.hand_size and r.players == 3 and r.three_player_pack != "remove_a_four":
        raise RulesError(
            "three players with a stock need three_player_pack 'remove_a_four' "
            "(39 cards share out evenly)"
        )
    if r.players == 2 and r.hand_size == 0 and r.match_end != "elimination":
        raise RulesError(
            "two players need a stock: set 'hand_size' (10 in kifameno and tressette_2)"
        )
    if r.open_draws and not r.hand_size:
        raise RulesError("rule option 'open_draws' has no effect without a stock ('hand_size')")
    if r.signals and not r.teams:
        raise RulesError("rule option 'signals' needs partnerships: set 'teams'")
    check_options(game, r, _DEFAULTS)
    game.validate(r)


PRESET_NAMES: Final = tuple(PRESETS)

PRESET_PLAYERS: Final[dict[str, tuple[int, ...]]] = {
    name: p.players for name, (_, p) in PRESETS.items()}
"""Table sizes each preset is played with; the first is the usual one."""


def preset(name: str, players: int | None = None, **options: object) -> Rules:
    """The named preset's rules, optionally at another table size or with options changed."""
    if name not in PRESETS:
        raise RulesError(f"unknown variant {name!r}; variants are: {', '.join(PRESET_NAMES)}")
    allowed = PRESET_PLAYERS[name]
    count = allowed[0] if players is None else players
    if count not in allowed:
        raise RulesError(wrong_table_size(name, allowed, count))
    game, chosen = PRESETS[name]
    base = Rules(variant=name, game=game.name, players=count, **chosen.options)
    return base.with_options(options) if options else base
