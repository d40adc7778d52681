"""What a new game is made of: the rules, who sits where, and the deck.

Plain data (no Qt), so the new-game dialog, the settings, the saves and the
controller all speak the same language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.rules import PRESET_PLAYERS, Rules, preset

HUMAN = "human"
BOT = "bot"
LEVELS = ("easy", "medium", "hard", "master")
"""Bot difficulty levels, as registered in the bot registry."""
DEFAULT_DECK = "napoletane"
DEFAULT_LEVEL = "hard"
"""A new bot seat's level: the searching expert at 0.3 s a move, which most players will
find hard to beat; "medium" and "easy" are a click away for a gentler evening."""
SEED_BITS = 64
"""A match seed a save keeps: a whole number of at most this many bits, either side of 0."""
BOT_NAMES = ("Nonna Pina", "Zio Gino", "Zia Rosa", "Cugino Toni", "Comare Lina")
"""Default names for bot seats, in seat order after yours (proper names: the same in every
language)."""


def valid_text(text: str) -> str:
    """``text`` with any lone surrogate (pasted or hand-edited in, never typed) made a U+FFFD,
    so the name can be written to a save, the statistics and the screen."""
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


@dataclass(frozen=True)
class SeatSetup:
    """One seat: a human or a bot of some level, with a name shown at the table."""

    name: str
    kind: str = BOT
    level: str = DEFAULT_LEVEL
    away: bool = False
    """A bot plays for the person of this seat, who left the table: the match is still
    theirs to keep (autosaved, asked about, recorded) though no human plays in it now."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", valid_text(self.name))

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_dict(self) -> dict[str, str | bool]:
        data: dict[str, str | bool] = {"name": self.name, "kind": self.kind,
                                       "level": self.level}
        if self.away:  # only then: every other seat is written as before
            data["away"] = True
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SeatSetup:
        kind = str(data.get("kind", BOT))
        level = str(data.get("level", DEFAULT_LEVEL))
        if kind not in (HUMAN, BOT):
            raise ValueError(f"seat kind must be {HUMAN!r} or {BOT!r}, not {kind!r}")
        if level not in LEVELS:
            raise ValueError(f"bot level must be one of {', '.join(LEVELS)}, not {level!r}")
        return cls(str(data.get("name", "")), kind, level, data.get("away") is True)


@dataclass(frozen=True)
class GameSetup:
    """Everything the new-game dialog decides."""

    rules: Rules
    seats: tuple[SeatSetup, ...]
    deck: str = DEFAULT_DECK
    seed: int | None = None
    """Match seed; None draws a fresh one when the match starts."""
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def people(self) -> list[int]:
        """The seats that belong to a person: a human's, or one a bot plays for a person
        who left the table."""
        return [i for i, s in enumerate(self.seats) if s.is_human or s.away]

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "seats": [s.to_dict() for s in self.seats],
            "deck": self.deck,
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameSetup:
        rules = Rules.from_dict(data["rules"])
        seats = tuple(SeatSetup.from_dict(s) for s in data["seats"])
        if len(seats) != rules.players:
            raise ValueError(f"{len(seats)} seats for {rules.players} players")
        seed = data.get("seed")
        return cls(rules, seats, str(data.get("deck", DEFAULT_DECK)),
                   seed if isinstance(seed, int) else None)


def default_setup(you: str = "You", rules: Rules | None = None,
                  level: str = DEFAULT_LEVEL) -> GameSetup:
    """One click: you against bots (three hard ones at Traversone unless told otherwise),
    on the Napoletane. A player who is called as a bot is (Nonna Pina playing as herself)
    meets the next bot's name instead: a table never seats one name twice."""
    if rules is None:
        rules = preset("traversone", PRESET_PLAYERS["traversone"][0])
    names = [name for name in BOT_NAMES if name.casefold() != you.strip().casefold()]
    bots = (SeatSetup(name, BOT, level) for name in names[:rules.players - 1])
    return GameSetup(rules, (SeatSetup(you, HUMAN), *bots))
